// CRM leads: an order's leads and single new leads, in the CRM's field names.
import { beforeAll, describe, expect, it } from 'vitest'
import { useApp } from '../_scenario.ts'

const { t, u } = useApp({ config: { serviceName: 'AcmeData' } })
let company: Record<string, any>
let director: { din: string; name: string }
let gst: Record<string, any>
beforeAll(async () => {
  const q = (sql: string) => t.db.sqlite.prepare(sql).get() as any
  // A company with a board and GST registrations under its PAN.
  company = q(
    `SELECT * FROM companies c WHERE email IS NOT NULL AND (SELECT count(*) FROM gst_registrations g WHERE g.pan = c.pan) >= 2 AND (SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin) >= 2 LIMIT 1`,
  )
  director = q('SELECT din, name FROM directors WHERE din IN (SELECT din FROM director_appointments GROUP BY din HAVING count(*) >= 2) LIMIT 1')
  gst = q("SELECT * FROM gst_registrations WHERE trade_name != '' AND cin IS NOT NULL LIMIT 1")
}, 60_000)

const call = (method: string, path: string, json?: unknown, token = u.alice.token) => t.json(path, { method, token, ...(json === undefined ? {} : { json }) })
const order = (items: unknown[]) => call('POST', '/api/orders/normal', { orderName: 'Test order', paymentOption: 'credits', items })
const items = () => [
  { type: 'company', name: 'x', number: company.cin },
  { type: 'fullcompany', name: 'x', number: company.cin.toLowerCase() },
  { type: 'director', name: 'x', number: director.din },
  { type: 'gst', name: 'x', number: gst.gstin, price: 0 },
]

describe('CRM leads', () => {
  it('an order’s leads: company fields, a fullcompany’s full data, the director’s current company, the GST trade name', async () => {
    const created = await order(items())
    const res = await call('GET', `/api/crm/orders/${created.body._id}/leads`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ order_id: created.body._id, order_name: 'Test order', payment_status: 'paid', status: 'completed', total: 4 })
    const [c, full, d, g] = res.body.leads
    expect(c).toMatchObject({ type: 'company', identifier: company.cin, name: company.name })
    expect(c.lead).toEqual({
      Last_Name: company.name,
      Company: company.name,
      Email: company.email,
      Phone: company.phone,
      Mobile: company.phone,
      Street: company.address,
      City: company.city,
      State: company.state,
      Zip_Code: company.pincode,
      Country: 'India',
      Lead_Source: 'AcmeData',
      CIN: company.cin,
      Date_of_Incorporation: company.date_of_incorporation,
      Company_Type: company.class,
      Paid_Up_Capital: company.paid_up_capital,
      Industry: company.nic_description,
    })
    expect(c.full_data).toBeUndefined()
    expect(full.full_data.company).toMatchObject({ CIN: company.cin, companyName: company.name })
    const board = t.db.sqlite.prepare('SELECT din FROM director_appointments WHERE cin = ?').all(company.cin) as { din: string }[]
    expect(full.full_data.directors.map((x: { DIN: string }) => x.DIN).sort()).toEqual(board.map((b) => b.din).sort())
    const pans = t.db.sqlite.prepare('SELECT gstin FROM gst_registrations WHERE pan = ? ORDER BY gstin').all(company.pan) as { gstin: string }[]
    expect(full.full_data.gst.map((x: { GSTIN: string }) => x.GSTIN)).toEqual(pans.map((p) => p.gstin))
    const current = t.db.sqlite
      .prepare(
        'SELECT a.cin, c.name FROM director_appointments a JOIN companies c USING (cin) WHERE a.din = ? ORDER BY a.date_of_cessation IS NOT NULL, a.date_of_appointment DESC LIMIT 1',
      )
      .get(director.din) as { cin: string; name: string }
    expect(d.lead).toEqual({ Last_Name: director.name, Company: current.name, DIN: director.din, CIN: current.cin, Country: 'India', Lead_Source: 'AcmeData' })
    expect(g.lead).toMatchObject({ Last_Name: gst.trade_name, Company: gst.legal_name, GSTIN: gst.gstin, Street: gst.address, Industry: gst.core_business })
  })

  it('newlead: one entity with full data, gated by the feature of its type', async () => {
    const res = await call('POST', '/api/crm/newlead', { entity_type: 'gst', identifier: gst.gstin.toLowerCase() })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, entity_type: 'gst', identifier: gst.gstin, lead: { GSTIN: gst.gstin, Lead_Source: 'AcmeData' } })
    expect(res.body.full_data.company.CIN).toBe(gst.cin)
    const dir = await call('POST', '/api/crm/newlead', { entity_type: 'director', identifier: director.din })
    expect(dir.body.full_data.directors.map((x: { DIN: string }) => x.DIN)).toContain(director.din)
    for (const [entity_type, feature] of [
      ['company', 'Recent_COMP'],
      ['fullcompany', 'Recent_COMP'],
      ['director', 'Recent_DIR'],
      ['gst', 'Recent_GST'],
    ]) {
      const refused = await call(
        'POST',
        '/api/crm/newlead',
        { entity_type, identifier: entity_type === 'director' ? director.din : entity_type === 'gst' ? gst.gstin : company.cin },
        u.bob.token,
      )
      expect(refused.status).toBe(403)
      expect(refused.body.detail).toContain(feature)
    }
    const bad: [unknown, number, string?][] = [
      [{ entity_type: 'person', identifier: company.cin }, 422, 'entity_type'],
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
