import { sql, type SqlBool } from 'kysely'
import { isIsoDate } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Company, GstRegistration } from '../../db/types.ts'
import { COMPANY_FIELDS } from '../../entities/company.ts'
import type { Field, FilterDecl } from '../../entities/field.ts'
import { GST_FIELDS } from '../../entities/gst.ts'
import { validationError } from '../../errors.ts'
import { trigramContains } from '../fql/compile.ts'
import { forDataset } from '../../db/dataset-cache.ts'
import { distinctCompanyPairs } from '../../db/registry.ts'
import { listable, listedSlice, listOrder, registryCount, rowidIn, type Page } from '../../db/query.ts'
import { companyKinds, KIND_COLUMNS } from '../../db/kinds.ts'
import { isCompanyId, isPan } from './identifiers.ts'
import { divisionsOf } from './nic.ts'
import { companySummary, gstSummary } from './records.ts'
import { kindArm, kindKeys, kindPage, kindTotal } from './kind-page.ts'
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
/** A declaration's filter parameters by kind of match: [lower-cased parameter, column] (src/entities/). */
const paramsOf = (fields: readonly Field[], match: FilterDecl['match']): [string, string][] =>
  fields.flatMap((f) => (f.filter?.match === match ? [[f.filter.param.toLowerCase(), f.column] as [string, string]] : []))
const param = (fields: readonly Field[], match: FilterDecl['match']) => {
  const f = fields.find((x) => x.filter?.match === match)!
  return { column: f.column, names: [f.filter!.param, ...(f.filter!.aliases ?? [])].map((n) => n.toLowerCase()), name: f.filter!.param }
}
const COMPANY_EXACT = paramsOf(COMPANY_FIELDS, 'exact')
const COMPANY_PARTIAL = paramsOf(COMPANY_FIELDS, 'partial')
const COMPANY_NAME = param(COMPANY_FIELDS, 'name')
const COMPANY_DIVISION = param(COMPANY_FIELDS, 'division')
const COMPANY_RANGE = param(COMPANY_FIELDS, 'range')
const GST_EXACT = paramsOf(GST_FIELDS, 'exact')
const GST_NAMES = paramsOf(GST_FIELDS, 'name')
/** The filter parameter of each kind column (src/db/kinds.ts). */
const KIND_PARAMS = Object.fromEntries(paramsOf(COMPANY_FIELDS, 'kind').map(([p, col]) => [col, p])) as Record<(typeof KIND_COLUMNS)[number], string>
/** NIC codes as the registry stores them: 5 digits ('1111' means '01111'). */
const NIC_WIDTH = COMPANY_FIELDS.find((f) => f.column === 'nic_code')!.fql.pad
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

function run<R>(
  db: Db,
  table: 'companies' | 'gst_registrations',
  conds: Cond[],
  order: string,
  page: Page,
  map: (r: never) => R,
  arms?: Cond[],
  /** The kinds asked for as plain conditions, when an index of the other conditions counts them (see kindsCounted). */
  kindConds?: Cond[],
) {
  const where = (list: Cond[]) => (list.length ? sql<SqlBool>`${sql.join(list, sql.raw(' AND '))}` : sql<SqlBool>`1`)
  const base = (list: Cond[]) => db.kysely.selectFrom(table).where(where(list))
  const reply = (rows: unknown[], total: number) => ({ results: rows.map((r) => map(r as never)), total_results: total, page: page.page, limit: page.limit })
  // The rows of a listed slice (src/db/query.ts listedSlice), in the page's order.
  const rows = (list: number[]) => (list.length === 0 ? [] : db.all(db.kysely.selectFrom(table).where(rowidIn(table, list)).selectAll().orderBy(sql.raw(order))))
  // Kinds asked for: one arm per matching kind, each read in CIN order from the kind index; SQLite
  // merges the arms (a compound SELECT ordered by cin) and stops at the page's end.
  if (arms) {
    const total = kindConds ? registryCount(db, base([...conds, ...kindConds])) : kindTotal(db, arms, where(conds))
    if (total <= page.offset) return reply([], total)
    // Sparse matches: a slice of their kept list (src/db/query.ts LISTED_MATCHES).
    if (listable(db, total, table)) {
      // With the kinds as plain conditions, the place's index gives the matches in CIN order, its entries alone.
      const keys = kindConds
        ? base([...conds, ...kindConds])
            .select(sql<number>`${sql.ref(`${table}.rowid`)}`.as('k'))
            .orderBy(sql.raw(listOrder(order)))
        : kindKeys(db, arms, where(conds))
      return reply(rows(listedSlice(db, keys, page)), total)
    }
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
  if (listable(db, total, table)) {
    const keys = base(conds)
      .select(sql<number>`${sql.ref(`${table}.rowid`)}`.as('k'))
      .orderBy(sql.raw(listOrder(order)))
    return reply(rows(listedSlice(db, keys, page)), total)
  }
  const broad = conds.some((c) => rowWise.has(c)) && (total > BROAD_MATCHES || conds.length > 1)
  const paged = broad ? conds.map((c) => rowWise.get(c) ?? c) : conds
  return reply(db.all(base(paged).selectAll().orderBy(sql.raw(order)).limit(page.limit).offset(page.offset)), total)
}

/**
 * The kinds asked for as plain `column = value` conditions, when a state or city is asked too and the
 * kind columns asked are in that place's index (class, listed): the total is then counted from the
 * place's index alone, where the arms read each
 * matching company's row for its place. Same matches: an arm's kind equals the asked values column by column.
 */
function kindsCounted(p: Params): Cond[] | undefined {
  if (p.get('state') === undefined && p.get('city') === undefined) return undefined
  const asked = KIND_COLUMNS.filter((col) => p.get(KIND_PARAMS[col]) !== undefined)
  if (!asked.every((col) => col === 'class' || col === 'listed')) return undefined
  return asked.map((col) => eqCi(`companies.${col}`, p.get(KIND_PARAMS[col])!))
}

export function filterCompanies(db: Db, p: Params, page: Page) {
  const c: Cond[] = []
  for (const [key, col] of COMPANY_EXACT) {
    const v = p.get(key)
    if (v === undefined) continue
    // A NIC code is digits, which have no case: compared exactly it is a search of companies_nic_cin
    // (the NOCASE comparison could not use that index and read the table).
    if (col === 'nic_code' && /^\d+$/.test(v)) c.push(sql<SqlBool>`${sql.ref(`companies.${col}`)} = ${v.padStart(NIC_WIDTH, '0')}`)
    else c.push(IDENTIFIERS.has(key) ? eqId(`companies.${col}`, v) : eqCi(`companies.${col}`, v))
  }
  const division = p.get(COMPANY_DIVISION.names[0])
  if (division !== undefined) c.push(sql<SqlBool>`${sql.ref(`companies.${COMPANY_DIVISION.column}`)} IN (${sql.join(divisionsOf(division))})`)
  const name = COMPANY_NAME.names.map((n) => p.get(n)).find((v) => v !== undefined)
  // A client that sends an LLPIN (or a CIN) as the name means that company.
  if (name && isCompanyId(name.toUpperCase())) c.push(sql<SqlBool>`(${eqId('companies.cin', name)} OR ${ftsOr('companies', 'companies_fts', 'name', 'companies.name', name)})`)
  else if (name) c.push(ftsOr('companies', 'companies_fts', 'name', 'companies.name', name))
  for (const [key, col] of COMPANY_PARTIAL) {
    const v = p.get(key)
    if (v) c.push(partialMatch(db, col, v))
  }
  const range = sql.ref(`companies.${COMPANY_RANGE.column}`)
  const from = date(p, `${COMPANY_RANGE.names[0]}_start`, `${COMPANY_RANGE.name}_start`)
  const to = date(p, `${COMPANY_RANGE.names[0]}_end`, `${COMPANY_RANGE.name}_end`)
  if (from) c.push(sql<SqlBool>`${range} >= ${from}`)
  if (to) c.push(sql<SqlBool>`${range} <= ${to}`)
  const arms = kindArms(db, p)
  return run(db, 'companies', c, 'companies.cin', page, (r: Company) => companySummary(r, false), arms, arms && kindsCounted(p))
}

/**
 * Columns of few values, each a function of an indexed column in practice (a division's description
 * of its code, a NIC description of its code, a regional director of its state), with that column and
 * how its index compares. A partial match on them reads the distinct pairs once per dataset and becomes
 * a list of keys (its index) — plus, for a key some of whose values do not match, the keys' rows checked.
 */
const PARTIAL_KEYS: Record<string, { key: string; nocase: boolean }> = {
  main_division_description: { key: 'main_division', nocase: false },
  nic_description: { key: 'nic_code', nocase: false },
  regional_director: { key: 'state', nocase: true },
}

/** LIKE's case folding: ASCII letters only. */
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())

/** The rows whose `col` contains `v` (as LIKE matches), through the key column's index where the column has one. */
function partialMatch(db: Db, col: string, v: string): Cond {
  const by = PARTIAL_KEYS[col]
  if (!by) return like(`companies.${col}`, v)
  const pairs = forDataset(db, `distinct ${by.key} ${col}`, () => distinctCompanyPairs(db, by.key, col))
  const needle = foldAscii(v)
  const keys = new Map<string, { all: number; hits: number }>()
  for (const { k, v: value } of pairs) {
    const e = keys.get(k) ?? { all: 0, hits: 0 }
    e.all++
    if (value !== null && foldAscii(value).includes(needle)) e.hits++
    keys.set(k, e)
  }
  const whole = [...keys].filter(([, e]) => e.hits > 0 && e.hits === e.all).map(([k]) => k)
  const some = [...keys].filter(([, e]) => e.hits > 0 && e.hits < e.all).map(([k]) => k)
  const keyIn = (list: string[]) => sql<SqlBool>`${sql.ref(`companies.${by.key}`)}${by.nocase ? sql` COLLATE NOCASE` : sql``} IN (${sql.join(list)})`
  const arms: Cond[] = []
  if (whole.length > 0) arms.push(keyIn(whole))
  if (some.length > 0) arms.push(sql<SqlBool>`(${keyIn(some)} AND ${like(`companies.${col}`, v)})`)
  return arms.length === 0 ? sql<SqlBool>`0` : arms.length === 1 ? arms[0] : sql<SqlBool>`(${sql.join(arms, sql` OR `)})`
}

export function filterGst(db: Db, p: Params, page: Page) {
  const pan = p.get('pan')
  if (pan !== undefined && !isPan(pan.toUpperCase())) throw validationError('PAN', 'must be a 10-character PAN: 5 letters, 4 digits, a letter (AAAPA1234A)')
  const c: Cond[] = []
  for (const [key, col] of GST_EXACT) {
    const v = p.get(key)
    if (v !== undefined) c.push(IDENTIFIERS.has(key) ? eqId(`gst_registrations.${col}`, v) : eqCi(`gst_registrations.${col}`, v))
  }
  for (const [key, col] of GST_NAMES) {
    const v = p.get(key)
    if (v) c.push(ftsOr('gst_registrations', 'gst_fts', col, `gst_registrations.${col}`, v))
  }
  return run(db, 'gst_registrations', c, 'gst_registrations.gstin', page, (r: GstRegistration) => gstSummary(r))
}
