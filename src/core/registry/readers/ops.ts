// The registry reads whose cost depends on the input, by name: what a reader thread runs (and what
// the main thread runs itself when there is no pool, for an in-memory database). Arguments and
// results cross threads by structured clone, so they are plain data: a search is sent as its input
// and compiled again on the reader (compiling FQL costs microseconds; the route compiled it first so
// that a malformed query is refused before any quota is counted). Watchlist listings read user data
// the main thread wrote: in WAL a reader's read sees every commit made before it began, so a member
// added by one request is in the listing of the next.
import type { Db } from '../../../db/open.ts'
import type { Page } from '../../../db/query.ts'
import { memberPage, watchlistById } from '../../lists/watchlists.ts'
import { filterCompanies, filterDirectors, filterGst, type Params } from '../filters.ts'
import { recentCompanies, recentDirectors, recentGst, type RecentQuery } from '../recent.ts'
import { buildLead, type LeadItem, leadsOf, type LeadType } from '../leads.ts'
import { lookupReference, type ReferenceKind } from '../reference.ts'
import { searchRecords, type SearchInput } from '../search.ts'
import { exportFixtures, type ExportOptions } from '../export.ts'

export const OPS = {
  search: (db: Db, input: SearchInput) => searchRecords(db, input),
  filterCompanies: (db: Db, a: { params: Params; page: Page }) => filterCompanies(db, a.params, a.page),
  filterDirectors: (db: Db, a: { params: Params; page: Page }) => filterDirectors(db, a.params, a.page),
  filterGst: (db: Db, a: { params: Params; page: Page }) => filterGst(db, a.params, a.page),
  recentCompanies: (db: Db, q: RecentQuery) => recentCompanies(db, q),
  recentDirectors: (db: Db, q: RecentQuery) => recentDirectors(db, q),
  recentGst: (db: Db, q: RecentQuery) => recentGst(db, q),
  reference: (db: Db, a: { kind: ReferenceKind; code?: string; search?: string; limit: number }) => lookupReference(db, a.kind, a),
  lead: (db: Db, a: { type: LeadType; identifier: string; source: string }) => buildLead(db, a.type, a.identifier, a.source, true),
  leads: (db: Db, a: { items: LeadItem[]; source: string }) => leadsOf(db, a.items, a.source),
  watchlist: (db: Db, a: { id: string }) => watchlistById(db, a.id),
  watchlistMembers: (db: Db, a: { id: string; search?: string; page: Page }) => memberPage(db, a.id, a.search, a.page),
  // Up to 10,000 companies whole (megabytes of text): built and serialised on a reader, not on the thread that answers.
  exportFixtures: (db: Db, a: ExportOptions) => JSON.stringify(exportFixtures(db, a)),
} as const

/**
 * Reads whose answers are never kept on the main thread (pool.ts `remembered`): watchlists are user
 * data that changes while serving; an order's leads can be large (500 items with full data) and are
 * index probes a reader answers quickly anyway; an export is megabytes, and test mode's own tool.
 */
export const NOT_KEPT: ReadonlySet<string> = new Set(['watchlist', 'watchlistMembers', 'leads', 'exportFixtures'])

export type Op = keyof typeof OPS
export type OpArgs<O extends Op> = Parameters<(typeof OPS)[O]>[1]
export type OpResult<O extends Op> = ReturnType<(typeof OPS)[O]>
