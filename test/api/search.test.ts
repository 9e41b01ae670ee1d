import { beforeAll, describe, expect, it } from 'vitest'
import { type Scenario, scenarios, useApp } from '../_scenario.ts'
import { companyRecord, gstRecord } from '../../src/core/registry/records.ts'
import type { Company, GstRegistration } from '../../src/db/types.ts'

const app = useApp()
const { t, u } = app
let companies: ReturnType<typeof companyRecord>[]
let gst: ReturnType<typeof gstRecord>[]
beforeAll(async () => {
  companies = (t.db.sqlite.prepare('SELECT * FROM companies').all() as Company[]).map(companyRecord)
  gst = (t.db.sqlite.prepare('SELECT * FROM gst_registrations').all() as GstRegistration[]).map(gstRecord)
}, 60_000)

const search = (json: unknown, token = u.alice.token) => t.json('/api/screener/search', { method: 'POST', json, token })

async function allIds(type: 'company' | 'gst', query: string): Promise<{ total: number; ids: string[] }> {
  const ids: string[] = []
  let total = 0
  for (let page = 1; page <= 10; page++) {
    const res = await search({ type, query, page, limit: 100 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    total = res.body.total
    ids.push(...res.body.results.map((r: { CIN?: string; GSTIN?: string }) => r.CIN ?? r.GSTIN))
    if (page >= res.body.pages) break
  }
  return { total, ids }
}

/** A company search's default order: companies (CINs) before LLPs (LLPINs, all before 'L'), each by identifier. */
const defaultOrder = (a: string, b: string) => Number(a < 'L') - Number(b < 'L') || (a < b ? -1 : a > b ? 1 : 0)

const ci = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase()
type C = ReturnType<typeof companyRecord>
type G = ReturnType<typeof gstRecord>

describe('search agrees with a plain JavaScript filter (oracle)', () => {
  const companyCases: [string, (c: C) => boolean][] = [
    ["State == 'Karnataka'", (c) => ci(c.State, 'karnataka')],
    ["State == 'karnataka'", (c) => ci(c.State, 'karnataka')],
    ["State != 'Maharashtra'", (c) => !ci(c.State, 'maharashtra')],
    ['paidUpCapital > 1000000', (c) => c.paidUpCapital > 1000000],
    ['paidUpCapital BETWEEN 50000 AND 60000', (c) => c.paidUpCapital >= 50000 && c.paidUpCapital <= 60000],
    ['authorisedCapital NOT BETWEEN 100000 AND 10000000', (c) => c.authorisedCapital < 100000 || c.authorisedCapital > 10000000],
    [
      "State == 'Maharashtra' AND paidUpCapital > 1000000 AND NICCode IN [62011, 62013]",
      (c) => ci(c.State, 'maharashtra') && c.paidUpCapital > 1000000 && [62011, 62013].includes(c.NICCode),
    ],
    ["City IN ['Pune', 'Nagpur', 'kochi']", (c) => ['pune', 'nagpur', 'kochi'].includes(c.City.toLowerCase())],
    ["llpStatus NOT IN ['Active', 'Struck Off']", (c) => !['active', 'struck off'].includes(c.llpStatus.toLowerCase())],
    ["companyName CONTAINS 'tech'", (c) => c.companyName.toLowerCase().includes('tech')],
    ["companyName CONTAINS 'ab'", (c) => c.companyName.toLowerCase().includes('ab')],
    ["companyName STARTSWITH 'shree'", (c) => c.companyName.toLowerCase().startsWith('shree')],
    // Through the trigram index, then where the text sits (broad and narrow matches).
    ["companyName ENDSWITH 'limited'", (c) => c.companyName.toLowerCase().endsWith('limited')],
    ["companyName ENDSWITH 'llp'", (c) => c.companyName.toLowerCase().endsWith('llp')],
    ["NOT companyName STARTSWITH 'sri' AND State == 'Goa'", (c) => !c.companyName.toLowerCase().startsWith('sri') && c.State === 'Goa'],
    ["companyName ENDS_WITH 'llp'", (c) => c.companyName.toLowerCase().endsWith('llp')],
    ["companyName NOT CONTAINS 'PRIVATE'", (c) => !c.companyName.toLowerCase().includes('private')],
    ["dateOfIncorporation >= '2026-10-21'", (c) => c.dateOfIncorporation >= '2026-10-21'],
    ["dateOfIncorporation BETWEEN '2000-01-01' AND '2000-12-31'", (c) => c.dateOfIncorporation >= '2000-01-01' && c.dateOfIncorporation <= '2000-12-31'],
    ['email IS NULL', (c) => c.email === null],
    ['classOfCompany IS NULL', (c) => c.classOfCompany === null],
    ["classOfCompany != 'Private'", (c) => c.classOfCompany !== null && c.classOfCompany !== 'Private'],
    ["NOT classOfCompany == 'Private'", (c) => c.classOfCompany !== null && c.classOfCompany !== 'Private'],
    ["(City == 'Pune' OR City == 'Mumbai') AND NOT llpStatus == 'Active'", (c) => ['pune', 'mumbai'].includes(c.City.toLowerCase()) && c.llpStatus !== 'Active'],
    ["District == 'Thane' AND City != 'Thane'", (c) => c.District === 'Thane' && c.City !== 'Thane'],
    ["companyType == 'LLP' AND (State == 'Delhi' OR State == 'Haryana')", (c) => c.companyType === 'LLP' && ['Delhi', 'Haryana'].includes(c.State)],
    ["mainDivision == 62 AND Listed == 'Unlisted'", (c) => c.mainDivision === '62' && c.Listed === 'Unlisted'],
    ["Pincode STARTSWITH '560'", (c) => c.Pincode.startsWith('560')],
    ["ROCCode == 'RoC-Pune'", (c) => c.ROCCode === 'RoC-Pune'],
    ["NICDescription CONTAINS 'software'", (c) => c.NICDescription.toLowerCase().includes('software')],
  ]
  it.each(companyCases)('company: %s', async (query, predicate) => {
    const expected = companies
      .filter(predicate)
      .map((c) => c.CIN)
      .sort(defaultOrder)
    const got = await allIds('company', query)
    expect(got.total).toBe(expected.length)
    if (expected.length <= 1000) expect(got.ids).toEqual(expected)
  })

  const gstCases: [string, (g: G) => boolean][] = [
    ["state == 'Gujarat' AND Status == 'Active'", (g) => g.state === 'Gujarat' && g.Status === 'Active'],
    ["district == 'Bangalore'", (g) => g.district === 'Bangalore'],
    ["TaxpayerType == 'Composition'", (g) => g.TaxpayerType === 'Composition'],
    ["TradeName STARTSWITH 'sri'", (g) => g.TradeName.toLowerCase().startsWith('sri')],
    ["LegalName ENDSWITH 'traders'", (g) => g.LegalName.toLowerCase().endsWith('traders')],
    ['hsncd == 8471', (g) => g.hsnCodes.includes('8471')],
    ["saccd STARTSWITH '9983'", (g) => g.sacCodes.some((s) => s.startsWith('9983'))],
    ["BusinessActivities IN ['Export', 'Import']", (g) => g.BusinessActivities.some((b) => ['export', 'import'].includes(b.toLowerCase()))],
    ["BusinessActivities != 'Retail Business'", (g) => !g.BusinessActivities.includes('Retail Business')],
    ["TradeName CONTAINS 'traders'", (g) => g.TradeName.toLowerCase().includes('traders')],
    [
      "LegalName CONTAINS 'LIMITED' AND ConstitutionBusiness == 'Public Limited Company'",
      (g) => g.LegalName.includes('LIMITED') && g.ConstitutionBusiness === 'Public Limited Company',
    ],
    ["DateOfRegistration == '2017-07-01'", (g) => g.dateOfRegistration === '2017-07-01'],
    ["COREBUSINESS == 'Trading' OR COREBUSINESS == 'Manufacturing'", (g) => ['Trading', 'Manufacturing'].includes(g.COREBUSINESS)],
  ]
  it.each(gstCases)('gst: %s', async (query, predicate) => {
    const expected = gst
      .filter(predicate)
      .map((g) => g.GSTIN)
      .sort()
    const got = await allIds('gst', query)
    expect(got.total).toBe(expected.length)
    if (expected.length <= 1000) expect(got.ids).toEqual(expected)
  })
})

describe('broad CONTAINS (page walked in key order, count from the trigram index)', () => {
  it('first page and total agree with the oracle', async () => {
    const expected = companies
      .filter((c) => c.companyName.toLowerCase().includes('private'))
      .map((c) => c.CIN)
      .sort(defaultOrder)
    expect(expected.length).toBeGreaterThan(2000)
    const res = await search({ type: 'company', query: "companyName CONTAINS 'private'", page: 3, limit: 10 })
    expect(res.body.total).toBe(expected.length)
    expect(res.body.results.map((r: { CIN: string }) => r.CIN)).toEqual(expected.slice(20, 30))
  })
})

describe('POST /api/screener/search', () => {
  it("the default order shows companies before LLPs (the README's first search starts with companies)", async () => {
    const query = "State == 'Karnataka' AND paidUpCapital > 1000000"
    const matches = companies.filter((c) => c.State === 'Karnataka' && c.paidUpCapital > 1_000_000)
    expect(matches.some((c) => c.companyType === 'LLP')).toBe(true)
    const first = await search({ type: 'company', query })
    expect(first.body.results[0].companyType).toBe('Company')
    const all = await allIds('company', query)
    const types = all.ids.map((id) => matches.find((c) => c.CIN === id)!.companyType)
    expect(types.indexOf('LLP')).toBe(types.lastIndexOf('Company') + 1) // every company, then every LLP
    // `sort: "CIN asc"` is the plain key order (LLPINs first).
    const byKey = await search({ type: 'company', query, sort: 'CIN asc' })
    expect(byKey.body.results[0].companyType).toBe('LLP')
  })

  it('pages: defaults, clamping, ceil; sort', async () => {
    const delhi = companies
      .filter((c) => c.State === 'Delhi')
      .map((c) => c.CIN)
      .sort(defaultOrder)
    expect(delhi.length).toBeGreaterThan(10)
    const res = await search({ type: 'company', query: "State == 'Delhi'" })
    expect(res.body).toMatchObject({ page: 1, total: delhi.length, pages: Math.ceil(delhi.length / 10) })
    expect(res.body.results.map((r: { CIN: string }) => r.CIN)).toEqual(delhi.slice(0, 10))
    expect(Object.keys(res.body.results[0]).sort()).toEqual(['CIN', 'City', 'NICCode', 'State', 'classOfCompany', 'companyName', 'companyType', 'llpStatus', 'paidUpCapital'])
    const big = await search({ type: 'company', query: 'CIN IS NOT NULL', limit: 100000 })
    expect(big.body.results).toHaveLength(100)
    expect(big.body).toMatchObject({ total: companies.length, pages: Math.ceil(companies.length / 100) })
    expect(companies.length).toBe(5000)
    // Sorted by the field, ties broken by the key in the same direction.
    const goa = companies
      .filter((c) => c.State === 'Goa')
      .sort((a, b) => b.paidUpCapital - a.paidUpCapital || (a.CIN < b.CIN ? 1 : -1))
      .slice(0, 100)
    expect(goa.length).toBeGreaterThan(1)
    const sorted = await search({ type: 'company', query: "State == 'Goa'", sort: 'paidUpCapital desc', limit: 100 })
    expect(sorted.body.results.map((r: { CIN: string }) => r.CIN)).toEqual(goa.map((c) => c.CIN))
    const none = await search({ type: 'company', query: "State == 'Atlantis'" })
    expect(none.body).toMatchObject({ results: [], total: 0, pages: 0 })
  })

  const searchFor = (name: string, json: unknown, status: number, code: string): Scenario => ({
    name: `${name} → ${status} ${code}`,
    method: 'POST',
    url: '/api/screener/search',
    as: 'alice',
    json,
    status,
    expect: { code },
  })
  scenarios(app, [
    searchFor('no query', { type: 'company' }, 422, 'VALIDATION_ERROR'),
    searchFor('an unknown type', { type: 'person', query: 'CIN IS NOT NULL' }, 422, 'VALIDATION_ERROR'),
    searchFor('page 0', { type: 'company', query: 'CIN IS NOT NULL', page: 0 }, 422, 'VALIDATION_ERROR'),
    searchFor('a word for the limit', { type: 'company', query: 'CIN IS NOT NULL', limit: 'ten' }, 422, 'VALIDATION_ERROR'),
    searchFor('a field in the wrong case', { type: 'company', query: "state == 'Goa'" }, 400, 'UNKNOWN_FIELD'),
    searchFor('a sort by an unknown field', { type: 'company', query: 'CIN IS NOT NULL', sort: 'bogus desc' }, 400, 'INVALID_SORT'),
    searchFor('a blank query', { type: 'company', query: '  ' }, 422, 'VALIDATION_ERROR'),
    { name: 'no token → 401', method: 'POST', url: '/api/screener/search', json: { type: 'company', query: 'CIN IS NOT NULL' }, status: 401, expect: { code: 'UNAUTHORIZED' } },
  ])
})

describe('saved screeners', () => {
  it('create, list (with built-ins), read, run, update, delete; others get 404', async () => {
    const created = await t.json('/api/screener/screeners', {
      method: 'POST',
      token: u.alice.token,
      json: { name: 'Goa firms', type: 'company', query: "State == 'Goa'", description: 'mine' },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({ name: 'Goa firms', type: 'company', query: "State == 'Goa'", description: 'mine', created_at: expect.any(String) })
    const list = await t.json('/api/screener/screeners', { token: u.alice.token })
    expect(list.body.data.map((s: { id: string }) => s.id)).toContain(id)
    expect(list.body.data.filter((s: { builtin: boolean }) => s.builtin).length).toBeGreaterThanOrEqual(5)
    const bobList = await t.json('/api/screener/screeners', { token: u.bob.token })
    expect(bobList.body.data.map((s: { id: string }) => s.id)).not.toContain(id)
    expect((await t.json(`/api/screener/screeners/${id}`, { token: u.bob.token })).status).toBe(404)
    expect((await t.json(`/api/screener/screeners/${id}`, { method: 'DELETE', token: u.bob.token })).status).toBe(404)

    const run = await t.json(`/api/screener/screeners/${id}/run`, { method: 'POST', token: u.alice.token, json: { limit: 5 } })
    const direct = await search({ type: 'company', query: "State == 'Goa'", limit: 5 })
    expect(run.body).toEqual(direct.body)

    const put = await t.json(`/api/screener/screeners/${id}`, {
      method: 'PUT',
      token: u.alice.token,
      json: { name: 'Goa', type: 'company', query: "State == 'Goa' AND paidUpCapital > 1" },
    })
    expect(put.body.data.query).toBe("State == 'Goa' AND paidUpCapital > 1")
    const bad = await t.json(`/api/screener/screeners/${id}`, { method: 'PUT', token: u.alice.token, json: { name: 'Goa', type: 'company', query: 'State ==' } })
    expect(bad.status).toBe(400)
    expect((await t.json(`/api/screener/screeners/${id}`, { method: 'DELETE', token: u.alice.token })).body).toEqual({ success: true })
    expect((await t.json(`/api/screener/screeners/${id}`, { token: u.alice.token })).status).toBe(404)
  })

  it('built-ins are readable and runnable by all, deletable by none', async () => {
    const res = await t.json('/api/screener/screeners/scr_builtin_gst_gujarat', { token: u.bob.token })
    expect(res.body.data).toMatchObject({ type: 'gst', builtin: true })
    expect((await t.json('/api/screener/screeners/scr_builtin_gst_gujarat/run', { method: 'POST', token: u.bob.token })).status).toBe(200)
    expect((await t.json('/api/screener/screeners/scr_builtin_gst_gujarat', { method: 'DELETE', token: u.alice.token })).status).toBe(403)
  })

  scenarios(app, [
    {
      name: 'run with no body → 200',
      method: 'POST',
      url: '/api/screener/screeners/scr_builtin_listed/run',
      as: 'alice',
      status: 200,
      expect: { total: expect.any(Number), page: 1 },
    },
    {
      name: 'run with a malformed body → 400 INVALID_JSON',
      method: 'POST',
      url: '/api/screener/screeners/scr_builtin_listed/run',
      as: 'alice',
      body: '{"page":',
      headers: { 'content-type': 'application/json' },
      status: 400,
      expect: { code: 'INVALID_JSON' },
    },
    {
      name: 'invalid FQL is refused when saved → 400 UNKNOWN_FIELD with its position and the nearest name',
      method: 'POST',
      url: '/api/screener/screeners',
      as: 'alice',
      json: { name: 'x', type: 'gst', query: "State == 'Goa'" },
      status: 400,
      expect: { code: 'UNKNOWN_FIELD', position: { column: 1 }, detail: expect.stringMatching(/did you mean 'state'/) },
    },
  ])
})

describe('detail lookups', () => {
  it('company by CIN and by LLPIN, GST, director: full records', async () => {
    const company = companies.find((c) => c.companyType === 'Company')!
    const llp = companies.find((c) => c.companyType === 'LLP')!
    for (const c of [company, llp]) {
      const res = await t.json(`/api/company/details?cin=${c.CIN}`, { token: u.alice.token })
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual(c)
      expect(res.body.rate_limit).toMatchObject({ limit: 1000, remaining: expect.any(Number), reset: '2026-11-21T00:00:00.000Z' })
    }
    const g = gst[0]
    expect((await t.json(`/api/gst/details?gstin=${g.GSTIN}`, { token: u.alice.token })).body.data).toEqual(g)
    const din = (t.db.sqlite.prepare('SELECT din FROM director_appointments GROUP BY din HAVING count(*) > 1 LIMIT 1').get() as { din: string }).din
    for (const path of ['/api/company/director-details', '/api/director/details']) {
      const d = await t.json(`${path}?din=${din}`, { token: u.alice.token })
      expect(d.body.data).toMatchObject({ DIN: din, Name: expect.any(String), nationality: expect.any(String) })
      const seats = t.db.sqlite.prepare('SELECT cin FROM director_appointments WHERE din = ?').pluck().all(din) as string[]
      expect(seats.length).toBeGreaterThan(1)
      expect(d.body.data.companies.map((x: { CIN: string }) => x.CIN).sort()).toEqual(seats.sort())
      const dates = d.body.data.companies.map((x: { dateOfAppointment: string }) => x.dateOfAppointment)
      expect(dates).toEqual([...dates].sort().reverse()) // newest first
      expect(d.body.data.companies[0]).toMatchObject({
        CIN: expect.any(String),
        companyName: expect.any(String),
        Designation: expect.any(String),
        dateOfAppointment: expect.any(String),
      })
    }
  })

  // A malformed identifier → 422 naming it; a well-formed one not in the registry → 404.
  const malformed = (url: string): Scenario => ({ name: `${url} → 422`, url, as: 'alice', status: 422, expect: { detail: expect.stringMatching(/cin|gstin|din/) } })
  const unknown = (url: string): Scenario => ({ name: `${url} → 404`, url, as: 'alice', status: 404, expect: { code: 'NOT_FOUND' } })
  scenarios(app, [
    malformed('/api/company/details?cin=abc'),
    malformed('/api/company/details'),
    unknown('/api/company/details?cin=U12345MH2000PTC000000'),
    malformed('/api/gst/details?gstin=27AAPFU0939F1ZA'),
    unknown('/api/gst/details?gstin=27AAPFU0939F1ZV'),
    malformed('/api/company/director-details?din=123'),
    unknown('/api/company/director-details?din=99999999'),
  ])
})
