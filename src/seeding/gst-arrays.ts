// The GST array fields one row per element (gst_array_values, gst_array_items: schema.sql), built by
// the GST side worker from the rows as it loads them, beside its other indexes: the same rows that
// BUILD_GST_ARRAYS (src/db/derived.ts) makes from the installed registrations, without reading every
// registration's JSON back, looking each element up and sorting them all on the main thread after
// install (seconds of CPU at 1M companies, on the critical path).
import type { DatabaseSync } from 'node:sqlite'
import { GST_ARRAY_COLUMNS } from '../db/derived.ts'

/** SQLite's BINARY order (UTF-8 bytes), which is not JavaScript's (UTF-16 code units) beyond the BMP. */
const binary = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b))
/** Rowids per INSERT: one JSON array parameter, read by json_each. */
const CHUNK = 65_536

export class GstArrays {
  /** Per array column: each distinct element → the rowids holding it, ascending. */
  private readonly values = GST_ARRAY_COLUMNS.map(() => new Map<string, number[]>())

  /** One registration's arrays as the generator made them (the lists its JSON fields hold, in GST_ARRAY_COLUMNS order); rowids come in ascending order. */
  add(rowid: number, lists: readonly (readonly string[])[]): void {
    for (let c = 0; c < GST_ARRAY_COLUMNS.length; c++) {
      const map = this.values[c]
      for (const value of lists[c]) {
        const rowids = map.get(value)
        if (rowids === undefined) map.set(value, [rowid])
        else if (rowids[rowids.length - 1] !== rowid) rowids.push(rowid) // twice in one array: one row
      }
    }
  }

  /**
   * Writes both tables (created empty beforehand) in key order. Value ids follow BUILD_GST_ARRAYS:
   * column by column, each column's values in BINARY order, numbered from 1.
   */
  write(db: DatabaseSync): void {
    const value = db.prepare('INSERT INTO gst_array_values (id, field, value) VALUES (?, ?, ?)')
    const items = db.prepare('INSERT INTO gst_array_items (value_id, gst) SELECT ?, value FROM json_each(?)')
    let id = 0
    GST_ARRAY_COLUMNS.forEach((field, c) => {
      for (const v of [...this.values[c].keys()].sort(binary)) {
        value.run(++id, field, v)
        const rowids = this.values[c].get(v)!
        for (let at = 0; at < rowids.length; at += CHUNK) items.run(id, JSON.stringify(rowids.slice(at, at + CHUNK)))
      }
    })
  }
}
