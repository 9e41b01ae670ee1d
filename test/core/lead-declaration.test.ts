// A CRM lead is its declaration (src/entities/lead.ts): the lead built for each kind of record, the CSV's
// columns and the OpenAPI `Lead` schema all come from it. A field added to one of them by hand — a key in
// the builder, a property in the schema — or a source column renamed, fails here.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildLead, LEAD_COLUMNS } from '../../src/core/registry/leads.ts'
import { COMPANY_FIELDS } from '../../src/entities/company.ts'
import { DIRECTOR_FIELDS } from '../../src/entities/director.ts'
import { GST_FIELDS } from '../../src/entities/gst.ts'
import { LEAD_FIELDS, type LeadField, type LeadSource } from '../../src/entities/lead.ts'
import { SCHEMAS } from '../../src/http/openapi-schemas.ts'
import { seededDb } from '../_setup.ts'

type Db = Awaited<ReturnType<typeof seededDb>>
let db: Db
beforeAll(async () => {
  db = await seededDb()
})
const fields = LEAD_FIELDS as readonly LeadField[]
const row = (sql: string) => db.sqlite.prepare(sql).get() as Record<string, unknown>

describe('the CRM lead declaration', () => {
  it('names only columns the entities declare (or the rules the builder knows)', () => {
    const columns: Record<LeadSource, Set<string>> = {
      company: new Set(COMPANY_FIELDS.map((f) => f.column)),
      gst: new Set(GST_FIELDS.map((f) => f.column)),
      director: new Set(DIRECTOR_FIELDS.map((f) => f.column)),
    }
    for (const f of fields)
      for (const [kind, from] of Object.entries(f.from ?? {}) as [LeadSource, string][])
        for (const part of from.split('|')) {
          if (part === 'kind' || part.startsWith('company.')) continue
          expect(columns[kind].has(part), `${f.key} ← ${kind}.${part}`).toBe(true)
        }
  })

  it('is every lead: each kind has exactly the fields the declaration gives it a value for, and each value is its source column', () => {
    const source = 'FirmBase'
    const company = row("SELECT * FROM companies WHERE company_type = 'Company' AND email IS NOT NULL AND phone IS NOT NULL LIMIT 1")
    const lead = buildLead(db, 'company', company.cin as string, source, false)!.lead
    const forCompany = fields.filter((f) => f.value !== undefined || f.from?.company).map((f) => f.key)
    expect(Object.keys(lead)).toEqual(forCompany)
    expect(lead).toMatchObject({
      Last_Name: company.name,
      Zip_Code: company.pincode,
      Paid_Up_Capital: company.paid_up_capital,
      Company_Type: company.class,
      Lead_Source: source,
      Country: 'India',
    })

    const gst = row("SELECT * FROM gst_registrations WHERE trade_name IS NOT NULL AND trade_name <> '' LIMIT 1")
    const gstLead = buildLead(db, 'gst', gst.gstin as string, source, false)!.lead
    expect(Object.keys(gstLead)).toEqual(fields.filter((f) => f.value !== undefined || f.from?.gst).map((f) => f.key))
    expect(gstLead).toMatchObject({ Last_Name: gst.trade_name, Company: gst.legal_name, GSTIN: gst.gstin, Industry: gst.core_business })

    const director = row('SELECT d.* FROM directors d JOIN director_appointments a USING (din) WHERE a.date_of_cessation IS NULL LIMIT 1')
    const directorLead = buildLead(db, 'director', director.din as string, source, false)!.lead
    expect(Object.keys(directorLead)).toEqual(fields.filter((f) => f.value !== undefined || f.from?.director).map((f) => f.key))
    expect(directorLead).toMatchObject({ Last_Name: director.name, DIN: director.din })
  })

  it('is the CSV export’s columns and the OpenAPI Lead schema, property for property', () => {
    expect(LEAD_COLUMNS).toEqual(fields.map((f) => f.key))
    const schema = SCHEMAS.Lead as { properties: Record<string, unknown>; required: string[] }
    expect(Object.keys(schema.properties)).toEqual(fields.map((f) => f.key))
    expect(schema.required).toEqual(fields.filter((f) => f.always).map((f) => f.key))
    expect(schema.properties.Paid_Up_Capital).toEqual({ type: 'number' })
    expect(schema.properties.Phone).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] })
  })
})
