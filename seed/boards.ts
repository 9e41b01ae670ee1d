// Each company's board, by the Companies Act and the LLP Act: directors and their appointments, then
// the key managerial personnel (CS, CFO, CEO), who sign for the company but are not directors.
import { person, type Person } from './people.ts'
import { STATES } from './reference/states.ts'
import { CLOSED_STATUSES, COMPANY_KINDS, type CompanyKind, type Weighted } from './reference/values.ts'
import { createRng, type Rng } from './rng.ts'
import { DIN_START, dinAllotter } from './serials.ts'
import { appointmentRow, asOfMs, DAY, directorRow, iso, lines, STATUS_NAMES, streamSeed, type CompanyFacts, type GenerateOptions, type Part, type Row } from './generate.ts'

/** A year of age (365 days: the leaving ages count in these). */
export const YEAR_DAYS = 365
const YEAR = YEAR_DAYS * DAY
/** Board minimums: section 149(1) (public 3, private 2, OPC 1); LLP Act s. 7 (2 designated partners). */
export const minimumBoard = (kind: CompanyKind | null) => (kind === null ? 2 : kind.code === 'OPC' ? 1 : kind.cls === 'Public' ? 3 : 2)
const PRIVATE_SIZES: Weighted<number> = [
  [2, 58],
  [3, 24],
  [4, 10],
  [5, 5],
  [6, 2],
  [7, 1],
]
const PUBLIC_SIZES: Weighted<number> = [
  [3, 40],
  [4, 22],
  [5, 16],
  [6, 10],
  [7, 6],
  [8, 4],
  [10, 2],
]
const LLP_SIZES: Weighted<number> = [
  [2, 66],
  [3, 22],
  [4, 8],
  [5, 4],
]
const LISTED_SIZES: Weighted<number> = [
  [6, 3],
  [8, 3],
  [10, 2],
  [12, 1],
]
// (Tables are module constants: the sampler keeps its running sums on each table.)
const FIRST_DESIGNATIONS: Weighted = [
  ['Director', 70],
  ['Managing Director', 20],
  ['Whole-time director', 10],
]
const OTHER_DESIGNATIONS: Weighted = [
  ['Director', 80],
  ['Whole-time director', 12],
  ['Managing Director', 3],
  ['Director appointed in casual vacancy', 5],
]
const FOREIGN: Record<string, { first: string[]; last: string[] }> = {
  British: { first: ['James', 'Oliver', 'Emma', 'Sophie', 'William', 'Charlotte'], last: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Clarke', 'Hughes'] },
  American: { first: ['Michael', 'David', 'Jennifer', 'Robert', 'Sarah', 'Daniel'], last: ['Johnson', 'Miller', 'Davis', 'Anderson', 'Moore', 'Walker'] },
  Japanese: { first: ['Hiroshi', 'Takeshi', 'Yuki', 'Kenji', 'Akira', 'Naoko'], last: ['Tanaka', 'Suzuki', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi'] },
  German: { first: ['Thomas', 'Stefan', 'Andreas', 'Julia', 'Markus', 'Katrin'], last: ['Muller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker'] },
  Singaporean: { first: ['Wei Ming', 'Li Hua', 'Kok Leong', 'Mei Ling'], last: ['Tan', 'Lim', 'Ng', 'Ong'] },
}
const NATIONALITIES = Object.keys(FOREIGN)

interface Seat {
  din: string
  appointed: number
  born: number
  person?: Person
}

/**
 * Directors leave boards by death or retirement: a seat whose holder would be past this age by the
 * as-of date ends at it (78–92, _estimate_; India's life expectancy at 60 is about 18 years, SRS 2016–20).
 */
const LEAVING_AGE = { min: 78, max: 92 }
/** The age at which this director leaves every board (from the DIN: no draw). */
export const leavingAge = (din: string): number => LEAVING_AGE.min + (Number(din) % (LEAVING_AGE.max - LEAVING_AGE.min + 1))
/** Every leaving age, youngest first; a year of age is 365 days here (YEAR). */
export const LEAVING_AGES: readonly number[] = Array.from({ length: LEAVING_AGE.max - LEAVING_AGE.min + 1 }, (_, i) => LEAVING_AGE.min + i)

/** Each company's board: new people mostly, some who already sit on other boards; families on small private ones. */
export function generateBoards(
  options: GenerateOptions,
  emit: { director(row: Row): void; appointment(row: Row): void },
  onProgress?: (companiesDone: number) => void,
): Part<{ directors: number; appointments: number }> {
  const rng = createRng(streamSeed(options.seed, 1))
  const asOf = asOfMs(options)
  const lastDay = asOf - 31 * DAY
  const counts = { directors: 0, appointments: 0 }
  const allot = dinAllotter()
  // Everyone already on a board (DIN and birth day), for appointing the same person elsewhere.
  // `since`: the day their DIN was allotted (no one sits on a board before holding one, DIN_START aside).
  let pool = { din: new Uint32Array(1 << 16), born: new Float64Array(1 << 16), since: new Float64Array(1 << 16) }
  let poolSize = 0
  let companiesDone = 0

  /** A new person appointed on `appointed`: born an adult before it, with a DIN allotted that day. */
  const newPerson = (r: Rng, gst: string, appointed: number, foreign: boolean, family?: Person): Seat => {
    const born = appointed - r.int(25 * 365, 62 * 365) * DAY
    const bornYear = Math.floor(1970 + born / (365.2425 * DAY))
    let p: Person
    let nationality = 'Indian'
    if (foreign) {
      nationality = r.pick(NATIONALITIES)
      const names = FOREIGN[nationality]
      const first = r.pick(names.first)
      const last = r.pick(names.last)
      p = { first, last, full: `${first} ${last}`, female: false }
    } else p = family ? person(r, gst, bornYear, { surname: family.last, female: !family.female && r.chance(0.6) }) : person(r, gst, bornYear)
    // Directors of before November 2006 received their DINs in the first year of the scheme.
    const allotted = appointed < DIN_START ? DIN_START + r.int(0, 420) * DAY : appointed
    const din = allot(allotted, r.int(1, 3))
    if (din > 99_999_999) throw new Error('DINs ran out of 8 digits')
    const text = String(din).padStart(8, '0')
    emit.director(directorRow({ din: text, name: p.full, first_name: p.first, last_name: p.last, nationality, date_of_birth: iso(born) }))
    counts.directors++
    if (poolSize === pool.din.length) {
      const grown = { din: new Uint32Array(poolSize * 2), born: new Float64Array(poolSize * 2), since: new Float64Array(poolSize * 2) }
      grown.din.set(pool.din)
      grown.born.set(pool.born)
      grown.since.set(pool.since)
      pool = grown
    }
    pool.din[poolSize] = din
    pool.since[poolSize] = Math.max(allotted, DIN_START)
    pool.born[poolSize++] = born
    return { din: text, appointed, born, person: p }
  }

  /** Someone from another board, if one is old enough to be appointed on that day (adults only: 21 and over here). */
  const existing = (r: Rng, appointed: number, seated: Set<string>): Seat | null => {
    if (poolSize < 50) return null
    const at = r.int(Math.max(0, poolSize - 200_000), poolSize - 1)
    const din = String(pool.din[at]).padStart(8, '0')
    // An adult (21 and over here) whose DIN was allotted by then (appointments before the scheme aside).
    if (seated.has(din) || pool.born[at] + 21 * YEAR > appointed || pool.born[at] + 75 * YEAR < appointed || (appointed >= DIN_START && pool.since[at] > appointed)) return null
    return { din, appointed, born: pool.born[at] }
  }

  const appoint = (seat: Seat, cin: string, designation: string, ceased: number | null) => {
    emit.appointment(
      appointmentRow({ din: seat.din, cin, designation, date_of_appointment: iso(seat.appointed), date_of_cessation: ceased !== null && ceased < asOf ? iso(ceased) : null }),
    )
    counts.appointments++
  }

  const add = (facts: CompanyFacts) => {
    const cins = lines(facts.cins)
    for (let i = 0; i < facts.days.length; i++) {
      const incorporated = facts.days[i] * DAY
      const kind = facts.kind[i] < 0 ? null : COMPANY_KINDS[facts.kind[i]]
      const closed = CLOSED_STATUSES.has(STATUS_NAMES[facts.status[i]])
      const listed = facts.listed[i] === 1
      const gst = STATES[facts.state[i]].gst
      const cin = cins()
      boardOf({ incorporated, kind, closed, listed, gst, cin })
    }
    companiesDone += facts.days.length
    onProgress?.(companiesDone)
  }

  const boardOf = (c: { incorporated: number; kind: CompanyKind | null; closed: boolean; listed: boolean; gst: string; cin: string }) => {
    const r = rng
    const recent = c.incorporated >= asOf - 30 * DAY
    const min = minimumBoard(c.kind)
    const isPublic = c.kind?.cls === 'Public'
    const size =
      c.kind === null ? r.weighted(LLP_SIZES) : c.kind.code === 'OPC' ? (r.chance(0.85) ? 1 : 2) : r.weighted(isPublic ? (c.listed ? LISTED_SIZES : PUBLIC_SIZES) : PRIVATE_SIZES)
    const independents = c.listed ? Math.ceil(size / 3) : isPublic && c.kind?.code === 'PLC' && r.chance(0.2) ? 2 : 0
    const family = c.kind !== null && c.kind.cls !== 'Public' && c.kind.code !== 'FTC' && size <= 4 && r.chance(0.45)
    const seated = new Set<string>()
    let founder: Person | undefined
    let current = 0
    let currentIndependents = 0
    for (let d = 0; d < size; d++) {
      // The first board on incorporation day; later seats spread until as-of.
      let appointed = Math.min(c.incorporated, lastDay)
      const later = d >= min && !recent && r.chance(0.5)
      if (later) appointed = r.chance(0.06) ? asOf - r.int(0, 29) * DAY : appointed + Math.floor(r.next() * ((asOf - appointed) / DAY)) * DAY
      if (recent) appointed = c.incorporated
      const foreign = c.kind?.code === 'FTC' ? d < 2 && r.chance(0.6) : r.chance(0.003)
      const seat = (!family && !foreign && r.chance(0.12) ? existing(r, appointed, seated) : null) ?? newPerson(r, c.gst, appointed, foreign, family && d > 0 ? founder : undefined)
      if (seated.has(seat.din)) continue
      seated.add(seat.din)
      if (d === 0) founder = seat.person
      const designation = designationOf(r, c, d, independents, later)
      // Additional directors hold office until the next AGM: regularised (shown as Director) or gone within a year.
      let ceased: number | null = null
      if (designation === 'Additional Director' && appointed <= asOf - YEAR) ceased = appointed + r.int(30, 360) * DAY
      else if (!recent && r.chance(c.closed ? 0.3 : 0.08) && (c.closed || current >= min))
        ceased = appointed + Math.max(30, Math.floor(r.next() * ((asOf - appointed) / DAY))) * DAY
      // Nobody holds a seat past their leaving age (the age from the DIN: no draw, so the rest of the stream is unchanged).
      const leaves = seat.born + leavingAge(seat.din) * YEAR
      // A seat ending on the as-of day itself ends the day before: a cessation on the as-of day would be recorded as open (appoint).
      if (leaves <= asOf && (ceased === null || ceased > leaves)) ceased = Math.max(appointed + 30 * DAY, Math.min(Math.floor(leaves / DAY) * DAY, asOf - DAY))
      appoint(seat, c.cin, designation, ceased)
      // An LLP's minimum counts designated partners only.
      if ((ceased === null || ceased >= asOf) && designation !== 'Partner') {
        current++
        if (designation === 'Independent Director') currentIndependents++
      }
    }
    // An active company keeps its legal minimum: a vacancy is filled.
    for (let k = 0; !c.closed && current < min && k < min; k++) {
      const appointed = Math.max(c.incorporated, lastDay - r.int(0, 365) * DAY)
      appoint(newPerson(r, c.gst, appointed, false), c.cin, c.kind === null ? 'Designated Partner' : 'Director appointed in casual vacancy', null)
      current++
    }
    // A listed board stays one-third independent (s. 149(4)), whoever has left it — counted after the
    // vacancies are filled (a board whose every seat had emptied was refilled with casual-vacancy directors alone).
    for (let _k = 0; c.listed && !c.closed && currentIndependents * 3 < current; _k++) {
      appoint(newPerson(r, c.gst, Math.max(c.incorporated, lastDay - r.int(0, 3 * 365) * DAY), false), c.cin, 'Independent Director', null)
      current++
      currentIndependents++
    }
    if (c.kind !== null) keyManagers(r, c, seated)
  }

  /** CS and CFO of listed companies always (s. 203), CEO often; unlisted public companies sometimes; private ones rarely. */
  const keyManagers = (r: Rng, c: { incorporated: number; kind: CompanyKind | null; listed: boolean; gst: string; cin: string }, seated: Set<string>) => {
    const isPublic = c.kind!.cls === 'Public'
    const roles: [string, number][] = c.listed
      ? [
          ['Company Secretary', 1],
          ['CFO', 1],
          ['CEO', 0.5],
        ]
      : isPublic
        ? [
            ['Company Secretary', 0.4],
            ['CFO', 0.25],
            ['CEO', 0.1],
          ]
        : [
            ['Company Secretary', 0.02],
            ['CFO', 0.01],
          ]
    for (const [role, p] of roles) {
      if (!r.chance(p)) continue
      // The officer in post now: appointed within the last fifteen years (a company's first officers have since left).
      const appointed = Math.max(c.incorporated, lastDay - r.int(0, 15 * 365) * DAY)
      const seat = newPerson(r, c.gst, appointed, false)
      seated.add(seat.din)
      appoint(seat, c.cin, role, null)
    }
  }
  return { add, finish: () => counts }
}

function designationOf(r: Rng, c: { kind: CompanyKind | null; listed: boolean }, d: number, independents: number, later: boolean): string {
  if (c.kind === null) return d < 2 || r.chance(0.8) ? 'Designated Partner' : 'Partner'
  if (d >= 1 && d <= independents) return 'Independent Director'
  if (d === 0) return r.weighted(FIRST_DESIGNATIONS)
  if (later && r.chance(0.2)) return 'Additional Director'
  if (c.kind.cls === 'Public' && r.chance(0.06)) return r.pick(['Nominee Director', 'Alternate Director'])
  return r.weighted(OTHER_DESIGNATIONS)
}
