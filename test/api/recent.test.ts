// Recently registered companies, GST registrations and directors, checked against the rows themselves.
import { describe, expect, it } from 'vitest'
import { grantOffer } from '../../src/core/accounts/subscriptions.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { T0 } from '../_setup.ts'
import { scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const { t, u } = app

const post = (path: string, json?: unknown, token = u.alice.token) => t.json(`/api/recently-registered/${path}`, { method: 'POST', token, ...(json === undefined ? {} : { json }) })
const rows = <T = any>(sql: string, ...p: unknown[]) => t.db.sqlite.prepare(sql).all(...p) as T[]
// T0 is 2026-11-20T10:00Z: the default window is the 30 days up to that day.
const FROM = '2026-10-21'
const TO = '2026-11-20'

describe('recently registered', () => {
  it('companies: the last 30 days by default, newest first, 50 a page, with the totals of the rows', async () => {
    const res = await post('companies')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const expected = rows<{ cin: string; date_of_incorporation: string }>(
      'SELECT cin, date_of_incorporation FROM companies WHERE date_of_incorporation BETWEEN ? AND ? ORDER BY date_of_incorporation DESC, cin',
      FROM,
      TO,
    )
    // At 5,000 companies a month brings a score of them (the seeded curve's rate at its end).
    expect(expected.length).toBeGreaterThan(10)
    expect(res.body).toMatchObject({ total: expected.length, page: 1, limit: 50, pages: Math.ceil(expected.length / 50), from_date: FROM, to_date: TO })
    expect(res.body.companies.map((c: { CIN: string }) => c.CIN)).toEqual(expected.slice(0, 50).map((r) => r.cin))
    const first = res.body.companies[0]
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['CIN', 'companyName', 'companyType', 'llpStatus', 'State', 'City', 'NICCode', 'dateOfIncorporation']))
    // Page 2 continues where page 1 stopped; limit is clamped to 100.
    const page2 = await post('companies', { page: 2, limit: 5 })
    expect(page2.body.companies.map((c: { CIN: string }) => c.CIN)).toEqual(expected.slice(5, 10).map((r) => r.cin))
    const big = await post('companies', { limit: 1000 })
    expect(big.body.limit).toBe(100)
    expect(big.body.companies.length).toBe(Math.min(100, expected.length))
  })

  it('GST registrations carry the spec fields; the state filter ignores case', async () => {
    const all = await post('gst', {})
    expect(all.status).toBe(200)
    expect(Object.keys(all.body.gst[0]).sort()).toEqual(['GSTIN', 'LegalName', 'Status', 'TaxpayerType', 'TradeName', 'dateOfRegistration', 'state'].sort())
    const [state] = rows<{ state: string; n: number }>(
      'SELECT state, count(*) n FROM gst_registrations WHERE date_of_registration BETWEEN ? AND ? GROUP BY state ORDER BY n DESC LIMIT 1',
      FROM,
      TO,
    )
    const res = await post('gst', { state: state.state.toUpperCase(), limit: 100 })
    expect(res.body.total).toBe(state.n)
    expect(res.body.total).toBeLessThan(all.body.total)
    for (const g of res.body.gst) {
      expect(g.state).toBe(state.state)
      expect(g.dateOfRegistration >= FROM && g.dateOfRegistration <= TO).toBe(true)
    }
    const dates = all.body.gst.map((g: { dateOfRegistration: string }) => g.dateOfRegistration)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('directors: one entry per appointment in the window, with DIN, name, date and company', async () => {
    const res = await post('directors', { from_date: '2026-11-01', to_date: '2026-11-15', limit: 100 })
    expect(res.status).toBe(200)
    const [{ n }] = rows<{ n: number }>("SELECT count(*) n FROM director_appointments WHERE date_of_appointment BETWEEN '2026-11-01' AND '2026-11-15'")
    expect(res.body.total).toBe(n)
    expect(n).toBeGreaterThan(0)
    for (const d of res.body.directors) {
      expect(d.DIN).toMatch(/^\d{8}$/)
      expect(d.dateOfAppointment >= '2026-11-01' && d.dateOfAppointment <= '2026-11-15').toBe(true)
      const [a] = rows(
        'SELECT d.name, c.name AS company FROM director_appointments a JOIN directors d USING (din) JOIN companies c USING (cin) WHERE a.din = ? AND a.cin = ?',
        d.DIN,
        d.CIN,
      )
      expect(a).toEqual({ name: d.Name, company: d.companyName })
    }
  })

  // An explicit window: from_date alone runs to today, to_date alone starts 30 days earlier; ISO timestamps give their date.
  scenarios(app, [
    {
      name: 'from_date alone runs to today',
      method: 'POST',
      url: '/api/recently-registered/companies',
      as: 'alice',
      json: { from_date: '2026-11-10' },
      status: 200,
      expect: { from_date: '2026-11-10', to_date: TO },
    },
    {
      name: 'to_date alone starts 30 days earlier',
      method: 'POST',
      url: '/api/recently-registered/companies',
      as: 'alice',
      json: { to_date: '2026-06-30' },
      status: 200,
      expect: { from_date: '2026-05-31', to_date: '2026-06-30' },
    },
    {
      name: 'ISO timestamps give their date',
      method: 'POST',
      url: '/api/recently-registered/companies',
      as: 'alice',
      json: { from_date: '2026-11-01T00:00:00Z', to_date: '2026-11-02T23:59:59Z' },
      status: 200,
      expect: { from_date: '2026-11-01', to_date: '2026-11-02' },
    },
  ])

  it('the default window follows the clock', async () => {
    t.deps.clock.set(Date.parse('2027-03-01T00:00:00Z'))
    try {
      // Tokens expire with the clock too: log in again at the new time.
      const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey } })).body.token.access_token
      const res = await post('companies', undefined, token)
      expect(res.body).toMatchObject({ total: 0, pages: 0, companies: [], from_date: '2027-01-30', to_date: '2027-03-01' })
    } finally {
      t.deps.clock.set(T0)
    }
  })

  // Bad input is a 422 naming the field.
  scenarios(app, [
    {
      name: 'a window that ends before it starts → 422 naming from_date',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { from_date: '2026-11-10', to_date: '2026-11-01' },
      status: 422,
      expect: { errors: [{ field: 'from_date' }] },
    },
    {
      name: 'a date not on the calendar → 422 naming from_date',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { from_date: '2026-02-30' },
      status: 422,
      expect: { errors: [{ field: 'from_date' }] },
    },
    {
      name: 'a word for a date → 422 naming to_date',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { to_date: 'yesterday' },
      status: 422,
      expect: { errors: [{ field: 'to_date' }] },
    },
    {
      name: 'a number for a date → 422 naming to_date',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { to_date: 20261101 },
      status: 422,
      expect: { errors: [{ field: 'to_date' }] },
    },
    {
      name: 'a number for the state → 422 naming state',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { state: 7 },
      status: 422,
      expect: { errors: [{ field: 'state' }] },
    },
    { name: 'page 0 → 422 naming page', method: 'POST', url: '/api/recently-registered/gst', as: 'alice', json: { page: 0 }, status: 422, expect: { errors: [{ field: 'page' }] } },
    {
      name: 'a word for the limit → 422 naming limit',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      json: { limit: 'ten' },
      status: 422,
      expect: { errors: [{ field: 'limit' }] },
    },
    {
      name: 'a JSON body that is not an object → 400',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'alice',
      body: '[1]',
      headers: { 'content-type': 'application/json' },
      status: 400,
      expect: { code: 'BODY_NOT_OBJECT' },
    },
  ])

  // Each endpoint needs its feature (403 naming it) and a token.
  scenarios(app, [
    {
      name: 'companies without Recent_COMP → 403 naming it',
      method: 'POST',
      url: '/api/recently-registered/companies',
      as: 'bob',
      json: {},
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', feature: 'Recent_COMP', detail: expect.stringContaining('Recent_COMP') },
    },
    {
      name: 'gst without Recent_GST → 403 naming it',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'bob',
      json: {},
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', feature: 'Recent_GST', detail: expect.stringContaining('Recent_GST') },
    },
    {
      name: 'directors without Recent_DIR → 403 naming it',
      method: 'POST',
      url: '/api/recently-registered/directors',
      as: 'bob',
      json: {},
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', feature: 'Recent_DIR', detail: expect.stringContaining('Recent_DIR') },
    },
    { name: 'without a token → 401', method: 'POST', url: '/api/recently-registered/gst', json: {}, status: 401, expect: { code: 'UNAUTHORIZED' } },
  ])

  it('a feature granted by an offer opens that endpoint only, counted in the search class', async () => {
    // A free user with an offer that grants Recent_GST: allowed there only, charged to the free search quota.
    const carol = createUser(t.db, t.deps.clock, { name: 'Carol', email: 'carol@example.com', plan: 'free' })
    grantOffer(t.db, t.deps.clock, { userId: carol.userId, name: 'GST trial', features: ['Recent_GST'] })
    const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: carol.apiKey } })).body.token.access_token
    const first = await post('gst', {}, token)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-ratelimit-limit')).toBe('100')
    const filter = await t.json('/api/gst/gst-filter?State=Kerala', { token })
    expect(Number(filter.headers.get('x-ratelimit-remaining'))).toBe(Number(first.headers.get('x-ratelimit-remaining')) - 1)
    expect((await post('companies', {}, token)).status).toBe(403)
    // A refused request (validation) is not counted.
    expect((await post('gst', { from_date: 'x' }, token)).status).toBe(422)
    const after = await post('gst', {}, token)
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(Number(filter.headers.get('x-ratelimit-remaining')) - 1)
  })
})
