// The one request pipeline. Every route passes, in this order: address guard (global, in app.ts) →
// per-address attempt limit → authentication by the declared kind → feature → input validation →
// quota → handler → status check. Handlers receive the user and the parsed input and never call a
// guard themselves.
import { deleteCookie, getCookie, redirect, type H3Event } from 'h3'
import { entitlements } from '../core/accounts/subscriptions.ts'
import { AppError } from '../errors.ts'
import { type AuthUser, bearerUser, browserUser, SESSION_COOKIE } from './auth.ts'
import { type AppContext, requestState } from './context.ts'
import { toAppError } from './errors.ts'
import { pathParams, queryNames, readBody, readPaging, readQuery } from './input.ts'
import { attemptFrom, chargeApiQuota, chargeQuota, chargeRead } from './quota.ts'
import type { Route } from './route.ts'
import { declaredStatuses } from './statuses.ts'
import { parseWith } from './validate.ts'

type Handler = (event: H3Event) => Promise<unknown>

/** The h3 handler that enforces `route`'s declaration. */
export function toHandler(route: Route, ctx: AppContext): Handler {
  const names = queryNames(route.query)
  const declared = declaredStatuses(route)
  const run = async (event: H3Event): Promise<unknown> => {
    if (route.limit) attemptFrom(event, ctx, route.limit)
    const user = await authenticate(event, ctx, route)
    if (user === null) return toLogin(event)
    if (typeof route.feature === 'string') requireFeature(ctx, user!, route.feature)
    const { values, page: pageValues } = readQuery(event, names, route.paging !== undefined && route.method === 'GET')
    const query = route.query ? parseWith(route.query, values) : undefined
    const body = await readBody(event, route)
    if (typeof route.feature === 'function') requireFeature(ctx, user!, route.feature(body))
    const input = { event, user, query, body, params: pathParams(event), page: readPaging(route, pageValues, body), rate: null }
    const prepared = route.prepare?.(input)
    const charged = route.quota !== undefined && (route.quotaWhen?.(prepared) ?? true)
    let result: unknown
    if (charged && route.reads) {
      // Not charged when the read runs past its deadline (src/http/quota.ts chargeRead).
      result = await chargeRead(event, ctx, user!.userId, route.quota!, (rate) => route.handler({ ...input, rate: rate as never, prepared }))
    } else {
      if (charged) input.rate = chargeQuota(event, ctx, user!.userId, route.quota!) as never
      result = await route.handler({ ...input, prepared })
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
 * session. Every authenticated request counts against the overall daily API quota.
 */
async function authenticate(event: H3Event, ctx: AppContext, route: Route): Promise<AuthUser | null | undefined> {
  if (route.auth === 'none') return undefined
  const user = route.auth === 'browser' ? await browserUser(event, ctx) : await bearerUser(event, ctx)
  if (!user) return null
  requestState(event).userId = user.userId
  chargeApiQuota(event, ctx, user.userId)
  if ((route.auth === 'admin' || route.role === 'admin') && user.role !== 'admin') {
    throw new AppError('FORBIDDEN', route.auth === 'admin' ? 'This endpoint needs the admin role.' : 'This page needs the admin role.')
  }
  return user
}

/** A console page without a session: forget the dead cookie and go to the login form. */
function toLogin(event: H3Event) {
  if (getCookie(event, SESSION_COOKIE)) deleteCookie(event, SESSION_COOKIE, { path: '/' })
  return redirect('/console/login', 303)
}

function requireFeature(ctx: AppContext, user: AuthUser, feature: string): void {
  if (!entitlements(ctx.db, user.userId, ctx.clock.now()).features.includes(feature)) {
    throw new AppError('FEATURE_REQUIRED', `This endpoint needs the subscription feature ${feature}.`, { extra: { feature } })
  }
}
