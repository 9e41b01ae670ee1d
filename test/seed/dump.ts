// A seeded dataset row for row, to compare two databases (test/seed/install.test.ts, cache.test.ts).
import type { Db } from '../../src/db/open.ts'

/** Everything of the dataset, in a stable order, to compare two databases row for row. */
export function dump(db: Db): string {
  const tables = ['companies', 'directors', 'director_appointments', 'gst_registrations', 'gst_array_values', 'gst_array_items', 'ref_states', 'ref_nic', 'ref_hsn', 'ref_sac']
  const rows = tables.map((t) => JSON.stringify(db.sqlite.prepare(`SELECT * FROM ${t} ORDER BY ${t === 'gst_array_items' ? 'value_id, gst' : 'rowid'}`).all()))
  const fts = db.sqlite.prepare(`SELECT count(*) AS n FROM companies WHERE rowid IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH '"ENTERPRISES"')`).get()
  return rows.join('\n') + JSON.stringify(fts)
}
