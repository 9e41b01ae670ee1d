// One server per database file (contract: quota counters and caches live in the server's memory): a
// lock file beside it, `<db>-lock`, holds the serving process's pid and start time. A second server
// is refused with one line naming the first; a lock whose process is gone (killed, crashed) is stale
// and taken over. The start time tells a reused pid from the process that wrote the lock.
import { closeSync, constants, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { AppError } from '../errors.ts'

export interface ServerLock {
  release(): void
}

const lockPath = (db: string) => `${db}-lock`

/** A process's state and start time (clock ticks since boot) from /proc, where there is one. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0], start: fields[19] }
  } catch {
    return null
  }
}
const startTime = (pid: number): string | null => procStat(pid)?.start ?? null

/** Running: signal 0 reaches it, and it is not a zombie (killed, not yet reaped by its parent). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return procStat(pid)?.state !== 'Z'
}

/** The holder a lock file names, if that process still runs. */
function liveHolder(path: string): { pid: number; started_at: string } | undefined {
  let held: { pid?: unknown; start?: unknown; started_at?: unknown }
  try {
    held = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined // unreadable or half-written: nobody can be holding it
  }
  if (typeof held.pid !== 'number' || held.pid === process.pid || !alive(held.pid)) return undefined
  const start = startTime(held.pid)
  if (start !== null && typeof held.start === 'string' && start !== held.start) return undefined // the pid was reused
  return { pid: held.pid, started_at: String(held.started_at ?? '?') }
}

/**
 * Takes the database's server lock, or refuses (USAGE: the CLI exits 2) naming the live server. Also
 * taken by commands that write a whole dataset (`import`, `seed`): with a server on the file they
 * would wait in SQLite's busy loop on its main thread and stall it for seconds; `refusal` says what
 * to do instead.
 */
export function lockForServing(
  db: string,
  refusal: (holder: { pid: number; started_at: string }) => string = (h) =>
    `${db} is already served by process ${h.pid} (since ${h.started_at}); stop it first, or serve another --db`,
): ServerLock {
  if (db === '' || db.startsWith(':memory:')) return { release: () => {} }
  const path = lockPath(db)
  const body = JSON.stringify({ pid: process.pid, start: startTime(process.pid), started_at: new Date().toISOString() }) + '\n'
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600)
      try {
        writeSync(fd, body)
      } finally {
        closeSync(fd)
      }
      return { release: () => rmSync(path, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = liveHolder(path)
      if (holder) throw new AppError('USAGE', refusal(holder))
      rmSync(path, { force: true }) // stale: its server is gone
    }
  }
  throw new AppError('USAGE', `${db}: could not take the server lock ${path}`)
}
