// Fixture records → registry rows (src/records/complete/): what a record gives is checked and kept, and
// constrains what is generated for the rest by the generator's own rules (seed/): a given CIN fixes the
// state, year, listing and kind; a given date fixes the CIN's year; a PIN fixes the district and city;
// a closed status gives cancelled registrations. Deterministic: each record draws from a stream seeded
// by the dataset seed, its place in the file and its content. Problems are collected, never thrown.
// This file: what every step shares — the document's context, the given values read by the entity
// declarations, each record's own stream, and the facts of kinds, states and dates the steps look up.
import { OPC_START } from '../../../seed/company-rules.ts'
import { DAY, iso } from '../../../seed/generate.ts'
import { nameRegistry } from '../../../seed/names.ts'
import { HSN_CODES } from '../../../seed/reference/hsn.ts'
import { SAC_CODES } from '../../../seed/reference/sac.ts'
import { SECOND_ROC, STATES } from '../../../seed/reference/states.ts'
import { COMPANY_KINDS, type CompanyKind } from '../../../seed/reference/values.ts'
import { createRng, keyHash } from '../../../seed/rng.ts'
import { nearest } from '../../core/nearest.ts'
import type { Db } from '../../db/open.ts'
import { COMPANY_FIELDS } from '../../entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../../entities/director.ts'
import type { Field } from '../../entities/field.ts'
import { GST_FIELDS } from '../../entities/gst.ts'
import type { FixtureRecord } from '../document.ts'
import type { AppointmentRow, CompanyRow, DirectorRow, GstRow } from '../write.ts'
import { pathOf, type Problem } from '../shape.ts'
import type { Issuer } from '../issue.ts'
import type { Series } from '../series.ts'

export const YEAR = 365.2425 * DAY
export const EPOCH = Date.UTC(1950, 0, 1)
export const LLP_START = Date.UTC(2009, 3, 1)
export const LLP_START_TEXT = '2009-04-01'
export const OPC_START_TEXT = iso(OPC_START)
/** A company's facts that its provenance lists as generated when its source left them out. */
export const FACT_KEYS = COMPANY_FIELDS.filter((f) =>
  [
    'cin',
    'name',
    'date_of_incorporation',
    'pan',
    'address',
    'pincode',
    'email',
    'phone',
    'nic_code',
    'authorised_capital',
    'paid_up_capital',
    'subscribed_capital',
    'status',
  ].includes(f.column),
)

/** Legal forms a company name's ending names (Companies Act s. 4(1)(a), LLP Act s. 15), and the CIN kinds of each. */

export const HSN = new Set(HSN_CODES.map((h) => h.code))
export const SAC = new Set(SAC_CODES.map((s) => s.code))
export const STATE_BY_NAME = new Map(STATES.map((s, i) => [s.name.toLowerCase(), i]))
export const STATE_BY_GST = new Map(STATES.map((s, i) => [s.gst, i]))
/** CIN state codes: each state's own, and the second RoCs' (Pune, Coimbatore). */
export const STATE_BY_CIN = new Map<string, number>([
  ...STATES.map((s, i) => [s.cin, i] as const),
  ...Object.entries(SECOND_ROC).map(([name, r]) => [r.cin, STATE_BY_NAME.get(name.toLowerCase())!] as const),
])
/**
 * Class codes of CINs the generator makes no companies of, read as the kind whose class, category and
 * sub-category they carry: FLC a public company (a financial lease company), GAP/GAT private/public
 * companies limited by guarantee (GAP public, GAT private), ULL a public unlimited company.
 */
export const OTHER_KINDS: CompanyKind[] = [
  { code: 'FLC', cls: 'Public', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'LIMITED', weight: 0, listable: true },
  { code: 'GAP', cls: 'Public', category: 'Company limited by guarantee', subCategory: 'Non-govt company', suffix: 'LIMITED', weight: 0, listable: false },
  { code: 'GAT', cls: 'Private', category: 'Company limited by guarantee', subCategory: 'Non-govt company', suffix: 'PRIVATE LIMITED', weight: 0, listable: false },
  { code: 'ULL', cls: 'Public', category: 'Unlimited company', subCategory: 'Non-govt company', suffix: 'UNLIMITED COMPANY', weight: 0, listable: false },
]
export const KIND_BY_CODE = new Map([...COMPANY_KINDS, ...OTHER_KINDS].map((k) => [k.code, k]))
/** The generated form whose NIC codes a kind may carry. */
const FORM_OF: Record<string, string> = { FLC: 'PLC', GAP: 'PLC', GAT: 'PTC', ULL: 'ULT' }
export const formOf = (kind: CompanyKind | null) => (kind === null ? 'LLP' : (FORM_OF[kind.code] ?? kind.code))

/** A company of the file, as later records (GST registrations, appointments, watchlists) need it. */
export interface PlannedCompany {
  row: CompanyRow
  kind: CompanyKind | null
  /** What the company does, as a NIC 2008 sub-class (its record may carry a NIC 2004 code). */
  activity: string
  /** The facts an expert would read as the company's that its source did not give: generated (API keys). */
  generated: string[]
  stateIndex: number
  incorporated: number
  closed: boolean
  path: string
  /** Not in the database (a CIN generated, or given and looked up): nothing there refers to it yet. */
  fresh: boolean
}

/** Everything the records of one document need to share while they are completed. */
export interface Context {
  db: Db
  seed: number
  asOf: number
  asOfText: string
  replace: boolean
  fill: boolean
  problems: Problem[]
  /** What a record says that disagrees with itself the way MCA's own records sometimes do: kept as given, reported (lenient only). */
  warnings: Problem[]
  /** MCA's inconsistencies are warnings, not problems (an import of the Ministry's files without --strict). */
  lenient: boolean
  companies: Map<string, PlannedCompany>
  /** People of the file by DIN, and the path that first declared them. */
  people: Map<string, { row: DirectorRow; path: string; fromDb: boolean }>
  appointments: Map<string, AppointmentRow>
  gst: Map<string, { row: GstRow; path: string }>
  /** Identifiers the file gives (reserved before anything is generated, so generated ones never take them). */
  reserved: { cins: Set<string>; dins: Set<string>; gstins: Set<string>; pans: Set<string>; filePans: Set<string> }
  /** Existing rows this document replaces (replace: true). */
  replaced: { companies: Set<string>; directors: Set<string>; gst: Set<string> }
  names: ReturnType<typeof nameRegistry>
  /** Salts every record's stream: the parts of one living day are planned as documents of their own. */
  stream: string
  known?: KnownIds
  /** Where the identifier series stop, read when the first identifier is made (src/records/series.ts). */
  series?: Series
  issue?: Issuer
}

/**
 * What the registry holds, when the caller knows it all: an import into an empty registry, of records
 * that give no boards or registrations of their own (the Ministry's files), whose earlier batches may
 * be written on another connection (src/records/import-writer.ts). Identifiers and names are checked
 * against these instead of with a query each; the series continue from `series` once read.
 */
export interface KnownIds {
  /** DINs as their numbers (an 8-digit DIN is one). */
  dins: Set<number>
  pans: Set<string>
  cins: Set<string>
  gstins: Set<string>
  /** Company names without their legal suffix, as SQLite's NOCASE compares them (bodyOf). */
  names: Set<string>
  series?: Series
}

/** A name as SQLite's NOCASE collation compares it: ASCII letters folded to upper case. */
export const nocase = (name: string) => name.replace(/[a-z]+/g, (letters) => letters.toUpperCase())

/** Legal suffixes, longest first: "X TEXTILES LLP" and "X TEXTILES PRIVATE LIMITED" are one name to the registrar. */
const SUFFIXES = [...new Set([...COMPANY_KINDS.map((k) => k.suffix), 'LLP', 'PVT LTD', 'PVT. LTD.', 'LTD', 'LTD.'])].sort((a, b) => b.length - a.length)
/** A company name without its legal suffix, as NOCASE compares it (Companies (Incorporation) Rules 2014, rule 8). */
export function bodyOf(name: string): string {
  const n = nocase(name.trim())
  const suffix = SUFFIXES.find((s) => n.endsWith(` ${s}`))
  return suffix ? n.slice(0, -suffix.length - 1) : n
}

/** A plan's identifiers and names, known from now on (the caller writes the plan, or the import fails whole). */
export function addKnown(
  known: KnownIds,
  plan: {
    companies: readonly { cin: string; pan: string; name: string }[]
    directors: readonly { din: string }[]
    gst: readonly { gstin: string; pan: string }[]
    series?: Series
  },
): void {
  if (plan.series) known.series = plan.series
  for (const row of plan.companies) {
    known.cins.add(row.cin)
    known.pans.add(row.pan)
    known.names.add(bodyOf(row.name))
  }
  for (const row of plan.directors) known.dins.add(Number(row.din))
  for (const row of plan.gst) {
    known.gstins.add(row.gstin)
    known.pans.add(row.pan)
  }
}

export function newContext(db: Db, options: { seed: number; asOf: string; replace: boolean; fill: boolean; stream?: string; known?: KnownIds; lenient?: boolean }): Context {
  return {
    db,
    seed: options.seed,
    asOf: Date.parse(`${options.asOf}T00:00:00Z`),
    asOfText: options.asOf,
    replace: options.replace,
    fill: options.fill,
    problems: [],
    warnings: [],
    lenient: options.lenient === true,
    companies: new Map(),
    people: new Map(),
    appointments: new Map(),
    gst: new Map(),
    reserved: { cins: new Set(), dins: new Set(), gstins: new Set(), pans: new Set(), filePans: new Set() },
    replaced: { companies: new Set(), directors: new Set(), gst: new Set() },
    // Names from a stream of the seed and the last day (each living day's names start afresh, not from one sequence).
    names: nameRegistry(createRng(keyHash(`${options.seed}|names|${options.asOf}|${options.stream ?? ''}`))),
    stream: options.stream ?? '',
    known: options.known,
  }
}

/** A record's own stream: the dataset seed, where it is and what it says. */
export const streamOf = (ctx: Context, path: string, record: unknown) => createRng(keyHash(`${ctx.seed}|${ctx.stream}|${path}|${JSON.stringify(record)}`))

// ── given values ─────────────────────────────────────────────────────────────

/** Record key → field, for a declaration (second spellings included). */
export const byKey = (fields: readonly Field[]) => new Map(fields.flatMap((f) => (f.key === undefined ? [] : [f.key, ...(f.alsoKeys ?? [])].map((k) => [k, f] as const))))
export const COMPANY_KEYS = byKey(COMPANY_FIELDS)
export const DIRECTOR_KEYS = byKey(DIRECTOR_FIELDS)
export const APPOINTMENT_KEYS = byKey(APPOINTMENT_FIELDS)
export const GST_KEYS = byKey(GST_FIELDS)
export const IDENTIFIERS = new Set(['cin', 'din', 'gstin', 'pan'])

/**
 * The values a record gives, by column, in stored form (identifiers upper-case, NIC codes padded,
 * lists as JSON); values of the wrong type are left out (the shape check reported them). Two
 * spellings of one field with different values are a problem.
 */
export function givenColumns(ctx: Context, record: FixtureRecord, keys: Map<string, Field>, path: string): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {}
  const from: Record<string, string> = {}
  for (const [key, raw] of Object.entries(record)) {
    const f = keys.get(key)
    if (!f || raw === undefined) continue
    let value: string | number | null
    if (raw === null) {
      if (!f.nullable) continue
      value = null
    } else if (f.type === 'array') {
      if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string')) continue
      value = JSON.stringify(raw.map((x: string) => x.trim()))
    } else if (f.type === 'number' || f.type === 'real') {
      if (typeof raw !== 'number') continue
      value = raw
    } else if (f.type === 'code' && typeof raw === 'number' && f.show === 'number') value = String(raw).padStart(f.fql?.pad ?? 5, '0')
    else if (typeof raw === 'string') value = IDENTIFIERS.has(f.column) ? raw.trim().toUpperCase() : f.type === 'code' ? raw.trim() : raw
    else continue
    if (f.column in out && out[f.column] !== value)
      ctx.problems.push({ path: pathOf(path, key), message: `differs from ${from[f.column]} (${JSON.stringify(out[f.column])}); give one` })
    out[f.column] = value
    from[f.column] ??= key
  }
  return out
}

export const problem = (ctx: Context, path: string, key: string, message: string) => ctx.problems.push({ path: pathOf(path, key), message })
/** A disagreement MCA's own records carry (a class that does not fit the CIN, paid-up above authorised): a warning when lenient, else a problem. */
export const inconsistent = (ctx: Context, path: string, key: string, message: string) => (ctx.lenient ? ctx.warnings : ctx.problems).push({ path: pathOf(path, key), message })
export const yearOfMs = (ms: number) => new Date(ms).getUTCFullYear()
export const dayMs = (text: string) => Date.parse(`${text}T00:00:00Z`)

export function stateIndexOf(ctx: Context, name: string, path: string, key: string): number | undefined {
  const i = STATE_BY_NAME.get(name.trim().toLowerCase())
  if (i === undefined) {
    const near = nearest(
      name,
      STATES.map((s) => s.name),
    )
    problem(ctx, path, key, `${JSON.stringify(name)} is not a state or union territory${near ? `; did you mean '${near}'?` : ''}`)
  }
  return i
}

/** A date the record gives: not after the dataset's date. */
export function checkDate(ctx: Context, text: string | null | undefined, path: string, key: string, after?: { text: string; what: string }): void {
  if (typeof text !== 'string') return
  if (text > ctx.asOfText) problem(ctx, path, key, `${text} is after the dataset's date ${ctx.asOfText}`)
  if (after && text < after.text) problem(ctx, path, key, `${text} is before ${after.what} (${after.text})`)
}
