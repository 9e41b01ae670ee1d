// Value sets of the registries (MCA master data, GST portal) and the links between industry and
// the goods/services a business declares. `[value, weight]` pairs are sampling weights.
import { CLOSED_STATUSES, COMPANY_STATUSES } from '../../src/entities/company.ts'

export type Weighted<T = string> = ReadonlyArray<readonly [T, number]>

/** Company and LLP statuses the generator uses (company-rules.ts draws them by age): the declared value set. */
export const STATUSES = COMPANY_STATUSES
export { CLOSED_STATUSES }

/** CIN ownership code → class, category, sub-category, name suffix. */
export interface CompanyKind {
  code: string
  cls: string
  category: string
  subCategory: string
  suffix: string
  weight: number
  listable: boolean
}
export const COMPANY_KINDS: readonly CompanyKind[] = [
  { code: 'PTC', cls: 'Private', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'PRIVATE LIMITED', weight: 86, listable: false },
  { code: 'PLC', cls: 'Public', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'LIMITED', weight: 7, listable: true },
  { code: 'OPC', cls: 'One Person Company', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: '(OPC) PRIVATE LIMITED', weight: 2.5, listable: false },
  { code: 'FTC', cls: 'Private', category: 'Company limited by shares', subCategory: 'Subsidiary of Foreign Company', suffix: 'PRIVATE LIMITED', weight: 1.5, listable: false },
  // Section 8 companies (s. 8 licence): two in three private and limited by shares, as most new ones are; the rest public by guarantee.
  { code: 'NPL', cls: 'Private', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'FOUNDATION', weight: 1, listable: false },
  { code: 'NPL', cls: 'Public', category: 'Company limited by guarantee', subCategory: 'Non-govt company', suffix: 'FOUNDATION', weight: 0.5, listable: false },
  { code: 'GOI', cls: 'Public', category: 'Company limited by shares', subCategory: 'Union Govt company', suffix: 'LIMITED', weight: 0.2, listable: true },
  { code: 'SGC', cls: 'Public', category: 'Company limited by shares', subCategory: 'State Govt company', suffix: 'LIMITED', weight: 0.3, listable: true },
  { code: 'ULT', cls: 'Private', category: 'Unlimited company', subCategory: 'Non-govt company', suffix: 'PRIVATE UNLIMITED COMPANY', weight: 0.1, listable: false },
]

export const GST_STATUSES_OPEN: Weighted = [
  ['Active', 88],
  ['Cancelled', 6],
  ['Suspended', 3],
  ['Inactive', 3],
]
export const GST_STATUSES_CLOSED: Weighted = [
  ['Cancelled', 85],
  ['Inactive', 10],
  ['Active', 5],
]
/** GST constitution of business for a company class / LLP; stand-alone registrations use the others. */
export const constitutionFor = (kind: CompanyKind | null): string => {
  if (kind === null) return 'Limited Liability Partnership'
  const { cls, category, subCategory } = kind
  if (subCategory === 'Union Govt company' || subCategory === 'State Govt company') return 'Public Sector Undertaking'
  if (category === 'Unlimited company') return 'Unlimited Company'
  return cls === 'Public' ? 'Public Limited Company' : 'Private Limited Company'
}

/** GST core business of a NIC section. */
export const CORE_BUSINESS: Record<string, string> = {
  A: 'Agriculture',
  B: 'Mining',
  C: 'Manufacturing',
  D: 'Electricity and Energy',
  E: 'Waste Management',
  F: 'Construction',
  G: 'Trading',
  H: 'Transport and Logistics',
  I: 'Hospitality',
  J: 'Information Technology',
  K: 'Financial Services',
  L: 'Real Estate',
  M: 'Professional Services',
  N: 'Business Support Services',
  O: 'Public Administration',
  P: 'Education',
  Q: 'Healthcare',
  R: 'Entertainment',
  S: 'Other Services',
  T: 'Household Services',
  U: 'Extraterritorial Organisations',
}

/** Distinctive words of proprietors' and firms' trade names. */
export const TRADE_WORDS = [
  'SHREE',
  'SRI',
  'OM',
  'JAI',
  'MAA',
  'SAI',
  'GANESH',
  'LAKSHMI',
  'BALAJI',
  'KRISHNA',
  'SHIV',
  'DURGA',
  'NEW',
  'ROYAL',
  'NATIONAL',
  'GOLDEN',
  'STAR',
  'BHARAT',
  'GURU',
  'MAHALAXMI',
]
/** Endings of trade names that say nothing of the trade. */
export const TRADE_SUFFIXES = ['ENTERPRISES', 'AGENCIES', 'AND SONS', 'AND COMPANY', 'ASSOCIATES']

/** Street names found in most Indian towns, whatever the region. */
export const STREETS = [
  'M G Road',
  'Station Road',
  'Main Road',
  'Gandhi Road',
  'Nehru Road',
  'Ring Road',
  'Link Road',
  'Church Road',
  'Market Road',
  'College Road',
  'Hospital Road',
  'Court Road',
  'Bazar Road',
  'Industrial Estate',
  'Mill Road',
  'Canal Road',
  'Tilak Road',
  'Patel Road',
]

/**
 * How an address reads in each part of India: what numbers the premises (a door number in Tamil Nadu
 * and Kerala, a house number in the north, a flat or office in Mumbai, premises and holding numbers in
 * Kolkata and Ranchi), what a street is called after someone (a Marg in Delhi and Mumbai, a Salai in
 * Chennai, a Sarani in Kolkata; no Marg or Chowk in the south), and the land-record number an office
 * outside the big cities may sit on (a survey number in the west and south, a khasra in the north, a
 * dag in the east) — never in Mumbai, Kolkata, Delhi, Chennai, Bengaluru or Hyderabad.
 */
export interface AddressStyle {
  buildings: Weighted
  kinds: Weighted
  land: string
}
export const ADDRESS_STYLES: Record<'north' | 'west' | 'south' | 'east', AddressStyle> = {
  north: {
    buildings: [
      ['House No.', 3],
      ['Plot No.', 3],
      ['Flat No.', 2],
      ['Shop No.', 2],
      ['Office No.', 1],
      ['Unit', 0.5],
    ],
    kinds: [
      ['Road', 3],
      ['Marg', 2],
      ['Nagar', 2],
      ['Colony', 2],
      ['Vihar', 1],
      ['Enclave', 1],
      ['Chowk', 1],
      ['Bazar', 1],
    ],
    land: 'Khasra No.',
  },
  west: {
    buildings: [
      ['Flat No.', 3],
      ['Office No.', 3],
      ['Plot No.', 3],
      ['Shop No.', 2],
      ['Gala No.', 1],
      ['Unit', 1],
    ],
    kinds: [
      ['Road', 4],
      ['Marg', 2],
      ['Nagar', 2],
      ['Lane', 1],
      ['Chowk', 1],
      ['Society', 1],
    ],
    land: 'Survey No.',
  },
  south: {
    buildings: [
      ['Door No.', 4],
      ['No.', 3],
      ['Plot No.', 2],
      ['Flat No.', 2],
      ['Shop No.', 1],
    ],
    kinds: [
      ['Street', 4],
      ['Road', 4],
      ['Main Road', 2],
      ['Nagar', 2],
      ['Layout', 1],
      ['Colony', 1],
    ],
    land: 'Survey No.',
  },
  east: {
    buildings: [
      ['Flat No.', 3],
      ['Plot No.', 3],
      ['House No.', 2],
      ['Premises No.', 1],
      ['Holding No.', 1],
      ['Shop No.', 1],
    ],
    kinds: [
      ['Road', 5],
      ['Lane', 2],
      ['Street', 2],
      ['Sarani', 1],
      ['Chowk', 1],
      ['Bazar', 1],
      ['Nagar', 1],
    ],
    land: 'Dag No.',
  },
}
const REGIONS: Record<keyof typeof ADDRESS_STYLES, string> = {
  north: '01 02 03 04 05 06 07 08 09 10 22 23 38',
  west: '24 25 26 27 30',
  south: '29 31 32 33 34 36 37',
  east: '11 12 13 14 15 16 17 18 19 20 21 35',
}
const STYLE_BY_GST = new Map(
  (Object.keys(REGIONS) as (keyof typeof REGIONS)[]).flatMap((region) => REGIONS[region].split(' ').map((gst) => [gst, ADDRESS_STYLES[region]] as const)),
)
/** The address style of a state, by its GST state code. */
export const addressStyle = (gst: string): AddressStyle => STYLE_BY_GST.get(gst) ?? ADDRESS_STYLES.north
/** Cities whose offices are never on a land-record number. */
export const METRO_CITIES: ReadonlySet<string> = new Set(['Mumbai', 'Kolkata', 'New Delhi', 'Delhi', 'Chennai', 'Bengaluru', 'Hyderabad'])
/** Free-mail providers small Indian companies use, Gmail far ahead (_estimate_ from MCA master data samples). */
export const EMAIL_DOMAINS: Weighted = [
  ['gmail.com', 72],
  ['yahoo.co.in', 9],
  ['rediffmail.com', 7],
  ['yahoo.com', 5],
  ['outlook.com', 4],
  ['hotmail.com', 3],
]
