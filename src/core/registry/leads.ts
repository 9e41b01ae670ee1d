// CRM leads (spec "Lead (CRM format)", contract §9): registry records in the field names of a CRM's
// lead object, with the service's name as Lead_Source. `full_data` bundles a company with its
// board and the GST registrations that share its PAN. The registry part (buildLead, leadsOf) runs on a
// reader thread (src/core/registry/readers/ops.ts); the order and its items, user data, are read here.
import type { Db } from '../../db/open.ts'
import { appointmentsOfDirector, boardOf, companyByCin, directorByDin, gstByGstin, registrationsOfPan } from '../../db/registry.ts'
import type { Company, Director, GstRegistration, Order } from '../../db/types.ts'
import { LEAD_FIELDS, type LeadField, type LeadKey, type LeadSource } from '../../entities/lead.ts'
import { AppError } from '../../errors.ts'
import type { EntityType } from './identifiers.ts'
import { laneOfLookups } from './readers/lanes.ts'
import type { Reads } from './readers/reads.ts'
import { companyRecord, gstRecord } from './records.ts'

export const LEAD_TYPES = ['company', 'fullcompany', 'director', 'gst'] as const
export type LeadType = (typeof LEAD_TYPES)[number]
/** The subscription feature each lead type needs on /api/crm/newlead (spec). */
export const LEAD_FEATURE: Record<LeadType, string> = { company: 'Recent_COMP', fullcompany: 'Recent_COMP', director: 'Recent_DIR', gst: 'Recent_GST' }

type Lead = Record<string, string | number | null>

/** The lead without the keys whose value is unknown; Phone stays (the spec lets it be null). */
const known = (lead: Record<string, string | number | null | undefined>): Lead =>
  Object.fromEntries(Object.entries(lead).filter(([k, v]) => v !== undefined && (v !== null || k === 'Phone'))) as Lead

const company = companyByCin
const gst = gstByGstin
const director = directorByDin

/**
 * A lead from its declaration (src/entities/lead.ts): each field the entity has a source for, read by
 * `read` (a column, `company.<column>`, or one of the declared rules), unknown ones left out.
 */
function leadOf(kind: LeadSource, read: (source: string) => string | number | null | undefined, source: string): Lead {
  const lead: Record<string, string | number | null | undefined> = {}
  for (const f of LEAD_FIELDS as readonly LeadField[]) {
    if (f.value !== undefined) lead[f.key] = f.value === 'source' ? source : f.value
    else if (f.from?.[kind]) {
      // `a|b`: the first one given, else the first as it is (null, '' or unknown).
      const values = f.from[kind].split('|').map(read)
      lead[f.key] = values.find((v) => v !== undefined && v !== null && v !== '') ?? values[0]
    }
  }
  return known(lead)
}

function companyLead(c: Company, source: string): Lead {
  return leadOf('company', (col) => (col === 'kind' ? (c.company_type === 'LLP' ? 'LLP' : c.class) : (c as Record<string, string | number | null>)[col]), source)
}

/** A director's company for a lead: the latest current appointment, else the latest one. */
function leadAppointment(db: Db, din: string) {
  const appointments = appointmentsOfDirector(db, din) // newest first
  return appointments.find((a) => a.date_of_cessation === null) ?? appointments[0]
}

function directorLead(db: Db, d: Director, source: string): Lead {
  const at = leadAppointment(db, d.din)
  const company: Record<string, string | undefined> = { name: at?.company_name, cin: at?.cin }
  return leadOf('director', (col) => (col.startsWith('company.') ? company[col.slice(8)] : (d as Record<string, string | null>)[col]), source)
}

function gstLead(g: GstRegistration, source: string): Lead {
  return leadOf('gst', (col) => (g as Record<string, string | number | null>)[col], source)
}

/** The company, its board and the GST registrations sharing its PAN. */
function fullData(db: Db, c: Company) {
  const board = boardOf(db, c.cin)
  const registrations = registrationsOfPan(db, c.pan)
  return {
    company: companyRecord(c),
    directors: board.map((b) => ({ DIN: b.din, name: b.name, designation: b.designation, dateOfAppointment: b.date_of_appointment })),
    gst: registrations.map(gstRecord),
  }
}

/** For a director or a GST registration, the company behind it (when there is one). */
function companyBehind(db: Db, type: EntityType, identifier: string): Company | undefined {
  if (type === 'company') return company(db, identifier)
  if (type === 'gst') {
    const g = gst(db, identifier)
    return g?.cin ? company(db, g.cin) : undefined
  }
  const at = leadAppointment(db, identifier)
  return at ? company(db, at.cin) : undefined
}

export interface BuiltLead {
  name: string
  lead: Lead
  full_data?: ReturnType<typeof fullData> | { company: null; directors: []; gst: ReturnType<typeof gstRecord>[] }
}

/** The lead for one entity, or undefined when the registry no longer has it. */
export function buildLead(db: Db, type: LeadType, identifier: string, source: string, withFullData: boolean): BuiltLead | undefined {
  const base: EntityType = type === 'fullcompany' ? 'company' : type
  let built: BuiltLead | undefined
  if (base === 'company') {
    const c = company(db, identifier)
    built = c && { name: c.name, lead: companyLead(c, source) }
  } else if (base === 'director') {
    const d = director(db, identifier)
    built = d && { name: d.name, lead: directorLead(db, d, source) }
  } else {
    const g = gst(db, identifier)
    built = g && { name: g.trade_name || g.legal_name, lead: gstLead(g, source) }
  }
  if (!built || !withFullData) return built
  const c = companyBehind(db, base, identifier)
  if (c) return { ...built, full_data: fullData(db, c) }
  // A stand-alone GST registration: no company; its PAN's registrations.
  const g = gst(db, identifier)
  return { ...built, full_data: { company: null, directors: [], gst: g ? registrationsOfPan(db, g.pan).map(gstRecord) : [] } }
}

/** What a lead is built from: an order item's type, identifier and the name the order recorded. */
export interface LeadItem {
  type: LeadType
  number: string
  name: string
}

/** The leads of these items, from the registry: one per item; fullcompany items carry full_data. */
export function leadsOf(db: Db, items: readonly LeadItem[], source: string) {
  return items.map((item) => {
    const type = item.type
    const built = buildLead(db, type, item.number, source, type === 'fullcompany')
    // An entity gone from the registry since (a reseed): the lead keeps what the order recorded.
    const lead = built ?? { name: item.name, lead: { Last_Name: item.name, Company: item.name, [identifierField(type)]: item.number, Country: 'India', Lead_Source: source } }
    return { type, identifier: item.number, ...lead }
  })
}

/** Leads of a paid order: the order's items read here, their registry records on a reader. */
export async function orderLeads(db: Db, reads: Reads, order: Order, source: string) {
  if (order.payment_status !== 'paid') throw new AppError('ORDER_NOT_PAID', `Order ${order.id} is ${order.status} (payment ${order.payment_status}); leads come with paid orders.`)
  const rows = db.all(db.kysely.selectFrom('order_items').select(['type', 'number', 'name']).where('order_id', '=', order.id).orderBy('position'))
  const items = rows.map((r): LeadItem => ({ type: r.type as LeadType, number: r.number, name: r.name }))
  const leads = await reads.run('leads', { items, source }, laneOfLookups(items.length))
  return { order_id: order.id, order_name: order.order_name, payment_status: order.payment_status, status: order.status, leads, total: leads.length }
}

export type OrderLeads = Awaited<ReturnType<typeof orderLeads>>

const identifierField = (type: LeadType) => (type === 'director' ? 'DIN' : type === 'gst' ? 'GSTIN' : 'CIN')

/** The columns of an order's CSV export: the item, then every lead field (src/entities/lead.ts). */
export const LEAD_COLUMNS: readonly LeadKey[] = LEAD_FIELDS.map((f) => f.key)
const CSV_COLUMNS = ['type', 'identifier', 'name', ...LEAD_COLUMNS]

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break, or a semicolon (the
 * separator spreadsheets use in locales with a decimal comma); a leading =+-@ is defused for spreadsheets.
 */
export function csvField(value: unknown): string {
  if (value === undefined || value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A paid order's leads as CSV: a header row, then one row per item (CRLF line ends). */
export function orderLeadsCsv(leads: OrderLeads): string {
  const rows = leads.leads.map((l) => [l.type, l.identifier, l.name, ...LEAD_COLUMNS.map((c) => (l.lead as Lead)[c])].map(csvField).join(','))
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}
