import { sql, type Expression, type SqlBool } from 'kysely'
import { isIsoDate } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Company, GstRegistration } from '../../db/types.ts'
import { validationError } from '../../errors.ts'
import { trigramContains } from '../fql/compile.ts'
import { containsPattern, registryPage, type Page } from '../../db/query.ts'
import { isPan } from './identifiers.ts'
import { companySummary, gstSummary } from './records.ts'

/** Filter parameters by lower-cased name (the route matches names in any case: src/http/schemas.ts). */
export type Params = Map<string, string>

type Cond = Expression<SqlBool>
const eqCi = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} = ${v} COLLATE NOCASE`
/** Identifiers are stored upper-case: an exact comparison keeps their indexes usable. */
const eqId = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} = ${v.toUpperCase()}`
const IDENTIFIERS = new Set(['cin', 'din', 'gstin', 'pan'])
const like = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} LIKE ${containsPattern(v)} ESCAPE '\\'`
/** Partial name match through the trigram index when the text is long enough for it. */
const ftsOr = (table: string, fts: string, column: string, col: string, v: string): Cond => ([...v].length >= 3 ? trigramContains(table, { table: fts, column }, v) : like(col, v))

function date(params: Params, key: string, field: string): string | undefined {
  const v = params.get(key)
  if (v === undefined) return undefined
  if (!isIsoDate(v)) throw validationError(field, 'must be a date YYYY-MM-DD')
  return v
}

function run<R>(db: Db, table: 'companies' | 'gst_registrations', conds: Cond[], order: string, page: Page, map: (r: never) => R) {
  const where = conds.length ? sql<SqlBool>`${sql.join(conds, sql.raw(' AND '))}` : sql<SqlBool>`1`
  const { rows, total } = registryPage(db, db.kysely.selectFrom(table).where(where), page, (q) => q.selectAll().orderBy(sql.raw(order)))
  return { results: rows.map((r) => map(r as never)), total_results: total, page: page.page, limit: page.limit }
}

export function filterCompanies(db: Db, p: Params, page: Page) {
  const c: Cond[] = []
  const exact: [string, string][] = [
    ['state', 'state'],
    ['city', 'city'],
    ['cin', 'cin'],
    ['companytype', 'company_type'],
    ['classofcompany', 'class'],
    ['companycategory', 'category'],
    ['llpstatus', 'status'],
    ['maindivisioncode', 'main_division'],
    ['regionaldirector', 'regional_director'],
    ['roccode', 'roc_code'],
    ['niccode', 'nic_code'],
    ['companysubcategory', 'sub_category'],
    ['listed', 'listed'],
    ['pincode', 'pincode'],
    ['district', 'district'],
  ]
  for (const [key, col] of exact) {
    const v = p.get(key)
    if (v !== undefined) c.push(IDENTIFIERS.has(key) ? eqId(`companies.${col}`, v) : eqCi(`companies.${col}`, key === 'niccode' && /^\d+$/.test(v) ? v.padStart(5, '0') : v))
  }
  const name = p.get('company') ?? p.get('companyname')
  if (name) c.push(ftsOr('companies', 'companies_fts', 'name', 'companies.name', name))
  for (const [key, col] of [
    ['maindivisiondescription', 'main_division_description'],
    ['nicdescription', 'nic_description'],
  ] as const) {
    const v = p.get(key)
    if (v) c.push(like(`companies.${col}`, v))
  }
  const from = date(p, 'dateofincorporation_start', 'dateOfIncorporation_start')
  const to = date(p, 'dateofincorporation_end', 'dateOfIncorporation_end')
  if (from) c.push(sql<SqlBool>`companies.date_of_incorporation >= ${from}`)
  if (to) c.push(sql<SqlBool>`companies.date_of_incorporation <= ${to}`)
  return run(db, 'companies', c, 'companies.cin', page, (r: Company) => companySummary(r, false))
}

export function filterGst(db: Db, p: Params, page: Page) {
  const pan = p.get('pan')
  if (pan !== undefined && !isPan(pan.toUpperCase())) throw validationError('PAN', 'must be a 10-character PAN: 5 letters, 4 digits, a letter (AAAPA1234A)')
  const c: Cond[] = []
  for (const [key, col] of [
    ['gstin', 'gstin'],
    ['pan', 'pan'],
    ['state', 'state'],
    ['status', 'status'],
    ['taxpayertype', 'taxpayer_type'],
    ['pincode', 'pincode'],
    ['district', 'district'],
    ['cin', 'cin'],
  ] as const) {
    const v = p.get(key)
    if (v !== undefined) c.push(IDENTIFIERS.has(key) ? eqId(`gst_registrations.${col}`, v) : eqCi(`gst_registrations.${col}`, v))
  }
  for (const [key, col] of [
    ['legalname', 'legal_name'],
    ['tradename', 'trade_name'],
  ] as const) {
    const v = p.get(key)
    if (v) c.push(ftsOr('gst_registrations', 'gst_fts', col, `gst_registrations.${col}`, v))
  }
  return run(db, 'gst_registrations', c, 'gst_registrations.gstin', page, (r: GstRegistration) => gstSummary(r))
}

export function filterDirectors(db: Db, p: Params, page: Page) {
  const c: Cond[] = []
  for (const [key, col] of [
    ['din', 'a.din'],
    ['cin', 'a.cin'],
    ['designation', 'a.designation'],
    ['state', 'c.state'],
    ['firstname', 'd.first_name'],
    ['lastname', 'd.last_name'],
  ] as const) {
    const v = p.get(key)
    if (v !== undefined) c.push(IDENTIFIERS.has(key) ? eqId(col, v) : eqCi(col, v))
  }
  const name = p.get('name') ?? p.get('directorname')
  if (name) c.push(ftsOr('d', 'directors_fts', 'name', 'd.name', name))
  const where = c.length ? sql<SqlBool>`${sql.join(c, sql.raw(' AND '))}` : sql<SqlBool>`1`
  const base = db.kysely.selectFrom('director_appointments as a').innerJoin('directors as d', 'd.din', 'a.din').innerJoin('companies as c', 'c.cin', 'a.cin').where(where)
  const { rows, total } = registryPage(db, base, page, (q) =>
    q.select(['a.din', 'd.name', 'a.designation', 'a.cin', 'c.name as company_name', 'a.date_of_appointment', 'a.date_of_cessation']).orderBy('a.din').orderBy('a.cin'),
  )
  return {
    results: rows.map((r) => ({
      DIN: r.din,
      Name: r.name,
      directorName: r.name,
      Designation: r.designation,
      CIN: r.cin,
      companyName: r.company_name,
      dateOfAppointment: r.date_of_appointment,
      dateOfCessation: r.date_of_cessation,
    })),
    total_results: total,
    page: page.page,
    limit: page.limit,
  }
}
