// Console search, detail pages and "with the selected rows" (add to a watchlist, order).
import { redirect } from 'h3'
import * as v from 'valibot'
import { premiumStatus } from '../../core/accounts/subscriptions.ts'
import { requireUserRow } from '../../core/accounts/users.ts'
import { createOrder } from '../../core/commerce/orders.ts'
import { FqlError } from '../../core/fql/errors.ts'
import { addMembers, createWatchlist } from '../../core/lists/watchlists.ts'
import { prepareSearch } from '../../core/registry/search.ts'
import { companyView, directorView, gstView } from '../../core/registry/views.ts'
import { validationError } from '../../errors.ts'
import { companyPage, directorPage, gstPage } from '../console/detail.ts'
import { date } from '../console/format.ts'
import { searchPage } from '../console/search.ts'
import type { AppContext } from '../context.ts'
import { defineRoute, type Route } from '../route.ts'
import { paymentsFor } from './orders.ts'

const SearchQuery = v.object({ type: v.optional(v.string()), query: v.optional(v.string()), page: v.optional(v.string()), sort: v.optional(v.string()) })
const SelectionForm = v.looseObject({
  type: v.picklist(['company', 'gst', 'director'], 'must be company, gst or director'),
  action: v.picklist(['watchlist', 'order'], 'must be watchlist or order'),
  watchlist: v.optional(v.string(), ''),
  name: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), ''),
  payment: v.optional(v.picklist(['credits', 'online'], 'must be credits or online'), 'credits'),
})
const doc = (summary: string) => ({ summary, tag: 'Console', html: true })

export function consoleSearchRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/console/search',
      auth: 'browser',
      query: SearchQuery,
      quota: 'search',
      prepare: ({ query }) => {
        const type = query.type === 'gst' ? ('gst' as const) : ('company' as const)
        const text = query.query ?? ''
        const sort = query.sort?.trim() || undefined
        if (!text.trim()) return { type, text, sort }
        const asked = Number(query.page)
        try {
          return { type, text, sort, search: prepareSearch({ type, query: text, sort, page: Number.isSafeInteger(asked) && asked >= 1 ? asked : 1, limit: 25 }) }
        } catch (error) {
          if (!(error instanceof FqlError)) throw error
          return { type, text, sort, error }
        }
      },
      quotaWhen: (prepared) => prepared.search !== undefined,
      // On a reader thread like the API's search, with the same deadline.
      reads: true,
      handler: async ({ event, user, prepared: { type, text, sort, search, error } }) => {
        const result = search ? ((await ctx.reads.run('search', search.input)) as { results: Record<string, unknown>[]; total: number; page: number; pages: number }) : undefined
        return searchPage(ctx, event, user, { type, text, sort, error, result })
      },
      response: {},
      doc: doc('Console: FQL search with sortable, paged results (counts against the search quota)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/companies/:cin',
      auth: 'browser',
      quota: 'details',
      handler: ({ event, user, params }) => companyPage(ctx, event, user, companyView(db, params.cin.toUpperCase())),
      response: {},
      errors: { 404: 'No such company' },
      doc: doc('Console: a company, its board and its GST registrations (details quota)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/directors/:din',
      auth: 'browser',
      quota: 'details',
      handler: ({ event, user, params }) => directorPage(ctx, event, user, directorView(db, params.din)),
      response: {},
      errors: { 404: 'No such director' },
      doc: doc('Console: a director and every appointment (details quota)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/gst/:gstin',
      auth: 'browser',
      quota: 'details',
      handler: ({ event, user, params }) => gstPage(ctx, event, user, gstView(db, params.gstin.toUpperCase())),
      response: {},
      errors: { 404: 'No such GST registration' },
      doc: doc('Console: a GST registration with its HSN/SAC codes described (details quota)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/selection',
      auth: 'browser',
      form: true,
      body: SelectionForm,
      handler: ({ event, user, body }) => {
        const ids = Object.keys(body)
          .filter((k) => k.startsWith('sel:'))
          .map((k) => k.slice(4))
        if (ids.length === 0) throw validationError('sel', 'select at least one row')
        const today = date(new Date(clock.now()).toISOString())
        if (body.action === 'watchlist') {
          const list = body.watchlist
            ? addMembers(db, clock, user.userId, body.watchlist, ids)
            : createWatchlist(db, clock, user.userId, { name: body.name.trim() || `Selection of ${today}`, type: body.type, identifiers: ids })
          return redirect(`/console/watchlists/${encodeURIComponent(list.id)}`, 303)
        }
        const now = clock.now()
        const row = requireUserRow(db, user.userId)
        const premium = premiumStatus(db, user.userId, now).value
        const option = body.payment === 'online' ? ctx.config.paymentGateway : 'credits'
        const items = ids.map((number) => ({ type: body.type, number }))
        const order = createOrder(
          db,
          clock,
          { id: row.id, name: row.name, email: row.email, premium },
          { orderName: `${ids.length} record${ids.length === 1 ? '' : 's'} of ${today}`, paymentOption: option, items },
          paymentsFor(ctx, event),
        )
        return redirect(`/console/orders/${encodeURIComponent((order.body as { _id: string })._id)}`, 303)
      },
      response: {},
      errors: { 303: 'Done: to the watchlist or the order', 400: 'Not enough credits', 404: 'No such watchlist' },
      doc: doc('Console: add selected rows to a watchlist, or order them (form: type, action, sel:<id>…, watchlist, name, payment)'),
    }),
  ]
}
