import * as v from 'valibot'
import {
  addMembers,
  changeMembers,
  createWatchlist,
  deleteWatchlist,
  getOwnWatchlist,
  listWatchlists,
  MAX_PER_REQUEST,
  removeMember,
  renameWatchlist,
} from '../../core/lists/watchlists.ts'
import { WATCHLIST_TYPES } from '../../entities/watchlist.ts'
import { validationError } from '../../errors.ts'
import type { AppContext } from '../context.ts'
import { bool, int, obj, R, ref, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { identifierItem, qText } from '../schemas.ts'
import { text } from '../validate.ts'

const WatchlistType = v.picklist(WATCHLIST_TYPES, 'must be company, director or gst')
/** CINs, DINs or GSTINs: which, the list's type says (checked, with existence, by core/lists/watchlists.ts). */
const Identifier = identifierItem(undefined, 'A CIN or LLPIN, DIN or GSTIN, by the list type; it must exist')
const Identifiers = (min: number) =>
  v.pipe(
    v.array(Identifier, 'must be an array'),
    v.minLength(min, 'must name at least one identifier'),
    v.maxLength(MAX_PER_REQUEST, `at most ${MAX_PER_REQUEST} identifiers per request`),
  )
// One of type and watchlist_type names the list's type (the document states it as anyOf).
const CreateBody = v.pipe(
  v.object({
    name: text(200),
    type: v.optional(WatchlistType),
    watchlist_type: v.optional(WatchlistType),
    entities: v.optional(
      v.nullable(
        v.pipe(
          v.array(
            v.union(
              [
                Identifier,
                v.looseObject({ identifier: Identifier, name: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.maxLength(500, 'must be at most 500 characters')))) }),
              ],
              'must be an identifier or {identifier}',
            ),
            'must be an array',
          ),
          v.maxLength(MAX_PER_REQUEST, `at most ${MAX_PER_REQUEST} identifiers per request`),
          v.description('[{identifier}] or identifiers — CINs, DINs or GSTINs by the list type; they must exist'),
        ),
      ),
    ),
  }),
  v.metadata({ anyOf: [{ required: ['type'] }, { required: ['watchlist_type'] }] }),
)
/** Members must be identifiers of the list's type that exist: a rule across the body and the list. */
const MEMBER_RULE = 'each a CIN or LLPIN, DIN or GSTIN (by the list type) that exists (422 naming the position)'
const RenameBody = v.object({ name: text(200) })
const EntitiesBody = v.object({ action: v.picklist(['add', 'remove'], 'must be add or remove'), items: Identifiers(1) })
const AddBody = v.object({ identifiers: Identifiers(1) })

const LIST_PAGING = { limit: 10, max: 100 }
const NOT_FOUND = { 404: 'No such watchlist (or not yours)' }

export function watchlistRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/api/watchlist',
      auth: 'bearer',
      query: v.object({ search: qText('Part of the name'), name: qText('Alias of search') }),
      paging: LIST_PAGING,
      handler: ({ user, query, page }) => listWatchlists(db, user.userId, query.search ?? query.name, page),
      response: R.dataPage(ref('Watchlist')),
      doc: { summary: 'The caller’s watchlists, newest first, with member counts', tag: 'Watchlists' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/watchlist',
      auth: 'bearer',
      body: CreateBody,
      handler: ({ user, body }) => {
        const type = body.type ?? body.watchlist_type
        if (!type) throw validationError('type', 'is required (company, director or gst)')
        // Entities are {identifier, name?}; a bare identifier string is taken as well. Names come from the registry.
        const identifiers = (body.entities ?? []).map((e) => (e !== null && typeof e === 'object' ? (e as { identifier?: unknown }).identifier : e))
        return { data: createWatchlist(db, clock, user.userId, { name: body.name, type, identifiers }) }
      },
      status: 201,
      response: R.data(ref('WatchlistWithItems')),
      doc: {
        summary: 'Create a watchlist, optionally with members (they must exist)',
        tag: 'Watchlists',
        rules: { 'entities[]': MEMBER_RULE, 'entities[].identifier': MEMBER_RULE },
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/watchlist/:id',
      auth: 'bearer',
      // Ownership is checked here, the members are read on a reader (at most 10,000: the cheap lane).
      reads: true,
      handler: async ({ user, params }) => ({ data: await ctx.reads.run('watchlist', { id: getOwnWatchlist(db, user.userId, params.id).id }, 'cheap') }),
      response: R.data(ref('WatchlistWithItems')),
      errors: NOT_FOUND,
      doc: { summary: 'A watchlist with all its members', tag: 'Watchlists' },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/watchlist/:id',
      auth: 'bearer',
      body: RenameBody,
      handler: ({ user, params, body }) => ({ data: renameWatchlist(db, user.userId, params.id, body.name) }),
      response: R.data(ref('WatchlistWithItems')),
      errors: NOT_FOUND,
      doc: { summary: 'Rename a watchlist', tag: 'Watchlists' },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/watchlist/:id',
      auth: 'bearer',
      handler: ({ user, params }) => ({ success: true, data: deleteWatchlist(db, user.userId, params.id) }),
      response: obj({ success: bool, data: ref('WatchlistWithItems') }),
      errors: NOT_FOUND,
      doc: { summary: 'Delete a watchlist; answers with what was deleted', tag: 'Watchlists' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/watchlist/:id/entities',
      auth: 'bearer',
      query: v.object({ search_query: qText('Part of the identifier or name'), search: qText('Alias of search_query') }),
      paging: LIST_PAGING,
      reads: true,
      handler: ({ user, params, query, page }) => {
        const { id } = getOwnWatchlist(db, user.userId, params.id)
        return ctx.reads.run('watchlistMembers', { id, search: query.search_query ?? query.search, page }, 'cheap')
      },
      response: R.dataPage(ref('WatchlistItem')),
      errors: NOT_FOUND,
      doc: { summary: 'A page of a watchlist’s members', tag: 'Watchlists' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/watchlist/:id/entities',
      auth: 'bearer',
      body: EntitiesBody,
      handler: ({ user, params, body }) => changeMembers(db, clock, user.userId, params.id, body.action, body.items),
      response: obj({ message: str, count: int }),
      errors: { 404: 'No such watchlist, or (remove) none of the items is a member' },
      doc: {
        summary: 'Add or remove members, as the public docs show it: {action: add|remove, items: [identifiers]} → {message, count}',
        tag: 'Watchlists',
        rules: { 'items[]': MEMBER_RULE },
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/watchlist/:id/items',
      auth: 'bearer',
      body: AddBody,
      handler: ({ user, params, body }) => ({ data: addMembers(db, clock, user.userId, params.id, body.identifiers) }),
      response: R.data(ref('WatchlistWithItems')),
      errors: NOT_FOUND,
      doc: { summary: 'Add members (up to 500 a request; all or none)', tag: 'Watchlists', rules: { 'identifiers[]': MEMBER_RULE } },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/watchlist/:id/items/:identifier',
      auth: 'bearer',
      handler: ({ user, params }) => ({ data: removeMember(db, user.userId, params.id, params.identifier) }),
      response: R.data(ref('WatchlistWithItems')),
      errors: { 404: 'No such watchlist, or the identifier is not a member' },
      doc: { summary: 'Remove one member', tag: 'Watchlists' },
    }),
  ]
}
