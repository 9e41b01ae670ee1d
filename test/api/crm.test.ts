// CRM leads: an order's leads and single new leads, in the CRM's field names.
import { describe, expect, it } from 'vitest'
import { registrySamples, scenarios, useApp } from '../_scenario.ts'

const app = useApp({ config: { serviceName: 'AcmeData' } })
const { t, u } = app
const samples = registrySamples(app)

const call = (method: string, path: string, json?: unknown, token = u.alice.token) => t.json(path, { method, token, ...(json === undefined ? {} : { json }) })
const order = (items: unknown[]) => call('POST', '/api/orders/normal', { orderName: 'Test order', paymentOption: 'credits', items })
const items = () => [
  { type: 'company', name: 'x', number: samples.company.cin },
  { type: 'fullcompany', name: 'x', number: samples.company.cin.toLowerCase() },
  { type: 'director', name: 'x', number: samples.director.din },
  { type: 'gst', name: 'x', number: samples.gst.gstin, price: 0 },
]

describe('CRM leads', () => {
  it('an order’s leads: company fields, a fullcompany’s full data, the director’s current company, the GST trade name', async () => {
    const created = await order(items())
    const res = await call('GET', `/api/crm/orders/${created.body._id}/leads`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ order_id: created.body._id, order_name: 'Test order', payment_status: 'paid', status: 'completed', total: 4 })
    const [c, full, d, g] = res.body.leads
    expect(c).toMatchObject({ type: 'company', identifier: samples.company.cin, name: samples.company.name })
    expect(c.lead).toEqual({
      Last_Name: samples.company.name,
      Company: samples.company.name,
      Email: samples.company.email,
      Phone: samples.company.phone,
      ...(samples.company.phone === null ? {} : { Mobile: samples.company.phone }),
      Street: samples.company.address,
      City: samples.company.city,
      State: samples.company.state,
      Zip_Code: samples.company.pincode,
      Country: 'India',
      Lead_Source: 'AcmeData',
      CIN: samples.company.cin,
      Date_of_Incorporation: samples.company.date_of_incorporation,
      Company_Type: samples.company.class,
      Paid_Up_Capital: samples.company.paid_up_capital,
      Industry: samples.company.nic_description,
    })
    expect(c.full_data).toBeUndefined()
    expect(full.full_data.company).toMatchObject({ CIN: samples.company.cin, companyName: samples.company.name })
    const board = t.db.sqlite.prepare('SELECT din FROM director_appointments WHERE cin = ?').all(samples.company.cin) as { din: string }[]
    expect(full.full_data.directors.map((x: { DIN: string }) => x.DIN).sort()).toEqual(board.map((b) => b.din).sort())
    const pans = t.db.sqlite.prepare('SELECT gstin FROM gst_registrations WHERE pan = ? ORDER BY gstin').all(samples.company.pan) as { gstin: string }[]
    expect(full.full_data.gst.map((x: { GSTIN: string }) => x.GSTIN)).toEqual(pans.map((p) => p.gstin))
    const current = t.db.sqlite
      .prepare(
        'SELECT a.cin, c.name FROM director_appointments a JOIN companies c USING (cin) WHERE a.din = ? ORDER BY a.date_of_cessation IS NOT NULL, a.date_of_appointment DESC LIMIT 1',
      )
      .get(samples.director.din) as { cin: string; name: string }
    expect(d.lead).toEqual({ Last_Name: samples.director.name, Company: current.name, DIN: samples.director.din, CIN: current.cin, Country: 'India', Lead_Source: 'AcmeData' })
    expect(g.lead).toMatchObject({
      Last_Name: samples.gst.trade_name,
      Company: samples.gst.legal_name,
      GSTIN: samples.gst.gstin,
      Street: samples.gst.address,
      Industry: samples.gst.core_business,
    })
  })

  it('newlead: one entity with full data', async () => {
    const res = await call('POST', '/api/crm/newlead', { entity_type: 'gst', identifier: samples.gst.gstin.toLowerCase() })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, entity_type: 'gst', identifier: samples.gst.gstin, lead: { GSTIN: samples.gst.gstin, Lead_Source: 'AcmeData' } })
    expect(res.body.full_data.company.CIN).toBe(samples.gst.cin)
    const dir = await call('POST', '/api/crm/newlead', { entity_type: 'director', identifier: samples.director.din })
    expect(dir.body.full_data.directors.map((x: { DIN: string }) => x.DIN)).toContain(samples.director.din)
  })

  // newlead is gated by the feature of the entity's type; bad input is 422 naming the field, an unknown entity 404.
  const newlead = { method: 'POST', url: '/api/crm/newlead' }
  scenarios(app, [
    {
      name: 'a company lead without Recent_COMP → 403 naming it',
      ...newlead,
      as: 'bob',
      json: () => ({ entity_type: 'company', identifier: samples.company.cin }),
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', detail: expect.stringContaining('Recent_COMP') },
    },
    {
      name: 'a fullcompany lead without Recent_COMP → 403 naming it',
      ...newlead,
      as: 'bob',
      json: () => ({ entity_type: 'fullcompany', identifier: samples.company.cin }),
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', detail: expect.stringContaining('Recent_COMP') },
    },
    {
      name: 'a director lead without Recent_DIR → 403 naming it',
      ...newlead,
      as: 'bob',
      json: () => ({ entity_type: 'director', identifier: samples.director.din }),
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', detail: expect.stringContaining('Recent_DIR') },
    },
    {
      name: 'a GST lead without Recent_GST → 403 naming it',
      ...newlead,
      as: 'bob',
      json: () => ({ entity_type: 'gst', identifier: samples.gst.gstin }),
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', detail: expect.stringContaining('Recent_GST') },
    },
    {
      name: 'an unknown entity type → 422 naming entity_type',
      ...newlead,
      as: 'alice',
      json: () => ({ entity_type: 'person', identifier: samples.company.cin }),
      status: 422,
      expect: { errors: [{ field: 'entity_type' }] },
    },
    { name: 'no identifier → 422 naming identifier', ...newlead, as: 'alice', json: { entity_type: 'company' }, status: 422, expect: { errors: [{ field: 'identifier' }] } },
    {
      name: 'a malformed CIN → 422 naming identifier',
      ...newlead,
      as: 'alice',
      json: { entity_type: 'company', identifier: 'abc' },
      status: 422,
      expect: { errors: [{ field: 'identifier' }] },
    },
    {
      name: 'a company not in the registry → 404',
      ...newlead,
      as: 'alice',
      json: { entity_type: 'company', identifier: 'U99999MH2020PTC999999' },
      status: 404,
      expect: { code: 'NOT_FOUND' },
    },
  ])
})
