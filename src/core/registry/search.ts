import { type RawBuilder, sql, type SelectQueryBuilder } from 'kysely'
import type { Db } from '../../db/open.ts'
import { cachedCount, listable, listedSlice, listOrder, pageCount, registryCount, rowidIn } from '../../db/query.ts'
import type { Database } from '../../db/types.ts'
import { compileFql, compileFqlReport, type Where } from '../fql/compile.ts'
import { FqlError } from '../fql/errors.ts'
import { findField, TABLES, type SearchType } from '../fql/fields.ts'
import { companySummary, gstSummary } from './records.ts'
import { denseKinds, kindPage } from './kind-page.ts'

export interface SearchInput {
  type: SearchType
  query: string
  page: number
  limit: number
  sort?: string
}

const PRIMARY: Record<SearchType, string> = { company: 'cin', gst: 'gstin' }
const BROAD_MATCHES = 2000

/**
 * Sort columns with an index that reads them in order (schema.sql): a broad match sorted by one of
 * them is paged by walking that index (its other conditions read row by row), not by sorting every match.
 */
const ORDERED: Record<SearchType, Set<string>> = {
  company: new Set(['cin', 'paid_up_capital', 'authorised_capital', 'date_of_incorporation']),
  gst: new Set(['gstin', 'date_of_registration']),
}

/** `"<field> asc|desc"` → an ORDER BY on an allowlisted column, and that column. */
function orderBy(type: SearchType, sort: string | undefined) {
  if (!sort?.trim()) return ordered(`${TABLES[type]}.${PRIMARY[type]} ASC`, PRIMARY[type])
  const m = /^\s*(\w+)(?:\s+(asc|desc))?\s*$/i.exec(sort)
  const field = m && findField(type, m[1])
  if (!m || !field || field.type === 'array') {
    throw new FqlError('INVALID_SORT', `sort must be "<field> asc|desc" with a ${type} field${m && !field ? `; unknown field '${m[1]}'` : ''}`, sort, 0)
  }
  const dir = (m[2] ?? 'asc').toUpperCase()
  return ordered(`${TABLES[type]}.${field.column} ${dir}, ${TABLES[type]}.${PRIMARY[type]} ${dir}`, field.column)
}

/** An ORDER BY for pages, and the same order for listing every match (sorted, src/db/query.ts listOrder). */
const ordered = (text: string, column: string) => ({ order: sql.raw(text), listOrder: sql.raw(listOrder(text)), column })

export interface PreparedSearch {
  input: SearchInput
  where: Where | null
  trigram: boolean
  order: ReturnType<typeof orderBy>['order']
  listOrder: ReturnType<typeof orderBy>['order']
  sortColumn: string
  /** A lone array-field match: the rowids its total counts (compileFqlReport). */
  rowids?: RawBuilder<number>
}

/** Compiles query and sort: every FQL error surfaces here, before any quota is counted. */
export function prepareSearch(input: SearchInput): PreparedSearch {
  const { where, trigram, rowids } = compileFqlReport(input.query, input.type)
  const { order, listOrder, column } = orderBy(input.type, input.sort)
  return { input, where, trigram, order, listOrder, sortColumn: column, rowids }
}

/** FQL search: one page of results and the total, with `pages = ceil(total / limit)`. */
export function searchRecords(db: Db, search: SearchInput | PreparedSearch) {
  const prepared = 'where' in search ? search : prepareSearch(search)
  const { input } = prepared
  const found =
    input.type === 'company'
      ? mapRows(input.sort?.trim() ? findPage(db, db.kysely.selectFrom('companies'), 'companies', prepared) : companiesFirst(db, prepared), (r) => companySummary(r, true))
      : mapRows(findPage(db, db.kysely.selectFrom('gst_registrations'), 'gst_registrations', prepared), gstSummary)
  return { results: found.rows, total: found.total, page: input.page, pages: pageCount(found.total, input.limit) }
}

const mapRows = <R, S>(found: { rows: R[]; total: number }, map: (r: R) => S) => ({ rows: found.rows.map(map), total: found.total })

/**
 * Every CIN starts with L or U and every LLPIN sorts before L (AAA-0001 … the series is in its A's
 * for decades), so `cin >= 'L'` is the companies and the rest the LLPs, each a range of the key order.
 */
const FIRST_CIN = 'L'

/**
 * The default order of a company search (contract §6): companies, then LLPs, each by identifier — in
 * plain key order the LLPs' 15% would fill the first pages of most searches. Two ranges of the same
 * key order, each paged as before: the page comes from the companies, then, past them, from the LLPs.
 */
function companiesFirst(db: Db, search: PreparedSearch) {
  const companies = db.kysely.selectFrom('companies')
  const upper = findPage(db, companies.where('companies.cin', '>=', FIRST_CIN), 'companies', search, sql<boolean>`companies.cin >= ${FIRST_CIN}`)
  const offset = (search.input.page - 1) * search.input.limit
  const left = search.input.limit - upper.rows.length
  const llpPage = { ...search, input: { ...search.input, page: 1 } }
  const lower = findPage(db, companies.where('companies.cin', '<', FIRST_CIN), 'companies', llpPage, sql<boolean>`companies.cin < ${FIRST_CIN}`, {
    offset: Math.max(0, offset - upper.total),
    limit: left,
  })
  return { rows: [...upper.rows, ...lower.rows], total: upper.total + lower.total }
}

/** The page of matching rows and their count; `range` narrows every query of it (a part of the key order), `at` sets the page. */
function findPage<T extends 'companies' | 'gst_registrations'>(
  db: Db,
  from: SelectQueryBuilder<Database, T, object>,
  table: T,
  search: PreparedSearch,
  range?: Where,
  at?: { offset: number; limit: number },
) {
  const { input, where, trigram, order, listOrder: sorted, sortColumn } = search
  const inRange = (w: Where) => (range ? sql<boolean>`(${w}) AND ${range}` : w)
  const page = at ?? { limit: input.limit, offset: (input.page - 1) * input.limit }
  const filter = where ?? sql<boolean>`1`
  const pageRows = (q: typeof from) => q.selectAll().orderBy(order)
  // The exact total first (kept for the dataset's life, so a repeated query pays it once): past the
  // last match there is no page to look for.
  const counted = search.rowids && !range ? sql<number>`SELECT count(DISTINCT gst) AS n FROM (${search.rowids})`.compile(db.kysely) : undefined
  const total = counted ? cachedCount(db, counted.sql, counted.parameters) : registryCount(db, from.where(filter))
  if (total <= page.offset || page.limit <= 0) return { rows: [], total }
  // Sparse matches: a slice of their kept list (src/db/query.ts LISTED_MATCHES). So are narrow name and
  // array-field matches in a small registry: read back row by row they would be LIKE's, which folds ASCII
  // only, and a page could disagree with the total the trigram index counted.
  if (listable(db, total, table) || (trigram && total <= BROAD_MATCHES)) {
    const slice = listedSlice(
      db,
      from
        .where(filter)
        .select(sql<number>`${sql.ref(`${table}.rowid`)}`.as('k'))
        .orderBy(sorted),
      page,
    )
    return { rows: slice.length === 0 ? [] : db.all(pageRows(from.where(rowidIn(table, slice)))), total }
  }
  if (!trigram) {
    // A broad match sorted by an indexed column walks that index, its conditions read row by row (a
    // condition's own index would make SQLite sort every match). With the key order, only numbers are
    // read row by row: equality filters have (column, key) indexes that keep the key order, and dates
    // and codes follow the identifier's own structure (a walk could read far).
    const walk =
      total > BROAD_MATCHES && ORDERED[input.type].has(sortColumn)
        ? compileFql(input.query, input.type, { rowWise: (f) => sortColumn !== PRIMARY[input.type] || f.type === 'number' })
        : null
    return {
      rows: db.all(
        pageRows(from.where(walk ?? filter))
          .limit(page.limit)
          .offset(page.offset),
      ),
      total,
    }
  }
  // A broad match through the trigram index (or the array fields' element tables) finds its page by
  // walking the order with the row-wise form (LIKE, json_each), sooner than sorting every match.
  const rowWise = inRange(compileFql(input.query, input.type, { fts: false })!)
  // In CIN order, companies of kinds with no match are skipped (src/core/registry/kind-page.ts): a
  // company suffix matches no LLP, and the 15% of LLPINs sort before every CIN.
  const arms = input.type === 'company' && sortColumn === PRIMARY.company ? denseKinds(db, inRange(filter)) : undefined
  if (arms) return { rows: kindPage(db, arms, rowWise, page) as never[], total }
  return { rows: db.all(pageRows(from.where(rowWise)).limit(page.limit).offset(page.offset)), total }
}

/** Validates FQL for a saved screener (throws the FQL error). */
export function validateQuery(type: SearchType, query: string): void {
  compileFql(query, type)
}
