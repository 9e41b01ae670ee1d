// One line per request (and per notable event), as JSON or for people.
export interface LogEntry {
  at: string
  method?: string
  path?: string
  status?: number
  duration_ms?: number
  request_id?: string
  user_id?: string | null
  ip?: string
  msg?: string
  level?: 'info' | 'warn' | 'error'
}

export type Logger = (entry: LogEntry) => void

export function createLogger(format: 'json' | 'pretty' | 'none', write: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  if (format === 'none') return () => {}
  if (format === 'json') return (entry) => write(JSON.stringify(entry) + '\n')
  return (entry) => {
    if (entry.method) {
      write(`${entry.at} ${entry.method} ${entry.path} ${entry.status} ${entry.duration_ms}ms${entry.user_id ? ` user=${entry.user_id}` : ''}\n`)
    } else {
      write(`${entry.at} ${entry.level ?? 'info'} ${entry.msg ?? ''}\n`)
    }
  }
}
