// How the console shows values: human labels for the API's field names, rupees in lakh and crore,
// Indian digit grouping, and dates as people read them.
/** Each record key's label, from the entity declarations; a key's other spellings (authorizedCapital) have none and are not shown. */
import { COMPANY_FIELDS } from '../../entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../../entities/director.ts'
import type { Field } from '../../entities/field.ts'
import { GST_FIELDS, TURNOVER_SLABS } from '../../entities/gst.ts'

const LABELS: Record<string, string> = Object.fromEntries([...COMPANY_FIELDS, ...GST_FIELDS, ...DIRECTOR_FIELDS, ...APPOINTMENT_FIELDS].map((f) => [f.key, f.label]))
/** Record keys that repeat another key's value under a second spelling. */
export const SECOND_SPELLINGS: ReadonlySet<string> = new Set(COMPANY_FIELDS.flatMap((f: Field) => f.alsoKeys ?? []))

/** The labels of the fields a declaration's records show (those with a key), in table order: a table of those records' head. */
export const headOf = (fields: readonly Field[]): string[] => fields.filter((f) => f.key !== undefined).map((f) => f.label)

/** 'paidUpCapital' → 'Paid-up capital'; unknown names are split at their capitals. */
export const label = (field: string): string => LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

// Made at first use: ICU's locale data is megabytes of the executable that a server nobody opens
// the console of never needs to read into memory.
let indian: Intl.NumberFormat | undefined
const grouping = () => (indian ??= new Intl.NumberFormat('en-IN'))
/** 1234567 → '12,34,567' (Indian grouping). */
export const num = (n: number): string => grouping().format(n)

const trim = (n: number) => n.toFixed(n >= 100 ? 0 : 1).replace(/\.0$/, '')
/** Rupees as people say them: ₹ 3.2 crore, ₹ 12.5 lakh, ₹ 45,000. */
export function inr(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—'
  const abs = Math.abs(n)
  const sign = n < 0 ? '−' : ''
  if (abs >= 1e7) return `₹ ${sign}${trim(abs / 1e7)} crore`
  if (abs >= 1e5) return `₹ ${sign}${trim(abs / 1e5)} lakh`
  return `₹ ${sign}${grouping().format(Math.round(abs * 100) / 100)}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** '2021-03-12' or an ISO time → '12 Mar 2021'; with `time`, '12 Mar 2021, 14:05 UTC'. */
export function date(iso: string | null | undefined, time = false): string {
  if (!iso) return '—'
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso)
  if (!m) return iso
  const day = `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`
  return time && m[4] ? `${day}, ${m[4]}:${m[5]} UTC` : day
}

/** A field's value for a table cell or a record: money, dates and lists formatted. */
/** A turnover slab as a range ('Up to ₹ 40 lakh'): its start alone (0) reads as missing data. */
function turnoverSlab(start: number): string {
  const i = TURNOVER_SLABS.indexOf(start as (typeof TURNOVER_SLABS)[number])
  if (i < 0) return inr(start)
  if (i === 0) return `Up to ${inr(TURNOVER_SLABS[1])}`
  return i === TURNOVER_SLABS.length - 1 ? `${inr(start)} and above` : `${inr(start)} – ${inr(TURNOVER_SLABS[i + 1])}`
}

export function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'Turnover' && typeof value === 'number') return turnoverSlab(value)
  if (/Capital$/.test(field) && typeof value === 'number') return inr(value)
  if (/^date/.test(field) && typeof value === 'string') return date(value)
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—'
  if (typeof value === 'number' && field !== 'NICCode' && field !== 'mainDivision') return num(value)
  return String(value)
}
