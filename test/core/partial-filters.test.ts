// Partial matches on the company filter's columns of few values (a division's description, a NIC
// description, a regional director) are answered through their key column's index: the same rows,
// total and first page as the plain LIKE — for fragments that match every value of a key, some of a
// key's values (a division code whose NIC 2004 and NIC 2008 descriptions differ), or none.
import { beforeAll, describe, expect, it } from 'vitest'
import { filterCompanies } from '../../src/core/registry/filters.ts'
import { containsPattern } from '../../src/db/query.ts'
import { seededDb } from '../_setup.ts'

type Db = Awaited<ReturnType<typeof seededDb>>
let db: Db
beforeAll(async () => {
  db = await seededDb()
})

const PARAMS: [string, string][] = [
  ['mainDivisionDescription', 'main_division_description'],
  ['nicDescription', 'nic_description'],
  ['regionalDirector', 'regional_director'],
]

describe('partial filters on columns of few values', () => {
  it.each(PARAMS)('%s: the same total and first page as LIKE, for every kind of fragment', (param, col) => {
    const values = db.sqlite.prepare(`SELECT DISTINCT ${col} FROM companies WHERE ${col} IS NOT NULL`).pluck().all() as string[]
    // Words of the values (each matching one or several keys), a fragment across a space, mixed case, and no match.
    const words = [...new Set(values.flatMap((v) => v.split(/[\s,()]+/).filter((w) => w.length >= 4)))].slice(0, 25)
    const fragments = [...words, values[0].slice(2, 9).toUpperCase(), 'zzzq']
    let matched = 0
    for (const f of fragments) {
      const page = { page: 1, limit: 10, offset: 0 }
      const got = filterCompanies(db, new Map([[param.toLowerCase(), f]]), page) as { results: { CIN: string }[]; total_results: number }
      const want = db.sqlite.prepare(`SELECT count(*) FROM companies WHERE ${col} LIKE ? ESCAPE '\\'`).pluck().get(containsPattern(f)) as number
      expect(got.total_results, `${param} ${f}`).toBe(want)
      const first = db.sqlite.prepare(`SELECT cin FROM companies WHERE ${col} LIKE ? ESCAPE '\\' ORDER BY cin LIMIT 10`).pluck().all(containsPattern(f))
      expect(
        got.results.map((r) => r.CIN),
        `${param} ${f}`,
      ).toEqual(first)
      if (want > 0) matched++
    }
    expect(matched).toBeGreaterThan(5)
  })

  it('a fragment that matches one edition’s description of a division code and not the other’s keeps to the matching rows', () => {
    const mixed = db.sqlite
      .prepare(
        'SELECT main_division AS code, json_group_array(DISTINCT main_division_description) AS d FROM companies GROUP BY main_division HAVING count(DISTINCT main_division_description) > 1',
      )
      .all() as { code: string; d: string }[]
    let checked = 0
    for (const { d } of mixed) {
      const [a, b] = JSON.parse(d) as string[]
      const word = a.split(/[\s,()]+/).find((w) => w.length >= 4 && !b.toLowerCase().includes(w.toLowerCase()))
      if (!word) continue
      const got = filterCompanies(db, new Map([['maindivisiondescription', word]]), { page: 1, limit: 10, offset: 0 }) as { total_results: number }
      const want = db.sqlite.prepare("SELECT count(*) FROM companies WHERE main_division_description LIKE ? ESCAPE '\\'").pluck().get(containsPattern(word))
      expect(got.total_results, word).toBe(want)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })
})
