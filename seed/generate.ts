// The synthetic registry: a pure function of (seed, company count, as-of date), in three parts that
// each stream rows in a fixed order from a pseudo-random stream of their own:
//   generateCompanies  every company, in incorporation order, and the facts the other parts need;
//   generateBoards     directors and appointments, company by company;
//   generateGst        GST registrations of companies, then stand-alone proprietors and firms.
// The last two depend only on the companies' facts, which come in chunks as the companies are made,
// so the seeder runs all three in parallel threads.
// Companies come in incorporation order, so CIN serials (per RoC code), LLPINs (national series) and
// DINs (allotment order) all grow with time as the real ones do.
import { en_IN } from '@faker-js/faker'
import { gstinCheckChar } from '../src/core/identifiers.ts'
import { NIC_CODES, NIC_DIVISIONS, type NicRef } from './reference/nic.ts'
import { HSN_CODES } from './reference/hsn.ts'
import { STATES, type StateRef } from './reference/states.ts'
import {
  BUILDINGS, CLOSED_STATUSES, COMPANY_KINDS, COMPANY_STATUSES, DIRECTOR_DESIGNATIONS, EMAIL_DOMAINS, GST_STATUSES_CLOSED,
  GST_STATUSES_OPEN, INDUSTRIES, LLP_DESIGNATIONS, LLP_STATUSES, LOCALITIES, NAME_MIDDLES, NAME_WORDS, STREET_KINDS,
  TAXPAYER_TYPES, TRADE_SUFFIXES, constitutionFor, type CompanyKind, type Weighted,
} from './reference/values.ts'
import { createRng, type Rng } from './rng.ts'

export const COMPANY_COLUMNS = ['cin', 'name', 'company_type', 'class', 'category', 'sub_category', 'status', 'date_of_incorporation', 'authorised_capital', 'paid_up_capital', 'address', 'city', 'state', 'pincode', 'email', 'phone', 'nic_code', 'nic_description', 'main_division', 'main_division_description', 'roc_code', 'regional_director', 'listed', 'pan'] as const
export const DIRECTOR_COLUMNS = ['din', 'name', 'first_name', 'last_name', 'nationality', 'date_of_birth'] as const
export const APPOINTMENT_COLUMNS = ['din', 'cin', 'designation', 'date_of_appointment', 'date_of_cessation'] as const
export const GST_COLUMNS = ['gstin', 'pan', 'cin', 'legal_name', 'trade_name', 'status', 'taxpayer_type', 'constitution', 'date_of_registration', 'state', 'address', 'pincode', 'core_business', 'business_activities', 'hsn_codes', 'sac_codes'] as const

/**
 * One row as the canonical dump encodes it: fields joined by U+001F, null as U+0000, numbers in
 * decimal. The seeder hashes these lines (the fingerprint) and bulk-loads them as they are. Rows are
 * joined from arrays: one flat string, where template literals would build ropes to flatten later.
 */
export type Line = string
export const FIELD = '\u001f'
export const NULL = '\u0000'
const F = FIELD

export interface GenerateOptions { seed: number; companies: number; asOf: string }

export interface GenerateCounts { companies: number; directors: number; appointments: number; gst: number }

/**
 * What the boards and GST parts need of each company, in plain arrays and strings so that it crosses
 * to a worker thread cheaply. Indexes point into STATES, COMPANY_KINDS (-1: an LLP), STATUS_NAMES.
 */
export interface CompanyFacts {
  days: Float64Array
  state: Uint8Array
  kind: Int8Array
  status: Uint8Array
  section: string
  /** CIN, name and PAN of each company, joined by newlines (a single string: one copy to send). */
  cins: string
  names: string
  pans: string
}

const DAY = 86_400_000
const GST_START = Date.UTC(2017, 6, 1)
const EPOCH = Date.UTC(1950, 0, 1)
const BORN_FROM = Date.UTC(1940, 0, 1)
const LLP_START = Date.UTC(2009, 3, 1)
/** Share of companies incorporated in the 30 days before as-of, so "recent" lists are never empty. */
const RECENT_SHARE = 0.012

const FIRST_NAMES = [...(en_IN.person!.first_name as { male: string[] }).male, ...(en_IN.person!.first_name as { female: string[] }).female]
const LAST_NAMES = (en_IN.person!.last_name as { generic: string[] }).generic.filter((n) => !['Abbott', 'Butt'].includes(n))
const UPPER_LAST_NAMES = LAST_NAMES.map((n) => n.toUpperCase())
const NIC_WEIGHTED: Weighted<NicRef> = NIC_CODES.map((n) => [n, n.weight] as const)
const STATE_WEIGHTED: Weighted<StateRef> = STATES.map((s) => [s, s.weight] as const)
const KIND_WEIGHTED: Weighted<CompanyKind> = COMPANY_KINDS.map((k) => [k, k.weight] as const)
const DIRECTOR_COUNTS: Weighted<number> = [[1, 4], [2, 45], [3, 25], [4, 12], [5, 7], [6, 4], [7, 3]]
const AUTHORISED: Weighted<number> = [[100000, 40], [500000, 15], [1000000, 20], [1500000, 5], [2500000, 6], [5000000, 6], [10000000, 4], [50000000, 2], [100000000, 1], [500000000, 0.6], [2500000000, 0.4]]
// Every date here is a whole UTC day; formatting each once (Date#toISOString is slow at this volume).
const dayText: string[] = []
const iso = (ms: number) => {
  const day = ms / DAY + 40_000 // from 1860: the index never goes negative
  return (dayText[day] ??= new Date(ms).toISOString().slice(0, 10))
}
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const STATUS_NAMES = [...new Set([...COMPANY_STATUSES, ...LLP_STATUSES].map(([status]) => status))]
/** Seeds of the parts' own streams (boards 1, GST 2), mixed so they differ from each other and from `seed` (createRng spreads them further). */
const streamSeed = (seed: number, part: number) => (Math.imul(seed ^ (part * 0x9e3779b9), 0x85ebca6b) ^ part) >>> 0
const LEGAL_SUFFIX = / (PRIVATE LIMITED|LIMITED|LLP|FOUNDATION|\(OPC\) PRIVATE LIMITED|PRIVATE UNLIMITED COMPANY)$/
const FOREIGN_NATIONALITIES = ['British', 'American', 'Singaporean', 'Emirati']
const HSN_BY_CHAPTER = new Map<number, string[]>()
for (const h of HSN_CODES) if (h.code.length >= 4) HSN_BY_CHAPTER.set(h.chapter, [...(HSN_BY_CHAPTER.get(h.chapter) ?? []), h.code])

const person = (r: Rng) => {
  const first = r.pick(FIRST_NAMES)
  const last = r.pick(LAST_NAMES)
  return { first, last, full: `${first} ${last}` }
}

// PANs are unique by construction: a bijective scramble of a counter fills letters 2-3 and the digits.
// Companies take counters 0…n-1, stand-alone GST registrants n onwards.
const pan = (r: Rng, seq: number, entity: string, initial: string) => {
  const space = 676 * 9999
  const k = (seq * 2_654_435 + 12_345) % space
  const l2 = LETTERS[Math.floor(k / 9999) % 26]
  const l3 = LETTERS[Math.floor(k / 9999 / 26) % 26]
  const digits = String((k % 9999) + 1).padStart(4, '0')
  return `A${l2}${l3}${entity}${initial}${digits}${LETTERS[r.int(0, 25)]}`
}

const address = (r: Rng, state: StateRef, city: readonly [string, string, string?, string?]) => {
  const pin = `${city[1]}${String(r.int(1, 99)).padStart(3, '0')}`
  const line = `${r.pick(BUILDINGS)} ${r.int(1, 450)}, ${r.pick(LAST_NAMES)} ${r.pick(STREET_KINDS)}, ${r.pick(LOCALITIES)}, ${city[0]}, ${state.name} - ${pin}`
  return { line, pin }
}

/** A JSON array of codes and labels that need no escaping (digits, letters, spaces, slashes). */
const jsonList = (items: readonly string[]) => (items.length === 0 ? '[]' : `["${items.join('","')}"]`)
const NO_HSN = ['9999']
/** `count` picks from `items`, repeats dropped, as a JSON array. */
const distinctPicks = (r: Rng, items: readonly string[], count: number) => {
  const picked: string[] = []
  for (let k = 0; k < count; k++) {
    const item = r.pick(items)
    if (!picked.includes(item)) picked.push(item)
  }
  return jsonList(picked)
}

/** FNV-1a, folded to 31 bits (a small integer in V8). */
const nameHash = (name: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 1
}

/** Companies per chunk of facts sent on to the boards and GST parts. */
const FACTS_CHUNK = 16_384
const newFacts = (size: number) => ({ state: new Uint8Array(size), kind: new Int8Array(size), status: new Uint8Array(size), section: [] as string[], cins: [] as string[], names: [] as string[], pans: [] as string[] })

/** The lines of a newline-joined string, one per call, without an array of them all. */
const lines = (text: string) => {
  let at = 0
  return () => {
    const end = text.indexOf('\n', at)
    const line = end < 0 ? text.slice(at) : text.slice(at, end)
    at = end < 0 ? text.length : end + 1
    return line
  }
}

const asOfMs = (options: GenerateOptions) => Date.parse(`${options.asOf}T00:00:00Z`)

/** Every company, in incorporation order. Returns the facts the other two parts build on. */
export function generateCompanies(
  options: GenerateOptions,
  emit: (line: Line) => void,
  onFacts: (chunk: CompanyFacts) => void,
  onProgress?: (done: number, total: number) => void,
): void {
  const rng = createRng(options.seed)
  const asOf = asOfMs(options)
  const n = options.companies

  // Incorporation days, sorted: everything downstream is produced in this order.
  const recent = Math.max(n > 0 ? 1 : 0, Math.round(n * RECENT_SHARE))
  const days = new Float64Array(n)
  const span = (asOf - 31 * DAY - EPOCH) / DAY
  for (let i = 0; i < n - recent; i++) days[i] = Math.floor(EPOCH / DAY + span * Math.pow(rng.next(), 0.25))
  for (let i = n - recent; i < n; i++) days[i] = Math.floor(asOf / DAY) - rng.int(0, 29)
  days.sort()

  // The facts go out in chunks as the companies are made, so the other parts start at once.
  let chunkStart = 0
  let facts = newFacts(Math.min(FACTS_CHUNK, n))
  const sendFacts = (end: number) => {
    onFacts({ ...facts, days: days.slice(chunkStart, end), section: facts.section.join(''), cins: facts.cins.join('\n'), names: facts.names.join('\n'), pans: facts.pans.join('\n') })
    chunkStart = end
    facts = newFacts(Math.min(FACTS_CHUNK, n - end))
  }
  const serials = new Map<string, number>()
  // Names taken, as 31-bit hashes (small integers, no string kept per company): two names with the same
  // hash only cost the second a retry, and the same name always has the same hash.
  const names = new Set<number>()
  const taken = (name: string) => names.has(nameHash(name))
  const take = (name: string) => names.add(nameHash(name))
  let llpSeq = 0

  const companyName = (industryWords: readonly string[], suffix: string) => {
    for (let attempt = 0; attempt < 8; attempt++) {
      let head: string
      if (attempt < 3) {
        const word = rng.pick(NAME_WORDS)
        const middle = rng.pick(NAME_MIDDLES)
        head = middle === '' ? word : `${word} ${middle}`
      } else if (attempt < 6) {
        const last = UPPER_LAST_NAMES[Math.floor(rng.next() * UPPER_LAST_NAMES.length)]
        head = `${last} ${rng.pick(NAME_WORDS)}`
      } else {
        const word = rng.pick(NAME_WORDS)
        const last = UPPER_LAST_NAMES[Math.floor(rng.next() * UPPER_LAST_NAMES.length)]
        head = `${word} ${last} ${rng.pick(NAME_WORDS)}`
      }
      const name = `${head} ${rng.pick(industryWords)} ${suffix}`
      if (!taken(name)) {
        take(name)
        return name
      }
    }
    // Still taken after eight tries: MCA would accept a distinguishing word, as here.
    let i = 2
    const base = `${rng.pick(NAME_WORDS)} ${rng.pick(industryWords)}`
    while (taken(`${base} ${i} ${suffix}`)) i++
    take(`${base} ${i} ${suffix}`)
    return `${base} ${i} ${suffix}`
  }

  for (let i = 0; i < n; i++) {
    const incorporated = days[i] * DAY
    const state = rng.weighted(STATE_WEIGHTED)
    const city = rng.pick(state.cities)
    const cinState = city[2] ?? state.cin
    const roc = city[3] ?? state.roc
    const nic = rng.weighted(NIC_WEIGHTED)
    const industry = INDUSTRIES[nic.section]
    // LLPs exist since the LLP Act 2008 (first registrations April 2009): ≈15% of all entities overall.
    const isLlp = incorporated >= LLP_START && rng.chance(0.235)
    const kind = isLlp ? null : rng.weighted(KIND_WEIGHTED)
    const status = rng.weighted(isLlp ? LLP_STATUSES : COMPANY_STATUSES)
    const recentlyIncorporated = incorporated >= asOf - 30 * DAY
    const finalStatus = recentlyIncorporated ? 'Active' : status
    const listed = kind?.listable === true && rng.chance(0.15) && !recentlyIncorporated
    const year = new Date(incorporated).getUTCFullYear()

    let cin: string
    if (isLlp) {
      const k = llpSeq++
      cin = `${LETTERS[Math.floor(k / 9999 / 676) % 26]}${LETTERS[Math.floor(k / 9999 / 26) % 26]}${LETTERS[Math.floor(k / 9999) % 26]}-${String((k % 9999) + 1).padStart(4, '0')}`
    } else {
      const serial = (serials.get(cinState) ?? 1000 + Math.floor(state.weight * 1000)) + rng.int(1, 3)
      serials.set(cinState, serial)
      cin = `${listed ? 'L' : 'U'}${nic.code}${cinState}${year}${kind!.code}${String(serial % 1_000_000).padStart(6, '0')}`
    }
    const suffix = isLlp ? 'LLP' : kind!.suffix
    const name = companyName(kind?.code === 'NPL' ? ['WELFARE', 'EDUCATIONAL', 'CHARITABLE', 'DEVELOPMENT', 'SKILLS'] : industry.words, suffix)
    const companyPan = pan(rng, i, isLlp ? 'F' : 'C', name[0])
    const addr = address(rng, state, city)
    const authorised = kind?.cls === 'Public' ? Math.max(500000, rng.weighted(AUTHORISED)) * rng.int(1, 4) : rng.weighted(AUTHORISED)
    const paidUp = Math.max(10000, Math.floor((authorised * rng.int(10, 100)) / 100 / 1000) * 1000)
    const slug = name.replace(LEGAL_SUFFIX, '').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24)
    const email = rng.chance(0.05) ? null : rng.chance(0.5) ? `info@${slug}.${rng.pick(['com', 'in', 'co.in'])}` : `${slug}${rng.int(1, 99)}@${rng.pick(EMAIL_DOMAINS)}`
    const phone = rng.chance(0.15) ? null : `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`

    const division = nic.code.slice(0, 2)
    emit([cin, name, isLlp ? 'LLP' : 'Company', kind?.cls ?? NULL, kind?.category ?? NULL, kind?.subCategory ?? NULL, finalStatus, iso(incorporated), authorised, Math.min(paidUp, authorised), addr.line, city[0], state.name, addr.pin, email ?? NULL, phone ?? NULL, nic.code, nic.description, division, NIC_DIVISIONS[division], roc, state.rd, listed ? 'Listed' : 'Unlisted', companyPan].join(F))
    const at = i - chunkStart
    facts.state[at] = STATES.indexOf(state)
    facts.kind[at] = kind === null ? -1 : COMPANY_KINDS.indexOf(kind)
    facts.status[at] = STATUS_NAMES.indexOf(finalStatus)
    facts.section.push(nic.section)
    facts.cins.push(cin)
    facts.names.push(name)
    facts.pans.push(companyPan)
    if (at + 1 === FACTS_CHUNK) sendFacts(i + 1)
    if (onProgress && (i + 1) % 10_000 === 0) onProgress(i + 1, n)
  }
  if (chunkStart < n) sendFacts(n)
  onProgress?.(n, n)
}

/** A part that takes the companies' facts chunk by chunk, in order, then finishes. */
export interface Part<T> {
  add(chunk: CompanyFacts): void
  finish(): T
}

/** Each company's board: new people mostly, some who already sit on other boards. */
export function generateBoards(
  options: GenerateOptions,
  emit: { director(line: Line): void; appointment(line: Line): void },
  onProgress?: (companiesDone: number) => void,
): Part<{ directors: number; appointments: number }> {
  const rng = createRng(streamSeed(options.seed, 1))
  const asOf = asOfMs(options)
  const counts = { directors: 0, appointments: 0 }
  let dinNext = 1_000_000 + rng.int(0, 9999)
  // DINs of everyone already on a board, for appointing the same person elsewhere.
  let directorPool = new Uint32Array(1 << 16)
  let poolSize = 0
  let companiesDone = 0

  const add = (facts: CompanyFacts) => {
    const cins = lines(facts.cins)
    for (let i = 0; i < facts.days.length; i++) {
      const incorporated = facts.days[i] * DAY
      const recentlyIncorporated = incorporated >= asOf - 30 * DAY
      const kind = facts.kind[i] < 0 ? null : COMPANY_KINDS[facts.kind[i]]
      const isLlp = kind === null
      const finalStatus = STATUS_NAMES[facts.status[i]]
      const cin = cins()
      const boardSize = isLlp ? rng.int(2, 3) : kind.code === 'OPC' ? rng.int(1, 2) : rng.weighted(DIRECTOR_COUNTS)
      const seated = new Set<string>()
      for (let d = 0; d < boardSize; d++) {
        let din: string
        // Founders of old companies were born long ago; keep everyone born from 1940 on, appointed as adults.
        let earliest = incorporated
        if (poolSize > 50 && rng.chance(0.12)) {
          din = String(directorPool[rng.int(Math.max(0, poolSize - 200_000), poolSize - 1)]).padStart(8, '0')
          if (seated.has(din)) continue
        } else {
          dinNext += rng.int(1, 20)
          const p = person(rng)
          din = String(dinNext).padStart(8, '0')
          let born = incorporated - rng.int(23 * 365, 60 * 365) * DAY
          if (born < BORN_FROM) {
            born = BORN_FROM + rng.int(0, 20 * 365) * DAY
            earliest = Math.max(incorporated, born + rng.int(25 * 365, 40 * 365) * DAY)
          }
          const nationality = rng.chance(0.985) ? 'Indian' : rng.pick(FOREIGN_NATIONALITIES)
          emit.director([din, p.full, p.first, p.last, nationality, iso(born)].join(F))
          counts.directors++
          if (poolSize === directorPool.length) {
            const grown = new Uint32Array(poolSize * 2)
            grown.set(directorPool)
            directorPool = grown
          }
          directorPool[poolSize++] = dinNext
        }
        seated.add(din)
        // First board on the incorporation day; later changes spread until as-of, a few in the last 30 days.
        let appointed = Math.min(earliest, asOf - 31 * DAY)
        if (d > 0 && !recentlyIncorporated && rng.chance(0.35)) {
          appointed = rng.chance(0.04) ? asOf - rng.int(0, 29) * DAY : appointed + Math.floor(rng.next() * ((asOf - appointed) / DAY)) * DAY
        }
        if (recentlyIncorporated) appointed = incorporated
        const ceased = !recentlyIncorporated && rng.chance(CLOSED_STATUSES.has(finalStatus) ? 0.3 : 0.08)
        const cessation = ceased ? appointed + Math.max(1, Math.floor(rng.next() * ((asOf - appointed) / DAY))) * DAY : null
        const designation = rng.weighted(isLlp ? LLP_DESIGNATIONS : DIRECTOR_DESIGNATIONS)
        emit.appointment([din, cin, designation, iso(appointed), cessation !== null && cessation < asOf ? iso(cessation) : NULL].join(F))
        counts.appointments++
      }
    }
    companiesDone += facts.days.length
    onProgress?.(companiesDone)
  }
  return { add, finish: () => counts }
}

/** GST registrations: about 70% of companies, in their own state and sometimes in others; then proprietors and firms. */
export function generateGst(options: GenerateOptions, emit: (line: Line) => void, onProgress?: (companiesDone: number) => void): Part<number> {
  const rng = createRng(streamSeed(options.seed, 2))
  const asOf = asOfMs(options)
  let n = 0
  let count = 0

  const gstRow = (input: { pan: string; cin: string | null; legal: string; trade: string; state: StateRef; entityNo: number; from: number; closed: boolean; constitution: string; section: string }) => {
    const first14 = `${input.state.gst}${input.pan}${input.entityNo.toString(36).toUpperCase()}Z`
    const gstin = first14 + gstinCheckChar(first14)
    const lower = Math.max(input.from, GST_START)
    let reg: number
    if (lower < asOf - 30 * DAY && rng.chance(0.012)) reg = asOf - rng.int(0, 29) * DAY
    else if (input.from < GST_START && rng.chance(0.4)) reg = GST_START
    else reg = lower + Math.floor(rng.next() * Math.max(0, (asOf - lower) / DAY)) * DAY
    const industry = INDUSTRIES[input.section]
    let hsn = '[]'
    if (industry.hsnChapters.length > 0) {
      const codes: string[] = []
      for (let k = rng.int(1, 4); k > 0; k--) {
        const code = rng.pick(HSN_BY_CHAPTER.get(rng.pick(industry.hsnChapters)) ?? NO_HSN)
        if (code !== NO_HSN[0] && !codes.includes(code)) codes.push(code)
      }
      hsn = jsonList(codes)
    }
    const sac = industry.sac.length === 0 ? '[]' : distinctPicks(rng, industry.sac, rng.int(1, 3))
    const activities = distinctPicks(rng, industry.activities, rng.int(1, 3))
    const city = rng.pick(input.state.cities)
    const addr = address(rng, input.state, city)
    const status = rng.weighted(input.closed ? GST_STATUSES_CLOSED : GST_STATUSES_OPEN)
    emit([gstin, input.pan, input.cin ?? NULL, input.legal, input.trade, status, rng.weighted(TAXPAYER_TYPES), input.constitution, iso(reg), input.state.name, addr.line, addr.pin, industry.core, activities, hsn, sac].join(F))
    count++
  }

  const add = (facts: CompanyFacts) => {
    const cins = lines(facts.cins)
    const names = lines(facts.names)
    const pans = lines(facts.pans)
    for (let i = 0; i < facts.days.length; i++) {
      const name = names()
      const cin = cins()
      const companyPan = pans()
      if (!rng.chance(0.7)) continue
      const kind = facts.kind[i] < 0 ? null : COMPANY_KINDS[facts.kind[i]]
      const isLlp = kind === null
      const constitution = constitutionFor(isLlp ? 'LLP' : 'Company', kind?.cls ?? null, kind?.subCategory ?? null)
      const trade = name.replace(LEGAL_SUFFIX, '')
      const closed = CLOSED_STATUSES.has(STATUS_NAMES[facts.status[i]])
      const regs = rng.weighted([[1, 80], [2, 14], [3, 6]] as const)
      const usedStates = new Set<string>()
      for (let g = 0; g < regs; g++) {
        const regState = g === 0 ? STATES[facts.state[i]] : rng.weighted(STATE_WEIGHTED)
        if (usedStates.has(regState.gst)) continue
        usedStates.add(regState.gst)
        gstRow({ pan: companyPan, cin, legal: name, trade: rng.chance(0.8) ? trade : '', state: regState, entityNo: 1, from: facts.days[i] * DAY, closed, constitution, section: facts.section[i] })
      }
    }
    n += facts.days.length
    onProgress?.(Math.floor(n * 0.75))
  }

  // Stand-alone registrations: proprietors (PAN entity P) and partnership firms (F), once every company is in.
  const finish = () => {
    const standalone = Math.round(n * 0.3)
    for (let i = 0; i < standalone; i++) {
      const state = rng.weighted(STATE_WEIGHTED)
      const nic = rng.weighted(NIC_WEIGHTED)
      const proprietor = rng.chance(0.75)
      const p = person(rng)
      const trade = `${rng.chance(0.5) ? p.last.toUpperCase() : rng.pick(NAME_WORDS)} ${rng.pick(TRADE_SUFFIXES)}`
      const legal = proprietor ? p.full.toUpperCase() : `M/S ${trade}`
      const from = GST_START + Math.floor(rng.next() * ((asOf - GST_START) / DAY)) * DAY
      const registrant = pan(rng, n + i, proprietor ? 'P' : 'F', proprietor ? p.last[0].toUpperCase() : trade[0])
      gstRow({ pan: registrant, cin: null, legal, trade, state, entityNo: rng.int(1, 2), from, closed: rng.chance(0.15), constitution: proprietor ? 'Proprietorship' : 'Partnership', section: nic.section })
      // The stand-alone registrations are about a quarter of this part's work.
      if (onProgress && (i + 1) % 10_000 === 0) onProgress(Math.floor(n * 0.75 + ((i + 1) / standalone) * n * 0.25))
    }
    onProgress?.(n)
    return count
  }
  return { add, finish }
}
