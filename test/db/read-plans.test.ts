// Schema 6: director names have a trigram index and the GST array fields are stored one row per
// element, so the shapes a client can send read indexes, never every row (issue: reads that never block).
import type Database from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { compileFql } from '../../src/core/fql/compile.ts'
import { DIRECTOR_NAMES, filterCompanies, filterDirectors } from '../../src/core/registry/filters.ts'
import { openDb } from '../../src/db/open.ts'
import { seededDb } from '../_setup.ts'
import { frozenDbWithRows } from './_frozen.ts'

const plan = (db: Database.Database, sql: string, params: unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join('\n')

describe('read plans', () => {
  it('array-field conditions (==, IN, CONTAINS, STARTSWITH, 50 ORs) read the element tables, not json_each over every registration', async () => {
    const db = await seededDb()
    const or50 = Array.from({ length: 50 }, (_, i) => `${['hsncd', 'saccd', 'BusinessActivities'][i % 3]} CONTAINS 'zz${i}'`).join(' OR ')
    for (const q of ['hsncd == 8471', "saccd IN ['998311', '998312']", "BusinessActivities CONTAINS 'export'", "hsnCodes STARTSWITH '84'", or50]) {
      const query = db.kysely.selectFrom('gst_registrations').select(sql<number>`count(*)`.as('n')).where(compileFql(q, 'gst')!).compile()
      const text = plan(db.sqlite, query.sql, [...query.parameters])
      expect(text, q).not.toMatch(/json_each|SCAN gst_registrations\b(?! USING)/)
      expect(text, q).toMatch(/SEARCH i USING PRIMARY KEY \(value_id=\?\)/)
    }
    db.close()
  })

  it('a file seeded before schema 6 is brought up to date from its rows: director trigram index and array elements', async () => {
    const seeded = await seededDb()
    const file = seeded.path
    const expected = {
      kum: (seeded.sqlite.prepare("SELECT count(*) AS n FROM directors WHERE name LIKE '%kum%'").get() as { n: number }).n,
      elements: (
        seeded.sqlite
          .prepare(
            'SELECT count(*) AS n FROM (SELECT DISTINCT g.rowid, f.c, j.value FROM gst_registrations g, (SELECT 1 AS c UNION ALL SELECT 2 UNION ALL SELECT 3) f, json_each(CASE f.c WHEN 1 THEN g.hsn_codes WHEN 2 THEN g.sac_codes ELSE g.business_activities END) j)',
          )
          .get() as { n: number }
      ).n,
    }
    seeded.close()
    const old = join(mkdtempSync(join(tmpdir(), 'fb-plans-')), 'v5.db')
    const raw = frozenDbWithRows(old, 5, file)
    expect(raw.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('directors_fts', 'gst_array_items')").pluck().get()).toBe(0)
    raw.close()
    const db = openDb(old)
    expect(expected.kum).toBeGreaterThan(0)
    expect((db.sqlite.prepare(`SELECT count(*) AS n FROM directors_fts WHERE directors_fts MATCH 'name : "kum"'`).get() as { n: number }).n).toBe(expected.kum)
    expect((db.sqlite.prepare('SELECT count(*) AS n FROM gst_array_items').get() as { n: number }).n).toBe(expected.elements)
    // The partial-name filter answers what a LIKE over every director would.
    const found = filterDirectors(db, new Map([['name', 'kum']]), { page: 1, limit: 100, offset: 0 })
    const oracle = (db.sqlite.prepare("SELECT count(*) AS n FROM director_appointments a JOIN directors d ON d.din = a.din WHERE d.name LIKE '%kum%'").get() as { n: number }).n
    expect(found.total_results).toBe(oracle)
    db.close()
  })
})

describe('exact totals', () => {
  it('are counted once per normalised query for the life of the dataset; a new dataset marker empties the cache', async () => {
    const db = await seededDb()
    const page = { page: 1, limit: 5, offset: 0 }
    const ask = () => filterCompanies(db, new Map([['state', 'Karnataka']]), page).total_results
    const first = ask()
    expect(first).toBeGreaterThan(0)
    // Rows change behind the cache's back (never happens while serving): the cached total stays.
    db.sqlite.exec("UPDATE companies SET state = 'Goa' WHERE rowid IN (SELECT rowid FROM companies WHERE state = 'Karnataka' LIMIT 3)")
    expect(ask()).toBe(first)
    // A new dataset (a new fingerprint in the marker) counts again.
    db.sqlite.exec("UPDATE settings SET value = json_set(value, '$.fingerprint', 'another') WHERE key = 'dataset'")
    db.touch() // as every writer of the marker does: what is kept for the dataset looks at it again
    expect(ask()).toBe(first - 3)
    db.close()
  })
})

describe('director partial names', () => {
  it('narrow (listed through the trigram index), broad (walked in DIN order) and short names answer what a LIKE over every appointment would, page by page', async () => {
    const db = await seededDb()
    const count = (name: string) => (db.sqlite.prepare(`SELECT count(*) AS n FROM directors_fts WHERE directors_fts MATCH ?`).get(`name : "${name}"`) as { n: number }).n
    // 'an' is under 3 characters; the others must include one above 2,000 directors (the walk) and one below.
    // 5,000 companies have no name piece shared by 2,000 directors: the threshold comes down to 500.
    DIRECTOR_NAMES.narrow = 500
    const names = ['an', 'kum', 'sha', 'ar', 'ee']
    expect(names.filter((n) => n.length >= 3 && count(n) <= 500).length).toBeGreaterThan(0)
    // The commonest 3-letter piece of a name (after its first letter): matched by thousands of directors.
    const wide = db.sqlite
      .prepare("SELECT lower(substr(name, 2, 3)) AS t FROM directors WHERE t NOT LIKE '% %' GROUP BY t ORDER BY count(*) DESC LIMIT 2")
      .pluck()
      .all() as string[]
    const broadNames = wide.filter((n) => count(n) > 500)
    for (const name of [...names, ...wide]) {
      for (const [state, pageNo] of [
        [undefined, 1],
        [undefined, 3],
        ['Maharashtra', 1],
      ] as const) {
        const params = new Map([['name', name], ...(state ? [['state', state] as [string, string]] : [])])
        const found = filterDirectors(db, params, { page: pageNo, limit: 10, offset: (pageNo - 1) * 10 })
        const where = `d.name LIKE '%${name}%'${state ? ` AND c.state = '${state}' COLLATE NOCASE` : ''}`
        const from = `FROM director_appointments a JOIN directors d ON d.din = a.din JOIN companies c ON c.cin = a.cin WHERE ${where}`
        const oracle = db.sqlite.prepare(`SELECT a.din AS DIN, a.cin AS CIN ${from} ORDER BY a.din, a.cin LIMIT 10 OFFSET ${(pageNo - 1) * 10}`).all()
        const total = (db.sqlite.prepare(`SELECT count(*) AS n ${from}`).get() as { n: number }).n
        expect(found.total_results, `${name} ${state ?? ''}`).toBe(total)
        expect(
          found.results.map((r) => ({ DIN: r.DIN, CIN: r.CIN })),
          `${name} ${state ?? ''} page ${pageNo}`,
        ).toEqual(oracle)
      }
    }
    // The walk was exercised.
    expect(broadNames.length).toBeGreaterThan(0)
    DIRECTOR_NAMES.narrow = 2000
    db.close()
  })
})
