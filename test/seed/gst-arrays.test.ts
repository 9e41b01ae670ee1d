// The GST array-element tables the GST side worker builds while loading (src/seeding/gst-arrays.ts)
// are the ones BUILD_GST_ARRAYS (src/db/derived.ts) makes from the installed registrations.
import { mkdtempSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_GST_ARRAYS, buildDerived } from '../../src/db/derived.ts'
import { openDb, type Db } from '../../src/db/open.ts'
import { schemaSql } from '../../src/db/schema-text.ts'
import { GstArrays } from '../../src/seeding/gst-arrays.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'

const elements = (db: { prepare(sql: string): { all(): unknown[] } }) => ({
  values: db.prepare('SELECT id, field, value FROM gst_array_values ORDER BY id').all(),
  items: db.prepare('SELECT value_id, gst FROM gst_array_items ORDER BY value_id, gst').all(),
})
const rebuilt = (db: Db) => {
  db.transaction(() => buildDerived((sql) => db.sqlite.exec(sql)))
  return elements(db.sqlite)
}

describe('GST array elements built by the GST worker', () => {
  it('equal those built from the installed rows, swapped in or copied', async () => {
    const options = { seed: 5, companies: 3000, asOf: '2026-06-30' }
    const swapped = openDb(join(mkdtempSync(join(tmpdir(), 'fb-arrays-')), 'db.sqlite'))
    expect((await seedDataset(swapped, options)).installed).toBe('swapped')
    const copied = openDb(':memory:')
    expect((await seedDataset(copied, options)).installed).toBe('copied')
    for (const db of [swapped, copied]) {
      const seeded = elements(db.sqlite)
      expect(seeded.items.length).toBeGreaterThan(3 * (db.sqlite.prepare('SELECT count(*) FROM gst_registrations').pluck().get() as number))
      expect(seeded).toEqual(rebuilt(db))
      db.close()
    }
  })

  it('number the values in SQLite BINARY order (UTF-8 bytes, not UTF-16), one row per element however often it repeats', () => {
    const rows = [
      ['["𝐀","～","b"]', '[]', '["Export","Export"]'],
      ['["～"]', '["998","99"]', '["Retail","Export"]'],
      ['["b","a"]', '["99"]', '[]'],
    ]
    const db = new DatabaseSync(':memory:')
    db.exec(schemaSql)
    const insert = db.prepare(
      "INSERT INTO gst_registrations (gstin, pan, legal_name, trade_name, status, taxpayer_type, constitution, date_of_registration, state, address, pincode, core_business, hsn_codes, sac_codes, business_activities) VALUES (?, 'P', 'L', 'T', 'Active', 'Regular', 'C', '2020-01-01', 'Goa', 'A', '403001', 'X', ?, ?, ?)",
    )
    const arrays = new GstArrays()
    rows.forEach((r, i) => {
      insert.run(`G${i}`, ...r)
      arrays.add(
        i + 1,
        r.map((json) => JSON.parse(json) as string[]),
      )
    })
    arrays.write(db)
    const built = elements(db)
    db.exec(BUILD_GST_ARRAYS)
    expect(built).toEqual(elements(db))
    expect(built.values.filter((v) => (v as { field: string }).field === 'hsn_codes').map((v) => (v as { value: string }).value)).toEqual(['a', 'b', '～', '𝐀'])
  })
})
