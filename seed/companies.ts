// Every company, in incorporation order, streamed as rows; their facts go on to the other parts.
// Each is made from the outside in: date and form, then a NIC code the form may carry, a real place,
// status by age, capital by era and size, a name of its industry, numbers issued on its date.
import { ageInYears, drawCapital, drawNic, drawStatus, isListed, OPC_START, subscribedCapital } from './company-rules.ts'
import { turnoverSlab } from './gst-rules.ts'
import { nameRegistry } from './names.ts'
import { surname } from './people.ts'
import { place } from './places.ts'
import { HISTORY_START, LLP_SHARE } from './calendar.ts'
import { activityGroup } from './reference/activities.ts'
import { registeredNic } from './reference/nic-editions.ts'
import { STATES } from './reference/states.ts'
import { COMPANY_KINDS, EMAIL_DOMAINS, type CompanyKind, type Weighted } from './reference/values.ts'
import { createRng, type Rng } from './rng.ts'
import { CIN_SHARE, cinSerialBase, llpin, llpinIndexBase } from './serials.ts'
import {
  addressLine,
  asOfMs,
  companyRow,
  DAY,
  F,
  iso,
  pan,
  STATE_WEIGHTED,
  STATUS_NAMES,
  streetLine,
  withoutLegalSuffix,
  type CompanyFacts,
  type GenerateOptions,
  type Line,
} from './generate.ts'

const EPOCH = HISTORY_START
const LLP_START = Date.UTC(2009, 3, 1)
const KIND_WEIGHTED: Weighted<CompanyKind> = COMPANY_KINDS.map((k) => [k, k.weight] as const)
const PTC = COMPANY_KINDS.find((k) => k.code === 'PTC')!
/**
 * A day of the RoCs' approvals for the `i`th company drawn on `day` (days since 1970, a Thursday): a
 * Saturday stays one in eight times and a Sunday one in twenty-five (real: Saturday 2–4%, Sunday ≤ 1% of
 * incorporations), the others move to the next Monday, or back to the Friday before the as-of date.
 */
function onWorkingDay(day: number, i: number, last: number): number {
  const weekday = (day + 4) % 7
  if (weekday !== 6 && weekday !== 0) return day
  const h = Math.imul(i + 1, 0x9e3779b1) >>> 0
  if (weekday === 6 ? h % 8 === 0 : h % 25 === 0) return day
  const monday = day + (weekday === 6 ? 2 : 1)
  return monday <= last ? monday : day - (weekday === 6 ? 1 : 2)
}

/** Calendar year of a day number (days since 1970), from a table: Date objects are slow at this volume. */
const YEAR_STARTS = Array.from({ length: 200 }, (_, k) => Date.UTC(1900 + k, 0, 1) / DAY)
const yearOf = (day: number) => {
  let y = Math.floor(day / 365.2425) + 1970
  while (YEAR_STARTS[y - 1900] > day) y--
  while (YEAR_STARTS[y + 1 - 1900] <= day) y++
  return y
}

/** Companies per chunk of facts sent on to the boards and GST parts. */
const FACTS_CHUNK = 16_384
const newFacts = (size: number) => ({
  state: new Uint8Array(size),
  kind: new Int8Array(size),
  status: new Uint8Array(size),
  listed: new Uint8Array(size),
  small: new Uint8Array(size),
  turnover: new Uint8Array(size),
  nics: [] as string[],
  cins: [] as string[],
  names: [] as string[],
  pans: [] as string[],
  offices: [] as string[],
})

const MAILBOXES = ['info', 'contact', 'accounts', 'admin']
const TLDS = ['com', 'in', 'co.in']

/** A company's e-mail: its own domain or a free-mail box, the name in full (or first word and initials when long). */
/** A company's email: its own domain or a free-mail box; `official` (a government or listed company): its own domain always. */
export const companyEmail = (r: Rng, name: string, official = false) => {
  if (r.chance(0.05)) return null
  const body = withoutLegalSuffix(name).toLowerCase()
  // Names are capital letters, digits and spaces but for the odd D'SOUZA or place with a dot.
  const words = /[^a-z0-9 ]/.test(body)
    ? body
        .replace(/[^a-z0-9 ]/g, '')
        .split(' ')
        .filter(Boolean)
    : body.split(' ')
  let slug = words.join('')
  if (slug.length > 30)
    slug =
      words[0] +
      words
        .slice(1)
        .map((w) => w[0])
        .join('')
  return r.chance(0.5) || official ? `${r.pick(MAILBOXES)}@${slug}.${r.pick(TLDS)}` : `${slug}${r.chance(0.5) ? r.int(1, 99) : ''}@${r.weighted(EMAIL_DOMAINS)}`
}

/** Every company, in incorporation order; the facts the other two parts build on go to onFacts, chunk by chunk. */
export function generateCompanies(
  options: GenerateOptions,
  emit: (line: Line) => void,
  onFacts: (chunk: CompanyFacts) => void,
  onProgress?: (done: number, total: number) => void,
): void {
  const rng = createRng(options.seed)
  const asOf = asOfMs(options)
  const n = options.companies

  // Incorporation days, sorted: everything downstream is produced in this order. One curve through the
  // as-of date (calendar.ts, HISTORY_START), which the living registry continues; RoC approvals on
  // working days (a hash of the index moves most weekend days to the next Monday: no draw is added).
  const days = new Float64Array(n)
  const span = (asOf - EPOCH) / DAY
  const last = Math.floor(asOf / DAY)
  for (let i = 0; i < n; i++) days[i] = onWorkingDay(Math.min(last, Math.floor(EPOCH / DAY + span * rng.next() ** 0.25)), i, last)
  days.sort()
  // Recently registered lists are never empty: the newest company is of the last 30 days.
  if (n > 0 && days[n - 1] < last - 29) days[n - 1] = onWorkingDay(last - 1, n, last)

  // The facts go out in chunks as the companies are made, so the other parts start at once.
  let chunkStart = 0
  let facts = newFacts(Math.min(FACTS_CHUNK, n))
  const sendFacts = (end: number) => {
    onFacts({
      ...facts,
      days: days.slice(chunkStart, end),
      nics: facts.nics.join(''),
      cins: facts.cins.join('\n'),
      names: facts.names.join('\n'),
      pans: facts.pans.join('\n'),
      offices: facts.offices.join('\n'),
    })
    chunkStart = end
    facts = newFacts(Math.min(FACTS_CHUNK, n - end))
  }
  const serials = new Map<string, number>()
  let llpSeq = -1
  const companyName = nameRegistry(rng)

  for (let i = 0; i < n; i++) {
    const incorporated = days[i] * DAY
    const year = yearOf(days[i])
    const age = ageInYears(incorporated, asOf)
    // LLPs exist since the LLP Act 2008 (first registrations April 2009): ≈15% of all entities overall.
    const isLlp = incorporated >= LLP_START && rng.chance(LLP_SHARE)
    let kind = isLlp ? null : rng.weighted(KIND_WEIGHTED)
    if (kind?.code === 'OPC' && incorporated < OPC_START) kind = PTC
    const nic = drawNic(rng, kind?.code ?? 'LLP', year)
    const division = nic.code.slice(0, 2)
    // The code the company was registered with: NIC 2004's before 2020, NIC 2008's from then (nic-editions.ts).
    const registered = registeredNic(nic.code, year)
    const stateIndex = STATES.indexOf(rng.weighted(STATE_WEIGHTED))
    const state = STATES[stateIndex]
    const at = place(rng, stateIndex)
    const listed = isListed(rng, kind, age)
    const status = drawStatus(rng, age, kind, listed)
    const capital = drawCapital(rng, kind, division, incorporated, listed)

    let cin: string
    if (isLlp) {
      llpSeq = Math.max(llpSeq + rng.int(1, 3), llpinIndexBase(incorporated))
      cin = llpin(llpSeq)
    } else {
      // Others' companies fill the gaps between ours; the largest datasets leave none, so 6 digits last.
      const serial = Math.max((serials.get(at.cin) ?? 0) + (n > 2_000_000 ? 1 : rng.int(1, 3)), cinSerialBase(incorporated, CIN_SHARE[at.cin]))
      serials.set(at.cin, serial)
      cin = `${listed ? 'L' : 'U'}${registered.code}${at.cin}${year}${kind!.code}${String(serial % 1_000_000).padStart(6, '0')}`
    }
    const name = companyName({ kind, division, code: nic.code, year, surname: surname(rng, state.gst), stateName: state.name, city: at.city })
    const companyPan = pan(rng, i, isLlp ? 'F' : 'C', name[0])
    const line = addressLine(streetLine(rng, state.gst, at.city), at, state)
    const mail = companyEmail(rng, name, listed || kind?.code === 'GOI' || kind?.code === 'SGC')
    const phone = rng.chance(0.15) ? null : `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`

    emit(
      companyRow({
        cin,
        name,
        company_type: isLlp ? 'LLP' : 'Company',
        class: kind?.cls ?? null,
        category: kind?.category ?? null,
        sub_category: kind?.subCategory ?? null,
        status,
        date_of_incorporation: iso(incorporated),
        authorised_capital: capital.authorised,
        paid_up_capital: capital.paidUp,
        address: line,
        city: at.city,
        state: state.name,
        pincode: at.pin,
        email: mail ?? null,
        phone: phone ?? null,
        nic_code: registered.code,
        nic_description: registered.description,
        main_division: registered.code.slice(0, 2),
        main_division_description: registered.divisionDescription,
        roc_code: at.roc,
        regional_director: state.rd,
        listed: listed ? 'Listed' : 'Unlisted',
        pan: companyPan,
        district: at.district,
        subscribed_capital: subscribedCapital(cin, isLlp, capital),
        // The RoC's registration number is the CIN's last six digits; an LLPIN carries none.
        registration_number: isLlp ? null : cin.slice(-6),
        // Every entity here is incorporated in India (foreign companies file under an FCRN, not a CIN).
        company_origin: 'Domestic',
        status_date: null,
        principal_business_activity: activityGroup(registered),
      }).join(F),
    )
    const k = i - chunkStart
    facts.state[k] = stateIndex
    facts.kind[k] = kind === null ? -1 : COMPANY_KINDS.indexOf(kind)
    facts.status[k] = STATUS_NAMES.indexOf(status)
    facts.listed[k] = listed ? 1 : 0
    // Composition needs an aggregate turnover under ₹1.5 crore: small capital stands in for small turnover.
    facts.small[k] = capital.paidUp <= 1e6 ? 1 : 0
    facts.turnover[k] = turnoverSlab(capital.paidUp, listed, cin)
    facts.nics.push(nic.code)
    facts.cins.push(cin)
    facts.names.push(name)
    facts.pans.push(companyPan)
    facts.offices.push([line, at.pin, at.district, at.city].join(F))
    if (k + 1 === FACTS_CHUNK) sendFacts(i + 1)
    if (onProgress && (i + 1) % 10_000 === 0) onProgress(i + 1, n)
  }
  if (chunkStart < n) sendFacts(n)
  onProgress?.(n, n)
}
