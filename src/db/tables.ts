// Which tables hold what: the registry dataset, its reference tables, and everything else (accounts).
import type { Db } from './open.ts'

/** The generated registry: replaced as a whole by a new seed, never changed through the API. */
export const DATA_TABLES = ['companies', 'directors', 'director_appointments', 'gst_registrations'] as const
/** Built from the dataset's rows (src/db/derived.ts): replaced with it, never copied as accounts. */
export const DERIVED_TABLES = ['gst_array_values', 'gst_array_items'] as const
/** Reference tables the seeder fills from seed/reference/. */
export const REF_TABLES = ['ref_states', 'ref_nic', 'ref_hsn', 'ref_sac'] as const

/**
 * Every table that is not the dataset — accounts, keys, sessions, orders, ledger, user content,
 * settings — in creation order (parents before children).
 */
export function accountTables(db: Db): string[] {
  const names = db.sqlite
    .prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' ORDER BY rowid")
    .pluck()
    .all() as string[]
  const skip = new Set<string>([...DATA_TABLES, ...DERIVED_TABLES, ...REF_TABLES])
  return names.filter((t) => !skip.has(t) && !/_fts_/.test(t))
}

export type TableRows = Record<string, Record<string, unknown>[]>

/** Every row of the account tables, read in one transaction (a consistent copy). */
export function copyAccountTables(db: Db): TableRows {
  const rows: TableRows = {}
  db.transaction(() => {
    for (const table of accountTables(db)) rows[table] = db.sqlite.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]
  })
  return rows
}

/** Replaces the account tables' rows with a copy, in one transaction (foreign keys checked at commit). */
export function restoreAccountTables(db: Db, saved: TableRows): void {
  db.transaction(() => {
    db.sqlite.pragma('defer_foreign_keys = ON') // rows go back table by table; checked at commit
    const tables = accountTables(db)
    for (const table of [...tables].reverse()) db.sqlite.prepare(`DELETE FROM "${table}"`).run()
    for (const table of tables) {
      const rows = saved[table] ?? []
      if (rows.length === 0) continue
      const cols = Object.keys(rows[0])
      const insert = db.sqlite.prepare(`INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
      for (const row of rows) insert.run(...cols.map((c) => row[c]))
    }
  })
}
