import { getQuery, getRouterParam, type H3Event } from 'h3'
import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { lowerParams } from '../../core/registry/filters.ts'
import {
  addMembers,
  createWatchlist,
  deleteWatchlist,
  getOwnWatchlist,
  listMembers,
  listWatchlists,
  removeMember,
  renameWatchlist,
  WATCHLIST_TYPES,
  watchlistWithItems,
} from '../../core/lists/watchlists.ts'
import { validationError } from '../../errors.ts'
import { requireUser } from '../auth.ts'
import { readJsonObject } from '../body.ts'
import { bool, obj, R, ref } from '../openapi-schemas.ts'
import type { Route } from '../route.ts'
import { paging, parseWith, text } from '../validate.ts'

const WatchlistType = v.picklist(WATCHLIST_TYPES, 'must be company, director or gst')
const Entities = v.array(v.unknown(), 'must be an array')
const CreateBody = v.object({
  name: text(200),
  type: v.optional(WatchlistType),
  watchlist_type: v.optional(WatchlistType),
  entities: v.optional(v.nullable(v.pipe(Entities, v.description('[{identifier}] — CINs, DINs or GSTINs by the list type; they must exist')))),
})
const RenameBody = v.object({ name: text(200) })
const AddBody = v.object({ identifiers: v.pipe(Entities, v.minLength(1, 'must name at least one identifier')) })

const LIST_PAGING = { limit: 10, max: 100 }

export function watchlistRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const id = (event: H3Event) => getRouterParam(event, 'id', { decode: true })!
  const pageOf = (event: H3Event) => {
    const params = lowerParams(getQuery(event))
    return { params, page: paging({ page: params.get('page'), limit: params.get('limit') }, LIST_PAGING) }
  }
  return [
    {
      method: 'GET',
      path: '/api/watchlist',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const { params, page } = pageOf(event)
        return listWatchlists(db, auth.userId, params.get('search') ?? params.get('name'), page)
      },
      doc: {
        summary: 'The caller’s watchlists, newest first, with member counts',
        tag: 'Watchlists',
        query: { search: 'Part of the name', page: 'Page (default 1)', limit: 'Page size (default 10, max 100)' },
        response: R.dataPage(ref('Watchlist')),
      },
    },
    {
      method: 'POST',
      path: '/api/watchlist',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(CreateBody, await readJsonObject(event))
        const type = body.type ?? body.watchlist_type
        if (!type) throw validationError('type', 'is required (company, director or gst)')
        // Entities are {identifier, name?}; a bare identifier string is taken as well. Names come from the registry.
        const identifiers = (body.entities ?? []).map((e) => (e !== null && typeof e === 'object' ? (e as { identifier?: unknown }).identifier : e))
        const created = createWatchlist(db, clock, auth.userId, { name: body.name, type, identifiers })
        event.res.status = 201
        return { data: created }
      },
      doc: { summary: 'Create a watchlist, optionally with members (they must exist)', tag: 'Watchlists', body: CreateBody, status: 201, response: R.data(ref('WatchlistWithItems')) },
    },
    {
      method: 'GET',
      path: '/api/watchlist/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { data: watchlistWithItems(db, getOwnWatchlist(db, auth.userId, id(event))) }
      },
      doc: { summary: 'A watchlist with all its members', tag: 'Watchlists', response: R.data(ref('WatchlistWithItems')) },
    },
    {
      method: 'PATCH',
      path: '/api/watchlist/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(RenameBody, await readJsonObject(event))
        return { data: renameWatchlist(db, auth.userId, id(event), body.name) }
      },
      doc: { summary: 'Rename a watchlist', tag: 'Watchlists', body: RenameBody, response: R.data(ref('WatchlistWithItems')) },
    },
    {
      method: 'DELETE',
      path: '/api/watchlist/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { success: true, data: deleteWatchlist(db, auth.userId, id(event)) }
      },
      doc: { summary: 'Delete a watchlist; answers with what was deleted', tag: 'Watchlists', response: obj({ success: bool, data: ref('WatchlistWithItems') }) },
    },
    {
      method: 'GET',
      path: '/api/watchlist/:id/entities',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const { params, page } = pageOf(event)
        return listMembers(db, auth.userId, id(event), params.get('search_query') ?? params.get('search'), page)
      },
      doc: {
        summary: 'A page of a watchlist’s members',
        tag: 'Watchlists',
        query: { search_query: 'Part of the identifier or name', page: 'Page (default 1)', limit: 'Page size (default 10, max 100)' },
        response: R.dataPage(ref('WatchlistItem')),
      },
    },
    {
      method: 'POST',
      path: '/api/watchlist/:id/items',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(AddBody, await readJsonObject(event))
        return { data: addMembers(db, clock, auth.userId, id(event), body.identifiers) }
      },
      doc: { summary: 'Add members (up to 500 a request; all or none)', tag: 'Watchlists', body: AddBody, response: R.data(ref('WatchlistWithItems')) },
    },
    {
      method: 'DELETE',
      path: '/api/watchlist/:id/items/:identifier',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const identifier = getRouterParam(event, 'identifier', { decode: true })!
        return { data: removeMember(db, auth.userId, id(event), identifier) }
      },
      doc: { summary: 'Remove one member', tag: 'Watchlists', response: R.data(ref('WatchlistWithItems')) },
    },
  ]
}
