// What the real service's public documentation shows (its pages as captured when firmbase began), tried as a
// new user copying it would: its FQL examples, field names and values, its paths and response keys.
// Where the docs contradict themselves, both forms are tried.
import { beforeAll, describe, expect, it } from 'vitest'
import { companyRecord, gstRecord } from '../../src/core/registry/records.ts'
import type { Company, GstRegistration } from '../../src/db/types.ts'
import { scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const { t, u } = app
type C = ReturnType<typeof companyRecord>
type G = ReturnType<typeof gstRecord>
let companies: C[]
let gst: G[]
let refs: Record<'ref_hsn' | 'ref_sac', Map<string, string>>
beforeAll(() => {
  companies = (t.db.sqlite.prepare('SELECT * FROM companies').all() as Company[]).map(companyRecord)
  gst = (t.db.sqlite.prepare('SELECT * FROM gst_registrations').all() as GstRegistration[]).map(gstRecord)
  const table = (name: string) =>
    new Map((t.db.sqlite.prepare(`SELECT code, description FROM ${name}`).all() as { code: string; description: string }[]).map((r) => [r.code, r.description]))
  refs = { ref_hsn: table('ref_hsn'), ref_sac: table('ref_sac') }
}, 60_000)

const search = (type: 'company' | 'gst', query: string) => t.json('/api/screener/search', { method: 'POST', json: { type, query, limit: 100 }, token: u.alice.token })
/** A code's own description and those of the codes it falls under (chapter, heading, group). */
const described = (table: 'ref_hsn' | 'ref_sac', code: string, ...words: string[]) =>
  [2, 4, 5, 6, code.length].some((n) => {
    const description = refs[table].get(code.slice(0, n))?.toLowerCase()
    return description !== undefined && words.every((w) => description.includes(w.toLowerCase()))
  })

describe('FQL as the docs write it: each example answers what a JavaScript filter of the records says', () => {
  const companyCases: [string, (c: C) => boolean][] = [
    ["NICDesc CONTAINS 'software'", (c) => c.NICDescription.toLowerCase().includes('software')],
    ["NICDesc CONTAINS 'software' AND paidUpCapital > 10000000", (c) => c.NICDescription.toLowerCase().includes('software') && c.paidUpCapital > 10000000],
    ["NICCode IN [62011, 62012] AND State == 'Karnataka'", (c) => [62011, 62012].includes(c.NICCode) && c.State === 'Karnataka'],
    ["companyName CONTAINS 'TECH'", (c) => c.companyName.toLowerCase().includes('tech')],
    ['mainDivision == 62', (c) => c.mainDivision === '62'],
    ['authorizedCapital >= 50000000', (c) => c.authorisedCapital >= 50000000],
    ["companySubcategory == 'Non-govt company'", (c) => c.companySubCategory === 'Non-govt company'],
    ["mainDivisionDescription CONTAINS 'computer'", (c) => c.mainDivisionDescription.toLowerCase().includes('computer')],
    ["classOfCompany == 'Public'", (c) => c.classOfCompany === 'Public'],
    ["llpStatus == 'Active'", (c) => c.llpStatus === 'Active'],
    ["Listed == 'Listed'", (c) => c.Listed === 'Listed'],
    // The docs' own example: companyType 'Private' is the private class (their overview: "Private, Public, LLP").
    ["companyType == 'Private'", (c) => c.classOfCompany === 'Private'],
    ["companyType == 'LLP'", (c) => c.companyType === 'LLP'],
    ["companyType != 'Private'", (c) => c.classOfCompany !== 'Private'],
    ["companyType IN ['Public', 'LLP']", (c) => c.classOfCompany === 'Public' || c.companyType === 'LLP'],
    ["classOfCompany == 'Government Company'", (c) => c.companySubCategory === 'Union Govt company' || c.companySubCategory === 'State Govt company'],
    ["classOfCompany != 'Government Company'", (c) => c.classOfCompany !== null && c.companySubCategory !== 'Union Govt company' && c.companySubCategory !== 'State Govt company'],
    ["llpStatus == 'Strike Off'", (c) => c.llpStatus === 'Struck Off'],
    ["companyOrigin == 'Domestic'", (c) => c.companyOrigin === 'Domestic'],
    ['subscribedCapital > 1000000', (c) => c.subscribedCapital > 1000000],
  ]
  it.each(companyCases)('company: %s', async (query, keep) => {
    const expected = companies.filter(keep)
    const res = await search('company', query)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.total).toBe(expected.length)
    const want = new Set(expected.map((c) => c.CIN))
    for (const r of res.body.results) expect(want.has(r.CIN), r.CIN).toBe(true)
  })

  it("company: cin == '…' and registrationNumber == '…' find the company", async () => {
    const c = companies.find((x) => x.companyType === 'Company')!
    for (const query of [`cin == '${c.CIN}'`, `registrationNumber == '${c.registrationNumber}' AND State == '${c.State}'`]) {
      const res = await search('company', query)
      expect(res.status, query).toBe(200)
      expect(res.body.results.map((r: { CIN: string }) => r.CIN)).toContain(c.CIN)
    }
  })

  const gstCases: [string, (g: G) => boolean][] = [
    ["hsncd == '8517'", (g) => g.hsnCodes.includes('8517')],
    ["hsndesc CONTAINS 'telephone'", (g) => g.hsnCodes.some((c) => described('ref_hsn', c, 'telephone'))],
    ["hsncd == '8517' AND state == 'Maharashtra' AND Status == 'Active'", (g) => g.hsnCodes.includes('8517') && g.state === 'Maharashtra' && g.Status === 'Active'],
    ["saccd == '998313'", (g) => g.sacCodes.includes('998313')],
    // Every word, in any order (as the reference search): "Information technology (IT) consulting and support services".
    ["sdesc CONTAINS 'IT services'", (g) => g.sacCodes.some((c) => described('ref_sac', c, 'IT', 'services'))],
    ["sdesc CONTAINS 'consulting'", (g) => g.sacCodes.some((c) => described('ref_sac', c, 'consulting'))],
    ["saccd IN ['998311', '998312', '998313']", (g) => g.sacCodes.some((c) => ['998311', '998312', '998313'].includes(c))],
    ["Status == 'Suspended'", (g) => g.Status === 'Suspended'],
  ]
  it.each(gstCases)('gst: %s', async (query, keep) => {
    const expected = gst.filter(keep)
    const res = await search('gst', query)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.total).toBe(expected.length)
  })

  it('the description fields find something in this dataset (the cases above are not all empty)', () => {
    expect(gst.filter((g) => g.sacCodes.some((c) => described('ref_sac', c, 'IT', 'services'))).length).toBeGreaterThan(0)
    expect(gst.filter((g) => g.sacCodes.some((c) => described('ref_sac', c, 'consulting'))).length).toBeGreaterThan(0)
    expect(companies.filter((c) => c.classOfCompany === 'Private').length).toBeGreaterThan(0)
  })

  it.each([
    ['company', "llpStatus == 'Inactive'", 'llpStatus', "'Struck Off'"],
    ['company', "companyType == 'Society'", 'companyType', "'LLP'"],
    ['company', "classOfCompany IN ['Public', 'Govt']", 'classOfCompany', "'Government Company'"],
    ['gst', "Status == 'Actve'", "did you mean 'Active'", "'Cancelled'"],
  ] as const)('%s: %s is refused with the values that exist, never a silent empty page', async (type, query, names, lists) => {
    const res = await search(type, query)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('UNKNOWN_VALUE')
    expect(res.body.detail).toContain(names)
    expect(res.body.detail).toContain(lists)
  })
})

describe('the fields the docs name that firmbase lacked', () => {
  it('every company has subscribed capital between paid-up and authorised, a registration number from its CIN (none for an LLP) and an origin', () => {
    let partlyPaid = 0
    for (const c of companies) {
      expect(c.subscribedCapital).toBeGreaterThanOrEqual(c.paidUpCapital)
      expect(c.subscribedCapital).toBeLessThanOrEqual(c.authorisedCapital)
      if (c.subscribedCapital > c.paidUpCapital) partlyPaid++
      expect(c.registrationNumber).toBe(c.companyType === 'LLP' ? null : c.CIN.slice(-6))
      expect(c.companyOrigin).toBe('Domestic')
    }
    // About one company in ten has partly-paid shares; LLPs never do.
    expect(partlyPaid / companies.length).toBeGreaterThan(0.03)
    expect(partlyPaid / companies.length).toBeLessThan(0.15)
  })

  it('details answer them', async () => {
    const c = companies.find((x) => x.companyType === 'Company')!
    const res = await t.json(`/api/company/details?cin=${c.CIN}`, { token: u.alice.token })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ subscribedCapital: c.subscribedCapital, registrationNumber: c.CIN.slice(-6), companyOrigin: 'Domestic' })
  })
})

describe('paths and answers as the docs show them', () => {
  it('POST /api/auth/api-key/login answers the guide’s shape with expires_in', async () => {
    const res = await t.json('/api/auth/api-key/login', { method: 'POST', json: { api_key: u.bob.apiKey } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Login successful', user: { name: 'Bob' }, token: { token_type: 'bearer', expires_in: 3600 } })
  })

  it.each(['/api/auth/refresh', '/api/auth/refresh-token'])('POST %s answers both documented shapes, and the new token works', async (path) => {
    const res = await t.json(path, { method: 'POST', json: { refresh_token: u.bob.refresh } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, token: { token_type: 'bearer', expires_in: 3600 } })
    expect(res.body.access_token).toBe(res.body.token.access_token)
    expect(typeof res.body.token.refresh_token).toBe('string')
    const me = await t.json('/api/user/me', { token: res.body.access_token })
    expect(me.status).toBe(200)
    const again = await t.json(path, { method: 'POST', json: { refresh_token: res.body.token.refresh_token } })
    expect(again.status).toBe(200)
  })

  it.each(['/api/user/me', '/api/users/me'])('GET %s answers the profile page’s keys at the top level, and the client’s data', async (path) => {
    const res = await t.json(path, { token: u.alice.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: u.alice.userId, email: 'alice@example.com', name: 'Alice', credits: 1000, subscription: { plan: 'premium', status: 'active' } })
    expect(res.body.data).toMatchObject({ userId: u.alice.userId, credits: 1000 })
  })

  it('GET /api/user/subscription-status: the subscription, every feature true or false, the daily limits (-1 unlimited)', async () => {
    const premium = await t.json('/api/user/subscription-status', { token: u.alice.token })
    expect(premium.status).toBe(200)
    expect(premium.body.subscription).toMatchObject({ plan: 'premium', status: 'active' })
    expect(premium.body.features).toEqual({ Recent_COMP: true, Recent_DIR: true, Recent_GST: true, API_ACCESS: true })
    expect(premium.body.limits).toMatchObject({ daily_details: 1000, daily_searches: -1 })
    const free = await t.json('/api/user/subscription-status', { token: u.bob.token })
    expect(free.body.features).toEqual({ Recent_COMP: false, Recent_DIR: false, Recent_GST: false, API_ACCESS: false })
    expect(free.body.limits).toMatchObject({ daily_details: 100, daily_searches: 100 })
  })

  it('POST /api/watchlist/{id}/entities {action, items} → {message, count}', async () => {
    const [a, b] = companies.slice(0, 2).map((c) => c.CIN)
    const made = await t.json('/api/watchlist', { method: 'POST', json: { name: 'Docs', watchlist_type: 'company' }, token: u.alice.token })
    const url = `/api/watchlist/${made.body.data.id}/entities`
    const add = await t.json(url, { method: 'POST', json: { action: 'add', items: [a, b] }, token: u.alice.token })
    expect(add.status).toBe(200)
    expect(add.body).toEqual({ message: '2 item(s) added successfully', count: 2 })
    const remove = await t.json(url, { method: 'POST', json: { action: 'remove', items: [a.toLowerCase()] }, token: u.alice.token })
    expect(remove.body).toEqual({ message: '1 item(s) removed successfully', count: 1 })
    expect((await t.json(url, { method: 'POST', json: { action: 'remove', items: [a] }, token: u.alice.token })).status).toBe(404)
    const bad = await t.json(url, { method: 'POST', json: { action: 'toggle', items: [a] }, token: u.alice.token })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toContain('action')
    // Nothing was added by the refused request; the list's members are read back.
    expect((await t.json(`/api/watchlist/${made.body.data.id}`, { token: u.alice.token })).body.data.items.map((i: { identifier: string }) => i.identifier)).toEqual([b])
  })
})

scenarios(app, [
  { name: 'login without an API key: the docs’ 400', method: 'POST', url: '/api/auth/login', json: {}, status: 400, expect: { code: 'BAD_REQUEST' } },
  { name: 'login with a number for the key: 400 as well', method: 'POST', url: '/api/auth/api-key/login', json: { api_key: 5 }, status: 400, expect: { code: 'BAD_REQUEST' } },
  {
    name: 'HSN lookup at the docs’ path',
    url: '/api/reference/hsn-codes?code=8517',
    as: 'bob',
    status: 200,
    after: (_, res) => expect(res.body.data.map((h: { code: string }) => h.code)).toContain('8517'),
  },
  {
    name: 'SAC lookup at the docs’ path',
    url: '/api/reference/sac-codes?search=information%20technology',
    as: 'bob',
    status: 200,
    after: (_, res) => expect(res.body.data.map((c: { code: string }) => c.code)).toContain('998313'),
  },
  {
    name: 'GET /api/orders/normal is 405, not an order called "normal"',
    url: '/api/orders/normal',
    as: 'bob',
    status: 405,
    expectHeaders: { allow: 'POST' },
    expect: { code: 'METHOD_NOT_ALLOWED' },
  },
  {
    name: 'OPTIONS /api/orders/normal offers what the path takes (POST), not GET',
    method: 'OPTIONS',
    url: '/api/orders/normal',
    status: 204,
    expectHeaders: { allow: 'POST, OPTIONS' },
    empty: true,
  },
])
