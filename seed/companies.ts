// Every company, in incorporation order, streamed as rows; their facts go on to the other parts.
import { NIC_DIVISIONS } from './reference/nic.ts'
import { STATES } from './reference/states.ts'
import { COMPANY_KINDS, COMPANY_STATUSES, EMAIL_DOMAINS, INDUSTRIES, LLP_STATUSES, NAME_MIDDLES, NAME_WORDS, type CompanyKind, type Weighted } from './reference/values.ts'
import { createRng } from './rng.ts'
import { address, asOfMs, DAY, F, iso, LAST_NAMES, LEGAL_SUFFIX, LETTERS, NIC_WEIGHTED, NULL, pan, STATE_WEIGHTED, STATUS_NAMES, type CompanyFacts, type GenerateOptions, type Line } from './generate.ts'

const EPOCH = Date.UTC(1950, 0, 1)
const LLP_START = Date.UTC(2009, 3, 1)
/** Share of companies incorporated in the 30 days before as-of, so "recent" lists are never empty. */
const RECENT_SHARE = 0.012
const UPPER_LAST_NAMES = LAST_NAMES.map((n) => n.toUpperCase())
const KIND_WEIGHTED: Weighted<CompanyKind> = COMPANY_KINDS.map((k) => [k, k.weight] as const)
const AUTHORISED: Weighted<number> = [[100000, 40], [500000, 15], [1000000, 20], [1500000, 5], [2500000, 6], [5000000, 6], [10000000, 4], [50000000, 2], [100000000, 1], [500000000, 0.6], [2500000000, 0.4]]

/** FNV-1a, folded to 31 bits (a small integer in V8). */
const nameHash = (name: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 1
}

/** Companies per chunk of facts sent on to the boards and GST parts. */
const FACTS_CHUNK = 16_384
const newFacts = (size: number) => ({ state: new Uint8Array(size), kind: new Int8Array(size), status: new Uint8Array(size), section: [] as string[], cins: [] as string[], names: [] as string[], pans: [] as string[] })

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
