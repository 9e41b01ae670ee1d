import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { recentCompanies, recentDirectors, recentGst, recentWindow, type RecentQuery } from '../../core/recent.ts'
import type { Db } from '../../db/open.ts'
import { requireFeature, requireUser } from '../auth.ts'
import { hasBody, readJsonObject } from '../body.ts'
import { chargeQuota } from '../quota.ts'
import type { Route } from '../route.ts'
import { paging, parseWith } from '../validate.ts'

const RecentBody = v.object({
  from_date: v.optional(v.unknown()),
  to_date: v.optional(v.unknown()),
  state: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(100, 'must be at most 100 characters')))),
  page: v.optional(v.unknown()),
  limit: v.optional(v.unknown()),
})

/** Default page size 50 (spec); the maximum, which the spec leaves open, is 100 like every other list. */
const RECENT_PAGING = { limit: 50, max: 100 }

export function recentRoutes(ctx: AppContext): Route[] {
  const recent = (feature: string, run: (db: Db, q: RecentQuery) => unknown): Route['handler'] => async (event) => {
    const auth = await requireUser(event, ctx)
    requireFeature(ctx, auth, feature)
    // The body is optional: without one, the last 30 days, first page.
    const body = hasBody(event) ? parseWith(RecentBody, await readJsonObject(event)) : {}
    const window = recentWindow(body, ctx.clock.now())
    const query = { ...window, state: body.state || undefined, ...paging(body, RECENT_PAGING) }
    chargeQuota(event, ctx, auth, 'search')
    return run(ctx.db, query)
  }
  return [
    { method: 'POST', path: '/api/recently-registered/companies', handler: recent('Recent_COMP', recentCompanies) },
    { method: 'POST', path: '/api/recently-registered/gst', handler: recent('Recent_GST', recentGst) },
    { method: 'POST', path: '/api/recently-registered/directors', handler: recent('Recent_DIR', recentDirectors) },
  ]
}
