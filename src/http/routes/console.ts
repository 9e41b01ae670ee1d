// The web console (/console): server-rendered pages on the browser session cookie (contract §4) —
// account, API keys, FQL search, watchlists, orders, and for admins users and blocked addresses.
// No scripts: every page is plain HTML under the console's CSP; forms carry a CSRF token.
import { deleteCookie, redirect } from 'h3'
import * as v from 'valibot'
import { listBlocks, recordAuthFailure } from '../../core/access/bans.ts'
import { createSession, revokeSession } from '../../core/accounts/tokens.ts'
import { createApiKey, listApiKeys, listUsers, revokeApiKey, setUserStatus, userForPassword } from '../../core/accounts/users.ts'
import { listOrders } from '../../core/commerce/orders.ts'
import { FqlError } from '../../core/fql/errors.ts'
import { listWatchlists } from '../../core/lists/watchlists.ts'
import { prepareSearch, searchRecords } from '../../core/registry/search.ts'
import { AppError } from '../../errors.ts'
import { SESSION_COOKIE, setSessionCookie } from '../auth.ts'
import { clientIp } from '../client-ip.ts'
import { accountPage } from '../console/account.ts'
import { loginPage, page, postButton, table } from '../console/layout.ts'
import type { AppContext } from '../context.ts'
import { h, type Safe } from '../html.ts'
import { defineRoute, type Route } from '../route.ts'

const LoginForm = v.object({ email: v.optional(v.string(), ''), password: v.optional(v.string(), '') })
const SearchQuery = v.object({ type: v.optional(v.string()), query: v.optional(v.string()), page: v.optional(v.string()) })
const doc = (summary: string) => ({ summary, tag: 'Console', html: true })
const ALL = { page: 1, limit: 100, offset: 0 }

export function consoleRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({ method: 'GET', path: '/console/login', auth: 'none', handler: ({ event }) => loginPage(event), response: {}, doc: doc('Console login page') }),
    defineRoute({
      method: 'POST',
      path: '/console/login',
      auth: 'none',
      limit: 'login',
      form: true,
      body: LoginForm,
      handler: async ({ event, body }) => {
        try {
          const user = await userForPassword(db, body.email.trim(), body.password)
          const session = createSession(db, clock, user.id, 'browser')
          setSessionCookie(event, ctx, session.id)
          return redirect('/console', 303)
        } catch (error) {
          if (error instanceof AppError && error.status === 401) recordAuthFailure(db, clock, clientIp(event, ctx.config))
          if (error instanceof AppError && (error.status === 401 || error.status === 403)) return loginPage(event, error.detail, error.status)
          throw error
        }
      },
      response: {},
      errors: { 303: 'Signed in: to the account page', 401: 'Wrong email or password (the form again)' },
      doc: doc('Console login (form: email, password) → the session cookie'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/logout',
      auth: 'browser',
      form: true,
      handler: ({ event, user }) => {
        revokeSession(db, clock, user.sessionId)
        deleteCookie(event, SESSION_COOKIE, { path: '/' })
        return redirect('/console/login', 303)
      },
      response: {},
      doc: doc('Console logout'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console',
      auth: 'browser',
      handler: ({ event, user }) => accountPage(ctx, event, user),
      response: {},
      doc: doc('Console: the account, its API keys, subscriptions and offers'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/keys',
      auth: 'browser',
      form: true,
      handler: ({ event, user }) => accountPage(ctx, event, user, createApiKey(db, clock, user.userId).apiKey),
      response: {},
      doc: doc('Console: create an API key (shown once)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/keys/:id/revoke',
      auth: 'browser',
      form: true,
      handler: ({ user, params }) => {
        if (!listApiKeys(db, user.userId).some((k) => k.id === params.id)) throw new AppError('NOT_FOUND', `No API key ${params.id}`)
        revokeApiKey(db, clock, params.id)
        return redirect('/console', 303)
      },
      response: {},
      errors: { 404: 'Not one of the caller’s keys' },
      doc: doc('Console: revoke one of the caller’s API keys'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/search',
      auth: 'browser',
      query: SearchQuery,
      quota: 'search',
      prepare: ({ query }) => {
        const type = query.type === 'gst' ? 'gst' : 'company'
        const text = query.query ?? ''
        if (!text.trim()) return { type, text }
        const asked = Number(query.page)
        try {
          return { type, text, search: prepareSearch({ type, query: text, page: Number.isSafeInteger(asked) && asked >= 1 ? asked : 1, limit: 25 }) }
        } catch (error) {
          if (!(error instanceof FqlError)) throw error
          return { type, text, error: error.message }
        }
      },
      quotaWhen: (prepared) => prepared.search !== undefined,
      handler: ({ event, user, prepared: { type, text, search, error } }) => {
        let results: Safe = h``
        if (error) results = h`<p role="alert">${error}</p>`
        if (search) {
          const r = searchRecords(db, search) as { results: Record<string, unknown>[]; total: number; page: number; pages: number }
          const cols = r.results[0] ? Object.keys(r.results[0]) : []
          const next = (p: number) => `/console/search?${new URLSearchParams({ type, query: text, page: String(p) })}`
          results = h`<p>${r.total} results, page ${r.page} of ${r.pages}. ${r.page > 1 ? h`<a href="${next(r.page - 1)}">Previous</a>` : ''} ${r.page < r.pages ? h`<a href="${next(r.page + 1)}">Next</a>` : ''}</p>${table(
            cols,
            r.results.map((row) => cols.map((c) => String(row[c] ?? ''))),
          )}`
        }
        return page(
          event,
          'Search',
          h`<form method="get" action="/console/search"><select name="type"><option value="company"${type === 'company' ? h` selected` : ''}>Companies</option><option value="gst"${type === 'gst' ? h` selected` : ''}>GST registrations</option></select> <input name="query" size="80" value="${text}" placeholder="State == 'Karnataka' AND paidUpCapital > 1000000"> <button>Search</button></form>${results}`,
          user,
        )
      },
      response: {},
      doc: doc('Console: FQL search (counts against the search quota)'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/watchlists',
      auth: 'browser',
      handler: ({ event, user }) => {
        const lists = listWatchlists(db, user.userId, undefined, ALL)
        return page(
          event,
          'Watchlists',
          table(
            ['Name', 'Type', 'Members', 'Created'],
            lists.data.map((w) => [w.name, w.type, w.count, w.created_at]),
          ),
          user,
        )
      },
      response: {},
      doc: doc('Console: the caller’s watchlists'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/orders',
      auth: 'browser',
      handler: ({ event, user }) => {
        const orders = listOrders(db, user.userId, {}, ALL, { gateway: ctx.config.paymentGateway, checkoutUrl: (gid) => `/checkout/${encodeURIComponent(gid)}` })
        const rows = orders.orders.map((o) => [
          o.orderName,
          o.paymentOption,
          o.items_count,
          o.total_amount.toFixed(2),
          o.credits_used,
          o.payment ? h`${o.status} (<a href="${o.payment.checkout_url}">checkout</a>)` : o.status,
          o.created_at,
        ])
        return page(event, 'Orders', table(['Order', 'Payment', 'Items', 'Amount (₹)', 'Credits', 'Status', 'Created'], rows), user)
      },
      response: {},
      doc: doc('Console: the caller’s orders'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/admin',
      auth: 'browser',
      role: 'admin',
      handler: ({ event, user }) => {
        const users = listUsers(db).map((u) => [
          u.name,
          u.email,
          u.role,
          u.status,
          u.id === user.userId
            ? ''
            : postButton(event, `/console/admin/users/${u.id}/${u.status === 'suspended' ? 'unsuspend' : 'suspend'}`, u.status === 'suspended' ? 'Unsuspend' : 'Suspend'),
        ])
        const blocks = listBlocks(db, clock.now()).map((b) => [b.ip, b.reason, b.source, b.blocked_at, b.expires_at])
        return page(
          event,
          'Admin',
          h`<h2>Users</h2>${table(['Name', 'Email', 'Role', 'Status', ''], users)}<h2>Blocked addresses</h2>${table(['Address', 'Reason', 'Source', 'Since', 'Until'], blocks)}`,
          user,
        )
      },
      response: {},
      doc: doc('Console: users and blocked addresses (admins)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/admin/users/:id/:action',
      auth: 'browser',
      role: 'admin',
      form: true,
      handler: ({ params }) => {
        if (params.action !== 'suspend' && params.action !== 'unsuspend') throw new AppError('NOT_FOUND', `No action ${params.action}`)
        setUserStatus(db, clock, params.id, params.action === 'suspend' ? 'suspended' : 'active')
        return redirect('/console/admin', 303)
      },
      response: {},
      errors: { 404: 'No such user or action' },
      doc: doc('Console: suspend or unsuspend a user (admins)'),
    }),
  ]
}
