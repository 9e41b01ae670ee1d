// GST registrations completed: a company's (from its PAN, state and dates) or a stand-alone
// proprietor's, with the HSN and SAC codes of its industry; and the identifiers a document gives,
// reserved before anything is generated.
import { drawNic } from '../../../seed/company-rules.ts'
import { addressLine, DAY, GST_START, iso, STATE_WEIGHTED, streetLine, withoutLegalSuffix } from '../../../seed/generate.ts'
import { compositionAllowed, declarations, registrationDay, registrationStatus, standaloneTurnover, turnoverSlab } from '../../../seed/gst-rules.ts'
import { person } from '../../../seed/people.ts'
import { place, placeOfPin } from '../../../seed/places.ts'
import { sectionOf } from '../../../seed/reference/nic.ts'
import { STATES } from '../../../seed/reference/states.ts'
import { CORE_BUSINESS, constitutionFor, type CompanyKind } from '../../../seed/reference/values.ts'
import { gstinCheckChar, PAN_RE } from '../../core/registry/identifiers.ts'
import { TURNOVER_SLABS } from '../../entities/gst.ts'
import type { FixtureRecord } from '../document.ts'
import type { GstRow } from '../write.ts'
import { pathOf } from '../shape.ts'
import { checkDate, type Context, dayMs, givenColumns, GST_KEYS, HSN, type PlannedCompany, problem, SAC, STATE_BY_GST, STATE_BY_NAME, stateIndexOf, streamOf } from './context.ts'
import { existingGstin, gstinProblem, newPan } from './identifiers.ts'
import { companyFacts } from './people.ts'

// ── GST registrations ────────────────────────────────────────────────────────

/** Who a registration belongs to. */
interface Registrant {
  pan: string
  cin: string | null
  legal: string
  nic: string
  kind: CompanyKind | null
  constitution: string
  closed: boolean
  stateIndex: number
  office?: { line: string; pin: string; district: string }
  from: number
  slab: number | null
}

const registrantOf = (c: PlannedCompany): Registrant => ({
  pan: c.row.pan,
  cin: c.row.cin,
  legal: c.row.name,
  nic: c.activity,
  kind: c.kind,
  constitution: constitutionFor(c.kind),
  closed: c.closed,
  stateIndex: c.stateIndex,
  office: { line: c.row.address, pin: c.row.pincode, district: c.row.district },
  from: c.incorporated,
  slab: TURNOVER_SLABS[turnoverSlab(c.row.paid_up_capital, c.row.listed === 'Listed', c.row.cin)],
})

/** The next entity number of a PAN's registrations in a state (1, 2, …, 9, A, …). */
function nextEntityNumber(ctx: Context, pan: string, stateGst: string): string {
  for (let n = 1; n < 36; n++) {
    const first14 = `${stateGst}${pan}${n.toString(36).toUpperCase()}Z`
    const gstin = first14 + gstinCheckChar(first14)
    if (!ctx.reserved.gstins.has(gstin) && !existingGstin(ctx, gstin)) return gstin
  }
  return ''
}

/** One registration of the file, completed for its registrant (a company, or a stand-alone proprietor). */
function planRegistration(ctx: Context, record: FixtureRecord, path: string, who: Registrant, home: boolean): void {
  const r = streamOf(ctx, path, record)
  const g = givenColumns(ctx, record, GST_KEYS, path)
  const text = (column: string) => (typeof g[column] === 'string' ? (g[column] as string) : undefined)
  if (text('pan') !== undefined && text('pan') !== who.pan) problem(ctx, path, 'PAN', `${text('pan')} is not the registrant's PAN ${who.pan}`)
  if (g.cin !== undefined && g.cin !== who.cin) problem(ctx, path, 'CIN', who.cin ? `${g.cin} is not the company's CIN ${who.cin}` : 'a stand-alone registration has no CIN (null)')

  // The state: the GSTIN's, the record's, or the registrant's home.
  const gstinGiven = text('gstin')
  let stateIndex: number | undefined
  if (gstinGiven !== undefined) {
    const wrong = gstinProblem(gstinGiven)
    if (wrong) problem(ctx, path, 'GSTIN', wrong)
    else {
      if (gstinGiven.slice(2, 12) !== who.pan) problem(ctx, path, 'GSTIN', `characters 3–12 should be the registrant's PAN ${who.pan}`)
      stateIndex = STATE_BY_GST.get(gstinGiven.slice(0, 2))
    }
    if (ctx.gst.has(gstinGiven)) problem(ctx, path, 'GSTIN', `${gstinGiven} is also given at ${ctx.gst.get(gstinGiven)!.path}`)
    else if (existingGstin(ctx, gstinGiven) && !(who.cin && ctx.replaced.companies.has(who.cin))) {
      if (ctx.replace) ctx.replaced.gst.add(gstinGiven)
      else problem(ctx, path, 'GSTIN', `${gstinGiven} already exists in the database; import with replace to replace it`)
    }
    ctx.reserved.gstins.add(gstinGiven)
  }
  if (typeof g.state === 'string') {
    const i = stateIndexOf(ctx, g.state, path, 'state')
    if (i !== undefined && stateIndex !== undefined && i !== stateIndex) problem(ctx, path, 'state', `${g.state} is not the GSTIN's state (${STATES[stateIndex].name})`)
    stateIndex ??= i
  }
  let office = stateIndex === undefined || stateIndex === who.stateIndex ? (home ? who.office : undefined) : undefined
  stateIndex ??= home ? who.stateIndex : STATES.indexOf(r.weighted(STATE_WEIGHTED))
  const state = STATES[stateIndex]
  const pinGiven = text('pincode')
  if (pinGiven !== undefined) {
    const at = placeOfPin(r, pinGiven)
    if (!at) problem(ctx, path, 'Pincode', `${pinGiven} is not a PIN of India Post's directory`)
    else if (at.stateIndex !== stateIndex) problem(ctx, path, 'Pincode', `${pinGiven} is in ${STATES[at.stateIndex].name}, not ${state.name}`)
    else if (office?.pin !== pinGiven) office = { line: addressLine(streetLine(r, state.gst, at.city), at, state), pin: at.pin, district: at.district }
  }
  if (!office) {
    const at = place(r, stateIndex)
    office = { line: addressLine(streetLine(r, state.gst, at.city), at, state), pin: at.pin, district: at.district }
  }

  const type =
    text('taxpayer_type') ?? (who.slab !== null && who.slab <= 4_000_000 && who.kind?.cls !== 'Public' && compositionAllowed(who.nic) && r.chance(0.2) ? 'Composition' : 'Regular')
  const dateGiven = text('date_of_registration')
  const fromText = iso(Math.max(who.from, GST_START))
  if (dateGiven !== undefined) {
    checkDate(ctx, dateGiven, path, 'dateOfRegistration', { text: fromText, what: who.from > GST_START ? 'the company’s incorporation' : 'GST (2017-07-01)' })
  }
  const registered = dateGiven !== undefined ? dayMs(dateGiven) : (registrationDay(r, who.from, ctx.asOf) ?? ctx.asOf)
  const gstin = gstinGiven ?? nextEntityNumber(ctx, who.pan, state.gst)
  if (!gstin) problem(ctx, path, 'GSTIN', `${who.pan} has no entity number left in ${state.name}`)
  ctx.reserved.gstins.add(gstin)
  for (const [column, key, known] of [
    ['hsn_codes', 'hsnCodes', HSN],
    ['sac_codes', 'sacCodes', SAC],
  ] as const) {
    const list = typeof g[column] === 'string' ? (JSON.parse(g[column] as string) as string[]) : []
    list.forEach((code, i) => {
      if (!known.has(code))
        problem(ctx, pathOf(path, key), String(i), `${code} is not ${column === 'hsn_codes' ? 'an HSN chapter or heading' : 'a SAC code'} of the reference table`)
    })
  }
  if (typeof g.turnover === 'number' && !(TURNOVER_SLABS as readonly number[]).includes(g.turnover))
    problem(ctx, path, 'Turnover', `${g.turnover} is not a slab: ${TURNOVER_SLABS.join(', ')}`)
  const d = declarations(r, who.nic, type === 'Composition', who.constitution)
  const row: GstRow = {
    gstin,
    pan: who.pan,
    cin: who.cin,
    legal_name: text('legal_name') ?? who.legal,
    trade_name: text('trade_name') ?? (r.chance(0.8) ? withoutLegalSuffix(who.legal) : ''),
    status: (text('status') ?? registrationStatus(r, who.closed, type, registered, ctx.asOf)) as GstRow['status'],
    taxpayer_type: type,
    constitution: text('constitution') ?? who.constitution,
    date_of_registration: iso(registered),
    state: state.name,
    address: text('address') ?? office.line,
    pincode: office.pin,
    core_business: text('core_business') ?? CORE_BUSINESS[sectionOf(who.nic.slice(0, 2))],
    business_activities: text('business_activities') ?? d.activities,
    hsn_codes: text('hsn_codes') ?? d.hsn,
    sac_codes: text('sac_codes') ?? d.sac,
    district: text('district') ?? office.district,
    turnover: g.turnover !== undefined ? (g.turnover as number | null) : who.cin ? who.slab : standaloneTurnover(type, who.constitution, gstin),
  }
  ctx.gst.set(gstin, { row, path })
}

/** A company's registrations: the file's, that many generated ones (home state first), or, filling, the generator's share. */
export function planCompanyGst(ctx: Context, company: PlannedCompany, given: unknown, path: string): void {
  if (!company.row.cin) return
  const r = streamOf(ctx, `${path}#fill`, company.row.cin)
  const count = typeof given === 'number' ? given : Array.isArray(given) ? given.length : ctx.fill && r.chance(0.7) ? 1 : 0
  const who = registrantOf(company)
  for (let i = 0; i < count; i++) {
    const item = Array.isArray(given) ? (given[i] as FixtureRecord) : {}
    if (typeof item !== 'object' || item === null) continue
    planRegistration(ctx, item, Array.isArray(given) ? pathOf(path, i) : `${path}#${i}`, who, i === 0)
  }
}

/** A registration on its own: of a company (its CIN) or of a stand-alone proprietor. */
export function planGst(ctx: Context, record: FixtureRecord, path: string): void {
  const r = streamOf(ctx, path, record)
  const cin = typeof record.CIN === 'string' ? record.CIN.trim().toUpperCase() : undefined
  if (cin !== undefined) {
    const company = companyFacts(ctx, cin, path, 'CIN')
    if (company) planRegistration(ctx, record, path, registrantOf(company), typeof record.state !== 'string' || record.state === company.row.state)
    return
  }
  // A proprietor: the PAN's holder (fourth character P) named as the legal name says, or a new person.
  const gstin = typeof record.GSTIN === 'string' ? record.GSTIN.trim().toUpperCase() : undefined
  const panGiven = typeof record.PAN === 'string' ? record.PAN.trim().toUpperCase() : gstin && !gstinProblem(gstin) ? gstin.slice(2, 12) : undefined
  const stateIndex =
    gstin && STATE_BY_GST.has(gstin.slice(0, 2))
      ? STATE_BY_GST.get(gstin.slice(0, 2))!
      : typeof record.state === 'string'
        ? (STATE_BY_NAME.get(record.state.toLowerCase()) ?? 0)
        : STATES.indexOf(r.weighted(STATE_WEIGHTED))
  const p = person(r, STATES[stateIndex].gst, 1975)
  const legal = typeof record.LegalName === 'string' ? record.LegalName : p.full.toUpperCase()
  if (panGiven !== undefined && !PAN_RE.test(panGiven)) {
    problem(ctx, path, 'PAN', `${JSON.stringify(panGiven)} is not a PAN`)
    return
  }
  const pan = panGiven ?? newPan(ctx, r, 'P', legal[0])
  const constitution = typeof record.ConstitutionBusiness === 'string' ? record.ConstitutionBusiness : pan[3] === 'F' ? 'Partnership' : 'Proprietorship'
  planRegistration(
    ctx,
    record,
    path,
    { pan, cin: null, legal, nic: drawNic(r, 'PTC', 2017).code, kind: null, constitution, closed: false, stateIndex, from: GST_START - DAY, slab: null },
    true,
  )
}

/** Reserves the identifiers a document gives before any record is completed. */
export function reserveGiven(ctx: Context, document: { companies?: unknown; directors?: unknown; gst?: unknown }): void {
  const add = (set: Set<string>, value: unknown) => typeof value === 'string' && set.add(value.trim().toUpperCase())
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [])
  const doc = { companies: list(document.companies), directors: list(document.directors), gst: list(document.gst) }
  for (const c of doc.companies) {
    if (typeof c !== 'object' || c === null) continue
    const rec = c as FixtureRecord
    add(ctx.reserved.filePans, rec.PAN)
    for (const d of Array.isArray(rec.directors) ? rec.directors : []) add(ctx.reserved.dins, (d as FixtureRecord)?.DIN)
    for (const g of Array.isArray(rec.gst) ? rec.gst : []) add(ctx.reserved.gstins, (g as FixtureRecord)?.GSTIN)
  }
  for (const d of doc.directors) add(ctx.reserved.dins, (d as FixtureRecord)?.DIN)
  for (const g of doc.gst) add(ctx.reserved.gstins, (g as FixtureRecord)?.GSTIN)
  // CINs are reserved as each company is planned (a repeat is found there); generated ones avoid the rest.
  for (const c of doc.companies) {
    const cin = (c as FixtureRecord)?.CIN
    if (typeof cin === 'string') ctx.reserved.cins.add(cin.trim().toUpperCase())
  }
}
