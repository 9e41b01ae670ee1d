import { lstatSync, readFileSync, rmSync, statSync } from 'node:fs'
import { writeOwnFile } from './own-file.ts'
import { AppError } from '../errors.ts'
import type { Db } from './open.ts'

/** Files up to this size get PRAGMA quick_check at start (a 247 MB, 100,000-company file took 1.4–2.1 s on the 2-core machine: this bounds the wait near a second). */
export const QUICK_CHECK_MAX_BYTES = 128 * 1024 * 1024

/**
 * Start-up check: a damaged page found now is one clear line, instead of 500s later for every query
 * that touches it. Larger files skip it (`firmbase db check` runs the full check on demand), and so
 * does a file its last server closed cleanly and nothing has written since (`afterCleanStop`): the
 * check is for what a crash or a foreign write may have left, and it is most of a clean start's time.
 */
export function quickCheck(db: Db, maxBytes = QUICK_CHECK_MAX_BYTES, afterCleanStop = false): 'ok' | 'skipped' {
  const size = statSync(db.path, { throwIfNoEntry: false })?.size ?? 0
  if (size === 0 || size > maxBytes || afterCleanStop) return 'skipped'
  let first: string
  try {
    first = String(db.sqlite.pragma('quick_check(1)', { simple: true }))
  } catch (error) {
    first = (error as Error).message
  }
  if (first === 'ok') return 'ok'
  throw new AppError('DB_OPEN_FAILED', `The database ${db.path} is damaged (${oneLine(first)}); run: firmbase db check --db ${db.path}`)
}

/** SQLite's report as one line: "Tree 2 page 161: btreeInitPage() returns error code 11". */
export const oneLine = (problem: string): string =>
  problem
    .replace(/\*\*\* in database \w+ \*\*\*\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()

// A clean stop's mark, `<db>-clean`: the file as the server left it (inode, size, modification time).
const cleanMarkPath = (path: string) => `${path}-clean`
const stamp = (path: string) => {
  const st = statSync(path, { throwIfNoEntry: false })
  return st && JSON.stringify({ dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs })
}

/** After a server closed the database cleanly (its WAL checkpointed): the file as it is now. */
export function markCleanStop(path: string): void {
  const now = stamp(path)
  if (now) writeOwnFile(cleanMarkPath(path), `${now}\n`)
}

/**
 * Whether the file is exactly as a clean stop left it (no WAL to apply, not written since, not
 * replaced). The mark is used up: a server that crashes from now on leaves none, so the next start checks.
 */
export function takeCleanStop(path: string): boolean {
  const mark = cleanMarkPath(path)
  const st = lstatSync(mark, { throwIfNoEntry: false })
  if (!st) return false
  const uid = process.getuid?.()
  // A mark another user left would skip the check on a file they may have written: refused, as their WAL is.
  if (!st.isFile() || (uid !== undefined && st.uid !== uid))
    throw new AppError(
      'DB_OPEN_FAILED',
      `${mark} was not left by this user's server (${st.isFile() ? `it belongs to user ${st.uid}` : 'not a plain file'}); remove it, and keep the database in a directory only you can write to`,
    )
  let saved: string | undefined
  try {
    saved = readFileSync(mark, 'utf8').trim()
  } catch {
    return false
  }
  rmSync(mark, { force: true })
  const wal = statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0
  return wal === 0 && saved === stamp(path)
}
