// What the spec and the real client expect (issue 14): quota headers on every developer-API
// response, HEAD without side effects, the client's field names, leads, plans and orders, and the
// small HTTP conventions (status line, one JSON media type, WWW-Authenticate, browser headers).
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { grantOffer, grantSubscription } from '../../src/core/accounts/subscriptions.ts'
import { SECTION_DIVISIONS } from '../../src/core/registry/nic.ts'
import { listen } from '../../src/http/server.ts'
import { registrySamples, scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const { t, u } = app
const q = <T = any>(sql: string, ...args: unknown[]) => t.db.sqlite.prepare(sql).get(...args) as T
const count = (sql: string, ...args: unknown[]) =>
  t.db.sqlite
    .prepare(sql)
    .pluck()
    .get(...args) as number
const search = (type: 'company' | 'gst', query: string, token = u.alice.token) => t.json('/api/screener/search', { method: 'POST', token, json: { type, query, limit: 100 } })
const JSON_TYPE = 'application/json;charset=UTF-8'

describe('X-RateLimit-* on every authenticated developer-API response', () => {
  // bob is free: the overall daily API quota is 1,000; the class quotas are smaller.
  const api = { 'x-ratelimit-limit': '1000' }
  scenarios(app, [
    { name: 'users/me (no class) → the API quota', url: '/api/users/me', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'watchlists → the API quota', url: '/api/watchlist', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'orders → the API quota', url: '/api/orders', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'CRM orders → the API quota', url: '/api/crm/orders', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'reference → the API quota', url: '/api/reference/hsn?code=84', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'subscriptions → the API quota', url: '/api/subscriptions/status', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'offers → the API quota', url: '/api/offers/my-active', as: 'bob', status: 200, expectHeaders: api, empty: true },
    { name: 'a refused input on a class route → the API quota that counted it', url: '/api/company/details?cin=bad', as: 'bob', status: 422, expectHeaders: api, empty: true },
    { name: 'a premium user → the premium API quota', url: '/api/users/me', as: 'alice', status: 200, expectHeaders: { 'x-ratelimit-limit': '10000' }, empty: true },
    {
      name: 'a class route → its class quota',
      url: () => `/api/company/details?cin=${q<{ cin: string }>('SELECT cin FROM companies LIMIT 1').cin}`,
      as: 'bob',
      status: 200,
      expectHeaders: { 'x-ratelimit-limit': '100' },
      empty: true,
    },
    {
      name: 'an unlimited class (premium search) → none, as before',
      method: 'POST',
      url: '/api/screener/search',
      as: 'alice',
      json: { type: 'company', query: "State == 'Goa'" },
      status: 200,
      expectHeaders: { 'x-ratelimit-limit': null, 'x-ratelimit-remaining': null },
      empty: true,
    },
  ])

  it('the OpenAPI document lists the headers on developer-API successes (not on public or console ones)', async () => {
    const doc = (await t.json('/openapi.json')).body
    expect(Object.keys(doc.paths['/api/users/me'].get.responses['200'].headers)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'])
    expect(doc.paths['/api/orders/{id}/export'].get.responses['200'].content).toHaveProperty('text/csv')
    expect(doc.paths['/healthz'].get.responses['200'].headers).toBeUndefined()
  })

  it('Remaining counts down with each request and Reset is the next UTC midnight', async () => {
    const a = await t.request('/api/users/me', { token: u.bob.token })
    const b = await t.request('/api/watchlist', { token: u.bob.token })
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(Number(a.headers.get('x-ratelimit-remaining')) - 1)
    expect(a.headers.get('x-ratelimit-reset')).toBe('2026-11-21T00:00:00.000Z')
  })
})

describe('HEAD answers like GET, without a body, and counts as the GET does', () => {
  // A HEAD runs the same lookup and tells the same thing (whether the CIN exists): free, it was
  // unlimited work and an unmetered existence check (152 HEADs left a free user at 99/100).
  it('a HEAD on details spends a details call and an API call, with the same headers', async () => {
    const cin = q<{ cin: string }>('SELECT cin FROM companies LIMIT 1 OFFSET 3').cin
    const first = await t.request(`/api/company/details?cin=${cin}`, { token: u.bob.token })
    const left = Number(first.headers.get('x-ratelimit-remaining'))
    for (let i = 1; i <= 3; i++) {
      const head = await t.request(`/api/company/details?cin=${cin}`, { method: 'HEAD', token: u.bob.token })
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
      expect(Number(head.headers.get('x-ratelimit-remaining'))).toBe(left - i)
    }
    const next = await t.request(`/api/company/details?cin=${cin}`, { token: u.bob.token })
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(left - 4)
    const me = await t.request('/api/users/me', { token: u.bob.token })
    await t.request('/api/users/me', { method: 'HEAD', token: u.bob.token })
    const me2 = await t.request('/api/users/me', { token: u.bob.token })
    expect(Number(me2.headers.get('x-ratelimit-remaining'))).toBe(Number(me.headers.get('x-ratelimit-remaining')) - 2)
  })

  it('a HEAD on a filter counts a search, as the GET does', async () => {
    const url = '/api/company/director-filter?name=sha&limit=1'
    const get = await t.request(url, { token: u.bob.token })
    const head = await t.request(url, { method: 'HEAD', token: u.bob.token })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('x-ratelimit-remaining'))).toBe(Number(get.headers.get('x-ratelimit-remaining')) - 1)
  })

  it('a HEAD still needs its credentials and valid input', async () => {
    expect((await t.request('/api/users/me', { method: 'HEAD' })).status).toBe(401)
    expect((await t.request('/api/company/details?cin=bad', { method: 'HEAD', token: u.bob.token })).status).toBe(422)
  })
})

describe('FQL: a query is required (already on main), the client’s field names', () => {
  scenarios(app, [
    {
      name: 'a saved screener with an empty query → 422 naming query',
      method: 'POST',
      url: '/api/screener/screeners',
      as: 'alice',
      json: { name: 'Empty', type: 'company', query: '' },
      status: 422,
      expect: { errors: [{ field: 'query' }] },
    },
  ])

  it('District / district (already on main, from the data issue)', async () => {
    const c = q<{ district: string }>("SELECT district FROM companies WHERE district != '' LIMIT 1")
    const res = await search('company', `District == '${c.district}'`)
    expect(res.body.total).toBe(count('SELECT count(*) FROM companies WHERE district = ? COLLATE NOCASE', c.district))
    const g = q<{ district: string }>("SELECT district FROM gst_registrations WHERE district != '' LIMIT 1")
    expect((await search('gst', `district == '${g.district}'`)).body.total).toBe(count('SELECT count(*) FROM gst_registrations WHERE district = ? COLLATE NOCASE', g.district))
  })

  it('authorizedCapital: the US spelling, in FQL and on the record', async () => {
    const uk = await search('company', 'authorisedCapital >= 10000000')
    const us = await search('company', 'authorizedCapital >= 10000000')
    expect(us.status).toBe(200)
    expect(us.body.total).toBe(uk.body.total)
    expect(us.body.total).toBe(count('SELECT count(*) FROM companies WHERE authorised_capital >= 10000000'))
    const c = q<{ cin: string; authorised_capital: number }>('SELECT cin, authorised_capital FROM companies LIMIT 1')
    const details = await t.json(`/api/company/details?cin=${c.cin}`, { token: u.alice.token })
    expect(details.body.data).toMatchObject({ authorisedCapital: c.authorised_capital, authorizedCapital: c.authorised_capital })
  })

  it('mainDivision takes a NIC section letter (C: divisions 10–33) or a 2-digit division', async () => {
    const manufacturing = count("SELECT count(*) FROM companies WHERE main_division BETWEEN '10' AND '33'")
    expect(manufacturing).toBeGreaterThan(0)
    expect((await search('company', "mainDivision == 'C'")).body.total).toBe(manufacturing)
    expect((await search('company', "mainDivision == 'c'")).body.total).toBe(manufacturing)
    expect((await search('company', "mainDivision != 'C'")).body.total).toBe(count("SELECT count(*) FROM companies WHERE main_division NOT BETWEEN '10' AND '33'"))
    const cj = count("SELECT count(*) FROM companies WHERE main_division BETWEEN '10' AND '33' OR main_division BETWEEN '58' AND '63'")
    expect((await search('company', "mainDivision IN ['C', 'J']")).body.total).toBe(cj)
    expect((await search('company', 'mainDivision == 62')).body.total).toBe(count("SELECT count(*) FROM companies WHERE main_division = '62'"))
    const filter = await t.json('/api/company/company-filter?mainDivisionCode=C&limit=1', { token: u.alice.token })
    expect(filter.body.total_results).toBe(manufacturing)
    expect((await t.json('/api/company/company-filter?mainDivisionCode=5&limit=1', { token: u.alice.token })).body.total_results).toBe(
      count("SELECT count(*) FROM companies WHERE main_division = '05'"),
    )
  })

  it('the section table agrees with the NIC reference data (every division under its own section letter only)', () => {
    const divisions = t.db.sqlite.prepare('SELECT code, section FROM ref_nic WHERE length(code) = 2').all() as { code: string; section: string }[]
    expect(divisions.length).toBeGreaterThan(80)
    for (const d of divisions) {
      for (const [letter, members] of Object.entries(SECTION_DIVISIONS)) expect(members.includes(d.code), `${d.code} in ${letter}`).toBe(letter === d.section)
    }
  })

  it('GST Turnover: the aggregate-turnover slab in rupees, in FQL and on the record', async () => {
    const big = await search('gst', 'Turnover >= 50000000')
    expect(big.status).toBe(200)
    expect(big.body.total).toBe(count('SELECT count(*) FROM gst_registrations WHERE turnover >= 50000000'))
    expect(big.body.total).toBeGreaterThan(0)
    const g = q<{ gstin: string; turnover: number }>('SELECT gstin, turnover FROM gst_registrations WHERE turnover IS NOT NULL LIMIT 1')
    expect((await t.json(`/api/gst/details?gstin=${g.gstin}`, { token: u.alice.token })).body.data.Turnover).toBe(g.turnover)
  })
})

describe('GST turnover is consistent with the company’s size', () => {
  const SLABS = [0, 4_000_000, 15_000_000, 50_000_000, 250_000_000, 1_000_000_000, 5_000_000_000]
  it('every registration has a slab (Tax Deductors none); a company’s follows its paid-up capital; Composition stays under ₹1.5 crore', () => {
    const values = t.db.sqlite.prepare('SELECT DISTINCT turnover FROM gst_registrations').pluck().all() as (number | null)[]
    for (const v of values) expect(v === null || SLABS.includes(v), String(v)).toBe(true)
    expect(count("SELECT count(*) FROM gst_registrations WHERE turnover IS NULL AND taxpayer_type != 'Tax Deductor'")).toBe(0)
    expect(count("SELECT count(*) FROM gst_registrations WHERE turnover IS NOT NULL AND taxpayer_type = 'Tax Deductor'")).toBe(0)
    expect(count("SELECT count(*) FROM gst_registrations WHERE taxpayer_type = 'Composition' AND turnover > 15000000")).toBe(0)
    const rows = t.db.sqlite.prepare('SELECT g.turnover, c.paid_up_capital AS paid, c.listed, c.pan FROM gst_registrations g JOIN companies c ON c.cin = g.cin').all() as {
      turnover: number
      paid: number
      listed: string
      pan: string
    }[]
    expect(rows.length).toBeGreaterThan(100)
    const byPan = new Map<string, number>()
    for (const r of rows) {
      const step = r.paid <= 1e6 ? 0 : r.paid <= 1e7 ? 1 : r.paid <= 1e8 ? 2 : r.paid <= 1e9 ? 3 : 4
      const slab = SLABS.indexOf(r.turnover)
      expect(slab - step - (r.listed === 'Listed' ? 1 : 0), JSON.stringify(r)).toBeGreaterThanOrEqual(slab === SLABS.length - 1 ? -2 : 0)
      expect(slab - step - (r.listed === 'Listed' ? 1 : 0)).toBeLessThanOrEqual(1)
      // Aggregate turnover is the PAN's: every registration of a company has the same.
      expect(byPan.get(r.pan) ?? r.turnover).toBe(r.turnover)
      byPan.set(r.pan, r.turnover)
    }
    // Bigger companies have bigger slabs on average.
    const avg = (where: string) => t.db.sqlite.prepare(`SELECT avg(g.turnover) FROM gst_registrations g JOIN companies c ON c.cin = g.cin WHERE ${where}`).pluck().get() as number
    expect(avg('c.paid_up_capital > 10000000')).toBeGreaterThan(avg('c.paid_up_capital <= 1000000') * 5)
  })
})

describe('NIC codes: numbers on records, lookups by number or code', () => {
  it('reference/nic?code=1251 finds 01251, and its NICCode is the number a record carries', async () => {
    const code = q<{ code: string }>("SELECT code FROM ref_nic WHERE length(code) = 5 AND code LIKE '0%' ORDER BY code LIMIT 1").code
    const byNumber = await t.json(`/api/reference/nic?code=${Number(code)}`, { token: u.bob.token })
    expect(byNumber.status).toBe(200)
    expect(byNumber.body.data).toEqual([expect.objectContaining({ code, NICCode: Number(code) })])
    expect((await t.json(`/api/reference/nic?code=${code}`, { token: u.bob.token })).body.data).toEqual(byNumber.body.data)
    // A 4-digit NIC class is still a prefix: 0111 → its sub-classes.
    const cls = code.slice(0, 4)
    const prefix = (await t.json(`/api/reference/nic?code=${cls}`, { token: u.bob.token })).body.data
    for (const n of prefix) expect(n.code.startsWith(cls) || n.code === `0${cls}`).toBe(true)
    const company = q<{ cin: string; nic_code: string }>("SELECT cin, nic_code FROM companies WHERE nic_code LIKE '0%' LIMIT 1")
    const record = (await t.json(`/api/company/details?cin=${company.cin}`, { token: u.alice.token })).body.data
    const ref = (await t.json(`/api/reference/nic?code=${record.NICCode}`, { token: u.bob.token })).body.data
    expect(ref.map((n: { NICCode: number }) => n.NICCode)).toContain(record.NICCode)
  })
})

describe('company-filter', () => {
  it('company also matches an exact CIN or LLPIN (the real client sends LLPINs there)', async () => {
    const llp = q<{ cin: string; name: string }>("SELECT cin, name FROM companies WHERE company_type = 'LLP' LIMIT 1")
    const res = await t.json(`/api/company/company-filter?company=${llp.cin}`, { token: u.bob.token })
    expect(res.body.results.map((r: { CIN: string }) => r.CIN)).toContain(llp.cin)
    const company = q<{ cin: string }>("SELECT cin FROM companies WHERE company_type = 'Company' LIMIT 1")
    const byCin = await t.json(`/api/company/company-filter?company=${company.cin.toLowerCase()}`, { token: u.bob.token })
    expect(byCin.body.results.map((r: { CIN: string }) => r.CIN)).toEqual([company.cin])
  })

  it('regionalDirector matches partially, like the other text filters', async () => {
    const rd = q<{ regional_director: string }>('SELECT regional_director FROM companies LIMIT 1').regional_director
    const part = rd
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0]
      .toLowerCase()
    const res = await t.json(`/api/company/company-filter?regionalDirector=${encodeURIComponent(part)}&limit=1`, { token: u.bob.token })
    expect(res.status).toBe(200)
    expect(res.body.total_results).toBe(count('SELECT count(*) FROM companies WHERE regional_director LIKE ?', `%${part}%`))
    expect(res.body.total_results).toBeGreaterThan(0)
  })

  it("principalBusinessActivity, MCA's activity group: in the details, in FQL and as a filter parameter (any case), counted as the table counts", async () => {
    const c = q<{ cin: string; g: string }>("SELECT cin, principal_business_activity g FROM companies WHERE principal_business_activity = 'Manufacturing' LIMIT 1")
    const details = await t.json(`/api/company/details?cin=${c.cin}`, { token: u.alice.token })
    expect(details.body.data.principalBusinessActivity).toBe('Manufacturing')
    const want = count("SELECT count(*) FROM companies WHERE principal_business_activity = 'Manufacturing'")
    expect(want).toBeGreaterThan(0)
    const found = await search('company', "principalBusinessActivity == 'Manufacturing'")
    expect(found.status).toBe(200)
    expect(found.body.total_results ?? found.body.total).toBe(want)
    const filtered = await t.json('/api/company/company-filter?principalBusinessActivity=manufacturing&limit=5', { token: u.bob.token })
    expect(filtered.status).toBe(200)
    expect(filtered.body.total_results).toBe(want)
    const other = await t.json('/api/company/company-filter?principalBusinessActivity=Finance&limit=5', { token: u.bob.token })
    expect(other.body.total_results).toBe(count("SELECT count(*) FROM companies WHERE principal_business_activity = 'Finance'"))
  })

  scenarios(app, [
    {
      name: 'an unknown parameter → 422 (already on main, the pipeline issue)',
      url: '/api/company/company-filter?status=Active',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'status' }] },
    },
  ])
})

describe('leads', () => {
  const newLead = (entity_type: string, identifier: string) => t.json('/api/crm/newlead', { method: 'POST', token: u.alice.token, json: { entity_type, identifier } })

  it('an LLP’s Company_Type is LLP; a company’s is its class', async () => {
    const llp = q<{ cin: string }>("SELECT cin FROM companies WHERE company_type = 'LLP' LIMIT 1")
    expect((await newLead('company', llp.cin)).body.lead.Company_Type).toBe('LLP')
    const company = q<{ cin: string; class: string }>("SELECT cin, class FROM companies WHERE company_type = 'Company' AND class IS NOT NULL LIMIT 1")
    expect((await newLead('company', company.cin)).body.lead.Company_Type).toBe(company.class)
  })

  it('unknown values are left out, except Phone (null)', async () => {
    const c = q<{ cin: string }>('SELECT cin FROM companies WHERE email IS NULL AND phone IS NULL LIMIT 1')
    const lead = (await newLead('company', c.cin)).body.lead
    expect(lead).not.toHaveProperty('Email')
    expect(lead).not.toHaveProperty('Mobile')
    expect(lead.Phone).toBeNull()
    for (const [k, v] of Object.entries(lead)) if (k !== 'Phone') expect(v, k).not.toBeNull()
  })
})

describe('orders', () => {
  const samples = registrySamples(app)
  const order = (items: unknown[], paymentOption = 'credits') =>
    t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, json: { orderName: 'Export me', paymentOption, items } })

  it('the same item twice → 422 naming the second; another type of the same company is another item', async () => {
    const before = count('SELECT count(*) FROM orders')
    const res = await order([
      { type: 'company', number: samples.company.cin },
      { type: 'director', number: samples.director.din },
      { type: 'company', number: samples.company.cin.toLowerCase() },
    ])
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'items[2].number', message: expect.stringContaining('repeats items[0]') }])
    expect(count('SELECT count(*) FROM orders')).toBe(before)
    const both = await order([
      { type: 'company', number: samples.company.cin },
      { type: 'fullcompany', number: samples.company.cin },
    ])
    expect(both.status).toBe(201)
  })

  it('GET /api/orders/{id}/export: JSON like the CRM leads, or CSV with the lead columns', async () => {
    const paid = await order([
      { type: 'company', name: 'Acme, "the" client', number: samples.company.cin },
      { type: 'director', number: samples.director.din },
      { type: 'gst', number: samples.gst.gstin },
    ])
    const id = paid.body._id
    const leads = await t.json(`/api/crm/orders/${id}/leads`, { token: u.alice.token })
    const json = await t.json(`/api/orders/${id}/export`, { token: u.alice.token })
    expect(json.status).toBe(200)
    expect(json.body).toEqual(leads.body)
    expect((await t.json(`/api/orders/${id}/export?format=JSON`, { token: u.alice.token })).body).toEqual(leads.body)
    const csv = await t.request(`/api/orders/${id}/export?format=csv`, { token: u.alice.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${id}.csv"`)
    const lines = (await csv.text()).split('\r\n')
    expect(lines[0]).toBe(
      'type,identifier,name,Last_Name,Company,Email,Phone,Mobile,Street,City,State,Zip_Code,Country,Lead_Source,CIN,DIN,GSTIN,Date_of_Incorporation,Company_Type,Paid_Up_Capital,Industry',
    )
    expect(lines).toHaveLength(1 + 3 + 1) // header, three items, the final line end
    expect(lines[4]).toBe('')
    expect(lines[2].startsWith(`director,${samples.director.din},`)).toBe(true)
    expect(lines[3]).toContain(samples.gst.gstin)
    // The order keeps the caller's name for the item; the lead's name is the registry's.
    const detail = await t.json(`/api/orders/${id}`, { token: u.alice.token })
    expect(detail.body.items[0].name).toBe('Acme, "the" client')
    expect(lines[1].startsWith(`company,${samples.company.cin},`)).toBe(true)
  })

  it('export: an unpaid order → 400, another user’s → 404, another format → 422', async () => {
    const pending = await order([{ type: 'company', number: samples.company.cin }], 'cashfree')
    expect((await t.json(`/api/orders/${pending.body._id}/export`, { token: u.alice.token })).status).toBe(400)
    expect((await t.json(`/api/orders/${pending.body._id}/export`, { token: u.bob.token })).status).toBe(404)
    const xml = await t.json(`/api/orders/${pending.body._id}/export?format=xml`, { token: u.alice.token })
    expect([xml.status, xml.body.errors?.[0]?.field]).toEqual([422, 'format'])
  })
})

describe('plans', () => {
  it('a premium user’s subscription is plan premium; free stays free; names are checked', async () => {
    const dora = createUser(t.db, t.deps.clock, { name: 'Dora', email: 'dora@example.com', plan: 'premium' })
    const login = await t.json('/api/auth/login', { method: 'POST', json: { api_key: dora.apiKey } })
    const subs = await t.json('/api/subscriptions/status', { token: login.body.token.access_token })
    expect(subs.body.subscriptions).toEqual([expect.objectContaining({ plan: 'premium', features: ['Recent_COMP', 'Recent_DIR', 'Recent_GST', 'API_ACCESS'] })])
    expect(() => createUser(t.db, t.deps.clock, { name: 'E', email: 'e@example.com', plan: 'gold' })).toThrow(/gold is not a known plan/)
    expect(() => createUser(t.db, t.deps.clock, { name: 'E', email: 'e@example.com', features: ['Recent_GSTX'] })).toThrow(/Recent_GSTX is not a feature/)
    expect(() => grantSubscription(t.db, t.deps.clock, { userId: dora.userId, plan: 'Gold' })).toThrow(/not a known plan/)
    expect(() => grantOffer(t.db, t.deps.clock, { userId: dora.userId, name: 'Diwali', features: ['recent_gst'] })).toThrow(/not a feature/)
    expect(grantSubscription(t.db, t.deps.clock, { userId: dora.userId, plan: 'FREE' })).toMatchObject({ plan: 'free', features: [] })
  })
})

describe('bodies, status lines, media types, challenges, browser headers', () => {
  scenarios(app, [
    {
      name: 'a bodyless POST with Content-Type: application/json on an optional-body route → an empty body',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      headers: { 'content-type': 'application/json' },
      status: 200,
      expect: { page: 1 },
    },
    {
      name: 'whitespace only is an empty body too',
      method: 'POST',
      url: '/api/screener/screeners/scr_builtin_listed/run',
      as: 'alice',
      headers: { 'content-type': 'application/json' },
      body: ' \r\n',
      status: 200,
      expect: { total: expect.any(Number), page: 1 },
    },
    {
      name: 'no credentials → 401 with WWW-Authenticate: Bearer',
      url: '/api/users/me',
      status: 401,
      expectHeaders: { 'www-authenticate': 'Bearer', 'content-type': JSON_TYPE },
      expect: { code: 'UNAUTHORIZED' },
    },
    {
      name: 'a token that is refused → Bearer error="invalid_token"',
      url: '/api/users/me',
      headers: { authorization: 'Bearer nope' },
      status: 401,
      expectHeaders: { 'www-authenticate': 'Bearer error="invalid_token"' },
      expect: { code: 'INVALID_TOKEN' },
    },
    { name: 'JSON success bodies: the same media type as errors', url: '/healthz', status: 200, expectHeaders: { 'content-type': JSON_TYPE }, expect: { status: 'ok' } },
    { name: 'a 404 error: the same media type', url: '/nope', status: 404, expectHeaders: { 'content-type': JSON_TYPE }, expect: { code: 'ROUTE_NOT_FOUND' } },
    {
      name: 'a console redirect carries the browser security headers',
      url: '/console',
      status: 303,
      expectHeaders: {
        location: '/console/login',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      },
      empty: true,
    },
  ])

  it('on the wire: a reason phrase on every status line; a bodyless POST without Content-Length is an empty body', async () => {
    const server = await listen(createApp(t.deps), { port: 0, host: '127.0.0.1', maxConnections: 10, shutdownTimeoutMs: 1000 })
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.write(text))
        let out = ''
        socket.on('data', (d) => (out += d))
        socket.on('end', () => resolve(out))
        socket.on('error', reject)
      })
    try {
      expect((await raw('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
      expect((await raw('GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found')
      const run = await raw(
        `POST /api/screener/screeners/scr_builtin_listed/run HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${u.alice.token}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`,
      )
      expect(run.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
      expect(run.toLowerCase()).toContain(`content-type: ${JSON_TYPE.toLowerCase()}`)
      // Details answers are written as text around the record's kept JSON: on the wire they are JSON too.
      const ids = t.db.sqlite
        .prepare('SELECT c.cin, g.gstin, a.din FROM companies c JOIN gst_registrations g ON g.pan = c.pan JOIN director_appointments a ON a.cin = c.cin LIMIT 1')
        .get() as {
        cin: string
        gstin: string
        din: string
      }
      for (const path of [`/api/company/details?cin=${ids.cin}`, `/api/gst/details?gstin=${ids.gstin}`, `/api/company/director-details?din=${ids.din}`]) {
        const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${u.alice.token}\r\nConnection: close\r\n\r\n`)
        const [head, body] = answer.split('\r\n\r\n')
        expect(head.split('\r\n')[0], path).toBe('HTTP/1.1 200 OK')
        expect(head.toLowerCase(), path).toContain(`content-type: ${JSON_TYPE.toLowerCase()}`)
        expect(head.toLowerCase(), path).not.toContain('text/plain')
        expect(JSON.parse(body).data, path).toBeTypeOf('object')
      }
    } finally {
      await server.close()
    }
  })
})
