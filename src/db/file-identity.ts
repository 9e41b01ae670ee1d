import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { writeOwnFile } from './own-file.ts'
import { AppError } from '../errors.ts'

// A database file is known by device and inode: a path can be made to name another file at any
// time (`mv other.db firmbase.db`), and SQLite then keeps writing into the file it opened while
// the WAL, found by name, would be applied to the new one. The inode of the file the WAL belongs
// to is kept next to it (<db>-owner), so a start can refuse a WAL left behind by another file.

export interface FileId {
  dev: number
  ino: number
}

export function fileId(path: string): FileId | undefined {
  const st = statSync(path, { throwIfNoEntry: false })
  return st ? { dev: st.dev, ino: st.ino } : undefined
}

export const sameFile = (a: FileId | undefined, b: FileId | undefined): boolean => a !== undefined && b !== undefined && a.dev === b.dev && a.ino === b.ino

const ownerPath = (path: string) => `${path}-owner`

/** SQLite follows a symlinked database path and keeps the WAL beside the file itself: so do we. */
function resolved(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/**
 * SQLite's own side files must be this user's plain files, writable by nobody else: in a directory
 * others can write to (the system temp directory), another local user could plant a `-wal` holding a
 * database of theirs, which SQLite applies on open — their accounts and keys served, and checkpointed
 * over the victim's data at the stop.
 */
function refuseForeignSideFiles(path: string): void {
  const uid = process.getuid?.()
  for (const side of [`${path}-wal`, `${path}-shm`]) {
    const st = lstatSync(side, { throwIfNoEntry: false })
    if (!st) continue
    const why = st.isSymbolicLink()
      ? 'is a symbolic link'
      : !st.isFile()
        ? 'is not a plain file'
        : uid !== undefined && st.uid !== uid
          ? `belongs to user ${st.uid}, not to this one (${uid})`
          : (st.mode & 0o022) !== 0
            ? `is writable by other users (mode ${(st.mode & 0o777).toString(8)})`
            : undefined
    if (why)
      throw new AppError(
        'DB_OPEN_FAILED',
        `${side} ${why}: SQLite would apply what it holds to ${path}, and another user may have put it there. Remove it if it is yours and you trust it, and keep the database in a directory only you can write to.`,
      )
  }
}

/** Before SQLite opens `path`: refuses SQLite side files of another user, and a non-empty WAL written for another file. */
export function refuseForeignWal(given: string): void {
  const path = resolved(given)
  refuseForeignSideFiles(path)
  const wal = statSync(`${path}-wal`, { throwIfNoEntry: false })
  if (!wal || wal.size === 0) return
  const owner = readOwner(path)
  const current = fileId(path)
  if (owner === undefined || current === undefined || sameFile(owner, current)) return
  throw new AppError(
    'DB_OPEN_FAILED',
    `${path}-wal belongs to another database file: ${path} was replaced while a server had it open. ` +
      `Opening would apply that log to the new file and corrupt it. If ${path} is the file you want, move ${path}-wal and ${path}-shm aside and start again.`,
  )
}

/** After opening: this file is the one the WAL now belongs to. */
export function recordOwner(given: string): FileId | undefined {
  const path = resolved(given)
  const id = fileId(path)
  if (id) writeOwnFile(ownerPath(path), JSON.stringify(id) + '\n')
  return id
}

function readOwner(path: string): FileId | undefined {
  try {
    const value = JSON.parse(readFileSync(ownerPath(path), 'utf8')) as Partial<FileId>
    return typeof value.dev === 'number' && typeof value.ino === 'number' ? { dev: value.dev, ino: value.ino } : undefined
  } catch {
    return undefined
  }
}
