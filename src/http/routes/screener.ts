import { getRouterParam } from 'h3'
import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { createScreener, deleteScreener, getVisibleScreener, listScreeners, toScreener, updateScreener } from '../../core/lists/screeners.ts'
import { prepareSearch, searchRecords, validateQuery } from '../../core/registry/search.ts'
import { requireUser } from '../auth.ts'
import { hasBody, readJsonObject } from '../body.ts'
import { chargeQuota } from '../quota.ts'
import { arr, bool, obj, R, ref } from '../openapi-schemas.ts'
import type { Route } from '../route.ts'
import { paging, parseWith, text } from '../validate.ts'

const SearchType = v.picklist(['company', 'gst'], 'must be company or gst')
const SearchBody = v.object({
  query: v.pipe(v.string('must be a string'), v.maxLength(100_000)),
  type: SearchType,
  page: v.optional(v.pipe(v.unknown(), v.description('Page (default 1)'))),
  limit: v.optional(v.pipe(v.unknown(), v.description('Page size (default 10, max 100)'))),
  sort: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.description('"<field> asc|desc" (default: by identifier)')))),
})
const ScreenerBody = v.object({
  name: text(200),
  type: SearchType,
  query: v.pipe(v.string('must be a string'), v.maxLength(100_000)),
  description: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.maxLength(2000)))),
})
const RunBody = v.object({ page: v.optional(v.unknown()), limit: v.optional(v.unknown()), sort: v.optional(v.nullable(v.string())) })

const SEARCH_PAGING = { limit: 10, max: 100 }

export function screenerRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const id = (event: Parameters<Route['handler']>[0]) => getRouterParam(event, 'id', { decode: true })!
  return [
    {
      method: 'POST',
      path: '/api/screener/search',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(SearchBody, await readJsonObject(event))
        const { page, limit } = paging(body, SEARCH_PAGING)
        // Compile first: malformed FQL is a 400 that does not count against the quota.
        const search = prepareSearch({ type: body.type, query: body.query, page, limit, sort: body.sort ?? undefined })
        chargeQuota(event, ctx, auth, 'search')
        return searchRecords(db, search)
      },
      doc: {
        summary: 'Search companies or GST registrations with an FQL query',
        description: "FQL: State == 'Maharashtra' AND paidUpCapital > 1000000; malformed queries are 400 with the position. sort: \"<field> asc|desc\".",
        tag: 'Search',
        quota: 'search',
        body: SearchBody,
        response: ref('SearchResults'),
      },
    },
    {
      method: 'GET',
      path: '/api/screener/screeners',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { data: listScreeners(db, auth.userId).map(toScreener) }
      },
      doc: { summary: 'The caller’s screeners and the built-in ones', tag: 'Screeners', response: R.data(arr(ref('Screener'))) },
    },
    {
      method: 'POST',
      path: '/api/screener/screeners',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(ScreenerBody, await readJsonObject(event))
        validateQuery(body.type, body.query)
        chargeQuota(event, ctx, auth, 'screener')
        event.res.status = 201
        return { data: toScreener(createScreener(db, clock, auth.userId, body)) }
      },
      doc: { summary: 'Save an FQL query as a screener (validated)', tag: 'Screeners', quota: 'screener', body: ScreenerBody, status: 201, response: R.data(ref('Screener')) },
    },
    {
      method: 'GET',
      path: '/api/screener/screeners/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { data: toScreener(getVisibleScreener(db, auth.userId, id(event))) }
      },
      doc: { summary: 'One screener (own or built-in)', tag: 'Screeners', response: R.data(ref('Screener')) },
    },
    {
      method: 'PUT',
      path: '/api/screener/screeners/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(ScreenerBody, await readJsonObject(event))
        return { data: toScreener(updateScreener(db, clock, auth.userId, id(event), body)) }
      },
      doc: { summary: 'Replace an own screener', tag: 'Screeners', body: ScreenerBody, response: R.data(ref('Screener')) },
    },
    {
      method: 'DELETE',
      path: '/api/screener/screeners/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        deleteScreener(db, auth.userId, id(event))
        return { success: true }
      },
      doc: { summary: 'Delete an own screener (built-in ones: 403)', tag: 'Screeners', response: obj({ success: bool }) },
    },
    {
      method: 'POST',
      path: '/api/screener/screeners/:id/run',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        // The body is optional (defaults page 1, limit 10); when present it must be a JSON object.
        const body = hasBody(event) ? parseWith(RunBody, await readJsonObject(event)) : {}
        const { page, limit } = paging(body, SEARCH_PAGING)
        const screener = getVisibleScreener(db, auth.userId, id(event))
        const search = prepareSearch({ type: screener.type, query: screener.query, page, limit, sort: body.sort ?? undefined })
        chargeQuota(event, ctx, auth, 'screener')
        return searchRecords(db, search)
      },
      doc: { summary: 'Run a screener: one page of its results', tag: 'Screeners', quota: 'screener', body: RunBody, bodyOptional: true, response: ref('SearchResults') },
    },
  ]
}
