// A director's record, the director filter's results and parameters, and their OpenAPI schemas are the
// declarations' (src/entities/director.ts): a key written by hand in one of them, or a field declared and
// missing from one, fails here.
import { beforeAll, describe, expect, it } from 'vitest'
import { directorDetails } from '../../src/core/registry/details.ts'
import { filterDirectors } from '../../src/core/registry/director-filter.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_APPOINTMENT_KEYS, DIRECTOR_FIELDS, DIRECTOR_FILTER_STATE, DIRECTOR_RESULT_KEYS } from '../../src/entities/director.ts'
import { SCHEMAS } from '../../src/http/openapi-schemas.ts'
import { seededDb } from '../_setup.ts'

type Db = Awaited<ReturnType<typeof seededDb>>
let db: Db
beforeAll(async () => {
  db = await seededDb()
})
const props = (name: string) => Object.keys((SCHEMAS[name] as { properties: Record<string, unknown> }).properties)

describe('the director declarations', () => {
  it("a director's record: every declared field, then the appointments with the company's name after the CIN — as its schema says", () => {
    const { din } = db.sqlite.prepare('SELECT din FROM director_appointments LIMIT 1').get() as { din: string }
    const record = directorDetails(db, din) as unknown as Record<string, unknown> & { companies: Record<string, unknown>[] }
    const keys = [...DIRECTOR_FIELDS.map((f) => f.key), 'companies']
    expect(Object.keys(record)).toEqual(keys)
    expect(props('Director')).toEqual(keys)
    const appointment = ['CIN', 'companyName', ...DIRECTOR_APPOINTMENT_KEYS.filter((k) => k !== 'CIN')]
    expect(Object.keys(record.companies[0])).toEqual(appointment)
    const items = (SCHEMAS.Director as { properties: { companies: { items: { properties: Record<string, unknown> } } } }).properties.companies.items
    expect(Object.keys(items.properties)).toEqual(appointment)
  })

  it('the filter: its results carry the declared result keys (its schema too), and every declared parameter filters', () => {
    const a = db.sqlite
      .prepare(
        'SELECT a.din, a.cin, a.designation, d.first_name, d.last_name, d.name, c.state FROM director_appointments a JOIN directors d USING (din) JOIN companies c USING (cin) LIMIT 1',
      )
      .get() as Record<string, string>
    const page = { page: 1, limit: 10, offset: 0 }
    const run = (params: Record<string, string>) => filterDirectors(db, new Map(Object.entries(params)), page) as { results: Record<string, unknown>[]; total_results: number }
    const all = run({ din: a.din, cin: a.cin })
    expect(all.results).toHaveLength(1)
    expect(Object.keys(all.results[0])).toEqual([...DIRECTOR_RESULT_KEYS])
    expect(props('DirectorResult')).toEqual([...DIRECTOR_RESULT_KEYS])
    // Each declared parameter (and the company's state) narrows to rows that match it.
    const value: Record<string, string> = {
      din: a.din,
      cin: a.cin,
      designation: a.designation,
      firstname: a.first_name,
      lastname: a.last_name,
      name: a.name.split(' ')[0],
      directorname: a.name.split(' ')[0],
      state: a.state,
    }
    const params = [...DIRECTOR_FIELDS, ...APPOINTMENT_FIELDS].flatMap((f) => ('filter' in f ? [f.filter.param, ...('aliases' in f.filter ? f.filter.aliases : [])] : []))
    for (const p of [...params, DIRECTOR_FILTER_STATE.param].map((k) => k.toLowerCase())) {
      expect(value[p], p).toBeDefined()
      const found = run({ [p]: value[p], din: a.din })
      expect(
        found.results.map((r) => r.CIN),
        p,
      ).toContain(a.cin)
    }
  })
})
