import Database from 'better-sqlite3'
import { closeSync, openSync } from 'node:fs'
import { Kysely, SqliteDialect, type Compilable } from 'kysely'
import { AppError } from '../errors.ts'
import { fileId, recordOwner, refuseForeignWal, sameFile, type FileId } from './file-identity.ts'
import { migrations, SCHEMA_VERSION } from './migrations.ts'
import { sqliteAddonPath } from './native-addon.ts'
import { schemaSql } from './schema-text.ts'
import { durableTransaction, queryRunner, statementCache } from './statements.ts'
import type { Database as Schema } from './types.ts'

export type Sqlite = Database.Database

export interface Db {
  sqlite: Sqlite
  kysely: Kysely<Schema>
  /** Runs `fn` in one BEGIN IMMEDIATE transaction; fn must be synchronous. */
  transaction<T>(fn: () => T): T
  /**
   * The same if the write lock is free now: undefined (nothing run) while another connection holds it
   * (the living registry's thread, another process), instead of waiting for it on this thread.
   */
  tryTransaction<T>(fn: () => T): { value: T } | undefined
  /** The same, committed with synchronous=FULL: for money (orders, credit ledger). */
  durableTransaction<T>(fn: () => T): T
  /** Compiles a Kysely query and runs it synchronously (no await between reads and writes). */
  all<R>(query: Compilable<R>): R[]
  first<R>(query: Compilable<R>): R | undefined
  run(query: Compilable<unknown>): Database.RunResult
  /** A cached prepared statement, for hot paths. */
  stmt(sql: string): Database.Statement
  /**
   * Marks that authorisation state changed (users, sessions, keys, blacklist, blocks, plans,
   * quota overrides): every StateCache is dropped before the next read.
   */
  touch(): void
  /** Changes whenever this process touches or another connection commits (as of the last sync). */
  stamp(): string
  /**
   * Reads PRAGMA data_version (called per request, read at most once per millisecond: the pragma
   * opens a read transaction of its own, about as costly as the request's real query). Changes made
   * in this process take effect at once through touch(); another process's commit within 1 ms.
   * `now`: read it whatever the last read's age (a group commit, inside its transaction).
   */
  syncExternalChanges(now?: boolean): void
  /**
   * Throws DATABASE_REPLACED (503) when the path no longer names the file this connection opened
   * (checked when a transaction begins, per write request and periodically by the server). From the
   * first detection on, the connection is read-only: nothing can reach the file that took its place.
   * `maxAgeMs`: a check that passed that recently stands (the write request's early check: a stat
   * per login cost as much as its JWTs; a transaction it then begins checks again, a lone statement
   * outside one does not, so such a write may reach a file replaced within that millisecond).
   */
  checkFile(maxAgeMs?: number): void
  /**
   * Frees the pages of the connection's cache (PRAGMA shrink_memory) and drops its memory map of the
   * file (mapped again, page by page, by the next read): when it goes idle.
   */
  releaseMemory(): void
  /**
   * WAL pages after which a commit of this connection checkpoints (SQLite's default 1000; 0: never):
   * while another connection writes much, that one checkpoints, not the thread answering requests.
   */
  autoCheckpoint(pages: number): void
  close(): void
  /**
   * Closes the connection and opens the file at `path` again, with the same options: after the file
   * was replaced (the seeder swaps in a finished dataset). `sqlite` and `kysely` then refer to the new
   * connection; statements prepared on the old one must not be kept.
   */
  reopen(): void
  path: string
}

export interface OpenOptions {
  readonly?: boolean
  create?: boolean
  /** better-sqlite3's addon, when the caller knows it (reader threads of the single executable). */
  nativeBinding?: string
  /** Page cache in KiB (default 64 MiB): reader threads take less each. */
  cacheKib?: number
  /** Bytes of the file read through a memory map (default MMAP_BYTES; 0: none). */
  mmapBytes?: number
  /** Called once when the file under the connection turns out to be replaced (for the log line). */
  onReplaced?: (detail: string) => void
}

/**
 * Opens the database with the pragmas firmbase relies on and brings its schema up to date.
 * synchronous=NORMAL in WAL: every commit survives a crash of the process; a power cut may lose the
 * last commits but never corrupts. Money (orders, the credit ledger) commits through
 * durableTransaction with synchronous=FULL, so those are on disk before the response reports them,
 * while per-request counters do not pay an fsync each.
 */
export function openDb(path: string, options: OpenOptions = {}): Db {
  return wrap(connect(path, options), path, options)
}

function connect(path: string, options: OpenOptions): Sqlite {
  let sqlite: Sqlite
  const tracked = isTracked(path, options)
  if (tracked) refuseForeignWal(path)
  if (tracked && options.create !== false) createPrivate(path)
  try {
    const nativeBinding = options.nativeBinding ?? sqliteAddonPath(path)
    sqlite = new Database(path, { readonly: options.readonly ?? false, fileMustExist: options.create === false, timeout: 5000, ...(nativeBinding && { nativeBinding }) })
  } catch (error) {
    throw new AppError('DB_OPEN_FAILED', `Cannot open database ${path}: ${(error as Error).message}`, { cause: error })
  }
  try {
    configure(sqlite, options.readonly ?? false, options.cacheKib ?? 65536, options.mmapBytes ?? MMAP_BYTES)
    if (!options.readonly) applySchema(sqlite)
    if (tracked) recordOwner(path)
  } catch (error) {
    sqlite.close()
    if (error instanceof AppError) throw error
    throw new AppError('DB_OPEN_FAILED', `Cannot open database ${path}: ${(error as Error).message}`, { cause: error })
  }
  return sqlite
}

/**
 * A new database file is created readable by its owner only (0600): it holds the JWT secrets, session
 * ids and password hashes. SQLite gives the -wal and -shm files the mode of the database file.
 */
function createPrivate(path: string): void {
  try {
    closeSync(openSync(path, 'wx', 0o600))
  } catch {
    // It exists already (kept as it is), or cannot be created: opening it reports why.
  }
}

/** A database no other connection (another thread's) can open: in memory, or given as a URI (taken as one). */
export const isInMemory = (path: string): boolean => path === '' || path === ':memory:' || path.startsWith('file:')

/** Files opened for writing are watched for replacement (memory and read-only connections need not be). */
const isTracked = (path: string, options: OpenOptions) => !options.readonly && !isInMemory(path)

/** The most a WAL keeps on disk once it has been checkpointed and starts over. */
const WAL_KEPT_BYTES = 4 * 1024 * 1024

/** How much of a database file a connection reads through a memory map (SQLite's mmap_size). */
const MMAP_BYTES = 256 * 1024 * 1024

function configure(sqlite: Sqlite, readonly: boolean, cacheKib: number, mmapBytes: number): void {
  if (!readonly && sqlite.name !== ':memory:') sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  // Hot lookups stay in SQLite's own cache (our own writes do not invalidate it in WAL mode).
  sqlite.pragma(`cache_size = -${Math.round(cacheKib)}`)
  if (sqlite.name !== ':memory:') sqlite.pragma(`mmap_size = ${mmapBytes}`)
  // A WAL that a living day or a seed filled is cut back to this size when it starts over, instead
  // of keeping its largest size on disk for good.
  if (!readonly && sqlite.name !== ':memory:') sqlite.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`)
  assertPragmas(sqlite, readonly)
}

/** Boot-time assertion: a build of SQLite that ignores a pragma must not start silently. */
export function assertPragmas(sqlite: Sqlite, readonly = false): void {
  const fk = sqlite.pragma('foreign_keys', { simple: true })
  const sync = sqlite.pragma('synchronous', { simple: true })
  const mode = String(sqlite.pragma('journal_mode', { simple: true }))
  const wantWal = !readonly && sqlite.name !== ':memory:'
  if (fk !== 1 || sync !== 1 || (wantWal && mode !== 'wal')) {
    throw new AppError('DB_OPEN_FAILED', `Unexpected SQLite settings: foreign_keys=${fk} synchronous=${sync} journal_mode=${mode}`)
  }
}

function applySchema(sqlite: Sqlite): void {
  const current = sqlite.pragma('user_version', { simple: true }) as number
  if (current > SCHEMA_VERSION) {
    throw new AppError('DB_OPEN_FAILED', `Database schema version ${current} is newer than this firmbase (${SCHEMA_VERSION})`)
  }
  const fresh = current === 0
  sqlite
    .transaction(() => {
      if (!fresh) for (const m of migrations) if (m.version > current && (m.when === undefined || sqlite.prepare(m.when).get() !== undefined)) sqlite.exec(m.sql)
      sqlite.exec(schemaSql)
      sqlite.pragma(`user_version = ${SCHEMA_VERSION}`)
    })
    .immediate()
}

function wrap(first: Sqlite, path: string, options: OpenOptions): Db {
  let sqlite = first
  let kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) })
  const statements = statementCache(() => sqlite)
  const prepare = statements.prepare
  let epoch = 0
  let dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
  let external = dataVersion.get() as number
  let synced = performance.now()
  const tracked = isTracked(path, options)
  let identity: FileId | undefined = tracked ? fileId(path) : undefined
  let replaced: AppError | undefined
  let passed = Number.NEGATIVE_INFINITY
  const checkFile = (maxAgeMs = 0) => {
    if (replaced) throw replaced
    if (!tracked) return
    const now = performance.now()
    if (now - passed < maxAgeMs) return
    if (sameFile(identity, fileId(path))) {
      passed = now
      return
    }
    replaced = new AppError('DATABASE_REPLACED', `The database file ${path} was replaced or removed while the server was using it; writes are refused until a restart.`)
    sqlite.pragma('query_only = ON')
    options.onReplaced?.(replaced.detail)
    throw replaced
  }
  return {
    get sqlite() {
      return sqlite
    },
    get kysely() {
      return kysely
    },
    path,
    transaction: <T>(fn: () => T) => {
      if (!sqlite.inTransaction) checkFile()
      return sqlite.transaction(fn).immediate()
    },
    tryTransaction: <T>(fn: () => T) => {
      if (sqlite.inTransaction) return { value: sqlite.transaction(fn)() }
      checkFile()
      // Prepared once (the statement cache): this runs for every group of requests' writes.
      prepare('PRAGMA busy_timeout = 0').get()
      try {
        prepare('BEGIN IMMEDIATE').run()
      } catch (error) {
        if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return undefined
        throw error
      } finally {
        prepare('PRAGMA busy_timeout = 5000').get()
      }
      try {
        const value = fn()
        prepare('COMMIT').run()
        return { value }
      } catch (error) {
        if (sqlite.inTransaction) prepare('ROLLBACK').run()
        throw error
      }
    },
    durableTransaction: <T>(fn: () => T) => {
      if (!sqlite.inTransaction) checkFile()
      return durableTransaction(sqlite, fn)
    },
    ...queryRunner(prepare),
    stmt: prepare,
    touch: () => {
      epoch++
    },
    // data_version moves when another connection (the CLI, a second server) commits.
    stamp: () => `${epoch}:${external}`,
    syncExternalChanges: (force = false) => {
      const now = performance.now()
      if (!force && now - synced < 1) return
      synced = now
      external = dataVersion.get() as number
    },
    checkFile,
    releaseMemory: () => {
      if (!sqlite.open) return
      sqlite.pragma('shrink_memory')
      // Pages of the file a read touched through the map stay in the process's memory as long as the
      // map lives; setting the limit to 0 unmaps it (SQLite does so only with no page held by a statement).
      const mapped = Number(sqlite.pragma('mmap_size', { simple: true }))
      if (mapped > 0) {
        sqlite.pragma('mmap_size = 0')
        sqlite.pragma(`mmap_size = ${mapped}`)
      }
    },
    autoCheckpoint: (pages: number) => {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${Math.max(0, Math.floor(pages))}`)
    },
    close: () => {
      // A replaced file's WAL stays where it is: closing would fold it into the old file and delete
      // it by name; kept, it lets the next start see what happened and refuse instead of guessing.
      if (sqlite.open && !replaced) sqlite.close()
    },
    reopen: () => {
      if (sqlite.open) sqlite.close()
      sqlite = connect(path, options)
      kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) })
      statements.clear()
      dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
      external = dataVersion.get() as number
      identity = tracked ? fileId(path) : undefined
      replaced = undefined
      epoch++
    },
  }
}
