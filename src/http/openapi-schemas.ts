// Response shapes for the OpenAPI document (JSON Schema 2020-12, as OpenAPI 3.1 uses). Request
// bodies are not written here: they are generated from the valibot schemas that validate them.
import { BLOCKED_IP_FIELDS } from '../entities/blocked-ip.ts'
import { HTTP_ERROR_CODES } from '../errors.ts'
import { COMPANY_FIELDS, COMPANY_SUMMARY } from '../entities/company.ts'
import type { Field } from '../entities/field.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_APPOINTMENT_KEYS, DIRECTOR_FIELDS, DIRECTOR_RESULT_KEYS } from '../entities/director.ts'
import { LEAD_FIELDS, type LeadField } from '../entities/lead.ts'
import { GST_FIELDS, GST_SUMMARY } from '../entities/gst.ts'
import { ORDER_FIELDS, ORDER_ITEM_FIELDS } from '../entities/order.ts'
import { SCREENER_FIELDS } from '../entities/screener.ts'
import { OFFER_FIELDS, SUBSCRIPTION_FIELDS, SUBSCRIPTION_STATUSES } from '../entities/subscription.ts'
import { USER_FIELDS } from '../entities/user.ts'
import { WATCHLIST_FIELDS, WATCHLIST_ITEM_FIELDS } from '../entities/watchlist.ts'

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

/**
 * A record's schema from its entity declaration (src/entities/): every key, its type, value set and
 * pattern (fields with no key are not in records). `computed`: the keys the mapping code adds, which
 * no column holds, written by hand; `optional` among them are sent only sometimes.
 */
function recordSchema(fields: readonly Field[], computed: Record<string, Schema> = {}, optional: string[] = []): Schema {
  const schemaOf = (f: Field): Schema => {
    if (f.show === 'number') return int
    if (f.show === 'list' || f.type === 'array') return strs
    if (f.type === 'number') return int
    if (f.type === 'real') return num
    const base: Schema =
      f.type === 'date' ? date : f.type === 'time' ? time : f.values ? { type: 'string', enum: [...f.values] } : { ...str, ...(f.pattern ? { pattern: f.pattern } : {}) }
    return { ...base, description: f.label }
  }
  const declared = fields.flatMap((f) => (f.key === undefined ? [] : [f.key, ...(f.alsoKeys ?? [])].map((key) => [key, f.nullable ? nullable(schemaOf(f)) : schemaOf(f)])))
  return obj({ ...Object.fromEntries(declared), ...computed }, optional)
}

/** The CRM lead's schema from its declaration (src/entities/lead.ts): only the fields every lead has are required. */
function leadSchema(): Schema {
  const types: Record<LeadField['type'], Schema> = { text: str, date, number: num }
  const fields = LEAD_FIELDS as readonly LeadField[]
  return {
    ...obj(
      Object.fromEntries(fields.map((f) => [f.key, f.nullable ? nullable(types[f.type]) : types[f.type]])),
      fields.filter((f) => !f.always).map((f) => f.key),
    ),
    additionalProperties: false,
    description: 'CRM lead fields; only those that apply.',
  }
}

/** An appointment's schema with its company's name after the CIN, as a director's record and the director filter show it. */
function withCompanyName(s: Schema): Schema {
  const { CIN, ...rest } = (s as { properties: Record<string, Schema> }).properties
  return obj({ CIN, companyName: str, ...rest })
}

/** The director filter's result (DIRECTOR_RESULT_KEYS): declared keys typed as declared, the two names as text. */
function directorResultSchema(): Schema {
  const declared = {
    ...(recordSchema(DIRECTOR_FIELDS) as { properties: Record<string, Schema> }).properties,
    ...(recordSchema(APPOINTMENT_FIELDS) as { properties: Record<string, Schema> }).properties,
  }
  return obj(Object.fromEntries(DIRECTOR_RESULT_KEYS.map((k) => [k, declared[k] ?? str])))
}

/** A projection's schema (src/core/records.ts projectionOf): the declared fields of `keys`, in that order, typed as the record's. */
function projectionSchema(fields: readonly Field[], keys: readonly string[], optional: string[] = []): Schema {
  const full = recordSchema(fields) as { properties: Record<string, Schema> }
  return obj(Object.fromEntries(keys.map((k) => [k, full.properties[k]])), optional)
}

export const SCHEMAS: Record<string, Schema> = {
  Error: obj(
    {
      detail: str,
      code: { type: 'string', enum: HTTP_ERROR_CODES, description: 'Machine-readable: one of the codes the server sends' },
      errors: arr(obj({ field: str, message: str })),
      position: obj({ offset: int, line: int, column: int }),
      feature: str,
    },
    ['errors', 'position', 'feature'],
  ),
  RateLimit: obj({ remaining: int, limit: int, reset: time }),
  Company: recordSchema(COMPANY_FIELDS),
  CompanySummary: projectionSchema(COMPANY_FIELDS, COMPANY_SUMMARY, ['paidUpCapital']),
  Gst: recordSchema(GST_FIELDS),
  GstSummary: projectionSchema(GST_FIELDS, GST_SUMMARY, ['Pincode']),
  Director: recordSchema(DIRECTOR_FIELDS, { companies: arr(withCompanyName(projectionSchema(APPOINTMENT_FIELDS, DIRECTOR_APPOINTMENT_KEYS))) }),
  DirectorResult: directorResultSchema(),
  SearchResults: obj({ results: arr({ anyOf: [ref('CompanySummary'), ref('GstSummary')] }), total: int, page: int, pages: int }),
  FilterResults: obj({ results: arr({}), total_results: int, page: int, limit: int }),
  // The account-side records: their declared fields (src/entities/), then the keys the mapping code
  // computes (src/core/**), written here by hand.
  Screener: recordSchema(SCREENER_FIELDS, { builtin: bool }),
  Watchlist: recordSchema(WATCHLIST_FIELDS, { count: int }),
  WatchlistItem: recordSchema(WATCHLIST_ITEM_FIELDS),
  WatchlistWithItems: { allOf: [ref('Watchlist'), obj({ items: arr(ref('WatchlistItem')) })] },
  Order: recordSchema(
    ORDER_FIELDS,
    {
      items_count: int,
      payment: obj({ gateway: str, gateway_order_id: str, amount: num, currency: { const: 'INR' }, checkout_url: str }),
      items: arr(recordSchema(ORDER_ITEM_FIELDS)),
    },
    ['payment', 'items'],
  ),
  // Keys whose value is unknown are left out; Phone alone may be null (spec).
  Lead: leadSchema(),
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
  // The plan and features are the subscriptions', the credits the ledger's (not the user's row).
  Profile: recordSchema(USER_FIELDS, { plan: str, features: strs, credits: int }),
  Subscription: recordSchema(SUBSCRIPTION_FIELDS, { status: { enum: [...SUBSCRIPTION_STATUSES] } }),
  Offer: recordSchema(OFFER_FIELDS, { status: str }),
  Block: recordSchema(BLOCKED_IP_FIELDS),
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
