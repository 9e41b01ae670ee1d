// What `serve` checks and says around starting: a --db that cannot be a database file, a port that
// cannot be had, and the URLs to open once it listens. One line each, no raw errno.
import { accessSync, constants, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Config } from '../config.ts'
import { AppError } from '../errors.ts'

/** Refuses a --db that is a directory, or that SQLite could not create or write (exit 2, before anything opens it). */
export function checkDbPath(db: string): void {
  if (db === ':memory:' || db.startsWith('file:')) return
  const stat = statSync(db, { throwIfNoEntry: false })
  if (stat?.isDirectory()) throw new AppError('USAGE', `--db ${db} is a directory; give a file path such as --db ${join(db, 'firmbase.db')}`)
  const dir = dirname(db)
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new AppError('USAGE', `--db ${db}: the directory ${dir} does not exist`)
  try {
    // WAL mode creates <db>-wal and <db>-shm beside the file: the directory must be writable too.
    accessSync(dir, constants.W_OK)
    if (stat) accessSync(db, constants.R_OK | constants.W_OK)
  } catch {
    throw new AppError('USAGE', `--db ${db} is not writable${stat ? '' : ` (no write permission in ${dir})`}; give a path you can write to, or --db :memory:`)
  }
}

/** A port in use or not allowed becomes one line with what to do instead. */
export function explainListenError(error: unknown, config: Pick<Config, 'port' | 'host'>): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const where = `${config.host}:${config.port}`
  if (code === 'EADDRINUSE')
    return new AppError(
      'PORT_UNAVAILABLE',
      `Port ${config.port} is already in use on ${config.host}; stop the other server, pick another with --port N, or use --port 0 for a free one`,
    )
  if (code === 'EACCES') return new AppError('PORT_UNAVAILABLE', `Not allowed to listen on ${where} (ports below 1024 need privileges); use --port 0 for a free one`)
  if (code === 'EADDRNOTAVAIL') return new AppError('PORT_UNAVAILABLE', `--host ${config.host} is not an address of this machine; try --host 127.0.0.1`)
  return error
}

/** What a person reads when the server is ready: where to point a browser or a client. */
export function readyText(url: string, testMode: boolean): string {
  const lines = [
    `firmbase listening on ${url}`,
    `  home     ${url}/`,
    `  console  ${url}/console  (demo sign-ins: premium@firmbase.local / firmbase-premium, and more on the home page)`,
    `  docs     ${url}/docs`,
    `  openapi  ${url}/openapi.json`,
    `  health   ${url}/healthz`,
  ]
  if (testMode) lines.push(`  test     ${url}/__admin/clock, /__admin/reset, /__admin/requests, /__admin/faults`)
  return lines.join('\n') + '\n'
}
