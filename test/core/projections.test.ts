// Search and filter results carry a summary of each record that its entity declares (COMPANY_SUMMARY,
// GST_SUMMARY): the summary's keys, their values and their schema in the API document are the full
// record's, so a summary written by hand (a capital typed `number` where the record says `integer`)
// cannot drift from the declaration.
import { describe, expect, it } from 'vitest'
import { companyRecord, companySummary, gstRecord, gstSummary } from '../../src/core/registry/records.ts'
import { COMPANY_SUMMARY } from '../../src/entities/company.ts'
import { GST_SUMMARY } from '../../src/entities/gst.ts'
import { SCHEMAS } from '../../src/http/openapi-schemas.ts'
import { seededDb } from '../_setup.ts'

type Props = { properties: Record<string, unknown>; required?: string[] }

describe('record summaries', () => {
  it('are the declared keys of the full record, in their order, with its values', async () => {
    const db = await seededDb()
    const company = db.sqlite.prepare('SELECT * FROM companies LIMIT 1').get() as never
    const gst = db.sqlite.prepare('SELECT * FROM gst_registrations LIMIT 1').get() as never
    const full = companyRecord(company) as Record<string, unknown>
    expect(Object.keys(companySummary(company, true))).toEqual([...COMPANY_SUMMARY])
    expect(companySummary(company, true)).toEqual(Object.fromEntries(COMPANY_SUMMARY.map((k) => [k, full[k]])))
    expect(Object.keys(companySummary(company, false))).toEqual(COMPANY_SUMMARY.filter((k) => k !== 'paidUpCapital'))
    const fullGst = gstRecord(gst) as Record<string, unknown>
    expect(gstSummary(gst)).toEqual(Object.fromEntries(GST_SUMMARY.map((k) => [k, fullGst[k]])))
    db.close()
  })

  it("have the full record's schema for each key in the API document", () => {
    for (const [summary, record, keys] of [
      ['CompanySummary', 'Company', COMPANY_SUMMARY],
      ['GstSummary', 'Gst', GST_SUMMARY],
    ] as const) {
      const s = SCHEMAS[summary] as Props
      const r = SCHEMAS[record] as Props
      expect(Object.keys(s.properties)).toEqual([...keys])
      for (const key of keys) expect(s.properties[key], `${summary}.${key}`).toEqual(r.properties[key])
    }
  })
})
