// Watchlists (contract §5): a user's named lists of companies, directors or GST registrations.
// Members must exist in the registry; their names are the registry's. Other users' lists are 404.
// Writes and the ownership check run on the main thread; the member listings (a whole list, a page
// with a search) are read on a reader thread (src/core/registry/readers/ops.ts), each in one snapshot.
import { sql } from 'kysely'
import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Watchlist } from '../../db/types.ts'
import { AppError, validationError } from '../../errors.ts'
import { IDENTIFIER_HINT, normalizeIdentifier, resolveEntities } from '../registry/entities.ts'
import { type EntityType, isIdentifierOf } from '../registry/identifiers.ts'
import { newId } from '../ids.ts'
import { containsPattern, countAndPage, countOf, inSnapshot, pageCount, type Page } from '../../db/query.ts'
import { WATCHLIST_FIELDS, WATCHLIST_ITEM_FIELDS } from '../../entities/watchlist.ts'
import { recordOf } from '../records.ts'

/** Identifiers per request (contract); members per list (ours: keeps a list a list, not a dump). */
export const MAX_PER_REQUEST = 500
export const MAX_MEMBERS = 10_000

const toItem = recordOf(WATCHLIST_ITEM_FIELDS)
const watchlistRecord = recordOf(WATCHLIST_FIELDS)
/** A list's declared fields (src/entities/watchlist.ts) and its member count. */
const toWatchlist = (w: Watchlist, count: number) => ({ ...watchlistRecord(w), count })
const like = containsPattern

function memberCount(db: Db, id: string): number {
  return countOf(db, db.kysely.selectFrom('watchlist_items').where('watchlist_id', '=', id))
}

/** The caller's own list, or 404 (never 403: other users' lists do not exist for them). */
export function getOwnWatchlist(db: Db, userId: string, id: string): Watchlist {
  const row = db.first(db.kysely.selectFrom('watchlists').selectAll().where('id', '=', id).where('user_id', '=', userId))
  if (!row) throw new AppError('NOT_FOUND', `No watchlist ${id}`)
  return row
}

/** The list with every member, oldest first. */
export function watchlistWithItems(db: Db, w: Watchlist) {
  const items = db.all(db.kysely.selectFrom('watchlist_items').selectAll().where('watchlist_id', '=', w.id).orderBy('added_at').orderBy('identifier'))
  return { ...toWatchlist(w, items.length), items: items.map(toItem) }
}

export function listWatchlists(db: Db, userId: string, search: string | undefined, page: Page) {
  let base = db.kysely.selectFrom('watchlists').where('user_id', '=', userId)
  if (search) base = base.where(sql<boolean>`name LIKE ${like(search)} ESCAPE '\\'`)
  const { rows, total } = countAndPage(db, base, page, (q) =>
    q.selectAll().select(sql<number>`(SELECT count(*) FROM watchlist_items i WHERE i.watchlist_id = watchlists.id)`.as('count')).orderBy('created_at', 'desc').orderBy('id'),
  )
  return { data: rows.map((r) => toWatchlist(r, r.count)), total, page: page.page, limit: page.limit, pages: pageCount(total, page.limit) }
}

/** A list's name, as every way in takes it (API, console form): trimmed, 1 to 200 characters. */
export const WATCHLIST_NAME_MAX = 200
function checkedName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw validationError('name', 'must not be empty')
  if (trimmed.length > WATCHLIST_NAME_MAX) throw validationError('name', `must be at most ${WATCHLIST_NAME_MAX} characters`)
  return trimmed
}

export function createWatchlist(db: Db, clock: Clock, userId: string, input: { name: string; type: EntityType; identifiers: readonly unknown[] }) {
  const name = checkedName(input.name)
  const members = checkedMembers(db, input.type, input.identifiers, 'entities', 0)
  const now = isoAt(clock.now())
  const row: Watchlist = { id: newId('wl'), user_id: userId, name, type: input.type, created_at: now }
  db.transaction(() => {
    db.run(db.kysely.insertInto('watchlists').values(row))
    insertMembers(db, row, members, now)
  })
  return watchlistWithItems(db, row)
}

export function renameWatchlist(db: Db, userId: string, id: string, name: string) {
  getOwnWatchlist(db, userId, id)
  db.run(
    db.kysely
      .updateTable('watchlists')
      .set({ name: checkedName(name) })
      .where('id', '=', id),
  )
  return watchlistWithItems(db, getOwnWatchlist(db, userId, id))
}

/** Deletes the list and its members; answers with what was deleted. */
export function deleteWatchlist(db: Db, userId: string, id: string) {
  const gone = watchlistWithItems(db, getOwnWatchlist(db, userId, id))
  db.run(db.kysely.deleteFrom('watchlists').where('id', '=', id))
  return gone
}

/** Adds members; ones already on the list keep their first added_at. */
export function addMembers(db: Db, clock: Clock, userId: string, id: string, identifiers: readonly unknown[]) {
  const w = getOwnWatchlist(db, userId, id)
  db.transaction(() => {
    const members = checkedMembers(db, w.type as EntityType, identifiers, 'identifiers', memberCount(db, id), id)
    insertMembers(db, w, members, isoAt(clock.now()))
  })
  return watchlistWithItems(db, w)
}

export function removeMember(db: Db, userId: string, id: string, identifier: string) {
  const w = getOwnWatchlist(db, userId, id)
  const key = normalizeIdentifier(identifier)
  const { changes } = db.run(db.kysely.deleteFrom('watchlist_items').where('watchlist_id', '=', id).where('identifier', '=', key))
  if (changes === 0) throw new AppError('NOT_FOUND', `${key} is not on watchlist ${id}`)
  return watchlistWithItems(db, w)
}

/**
 * The docs' `POST /api/watchlist/{id}/entities {action, items}`: add (all or none, as addMembers) or
 * remove several members at once; answers how many changed and how many the list now holds.
 */
export function changeMembers(db: Db, clock: Clock, userId: string, id: string, action: 'add' | 'remove', items: readonly unknown[]) {
  const w = getOwnWatchlist(db, userId, id)
  const changed = db.transaction(() => {
    const before = memberCount(db, id)
    if (action === 'add') {
      insertMembers(db, w, checkedMembers(db, w.type as EntityType, items, 'items', before, id), isoAt(clock.now()))
      return memberCount(db, id) - before
    }
    const keys = items.map((raw, i) => {
      const key = normalizeIdentifier(raw)
      if (!isIdentifierOf(w.type as EntityType, key)) throw validationError(`items[${i}]`, `must be ${IDENTIFIER_HINT[w.type as EntityType]}`)
      return key
    })
    return db.run(db.kysely.deleteFrom('watchlist_items').where('watchlist_id', '=', id).where('identifier', 'in', keys)).changes
  })
  if (action === 'remove' && changed === 0) throw new AppError('NOT_FOUND', `None of the items is on watchlist ${id}`)
  return { message: `${changed} item(s) ${action === 'add' ? 'added' : 'removed'} successfully`, count: memberCount(db, id) }
}

/**
 * A list by id with every member, read in one snapshot (a reader thread's: the caller checked that
 * the list is the user's; a list deleted since is 404, and members committed before the read are in it).
 */
export function watchlistById(db: Db, id: string) {
  return inSnapshot(db, () => watchlistWithItems(db, existing(db, id)))
}

/** One page of a list's members (caller checked ownership), optionally those whose identifier or name contains `search`. */
export function memberPage(db: Db, id: string, search: string | undefined, page: Page) {
  return inSnapshot(db, () => {
    existing(db, id)
    let base = db.kysely.selectFrom('watchlist_items').where('watchlist_id', '=', id)
    if (search) base = base.where(sql<boolean>`(identifier LIKE ${like(search)} ESCAPE '\\' OR name LIKE ${like(search)} ESCAPE '\\')`)
    const { rows, total } = countAndPage(db, base, page, (q) => q.selectAll().orderBy('added_at').orderBy('identifier'))
    return { data: rows.map(toItem), total, page: page.page, limit: page.limit, pages: pageCount(total, page.limit) }
  })
}

function existing(db: Db, id: string): Watchlist {
  const row = db.first(db.kysely.selectFrom('watchlists').selectAll().where('id', '=', id))
  if (!row) throw new AppError('NOT_FOUND', `No watchlist ${id}`)
  return row
}

function checkedMembers(db: Db, type: EntityType, identifiers: readonly unknown[], field: string, existing: number, listId?: string) {
  if (identifiers.length > MAX_PER_REQUEST) throw validationError(field, `at most ${MAX_PER_REQUEST} identifiers per request`)
  const refs = identifiers.map((raw, i) => ({ type, raw, field: `${field}[${i}]` }))
  const members = [...new Map(resolveEntities(db, refs).map((m) => [m.identifier, m])).values()]
  const added =
    listId && members.length > 0
      ? members.length -
        alreadyListed(
          db,
          listId,
          members.map((m) => m.identifier),
        )
      : members.length
  if (existing + added > MAX_MEMBERS) throw validationError(field, `a watchlist holds at most ${MAX_MEMBERS} members (it has ${existing})`)
  return members
}

/** How many of these identifiers the list already holds. */
function alreadyListed(db: Db, listId: string, identifiers: string[]): number {
  return countOf(db, db.kysely.selectFrom('watchlist_items').where('watchlist_id', '=', listId).where('identifier', 'in', identifiers))
}

function insertMembers(db: Db, w: Watchlist, members: { identifier: string; name: string }[], now: string): void {
  if (members.length === 0) return
  const rows = members.map((m) => ({ watchlist_id: w.id, identifier: m.identifier, name: m.name, type: w.type, added_at: now }))
  // A few hundred rows per statement stay well under SQLite's limit of 32,766 bound parameters.
  for (let i = 0; i < rows.length; i += 500)
    db.run(
      db.kysely
        .insertInto('watchlist_items')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing()),
    )
}
