// How each value of the Ministry's master-data files is read (src/records/mca-csv.ts reads the files):
// MCA's spellings of statuses, classes, categories, states and RoCs mapped to the registry's values,
// DD-MM-YYYY and two-digit-year dates, Indian digit grouping, addresses over several lines, a blank
// cell or NA as "not given".
import { ACTIVITY_GROUPS } from '../entities/activity.ts'
import { COMPANY_STATUSES } from '../entities/company.ts'

/** `Company Limited by Shares`, `COMPANY_LIMITED_BY_SHARES` and `company limited by shares` are one key. */
export const keyOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '')
export const NOT_GIVEN = new Set(['', 'na', 'n/a', 'nil', 'null'])

export type Out = Record<string, unknown>
/** A column: the names files give it, and what its value sets (a string back is the line's problem). */
export interface Column {
  names: readonly string[]
  set?: (value: string, out: Out, column: string) => string | undefined
}

// The registry's value sets (src/entities/company.ts), by the keys of MCA's spellings.
export const STATUSES: Record<string, string> = {
  ...Object.fromEntries(COMPANY_STATUSES.map((s) => [keyOf(s), s])),
  activeinprogress: 'Active',
  strikeoff: 'Struck Off',
  underprocessofstrikeoff: 'Under Process of Striking Off',
  dormantundersection455: 'Dormant',
  inactiveforefiling: 'Inactive for e-filing',
  notavailableforefiling: 'Not Available for e-Filing',
  undercirp: 'Under CIRP',
  undercorporateinsolvencyresolutionprocess: 'Under CIRP',
}
export const CLASSES: Record<string, string> = { private: 'Private', public: 'Public', privateonepersoncompany: 'One Person Company', onepersoncompany: 'One Person Company' }
export const CATEGORIES: Record<string, string> = {
  companylimitedbyshares: 'Company limited by shares',
  companylimitedbyguarantee: 'Company limited by guarantee',
  unlimitedcompany: 'Unlimited company',
}
export const SUB_CATEGORIES: Record<string, string> = {
  nongovtcompany: 'Non-govt company',
  nongovernmentcompany: 'Non-govt company',
  subsidiaryofforeigncompany: 'Subsidiary of Foreign Company',
  uniongovtcompany: 'Union Govt company',
  stategovtcompany: 'State Govt company',
  // Today's data.gov.in spellings.
  subsidiaryofcompanyincorporatedoutsideindia: 'Subsidiary of Foreign Company',
  stategovernmentcompany: 'State Govt company',
  uniongovernmentcompany: 'Union Govt company',
  centralgovernmentcompany: 'Union Govt company',
  // Non-government companies limited by guarantee (the category says so): the registry has no sub-category of their own.
  guaranteeandassociationcomp: 'Non-govt company',
  guaranteeandassociationcompany: 'Non-govt company',
}
export const LISTINGS: Record<string, string> = { listed: 'Listed', unlisted: 'Unlisted' }
/** `CompanyIndian/Foreign Company`: a company incorporated in India, or a foreign company's place of business. */
export const ORIGINS: Record<string, string> = { indian: 'Domestic', domestic: 'Domestic', foreign: 'Foreign' }
/** MCA's principal-activity buckets (older files' PRINCIPAL_BUSINESS_ACTIVITY): a kind of business, not a NIC description. */
/** MCA's activity groups, also as older files spell them with their part in brackets (`Manufacturing (Textiles)`). */
const ACTIVITY_BUCKETS = new Set(ACTIVITY_GROUPS.map(keyOf))
const isActivityGroup = (value: string) => ACTIVITY_BUCKETS.has(keyOf(value.replace(/\s*\(.*\)\s*$/, '')))
/** State names MCA spells otherwise than the registry (seed/reference/states.ts); the rest are title-cased. */
export const STATE_SPELLINGS: Record<string, string> = {
  nctofdelhi: 'Delhi',
  newdelhi: 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  chattisgarh: 'Chhattisgarh',
  chhatisgarh: 'Chhattisgarh',
  uttaranchal: 'Uttarakhand',
  tamilnadu: 'Tamil Nadu',
  telengana: 'Telangana',
  jammukashmir: 'Jammu and Kashmir',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  andamannicobarislands: 'Andaman and Nicobar Islands',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  dadranagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
}
/** RoC seats MCA names otherwise than the registry's RoC codes (`RoC-Bangalore`). */
export const ROC_SPELLINGS: Record<string, string> = {
  bengaluru: 'Bangalore',
  puducherry: 'Pondicherry',
  delhiandharyana: 'Delhi',
  nctofdelhiandharyana: 'Delhi',
  ranchi: 'Jharkhand',
  bilaspur: 'Chhattisgarh',
  dehradun: 'Uttarakhand',
  shimla: 'Himachal Pradesh',
  kochi: 'Ernakulam',
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w === 'and' || w === 'of' ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ')
/** A pure reading of a column's values, remembered: most columns repeat a few values (the first 10,000 kept). */
const memo = <T>(fn: (value: string) => T) => {
  const seen = new Map<string, T>()
  return (value: string): T => {
    let v = seen.get(value)
    if (v === undefined && !seen.has(value)) {
      v = fn(value)
      if (seen.size < 10_000) seen.set(value, v)
    }
    return v as T
  }
}
const known = (table: Record<string, string>) => [...new Set(Object.values(table))].map((v) => `'${v}'`).join(', ')
export const oneOf = (key: string, table: Record<string, string>) => {
  const read = memo((value) => table[keyOf(value)])
  return (value: string, out: Out) => {
    const v = read(value)
    if (v === undefined) return `'${value}' is not a value this reader knows (it reads them as ${known(table)})`
    out[key] = v
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAYS_IN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
/** DD-MM-YYYY, DD/MM/YYYY, DD-MMM-YYYY or YYYY-MM-DD (a time after it ignored) → YYYY-MM-DD, if a real date. */
export function toIsoDate(value: string): string | undefined {
  const s = value.length > 10 ? value.replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*$/, '') : value
  const dmy = /^(\d{1,2})[-/.](\d{1,2}|[A-Za-z]{3})[-/.](\d{4})$/.exec(s)
  const ymd = dmy ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s)
  const [d, m, y] = dmy ? [dmy[1], dmy[2], dmy[3]] : ymd ? [ymd[3], ymd[2], ymd[1]] : []
  if (!d || !m || !y) return undefined
  const month = m.length === 3 ? MONTHS.indexOf(m.toLowerCase()) + 1 : Number(m)
  const day = Number(d)
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN[month - 1] || (month === 2 && day === 29 && !isLeap(Number(y)))) return undefined
  return `${y}-${month < 10 ? '0' : ''}${month}-${d.length === 1 ? '0' : ''}${d}`
}

/** `25,00,000` (Indian grouping), `2,500,000`, `100000.00` → whole rupees. */
export function toRupees(value: string): number | undefined {
  const s = value.replace(/\s|₹|^rs\.?/gi, '')
  if (!/^\d[\d,]*(\.\d+)?$/.test(s)) return undefined
  const n = Math.round(Number(s.replace(/,/g, '')))
  return Number.isSafeInteger(n) ? n : undefined
}

/** DD-MM-YY (a file saved by a spreadsheet): the century is the CIN's, once the row is read (`resolveShortDates`). */
const SHORT_DATE = /^(\d{1,2})[-/.](\d{1,2}|[A-Za-z]{3})[-/.](\d{2})$/
export const date = (key: string) => (value: string, out: Out, column: string) => {
  if (SHORT_DATE.test(value)) {
    out[SHORT] = { ...(out[SHORT] as object), [key]: { value, column } }
    return
  }
  const iso = toIsoDate(value)
  if (!iso) return `'${value}' is not a date (DD-MM-YYYY, DD/MM/YYYY, DD-MM-YY or YYYY-MM-DD)`
  out[key] = iso
}
const SHORT = '\u0000short dates'
/**
 * A row's DD-MM-YY dates, in the century of its CIN's year of incorporation when the two digits are
 * that year's (`02-08-46` of a CIN …1946… is 1946); otherwise the latest century not in the future.
 */
export function resolveShortDates(out: Out): string[] {
  const short = out[SHORT] as Record<string, { value: string; column: string }> | undefined
  delete out[SHORT]
  if (!short) return []
  const cinYear = typeof out.CIN === 'string' && /^[LU]\d{5}[A-Z]{2}\d{4}/.test(out.CIN) ? Number(out.CIN.slice(8, 12)) : undefined
  const problems: string[] = []
  for (const [key, { value, column }] of Object.entries(short)) {
    const [, d, m, yy] = SHORT_DATE.exec(value)!
    const now = new Date().getUTCFullYear()
    const year = cinYear !== undefined && cinYear % 100 === Number(yy) ? cinYear : 2000 + Number(yy) > now ? 1900 + Number(yy) : 2000 + Number(yy)
    const iso = toIsoDate(`${d}-${m}-${year}`)
    if (!iso) problems.push(`${column}: '${value}' is not a date (DD-MM-YYYY, DD/MM/YYYY, DD-MM-YY or YYYY-MM-DD)`)
    else out[key] = iso
  }
  return problems
}
export const rupees =
  (...keys: string[]) =>
  (value: string, out: Out) => {
    const n = toRupees(value)
    if (n === undefined) return `'${value}' is not an amount in rupees`
    for (const key of keys) out[key] = n
  }
/** A column copied into `key` as `fn` reads it (it cannot fail). */
const to =
  (key: string, fn: (value: string) => unknown) =>
  (value: string, out: Out): undefined => {
    out[key] = fn(value)
  }
/** `ORISSA` → `Odisha`, `TAMIL NADU` → `Tamil Nadu`: the registry's name, if it is one (the pipeline checks). */
export const toStateName = (value: string) => STATE_SPELLINGS[keyOf(value)] ?? titleCase(value)
/** `ROC-MUMBAI`, `RoC Mumbai`, `ROC (BENGALURU)` → the registry's RoC code (`RoC-Mumbai`, `RoC-Bangalore`). */
export function toRocCode(value: string): string {
  const seat = value.replace(/^\s*roc\b[\s\-_(:]*/i, '').replace(/[\s)]+$/, '')
  return `RoC-${ROC_SPELLINGS[keyOf(seat)] ?? titleCase(seat)}`
}
export const state = to('State', memo(toStateName))
export const roc = to('ROCCode', memo(toRocCode))
/**
 * The lines of a value joined by ', ' (a line ending in a comma gives no second one), runs of blanks
 * one space. Without a regular expression that backtracks: `\s*,?\s*\n\s*` took 111 s over a cell of
 * 6,000 spaces (cubic), and a row may hold 64 KiB.
 */
export function flattenLines(value: string): string {
  const lines = value.split('\n').map((line) => line.trim())
  const kept = lines.filter((line) => line !== '').map((line, i, all) => (i < all.length - 1 && line.endsWith(',') ? line.slice(0, -1).trimEnd() : line))
  return kept.join(', ').replace(/\s{2,}/g, ' ')
}

/**
 * Line breaks inside the quoted address become ', ' (a break after a comma adds no second one). A PIN
 * ending it (`…,Delhi,110063-India` too) is the Pincode, so the city and district follow from it (the
 * importer lets one the directory does not know, or of another state, be generated instead).
 */
export const address = (value: string, out: Out): undefined => {
  out.registeredAddress = /\n|\s\s/.test(value) ? flattenLines(value) : value
  const pin = /(?<!\d)([1-9]\d{2}) ?(\d{3})[^A-Za-z\d]*(?:india[^A-Za-z\d]*)?$/i.exec(value.slice(-24))
  if (pin) out.Pincode = pin[1] + pin[2]
}
export const name = to('companyName', (value) => (/\s\s|[^\S ]/.test(value) ? value.replace(/\s+/g, ' ') : value))
export const email = to('email', (value) => value)
/** A NIC code as the file gives it (the pipeline reads it in the edition of the company's year). */
export const nicCode = (value: string, out: Out) => {
  if (!/^\d{4,5}$/.test(value)) return `'${value}' is not a NIC code (5 digits)`
  out.NICCode = value.padStart(5, '0')
}
/** `CompanyIndustrialClassification`: the NIC description as given, or, when it is one of MCA's activity groups, that. */
export const nicDescription = (value: string, out: Out): undefined => {
  if (isActivityGroup(value)) activity(value, out)
  else out.NICDescription = value
}
/** MCA's principal business activity group as the file gives it (runs of spaces made one). */
export const activity = (value: string, out: Out): undefined => {
  out.principalBusinessActivity = value.replace(/\s+/g, ' ')
}
/** A state name, or a CIN state code (`DL`): the CIN gives the state then. */
export const stateOrCode = (value: string, out: Out): undefined => {
  if (!/^[A-Za-z]{2}$/.test(value)) out.State = toStateName(value)
}
export const id = (pattern: RegExp, what: string) => (value: string, out: Out) => {
  const v = value.toUpperCase()
  if (!pattern.test(v)) return `'${value}' is not ${what}`
  out.CIN = v
}
