import * as v from 'valibot'
import { recentDate, recentWindow, type RecentQuery } from '../../core/registry/recent.ts'
import type { AppContext } from '../context.ts'
import { date, obj, R, ref, str, type Schema } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { bodyPaging } from '../validate.ts'

const isDay = (s: string): boolean => {
  try {
    return s === '' || recentDate(s, 'date') !== undefined
  } catch {
    return false
  }
}
/** A day, or a timestamp whose day is taken (the real client sends either); '' or null: the default. */
const day = (description: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string('must be a date YYYY-MM-DD'),
        v.check(isDay, 'must be a date YYYY-MM-DD'),
        v.metadata({
          anyOf: [
            { type: 'string', format: 'date' },
            { type: 'string', format: 'date-time' },
            { type: 'string', const: '' },
          ],
        }),
        v.description(description),
      ),
    ),
  )

/** Default page size 50 (spec); the maximum, which the spec leaves open, is 100 like every other list. */
const RECENT_PAGING = { limit: 50, max: 100 }
const RecentBody = v.object({
  from_date: day('YYYY-MM-DD (default: 30 days before to_date)'),
  to_date: day('YYYY-MM-DD (default: today)'),
  state: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(100, 'must be at most 100 characters')))),
  ...bodyPaging(RECENT_PAGING),
})

export function recentRoutes(ctx: AppContext): Route[] {
  const recent = (kind: string, feature: string, what: string, op: 'recentCompanies' | 'recentGst' | 'recentDirectors', response: Schema) =>
    defineRoute({
      method: 'POST',
      path: `/api/recently-registered/${kind}`,
      auth: 'bearer',
      feature,
      quota: 'search',
      // The body is optional: without one, the last 30 days, first page.
      body: RecentBody,
      bodyOptional: true,
      paging: RECENT_PAGING,
      prepare: ({ body, page }): RecentQuery => ({ ...recentWindow(body, ctx.clock.now()), state: body.state || undefined, ...page }),
      reads: true,
      handler: ({ prepared }) => ctx.reads.run(op, prepared),
      response,
      doc: {
        summary: `${what}, newest first`,
        description: 'Without dates: the 30 days up to today by the server clock; from_date alone runs to today, to_date alone starts 30 days earlier.',
        tag: 'Recently registered',
        rules: { from_date: 'must not be after to_date (422)' },
      },
    })
  return [
    recent(
      'companies',
      'Recent_COMP',
      'Companies incorporated in a date window',
      'recentCompanies',
      R.recent('companies', { allOf: [ref('CompanySummary'), obj({ dateOfIncorporation: date, ROCCode: str })] }),
    ),
    recent(
      'gst',
      'Recent_GST',
      'GST registrations in a date window',
      'recentGst',
      R.recent('gst', obj({ GSTIN: str, LegalName: str, TradeName: str, dateOfRegistration: date, state: str, Status: str, TaxpayerType: str })),
    ),
    recent(
      'directors',
      'Recent_DIR',
      'Director appointments in a date window (one entry per appointment)',
      'recentDirectors',
      R.recent('directors', obj({ DIN: str, Name: str, dateOfAppointment: date, CIN: str, companyName: str, Designation: str, State: str })),
    ),
  ]
}
