// Query helpers every list endpoint shares: LIKE patterns, and one page of rows with their total.
import { sql, type SelectQueryBuilder } from 'kysely'
import type { LRUCache } from 'lru-cache'
import { MiB, textKeyedCache } from './bounded-cache.ts'
import { forDataset } from './dataset-cache.ts'
import type { Db } from './open.ts'

/** A requested page: 1-based number, size, and the rows to skip. */
export interface Page {
  page: number
  limit: number
  offset: number
}

/** LIKE pattern with %, _ and \ escaped (used with ESCAPE '\'). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `%text%` for a LIKE … ESCAPE '\' that finds `text` anywhere. */
export const containsPattern = (s: string): string => `%${escapeLike(s)}%`

/** `pages = ceil(total / limit)`, 0 when there is nothing (contract §3). */
export const pageCount = (total: number, limit: number): number => (total === 0 ? 0 : Math.ceil(total / limit))

/**
 * The count-and-page pair: `rows(base)` limited to the page, and the number of rows `counted`
 * matches (`base` unless a cheaper query counts the same rows), by `count` (countOf, or
 * registryCount for registry reads). Two statements, both cached.
 */
export function countAndPage<DB, TB extends keyof DB, O, R>(
  db: Db,
  base: SelectQueryBuilder<DB, TB, O>,
  page: Pick<Page, 'limit' | 'offset'>,
  rows: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  counted: SelectQueryBuilder<DB, TB, O> = base,
  count: (db: Db, query: SelectQueryBuilder<DB, TB, O>) => number = countOf,
): { rows: R[]; total: number } {
  const found = db.all(rows(base).limit(page.limit).offset(page.offset))
  return { rows: found, total: count(db, counted) }
}

/** The number of rows a query matches. */
export function countOf<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): number {
  // Kysely cannot name the selection on a generic builder; the statement is `SELECT count(*) AS n …`.
  const row = db.first(query.select(sql<number>`count(*)`.as('n'))) as { n: number } | undefined
  return Number(row!.n)
}

/**
 * Totals and lists kept per connection, by query text and parameters: registry rows never change while
 * serving, so an answer holds until a new dataset (its marker, a fingerprint, keys the caches). Least
 * recently used first out, bounded by entries and by bytes (key and value): FQL makes endless distinct
 * queries, and a flood of long ones must not grow memory.
 */
export const REGISTRY_CACHE_BOUNDS = {
  totals: { max: 20_000, maxBytes: 8 * MiB },
  lists: { max: 10_000, maxBytes: 16 * MiB },
} as const

interface RegistryCaches {
  totals: LRUCache<string, number>
  lists: LRUCache<string, unknown[]>
}

/** The connection's registry caches for its dataset (src/db/dataset-cache.ts). */
export function registryCaches(db: Db): RegistryCaches {
  return forDataset(db, 'registry', () => {
    const { totals, lists } = REGISTRY_CACHE_BOUNDS
    return { totals: textKeyedCache(totals.max, totals.maxBytes), lists: textKeyedCache(lists.max, lists.maxBytes) }
  })
}

/**
 * countOf for queries over the registry only (companies, directors, appointments, GST): the exact
 * total of a normalised query (its SQL text and parameters) is counted once for the life of the
 * dataset (while it stays among the recently used); a new seed changes the dataset marker and empties the cache.
 */
export function registryCount<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): number {
  const counted = query.select(sql<number>`count(*)`.as('n')).compile()
  return cachedCount(db, counted.sql, counted.parameters)
}

/** A registry count by SQL text (`SELECT count(*) AS n …`) and parameters, kept like registryCount's. */
export function cachedCount(db: Db, text: string, parameters: readonly unknown[]): number {
  const { totals } = registryCaches(db)
  const key = `${text}\u0000${JSON.stringify(parameters)}`
  const hit = totals.get(key)
  if (hit !== undefined) return hit
  const n = Number((db.stmt(text).get(...(parameters as unknown[])) as { n: number }).n)
  totals.set(key, n)
  return n
}

/**
 * The rowids a registry query selects (as `k`, in its order), listed once for the life of the
 * dataset like registryCount's totals: the pages of a narrow match that no index reads in order
 * (a partial name within a state) are then slices of the list, not a join and a sort each time.
 */
export function registryKeys<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): number[] {
  return listed(db, query, (rows) => (rows as { k: number }[]).map((r) => r.k)) as number[]
}

/**
 * Matches up to this many, and under a tenth of their table, are listed once in their page order
 * (registryKeys: about 8 bytes a row, kept for the dataset's life) and each page is a slice of the
 * list. A walk along the order reads until its page is full: fast when matches are dense or spread
 * along it, but sparse matches cluster where the key begins with what goes with them (a CIN begins
 * with its NIC code: an industry's names, an industry in a state), and a page past their first few
 * read far (most of a 1M registry for a rare name word).
 */
export const LISTED_MATCHES = 25_000

/** Whether `total` matches of `table` are paged from a kept list (LISTED_MATCHES). */
export const listable = (db: Db, total: number, table: 'companies' | 'gst_registrations'): boolean => total <= LISTED_MATCHES && total * 10 < rowsOf(db, table)

/**
 * About how many rows a registry table holds: its largest rowid, one step down the table's B-tree
 * (registry rows are only ever added, or a few replaced), where counting them reads the whole table.
 */
const rowsOf = (db: Db, table: 'companies' | 'gst_registrations'): number => (db.stmt(`SELECT max(rowid) AS n FROM ${table}`).get() as { n: number | null }).n ?? 0

/**
 * `order` (an ORDER BY's text: `t.col DIR, …`) with each term made an expression (`+t.col`), which no
 * index can give: a list of every match is then found through its most selective condition and
 * sorted, not read by walking the order's index to the end (all of it at 1M companies, where a
 * page's walk stops after its few rows).
 */
export const listOrder = (order: string): string =>
  order
    .split(',')
    .map((term) => `+${term.trim()}`)
    .join(', ')

/** One page's rowids: a slice of the kept list of `keys` (a query selecting rowids as `k`, in the page order). */
export function listedSlice<DB, TB extends keyof DB, O>(db: Db, keys: SelectQueryBuilder<DB, TB, O>, page: Pick<Page, 'limit' | 'offset'>): number[] {
  return registryKeys(db, keys).slice(page.offset, page.offset + page.limit)
}

/** `table.rowid` among `ids`: one JSON parameter, not one per rowid, so the SQL text (and its cached statement) stays the same. */
export const rowidIn = (table: string, ids: readonly number[]) => sql<boolean>`${sql.ref(`${table}.rowid`)} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`

/** The rows of a registry query (a few: counts per group), kept like registryKeys' lists. */
export function registryRows<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): O[] {
  return listed(db, query, (rows) => rows) as O[]
}

function listed(db: Db, query: { compile(): { sql: string; parameters: readonly unknown[] } }, shape: (rows: unknown[]) => unknown[]): unknown[] {
  const { lists } = registryCaches(db)
  const compiled = query.compile()
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`
  const hit = lists.get(key)
  if (hit) return hit
  const found = shape(db.stmt(compiled.sql).all(...(compiled.parameters as unknown[])))
  // A list larger than the whole bound is answered, not kept.
  lists.set(key, found)
  return found
}

/**
 * Runs `fn`'s reads in one snapshot: a deferred (read) transaction, which a read-only reader
 * connection can open, so a count and its page agree even while the main thread commits writes.
 * Inside a transaction already, `fn` just runs in it.
 */
export function inSnapshot<T>(db: Db, fn: () => T): T {
  return db.sqlite.inTransaction ? fn() : db.sqlite.transaction(fn).deferred()
}
