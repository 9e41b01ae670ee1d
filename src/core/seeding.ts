import { createHash, type Hash } from 'node:crypto'
import { APPOINTMENT_COLUMNS, COMPANY_COLUMNS, DIRECTOR_COLUMNS, GST_COLUMNS, generateDataset, type GenerateCounts, type Row } from '../../seed/generate.ts'
import { HSN_CODES } from '../../seed/reference/hsn.ts'
import { NIC_CODES, NIC_DIVISIONS, NIC_SECTIONS, sectionOf } from '../../seed/reference/nic.ts'
import { SAC_CODES } from '../../seed/reference/sac.ts'
import { STATES } from '../../seed/reference/states.ts'
import { builtinScreeners } from '../../seed/screeners.ts'
import type { Db } from '../db/open.ts'
import { schemaSql } from '../db/schema-text.ts'
import { AppError } from '../errors.ts'
import { readDatasetInfo, setSetting, type DatasetInfo } from './dataset.ts'

export interface SeedOptions { seed: number; companies: number; asOf: string; reset?: boolean }
export interface SeedResult { counts: GenerateCounts; seconds: number; fingerprint: string; dataset: DatasetInfo }

const DATA_TABLES = ['director_appointments', 'gst_registrations', 'directors', 'companies'] as const
const BATCH = 20_000

export type DatasetState = 'empty' | 'complete' | 'incomplete'

/** "incomplete": rows without the marker the seeder writes last (an interrupted seed). */
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

/**
 * Writes a fresh dataset. Rows go in batched transactions with indexes dropped (rebuilt at the end)
 * and the dataset marker written last, so an interrupted run leaves an "incomplete" dataset that
 * serve refuses to use, never a half-written one it would accept.
 */
export function seedDataset(db: Db, options: SeedOptions, onProgress?: (done: number, total: number) => void): SeedResult {
  const started = performance.now()
  const state = datasetState(db)
  if (state !== 'empty' && !options.reset) throw new AppError('USAGE', 'The database already holds a dataset; pass --reset to replace it')

  db.transaction(() => {
    db.stmt("DELETE FROM settings WHERE key = 'dataset'").run()
    for (const table of DATA_TABLES) db.sqlite.exec(`DELETE FROM ${table}`)
    for (const table of ['ref_states', 'ref_nic', 'ref_hsn', 'ref_sac']) db.sqlite.exec(`DELETE FROM ${table}`)
    db.sqlite.exec('DELETE FROM screeners WHERE owner_id IS NULL')
  })
  const indexes = db.sqlite
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${DATA_TABLES.map(() => '?').join(',')})`)
    .all(...DATA_TABLES) as { name: string }[]
  for (const { name } of indexes) db.sqlite.exec(`DROP INDEX ${name}`)
  // The journal stays on (WAL, synchronous=NORMAL): the file may hold accounts and orders that a crash
  // must not corrupt. The dataset marker, written last, tells a finished load from an interrupted one.
  // Foreign keys are off while loading (the generator links every row; `db check` verifies).
  db.sqlite.pragma('foreign_keys = OFF')
  db.sqlite.pragma('cache_size = -262144')
  try {
    const hashes = new Map<string, Hash>()
    // Writers share one queue, flushed in dependency order (companies before their appointments).
    const writers: { stmt: ReturnType<typeof db.sqlite.prepare>; pending: Row[] }[] = []
    let pendingTotal = 0
    const flushAll = db.sqlite.transaction(() => {
      for (const w of writers) {
        for (const row of w.pending) w.stmt.run(row)
        w.pending = []
      }
      pendingTotal = 0
    })
    const writer = (table: string, columns: readonly string[]) => {
      const w = { stmt: db.sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`), pending: [] as Row[] }
      writers.push(w)
      const hash = createHash('sha256')
      hashes.set(table, hash)
      return (row: Row) => {
        hash.update(row.map((v) => (v === null ? '\u0000' : String(v))).join('\u001f') + '\n')
        w.pending.push(row)
        if (++pendingTotal >= BATCH) flushAll()
      }
    }

    const refs = [
      writer('ref_states', ['name', 'gst_code', 'cin_code', 'roc_code', 'regional_director', 'pin_prefixes']),
      writer('ref_nic', ['code', 'description', 'section', 'division']),
      writer('ref_hsn', ['code', 'description', 'chapter', 'section']),
      writer('ref_sac', ['code', 'description']),
    ]
    for (const s of STATES) refs[0]([s.name, s.gst, s.cin, s.roc, s.rd, JSON.stringify([...new Set(s.cities.map((c) => c[1]))])])
    for (const [letter, description] of Object.entries(NIC_SECTIONS)) refs[1]([letter, description, letter, ''])
    for (const [division, description] of Object.entries(NIC_DIVISIONS)) refs[1]([division, description, sectionOf(division), division])
    for (const nic of NIC_CODES) refs[1]([nic.code, nic.description, nic.section, nic.division])
    for (const h of HSN_CODES) refs[2]([h.code, h.description, h.chapter, h.section])
    for (const s of SAC_CODES) refs[3]([s.code, s.description])

    const companies = writer('companies', COMPANY_COLUMNS)
    const directors = writer('directors', DIRECTOR_COLUMNS)
    const appointments = writer('director_appointments', APPOINTMENT_COLUMNS)
    const gst = writer('gst_registrations', GST_COLUMNS)
    const counts = generateDataset(
      options,
      { company: companies, director: directors, appointment: appointments, gst },
      onProgress,
    )
    flushAll()

    db.sqlite.exec(schemaSql) // recreates the dropped indexes
    // Trigram indexes: built in one go and merged into a single segment (faster to build and to query
    // than merging as it goes), then back to incremental merging for later writes.
    for (const fts of ['companies_fts', 'gst_fts']) {
      db.sqlite.exec(
        `INSERT INTO ${fts}(${fts}, rank) VALUES ('automerge', 0); INSERT INTO ${fts}(${fts}) VALUES ('rebuild');` +
          `INSERT INTO ${fts}(${fts}) VALUES ('optimize'); INSERT INTO ${fts}(${fts}, rank) VALUES ('automerge', 4);`,
      )
    }
    const fingerprint = createHash('sha256')
    for (const table of [...hashes.keys()].sort()) fingerprint.update(`${table}:${hashes.get(table)!.digest('hex')}\n`)
    const dataset: DatasetInfo = {
      seed: options.seed,
      as_of: options.asOf,
      fingerprint: fingerprint.digest('hex'),
      companies: counts.companies,
      directors: counts.directors,
      gst: counts.gst,
    }
    db.transaction(() => {
      for (const s of builtinScreeners(options.asOf)) {
        db.stmt('INSERT INTO screeners (id, owner_id, name, type, query, description, created_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)').run(
          s.id, s.name, s.type, s.query, s.description, `${options.asOf}T00:00:00.000Z`, `${options.asOf}T00:00:00.000Z`,
        )
      }
      setSetting(db, 'dataset', JSON.stringify(dataset))
    })
    db.sqlite.exec('ANALYZE') // statistics let the planner pick the selective index
    return { counts, seconds: Math.round((performance.now() - started) / 10) / 100, fingerprint: dataset.fingerprint!, dataset }
  } finally {
    db.sqlite.pragma('cache_size = -65536')
    db.sqlite.pragma('foreign_keys = ON')
  }
}
