// The one request pipeline. Every route passes, in this order: address guard (global, in app.ts) →
// same-origin check (state changes outside /api/ and /admin/) → per-address attempt limit →
// authentication by the declared kind → feature → input validation → quota → handler → status check.
// Handlers receive the user and the parsed input and never call a guard themselves. A HEAD request runs its GET route and is counted as the GET is (h3 drops the body): it does the same
// work and tells the same (whether a CIN exists), so it cannot be a free, unmetered way to ask.
import { deleteCookie, getCookie, redirect, type H3Event } from 'h3'
import { entitlements } from '../core/accounts/subscriptions.ts'
import { asCaller } from '../core/registry/readers/fair-queue.ts'
import { AppError } from '../errors.ts'
import { HTML_HEADERS, setHeaders } from './headers.ts'
import { type AuthUser, bearerUser, browserUser, SESSION_COOKIE } from './auth.ts'
import { type AppContext, requestState } from './context.ts'
import { toAppError } from './errors.ts'
import { CONSOLE_STYLES, h, htmlPage } from './html.ts'
import { pathParams, queryNames, readBody, readPaging, readQuery, strictQuery } from './input.ts'
import { attemptFrom, chargeApiQuota, chargeQuota, chargeRead } from './quota.ts'
import type { Route } from './route.ts'
import { isBrowserFacing, isStateChanging, requireSameOrigin } from './same-origin.ts'
import { declaredStatuses } from './statuses.ts'
import { checkWritable, writes } from './storage-guard.ts'
import { parseWith } from './validate.ts'

type Handler = (event: H3Event) => Promise<unknown>

/** The h3 handler that enforces `route`'s declaration. */
export function toHandler(route: Route, ctx: AppContext): Handler {
  const names = queryNames(route.query)
  const strict = strictQuery(route)
  const declared = declaredStatuses(route)
  const sameOriginOnly = isStateChanging(route.method) && isBrowserFacing(route.path)
  const writing = writes(route)
  const run = async (event: H3Event): Promise<unknown> => {
    if (writing) checkWritable(ctx)
    // HTML pages' answers, redirects and errors included, carry the browser headers.
    if (route.doc.html) setHeaders(event, HTML_HEADERS)
    if (sameOriginOnly) requireSameOrigin(event, ctx.config.publicUrl)
    if (route.limit) attemptFrom(event, ctx, route.limit)
    const user = await authenticate(event, ctx, route)
    if (user === null) return toLogin(event)
    if (typeof route.feature === 'string') requireFeature(ctx, user!, route.feature)
    const { values, page: pageValues } = readQuery(event, names, route.paging !== undefined && route.method === 'GET', strict)
    const query = route.query ? parseWith(route.query, values) : undefined
    const body = await readBody(event, route)
    if (typeof route.feature === 'function') requireFeature(ctx, user!, route.feature(body))
    const input = { event, user, query, body, params: pathParams(event), page: readPaging(route, pageValues, body), rate: null }
    const prepared = route.prepare?.(input)
    const charged = route.quota !== undefined && (route.quotaWhen?.(prepared) ?? true)
    let result: unknown
    // Registry reads wait for a reader in a queue served round-robin by account (src/core/registry/readers/fair-queue.ts).
    const handle = (rate: unknown) =>
      route.reads && user ? asCaller(user.userId, () => route.handler({ ...input, rate: rate as never, prepared })) : route.handler({ ...input, rate: rate as never, prepared })
    if (charged && route.reads) {
      // Not charged when the read runs past its deadline or never got a reader (src/http/quota.ts chargeRead).
      result = await chargeRead(event, ctx, user!.userId, route.quota!, handle)
    } else {
      result = await handle(charged ? chargeQuota(event, ctx, user!.userId, route.quota!) : null)
    }
    if (route.status && !(result instanceof Response)) event.res.status ??= route.status
    return result
  }
  if (!ctx.onUndeclaredStatus) return run
  const report = ctx.onUndeclaredStatus
  const label = `${route.method} ${route.path}`
  return async (event) => {
    try {
      const result = await run(event)
      const status = result instanceof Response || isResponseLike(result) ? result.status : (event.res.status ?? 200)
      if (!declared.has(status)) report(label, status)
      return result
    } catch (error) {
      const status = toAppError(error).status
      if (!declared.has(status) && !requestState(event)?.faulted) report(label, status)
      throw error
    }
  }
}

const isResponseLike = (v: unknown): v is { status: number } =>
  typeof v === 'object' && v !== null && 'status' in v && typeof (v as { status: unknown }).status === 'number' && 'body' in v

/**
 * The caller by the route's declared kind; undefined for `none`, null for a browser without a
 * session. Every authenticated request (HEAD included) counts against the overall daily API quota; on the
 * developer API its X-RateLimit-* headers stay unless a limited quota class replaces them.
 */
async function authenticate(event: H3Event, ctx: AppContext, route: Route): Promise<AuthUser | null | undefined> {
  if (route.auth === 'none') return undefined
  const user = route.auth === 'browser' ? await browserUser(event, ctx) : await bearerUser(event, ctx)
  if (!user) return null
  requestState(event).userId = user.userId
  chargeApiQuota(event, ctx, user.userId, route.auth !== 'browser')
  if ((route.auth === 'admin' || route.role === 'admin') && user.role !== 'admin') {
    throw new AppError('FORBIDDEN', route.auth === 'admin' ? 'This endpoint needs the admin role.' : 'This page needs the admin role.')
  }
  return user
}

/**
 * A console page without a session: to the login form. A cookie that opens no browser session (an
 * ended one, or an API session's id) is a 401 that forgets the cookie and links to the form.
 */
function toLogin(event: H3Event) {
  if (!getCookie(event, SESSION_COOKIE)) return redirect('/console/login', 303)
  deleteCookie(event, SESSION_COOKIE, { path: '/' })
  const body = h`<main class="container"><h1>Signed out</h1><p role="alert">This browser session is not valid (any more).</p><p><a href="/console/login">Sign in</a></p></main>`
  return htmlPage(event, 'Signed out', body, 401, { head: CONSOLE_STYLES })
}

function requireFeature(ctx: AppContext, user: AuthUser, feature: string): void {
  if (!entitlements(ctx.db, user.userId, ctx.clock.now()).features.includes(feature)) {
    throw new AppError('FEATURE_REQUIRED', `This endpoint needs the subscription feature ${feature}.`, { extra: { feature } })
  }
}
