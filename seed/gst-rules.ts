// What a GST registration declares and when it was made, by the GST Acts' rules: goods (HSN) and
// services (SAC) of the registrant's own industry, business activities, the taxpayer type's limits,
// and dates that peak at the July 2017 migration.
import { ACTIVITIES, DIVISIONS, makerHsn, SAC_BY_CODE, tradeHsn } from './reference/industries.ts'
import { GST_STATUSES_CLOSED, GST_STATUSES_OPEN } from './reference/values.ts'
import type { Rng } from './rng.ts'
import { DAY, GST_START } from './generate.ts'
import { keyHash } from './rng.ts'

/** GST TDS (section 51) applies from 1 October 2018: Tax Deductors register from then. */
export const TDS_START = Date.UTC(2018, 9, 1)
/** Casual and non-resident registrations are valid for 90 days (extendable by 90). */
export const SHORT_LIVED_DAYS = 180
const SHORT_LIVED = SHORT_LIVED_DAYS * DAY

/** A JSON array of codes and labels that need no escaping (digits, letters, spaces, slashes). */
export const jsonList = (items: readonly string[]) => (items.length === 0 ? '[]' : `["${items.join('","')}"]`)

/** Up to `count` distinct picks from `items`. */
const distinct = (r: Rng, items: readonly string[], count: number) => {
  const picked: string[] = []
  for (let k = 0; k < count; k++) {
    const item = r.pick(items)
    if (!picked.includes(item)) picked.push(item)
  }
  return picked
}

/** Goods, services and activities a registrant of that NIC code declares; no exports under Composition. */
/** Statutory audit: only chartered accountants (a proprietor), their firms and LLPs may offer it, never a company. */
const AUDIT_SAC = '998221'
const AUDITORS = new Set(['Proprietorship', 'Partnership', 'Limited Liability Partnership'])

export function declarations(r: Rng, nic: string, composition: boolean, constitution: string) {
  const division = { ...DIVISIONS[nic.slice(0, 2)], sac: SAC_BY_CODE[nic] ?? DIVISIONS[nic.slice(0, 2)].sac }
  const profile = AUDITORS.has(constitution) || !division.sac.includes(AUDIT_SAC) ? division : { ...division, sac: division.sac.filter((c) => c !== AUDIT_SAC) }
  const goods =
    profile.activity === 'trade' || profile.activity === 'retail'
      ? tradeHsn(nic).length > 0
        ? tradeHsn(nic)
        : profile.hsn
      : profile.activity === 'factory'
        ? (makerHsn(nic) ?? profile.hsn)
        : profile.hsn
  const hsn = goods.length === 0 ? [] : distinct(r, goods, r.int(1, 4))
  // Manufacturers also do job work now and then; traders take commissions; service providers list their services.
  const services =
    profile.sac.length === 0
      ? []
      : profile.activity === 'factory' || profile.activity === 'trade'
        ? r.chance(0.15)
          ? distinct(r, profile.sac, 1)
          : []
        : distinct(r, profile.sac, r.int(1, 3))
  let activities = distinct(r, ACTIVITIES[profile.activity], r.int(1, 3))
  if (composition) activities = activities.filter((a) => a !== 'Export')
  if (activities.length === 0) activities = [ACTIVITIES[profile.activity][0]]
  return { hsn: jsonList(hsn), sac: jsonList(services), activities: jsonList(activities), lists: { hsn, services, activities } }
}

/**
 * Registration day. Everyone in business on 1 July 2017 migrated that day, most of them (the portal's
 * enrolment of existing taxpayers), the rest over the next months; later entities register within a
 * few months of starting. null: not registered yet on as-of.
 */
export function registrationDay(r: Rng, from: number, asOf: number): number | null {
  if (from < GST_START) {
    const roll = r.next()
    if (roll < 0.75) return GST_START
    if (roll < 0.9) return GST_START + r.int(1, 180) * DAY
    return GST_START + Math.floor(r.next() * ((asOf - GST_START) / DAY)) * DAY
  }
  // A few registrations in the last 30 days, so the "recent" window is never empty.
  if (from < asOf - 30 * DAY && r.chance(0.012)) return asOf - r.int(0, 29) * DAY
  const day = r.chance(0.8) ? from + r.int(7, 120) * DAY : from + Math.floor(r.next() * Math.max(1, (asOf - from) / DAY)) * DAY
  return day <= asOf ? day : null
}

/** Status: cancelled with the entity; casual and non-resident registrations lapse after their term. */
export function registrationStatus(r: Rng, closed: boolean, type: string, registered: number, asOf: number): string {
  if ((type === 'Casual Taxable Person' || type === 'Non Resident Taxable Person') && registered < asOf - SHORT_LIVED) return 'Cancelled'
  return r.weighted(closed ? GST_STATUSES_CLOSED : GST_STATUSES_OPEN)
}

/** NIC sections whose small businesses may opt for Composition (section 10: goods, restaurants; not ice cream or tobacco). */
export const compositionAllowed = (nic: string) => {
  const division = Number(nic.slice(0, 2))
  if (nic === '10504' || division === 12) return false
  return (division >= 10 && division <= 33) || (division >= 45 && division <= 47) || division === 56
}

/**
 * The GST portal's aggregate-turnover slabs, as the rupees each starts at: up to ₹40 lakh, ₹40 lakh
 * to 1.5 crore, 1.5–5 crore, 5–25 crore, 25–100 crore, 100–500 crore, 500 crore and above.
 */
export { TURNOVER_SLABS } from '../src/entities/gst.ts'
import { TURNOVER_SLABS } from '../src/entities/gst.ts'

/** 0 or 1 from a key, without drawing from a stream (the same key always gives the same answer). */
const coin = (key: string) => keyHash(key) % 2

/**
 * A company's slab from its size: paid-up capital in steps of ten (two neighbouring slabs each),
 * one up when listed. ₹10 lakh capital or less stays within ₹1.5 crore, the Composition limit.
 */
export function turnoverSlab(paidUp: number, listed: boolean, key: string): number {
  const step = paidUp <= 1e6 ? 0 : paidUp <= 1e7 ? 1 : paidUp <= 1e8 ? 2 : paidUp <= 1e9 ? 3 : 4
  return Math.min(step + coin(key) + (listed ? 1 : 0), TURNOVER_SLABS.length - 1)
}

/** A stand-alone registrant's turnover in rupees; none for a Tax Deductor (it declares no supplies). */
export function standaloneTurnover(type: string, constitution: string, gstin: string): number | null {
  if (type === 'Tax Deductor') return null
  const slab = constitution === 'Partnership' || type === 'Non Resident Taxable Person' ? coin(gstin) + (type === 'Composition' ? 0 : 1) : coin(gstin)
  return TURNOVER_SLABS[slab]
}
