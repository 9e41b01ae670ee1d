// CRM leads: an order's leads and single new leads, in the CRM's field names.
import { describe, expect, it } from 'vitest'
import { registrySamples, useApp } from '../_scenario.ts'

const { t, u } = useApp({ config: { serviceName: 'AcmeData' } })
const samples = registrySamples({ t, u })

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

  it('newlead: one entity with full data, gated by the feature of its type', async () => {
    const res = await call('POST', '/api/crm/newlead', { entity_type: 'gst', identifier: samples.gst.gstin.toLowerCase() })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, entity_type: 'gst', identifier: samples.gst.gstin, lead: { GSTIN: samples.gst.gstin, Lead_Source: 'AcmeData' } })
    expect(res.body.full_data.company.CIN).toBe(samples.gst.cin)
    const dir = await call('POST', '/api/crm/newlead', { entity_type: 'director', identifier: samples.director.din })
    expect(dir.body.full_data.directors.map((x: { DIN: string }) => x.DIN)).toContain(samples.director.din)
    for (const [entity_type, feature] of [
      ['company', 'Recent_COMP'],
      ['fullcompany', 'Recent_COMP'],
      ['director', 'Recent_DIR'],
      ['gst', 'Recent_GST'],
    ]) {
      const refused = await call(
        'POST',
        '/api/crm/newlead',
        { entity_type, identifier: entity_type === 'director' ? samples.director.din : entity_type === 'gst' ? samples.gst.gstin : samples.company.cin },
        u.bob.token,
      )
      expect(refused.status).toBe(403)
      expect(refused.body.detail).toContain(feature)
    }
    const bad: [unknown, number, string?][] = [
      [{ entity_type: 'person', identifier: samples.company.cin }, 422, 'entity_type'],
      [{ entity_type: 'company' }, 422, 'identifier'],
      [{ entity_type: 'company', identifier: 'abc' }, 422, 'identifier'],
      [{ entity_type: 'company', identifier: 'U99999MH2020PTC999999' }, 404],
    ]
    for (const [body, status, field] of bad) {
      const r = await call('POST', '/api/crm/newlead', body)
      expect(r.status, JSON.stringify(body)).toBe(status)
      if (field) expect(r.body.errors[0].field).toBe(field)
    }
  })
})
