// The web console (/console): server-rendered pages on the browser session cookie (contract §4) —
// account, API keys, FQL search, watchlists, orders, and for admins users and blocked addresses.
// No scripts: every page is plain HTML under the console's CSP; forms carry a CSRF token.
import { createHash, timingSafeEqual } from 'node:crypto'
import { deleteCookie, getCookie, getQuery, getRouterParam, redirect, setCookie, type H3Event } from 'h3'
import type { AppContext } from '../../app.ts'
import { listBlocks } from '../../core/access/bans.ts'
import { FqlError } from '../../core/fql/errors.ts'
import { LOGIN_LIMIT } from '../../core/access/limits.ts'
import { listOrders } from '../../core/commerce/orders.ts'
import { userProfile } from '../../core/accounts/profile.ts'
import { prepareSearch, searchRecords } from '../../core/registry/search.ts'
import { activeOffers, listSubscriptions } from '../../core/accounts/subscriptions.ts'
import { BROWSER_TTL_S, createSession, revokeSession } from '../../core/accounts/tokens.ts'
import { createApiKey, listApiKeys, listUsers, revokeApiKey, setUserStatus, userForPassword } from '../../core/accounts/users.ts'
import { listWatchlists } from '../../core/lists/watchlists.ts'
import { AppError } from '../../errors.ts'
import { requireUser, SESSION_COOKIE, type AuthContext } from '../auth.ts'
import { readText } from '../body.ts'
import { h, htmlPage, type Part, type Safe } from '../html.ts'
import { attemptFrom, chargeQuota } from '../quota.ts'
import type { Route, RouteDoc } from '../route.ts'

function page(event: H3Event, title: string, body: Safe, user?: AuthContext, status = 200): Response {
  const nav = user
    ? h`<nav><a href="/console">Account</a> · <a href="/console/search">Search</a> · <a href="/console/watchlists">Watchlists</a> · <a href="/console/orders">Orders</a>${
        user.role === 'admin' ? h` · <a href="/console/admin">Admin</a>` : ''
      } · <a href="/docs">API reference</a> <form method="post" action="/console/logout">${csrfField(event)}<button>Log out ${user.name}</button></form></nav>`
    : ''
  return htmlPage(event, `${title} · firmbase console`, h`${nav}<h1>${title}</h1>${body}`, status)
}

const table = (head: string[], rows: Part[][]) =>
  h`<table><thead><tr>${head.map((c) => h`<th>${c}</th>`)}</tr></thead><tbody>${rows.map((r) => h`<tr>${r.map((c) => h`<td>${c}</td>`)}</tr>`)}</tbody></table>`

// ── CSRF: a token derived from the (secret, HttpOnly) session id, required on every form post ──

const csrfToken = (sessionId: string) => createHash('sha256').update(`firmbase-console-csrf:${sessionId}`).digest('base64url')
function csrfField(event: H3Event): Safe {
  const session = getCookie(event, SESSION_COOKIE)
  return session ? h`<input type="hidden" name="csrf" value="${csrfToken(session)}">` : h``
}

/** A form post: same-origin, with the session's CSRF token. */
async function readForm(event: H3Event): Promise<URLSearchParams> {
  const origin = event.req.headers.get('origin')
  if (origin && origin !== event.url.origin) throw new AppError('FORBIDDEN', 'Cross-site form posts are refused.')
  const form = new URLSearchParams(await readText(event))
  const session = getCookie(event, SESSION_COOKIE)
  if (session) {
    const sent = Buffer.from(form.get('csrf') ?? '')
    const want = Buffer.from(csrfToken(session))
    if (sent.length !== want.length || !timingSafeEqual(sent, want)) throw new AppError('FORBIDDEN', 'The form is stale or was not sent from the console; reload the page and try again.')
  }
  return form
}

const DOC = (summary: string, auth: RouteDoc['auth'] = 'bearer'): RouteDoc => ({ summary, tag: 'Console', auth, html: true, response: {} })

export function consoleRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx

  /** The console user from the session cookie, or null (no cookie, or one that no longer opens a session). */
  async function consoleUser(event: H3Event): Promise<AuthContext | null> {
    if (!getCookie(event, SESSION_COOKIE)) return null
    try {
      return await requireUser(event, ctx)
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error
      deleteCookie(event, SESSION_COOKIE, { path: '/' })
      return null
    }
  }
  /** Pages for a logged-in user; anyone else is sent to the login page. */
  const withUser = (render: (event: H3Event, user: AuthContext) => unknown | Promise<unknown>) => async (event: H3Event) => {
    const user = await consoleUser(event)
    return user ? render(event, user) : redirect('/console/login', 303)
  }
  const adminOnly = (user: AuthContext) => {
    if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'This page needs the admin role.')
  }

  const loginPage = (event: H3Event, message?: string, status = 200) =>
    page(
      event,
      'Log in',
      h`${message ? h`<p role="alert">${message}</p>` : ''}<form method="post" action="/console/login"><label>Email <input name="email" type="email" autocomplete="username" required></label> <label>Password <input name="password" type="password" autocomplete="current-password" required></label> <button>Log in</button></form><p>The developer API itself authenticates with API keys: <a href="/docs">API reference</a>.</p>`,
      undefined,
      status,
    )

  const account = (event: H3Event, user: AuthContext, newKey?: string) => {
    const now = clock.now()
    const p = userProfile(db, user.userId, now)
    const keys = listApiKeys(db, user.userId)
    const subs = listSubscriptions(db, user.userId, now)
    const offers = activeOffers(db, user.userId, now)
    return page(
      event,
      'Account',
      h`<dl><dt>Name</dt><dd>${p.name}</dd><dt>Email</dt><dd>${p.email}</dd><dt>User id</dt><dd><code>${p.userId}</code></dd><dt>Role</dt><dd>${p.role}</dd><dt>Plan</dt><dd>${p.plan}</dd><dt>Features</dt><dd>${p.features.join(', ') || 'none'}</dd><dt>Credits</dt><dd>${p.credits}</dd></dl>
${newKey ? h`<p role="status">New API key — copy it now, it is not shown again: <code>${newKey}</code></p>` : ''}
<h2>API keys</h2>${table(
        ['Key', 'Created', 'Last used', 'State', ''],
        keys.map((k) => [
          h`<code>${k.prefix}…</code>`,
          k.created_at,
          k.last_used_at ?? 'never',
          k.revoked_at ? `revoked ${k.revoked_at}` : 'active',
          k.revoked_at ? '' : h`<form method="post" action="/console/keys/${k.id}/revoke">${csrfField(event)}<button>Revoke</button></form>`,
        ]),
      )}<form method="post" action="/console/keys">${csrfField(event)}<button>Create an API key</button></form>
<h2>Subscriptions</h2>${table(['Plan', 'Status', 'From', 'Until', 'Features'], subs.map((s) => [s.plan, s.status, s.starts_at, s.expires_at, s.features.join(', ')]))}
<h2>Offers</h2>${table(['Offer', 'Activated', 'Expires', 'Features'], offers.map((o) => [o.offer_name, o.activated_at, o.expires_at, o.features.join(', ')]))}`,
      user,
    )
  }

  return [
    { method: 'GET', path: '/console/login', handler: (event) => loginPage(event), doc: DOC('Console login page', 'none') },
    {
      method: 'POST',
      path: '/console/login',
      handler: async (event) => {
        attemptFrom(event, ctx, LOGIN_LIMIT)
        const form = await readForm(event)
        try {
          const user = userForPassword(db, (form.get('email') ?? '').trim(), form.get('password') ?? '')
          const session = createSession(db, clock, user.id, 'browser')
          setCookie(event, SESSION_COOKIE, session.id, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: BROWSER_TTL_S })
          return redirect('/console', 303)
        } catch (error) {
          if (error instanceof AppError && (error.status === 401 || error.status === 403)) return loginPage(event, error.detail, error.status)
          throw error
        }
      },
      doc: DOC('Console login (form: email, password) → the session cookie', 'none'),
    },
    {
      method: 'POST',
      path: '/console/logout',
      handler: withUser(async (event, user) => {
        await readForm(event)
        revokeSession(db, clock, user.sessionId)
        deleteCookie(event, SESSION_COOKIE, { path: '/' })
        return redirect('/console/login', 303)
      }),
      doc: DOC('Console logout'),
    },
    { method: 'GET', path: '/console', handler: withUser((event, user) => account(event, user)), doc: DOC('Console: the account, its API keys, subscriptions and offers') },
    {
      method: 'POST',
      path: '/console/keys',
      handler: withUser(async (event, user) => {
        await readForm(event)
        return account(event, user, createApiKey(db, clock, user.userId).apiKey)
      }),
      doc: DOC('Console: create an API key (shown once)'),
    },
    {
      method: 'POST',
      path: '/console/keys/:id/revoke',
      handler: withUser(async (event, user) => {
        await readForm(event)
        const id = getRouterParam(event, 'id', { decode: true })!
        if (!listApiKeys(db, user.userId).some((k) => k.id === id)) throw new AppError('NOT_FOUND', `No API key ${id}`)
        revokeApiKey(db, clock, id)
        return redirect('/console', 303)
      }),
      doc: DOC('Console: revoke one of the caller’s API keys'),
    },
    {
      method: 'GET',
      path: '/console/search',
      handler: withUser((event, user) => {
        const q = getQuery(event) as Record<string, string | undefined>
        const type = q.type === 'gst' ? 'gst' : 'company'
        const query = q.query ?? ''
        let results: Safe = h``
        if (query.trim()) {
          try {
            const asked = Number(q.page)
            const search = prepareSearch({ type, query, page: Number.isSafeInteger(asked) && asked >= 1 ? asked : 1, limit: 25 })
            chargeQuota(event, ctx, user, 'search')
            const r = searchRecords(db, search) as { results: Record<string, unknown>[]; total: number; page: number; pages: number }
            const cols = r.results[0] ? Object.keys(r.results[0]) : []
            const next = (p: number) => `/console/search?${new URLSearchParams({ type, query, page: String(p) })}`
            results = h`<p>${r.total} results, page ${r.page} of ${r.pages}. ${r.page > 1 ? h`<a href="${next(r.page - 1)}">Previous</a>` : ''} ${r.page < r.pages ? h`<a href="${next(r.page + 1)}">Next</a>` : ''}</p>${table(cols, r.results.map((row) => cols.map((c) => String(row[c] ?? ''))))}`
          } catch (error) {
            if (!(error instanceof FqlError)) throw error
            results = h`<p role="alert">${error.message}</p>`
          }
        }
        return page(
          event,
          'Search',
          h`<form method="get" action="/console/search"><select name="type"><option value="company"${type === 'company' ? h` selected` : ''}>Companies</option><option value="gst"${type === 'gst' ? h` selected` : ''}>GST registrations</option></select> <input name="query" size="80" value="${query}" placeholder="State == 'Karnataka' AND paidUpCapital > 1000000"> <button>Search</button></form>${results}`,
          user,
        )
      }),
      doc: DOC('Console: FQL search (counts against the search quota)'),
    },
    {
      method: 'GET',
      path: '/console/watchlists',
      handler: withUser((event, user) => {
        const lists = listWatchlists(db, user.userId, undefined, { page: 1, limit: 100, offset: 0 })
        return page(event, 'Watchlists', table(['Name', 'Type', 'Members', 'Created'], lists.data.map((w) => [w.name, w.type, w.count, w.created_at])), user)
      }),
      doc: DOC('Console: the caller’s watchlists'),
    },
    {
      method: 'GET',
      path: '/console/orders',
      handler: withUser((event, user) => {
        const orders = listOrders(db, user.userId, {}, { page: 1, limit: 100, offset: 0 }, { gateway: ctx.config.paymentGateway, checkoutUrl: (gid) => `/checkout/${encodeURIComponent(gid)}` })
        return page(
          event,
          'Orders',
          table(
            ['Order', 'Payment', 'Items', 'Amount (₹)', 'Credits', 'Status', 'Created'],
            orders.orders.map((o) => [o.orderName, o.paymentOption, o.items_count, o.total_amount.toFixed(2), o.credits_used, o.payment ? h`${o.status} (<a href="${o.payment.checkout_url}">checkout</a>)` : o.status, o.created_at]),
          ),
          user,
        )
      }),
      doc: DOC('Console: the caller’s orders'),
    },
    {
      method: 'GET',
      path: '/console/admin',
      handler: withUser((event, user) => {
        adminOnly(user)
        const users = listUsers(db)
        const blocks = listBlocks(db, clock.now())
        return page(
          event,
          'Admin',
          h`<h2>Users</h2>${table(
            ['Name', 'Email', 'Role', 'Status', ''],
            users.map((u) => [
              u.name,
              u.email,
              u.role,
              u.status,
              u.id === user.userId ? '' : h`<form method="post" action="/console/admin/users/${u.id}/${u.status === 'suspended' ? 'unsuspend' : 'suspend'}">${csrfField(event)}<button>${u.status === 'suspended' ? 'Unsuspend' : 'Suspend'}</button></form>`,
            ]),
          )}<h2>Blocked addresses</h2>${table(['Address', 'Reason', 'Source', 'Since', 'Until'], blocks.map((b) => [b.ip, b.reason, b.source, b.blocked_at, b.expires_at]))}`,
          user,
        )
      }),
      doc: DOC('Console: users and blocked addresses (admins)', 'admin'),
    },
    {
      method: 'POST',
      path: '/console/admin/users/:id/:action',
      handler: withUser(async (event, user) => {
        adminOnly(user)
        await readForm(event)
        const action = getRouterParam(event, 'action')
        if (action !== 'suspend' && action !== 'unsuspend') throw new AppError('NOT_FOUND', `No action ${action}`)
        setUserStatus(db, clock, getRouterParam(event, 'id', { decode: true })!, action === 'suspend' ? 'suspended' : 'active')
        return redirect('/console/admin', 303)
      }),
      doc: DOC('Console: suspend or unsuspend a user (admins)', 'admin'),
    },
  ]
}
