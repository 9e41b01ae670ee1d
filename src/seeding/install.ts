// Putting a finished dataset in place: swapped in as a whole file when the database is ours alone,
// copied in one transaction otherwise, with the dataset marker written last either way.
import { renameSync } from 'node:fs'
import { HSN_CODES } from '../../seed/reference/hsn.ts'
import { NIC_CODES, NIC_DIVISIONS, NIC_SECTIONS, sectionOf } from '../../seed/reference/nic.ts'
import { SAC_CODES } from '../../seed/reference/sac.ts'
import { PIN_PREFIXES } from '../../seed/reference/pin-prefixes.ts'
import { STATES } from '../../seed/reference/states.ts'
import { builtinScreeners } from '../../seed/screeners.ts'
import type { Db } from '../db/open.ts'
import type { DatasetInfo } from '../db/settings.ts'
import { accountTables } from '../db/tables.ts'
import { DATA_TABLES, SIDES, copyShadows, databaseFile, isMemory, type Statement } from './plan.ts'

export type RefRows = Record<'ref_states' | 'ref_nic' | 'ref_hsn' | 'ref_sac', (string | number | null)[][]>

export function referenceRows(): RefRows {
  return {
    ref_states: STATES.map((s) => [s.name, s.gst, s.cin, s.roc, s.rd, JSON.stringify(PIN_PREFIXES[s.gst])]),
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
/**
 * Puts the finished dataset in place, all or nothing, with the dataset marker written last. When no
 * other connection has the database open, the finished file itself becomes the database: everything
 * that is not the dataset is copied into it and it is renamed over the old file (atomic), so nothing
 * of the size of the dataset is copied again. Otherwise (another process is connected, or the
 * database lives in memory) the dataset is copied into the open database in one transaction.
 */
export function install(db: Db, finalPath: string, statements: Statement[], refs: RefRows, dataset: DatasetInfo, asOf: string): 'swapped' | 'copied' {
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
      sqlite
        .transaction(() => {
          for (const table of accountTables(db)) {
            const cols = (sqlite.prepare('SELECT name FROM pragma_table_info(?, ?)').pluck().all(table, 'main') as string[]).map((c) => `"${c}"`).join(', ')
            sqlite.exec(`INSERT INTO final.${table} (${cols}) SELECT ${cols} FROM main.${table}${KEEP[table] ? ` WHERE ${KEEP[table]}` : ''}`)
          }
          writeDatasetRows(db, 'final', refs, dataset, asOf)
        })
        .exclusive()
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
  // The dataset's tables and those derived from them in the side files (the GST array elements).
  const tables = [...DATA_TABLES, ...SIDES.flatMap((side) => side.parts.flatMap((part) => part.derived ?? []))]
  const isData = (table: string) => tables.includes(table)
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
      for (const table of [...tables].reverse()) db.sqlite.exec(`DROP TABLE IF EXISTS main.${table}`)
      for (const s of statements) if (s.kind === 'table' && isData(s.table)) db.sqlite.exec(s.sql)
      for (const s of statements) if ((s.kind === 'index' || s.kind === 'fts') && isData(s.table)) db.sqlite.exec(s.sql)
      for (const table of tables) db.sqlite.exec(`INSERT INTO main.${table} SELECT * FROM side.${table}`)
      for (const s of fts) copyShadows(db.sqlite, s, 'side')
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
export function writeDatasetRows(db: Db, schema: string, refs: RefRows, dataset: DatasetInfo, asOf: string): void {
  for (const [table, rows] of Object.entries(refs) as [keyof RefRows, RefRows[keyof RefRows]][]) {
    db.sqlite.exec(`DELETE FROM ${schema}.${table}`)
    const cols = REF_COLUMNS[table]
    const insert = db.sqlite.prepare(`INSERT INTO ${schema}.${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
    for (const row of rows) insert.run(row)
  }
  db.sqlite.exec(`DELETE FROM ${schema}.screeners WHERE owner_id IS NULL`)
  // A new dataset starts at its as-of date: no days of the living registry yet.
  db.sqlite.exec(`DELETE FROM ${schema}.registry_days; DELETE FROM ${schema}.registry_journal; DELETE FROM ${schema}.record_origins`)
  // The identifier series start again from the new dataset's rows (src/records/series.ts).
  db.sqlite.exec(`DELETE FROM ${schema}.settings WHERE key = 'identifier_series'`)
  const screener = db.sqlite.prepare(`INSERT INTO ${schema}.screeners (id, owner_id, name, type, query, description, created_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)`)
  const at = `${asOf}T00:00:00.000Z`
  for (const s of builtinScreeners(asOf)) screener.run(s.id, s.name, s.type, s.query, s.description, at, at)
  db.sqlite.prepare(`INSERT INTO ${schema}.settings (key, value) VALUES ('dataset', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(JSON.stringify(dataset))
}
