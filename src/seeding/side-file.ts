// Side files of the seeder: private SQLite files into which registry tables are bulk-loaded and
// indexed by worker threads, before they become one database (src/seeding/seeding.ts). A worker either
// loads rows the main thread generated (companies) or generates its part itself from the companies'
// facts (boards, GST registrations), so generating, loading and indexing all run in parallel.
//
// They are written with node:sqlite, not better-sqlite3: binding a row's parameters through N-API
// costs about twice as much, and a bulk load is little else. A side file is nobody else's while it is
// built, so it has no journal; a crash leaves a stray file, never a damaged database.
import { closeSync, openSync } from 'node:fs'
import { createHash, type Hash } from 'node:crypto'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import Database from 'better-sqlite3'
import { parentPort, workerData } from 'node:worker_threads'
import { PAGE_SIZE, type SideDone, type SideFile, type SideJob, type SideMessage, type SideReply } from './side-job.ts'
import { GstArrays } from './gst-arrays.ts'
import type { Row } from '../../seed/generate.ts'

/** Rows per INSERT statement: fewer statement executions, one SQL text. */
const ROWS_PER_STATEMENT = 8
/** The canonical dump's field separator and null (seed/generate.ts, not imported: a worker would load the whole generator with it). */
const FIELD = '\u001f'
const NULL = '\u0000'
const BATCH_LINES = 1024

/** CPU seconds this thread has used (0 on a Node without threadCpuUsage, added in 23.9; the package runs on 22). */
export function threadCpuSeconds(): number {
  if (typeof process.threadCpuUsage !== 'function') return 0
  const u = process.threadCpuUsage()
  return (u.user + u.system) / 1e6
}

/**
 * The pragmas of a file that only one connection ever sees. A small page cache is enough: rows are
 * appended and indexes built by sorting, and three of these run at once within the memory budget.
 */
export function openPrivate(path: string, cacheKib = 16384): DatabaseSync {
  // Owner-only (0600): the final side file becomes the database, which holds secrets.
  try {
    closeSync(openSync(path, 'wx', 0o600))
  } catch {
    // It exists already, or cannot be created: opening it reports why.
  }
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: false, defensive: false })
  db.exec(`PRAGMA page_size = ${PAGE_SIZE}; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -${cacheKib}`)
  return db
}

class Side {
  readonly timings: Record<string, number> = { load: 0 }
  readonly rows: Record<string, number> = {}
  private readonly dbs: DatabaseSync[]
  private readonly hashes = new Map<string, Hash>()
  private readonly inserts = new Map<string, { one: StatementSync; many: StatementSync; width: number }>()
  private readonly pending = new Map<string, { lines: string[]; fields: (string | null)[] }>()
  private readonly job: SideJob
  /** Emptied once written: its memory back while the registrations are indexed. */
  private arrays = new GstArrays()

  constructor(job: SideJob) {
    this.job = job
    this.dbs = []
    for (const file of job.files) {
      let db: DatabaseSync
      try {
        // A worker's files share the page cache one file had: the same memory however its part is cut.
        db = openPrivate(file.path, Math.round(16384 / job.files.length))
      } catch (error) {
        this.close() // the files opened before it
        throw error
      }
      this.dbs.push(db)
      for (const table of file.tables) {
        db.exec(table.create)
        const tuple = `(${table.columns.map(() => '?').join(', ')})`
        const head = `INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES `
        this.inserts.set(table.name, {
          one: db.prepare(head + tuple),
          many: db.prepare(head + Array(ROWS_PER_STATEMENT).fill(tuple).join(', ')),
          width: table.columns.length,
        })
        this.hashes.set(table.name, createHash('sha256'))
        this.pending.set(table.name, { lines: [], fields: [] })
        this.rows[table.name] = 0
      }
      db.exec('BEGIN')
    }
  }

  /** Rows the main thread generated, as the canonical dump encodes them (fields split by U+001F, null as U+0000), each ending in a newline. */
  load(table: string, text: string): void {
    const started = performance.now()
    const fields: (string | null)[] = text.split(/[\u001f\n]/)
    fields.length-- // the text ends with a newline: one empty string after the last row
    for (let i = 0; i < fields.length; i++) if (fields[i] === NULL) fields[i] = null
    this.insert(table, text, fields)
    this.timings.load += performance.now() - started
  }

  /** One row this worker generated, loaded in batches: its fields as they are, its line for the hash; a registration's array fields as lists. */
  add(table: string, row: Row, lists?: readonly (readonly string[])[]): void {
    const pending = this.pending.get(table)!
    // Rowids run from 1 in loading order: the table is fresh and only ever appended to.
    if (lists) this.arrays.add(this.rows[table] + pending.lines.length + 1, lists)
    pending.lines.push(row.join(FIELD))
    for (const value of row) pending.fields.push(value === NULL ? null : value)
    if (pending.lines.length === BATCH_LINES) this.flush(table)
  }

  flush(table: string): void {
    const pending = this.pending.get(table)!
    if (pending.lines.length === 0) return
    const started = performance.now()
    this.insert(table, `${pending.lines.join('\n')}\n`, pending.fields)
    this.pending.set(table, { lines: [], fields: [] })
    this.timings.load += performance.now() - started
  }

  /** Rows in their canonical text (hashed) and their fields, row after row. */
  private insert(table: string, text: string, fields: (string | null)[]): void {
    const insert = this.inserts.get(table)
    if (!insert) throw new Error(`no side table ${table}`)
    const end = fields.length
    if (end % insert.width !== 0) throw new Error(`malformed batch for ${table}`)
    this.hashes.get(table)!.update(text)
    const many = insert.width * ROWS_PER_STATEMENT
    let at = 0
    for (; at + many <= end; at += many) insert.many.run(...fields.slice(at, at + many))
    for (; at < end; at += insert.width) insert.one.run(...fields.slice(at, at + insert.width))
    this.rows[table] += end / insert.width
  }

  /** Commits the rows, then builds and closes the files one by one, reporting each but the last as it is closed. */
  build(built: (file: number) => void): SideDone {
    for (const table of this.pending.keys()) this.flush(table)
    for (const db of this.dbs) db.exec('COMMIT')
    const cpu = () => threadCpuSeconds() * 1000
    this.timings.cpuBeforeBuild = cpu()
    this.timings.buildAt = Date.now() - this.job.startedAt
    // The GST array elements are written first, whichever file holds them: their memory back before
    // the indexes are built. That file is finished (statistics, closing) in its turn.
    this.job.files.forEach((file, i) => {
      if (!file.arrays) return
      const cpuStarted = cpu()
      this.dbs[i].exec(`BEGIN; ${file.arrays.create.join(';\n')}`)
      this.arrays.write(this.dbs[i])
      this.dbs[i].exec('COMMIT')
      this.arrays = new GstArrays()
      this.timings['cpu gst arrays'] = cpu() - cpuStarted
    })
    this.job.files.forEach((file, i) => {
      this.buildFile(file, this.dbs[i], cpu)
      if (i < this.job.files.length - 1) {
        this.timings[`file ${i} doneAt`] = Date.now() - this.job.startedAt
        built(i)
      }
    })
    this.timings.cpu = cpu()
    this.timings.doneAt = Date.now() - this.job.startedAt
    const hashes = Object.fromEntries([...this.hashes].map(([table, hash]) => [table, hash.digest('hex')]))
    return { done: true, timings: this.timings, hashes, rows: this.rows }
  }

  private buildFile(file: SideFile, db: DatabaseSync, cpu: () => number): void {
    // The sorter merges runs of about this size: small runs sort within the CPU cache, faster at 1M
    // rows than one huge in-memory sort; 4 MiB did best of the sizes tried (docs/benchmarks.md).
    db.exec('PRAGMA cache_size = -4096')
    for (const table of file.tables) {
      for (const sql of table.build) {
        const started = performance.now()
        const cpuStarted = cpu()
        db.exec(sql)
        this.timings[sql.slice(0, 48)] = performance.now() - started
        this.timings[`cpu ${sql.slice(0, 48)}`] = cpu() - cpuStarted
      }
    }
    db.close()
    // The statistics here, in parallel with the other sides, rather than on the main thread once the
    // file is merged (where the last side's would wait for each other): the merge copies them along.
    const started = cpu()
    const analyzing = new Database(file.path, this.job.nativeBinding ? { nativeBinding: this.job.nativeBinding } : {})
    try {
      analyzing.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE')
      analyzing.exec(file.analyze)
    } finally {
      analyzing.close()
    }
    this.timings[`cpu analyze ${file.tables.map((t) => t.name).join(' ') || 'derived'}`] = cpu() - started
  }

  /** Closes what is still open (a failure midway: the side files are discarded anyway). */
  close(): void {
    for (const db of this.dbs) {
      try {
        if (db.isOpen) db.close()
      } catch {
        // mid-statement
      }
    }
  }
}

async function serve(job: SideJob): Promise<void> {
  const progress = new Int32Array(job.progress)
  let side: Side | undefined
  const fail = (error: unknown) => {
    Atomics.store(progress, 1, 1)
    Atomics.notify(progress, 0)
    parentPort!.postMessage({ error: (error as Error).message } satisfies SideReply)
    side?.close()
  }
  try {
    side = new Side(job)
  } catch (error) {
    fail(error)
    return
  }
  const generated = (done: number) => Atomics.store(progress, 2, done)
  // A generating side makes its rows from the companies' facts, chunk by chunk as they arrive. Its
  // generator (and the PIN table) is imported here, in its own worker only: `serve` never loads them.
  const part =
    job.source === 'boards'
      ? (await import('../../seed/boards.ts')).generateBoards(
          job.options,
          { director: (row) => side!.add('directors', row), appointment: (row) => side!.add('director_appointments', row) },
          generated,
        )
      : job.source === 'gst'
        ? (await import('../../seed/gst.ts')).generateGst(job.options, (row, lists) => side!.add('gst_registrations', row, lists), generated)
        : undefined
  parentPort!.postMessage({ ready: true } satisfies SideReply)
  let generating = 0
  parentPort!.on('message', (message: SideMessage) => {
    try {
      if ('table' in message) {
        side!.load(message.table, message.text)
        Atomics.add(progress, 0, 1)
        Atomics.notify(progress, 0)
        return
      }
      const started = performance.now()
      const loaded = side!.timings.load
      if ('facts' in message) part!.add(message.facts)
      else part?.finish()
      generating += performance.now() - started - (side!.timings.load - loaded)
      if ('finish' in message) {
        if (part) side!.timings.generate = generating
        parentPort!.postMessage(side!.build((file) => parentPort!.postMessage({ file } satisfies SideReply)))
      }
    } catch (error) {
      fail(error)
    }
  })
}

if (parentPort && workerData && typeof workerData === 'object' && 'progress' in workerData) void serve(workerData as SideJob)
