// The synthetic registry: a pure function of (seed, company count, as-of date), in three parts that
// each stream rows in a fixed order from a pseudo-random stream of their own:
//   generateCompanies (companies.ts)  every company, in incorporation order, and the facts the others need;
//   generateBoards (boards.ts)        directors and appointments, company by company;
//   generateGst (gst.ts)              GST registrations of companies, then stand-alone proprietors and firms.
// The last two depend only on the companies' facts, which come in chunks as the companies are made,
// so the seeder runs all three in parallel threads. This file holds what they share: row encoding,
// the facts, and the helpers for dates, people, PANs and addresses.
import { COMPANY_FIELDS } from '../src/entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../src/entities/director.ts'
import { columnsOf, type Field } from '../src/entities/field.ts'
import { GST_FIELDS } from '../src/entities/gst.ts'
import { STATES, type StateRef } from './reference/states.ts'
import { addressStyle, METRO_CITIES, STATUSES, STREETS, type Weighted } from './reference/values.ts'
import { surname } from './people.ts'
import type { Rng } from './rng.ts'

/** Each table's columns in the order rows are written: the entity declarations' order (src/entities/). */
export const COMPANY_COLUMNS = columnsOf(COMPANY_FIELDS)
export const DIRECTOR_COLUMNS = columnsOf(DIRECTOR_FIELDS)
export const APPOINTMENT_COLUMNS = columnsOf(APPOINTMENT_FIELDS)
export const GST_COLUMNS = columnsOf(GST_FIELDS)

/**
 * One row as the canonical dump encodes it: fields joined by U+001F, null as U+0000, numbers in
 * decimal. The seeder hashes these lines (the fingerprint) and bulk-loads them as they are. Rows are
 * joined from arrays: one flat string, where template literals would build ropes to flatten later.
 */
export type Line = string
/** One row's fields in its table's column order, null as NULL: joined by FIELD, its Line. Generators whose rows are loaded on their own thread emit these, so the fields need not be split out of the line again. */
export type Row = readonly string[]
export const FIELD = '\u001f'
export const NULL = '\u0000'
export const F = FIELD

/** A row as a generator writes it: every declared column by name (src/entities/), null where the column allows it. */
export type SeedRow<Fields extends readonly Field[]> = { [C in Fields[number] as C['column']]: string | number | (C['nullable'] extends true ? null : never) }

/** The fields of a row by name → in the table's column order, null as NULL, numbers in decimal. */
export function rowFields<const Fields extends readonly Field[]>(fields: Fields): (row: SeedRow<Fields>) => Row {
  const columns = fields.map((f) => f.column)
  return (row) => {
    const byName = row as Record<string, string | number | null>
    const out = new Array<string>(columns.length)
    for (let i = 0; i < columns.length; i++) {
      const value = byName[columns[i]]
      out[i] = value === null ? NULL : typeof value === 'string' ? value : String(value)
    }
    return out
  }
}
export const companyRow = rowFields(COMPANY_FIELDS)
export const directorRow = rowFields(DIRECTOR_FIELDS)
export const appointmentRow = rowFields(APPOINTMENT_FIELDS)
export const gstRow = rowFields(GST_FIELDS)

export interface GenerateOptions {
  seed: number
  companies: number
  asOf: string
}

export interface GenerateCounts {
  companies: number
  directors: number
  appointments: number
  gst: number
}

/**
 * What the boards and GST parts need of each company, in plain arrays and strings so that it crosses
 * to a worker thread cheaply. Indexes point into STATES, COMPANY_KINDS (-1: an LLP), STATUS_NAMES.
 */
export interface CompanyFacts {
  days: Float64Array
  state: Uint8Array
  kind: Int8Array
  status: Uint8Array
  /** 1: listed on a stock exchange. */
  listed: Uint8Array
  /** 1: small enough for the GST composition scheme. */
  small: Uint8Array
  /** The GST aggregate-turnover slab of each company (an index of TURNOVER_SLABS, seed/gst-rules.ts). */
  turnover: Uint8Array
  /** The 5-digit NIC codes, concatenated. */
  nics: string
  /** CIN, name and PAN of each company, joined by newlines (a single string: one copy to send). */
  cins: string
  names: string
  pans: string
  /** Registered offices, joined by newlines: address line, PIN, district, city (split by U+001F). */
  offices: string
}

export const DAY = 86_400_000
export const GST_START = Date.UTC(2017, 6, 1)

export const STATE_WEIGHTED: Weighted<StateRef> = STATES.map((s) => [s, s.weight] as const)
// Every date here is a whole UTC day; formatting each once (Date#toISOString is slow at this volume).
const dayText: string[] = []
export const iso = (ms: number) => {
  const day = ms / DAY + 40_000 // from 1860: the index never goes negative
  return (dayText[day] ??= new Date(ms).toISOString().slice(0, 10))
}
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const STATUS_NAMES: readonly string[] = STATUSES
/** Seeds of the parts' own streams (boards 1, GST 2), mixed so they differ from each other and from `seed` (createRng spreads them further). */
export const streamSeed = (seed: number, part: number) => (Math.imul(seed ^ (part * 0x9e3779b9), 0x85ebca6b) ^ part) >>> 0
/** Legal-form endings, longest first: the longest a name ends with is its legal form (one regex alternation would try every position of the name). */
const LEGAL_SUFFIXES = [' (OPC) PRIVATE LIMITED', ' PRIVATE UNLIMITED COMPANY', ' PRIVATE LIMITED', ' FOUNDATION', ' LIMITED', ' LLP']
/** The name without its legal form ("ACME PRIVATE LIMITED" → "ACME"). */
export function withoutLegalSuffix(name: string): string {
  for (const suffix of LEGAL_SUFFIXES) if (name.endsWith(suffix)) return name.slice(0, name.length - suffix.length)
  return name
}

// PANs are unique by construction: a bijective scramble of a counter fills letters 2-3 and the digits.
// Companies take counters 0…n-1, stand-alone GST registrants n onwards.
export const pan = (r: Rng, seq: number, entity: string, initial: string) => {
  const space = 676 * 9999
  const k = (seq * 2_654_435 + 12_345) % space
  const l2 = LETTERS[Math.floor(k / 9999) % 26]
  const l3 = LETTERS[Math.floor(k / 9999 / 26) % 26]
  const digits = String((k % 9999) + 1).padStart(4, '0')
  return `A${l2}${l3}${entity}${initial}${digits}${LETTERS[r.int(0, 25)]}`
}

/** Building and street of an address (the locality, city, district, state and PIN follow from a place). */
export function streetLine(r: Rng, gst: string, city: string): string {
  const style = addressStyle(gst)
  const premises = !METRO_CITIES.has(city) && r.chance(0.08) ? style.land : r.weighted(style.buildings)
  // Salai is Tamil Nadu's and Puducherry's street; Sarani Kolkata's side of the east.
  const kind = r.weighted(style.kinds)
  const named = kind === 'Road' && (gst === '33' || gst === '34') && r.chance(0.3) ? 'Salai' : kind === 'Sarani' && gst !== '19' ? 'Road' : kind
  return `${premises} ${r.int(1, 450)}, ${r.chance(0.5) ? r.pick(STREETS) : `${surname(r, gst)} ${named}`}`
}

/** An address line from a street line and a place. */
export const addressLine = (street: string, place: { locality: string; city: string; district: string; pin: string }, state: StateRef) =>
  `${street}, ${place.locality === place.city ? '' : `${place.locality}, `}${place.city}${place.district === place.city ? '' : `, ${place.district}`}, ${state.name} - ${place.pin}`

/** The lines of a newline-joined string, one per call, without an array of them all. */
export const lines = (text: string) => {
  let at = 0
  return () => {
    const end = text.indexOf('\n', at)
    const line = end < 0 ? text.slice(at) : text.slice(at, end)
    at = end < 0 ? text.length : end + 1
    return line
  }
}

export const asOfMs = (options: GenerateOptions) => Date.parse(`${options.asOf}T00:00:00Z`)

/** A part that takes the companies' facts chunk by chunk, in order, then finishes. */
export interface Part<T> {
  add(chunk: CompanyFacts): void
  finish(): T
}
