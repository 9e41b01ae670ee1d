// A CRM lead (spec "Lead (CRM format)"): registry records in the field names of a CRM's lead object.
// For each field, in the CSV export's order, where each kind of lead takes its value: a column of the
// company, the GST registration or the director (a director's company fields from their latest current
// appointment, `company.<column>`), a value of its own (`value`; `source` is the service's name), or a
// rule the builder names (`kind`: LLP or the company's class; `trade_name|legal_name`: the first one
// given). The lead builder (src/core/registry/leads.ts), the CSV's columns and the OpenAPI `Lead` schema
// are made from this list. Pure data.
import type { FieldType } from './field.ts'

export type LeadSource = 'company' | 'director' | 'gst'

export interface LeadField {
  key: string
  type: Extract<FieldType, 'text' | 'date' | 'number'>
  /** In every lead; the others only where their source has a value. */
  always?: true
  /** Sent as null when unknown (the spec lets Phone be null), not left out. */
  nullable?: true
  /** One value for every lead: `source` stands for the service's name (--service-name). */
  value?: string
  from?: Partial<Record<LeadSource, string>>
}

export const LEAD_FIELDS = [
  { key: 'Last_Name', type: 'text', always: true, from: { company: 'name', director: 'name', gst: 'trade_name|legal_name' } },
  { key: 'Company', type: 'text', from: { company: 'name', director: 'company.name', gst: 'legal_name' } },
  { key: 'Email', type: 'text', from: { company: 'email' } },
  { key: 'Phone', type: 'text', nullable: true, from: { company: 'phone' } },
  { key: 'Mobile', type: 'text', from: { company: 'phone' } },
  { key: 'Street', type: 'text', from: { company: 'address', gst: 'address' } },
  { key: 'City', type: 'text', from: { company: 'city' } },
  { key: 'State', type: 'text', from: { company: 'state', gst: 'state' } },
  { key: 'Zip_Code', type: 'text', from: { company: 'pincode', gst: 'pincode' } },
  { key: 'Country', type: 'text', always: true, value: 'India' },
  { key: 'Lead_Source', type: 'text', always: true, value: 'source' },
  { key: 'CIN', type: 'text', from: { company: 'cin', director: 'company.cin' } },
  { key: 'DIN', type: 'text', from: { director: 'din' } },
  { key: 'GSTIN', type: 'text', from: { gst: 'gstin' } },
  { key: 'Date_of_Incorporation', type: 'date', from: { company: 'date_of_incorporation' } },
  { key: 'Company_Type', type: 'text', from: { company: 'kind' } },
  { key: 'Paid_Up_Capital', type: 'number', from: { company: 'paid_up_capital' } },
  { key: 'Industry', type: 'text', from: { company: 'nic_description', gst: 'core_business' } },
] as const satisfies readonly LeadField[]

export type LeadKey = (typeof LEAD_FIELDS)[number]['key']
