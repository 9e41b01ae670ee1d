import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS, orderLeadsCsv } from '../../src/core/registry/leads.ts'

type Leads = Parameters<typeof orderLeadsCsv>[0]
const leadsOf = (lead: Record<string, unknown>, name = 'ACME PRIVATE LIMITED'): Leads =>
  ({
    order_id: 'ord_1',
    order_name: 'x',
    payment_status: 'paid',
    status: 'completed',
    total: 1,
    leads: [{ type: 'company', identifier: 'U12345KA2020PTC123456', name, lead }],
  }) as unknown as Leads

describe('order leads as CSV (the API export and the console download share it)', () => {
  it('writes a header of the item and lead columns, CRLF line ends, empty fields for absent keys', () => {
    const csv = orderLeadsCsv(leadsOf({ Last_Name: 'ACME', Phone: null, City: 'Bengaluru' }))
    const [head, row, end] = csv.split('\r\n')
    expect(head.split(',')).toEqual(['type', 'identifier', 'name', ...LEAD_COLUMNS])
    const cells = row.split(',')
    expect(cells.slice(0, 4)).toEqual(['company', 'U12345KA2020PTC123456', 'ACME PRIVATE LIMITED', 'ACME'])
    expect(cells[3 + LEAD_COLUMNS.indexOf('Phone')]).toBe('')
    expect(cells[3 + LEAD_COLUMNS.indexOf('City')]).toBe('Bengaluru')
    expect(end).toBe('')
  })

  it('quotes a semicolon too: spreadsheets in decimal-comma locales split on it', () => {
    const row = orderLeadsCsv(leadsOf({ Street: 'Plot 4; Sector 62' })).split('\r\n')[1]
    expect(row).toContain('"Plot 4; Sector 62"')
  })

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const row = orderLeadsCsv(leadsOf({ Street: '12, M.G. Road', Company: 'The "Best"\nCo' })).split('\r\n')[1]
    expect(row).toContain('"12, M.G. Road"')
    expect(row).toContain('"The ""Best""\nCo"')
  })

  it('defuses values a spreadsheet would run as a formula (=, +, -, @)', () => {
    for (const bad of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)']) {
      const row = orderLeadsCsv(leadsOf({ Company: bad }, bad)).split('\r\n')[1]
      expect(row).not.toMatch(/(^|,)"?[=+\-@]/)
      expect(row).toContain(`'${bad.slice(0, 5)}`)
    }
  })
})
