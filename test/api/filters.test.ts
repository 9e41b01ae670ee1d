// The filter endpoints (company, GST, director): each answer compared with a plain JavaScript filter
// over the seeded rows; malformed dates and PANs are 422.
import { beforeAll, describe, expect, it } from 'vitest'
import { useApp } from '../_scenario.ts'
import { companyRecord, gstRecord } from '../../src/core/registry/records.ts'
import type { Company, GstRegistration } from '../../src/db/types.ts'

const { t, u } = useApp()
let companies: ReturnType<typeof companyRecord>[]
let gst: ReturnType<typeof gstRecord>[]
beforeAll(async () => {
  companies = (t.db.sqlite.prepare('SELECT * FROM companies').all() as Company[]).map(companyRecord)
  gst = (t.db.sqlite.prepare('SELECT * FROM gst_registrations').all() as GstRegistration[]).map(gstRecord)
}, 60_000)

const search = (json: unknown) => t.json('/api/screener/search', { method: 'POST', json, token: u.alice.token })

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
    expect((await t.json('/api/company/company-filter?dateOfIncorporation_start=yesterday', { token: u.alice.token })).status).toBe(422)
    expect((await t.json('/api/company/company-filter?limit=0', { token: u.alice.token })).status).toBe(422)
  })

  it('company-filter: a date that is not on the calendar → 422 naming the parameter; FQL rejects it too', async () => {
    for (const [param, value] of [
      ['dateOfIncorporation_start', '2023-02-30'],
      ['dateOfIncorporation_end', '2023-02-29'],
      ['dateOfIncorporation_start', '2023-13-01'],
    ]) {
      const res = await t.json(`/api/company/company-filter?${param}=${value}`, { token: u.alice.token })
      expect(res.status, `${param}=${value}`).toBe(422)
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: param }] })
    }
    // FQL rejects the same date (as a query error: 400 INVALID_DATE, with its position).
    const fql = await search({ type: 'company', query: "dateOfIncorporation >= '2023-02-30'" })
    expect(fql.body).toMatchObject({ code: 'INVALID_DATE' })
    const leap = await t.json('/api/company/company-filter?dateOfIncorporation_start=2024-02-29&dateOfIncorporation_end=2024-02-29', { token: u.alice.token })
    expect(leap.status).toBe(200)
    expect(leap.body.total_results).toBe(companies.filter((c) => c.dateOfIncorporation === '2024-02-29').length)
  })

  it('gst-filter: a malformed PAN → 422 naming PAN; a well-formed one in any case filters', async () => {
    for (const bad of ['ABCDE1234', 'ABCDE12345', '1BCDE1234F', 'ABCXE1234F', 'ABCPE0000F']) {
      const res = await t.json(`/api/gst/gst-filter?PAN=${bad}`, { token: u.alice.token })
      expect(res.status, bad).toBe(422)
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'PAN' }] })
    }
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
