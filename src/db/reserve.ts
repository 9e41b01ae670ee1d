import { closeSync, rmSync, statSync, statfsSync, writeSync } from 'node:fs'
import type { Db } from './open.ts'
import { openOwnFile } from './own-file.ts'

// A reserve file beside the database (a "ballast file", as CockroachDB calls its own): when the disk
// fills up, deleting it gives back enough room for what must keep working — usage counters of
// reads, and checkpoints that let the WAL start over — while new data (orders, accounts, lists) is
// refused with 507 until the disk has room again, when the reserve is made anew.

/** The reserve's bounds: a quarter of the database, at most 16 MiB, and no more than a tenth of the free space. */
export const RESERVE = { min: 256 * 1024, max: 16 * 1024 * 1024 } as const
const CHECK_MS = 1000

/**
 * The reserve a database gets now: sized to it (a 16 MiB file beside a 6 MB database surprised
 * people) and to the room there is (a small disk must still be able to make it anew).
 */
export function reserveBytes(dbPath: string): number {
  const size = statSync(dbPath, { throwIfNoEntry: false })?.size ?? 0
  const free = freeBytes(dbPath)
  return Math.max(RESERVE.min, Math.min(RESERVE.max, Math.floor(size / 4), Math.floor(free / 10)))
}

export interface StorageReserve {
  /** A write failed for lack of space: the reserve is freed. True the first time (for the log line). */
  release(): boolean
  /**
   * Whether new data is refused now. While it is, free space is looked at (at most once a second);
   * once there is room for the reserve (sized anew) and as much again, it is made and writes resume.
   */
  low(): boolean
}

const reserves = new WeakMap<Db, StorageReserve>()

/** The server keeps a reserve for its database; other users of a Db (CLI, tests) have none. */
export function attachReserve(db: Db, reserve: StorageReserve): void {
  reserves.set(db, reserve)
}

export function reserveOf(db: Db): StorageReserve | undefined {
  return reserves.get(db)
}

export function storageReserve(dbPath: string, size?: number): StorageReserve {
  const file = `${dbPath}-reserve`
  let bytes = size ?? reserveBytes(dbPath)
  fill(file, bytes)
  let low = false
  let checked = 0
  return {
    release() {
      if (low) return false
      low = true
      rmSync(file, { force: true })
      return true
    },
    low() {
      if (!low) return false
      const now = Date.now()
      if (now - checked < CHECK_MS) return true
      checked = now
      // Sized again to the room there is now: writes resume within a second of space returning,
      // whatever the disk's size (a fixed 16 MiB reserve could never be made again on a small one).
      if (size === undefined) bytes = reserveBytes(dbPath)
      if (freeBytes(dbPath) < 2 * bytes) return true
      low = !fill(file, bytes)
      return low
    },
  }
}

/** Writes the reserve (real blocks, not a sparse file); false when there is no room for it. */
function fill(file: string, bytes: number): boolean {
  if ((statSync(file, { throwIfNoEntry: false })?.size ?? -1) === bytes) return true
  const chunk = Buffer.alloc(1024 * 1024)
  let fd: number | undefined
  try {
    fd = openOwnFile(file)
    for (let written = 0; written < bytes; written += chunk.length) writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written))
    return true
  } catch {
    if (fd !== undefined) closeSync(fd)
    fd = undefined
    rmSync(file, { force: true })
    return false
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function freeBytes(path: string): number {
  try {
    const s = statfsSync(path)
    return s.bavail * s.bsize
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
