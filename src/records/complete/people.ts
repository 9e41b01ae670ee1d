import { minimumBoard } from '../../../seed/boards.ts'
import { DAY, iso } from '../../../seed/generate.ts'
import { person } from '../../../seed/people.ts'
import { readNic } from '../../../seed/reference/nic-editions.ts'
import { STATES } from '../../../seed/reference/states.ts'
import { CLOSED_STATUSES, COMPANY_KINDS, type CompanyKind } from '../../../seed/reference/values.ts'
import { DIN_RE } from '../../core/registry/identifiers.ts'
import { DIRECTOR_FIELDS } from '../../entities/director.ts'
import type { FixtureRecord } from '../document.ts'
import type { CompanyRow, DirectorRow } from '../write.ts'
import { pathOf } from '../shape.ts'
import { APPOINTMENT_KEYS, checkDate, type Context, dayMs, DIRECTOR_KEYS, givenColumns, type PlannedCompany, problem, STATE_BY_NAME, streamOf, YEAR, yearOfMs } from './context.ts'
import { newDin } from './identifiers.ts'
import { activityIn } from './names.ts'

// ── people and appointments ──────────────────────────────────────────────────

const FIRST_DESIGNATION = (kind: CompanyKind | null, d: number) => (kind === null ? 'Designated Partner' : d === 0 ? 'Managing Director' : 'Director')

/**
 * A person of the file (an appointment's or a director record's fields), completed; the same DIN
 * given again, or one in the database, must be the same person.
 */
function planPerson(ctx: Context, record: FixtureRecord, path: string, context: { appointed: number; gst: string; topLevel: boolean }): DirectorRow | undefined {
  const r = streamOf(ctx, path, record)
  const g = givenColumns(ctx, record, DIRECTOR_KEYS, path)
  const dinGiven = typeof g.din === 'string' ? g.din : undefined
  if (dinGiven !== undefined && (!DIN_RE.test(dinGiven) || dinGiven === '00000000')) {
    problem(ctx, path, 'DIN', `${JSON.stringify(dinGiven)} is not a DIN (8 digits, not all zero)`)
    return undefined
  }
  // The same person again: what this record gives must agree with them.
  const known = dinGiven === undefined ? undefined : ctx.people.get(dinGiven)
  const stored = dinGiven === undefined || known ? undefined : (ctx.db.stmt('SELECT * FROM directors WHERE din = ?').get(dinGiven) as DirectorRow | undefined)
  if (stored && context.topLevel && !ctx.replace) {
    problem(ctx, path, 'DIN', `${dinGiven} already exists in the database (${stored.name}); import with replace to replace the person, or appoint them under a company`)
    return undefined
  }
  const same = known?.row ?? (stored && !(context.topLevel && ctx.replace) ? stored : undefined)
  if (same) {
    for (const f of DIRECTOR_FIELDS)
      if (f.column !== 'din' && g[f.column] !== undefined && g[f.column] !== same[f.column as keyof DirectorRow])
        problem(ctx, path, f.key, `DIN ${dinGiven} is one person: ${known ? `${known.path}` : 'the database'} gives ${JSON.stringify(same[f.column as keyof DirectorRow])}`)
    return same
  }
  if (stored) ctx.replaced.directors.add(dinGiven!)
  const born = typeof g.date_of_birth === 'string' ? dayMs(g.date_of_birth) : context.appointed - r.int(25 * 365, 62 * 365) * DAY
  let first = typeof g.first_name === 'string' ? g.first_name : undefined
  let last = typeof g.last_name === 'string' ? g.last_name : undefined
  if (typeof g.name === 'string' && (first === undefined || last === undefined)) {
    const words = g.name.trim().split(/\s+/)
    first ??= words.length > 1 ? words.slice(0, -1).join(' ') : words[0]
    last ??= words.length > 1 ? words[words.length - 1] : ''
  }
  const p = first === undefined || last === undefined ? person(r, context.gst, yearOfMs(born), last === undefined ? {} : { surname: last }) : undefined
  first ??= p!.first
  last ??= p!.last
  const din = dinGiven ?? newDin(ctx, r, context.appointed)
  if (dinGiven) ctx.reserved.dins.add(dinGiven)
  const row: DirectorRow = {
    din,
    name: typeof g.name === 'string' ? g.name : `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    nationality: typeof g.nationality === 'string' ? g.nationality : 'Indian',
    date_of_birth: g.date_of_birth === null ? null : iso(born),
  }
  checkDate(ctx, typeof g.date_of_birth === 'string' ? g.date_of_birth : undefined, path, 'dateOfBirth')
  ctx.people.set(din, { row, path, fromDb: false })
  return row
}

/** An appointment of a person to a company of the file or the database. */
function planAppointment(
  ctx: Context,
  record: FixtureRecord,
  path: string,
  din: string,
  company: { cin: string; incorporated: number; kind: CompanyKind | null; closed: boolean; fresh: boolean },
  seat: number,
  born: string | null,
): void {
  const g = givenColumns(ctx, record, APPOINTMENT_KEYS, path)
  const incorporatedText = iso(company.incorporated)
  const appointed = typeof g.date_of_appointment === 'string' ? g.date_of_appointment : incorporatedText
  checkDate(ctx, appointed, path, 'dateOfAppointment', { text: incorporatedText, what: 'the company’s incorporation' })
  const ceased = typeof g.date_of_cessation === 'string' ? g.date_of_cessation : null
  checkDate(ctx, ceased, path, 'dateOfCessation', { text: appointed, what: 'the appointment' })
  // Given or defaulted to the day of incorporation, no appointment of a minor (Companies Act s. 149, LLP Act s. 7).
  if (born !== null && dayMs(appointed) < dayMs(born) + 18 * YEAR)
    problem(ctx, path, typeof g.date_of_appointment === 'string' ? 'dateOfAppointment' : 'dateOfBirth', `the director (born ${born}) was not yet 18 on ${appointed}`)
  const key = `${din}|${company.cin}`
  if (ctx.appointments.has(key)) {
    problem(ctx, path, 'DIN', `${din} is appointed to ${company.cin} twice in the file`)
    return
  }
  // A company not in the database has no appointments there (they refer to it).
  if (
    !company.fresh &&
    !ctx.replaced.companies.has(company.cin) &&
    ctx.db.stmt('SELECT 1 FROM director_appointments WHERE din = ? AND cin = ?').get(din, company.cin) !== undefined
  ) {
    problem(ctx, path, 'DIN', `${din} is already appointed to ${company.cin} in the database`)
    return
  }
  ctx.appointments.set(key, {
    din,
    cin: company.cin,
    designation: typeof g.designation === 'string' ? g.designation : FIRST_DESIGNATION(company.kind, seat),
    date_of_appointment: appointed,
    date_of_cessation: ceased,
  })
}

/** A company's board: the file's appointments, or that many generated people (or, filling, a board of the usual size). */
export function planBoard(ctx: Context, company: PlannedCompany, given: unknown, path: string): void {
  if (!company.row.cin) return
  const gst = STATES[company.stateIndex].gst
  const list: FixtureRecord[] =
    typeof given === 'number'
      ? Array.from({ length: given }, () => ({}))
      : Array.isArray(given)
        ? (given as FixtureRecord[])
        : ctx.fill
          ? Array.from({ length: minimumBoard(company.kind) }, () => ({}))
          : []
  list.forEach((item, d) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return
    const at = Array.isArray(given) ? pathOf(path, d) : `${path}#${d}`
    const appointedText = typeof item.dateOfAppointment === 'string' ? item.dateOfAppointment : iso(company.incorporated)
    const person = planPerson(ctx, item, at, { appointed: dayMs(appointedText), gst, topLevel: false })
    if (person) planAppointment(ctx, item, at, person.din, { ...company, cin: company.row.cin }, d, person.date_of_birth)
  })
}

/** A director record of the file: the person, then each of their appointments. */
export function planDirector(ctx: Context, record: FixtureRecord, path: string): void {
  const appointments = Array.isArray(record.companies) ? (record.companies as FixtureRecord[]) : []
  const companies = appointments.map((a, i) =>
    typeof a?.CIN === 'string' ? companyFacts(ctx, a.CIN.trim().toUpperCase(), pathOf(pathOf(path, 'companies'), i), 'CIN') : undefined,
  )
  const first = companies.find((c) => c !== undefined)
  // A generated birth date falls before the earliest of the person's appointments (an adult on every board).
  const days = appointments.flatMap((a, i) => (typeof a?.dateOfAppointment === 'string' ? [dayMs(a.dateOfAppointment)] : companies[i] ? [companies[i].incorporated] : []))
  const appointed = days.length > 0 && days.every(Number.isFinite) ? Math.min(...days) : (first?.incorporated ?? ctx.asOf)
  const person = planPerson(ctx, record, path, { appointed, gst: first ? STATES[first.stateIndex].gst : '27', topLevel: true })
  if (!person) return
  appointments.forEach((a, i) => {
    const c = companies[i]
    const at = pathOf(pathOf(path, 'companies'), i)
    if (!c) return
    if (typeof a.companyName === 'string' && a.companyName !== c.row.name) problem(ctx, at, 'companyName', `${c.row.cin} is ${JSON.stringify(c.row.name)}`)
    planAppointment(ctx, a, at, person.din, { ...c, cin: c.row.cin }, 1, person.date_of_birth)
  })
}

/** A company by CIN: of the file, or of the database (its facts read back from its row). */
export function companyFacts(ctx: Context, cin: string, path: string, key: string): PlannedCompany | undefined {
  const planned = ctx.companies.get(cin)
  if (planned) return planned
  const row = ctx.db.stmt('SELECT * FROM companies WHERE cin = ?').get(cin) as CompanyRow | undefined
  if (!row) {
    problem(ctx, path, key, `no company ${cin} in the file or the database`)
    return undefined
  }
  const kind =
    row.company_type === 'LLP' ? null : (COMPANY_KINDS.find((k) => k.cls === row.class && k.category === row.category && k.subCategory === row.sub_category) ?? COMPANY_KINDS[0])
  const year = Number(row.date_of_incorporation.slice(0, 4))
  const read = readNic(row.nic_code, year)
  const facts = {
    row,
    kind,
    generated: [],
    activity: read?.activity ?? activityIn(read?.industry ?? row.nic_code.slice(0, 2)),
    stateIndex: STATE_BY_NAME.get(row.state.toLowerCase()) ?? 0,
    incorporated: dayMs(row.date_of_incorporation),
    closed: CLOSED_STATUSES.has(row.status),
    path: 'the database',
    fresh: false,
  }
  ctx.companies.set(cin, facts)
  return facts
}
