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

export const STREET_KINDS = ['Road', 'Marg', 'Street', 'Nagar', 'Lane', 'Chowk', 'Path', 'Main Road', 'Cross Road', 'Bazar']
/** Street names found in most Indian towns. */
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
  'Temple Street',
  'College Road',
  'Hospital Road',
  'Court Road',
  'Bazar Road',
  'Industrial Estate',
  'Mill Road',
  'Canal Road',
  'Subhash Marg',
  'Tilak Road',
  'Patel Road',
]
export const BUILDINGS = ['Plot No.', 'Flat No.', 'Office No.', 'Shop No.', 'Unit', 'Survey No.', 'Door No.', 'House No.']
/** Free-mail providers small Indian companies use, Gmail far ahead (_estimate_ from MCA master data samples). */
export const EMAIL_DOMAINS: Weighted = [
  ['gmail.com', 72],
  ['yahoo.co.in', 9],
  ['rediffmail.com', 7],
  ['yahoo.com', 5],
  ['outlook.com', 4],
  ['hotmail.com', 3],
]
