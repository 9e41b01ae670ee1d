// GST registrations: of companies, from their facts, then stand-alone proprietors and firms.
import { gstinCheckChar } from '../src/core/registry/identifiers.ts'
import { HSN_CODES } from './reference/hsn.ts'
import { STATES, type StateRef } from './reference/states.ts'
import { CLOSED_STATUSES, COMPANY_KINDS, GST_STATUSES_CLOSED, GST_STATUSES_OPEN, INDUSTRIES, NAME_WORDS, TAXPAYER_TYPES, TRADE_SUFFIXES, constitutionFor } from './reference/values.ts'
import { createRng, type Rng } from './rng.ts'
import { address, asOfMs, DAY, F, GST_START, iso, LEGAL_SUFFIX, lines, NIC_WEIGHTED, NULL, pan, person, STATE_WEIGHTED, STATUS_NAMES, streamSeed, type CompanyFacts, type GenerateOptions, type Line, type Part } from './generate.ts'

const HSN_BY_CHAPTER = new Map<number, string[]>()
for (const h of HSN_CODES) if (h.code.length >= 4) HSN_BY_CHAPTER.set(h.chapter, [...(HSN_BY_CHAPTER.get(h.chapter) ?? []), h.code])
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
