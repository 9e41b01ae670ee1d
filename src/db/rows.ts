// Registry rows written and taken back one table at a time, with what each row brings along: its
// trigram index row, its GST array elements, its provenance dropped when it goes. Fixture writes
// (src/records/write.ts) and the living registry's days (src/living/day.ts) both write through these.
import { GST_ARRAY_COLUMNS } from './derived.ts'
import type { Db } from './open.ts'
import { dropOrigin } from './origins.ts'
import type { Company, Director, DirectorAppointmentsTable, GstRegistration } from './types.ts'

type Row<T> = { -readonly [K in keyof T]: T[K] }
export type CompanyRow = Row<Company>
export type DirectorRow = Row<Director>
export type AppointmentRow = Row<DirectorAppointmentsTable>
export type GstRow = Row<GstRegistration>

const tuned = new WeakSet<object>()
/**
 * Rows added to a seeded registry one by one land in the trigram indexes as small segments, and FTS5
 * merges a level's segments in the writing transaction once 16 of them pile up (its `crisismerge`):
 * on a 1M registry one such merge rewrote ~100,000 pages and took seconds. At 60 the merges come
 * rarely and the automatic ones stay small. Stored in each index's own config (once per database).
 */
export function tuneTrigramMerges(db: Db): void {
  if (tuned.has(db.sqlite)) return
  tuned.add(db.sqlite)
  for (const fts of ['companies_fts', 'gst_fts', 'directors_fts']) db.stmt(`INSERT INTO ${fts} (${fts}, rank) VALUES ('crisismerge', 60)`).run()
}

export const insertSql = (table: string, row: object) =>
  `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
    .map(() => '?')
    .join(', ')})`

/**
 * Rows of one table with one statement for them all (its columns are the first row's keys: every row of
 * a table's type has them), each followed by `then` with its rowid.
 */
export function insertRows<T extends object>(db: Db, table: string, rows: readonly T[], then?: (row: T, rowid: number | bigint) => void): void {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]) as (keyof T)[]
  const insert = db.stmt(insertSql(table, rows[0]))
  for (const row of rows) {
    const { lastInsertRowid } = insert.run(columns.map((column) => row[column]))
    then?.(row, lastInsertRowid)
  }
}

/** How a write's rows go in: with their trigram index rows and GST array elements, or (false) leaving those to a bulk write's end. */
export interface RowOptions {
  indexed?: boolean
}

export function insertCompanies(db: Db, rows: readonly CompanyRow[], options: RowOptions = {}): void {
  const fts = db.stmt('INSERT INTO companies_fts (rowid, name) VALUES (?, ?)')
  insertRows(db, 'companies', rows, options.indexed === false ? undefined : (row, rowid) => fts.run(rowid, row.name))
}
export function insertCompany(db: Db, row: CompanyRow): void {
  insertCompanies(db, [row])
}
export function deleteCompany(db: Db, cin: string): void {
  const old = db.stmt('SELECT rowid, name FROM companies WHERE cin = ?').get(cin) as { rowid: number; name: string } | undefined
  if (!old) return
  db.stmt("INSERT INTO companies_fts (companies_fts, rowid, name) VALUES ('delete', ?, ?)").run(old.rowid, old.name)
  db.stmt('DELETE FROM companies WHERE rowid = ?').run(old.rowid)
  dropOrigin(db, 'companies', cin)
}
export function insertDirectors(db: Db, rows: readonly DirectorRow[], options: RowOptions = {}): void {
  const fts = db.stmt('INSERT INTO directors_fts (rowid, name) VALUES (?, ?)')
  insertRows(db, 'directors', rows, options.indexed === false ? undefined : (row, rowid) => fts.run(rowid, row.name))
}
export function insertDirector(db: Db, row: DirectorRow): void {
  insertDirectors(db, [row])
}
export function deleteDirector(db: Db, din: string): void {
  const old = db.stmt('SELECT rowid, name FROM directors WHERE din = ?').get(din) as { rowid: number; name: string } | undefined
  if (!old) return
  db.stmt("INSERT INTO directors_fts (directors_fts, rowid, name) VALUES ('delete', ?, ?)").run(old.rowid, old.name)
  db.stmt('DELETE FROM directors WHERE rowid = ?').run(old.rowid)
  dropOrigin(db, 'directors', din)
}
export function insertGsts(db: Db, rows: readonly GstRow[], options: RowOptions = {}): void {
  const indexed = options.indexed !== false
  const fts = db.stmt('INSERT INTO gst_fts (rowid, legal_name, trade_name) VALUES (?, ?, ?)')
  const addValue = db.stmt('INSERT OR IGNORE INTO gst_array_values (field, value) VALUES (?, ?)')
  const valueId = db.stmt('SELECT id FROM gst_array_values WHERE field = ? AND value = ?').pluck()
  const addItem = db.stmt('INSERT OR IGNORE INTO gst_array_items (value_id, gst) VALUES (?, ?)')
  // The array fields' element index (src/db/derived.ts): each value's id (looked up once a write: nothing else writes meanwhile), then its row for the registration.
  const ids = new Map<string, number | bigint>()
  insertRows(db, 'gst_registrations', rows, (row, rowid) => {
    if (indexed) fts.run(rowid, row.legal_name, row.trade_name)
    for (const column of GST_ARRAY_COLUMNS)
      for (const value of JSON.parse(row[column]) as string[]) {
        const key = `${column}\u0000${value}`
        let id = ids.get(key)
        if (id === undefined) {
          addValue.run(column, value)
          id = valueId.get(column, value) as number | bigint
          ids.set(key, id)
        }
        if (indexed) addItem.run(id, rowid)
      }
  })
}
export function insertGst(db: Db, row: GstRow): void {
  insertGsts(db, [row])
}
export function deleteGst(db: Db, gstin: string): void {
  const old = db.stmt('SELECT rowid, * FROM gst_registrations WHERE gstin = ?').get(gstin) as (GstRow & { rowid: number }) | undefined
  if (!old) return
  db.stmt("INSERT INTO gst_fts (gst_fts, rowid, legal_name, trade_name) VALUES ('delete', ?, ?, ?)").run(old.rowid, old.legal_name, old.trade_name)
  for (const column of GST_ARRAY_COLUMNS)
    for (const value of JSON.parse(old[column]) as string[])
      db.stmt('DELETE FROM gst_array_items WHERE gst = ? AND value_id = (SELECT id FROM gst_array_values WHERE field = ? AND value = ?)').run(old.rowid, column, value)
  db.stmt('DELETE FROM gst_registrations WHERE rowid = ?').run(old.rowid)
  dropOrigin(db, 'gst_registrations', gstin)
}
