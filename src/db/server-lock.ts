// One server per database file (contract: quota counters and caches live in the server's memory): a
// lock file beside it, `<db>-lock`, holds the serving process's pid and start time. A second server
// is refused with one line naming the first; a lock whose process is gone (killed, crashed) is stale
// and taken over. The start time tells a reused pid from the process that wrote the lock.
//
// Taken without a race between processes starting in the same millisecond: the lock appears whole
// (a complete temp file linked into place, so nobody reads a half-written one as stale), and a stale
// lock is removed only under a takeover guard (`<db>-lock.takeover`), after reading it again, so no
// process deletes a lock another has just taken.
import { randomBytes } from 'node:crypto'
import { closeSync, constants, linkSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs'
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
function liveHolder(text: string | undefined): { pid: number; started_at: string } | undefined {
  let held: { pid?: unknown; start?: unknown; started_at?: unknown }
  try {
    held = JSON.parse(text ?? '')
  } catch {
    return undefined // gone, or not a lock firmbase wrote: nobody can be holding it
  }
  if (typeof held.pid !== 'number' || held.pid === process.pid || !alive(held.pid)) return undefined
  const start = startTime(held.pid)
  if (start !== null && typeof held.start === 'string' && start !== held.start) return undefined // the pid was reused
  return { pid: held.pid, started_at: String(held.started_at ?? '?') }
}

const readLock = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Links a complete file holding `body` at `path`; false when something is there already. */
function placeWhole(path: string, body: string): boolean {
  const temp = `${path}.${randomBytes(8).toString('hex')}.tmp`
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600)
  try {
    writeSync(fd, body)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(temp, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(temp)
  }
}

/** A guard left by a process that died inside its takeover (a few microseconds' window) expires. */
const GUARD_EXPIRES_MS = 10_000

/**
 * Removes the lock at `path` if it still holds `stale`, under the takeover guard; a process that
 * finds the guard taken waits for it and looks again.
 */
function removeStale(path: string, stale: string | undefined, refuseForeign: (what: string) => never): void {
  const guard = `${path}.takeover`
  const deadline = Date.now() + GUARD_EXPIRES_MS + 2_000
  for (;;) {
    if (placeWhole(guard, `${process.pid}\n`)) break
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
    if (age > GUARD_EXPIRES_MS) removeOwn(guard, refuseForeign)
    else if (Date.now() > deadline) refuseForeign(guard)
    else sleep(5)
  }
  try {
    if (readLock(path) === stale) removeOwn(path, refuseForeign)
  } finally {
    rmSync(guard, { force: true })
  }
}

/** Removes a file, or refuses in one line when another user's file cannot be removed. */
function removeOwn(path: string, refuseForeign: (what: string) => never): void {
  try {
    rmSync(path, { force: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EPERM' || code === 'EACCES') refuseForeign(path)
    throw error
  }
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
  const refuseForeign = (what: string): never => {
    const owner = statSync(what, { throwIfNoEntry: false })?.uid
    throw new AppError(
      'USAGE',
      `${what} was left by another user${owner === undefined ? '' : ` (uid ${owner})`}, and this one can neither read nor remove it; remove it as that user, or serve another --db`,
    )
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      if (placeWhole(path, body)) return { release: () => rmSync(path, { force: true }) }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EACCES' || code === 'EPERM') throw new AppError('USAGE', `${db}: cannot create the server lock ${path} (${code}); is the directory writable by this user?`)
      throw error
    }
    let text: string | undefined
    try {
      text = readLock(path)
    } catch {
      return refuseForeign(path) // a lock this user cannot read is another user's
    }
    const holder = liveHolder(text)
    if (holder) throw new AppError('USAGE', refusal(holder))
    removeStale(path, text, refuseForeign) // its server is gone
  }
  throw new AppError('USAGE', `${db}: could not take the server lock ${path}`)
}
