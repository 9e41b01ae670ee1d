// Response shapes for the OpenAPI document (JSON Schema 2020-12, as OpenAPI 3.1 uses). Request
// bodies are not written here: they are generated from the valibot schemas that validate them.
import { COMPANY_FIELDS } from '../entities/company.ts'
import type { Field } from '../entities/field.ts'
import { GST_FIELDS } from '../entities/gst.ts'

export type Schema = Record<string, unknown>

export const str: Schema = { type: 'string' }
export const int: Schema = { type: 'integer' }
export const num: Schema = { type: 'number' }
export const bool: Schema = { type: 'boolean' }
export const date: Schema = { type: 'string', format: 'date' }
export const time: Schema = { type: 'string', format: 'date-time' }
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
export const arr = (items: Schema): Schema => ({ type: 'array', items })
export const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] })
export const strs = arr(str)
/** An object whose listed properties are all present (the service always sends every key). */
export const obj = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
})
const page = { total: int, page: int, limit: int, pages: int }

/** A record's schema from its entity declaration (src/entities/): every key, its type, value set and pattern. */
function recordSchema(fields: readonly Field[]): Schema {
  const schemaOf = (f: Field): Schema => {
    if (f.show === 'number') return int
    if (f.show === 'list' || f.type === 'array') return strs
    if (f.type === 'number') return int
    const base: Schema = f.type === 'date' ? date : f.values ? { type: 'string', enum: [...f.values] } : { ...str, ...(f.pattern ? { pattern: f.pattern } : {}) }
    return { ...base, description: f.label }
  }
  return obj(Object.fromEntries(fields.flatMap((f) => [f.key, ...(f.alsoKeys ?? [])].map((key) => [key, f.nullable ? nullable(schemaOf(f)) : schemaOf(f)]))))
}

export const SCHEMAS: Record<string, Schema> = {
  Error: obj(
    {
      detail: str,
      code: str,
      errors: arr(obj({ field: str, message: str })),
      position: obj({ offset: int, line: int, column: int }),
      feature: str,
    },
    ['errors', 'position', 'feature'],
  ),
  RateLimit: obj({ remaining: int, limit: int, reset: time }),
  Company: recordSchema(COMPANY_FIELDS),
  CompanySummary: obj({ CIN: str, companyName: str, companyType: str, classOfCompany: nullable(str), llpStatus: str, State: str, City: str, NICCode: int, paidUpCapital: num }, [
    'paidUpCapital',
  ]),
  Gst: recordSchema(GST_FIELDS),
  GstSummary: obj({ GSTIN: str, LegalName: str, TradeName: str, dateOfRegistration: date, state: str, Status: str, TaxpayerType: str, Pincode: str }, ['Pincode']),
  Director: obj({
    DIN: str,
    Name: str,
    firstName: str,
    lastName: str,
    nationality: str,
    dateOfBirth: nullable(date),
    companies: arr(obj({ CIN: str, companyName: str, Designation: str, dateOfAppointment: date, dateOfCessation: nullable(date) })),
  }),
  DirectorResult: obj({ DIN: str, Name: str, directorName: str, Designation: str, CIN: str, companyName: str, dateOfAppointment: date, dateOfCessation: nullable(date) }),
  SearchResults: obj({ results: arr({ anyOf: [ref('CompanySummary'), ref('GstSummary')] }), total: int, page: int, pages: int }),
  FilterResults: obj({ results: arr({}), total_results: int, page: int, limit: int }),
  Screener: obj({ id: str, name: str, type: { enum: ['company', 'gst'] }, query: str, description: nullable(str), created_at: time, updated_at: time, builtin: bool }),
  Watchlist: obj({ id: str, name: str, type: { enum: ['company', 'director', 'gst'] }, count: int, created_at: time }),
  WatchlistItem: obj({ identifier: str, name: str, type: str, added_at: time }),
  WatchlistWithItems: { allOf: [ref('Watchlist'), obj({ items: arr(ref('WatchlistItem')) })] },
  Order: obj(
    {
      _id: str,
      orderName: str,
      paymentOption: str,
      total_amount: num,
      credits_used: int,
      status: { enum: ['pending', 'completed', 'failed'] },
      payment_status: { enum: ['created', 'paid', 'failed'] },
      items_count: int,
      created_at: time,
      updated_at: time,
      payment: obj({ gateway: str, gateway_order_id: str, amount: num, currency: { const: 'INR' }, checkout_url: str }),
      items: arr(obj({ type: { enum: ['company', 'director', 'gst', 'fullcompany'] }, name: str, number: str, price: num })),
    },
    ['payment', 'items'],
  ),
  // Keys whose value is unknown are left out; Phone alone may be null (spec).
  Lead: {
    ...obj(
      {
        Last_Name: str,
        Company: str,
        Email: str,
        Phone: nullable(str),
        Mobile: str,
        Street: str,
        City: str,
        State: str,
        Zip_Code: str,
        Country: str,
        Lead_Source: str,
        CIN: str,
        DIN: str,
        GSTIN: str,
        Date_of_Incorporation: date,
        Company_Type: str,
        Paid_Up_Capital: num,
        Industry: str,
      },
      ['Company', 'Email', 'Phone', 'Mobile', 'Street', 'City', 'State', 'Zip_Code', 'CIN', 'DIN', 'GSTIN', 'Date_of_Incorporation', 'Company_Type', 'Paid_Up_Capital', 'Industry'],
    ),
    additionalProperties: false,
    description: 'CRM lead fields; only those that apply.',
  },
  OrderLeads: obj({
    order_id: str,
    order_name: str,
    payment_status: str,
    status: str,
    leads: arr(obj({ type: str, identifier: str, name: str, lead: ref('Lead'), full_data: ref('FullData') }, ['full_data'])),
    total: int,
  }),
  FullData: obj({
    company: nullable(ref('Company')),
    directors: arr(obj({ DIN: str, name: str, designation: str, dateOfAppointment: date })),
    gst: arr(ref('Gst')),
  }),
  Profile: obj({ userId: str, id: str, name: str, email: str, role: { enum: ['user', 'admin'] }, status: str, plan: str, features: strs, credits: int, created_at: time }),
  Subscription: obj({ plan: str, status: { enum: ['active', 'expired'] }, starts_at: time, expires_at: time, features: strs }),
  Offer: obj({ offer_id: str, offer_name: str, activated_at: time, expires_at: time, features: strs, status: str }),
  Block: obj({ ip: str, reason: nullable(str), source: str, blocked_at: time, expires_at: time }),
  Login: obj({
    success: bool,
    message: str,
    user: obj({ name: str, userId: str }),
    token: obj({ access_token: str, refresh_token: str, token_type: { const: 'bearer' }, expires_in: int }),
  }),
  Success: obj({ success: bool }),
}

/** Inline response shapes used by one or two operations. */
export const R = {
  data: (s: Schema) => obj({ data: s }),
  list: (key: string, item: Schema) => obj({ [key]: arr(item), ...page }),
  dataPage: (item: Schema) => obj({ data: arr(item), ...page }),
  withRate: (s: Schema) => obj({ data: s, rate_limit: ref('RateLimit') }, ['rate_limit']),
  recent: (key: string, item: Schema) => obj({ [key]: arr(item), ...page, from_date: date, to_date: date }),
}
