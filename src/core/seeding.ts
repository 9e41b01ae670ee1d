import { createHash } from 'node:crypto'
import { readdirSync, realpathSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { Worker } from 'node:worker_threads'
import { APPOINTMENT_COLUMNS, COMPANY_COLUMNS, DIRECTOR_COLUMNS, FIELD, GST_COLUMNS, NULL, generateCompanies, type GenerateCounts } from '../../seed/generate.ts'
import { HSN_CODES } from '../../seed/reference/hsn.ts'
import { NIC_CODES, NIC_DIVISIONS, NIC_SECTIONS, sectionOf } from '../../seed/reference/nic.ts'
import { SAC_CODES } from '../../seed/reference/sac.ts'
import { STATES } from '../../seed/reference/states.ts'
import { builtinScreeners } from '../../seed/screeners.ts'
import type { Db } from '../db/open.ts'
import { SCHEMA_VERSION } from '../db/migrations.ts'
import { schemaSql } from '../db/schema-text.ts'
import { AppError } from '../errors.ts'
import { readDatasetInfo, type DatasetInfo } from './dataset.ts'
import { FINAL_PAGE_SIZE, SCRATCH_PAGE_SIZE, openPrivate, type SideDone, type SideJob, type SideMessage, type SideReply, type SideTable } from './side-file.ts'

declare global {
  // Set by the single-executable build (scripts/build.ts): side-file.ts bundled, run as the worker's source.
  var __FIRMBASE_SIDE_WORKER__: string | undefined
}

export interface SeedOptions { seed: number; companies: number; asOf: string; reset?: boolean }
export interface SeedResult {
  counts: GenerateCounts
  seconds: number
  fingerprint: string
  dataset: DatasetInfo
  /** 'swapped': the finished file replaced the database; 'copied': the dataset was copied into it (see install). */
  installed: 'swapped' | 'copied'
  /** Where the time went, in seconds: generating the companies (the other parts running alongside), the rest of the parts with all indexing and merging, installing, ANALYZE. */
  phases: { companies: number; rest: number; install: number; analyze: number; sides: Record<string, number>[] }
}

export type DatasetState = 'empty' | 'complete' | 'incomplete'

/** "incomplete": rows without the marker the seeder writes last (left by an interrupted seed of an older firmbase). */
export function datasetState(db: Db): DatasetState {
  if (readDatasetInfo(db).fingerprint) return 'complete'
  const any = db.stmt('SELECT EXISTS (SELECT 1 FROM companies) OR EXISTS (SELECT 1 FROM gst_registrations) OR EXISTS (SELECT 1 FROM directors) AS n').get() as { n: number }
  return any.n ? 'incomplete' : 'empty'
}

export function validateSeedOptions(o: { seed?: unknown; companies?: unknown; asOf?: unknown }): Omit<SeedOptions, 'reset'> {
  const int = (raw: unknown, name: string, fallback: number, min: number, max: number) => {
    if (raw === undefined || raw === '') return fallback
    const v = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
    if (!Number.isSafeInteger(v) || v < min || v > max) throw new AppError('USAGE', `--${name} must be a whole number from ${min} to ${max}`)
    return v
  }
  const asOf = o.asOf === undefined || o.asOf === '' ? new Date().toISOString().slice(0, 10) : String(o.asOf)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)) || new Date(asOf).toISOString().slice(0, 10) !== asOf) {
    throw new AppError('USAGE', '--as-of must be a date YYYY-MM-DD')
  }
  if (asOf < '2018-01-01') throw new AppError('USAGE', '--as-of must be 2018-01-01 or later (GST began 2017-07-01)')
  return { seed: int(o.seed, 'seed', 1, 0, 2 ** 32 - 1), companies: int(o.companies, 'companies', 10_000, 0, 5_000_000), asOf }
}

// ── the plan: which side file builds which tables ─────────────────────────────────────────────────
const COLUMNS = {
  companies: COMPANY_COLUMNS,
  directors: DIRECTOR_COLUMNS,
  director_appointments: APPOINTMENT_COLUMNS,
  gst_registrations: GST_COLUMNS,
} as const
type DataTable = keyof typeof COLUMNS
/**
 * Three side files, each loaded and indexed by a worker thread. The main thread generates the
 * companies and streams their rows to the first; it sends the companies' facts, chunk by chunk, to
 * the other two, which generate boards and GST registrations from them meanwhile. Three parts of
 * similar cost keep two cores busy to the end. The other sides are then copied into the first,
 * which ends up holding the whole dataset.
 */
const SIDES: { source: SideJob['source']; tables: DataTable[] }[] = [
  { source: 'rows', tables: ['companies'] },
  { source: 'gst', tables: ['gst_registrations'] },
  { source: 'boards', tables: ['directors', 'director_appointments'] },
]
/** Dependency order: referenced tables first. */
const DATA_TABLES: DataTable[] = ['companies', 'directors', 'director_appointments', 'gst_registrations']
const FTS_SHADOWS = ['data', 'idx', 'docsize', 'config']
const BATCH_LINES = 1024
const MAX_BATCHES_IN_FLIGHT = 4
const STALL_MS = 120_000

interface Statement { sql: string; kind: 'table' | 'index' | 'fts' | 'other'; table: string; name: string }

/** schema.sql cut into statements, each with the table it belongs to. */
function schemaStatements(): Statement[] {
  return schemaSql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^(\s*--[^\n]*\n)+/, '').trim())
    .filter(Boolean)
    .map((sql) => {
      let m = /^CREATE TABLE IF NOT EXISTS (\w+)/.exec(sql)
      if (m) return { sql, kind: 'table' as const, table: m[1], name: m[1] }
      m = /^CREATE (?:UNIQUE )?INDEX IF NOT EXISTS (\w+) ON (\w+)\(/.exec(sql)
      if (m) return { sql, kind: 'index' as const, table: m[2], name: m[1] }
      m = /^CREATE VIRTUAL TABLE IF NOT EXISTS (\w+) USING fts5\(.*content='(\w+)'/.exec(sql)
      if (m) return { sql, kind: 'fts' as const, table: m[2], name: m[1] }
      return { sql, kind: 'other' as const, table: '', name: '' }
    })
}

/**
 * Trigram index built in one go, from a 32 MiB term buffer instead of 1 MiB (fewer, larger segments to
 * merge), merged into a single segment (faster to query), then set back to FTS5's defaults for the
 * small incremental writes that may follow.
 */
function ftsBuild(name: string): string {
  const set = (option: string, value: number) => `INSERT INTO ${name}(${name}, rank) VALUES ('${option}', ${value});`
  return (
    set('automerge', 0) + set('hashsize', 32 * 1024 * 1024) + `INSERT INTO ${name}(${name}) VALUES ('rebuild');` +
    `INSERT INTO ${name}(${name}) VALUES ('optimize');` + set('automerge', 4) + set('hashsize', 1024 * 1024)
  )
}

/** What each side file holds and builds, in SIDES order (exported for the tests that check the copies are page-by-page). */
export function sidePlan(): SideTable[][] {
  const statements = schemaStatements()
  return SIDES.map((side) => sideTables(statements, side.tables))
}

function sideTables(statements: Statement[], tables: DataTable[]): SideTable[] {
  return tables.map((name) => {
    const fts = statements.filter((s) => s.kind === 'fts' && s.table === name)
    return {
      name,
      create: statements.find((s) => s.kind === 'table' && s.table === name)!.sql,
      columns: COLUMNS[name],
      build: [...fts.flatMap((s) => [s.sql, ftsBuild(s.name)]), ...statements.filter((s) => s.kind === 'index' && s.table === name).map((s) => s.sql)],
    }
  })
}

// ── workers ─────────────────────────────────────────────────────────────────────────────────────────
interface Worked {
  worker: Worker
  progress: Int32Array
  posted: number
  finished: boolean
  done: Promise<SideDone>
  /** Resolves once the worker has its side file open; rejects if it could not start. */
  started: Promise<void>
}

const isMemory = (dbPath: string) => dbPath === '' || dbPath === ':memory:' || dbPath.startsWith('file::memory:')

/** The database file itself, through symlinks: the side files go beside it, and it is what a swap replaces. */
function databaseFile(dbPath: string): string {
  if (isMemory(dbPath)) return dbPath
  try {
    return realpathSync(dbPath)
  } catch {
    return dbPath
  }
}

function sidePrefix(dbPath: string): { dir: string; base: string } {
  const file = databaseFile(dbPath)
  return isMemory(file) ? { dir: tmpdir(), base: 'firmbase-memory' } : { dir: dirname(file), base: basename(file) }
}

/** Side files of seeds that died (kill -9, power cut): named after their process, removed once it is gone. */
function removeStaleSides(dbPath: string): void {
  const { dir, base } = sidePrefix(dbPath)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const m = name.startsWith(`${base}.seeding-`) ? /\.seeding-(\d+)-/.exec(name) : null
    if (!m || Number(m[1]) === process.pid) continue
    try {
      process.kill(Number(m[1]), 0)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(dir, name), { force: true })
    }
  }
}

function startWorker(job: SideJob): Worked {
  const source = globalThis.__FIRMBASE_SIDE_WORKER__
  // --input-type (node -e scripts) applies to string input only and would stop a file worker.
  const execArgv = process.execArgv.filter((a) => !a.startsWith('--input-type'))
  const worker = source ? new Worker(source, { eval: true, workerData: job, execArgv }) : new Worker(new URL('./side-file.ts', import.meta.url), { workerData: job, execArgv })
  let ready: () => void = () => {}
  const started = new Promise<void>((resolve) => (ready = resolve))
  const done = new Promise<SideDone>((resolve, reject) => {
    worker.on('message', (reply: SideReply) => {
      if ('ready' in reply) ready()
      else if ('error' in reply) reject(new AppError('INTERNAL_ERROR', `Seeding failed: ${reply.error}`))
      else resolve(reply)
    })
    worker.on('error', (error) => reject(new AppError('INTERNAL_ERROR', `A seed worker failed: ${error.message}`)))
    worker.on('exit', (code) => reject(new AppError('INTERNAL_ERROR', `A seed worker exited (${code}) before finishing`)))
  })
  done.catch(() => {}) // awaited later; a failure while generating is noticed through `progress`
  return { worker, progress: new Int32Array(job.progress), posted: 0, finished: false, done, started: Promise.race([started, done.then(() => {})]) }
}

/** Blocks the generating thread while the worker is MAX_BATCHES_IN_FLIGHT behind: memory stays bounded. */
function post(side: Worked, message: SideMessage): void {
  let waitedSince = 0
  for (;;) {
    if (Atomics.load(side.progress, 1)) throw new AppError('INTERNAL_ERROR', 'A seed worker failed while loading rows')
    const loaded = Atomics.load(side.progress, 0)
    if (side.posted - loaded < MAX_BATCHES_IN_FLIGHT) break
    waitedSince ||= Date.now()
    if (Date.now() - waitedSince > STALL_MS) throw new AppError('INTERNAL_ERROR', 'A seed worker stopped answering')
    Atomics.wait(side.progress, 0, loaded, 1000)
  }
  side.worker.postMessage(message)
  side.posted++
}

const encodeRow = (row: readonly (string | number | null)[]) => row.map((v) => (v === null ? NULL : String(v))).join(FIELD)
const seconds = (ms: number) => Math.round(ms / 10) / 100

/**
 * Writes a fresh dataset into private side files, in parallel threads, then puts it in place all at
 * once (see install). The database itself is not written until then, so an interrupted seed leaves
 * the previous dataset, and the accounts beside it, as they were. Progress counts the three parts
 * (companies, boards, GST registrations) in companies done, out of three times their number.
 */
export async function seedDataset(db: Db, options: SeedOptions, onProgress?: (done: number, total: number) => void): Promise<SeedResult> {
  const started = performance.now()
  const state = datasetState(db)
  if (state !== 'empty' && !options.reset) throw new AppError('USAGE', 'The database already holds a dataset; pass --reset to replace it')

  removeStaleSides(db.path)
  const { dir, base } = sidePrefix(db.path)
  const stamp = `${process.pid}-${Date.now().toString(36)}`
  const paths = SIDES.map((_, i) => join(dir, `${base}.seeding-${stamp}-${i}`))
  const statements = schemaStatements()
  const generateOptions = { seed: options.seed, companies: options.companies, asOf: options.asOf }
  const n = options.companies
  const workers: Worked[] = []
  try {
    SIDES.forEach((side, i) => workers.push(startWorker({ path: paths[i], tables: sideTables(statements, side.tables), source: side.source, pageSize: i === 0 ? FINAL_PAGE_SIZE : SCRATCH_PAGE_SIZE, options: generateOptions, progress: new SharedArrayBuffer(12) })))
    const [companies, gst, boards] = workers
    // Every worker up before generating: the generating thread is busy and would only notice a failure late.
    await Promise.all(workers.map((w) => w.started))
    let lines: string[] = []
    const flush = () => {
      if (lines.length > 0) post(companies, { table: 'companies', text: lines.join('\n') + '\n' })
      lines = []
    }
    const partsDone = () => Atomics.load(gst.progress, 2) + Atomics.load(boards.progress, 2)
    generateCompanies(
      generateOptions,
      (line) => {
        if (lines.push(line) === BATCH_LINES) flush()
      },
      (facts) => {
        gst.worker.postMessage({ facts } satisfies SideMessage)
        boards.worker.postMessage({ facts: { ...facts, names: '', pans: '' } } satisfies SideMessage) // boards need no names
      },
      onProgress && ((done) => onProgress(done + partsDone(), 3 * n)),
    )
    flush()
    for (const w of workers) w.worker.postMessage({ finish: true } satisfies SideMessage)
    const generatedCompanies = performance.now()

    const report = onProgress && setInterval(() => onProgress(n + partsDone(), 3 * n), 250)
    let sides: SideDone[]
    let mergedAt: number
    try {
      sides = await mergeSides(workers, paths, statements)
      mergedAt = performance.now()
    } finally {
      if (report) clearInterval(report)
    }
    onProgress?.(3 * n, 3 * n)

    const hashes = new Map<string, string>(sides.flatMap((side) => Object.entries(side.hashes)))
    const refs = referenceRows()
    for (const [table, rows] of Object.entries(refs)) hashes.set(table, createHash('sha256').update(rows.map((r) => encodeRow(r) + '\n').join('')).digest('hex'))
    const fingerprint = createHash('sha256')
    for (const table of [...hashes.keys()].sort()) fingerprint.update(`${table}:${hashes.get(table)!}\n`)
    const rows = Object.assign({}, ...sides.map((side) => side.rows)) as Record<DataTable, number>
    const counts: GenerateCounts = { companies: rows.companies, directors: rows.directors, appointments: rows.director_appointments, gst: rows.gst_registrations }
    const dataset: DatasetInfo = {
      seed: options.seed,
      as_of: options.asOf,
      fingerprint: fingerprint.digest('hex'),
      companies: counts.companies,
      directors: counts.directors,
      gst: counts.gst,
    }
    const installedBy = install(db, paths[0], statements, refs, dataset, options.asOf)
    const installed = performance.now()
    db.sqlite.exec('ANALYZE') // statistics let the planner pick the selective index
    const end = performance.now()
    const ms = (t: Record<string, number>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, seconds(v)]))
    return {
      counts,
      seconds: seconds(end - started),
      fingerprint: dataset.fingerprint!,
      dataset,
      installed: installedBy,
      phases: { companies: seconds(generatedCompanies - started), rest: seconds(mergedAt - generatedCompanies), install: seconds(installed - mergedAt), analyze: seconds(end - installed), sides: sides.map((side) => ms(side.timings)) },
    }
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()))
    for (const path of paths) for (const suffix of ['', '-journal']) rmSync(path + suffix, { force: true })
  }
}

/** Waits for the sides and copies each into the first as soon as both are done, while others may still be working. */
async function mergeSides(workers: Worked[], paths: string[], statements: Statement[]): Promise<SideDone[]> {
  const results: SideDone[] = [await workers[0].done]
  void workers[0].worker.terminate()
  const final = openPrivate(paths[0])
  try {
    const pending = workers.slice(1).map((w, i) => w.done.then((done) => ({ done, i: i + 1 })))
    while (pending.length > 0) {
      const next = await Promise.race(pending.map((p, at) => p.then((r) => ({ ...r, at }))))
      pending.splice(next.at, 1)
      results[next.i] = next.done
      void workers[next.i].worker.terminate() // its memory back before the next steps
      merge(final, paths[next.i], SIDES[next.i].tables, statements)
    }
    // Every other table too: the file is a whole firmbase database, ready to be swapped in.
    final.exec(schemaSql)
    final.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
  } finally {
    final.close()
  }
  return results
}

/** Copies a worker's finished tables into the first side file: rows, indexes and trigram index, page by page. */
function merge(a: DatabaseSync, path: string, tables: DataTable[], statements: Statement[]): void {
  a.prepare('ATTACH DATABASE ? AS b').run(path)
  a.exec('BEGIN')
  for (const table of tables) {
    for (const s of statements) if (s.table === table && s.kind !== 'other') a.exec(s.sql)
    a.exec(`INSERT INTO main.${table} SELECT * FROM b.${table}`)
    for (const s of statements) if (s.table === table && s.kind === 'fts') copyShadows(a, s.name, 'b')
  }
  a.exec('COMMIT')
  a.exec('DETACH DATABASE b')
}

/** An FTS5 index is its shadow tables: copying them copies the index, with no re-tokenising. */
function copyShadows(db: { exec(sql: string): unknown }, fts: string, from: string): void {
  for (const shadow of FTS_SHADOWS) db.exec(`DELETE FROM main.${fts}_${shadow}; INSERT INTO main.${fts}_${shadow} SELECT * FROM ${from}.${fts}_${shadow}`)
}

type RefRows = Record<'ref_states' | 'ref_nic' | 'ref_hsn' | 'ref_sac', (string | number | null)[][]>

function referenceRows(): RefRows {
  return {
    ref_states: STATES.map((s) => [s.name, s.gst, s.cin, s.roc, s.rd, JSON.stringify([...new Set(s.cities.map((c) => c[1]))])]),
    ref_nic: [
      ...Object.entries(NIC_SECTIONS).map(([letter, description]) => [letter, description, letter, '']),
      ...Object.entries(NIC_DIVISIONS).map(([division, description]) => [division, description, sectionOf(division), division]),
      ...NIC_CODES.map((nic) => [nic.code, nic.description, nic.section, nic.division]),
    ],
    ref_hsn: HSN_CODES.map((h) => [h.code, h.description, h.chapter, h.section]),
    ref_sac: SAC_CODES.map((s) => [s.code, s.description]),
  }
}
const REF_COLUMNS: Record<keyof RefRows, string[]> = {
  ref_states: ['name', 'gst_code', 'cin_code', 'roc_code', 'regional_director', 'pin_prefixes'],
  ref_nic: ['code', 'description', 'section', 'division'],
  ref_hsn: ['code', 'description', 'chapter', 'section'],
  ref_sac: ['code', 'description'],
}

/** The rows that are not the dataset (accounts, orders, user screeners…) of a table, as a WHERE clause. */
const KEEP: Record<string, string> = { settings: "key <> 'dataset'", screeners: 'owner_id IS NOT NULL' }
const REF_TABLES = new Set(Object.keys(REF_COLUMNS))

/**
 * Puts the finished dataset in place, all or nothing, with the dataset marker written last. When no
 * other connection has the database open, the finished file itself becomes the database: everything
 * that is not the dataset is copied into it and it is renamed over the old file (atomic), so nothing
 * of the size of the dataset is copied again. Otherwise (another process is connected, or the
 * database lives in memory) the dataset is copied into the open database in one transaction.
 */
function install(db: Db, finalPath: string, statements: Statement[], refs: RefRows, dataset: DatasetInfo, asOf: string): 'swapped' | 'copied' {
  if (!isMemory(db.path) && takeExclusive(db)) {
    swapIn(db, finalPath, refs, dataset, asOf)
    return 'swapped'
  }
  copyIn(db, finalPath, statements, refs, dataset, asOf)
  return 'copied'
}

/** Leaving WAL mode needs every other connection gone: it doubles as the test for one. */
function takeExclusive(db: Db): boolean {
  db.sqlite.pragma('busy_timeout = 0')
  try {
    if (String(db.sqlite.pragma('journal_mode = DELETE', { simple: true })) !== 'delete') return false
    db.sqlite.pragma('locking_mode = EXCLUSIVE') // and no one gets in until the swap is done
    return true
  } catch {
    return false
  } finally {
    db.sqlite.pragma('busy_timeout = 5000')
  }
}

function swapIn(db: Db, finalPath: string, refs: RefRows, dataset: DatasetInfo, asOf: string): void {
  const sqlite = db.sqlite
  let renamed = false
  try {
    sqlite.pragma('foreign_keys = OFF') // rows are copied as they are, consistent already
    sqlite.prepare('ATTACH DATABASE ? AS final').run(finalPath)
    try {
      sqlite.transaction(() => {
        const tables = (sqlite.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' ORDER BY rowid").pluck().all() as string[])
          .filter((t) => !(DATA_TABLES as string[]).includes(t) && !REF_TABLES.has(t) && !/_fts_/.test(t))
        for (const table of tables) {
          const cols = (sqlite.prepare('SELECT name FROM pragma_table_info(?, ?)').pluck().all(table, 'main') as string[]).map((c) => `"${c}"`).join(', ')
          sqlite.exec(`INSERT INTO final.${table} (${cols}) SELECT ${cols} FROM main.${table}${KEEP[table] ? ` WHERE ${KEEP[table]}` : ''}`)
        }
        writeDatasetRows(db, 'final', refs, dataset, asOf)
      }).exclusive()
    } finally {
      sqlite.exec('DETACH DATABASE final')
    }
    renameSync(finalPath, databaseFile(db.path))
    renamed = true
  } finally {
    if (renamed) {
      db.reopen() // back in WAL mode, on the new file
    } else {
      sqlite.pragma('foreign_keys = ON')
      sqlite.pragma('locking_mode = NORMAL')
      sqlite.pragma('journal_mode = WAL')
    }
  }
  db.touch()
}

function copyIn(db: Db, side: string, statements: Statement[], refs: RefRows, dataset: DatasetInfo, asOf: string): void {
  const isData = (table: string) => (DATA_TABLES as string[]).includes(table)
  const fts = statements.filter((s) => s.kind === 'fts')
  // Outside the transaction: ATTACH cannot run inside one, and neither can these pragmas.
  db.sqlite.pragma('foreign_keys = OFF') // page-by-page copying is only possible without FK checks
  db.sqlite.unsafeMode(true) // FTS5 shadow tables are written directly
  db.sqlite.prepare('ATTACH DATABASE ? AS side').run(side)
  try {
    db.transaction(() => {
      db.stmt("DELETE FROM settings WHERE key = 'dataset'").run()
      // Dropped and created afresh, so an older file also gets the current table shapes.
      for (const s of fts) db.sqlite.exec(`DROP TABLE IF EXISTS main.${s.name}`)
      for (const table of [...DATA_TABLES].reverse()) db.sqlite.exec(`DROP TABLE IF EXISTS main.${table}`)
      for (const s of statements) if (s.kind === 'table' && isData(s.table)) db.sqlite.exec(s.sql)
      for (const s of statements) if ((s.kind === 'index' || s.kind === 'fts') && isData(s.table)) db.sqlite.exec(s.sql)
      for (const table of DATA_TABLES) db.sqlite.exec(`INSERT INTO main.${table} SELECT * FROM side.${table}`)
      for (const s of fts) copyShadows(db.sqlite, s.name, 'side')
      writeDatasetRows(db, 'main', refs, dataset, asOf)
    })
  } finally {
    db.sqlite.exec('DETACH DATABASE side')
    db.sqlite.unsafeMode(false)
    db.sqlite.pragma('foreign_keys = ON')
  }
  db.touch()
}

/** Reference tables, built-in screeners and, last, the dataset marker. */
function writeDatasetRows(db: Db, schema: string, refs: RefRows, dataset: DatasetInfo, asOf: string): void {
  for (const [table, rows] of Object.entries(refs) as [keyof RefRows, RefRows[keyof RefRows]][]) {
    db.sqlite.exec(`DELETE FROM ${schema}.${table}`)
    const cols = REF_COLUMNS[table]
    const insert = db.sqlite.prepare(`INSERT INTO ${schema}.${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
    for (const row of rows) insert.run(row)
  }
  db.sqlite.exec(`DELETE FROM ${schema}.screeners WHERE owner_id IS NULL`)
  const screener = db.sqlite.prepare(`INSERT INTO ${schema}.screeners (id, owner_id, name, type, query, description, created_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)`)
  const at = `${asOf}T00:00:00.000Z`
  for (const s of builtinScreeners(asOf)) screener.run(s.id, s.name, s.type, s.query, s.description, at, at)
  db.sqlite.prepare(`INSERT INTO ${schema}.settings (key, value) VALUES ('dataset', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(JSON.stringify(dataset))
}
