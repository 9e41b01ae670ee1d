// Which tables hold what: the registry dataset, its reference tables, and everything else (accounts).
import type { Db } from './open.ts'

/** The generated registry: replaced as a whole by a new seed, never changed through the API. */
export const DATA_TABLES = ['companies', 'directors', 'director_appointments', 'gst_registrations'] as const
/** Reference tables the seeder fills from seed/reference/. */
export const REF_TABLES = ['ref_states', 'ref_nic', 'ref_hsn', 'ref_sac'] as const

/**
 * Every table that is not the dataset — accounts, keys, sessions, orders, ledger, user content,
 * settings — in creation order (parents before children).
 */
export function accountTables(db: Db): string[] {
  const names = db.sqlite.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' ORDER BY rowid").pluck().all() as string[]
  const skip = new Set<string>([...DATA_TABLES, ...REF_TABLES])
  return names.filter((t) => !skip.has(t) && !/_fts_/.test(t))
}
