// The rules a company's fields follow, given its kind, industry and age: status by age, capital by era
// and size, the NIC codes a legal form may carry. companies.ts applies them in order.
import { NIC_CODES, type NicRef } from './reference/nic.ts'
import { DIVISIONS, GOVT_DIVISIONS, NIC_FORMS, NIC_FROM, NPL_DIVISIONS } from './reference/industries.ts'
import { COMPANY_KINDS, type CompanyKind, type Weighted } from './reference/values.ts'
import type { Rng } from './rng.ts'
import { keyHash } from './rng.ts'

const YEAR = 365.2425 * 86_400_000
/** One-person companies exist from the Companies Act 2013's rules of 1 April 2014. */
export const OPC_START = Date.UTC(2014, 3, 1)
/** Minimum paid-up capital: ₹1 lakh private / ₹5 lakh public from the 2000 amendment until the 2015 one. */
const MIN_CAPITAL_FROM = Date.UTC(2000, 11, 13)
const MIN_CAPITAL_UNTIL = Date.UTC(2015, 4, 29)

/** Share of a cohort still active by its age in years (MCA: old cohorts mostly struck off; none closes in its first year). */
const ACTIVE_BY_AGE: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 0.97],
  [3, 0.9],
  [6, 0.78],
  [10, 0.62],
  [15, 0.52],
  [25, 0.4],
  [35, 0.32],
  [50, 0.27],
  [90, 0.25],
]
export function activeShare(age: number): number {
  if (age < 1) return 1
  let i = 1
  while (i < ACTIVE_BY_AGE.length - 1 && age > ACTIVE_BY_AGE[i][0]) i++
  const [a0, s0] = ACTIVE_BY_AGE[i - 1]
  const [a1, s1] = ACTIVE_BY_AGE[i]
  return s0 + (s1 - s0) * Math.min(1, (age - a0) / (a1 - a0))
}
/**
 * What became of the companies no longer active, as shares of them (≈ 36% of all): MCA's monthly
 * bulletins count ≈ 1.6% of all companies under process of striking off, 1.25% amalgamated, 0.3% under
 * liquidation, 0.1% dormant; conversions to LLPs, liquidations completed, dissolutions and insolvency
 * resolutions a few thousand each (docs/data.md, "Status"). The rest are struck off.
 */
const CLOSED_COMPANY: Weighted = [
  ['Struck Off', 87.5],
  ['Under Process of Striking Off', 4.4],
  ['Amalgamated', 3.4],
  ['Under Liquidation', 0.8],
  ['Liquidated', 0.6],
  ['Dissolved', 0.4],
  ['Converted to LLP', 0.3],
  ['Converted to LLP and Dissolved', 0.6],
  ['Under CIRP', 0.6],
  ['Dormant', 0.3],
]
/** LLPs close by strike-off (LLP Act s. 75) or winding up; dormancy (Companies Act s. 455) is not theirs. */
const CLOSED_LLP: Weighted = [
  ['Struck Off', 91],
  ['Under Process of Striking Off', 7],
  ['Under Liquidation', 1],
  ['Dissolved', 1],
]
/** A listed company leaves by amalgamation, liquidation or insolvency, not by a strike-off for not doing business. */
const CLOSED_LISTED: Weighted = [
  ['Amalgamated', 5],
  ['Under Liquidation', 2],
  ['Liquidated', 1],
  ['Under CIRP', 2],
]

export function drawStatus(r: Rng, age: number, kind: CompanyKind | null, listed: boolean): string {
  if (age < 1) return 'Active'
  const government = kind?.code === 'GOI' || kind?.code === 'SGC'
  const active = listed ? 0.88 : government ? Math.max(0.8, activeShare(age)) : activeShare(age)
  if (r.chance(active)) return 'Active'
  return r.weighted(listed ? CLOSED_LISTED : kind === null ? CLOSED_LLP : CLOSED_COMPANY)
}

/** Listed: public, at least 5 years old, likelier the older; ≈ 0.3% of all companies (6,763 of 22.3 lakh, MCA 2021). */
export const isListed = (r: Rng, kind: CompanyKind | null, age: number) => kind?.listable === true && age >= 5 && r.chance(0.1 * Math.min(1, age / 25))

/** Authorised-capital modes (₹): ₹1 lakh is the commonest by far, then ₹10 lakh and ₹5 lakh. */
const LADDER = [1e5, 5e5, 1e6, 1.5e6, 2.5e6, 5e6, 1e7, 2.5e7, 5e7, 1e8, 2.5e8, 5e8, 1e9, 2.5e9, 1e10]
const LADDER_WEIGHTS: Weighted<number> = [
  [0, 46],
  [1, 14],
  [2, 16],
  [3, 4],
  [4, 6],
  [5, 6],
  [6, 4.5],
  [7, 2],
  [8, 1],
  [9, 0.6],
  [10, 0.3],
  [11, 0.1],
]
/** Paid-up as a share of authorised: most companies issue all of it (MCA's modes: ₹1 lakh, ₹5 lakh, ₹10 lakh paid up). */
const PAID_SHARE = [1, 1, 1, 1, 0.5, 0.5, 0.25, 0.2, 0.1]
const PAID_ON_ONE_LAKH: Weighted<number> = [
  [1e5, 70],
  [1e4, 20],
  [5e4, 10],
]
const LISTED_PAID_SHARE = [1, 0.75, 0.5, 0.4]

export function drawCapital(r: Rng, kind: CompanyKind | null, division: string, incorporated: number, listed: boolean): { authorised: number; paidUp: number } {
  const pub = kind?.cls === 'Public'
  let idx = r.weighted(LADDER_WEIGHTS)
  const scale = DIVISIONS[division]?.scale ?? 1
  if (scale > 1) idx += r.int(0, Math.round(Math.log2(scale)))
  if (pub) idx = Math.max(1, idx + r.int(0, 2))
  // Listed companies spread from ₹10 crore to ₹1,000 crore and more; a government company is an
  // undertaking of ₹5 crore and up (the audit found PSUs at ₹5 lakh and listed companies all at ₹10 crore).
  if (listed) idx = 9 + (idx % 5)
  if (kind?.code === 'GOI' || kind?.code === 'SGC') idx = Math.max(8, idx + 4)
  idx = Math.min(LADDER.length - 1, idx)
  const authorised = LADDER[idx]
  let paidUp: number
  if (authorised === 1e5) paidUp = r.weighted(PAID_ON_ONE_LAKH)
  else paidUp = Math.round((authorised * (listed ? r.pick(LISTED_PAID_SHARE) : r.pick(PAID_SHARE))) / 1e4) * 1e4
  if (kind !== null && incorporated >= MIN_CAPITAL_FROM && incorporated < MIN_CAPITAL_UNTIL) paidUp = Math.min(authorised, Math.max(paidUp, pub ? 5e5 : 1e5))
  // A company limited by guarantee has no share capital: its members guarantee an amount instead.
  if (kind?.category === 'Company limited by guarantee') return { authorised: 0, paidUp: 0 }
  return { authorised, paidUp }
}

/**
 * Subscribed capital: the shares taken up. Most companies have called every rupee of it (subscribed =
 * paid-up); about one in ten has partly-paid shares, a quarter or half of their value still uncalled.
 * An LLP has no shares: its partners' contribution stands in. Drawn from the CIN, not the stream, so
 * the other fields of every company stay as they were.
 */
export function subscribedCapital(cin: string, isLlp: boolean, capital: { authorised: number; paidUp: number }): number {
  const h = keyHash(cin) % 100
  if (isLlp || h >= 10 || capital.paidUp >= capital.authorised) return capital.paidUp
  return Math.min(capital.authorised, Math.round((capital.paidUp * (h < 6 ? 4 / 3 : 2)) / 1e4) * 1e4)
}

/** NIC codes each form may carry (licensed activities only where the law allows them), sampling weights kept. */
const nicsFor = (code: string): Weighted<NicRef> =>
  NIC_CODES.filter((n) => {
    const forms = NIC_FORMS[n.code]
    if (forms && !forms.includes(code)) return false
    if (code === 'NPL') return NPL_DIVISIONS.has(n.division)
    if (code === 'GOI' || code === 'SGC') return GOVT_DIVISIONS.has(n.division)
    if (code === 'OPC' && n.division === '64') return false // an OPC may not carry on non-banking financial business
    return true
  }).map((n) => [n, n.weight] as const)
const NIC_BY_FORM = new Map([...COMPANY_KINDS.map((k) => k.code), 'LLP'].map((code) => [code, nicsFor(code)]))

/** A NIC code the form may carry and that existed as an activity in that year. */
export function drawNic(r: Rng, formCode: string, year: number): NicRef {
  const pool = NIC_BY_FORM.get(formCode)!
  let nic = r.weighted(pool)
  // Every form has codes without a start year, so this ends.
  while ((NIC_FROM[nic.code] ?? 0) > year) nic = r.weighted(pool)
  return nic
}

export const ageInYears = (incorporated: number, asOf: number) => (asOf - incorporated) / YEAR
