// Console screeners (save, run, edit, delete) and watchlists (create, open, add, remove, delete).
import { redirect } from 'h3'
import * as v from 'valibot'
import { FqlError } from '../../core/fql/errors.ts'
import { createScreener, deleteScreener, getVisibleScreener, listScreeners, updateScreener } from '../../core/lists/screeners.ts'
import { addMembers, createWatchlist, deleteWatchlist, getOwnWatchlist, listWatchlists, removeMember } from '../../core/lists/watchlists.ts'
import { screenerEditPage, screenersPage, watchlistPage, watchlistsPage } from '../console/lists.ts'
import type { AppContext } from '../context.ts'
import { defineRoute, type Route } from '../route.ts'
import { text } from '../validate.ts'

const ScreenerForm = v.object({
  name: text(200),
  type: v.picklist(['company', 'gst'], 'must be company or gst'),
  query: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
})
const WatchlistForm = v.object({ name: text(200), type: v.picklist(['company', 'director', 'gst'], 'must be company, director or gst') })
const IdentifiersForm = v.object({ identifiers: v.optional(v.string(), '') })
const IdentifierForm = v.object({ identifier: v.optional(v.string(), '') })
const doc = (summary: string) => ({ summary, tag: 'Console', html: true })
const ALL = { page: 1, limit: 100, offset: 0 }
const OWN_ONLY = { 403: 'A built-in screener', 404: 'No such screener' }

export function consoleListRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const toList = (id: string) => redirect(`/console/watchlists/${encodeURIComponent(id)}`, 303)
  return [
    defineRoute({
      method: 'GET',
      path: '/console/screeners',
      auth: 'browser',
      handler: ({ event, user }) => screenersPage(ctx, event, user, listScreeners(db, user.userId)),
      response: {},
      doc: doc('Console: built-in and saved screeners'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/screeners',
      auth: 'browser',
      form: true,
      body: ScreenerForm,
      handler: ({ event, user, body }) => {
        try {
          createScreener(db, clock, user.userId, { ...body, description: body.description || null })
          return redirect('/console/screeners', 303)
        } catch (error) {
          if (!(error instanceof FqlError)) throw error
          return screenersPage(ctx, event, user, listScreeners(db, user.userId), { error, input: body })
        }
      },
      response: {},
      errors: { 303: 'Saved: to the screeners', 400: 'The query has an FQL error (the form again, marked)' },
      doc: doc('Console: save a screener (form: name, type, query, description)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/screeners/:id',
      auth: 'browser',
      handler: ({ event, user, params }) => screenerEditPage(ctx, event, user, getVisibleScreener(db, user.userId, params.id)),
      response: {},
      errors: { 404: 'No such screener' },
      doc: doc('Console: edit a saved screener'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/screeners/:id',
      auth: 'browser',
      form: true,
      body: ScreenerForm,
      handler: ({ event, user, params, body }) => {
        try {
          updateScreener(db, clock, user.userId, params.id, { ...body, description: body.description || null })
          return redirect('/console/screeners', 303)
        } catch (error) {
          if (!(error instanceof FqlError)) throw error
          return screenerEditPage(ctx, event, user, getVisibleScreener(db, user.userId, params.id), error, body)
        }
      },
      response: {},
      errors: { 303: 'Saved', 400: 'The query has an FQL error', ...OWN_ONLY },
      doc: doc('Console: change a saved screener'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/screeners/:id/delete',
      auth: 'browser',
      form: true,
      handler: ({ user, params }) => {
        deleteScreener(db, user.userId, params.id)
        return redirect('/console/screeners', 303)
      },
      response: {},
      errors: OWN_ONLY,
      doc: doc('Console: delete a saved screener'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/watchlists',
      auth: 'browser',
      handler: ({ event, user }) => watchlistsPage(ctx, event, user, listWatchlists(db, user.userId, undefined, ALL)),
      response: {},
      doc: doc('Console: the caller’s watchlists'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/watchlists',
      auth: 'browser',
      form: true,
      body: WatchlistForm,
      handler: ({ user, body }) => toList(createWatchlist(db, clock, user.userId, { ...body, identifiers: [] }).id),
      response: {},
      errors: { 303: 'Created: to the new watchlist' },
      doc: doc('Console: create a watchlist (form: name, type)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/watchlists/:id',
      auth: 'browser',
      // Members on a reader, like the API's listing.
      reads: true,
      handler: async ({ event, user, params }) =>
        watchlistPage(ctx, event, user, await ctx.reads.run('watchlist', { id: getOwnWatchlist(db, user.userId, params.id).id }, 'cheap')),
      response: {},
      errors: { 404: 'No such watchlist' },
      doc: doc('Console: a watchlist and its members'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/watchlists/:id/add',
      auth: 'browser',
      form: true,
      body: IdentifiersForm,
      handler: ({ user, params, body }) => {
        addMembers(db, clock, user.userId, params.id, body.identifiers.split(/[\s,]+/).filter(Boolean))
        return toList(params.id)
      },
      response: {},
      errors: { 303: 'Added', 404: 'No such watchlist' },
      doc: doc('Console: add members (form: identifiers)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/watchlists/:id/remove',
      auth: 'browser',
      form: true,
      body: IdentifierForm,
      handler: ({ user, params, body }) => {
        removeMember(db, user.userId, params.id, body.identifier)
        return toList(params.id)
      },
      response: {},
      errors: { 303: 'Removed', 404: 'No such watchlist or member' },
      doc: doc('Console: remove a member (form: identifier)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/watchlists/:id/delete',
      auth: 'browser',
      form: true,
      handler: ({ user, params }) => {
        deleteWatchlist(db, user.userId, params.id)
        return redirect('/console/watchlists', 303)
      },
      response: {},
      errors: { 303: 'Deleted', 404: 'No such watchlist' },
      doc: doc('Console: delete a watchlist'),
    }),
  ]
}
