// Rows the living registry picks at random, and the board rules its days keep.
import type { Rng } from '../../seed/rng.ts'
import type { Db } from '../db/open.ts'

export interface Picked {
  rowid: number
  [column: string]: unknown
}

/** A row picked at random by rowid among those that pass `ok` (a few tries per pick; rowids are dense after a seed). */
export function pickRows(db: Db, r: Rng, table: string, columns: string, n: number, ok: (row: Picked) => boolean, taken: Set<number>): Picked[] {
  const max = (db.stmt(`SELECT max(rowid) AS n FROM ${table}`).get() as { n: number | null }).n ?? 0
  const out: Picked[] = []
  for (let tries = 0; out.length < n && max > 0 && tries < n * 30; tries++) {
    const rowid = r.int(1, max)
    if (taken.has(rowid)) continue
    const row = db.stmt(`SELECT rowid, ${columns} FROM ${table} WHERE rowid = ?`).get(rowid) as Picked | undefined
    if (!row || !ok(row)) continue
    taken.add(rowid)
    out.push(row)
  }
  return out
}

/** The fewest directors (designated partners) the law allows on a board: OPC 1, private company and LLP 2, public company 3. */
export const legalMinimum = (c: { company_type: string; class: string | null }) =>
  c.company_type === 'LLP' ? 2 : c.class === 'One Person Company' ? 1 : c.class === 'Public' ? 3 : 2
