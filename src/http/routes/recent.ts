import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { recentCompanies, recentDirectors, recentGst, recentWindow, type RecentQuery } from '../../core/registry/recent.ts'
import type { Db } from '../../db/open.ts'
import { requireFeature, requireUser } from '../auth.ts'
import { hasBody, readJsonObject } from '../body.ts'
import { chargeQuota } from '../quota.ts'
import { date, obj, R, ref, str, type Schema } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { paging, parseWith } from '../validate.ts'

const RecentBody = v.object({
  from_date: v.optional(v.pipe(v.unknown(), v.description('YYYY-MM-DD (default: 30 days before to_date)'))),
  to_date: v.optional(v.pipe(v.unknown(), v.description('YYYY-MM-DD (default: today)'))),
  state: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(100, 'must be at most 100 characters')))),
  page: v.optional(v.pipe(v.unknown(), v.description('Page (default 1)'))),
  limit: v.optional(v.pipe(v.unknown(), v.description('Page size (default 50, max 100)'))),
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
  const doc = (what: string, feature: string, response: Schema): RouteDoc => ({
    summary: `${what}, newest first`,
    description: 'Without dates: the 30 days up to today by the server clock; from_date alone runs to today, to_date alone starts 30 days earlier.',
    tag: 'Recently registered',
    feature,
    quota: 'search',
    body: RecentBody,
    bodyOptional: true,
    response,
  })
  return [
    {
      method: 'POST',
      path: '/api/recently-registered/companies',
      handler: recent('Recent_COMP', recentCompanies),
      doc: doc('Companies incorporated in a date window', 'Recent_COMP', R.recent('companies', { allOf: [ref('CompanySummary'), obj({ dateOfIncorporation: date, ROCCode: str })] })),
    },
    {
      method: 'POST',
      path: '/api/recently-registered/gst',
      handler: recent('Recent_GST', recentGst),
      doc: doc('GST registrations in a date window', 'Recent_GST', R.recent('gst', obj({ GSTIN: str, LegalName: str, TradeName: str, dateOfRegistration: date, state: str, Status: str, TaxpayerType: str }))),
    },
    {
      method: 'POST',
      path: '/api/recently-registered/directors',
      handler: recent('Recent_DIR', recentDirectors),
      doc: doc('Director appointments in a date window (one entry per appointment)', 'Recent_DIR', R.recent('directors', obj({ DIN: str, Name: str, dateOfAppointment: date, CIN: str, companyName: str, Designation: str, State: str }))),
    },
  ]
}
