// Reference lookups (HSN, NIC, SAC) and the price list.
import { describe, expect, it } from 'vitest'
import { scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const { t, u } = app

const get = (path: string, token = u.bob.token) => t.json(path, { token })

describe('reference lookups', () => {
  it('HSN by code: a prefix, broadest first (chapter, then headings), 10 by default', async () => {
    const res = await get('/api/reference/hsn?code=84')
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toEqual({ code: '84', description: expect.stringMatching(/machinery/i), chapter: 84, section: 'XVI' })
    expect(res.body.data.length).toBe(10)
    for (const h of res.body.data) expect(h.code.startsWith('84')).toBe(true)
    const exact = await get('/api/reference/hsn?code=8471')
    expect(exact.body.data[0]).toMatchObject({ code: '8471', chapter: 84, section: 'XVI' })
    // Written with a dot as on invoices.
    expect((await get('/api/reference/hsn?code=84.71')).body.data[0].code).toBe('8471')
  })

  it('HSN by description words (all must appear, any case); limit is clamped to 50', async () => {
    const res = await get('/api/reference/hsn?search=MACHINERY%20parts&limit=500')
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data.length).toBeLessThanOrEqual(50)
    for (const h of res.body.data) expect(h.description).toMatch(/(?=.*machinery)(?=.*parts)/i)
    const [{ n }] = t.db.sqlite.prepare("SELECT count(*) n FROM ref_hsn WHERE description LIKE '%machinery%' AND description LIKE '%parts%'").all() as { n: number }[]
    expect(res.body.data.length).toBe(Math.min(n, 50))
    // Both together narrow each other; LIKE wildcards in the words are literal.
    expect((await get('/api/reference/hsn?code=01&search=machinery')).body.data).toEqual([])
    const percent = (await get('/api/reference/hsn?search=%25')).body.data
    expect(percent.map((h: { code: string }) => h.code)).toEqual(['5208']) // "…85% or more by weight of cotton"
  })

  it('NIC by section letter, division or sub-class, and by words', async () => {
    const section = await get('/api/reference/nic?code=j')
    expect(section.body.data[0]).toEqual({ code: 'J', description: 'Information and communication', section: 'J', division: null })
    const sub = await get('/api/reference/nic?code=62011')
    expect(sub.body.data).toEqual([{ code: '62011', NICCode: 62011, description: expect.stringMatching(/computer program/i), section: 'J', division: '62' }])
    const words = await get('/api/reference/nic?search=software')
    const software = t.db.sqlite.prepare("SELECT code FROM ref_nic WHERE description LIKE '%software%' ORDER BY length(code), code LIMIT 10").pluck().all()
    expect(software.length).toBeGreaterThan(0)
    expect(words.body.data.map((n: { code: string }) => n.code)).toEqual(software)
    for (const n of words.body.data) expect(n.description).toMatch(/software/i)
  })

  it('SAC by code prefix and by words', async () => {
    const res = await get('/api/reference/sac?code=9983')
    expect(res.body.data[0].code).toBe('9983')
    for (const s of res.body.data) expect(s.code.startsWith('9983')).toBe(true)
    const prefix = t.db.sqlite.prepare("SELECT count(*) FROM ref_sac WHERE code LIKE '9983%'").pluck().get() as number
    expect(res.body.data.length).toBe(Math.min(prefix, 10))
    const consulting = await get('/api/reference/sac?search=consulting&limit=3')
    const [{ n }] = t.db.sqlite.prepare("SELECT count(*) n FROM ref_sac WHERE description LIKE '%consulting%'").all() as { n: number }[]
    expect(n).toBeGreaterThan(3) // so the limit is what stops at 3
    expect(consulting.body.data.length).toBe(3)
    for (const s of consulting.body.data) expect(s.description).toMatch(/consulting/i)
    expect((await get('/api/reference/sac?code=998313')).body.data).toEqual([{ code: '998313', description: expect.stringMatching(/IT\) consulting/) }])
  })

  it('without code or search lists the broadest codes (the docs’ /hsn-codes lists codes)', async () => {
    const res = await get('/api/reference/hsn-codes?limit=3')
    expect(res.status).toBe(200)
    expect(res.body.data.map((r: { code: string }) => r.code)).toEqual(['01', '02', '03'])
  })

  // Malformed codes and limits are 422 naming the field (an empty value is a parameter not given); a token is required.
  scenarios(app, [
    {
      name: 'HSN: an empty code and a blank search are parameters not given → the broadest codes',
      url: '/api/reference/hsn?code=&search=%20&limit=2',
      as: 'bob',
      status: 200,
      expect: { data: [{ code: '01' }, { code: '02' }] },
    },
    { name: 'HSN: a code with a comma → 422 naming code', url: '/api/reference/hsn?code=8%2C5', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'HSN: letters → 422 naming code', url: '/api/reference/hsn?code=abc', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'HSN: nine digits → 422 naming code', url: '/api/reference/hsn?code=123456789', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'SAC: a letter in the code → 422 naming code', url: '/api/reference/sac?code=99A', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'NIC: a section letter that does not exist → 422 naming code', url: '/api/reference/nic?code=Z', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'NIC: six digits → 422 naming code', url: '/api/reference/nic?code=620111', as: 'bob', status: 422, expect: { errors: [{ field: 'code' }] } },
    { name: 'limit 0 → 422 naming limit', url: '/api/reference/hsn?code=84&limit=0', as: 'bob', status: 422, expect: { errors: [{ field: 'limit' }] } },
    { name: 'a limit that is not a number → 422 naming limit', url: '/api/reference/hsn?code=84&limit=x', as: 'bob', status: 422, expect: { errors: [{ field: 'limit' }] } },
    { name: 'a lookup without a token → 401', url: '/api/reference/hsn?code=84', status: 401, expect: { code: 'UNAUTHORIZED' } },
    { name: 'the price list without a token → 401', url: '/api/reference/payment/prices', status: 401, expect: { code: 'UNAUTHORIZED' } },
  ])

  it('the price list: credits per item and the rupee price of the caller’s tier', async () => {
    const free = await get('/api/reference/payment/prices', u.bob.token)
    expect(free.status).toBe(200)
    // The spec's shape: an object keyed by item type.
    expect(free.body).toEqual({
      company: { credits: 1, price_inr: 10 },
      director: { credits: 1, price_inr: 10 },
      gst: { credits: 1, price_inr: 10 },
      fullcompany: { credits: 5, price_inr: 50 },
    })
    const premium = await get('/api/reference/payment/prices', u.alice.token)
    expect(Object.values(premium.body).map((p) => (p as { price_inr: number }).price_inr)).toEqual([8, 8, 8, 40])
  })
})
