// The filter endpoints (company, GST, director): each answer compared with a plain JavaScript filter
// over the seeded rows; malformed dates and PANs are 422.
import { beforeAll, describe, expect, it } from 'vitest'
import { scenarios, useApp } from '../_scenario.ts'
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

describe('filters', () => {
  it('company-filter: parameters by any case, partial name, date range', async () => {
    const res = await t.json('/api/company/company-filter?State=Goa&limit=100', { token: u.alice.token })
    expect(res.body.total_results).toBe(companies.filter((c) => c.State === 'Goa').length)
    expect(res.body).toMatchObject({ page: 1, limit: 100 })
    expect(res.body.results[0]).not.toHaveProperty('paidUpCapital')
    const name = await t.json('/api/company/company-filter?company=infotech&limit=100', { token: u.alice.token })
    expect(name.body.total_results).toBe(companies.filter((c) => c.companyName.toLowerCase().includes('infotech')).length)
    const range = await t.json('/api/company/company-filter?dateOfIncorporation_start=2020-01-01&dateOfIncorporation_end=2020-12-31&companyType=LLP', { token: u.alice.token })
    expect(range.body.total_results).toBe(companies.filter((c) => c.dateOfIncorporation.startsWith('2020') && c.companyType === 'LLP').length)
    const nic = await t.json('/api/company/company-filter?nicCode=62011&llpStatus=active', { token: u.alice.token })
    expect(nic.body.total_results).toBe(companies.filter((c) => c.NICCode === 62011 && c.llpStatus === 'Active').length)
  })

  // Malformed parameters → 422 naming the parameter; a date not on the calendar is malformed, and FQL rejects it too.
  scenarios(app, [
    {
      name: 'company-filter: a word for a date → 422 naming it',
      url: '/api/company/company-filter?dateOfIncorporation_start=yesterday',
      as: 'alice',
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'dateOfIncorporation_start' }] },
    },
    {
      name: 'company-filter: limit 0 → 422 naming it',
      url: '/api/company/company-filter?limit=0',
      as: 'alice',
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'limit' }] },
    },
    {
      name: 'company-filter: 30 February → 422 naming the parameter',
      url: '/api/company/company-filter?dateOfIncorporation_start=2023-02-30',
      as: 'alice',
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'dateOfIncorporation_start' }] },
    },
    {
      name: 'company-filter: 29 February of a common year → 422 naming the parameter',
      url: '/api/company/company-filter?dateOfIncorporation_end=2023-02-29',
      as: 'alice',
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'dateOfIncorporation_end' }] },
    },
    {
      name: 'company-filter: month 13 → 422 naming the parameter',
      url: '/api/company/company-filter?dateOfIncorporation_start=2023-13-01',
      as: 'alice',
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'dateOfIncorporation_start' }] },
    },
    {
      name: 'FQL rejects the same date (as a query error: 400 INVALID_DATE)',
      method: 'POST',
      url: '/api/screener/search',
      as: 'alice',
      json: { type: 'company', query: "dateOfIncorporation >= '2023-02-30'" },
      status: 400,
      expect: { code: 'INVALID_DATE' },
    },
  ])

  it('company-filter: 29 February of a leap year is a date', async () => {
    // A leap day some company of the dataset was incorporated on: the oracle must count at least one.
    const day = companies.map((c) => c.dateOfIncorporation as string).find((d) => d?.endsWith('-02-29'))
    expect(day, 'a company incorporated on a 29 February').toBeDefined()
    const leap = await t.json(`/api/company/company-filter?dateOfIncorporation_start=${day}&dateOfIncorporation_end=${day}`, { token: u.alice.token })
    expect(leap.status).toBe(200)
    expect(leap.body.total_results).toBe(companies.filter((c) => c.dateOfIncorporation === day).length)
    expect(leap.body.total_results).toBeGreaterThan(0)
  })

  // gst-filter: a malformed PAN → 422 naming PAN.
  scenarios(
    app,
    [
      ['nine characters', 'ABCDE1234'],
      ['a digit for the last letter', 'ABCDE12345'],
      ['a digit first', '1BCDE1234F'],
      ['an unknown holder type (X)', 'ABCXE1234F'],
      ['the serial 0000', 'ABCPE0000F'],
    ].map(([what, pan]) => ({
      name: `gst-filter: a PAN with ${what} (${pan}) → 422 naming PAN`,
      url: `/api/gst/gst-filter?PAN=${pan}`,
      as: 'alice' as const,
      status: 422,
      expect: { code: 'VALIDATION_ERROR', errors: [{ field: 'PAN' }] },
    })),
  )

  it('gst-filter: a well-formed PAN in any case filters', async () => {
    const pan = gst[7].PAN
    const res = await t.json(`/api/gst/gst-filter?pan=${pan.toLowerCase()}`, { token: u.alice.token })
    expect(res.status).toBe(200)
    expect(res.body.total_results).toBeGreaterThan(0)
    expect(res.body.total_results).toBe(gst.filter((x) => x.PAN === pan).length)
  })

  it('gst-filter and director-filter', async () => {
    const g = await t.json('/api/gst/gst-filter?State=Gujarat&Status=Active&TradeName=ent', { token: u.alice.token })
    expect(g.body.total_results).toBe(gst.filter((x) => x.state === 'Gujarat' && x.Status === 'Active' && x.TradeName.toLowerCase().includes('ent')).length)
    const pan = gst[5].PAN
    expect((await t.json(`/api/gst/gst-filter?PAN=${pan}`, { token: u.alice.token })).body.total_results).toBe(gst.filter((x) => x.PAN === pan).length)
    const cin = companies[10].CIN
    const d = await t.json(`/api/company/director-filter?CIN=${cin}`, { token: u.alice.token })
    const expected = t.db.sqlite.prepare('SELECT count(*) n FROM director_appointments WHERE cin = ?').get(cin) as { n: number }
    expect(d.body.total_results).toBe(expected.n)
    expect(d.body.results[0]).toMatchObject({ CIN: cin, DIN: expect.stringMatching(/^\d{8}$/), Name: expect.any(String), directorName: expect.any(String) })
    expect((await t.json(`/api/director/director-filter?cin=${cin}`, { token: u.alice.token })).body.total_results).toBe(expected.n)
  })
})
