// The single executable carries better-sqlite3's native addon in its snapshot filesystem
// (scripts/build.ts) and writes it out itself, instead of pkg's extraction to ~/.cache/pkg, which
// fails for a user without a writable $HOME. (As a base64 string in the bundle, it weighed on the
// script source and on the heap for the process's life.)
import { createHash } from 'node:crypto'
import { chmodSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { AppError } from '../errors.ts'

declare global {
  // The bundle's directory in the executable's snapshot filesystem, under which pkg keeps
  // node_modules/better-sqlite3/prebuilds/linux-x64.node; set by the single-executable build only.
  var __FIRMBASE_SQLITE_ADDON__: string | undefined
}

let extracted: string | undefined

/**
 * The addon's path for better-sqlite3's nativeBinding option; undefined outside the single executable
 * (better-sqlite3 finds its own). Written to a private directory in the system temp directory, else
 * beside the database; an existing copy is used only when its bytes hash to the embedded addon's.
 */
export function sqliteAddonPath(dbPath: string): string | undefined {
  const embedded = globalThis.__FIRMBASE_SQLITE_ADDON__
  if (embedded === undefined) return undefined
  if (extracted) return extracted
  const bytes = readFileSync(join(embedded, 'node_modules', 'better-sqlite3', 'prebuilds', 'linux-x64.node'))
  const hash = createHash('sha256').update(bytes).digest('hex')
  const uid = process.getuid?.() ?? 'user'
  const places = [join(tmpdir(), `firmbase-${uid}`)]
  if (dbPath !== ':memory:' && !dbPath.startsWith('file:')) places.push(join(dirname(resolve(dbPath)), '.firmbase'))
  const failures: string[] = []
  for (const dir of places) {
    try {
      extracted = writeAddon(dir, bytes, hash)
      return extracted
    } catch (error) {
      failures.push(`${dir}: ${(error as Error).message}`)
    }
  }
  throw new AppError('DB_OPEN_FAILED', `Cannot write the SQLite addon to a temporary directory or beside the database (${failures.join('; ')}); set TMPDIR to a writable directory`)
}

function writeAddon(dir: string, bytes: Buffer, hash: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // Another user's directory (a shared /tmp) could hold a planted library: only our own is used.
  const stat = lstatSync(dir)
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) throw new Error('not a directory of this user')
  chmodSync(dir, 0o700)
  const file = join(dir, `better_sqlite3-${hash.slice(0, 16)}.node`)
  let current: Buffer | undefined
  try {
    current = readFileSync(file)
  } catch {
    current = undefined
  }
  if (current && createHash('sha256').update(current).digest('hex') === hash) return file
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, bytes, { mode: 0o500 })
  renameSync(partial, file)
  return file
}
