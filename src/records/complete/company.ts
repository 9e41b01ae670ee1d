// A company record completed: its kind (from the CIN, the class or the name's legal form), date,
// place, industry, capital, status and identifiers, each kept as given or drawn by the generator's rules.
import { ageInYears, drawCapital, drawNic, isListed, OPC_START, subscribedCapital } from '../../../seed/company-rules.ts'
import { companyEmail } from '../../../seed/companies.ts'
import { addressLine, DAY, iso, STATE_WEIGHTED, streetLine } from '../../../seed/generate.ts'
import { surname } from '../../../seed/people.ts'
import { place, placeOfPin, type Place } from '../../../seed/places.ts'
import { NIC_CODES, NIC_DIVISIONS } from '../../../seed/reference/nic.ts'
import { activityGroup } from '../../../seed/reference/activities.ts'
import { NIC_2008_FROM, readNic, registeredNic, type NicReading } from '../../../seed/reference/nic-editions.ts'
import { STATES } from '../../../seed/reference/states.ts'
import { CLOSED_STATUSES, COMPANY_KINDS, type CompanyKind } from '../../../seed/reference/values.ts'
import { CIN_RE, LLPIN_RE, PAN_RE } from '../../core/registry/identifiers.ts'
import type { FixtureRecord } from '../document.ts'
import type { CompanyRow } from '../write.ts'
import {
  checkDate,
  COMPANY_KEYS,
  type Context,
  dayMs,
  EPOCH,
  FACT_KEYS,
  formOf,
  givenColumns,
  inconsistent,
  KIND_BY_CODE,
  LLP_START,
  OTHER_KINDS,
  LLP_START_TEXT,
  OPC_START_TEXT,
  type PlannedCompany,
  problem,
  STATE_BY_CIN,
  stateIndexOf,
  streamOf,
  yearOfMs,
} from './context.ts'
import { existingCompany, freeName, newCin, newPan, panTaken } from './identifiers.ts'
import { activityIn, divisionOfName, legalFormOf, SUFFIX_KINDS } from './names.ts'

// ── companies ────────────────────────────────────────────────────────────────

/** The kinds that fit the class, category and sub-category a record gives. */
function kindsFitting(given: Record<string, unknown>): CompanyKind[] {
  return [...COMPANY_KINDS, ...OTHER_KINDS].filter(
    (k) =>
      (given.class === undefined || given.class === k.cls) &&
      (given.category === undefined || given.category === k.category) &&
      (given.sub_category === undefined || given.sub_category === k.subCategory),
  )
}

/**
 * The first day the record's own appointments and registrations give: a generated date of incorporation
 * is no later (a board recorded without its company's date, by its CIN's year alone, drew one after it).
 */
function firstGivenDay(record: FixtureRecord): number | undefined {
  const days = [
    ...(Array.isArray(record.directors) ? (record.directors as unknown[]) : []).map((d) => (d as FixtureRecord | null)?.dateOfAppointment),
    ...(Array.isArray(record.gst) ? (record.gst as unknown[]) : []).map((g) => (g as FixtureRecord | null)?.dateOfRegistration),
  ]
    .filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))
    .map(dayMs)
    .filter((d) => !Number.isNaN(d))
  return days.length > 0 ? Math.min(...days) : undefined
}

/** A company record of the file, completed; its directors and GST registrations follow. */
export function planCompany(ctx: Context, record: FixtureRecord, path: string): PlannedCompany | undefined {
  const r = streamOf(ctx, path, record)
  const g = givenColumns(ctx, record, COMPANY_KEYS, path)
  const before = ctx.problems.length
  const text = (column: string) => (typeof g[column] === 'string' ? (g[column] as string) : undefined)

  // What a given CIN says.
  let fromCin: { llp: boolean; listed?: boolean; nic?: string; cinState?: string; stateIndex?: number; year?: number; kind?: CompanyKind } | undefined
  const cinGiven = text('cin')
  let fresh = cinGiven === undefined
  if (cinGiven !== undefined) {
    if (LLPIN_RE.test(cinGiven)) fromCin = { llp: true }
    else if (!CIN_RE.test(cinGiven)) problem(ctx, path, 'CIN', `${JSON.stringify(cinGiven)} is not a CIN (U72200KA2010PTC123456) or an LLPIN (AAB-1234)`)
    else {
      const cinState = cinGiven.slice(6, 8)
      const stateIndex = STATE_BY_CIN.get(cinState)
      const kind = KIND_BY_CODE.get(cinGiven.slice(12, 15))
      const year = Number(cinGiven.slice(8, 12))
      if (stateIndex === undefined) problem(ctx, path, 'CIN', `state code ${cinState} is not one of ${[...STATE_BY_CIN.keys()].sort().join(', ')}`)
      if (!kind) problem(ctx, path, 'CIN', `company class code ${cinGiven.slice(12, 15)} is not one of ${[...KIND_BY_CODE.keys()].join(', ')}`)
      if (year < 1850 || year > yearOfMs(ctx.asOf)) problem(ctx, path, 'CIN', `year ${year} is not a year of incorporation up to ${yearOfMs(ctx.asOf)}`)
      fromCin = { llp: false, listed: cinGiven[0] === 'L', nic: cinGiven.slice(1, 6), cinState, stateIndex, year, kind }
    }
    if (ctx.reserved.cins.has(cinGiven) && ctx.companies.has(cinGiven)) problem(ctx, path, 'CIN', `${cinGiven} is also given at ${ctx.companies.get(cinGiven)!.path}`)
    else {
      fresh = !existingCompany(ctx, cinGiven)
      if (!fresh && ctx.replace) ctx.replaced.companies.add(cinGiven)
      else if (!fresh) {
        const name = (ctx.db.stmt('SELECT name FROM companies WHERE cin = ?').get(cinGiven) as { name: string }).name
        problem(ctx, path, 'CIN', `${cinGiven} already exists in the database (${name}); import with replace to replace it`)
      }
    }
  }

  // LLP or company, and the kind of company: as the CIN or the record says, else as the name's legal suffix says.
  const nameGiven = text('name')
  const suffix = nameGiven === undefined ? undefined : legalFormOf(nameGiven)
  const llp = fromCin?.llp ?? (g.company_type === 'LLP' ? true : g.company_type === 'Company' ? false : suffix === undefined ? undefined : suffix === 'LLP')
  if (fromCin && g.company_type !== undefined && (g.company_type === 'LLP') !== fromCin.llp)
    problem(ctx, path, 'companyType', `${g.company_type} does not fit the ${fromCin.llp ? 'LLPIN' : 'CIN'} ${cinGiven}`)
  let kind: CompanyKind | null
  if (llp === true) {
    kind = null
    for (const [column, key] of [
      ['class', 'classOfCompany'],
      ['category', 'companyCategory'],
      ['sub_category', 'companySubCategory'],
    ] as const)
      if (g[column] !== undefined && g[column] !== null) problem(ctx, path, key, 'an LLP has none (null)')
  } else {
    const fitting = kindsFitting(g)
    if (fromCin?.kind) {
      kind = fromCin.kind
      // A section 8 company (NPL) may be private or public, limited by shares or by guarantee: most new ones are private by shares.
      if (!fitting.includes(kind) && kind.code !== 'NPL')
        inconsistent(ctx, path, 'classOfCompany', `does not fit the CIN's class code ${kind.code} (${kind.cls}, ${kind.category}, ${kind.subCategory})`)
    } else if (fitting.length === 0) {
      problem(ctx, path, 'classOfCompany', 'no kind of company has this class, category and sub-category together')
      kind = COMPANY_KINDS[0]
    } else if (llp === undefined && g.class === undefined && g.category === undefined && g.sub_category === undefined && r.chance(0.15)) kind = null
    else if (suffix !== undefined && suffix !== 'LLP' && fitting.some((k) => SUFFIX_KINDS[suffix].includes(k.code))) {
      const named = fitting.filter((k) => SUFFIX_KINDS[suffix].includes(k.code))
      const weighted = named.filter((k) => k.weight > 0)
      kind = weighted.length > 0 ? r.weighted(weighted.map((k) => [k, k.weight] as const)) : named[0]
    } else {
      // The generated kinds by their weights; a kind only a CIN names (guarantee companies) when nothing else fits.
      const weighted = fitting.filter((k) => k.weight > 0)
      kind = weighted.length > 0 ? r.weighted(weighted.map((k) => [k, k.weight] as const)) : fitting[0]
    }
  }

  // The date of incorporation.
  const status = text('status')
  const closed = status !== undefined && CLOSED_STATUSES.has(status)
  const earliest = kind === null ? LLP_START : kind.code === 'OPC' ? OPC_START : EPOCH
  let incorporated: number
  const dateGiven = text('date_of_incorporation')
  const by = firstGivenDay(record)
  if (dateGiven !== undefined) {
    incorporated = dayMs(dateGiven)
    checkDate(ctx, dateGiven, path, 'dateOfIncorporation')
    if (kind === null && dateGiven < LLP_START_TEXT) problem(ctx, path, 'dateOfIncorporation', `${dateGiven} is before LLPs existed (${LLP_START_TEXT})`)
    if (kind?.code === 'OPC' && dateGiven < OPC_START_TEXT) problem(ctx, path, 'dateOfIncorporation', `${dateGiven} is before one-person companies existed (${OPC_START_TEXT})`)
    if (fromCin?.year !== undefined && yearOfMs(incorporated) !== fromCin.year)
      inconsistent(ctx, path, 'dateOfIncorporation', `${dateGiven} is not in the CIN's year ${fromCin.year}`)
  } else if (fromCin?.year !== undefined) {
    const start = Math.max(Date.UTC(fromCin.year, 0, 1), earliest)
    const end = Math.min(Date.UTC(fromCin.year, 11, 31), ctx.asOf)
    incorporated = start + r.int(0, Math.max(0, Math.floor((end - start) / DAY))) * DAY
    // Drawn again only when too late: a record that fitted before keeps its date.
    if (by !== undefined && incorporated > by && by >= start) incorporated = start + r.int(0, Math.floor((by - start) / DAY)) * DAY
  } else {
    // Closed companies are at least two years old; others spread like the generator's (most of them recent).
    const latest = closed ? ctx.asOf - 2 * 366 * DAY : ctx.asOf
    const from = Math.min(earliest, latest)
    incorporated = from + Math.floor(((latest - from) / DAY) * r.next() ** 0.25) * DAY
    if (by !== undefined && incorporated > by && by >= from) incorporated = from + Math.floor(((by - from) / DAY) * r.next() ** 0.25) * DAY
  }

  // Where: the state, then a real place in it (the PIN's when given).
  let stateIndex: number | undefined = fromCin?.stateIndex
  if (typeof g.state === 'string') {
    const i = stateIndexOf(ctx, g.state, path, 'State')
    if (i !== undefined && stateIndex !== undefined && i !== stateIndex) {
      inconsistent(ctx, path, 'State', `${g.state} does not fit the CIN's state code ${fromCin!.cinState} (${STATES[stateIndex].name})`)
      // Kept as given: the registered office moved to another state after the CIN was issued.
      stateIndex = i
    }
    stateIndex ??= i
  }
  let at: (Place & { stateIndex?: number }) | undefined
  const pinGiven = text('pincode')
  if (pinGiven !== undefined) {
    at = placeOfPin(r, pinGiven)
    if (!at) problem(ctx, path, 'Pincode', `${pinGiven} is not a PIN of India Post's directory`)
    else if (stateIndex !== undefined && at.stateIndex !== stateIndex)
      problem(ctx, path, 'Pincode', `${pinGiven} is in ${STATES[at.stateIndex!].name}, not ${STATES[stateIndex].name}`)
    else stateIndex = at.stateIndex
  }
  stateIndex ??= STATES.indexOf(r.weighted(STATE_WEIGHTED))
  const state = STATES[stateIndex]
  if (!at) {
    // A CIN of RoC Pune or Coimbatore has its office in that RoC's districts.
    at = place(r, stateIndex)
    for (let k = 0; fromCin?.cinState !== undefined && at.cin !== fromCin.cinState && k < 200; k++) at = place(r, stateIndex)
  }

  // Industry, listing, status, capital.
  const year = yearOfMs(incorporated)
  // The NIC code as given (or as the CIN carries it), read in the edition of the company's year (NIC 2004
  // before 2020); none given: one drawn in NIC 2008 for the form, registered in the edition of its year.
  const nicGiven = text('nic_code')
  // A company's activity may change after its CIN was issued: a different code is kept, and noted only for MCA's files.
  if (ctx.lenient && nicGiven !== undefined && fromCin?.nic !== undefined && nicGiven !== fromCin.nic)
    inconsistent(ctx, path, 'NICCode', `${nicGiven} is not the CIN's NIC code ${fromCin.nic}`)
  const carried = nicGiven ?? fromCin?.nic
  let nic: NicReading | undefined = carried === undefined ? undefined : readNic(carried, year)
  if (carried !== undefined && !nic) {
    if (nicGiven !== undefined) inconsistent(ctx, path, 'NICCode', `${nicGiven} is not a sub-class of NIC 2008, NIC 2004 or the NIC 1998 codes CINs carry`)
    // Kept as given; what the company does is read from its division.
    const industry = NIC_DIVISIONS[carried.slice(0, 2)] ? carried.slice(0, 2) : '82'
    nic = { code: carried, edition: '2008', description: '', divisionDescription: NIC_DIVISIONS[carried.slice(0, 2)] ?? '', industry }
  }
  // A name's industry word (RICE MILLS, CHEMICALS, ANALYTICS) chooses the division when nothing else does.
  const division = text('main_division') ?? (nic === undefined && nameGiven !== undefined ? divisionOfName(nameGiven) : undefined)
  if (nic === undefined) {
    let drawn = drawNic(r, formOf(kind), year).code
    for (let k = 0; division !== undefined && !drawn.startsWith(division) && k < 500; k++) drawn = drawNic(r, formOf(kind), year).code
    if (division !== undefined && !drawn.startsWith(division)) drawn = NIC_CODES.find((n) => n.division === division)?.code ?? drawn
    nic = division !== undefined ? readNic(drawn, NIC_2008_FROM)! : registeredNic(drawn, year)
  }
  if (text('main_division') !== undefined && !nic.code.startsWith(division!)) problem(ctx, path, 'mainDivision', `${division} is not the division of NIC code ${nic.code}`)
  const activity = nic.activity ?? activityIn(nic.industry)
  const age = ageInYears(incorporated, ctx.asOf)
  const listedGiven = g.listed === undefined ? undefined : g.listed === 'Listed'
  if (fromCin?.listed !== undefined && listedGiven !== undefined && listedGiven !== fromCin.listed)
    inconsistent(ctx, path, 'Listed', `${g.listed} does not fit the CIN, which begins with ${cinGiven![0]}`)
  if (listedGiven && kind?.listable !== true) inconsistent(ctx, path, 'Listed', `a ${kind === null ? 'LLP' : kind.cls.toLowerCase()} company cannot be listed`)
  const listed = listedGiven ?? fromCin?.listed ?? isListed(r, kind, age)
  // A company given without a status is on the register: Active.
  const finalStatus = status ?? 'Active'
  const drawn = drawCapital(r, kind, nic.industry, incorporated, listed)
  const authorisedGiven = typeof g.authorised_capital === 'number' ? g.authorised_capital : undefined
  const paidGiven = typeof g.paid_up_capital === 'number' ? g.paid_up_capital : undefined
  const authorised = authorisedGiven ?? Math.max(drawn.authorised, paidGiven ?? 0)
  const paidUp = paidGiven ?? Math.min(drawn.paidUp, authorised)
  if (paidUp > authorised) inconsistent(ctx, path, 'paidUpCapital', `${paidUp} is more than the authorised capital ${authorised}`)

  // Identifiers.
  const cin = cinGiven ?? (ctx.problems.length > before ? '' : newCin(ctx, r, { kind, listed, nic: nic.code, cinState: at.cin, incorporated }))
  if (typeof g.registration_number === 'string' && cin && kind !== null && g.registration_number !== cin.slice(-6))
    problem(ctx, path, 'registrationNumber', `${g.registration_number} is not the CIN's last six digits (${cin.slice(-6)})`)
  const name =
    text('name') ??
    freeName(ctx, () => ctx.names({ kind, division: nic.industry, code: activity, year, surname: surname(r, state.gst), stateName: state.name, city: at.city }), at.city)
  let companyPan = text('pan')
  if (companyPan !== undefined) {
    const entity = kind === null ? 'F' : 'C'
    if (!PAN_RE.test(companyPan)) problem(ctx, path, 'PAN', `${JSON.stringify(companyPan)} is not a PAN (AAACB1234C)`)
    else if (companyPan[3] !== entity) problem(ctx, path, 'PAN', `the fourth character of ${kind === null ? 'an LLP' : 'a company'}'s PAN is '${entity}'`)
    else if (ctx.reserved.pans.has(companyPan)) problem(ctx, path, 'PAN', `${companyPan} is also given to another record of the file`)
    else if (!ctx.replace && panTaken(ctx, companyPan)) problem(ctx, path, 'PAN', `${companyPan} is already another entity's PAN in the database`)
    ctx.reserved.pans.add(companyPan)
  } else companyPan = newPan(ctx, r, kind === null ? 'F' : 'C', name[0])

  const capital = { authorised, paidUp }
  const row: CompanyRow = {
    cin,
    name,
    company_type: kind === null ? 'LLP' : 'Company',
    // As given where given (a section 8 company's class and category are its own, not its CIN code's).
    class: (kind === null ? null : (g.class ?? kind.cls)) as CompanyRow['class'],
    category: (kind === null ? null : (g.category ?? kind.category)) as CompanyRow['category'],
    sub_category: (kind === null ? null : (g.sub_category ?? kind.subCategory)) as CompanyRow['sub_category'],
    status: finalStatus as CompanyRow['status'],
    date_of_incorporation: iso(incorporated),
    authorised_capital: authorised,
    paid_up_capital: paidUp,
    address: text('address') ?? addressLine(streetLine(r, state.gst, at.city), at, state),
    city: text('city') ?? at.city,
    state: state.name,
    pincode: at.pin,
    email: g.email === null ? null : (text('email') ?? companyEmail(r, name, listed || kind?.code === 'GOI' || kind?.code === 'SGC') ?? null),
    phone: g.phone === null ? null : (text('phone') ?? (r.chance(0.15) ? null : `${r.int(6, 9)}${String(r.int(0, 999_999_999)).padStart(9, '0')}`)),
    nic_code: nic.code,
    nic_description: text('nic_description') ?? nic.description,
    main_division: nic.code.slice(0, 2),
    main_division_description: text('main_division_description') ?? nic.divisionDescription,
    roc_code: text('roc_code') ?? at.roc,
    regional_director: text('regional_director') ?? state.rd,
    listed: listed ? 'Listed' : 'Unlisted',
    pan: companyPan,
    district: text('district') ?? at.district,
    // Derived, it lies between the two capitals whatever they are (a paid-up of ₹20); given, it is checked.
    subscribed_capital:
      typeof g.subscribed_capital === 'number' ? g.subscribed_capital : Math.min(Math.max(subscribedCapital(cin, kind === null, capital), paidUp), Math.max(authorised, paidUp)),
    registration_number: g.registration_number === null ? null : (text('registration_number') ?? (kind === null || !cin ? null : cin.slice(-6))),
    company_origin: (text('company_origin') ?? 'Domestic') as CompanyRow['company_origin'],
    status_date: text('status_date') ?? null,
    principal_business_activity: text('principal_business_activity') ?? activityGroup(nic),
  }
  if (typeof g.subscribed_capital === 'number' && (row.subscribed_capital < paidUp || row.subscribed_capital > authorised))
    inconsistent(ctx, path, 'subscribedCapital', `${row.subscribed_capital} should lie between the paid-up (${paidUp}) and authorised (${authorised}) capital`)
  const generated = FACT_KEYS.filter((f) => g[f.column] === undefined).map((f) => f.key!)
  const planned: PlannedCompany = { row, kind, activity, generated, stateIndex, incorporated, closed: CLOSED_STATUSES.has(finalStatus), path, fresh }
  if (cin) ctx.companies.set(cin, planned)
  return planned
}
