// Recently registered companies, GST registrations and director appointments (spec "Recently
// registered", contract §5): a date window that defaults to the 30 days up to the clock's today,
// an optional state, newest first.
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { dayOf, isIsoDate } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import { validationError } from '../../errors.ts'
import type { Database, GstRegistration } from '../../db/types.ts'
import { companySummary, gstSummary } from './records.ts'
import { countAndPage, pageCount, registryCount, registryKeys } from '../../db/query.ts'

export const RECENT_DAYS = 30
/** Past this many appointments of a state in the window, a page walks the date index; up to it, they are listed once (tests lower it). */
export const RECENT_WALK = { min: 2000 }
const DAY_MS = 86_400_000

export interface RecentQuery {
  from: string
  to: string
  state?: string
  page: number
  limit: number
  offset: number
}

/** A date given as `YYYY-MM-DD` (the date part of an ISO timestamp is accepted too). */
export function recentDate(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  const m = typeof raw === 'string' ? /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw.trim()) : null
  if (!m || !isIsoDate(m[1]) || Number.isNaN(Date.parse(raw as string))) throw validationError(field, 'must be a date YYYY-MM-DD')
  return m[1]
}

/** The window: to_date defaults to today, from_date to 30 days before to_date; from after to → 422. */
export function recentWindow(input: { from_date?: unknown; to_date?: unknown }, now: number): { from: string; to: string } {
  const to = recentDate(input.to_date, 'to_date') ?? dayOf(now)
  const from = recentDate(input.from_date, 'from_date') ?? dayOf(Date.parse(to) - RECENT_DAYS * DAY_MS)
  if (from > to) throw validationError('from_date', `must not be after to_date (${from} > ${to})`)
  return { from, to }
}

const stateIs = (col: string, state: string | undefined) => (state ? sql<SqlBool>`${sql.ref(col)} = ${state} COLLATE NOCASE` : sql<SqlBool>`1`)

/**
 * One page of a table's rows whose date falls in the window (and state matches), newest first, and
 * their count. With a state, whichever reads fewer rows: along the date index checking the state per
 * row (`+`: the state's own index would make SQLite read every row of the state and sort them), or
 * from the state's rows, listed once in page order (kept for the dataset's life, like the total).
 */
function windowPage<T extends 'companies' | 'gst_registrations'>(db: Db, from: SelectQueryBuilder<Database, T, object>, table: T, dateCol: string, idCol: string, q: RecentQuery) {
  const inWindow = from.where(sql<SqlBool>`${sql.ref(dateCol)} >= ${q.from} AND ${sql.ref(dateCol)} <= ${q.to}`)
  const ordered = <O>(b: SelectQueryBuilder<Database, T, O>) => b.orderBy(sql.ref(dateCol), 'desc').orderBy(sql.ref(idCol))
  if (!q.state) return countAndPage(db, inWindow, q, (b) => ordered(b.selectAll()), inWindow, registryCount)
  const windowCount = registryCount(db, inWindow)
  const stateCount = registryCount(db, from.where(stateIs(`${table}.state`, q.state)))
  const byDate = inWindow.where(sql<SqlBool>`+${sql.ref(`${table}.state`)} = ${q.state} COLLATE NOCASE`)
  const byState = inWindow.where(stateIs(`${table}.state`, q.state))
  const total = registryCount(db, windowCount <= stateCount ? byDate : byState)
  if (total <= q.offset) return { rows: [], total }
  // The walk reads about windowCount × (offset + limit) / total rows; the list, the state's rows once.
  if (windowCount * (q.offset + q.limit) <= stateCount * total) return { rows: db.all(ordered(byDate.selectAll()).limit(q.limit).offset(q.offset)), total }
  const keys = registryKeys(db, ordered(byState.select(sql<number>`${sql.ref(`${table}.rowid`)}`.as('k'))))
  const slice = sql<SqlBool>`${sql.ref(`${table}.rowid`)} IN (SELECT value FROM json_each(${JSON.stringify(keys.slice(q.offset, q.offset + q.limit))}))`
  return { rows: db.all(ordered(from.where(slice).selectAll())), total }
}

export function recentCompanies(db: Db, q: RecentQuery) {
  const { rows, total } = windowPage(db, db.kysely.selectFrom('companies'), 'companies', 'date_of_incorporation', 'cin', q)
  return {
    companies: rows.map((c) => ({ ...companySummary(c, true), dateOfIncorporation: c.date_of_incorporation, ROCCode: c.roc_code })),
    ...pageInfo(total, q),
  }
}

/** Entries carry the spec's seven fields: a GST summary without the PIN code. */
export function recentGst(db: Db, q: RecentQuery) {
  const { rows, total } = windowPage(db, db.kysely.selectFrom('gst_registrations'), 'gst_registrations', 'date_of_registration', 'gstin', q)
  const entry = (g: GstRegistration) => {
    const { Pincode: _, ...rest } = gstSummary(g)
    return rest
  }
  return { gst: rows.map(entry), ...pageInfo(total, q) }
}

/** Directors by appointment date: one entry per appointment in the window; the state is the company's. */
export function recentDirectors(db: Db, q: RecentQuery) {
  const window = db.kysely
    .selectFrom('director_appointments as a')
    .innerJoin('companies as c', 'c.cin', 'a.cin')
    .where('a.date_of_appointment', '>=', q.from)
    .where('a.date_of_appointment', '<=', q.to)
  const inWindow = window.where(stateIs('c.state', q.state))
  // Every appointment has its director (foreign key): the count needs no lookup of names, and no
  // company lookup either unless a state is asked for (the date index alone then answers it).
  const total = q.state
    ? registryCount(db, inWindow)
    : registryCount(db, db.kysely.selectFrom('director_appointments as a').where('a.date_of_appointment', '>=', q.from).where('a.date_of_appointment', '<=', q.to))
  const page = (where: typeof inWindow) =>
    where
      .innerJoin('directors as d', 'd.din', 'a.din')
      .select(['a.din', 'd.name', 'a.date_of_appointment', 'a.cin', 'c.name as company_name', 'a.designation', 'c.state'])
      .orderBy('a.date_of_appointment', 'desc')
      .orderBy('a.din')
      .orderBy('a.cin')
  // Newest first along the date index, a state checked per appointment (`+`: its own index would make
  // SQLite read every company of the state and sort their appointments); a state with few appointments
  // in the window is listed once from its companies (kept for the dataset's life, like the total) and
  // each page is a slice of the list.
  const walk = () => {
    if (q.state)
      return page(window.where(sql<SqlBool>`+c.state = ${q.state} COLLATE NOCASE`))
        .limit(q.limit)
        .offset(q.offset)
    // Without a state, the page's appointments are chosen first (their newest date's rows sorted by DIN
    // and CIN), then joined to names: the join does not read every row of that date.
    const newest = db.kysely
      .selectFrom('director_appointments as n')
      .select(sql<number>`n.rowid`.as('r'))
      .where('n.date_of_appointment', '>=', q.from)
      .where('n.date_of_appointment', '<=', q.to)
      .orderBy('n.date_of_appointment', 'desc')
      .orderBy('n.din')
      .orderBy('n.cin')
      .limit(q.limit)
      .offset(q.offset)
    return page(window.where(sql<SqlBool>`a.rowid IN (${newest})`))
  }
  const listed = () => {
    const keys = registryKeys(db, inWindow.select(sql<number>`a.rowid`.as('k')).orderBy('a.date_of_appointment', 'desc').orderBy('a.din').orderBy('a.cin'))
    return page(window.where(sql<SqlBool>`a.rowid IN (SELECT value FROM json_each(${JSON.stringify(keys.slice(q.offset, q.offset + q.limit))}))`))
  }
  const rows = total <= q.offset ? [] : db.all(!q.state || total > RECENT_WALK.min ? walk() : listed())
  return {
    directors: rows.map((r) => ({
      DIN: r.din,
      Name: r.name,
      dateOfAppointment: r.date_of_appointment,
      CIN: r.cin,
      companyName: r.company_name,
      Designation: r.designation,
      State: r.state,
    })),
    ...pageInfo(total, q),
  }
}

const pageInfo = (total: number, q: RecentQuery) => ({ total, page: q.page, limit: q.limit, pages: pageCount(total, q.limit), from_date: q.from, to_date: q.to })
