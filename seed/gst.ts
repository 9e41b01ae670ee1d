// GST registrations: of companies, from their facts, then stand-alone proprietors, firms, government
// departments (Tax Deductors) and foreign suppliers (Non-Resident Taxable Persons).
import { gstinCheckChar } from '../src/core/registry/identifiers.ts'
import { drawNic } from './company-rules.ts'
import { compositionAllowed, declarations, registrationDay, registrationStatus, standaloneTurnover, TDS_START, TURNOVER_SLABS } from './gst-rules.ts'
import { industryWords } from './names.ts'
import { person } from './people.ts'
import { place } from './places.ts'
import { sectionOf } from './reference/nic.ts'
import { STATES, type StateRef } from './reference/states.ts'
import { CLOSED_STATUSES, COMPANY_KINDS, CORE_BUSINESS, TRADE_SUFFIXES, TRADE_WORDS, constitutionFor, type Weighted } from './reference/values.ts'
import { createRng, type Rng } from './rng.ts'
import {
  addressLine,
  asOfMs,
  DAY,
  F,
  GST_START,
  gstRow,
  iso,
  lines,
  pan,
  STATE_WEIGHTED,
  STATUS_NAMES,
  streamSeed,
  streetLine,
  withoutLegalSuffix,
  type CompanyFacts,
  type GenerateOptions,
  type Row,
  type Part,
} from './generate.ts'

const CORE = new Map<string, string>()
/** GST core business of a NIC code's section (cached: sectionOf walks a table). */
const coreBusiness = (nic: string) => {
  const division = nic.slice(0, 2)
  let core = CORE.get(division)
  if (core === undefined) CORE.set(division, (core = CORE_BUSINESS[sectionOf(division)]))
  return core
}

interface Office {
  line: string
  pin: string
  district: string
}
interface Registrant {
  pan: string
  cin: string | null
  legal: string
  trade: string
  nic: string
  closed: boolean
  constitution: string
  type: string
  /** A company's turnover slab (TURNOVER_SLABS); stand-alone registrants have none. */
  slab?: number
}

/** How many other states a company registers in. */
const OTHER_STATES: Weighted<number> = [
  [0, 80],
  [1, 14],
  [2, 6],
]
const FOREIGN_SUFFIXES = ['GMBH', 'INC', 'PTE LTD', 'LIMITED', 'BV', 'AG', 'KK']
const FOREIGN_WORDS = ['NORDIC', 'ALPINE', 'ATLANTIC', 'PACIFIC', 'HELVETIA', 'SAKURA', 'HANSE', 'MERIDIAN', 'LINDEN', 'WESTBROOK', 'KESTREL']
const DEPARTMENTS = [
  'EXECUTIVE ENGINEER PUBLIC WORKS DIVISION',
  'DISTRICT EDUCATION OFFICER',
  'CHIEF MEDICAL OFFICER',
  'DIVISIONAL FOREST OFFICER',
  'EXECUTIVE ENGINEER IRRIGATION DIVISION',
  'MUNICIPAL COMMISSIONER',
  'DISTRICT COLLECTOR',
  'SUPERINTENDENT OF POLICE',
  'BLOCK DEVELOPMENT OFFICER',
  'GARRISON ENGINEER',
]

/** GST registrations: about 70% of companies, in their own state and sometimes in others; then the stand-alone registrants. */
/**
 * `emit` gets each registration's row and its array fields as lists, in GST_ARRAY_COLUMNS order
 * (src/db/derived.ts: HSN codes, SAC codes, business activities), the elements the seeder indexes.
 */
export function generateGst(options: GenerateOptions, emit: (row: Row, lists: readonly (readonly string[])[]) => void, onProgress?: (companiesDone: number) => void): Part<number> {
  const rng = createRng(streamSeed(options.seed, 2))
  const asOf = asOfMs(options)
  let n = 0
  let count = 0

  /** One registration; `entityNo` counts the registrant's registrations in that state from 1. */
  const row = (who: Registrant, state: StateRef, office: Office, entityNo: number, registered: number) => {
    const deductor = who.type === 'Tax Deductor'
    const first14 = `${state.gst}${who.pan}${entityNo.toString(36).toUpperCase()}${deductor ? 'D' : 'Z'}`
    const gstin = first14 + gstinCheckChar(first14)
    const d = declarations(rng, who.nic, who.type === 'Composition', who.constitution)
    const status = registrationStatus(rng, who.closed, who.type, registered, asOf)
    emit(
      gstRow({
        gstin,
        pan: who.pan,
        cin: who.cin ?? null,
        legal_name: who.legal,
        trade_name: who.trade,
        status,
        taxpayer_type: who.type,
        constitution: who.constitution,
        date_of_registration: iso(registered),
        state: state.name,
        address: office.line,
        pincode: office.pin,
        core_business: coreBusiness(who.nic),
        business_activities: d.activities,
        hsn_codes: d.hsn,
        sac_codes: d.sac,
        district: office.district,
        turnover: (who.slab === undefined ? standaloneTurnover(who.type, who.constitution, gstin) : TURNOVER_SLABS[who.slab]) ?? null,
      }),
      [d.lists.hsn, d.lists.services, d.lists.activities],
    )
    count++
  }
  const officeIn = (r: Rng, stateIndex: number): Office => {
    const at = place(r, stateIndex)
    return { line: addressLine(streetLine(r, STATES[stateIndex].gst, at.city), at, STATES[stateIndex]), pin: at.pin, district: at.district }
  }

  const add = (facts: CompanyFacts) => {
    const cins = lines(facts.cins)
    const names = lines(facts.names)
    const pans = lines(facts.pans)
    const offices = lines(facts.offices)
    for (let i = 0; i < facts.days.length; i++) {
      const name = names()
      const cin = cins()
      const companyPan = pans()
      const [line, pin, district] = offices().split(F)
      if (!rng.chance(0.7)) continue
      const incorporated = facts.days[i] * DAY
      const registered = registrationDay(rng, incorporated, asOf)
      if (registered === null) continue
      const kind = facts.kind[i] < 0 ? null : COMPANY_KINDS[facts.kind[i]]
      const nic = facts.nics.slice(i * 5, i * 5 + 5)
      // Composition binds every registration of the PAN (section 10(2)): decided once per company.
      const composition = facts.small[i] === 1 && kind?.cls !== 'Public' && compositionAllowed(nic) && rng.chance(0.2)
      const who: Registrant = {
        pan: companyPan,
        cin,
        legal: name,
        trade: rng.chance(0.8) ? withoutLegalSuffix(name) : '',
        nic,
        closed: CLOSED_STATUSES.has(STATUS_NAMES[facts.status[i]]),
        constitution: constitutionFor(kind),
        type: composition ? 'Composition' : 'Regular',
        slab: facts.turnover[i],
      }
      // The first registration is in the home state, at the registered office.
      row(who, STATES[facts.state[i]], { line, pin, district }, 1, registered)
      const others = composition ? 0 : rng.weighted(OTHER_STATES)
      const used = new Set([facts.state[i]])
      for (let g = 0; g < others; g++) {
        const stateIndex = STATES.indexOf(rng.weighted(STATE_WEIGHTED))
        if (used.has(stateIndex)) continue
        used.add(stateIndex)
        const later = registrationDay(rng, Math.max(incorporated, registered), asOf)
        if (later !== null) row(who, STATES[stateIndex], officeIn(rng, stateIndex), 1, later)
      }
      // Separate registrations in the home state: an Input Service Distributor for multi-state companies, SEZ units.
      let entityNo = 1
      if (!composition && used.size > 1 && rng.chance(0.15))
        row({ ...who, type: 'Input Service Distributor (ISD)' }, STATES[facts.state[i]], { line, pin, district }, ++entityNo, Math.max(registered, GST_START))
      if (!composition && /^(2[0-9]|62|63)/.test(nic) && rng.chance(0.03)) {
        const sez = registrationDay(rng, registered, asOf)
        if (sez !== null) row({ ...who, type: 'SEZ Unit' }, STATES[facts.state[i]], officeIn(rng, facts.state[i]), ++entityNo, sez)
      }
    }
    n += facts.days.length
    onProgress?.(Math.floor(n * 0.75))
  }

  const finish = () => {
    const standalone = Math.round(n * 0.3)
    for (let i = 0; i < standalone; i++) {
      standaloneRegistrant(n + i)
      // The stand-alone registrations are about a quarter of this part's work.
      if (onProgress && (i + 1) % 10_000 === 0) onProgress(Math.floor(n * 0.75 + ((i + 1) / standalone) * n * 0.25))
    }
    onProgress?.(n)
    return count
  }

  /** A proprietor (P) or partnership firm (F) mostly; now and then a government department or a foreign supplier. */
  const standaloneRegistrant = (seq: number) => {
    const stateIndex = STATES.indexOf(rng.weighted(STATE_WEIGHTED))
    const state = STATES[stateIndex]
    const office = officeIn(rng, stateIndex)
    const roll = rng.next()
    if (roll < 0.01) {
      // Government departments deduct GST TDS (section 51): a government PAN, `D` in the GSTIN.
      const dept = `${rng.pick(DEPARTMENTS)} ${office.district.toUpperCase()}`
      const from = TDS_START + (rng.chance(0.5) ? 0 : Math.floor(rng.next() * ((asOf - TDS_START) / DAY))) * DAY
      row(
        { pan: pan(rng, seq, 'G', dept[0]), cin: null, legal: dept, trade: dept, nic: '84111', closed: false, constitution: 'Government Department', type: 'Tax Deductor' },
        state,
        office,
        1,
        Math.min(from, asOf),
      )
      return
    }
    const nic = drawNic(rng, 'PTC', 2017).code
    if (roll < 0.013) {
      // Non-resident taxable persons are foreign businesses supplying in India for a season.
      const legal = `${rng.pick(FOREIGN_WORDS)} ${industryWords(nic.slice(0, 2), 2017, nic)[0]} ${rng.pick(FOREIGN_SUFFIXES)}`
      const from = GST_START + Math.floor(rng.next() * ((asOf - GST_START) / DAY)) * DAY
      row(
        { pan: pan(rng, seq, 'C', legal[0]), cin: null, legal, trade: legal, nic, closed: false, constitution: 'Foreign Company', type: 'Non Resident Taxable Person' },
        state,
        office,
        1,
        from,
      )
      return
    }
    const proprietor = rng.chance(0.75)
    const p = person(rng, state.gst, 1975)
    const words = industryWords(nic.slice(0, 2), 2017, nic)
    const trade = `${rng.chance(0.5) ? p.last.toUpperCase() : rng.pick(TRADE_WORDS)} ${rng.chance(0.7) ? rng.pick(words) : rng.pick(TRADE_SUFFIXES)}`
    const legal = proprietor ? p.full.toUpperCase() : `M/S ${trade}`
    // Proprietors and firms in business before GST migrated; about half started since.
    const from = rng.chance(0.5) ? GST_START - DAY : GST_START + Math.floor(rng.next() * ((asOf - GST_START) / DAY)) * DAY
    const registered = registrationDay(rng, from, asOf) ?? from
    const type = proprietor && rng.chance(0.02) ? 'Casual Taxable Person' : compositionAllowed(nic) && rng.chance(0.3) ? 'Composition' : 'Regular'
    row(
      {
        pan: pan(rng, seq, proprietor ? 'P' : 'F', proprietor ? p.last[0].toUpperCase() : trade[0]),
        cin: null,
        legal,
        trade,
        nic,
        closed: rng.chance(0.15),
        constitution: proprietor ? 'Proprietorship' : 'Partnership',
        type,
      },
      state,
      office,
      1,
      Math.min(registered, asOf),
    )
  }
  return { add, finish }
}
