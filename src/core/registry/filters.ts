import { sql, type SqlBool } from 'kysely'
import { isIsoDate } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Company, GstRegistration } from '../../db/types.ts'
import { validationError } from '../../errors.ts'
import { trigramContains } from '../fql/compile.ts'
import { registryCount, type Page } from '../../db/query.ts'
import { companyKinds, KIND_COLUMNS } from '../../db/kinds.ts'
import { isCompanyId, isPan } from './identifiers.ts'
import { divisionsOf } from './nic.ts'
import { companySummary, gstSummary } from './records.ts'
import { kindArm, kindPage, kindTotal } from './kind-page.ts'
import { type Cond, eqCi, eqId, IDENTIFIERS, like, type Params } from './conditions.ts'

export type { Params } from './conditions.ts'
export { DIRECTOR_NAMES, DIRECTOR_PAGES, filterDirectors } from './director-filter.ts'
/** The LIKE that matches the same rows as a trigram condition, read row by row (see run). */
const rowWise = new WeakMap<Cond, Cond>()
/** Partial name match through the trigram index when the text is long enough for it. */
const ftsOr = (table: string, fts: string, column: string, col: string, v: string): Cond => {
  if ([...v].length < 3) return like(col, v)
  const indexed = trigramContains(table, { table: fts, column }, v)
  rowWise.set(indexed, like(col, v))
  return indexed
}
/** The filter parameter of each kind column (src/db/kinds.ts). */
const KIND_PARAMS: Record<(typeof KIND_COLUMNS)[number], string> = { listed: 'listed', class: 'classofcompany', category: 'companycategory', sub_category: 'companysubcategory' }
/** Past this many matches, a page is found by walking the key order rather than sorting every match. */
const BROAD_MATCHES = 2000

function date(params: Params, key: string, field: string): string | undefined {
  const v = params.get(key)
  if (v === undefined) return undefined
  if (!isIsoDate(v)) throw validationError(field, 'must be a date YYYY-MM-DD')
  return v
}

/**
 * The kind columns asked for (listed, class, category, sub-category): the matching kinds of
 * src/db/kinds.ts, each one a range of the companies_kind_cin index in CIN order. Undefined when
 * none is asked for.
 */
function kindArms(db: Db, p: Params): Cond[] | undefined {
  const asked = KIND_COLUMNS.map((col) => p.get(KIND_PARAMS[col]))
  if (asked.every((v) => v === undefined)) return undefined
  // `= v COLLATE NOCASE`: SQLite folds ASCII letters only; NULL equals nothing.
  const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
  return companyKinds(db)
    .filter((kind) => asked.every((v, i) => v === undefined || (kind[i] !== null && fold(kind[i] as string) === fold(v))))
    .map(kindArm)
}

function run<R>(db: Db, table: 'companies' | 'gst_registrations', conds: Cond[], order: string, page: Page, map: (r: never) => R, arms?: Cond[]) {
  const where = (list: Cond[]) => (list.length ? sql<SqlBool>`${sql.join(list, sql.raw(' AND '))}` : sql<SqlBool>`1`)
  const base = (list: Cond[]) => db.kysely.selectFrom(table).where(where(list))
  const reply = (rows: unknown[], total: number) => ({ results: rows.map((r) => map(r as never)), total_results: total, page: page.page, limit: page.limit })
  // Kinds asked for: one arm per matching kind, each read in CIN order from the kind index; SQLite
  // merges the arms (a compound SELECT ordered by cin) and stops at the page's end.
  if (arms) {
    const total = kindTotal(db, arms, where(conds))
    if (total <= page.offset) return reply([], total)
    // A broad partial name is read row by row along the arms (as below); a narrow one keeps its index.
    const paged = total > BROAD_MATCHES ? conds.map((c) => rowWise.get(c) ?? c) : conds
    return reply(kindPage(db, arms, where(paged), page), total)
  }
  // A partial name counted through its trigram index (the total is kept). Its page walks the key
  // order (or another condition's index) with LIKE instead of sorting every match, unless the name
  // alone is narrow: then the index's few rows are the page's candidates.
  const total = registryCount(db, base(conds))
  // Past the last match there is no page to look for (a filter that matches nothing reads nothing more).
  if (total <= page.offset) return reply([], total)
  const broad = conds.some((c) => rowWise.has(c)) && (total > BROAD_MATCHES || conds.length > 1)
  const paged = broad ? conds.map((c) => rowWise.get(c) ?? c) : conds
  const rows = db.all(base(paged).selectAll().orderBy(sql.raw(order)).limit(page.limit).offset(page.offset))
  return reply(rows, total)
}

export function filterCompanies(db: Db, p: Params, page: Page) {
  const c: Cond[] = []
  const exact: [string, string][] = [
    ['state', 'state'],
    ['city', 'city'],
    ['cin', 'cin'],
    ['companytype', 'company_type'],
    ['llpstatus', 'status'],
    ['roccode', 'roc_code'],
    ['niccode', 'nic_code'],
    ['pincode', 'pincode'],
    ['district', 'district'],
  ]
  for (const [key, col] of exact) {
    const v = p.get(key)
    if (v !== undefined) c.push(IDENTIFIERS.has(key) ? eqId(`companies.${col}`, v) : eqCi(`companies.${col}`, key === 'niccode' && /^\d+$/.test(v) ? v.padStart(5, '0') : v))
  }
  const division = p.get('maindivisioncode')
  if (division !== undefined) c.push(sql<SqlBool>`companies.main_division IN (${sql.join(divisionsOf(division))})`)
  const name = p.get('company') ?? p.get('companyname')
  // A client that sends an LLPIN (or a CIN) as the name means that company.
  if (name && isCompanyId(name.toUpperCase())) c.push(sql<SqlBool>`(${eqId('companies.cin', name)} OR ${ftsOr('companies', 'companies_fts', 'name', 'companies.name', name)})`)
  else if (name) c.push(ftsOr('companies', 'companies_fts', 'name', 'companies.name', name))
  for (const [key, col] of [
    ['maindivisiondescription', 'main_division_description'],
    ['nicdescription', 'nic_description'],
    ['regionaldirector', 'regional_director'],
  ] as const) {
    const v = p.get(key)
    if (v) c.push(like(`companies.${col}`, v))
  }
  const from = date(p, 'dateofincorporation_start', 'dateOfIncorporation_start')
  const to = date(p, 'dateofincorporation_end', 'dateOfIncorporation_end')
  if (from) c.push(sql<SqlBool>`companies.date_of_incorporation >= ${from}`)
  if (to) c.push(sql<SqlBool>`companies.date_of_incorporation <= ${to}`)
  return run(db, 'companies', c, 'companies.cin', page, (r: Company) => companySummary(r, false), kindArms(db, p))
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
