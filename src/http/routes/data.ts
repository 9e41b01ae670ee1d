import * as v from 'valibot'
import { companyDetails, directorDetails, gstDetails, recordJson } from '../../core/registry/details.ts'
import { laneOf } from '../../core/registry/readers/lanes.ts'
import type { H3Event } from 'h3'
import type { AppContext } from '../context.ts'
import { JSON_TYPE } from '../headers.ts'
import { arr, int, obj, R, ref } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { COMPANY_FIELDS } from '../../entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS, DIRECTOR_FILTER_STATE } from '../../entities/director.ts'
import { GST_FIELDS } from '../../entities/gst.ts'
import { filterParams, identifierParam, lowerKeys } from '../schemas.ts'

const FILTER_PAGING = { limit: 10, max: 100 }

const CompanyFilter = filterParams(COMPANY_FIELDS)
const DirectorFilter = filterParams([...DIRECTOR_FIELDS, ...APPOINTMENT_FIELDS], { [DIRECTOR_FILTER_STATE.param]: DIRECTOR_FILTER_STATE.doc })
const GstFilter = filterParams(GST_FIELDS)

const detailDoc = (what: string, param: string) => ({ summary: `One ${what} by ${param.toUpperCase()}`, tag: 'Details' })
const filterDoc = (summary: string) => ({
  summary,
  tag: 'Filters',
  description: 'Parameter names match in any case (CIN, State, TradeName…); an unknown parameter is 422; limit is clamped to 100.',
})
/**
 * A details answer, `{data, rate_limit}`, written as text: the record's JSON is made once per record
 * (src/core/registry/details.ts), not for every answer — the hottest path's largest serialisation.
 */
function detailsAnswer(event: H3Event, record: object, rate: unknown): string {
  // h3's prepared headers, not the Node response's: for a text body srvx writes its own text/plain
  // content type with writeHead, which overrides one set on the response before.
  event.res.headers.set('content-type', JSON_TYPE)
  return `{"data":${recordJson(record)}${rate ? `,"rate_limit":${JSON.stringify(rate)}` : ''}}`
}

const filterResponse = (item: string) => obj({ results: arr(ref(item)), total_results: int, page: int, limit: int })

export function dataRoutes(ctx: AppContext): Route[] {
  const { db, reads } = ctx
  const companyRoute = (path: string) =>
    defineRoute({
      method: 'GET',
      path,
      auth: 'bearer',
      quota: 'details',
      query: v.object({ cin: identifierParam('company', 'The CIN or LLPIN (any case)') }),
      handler: ({ event, query, rate }) => detailsAnswer(event, companyDetails(db, query.cin), rate),
      response: R.withRate(ref('Company')),
      errors: { 404: 'No company with that CIN' },
      doc: detailDoc('company or LLP', 'cin'),
    })
  const directorRoute = (path: string, aliasOf?: string) =>
    defineRoute({
      method: 'GET',
      path,
      auth: 'bearer',
      quota: 'details',
      query: v.object({ din: identifierParam('director', 'The DIN') }),
      handler: ({ event, query, rate }) => detailsAnswer(event, directorDetails(db, query.din), rate),
      response: R.withRate(ref('Director')),
      errors: { 404: 'No director with that DIN' },
      doc: { ...detailDoc('director with their appointments', 'din'), aliasOf },
    })
  const directorFilter = (path: string, aliasOf?: string) =>
    defineRoute({
      method: 'GET',
      path,
      auth: 'bearer',
      quota: 'search',
      query: DirectorFilter,
      paging: FILTER_PAGING,
      reads: true,
      handler: ({ query, page }) => {
        const params = lowerKeys(query)
        return reads.run('filterDirectors', { params, page }, laneOf(params))
      },
      response: filterResponse('DirectorResult'),
      doc: { ...filterDoc('Director appointments by DIN, name, company or state'), aliasOf },
    })
  return [
    companyRoute('/api/company/details'),
    defineRoute({
      method: 'GET',
      path: '/api/gst/details',
      auth: 'bearer',
      quota: 'details',
      query: v.object({ gstin: identifierParam('gst', 'The GSTIN (any case)') }),
      handler: ({ event, query, rate }) => detailsAnswer(event, gstDetails(db, query.gstin), rate),
      response: R.withRate(ref('Gst')),
      errors: { 404: 'No GST registration with that GSTIN' },
      doc: detailDoc('GST registration', 'gstin'),
    }),
    directorRoute('/api/company/director-details'),
    directorRoute('/api/director/details', 'GET /api/company/director-details'),
    defineRoute({
      method: 'GET',
      path: '/api/company/company-filter',
      auth: 'bearer',
      quota: 'search',
      query: CompanyFilter,
      paging: FILTER_PAGING,
      reads: true,
      handler: ({ query, page }) => {
        const params = lowerKeys(query)
        return reads.run('filterCompanies', { params, page }, laneOf(params))
      },
      response: filterResponse('CompanySummary'),
      doc: filterDoc('Companies by name, place, class, status, industry or incorporation dates'),
    }),
    directorFilter('/api/company/director-filter'),
    directorFilter('/api/director/director-filter', 'GET /api/company/director-filter'),
    defineRoute({
      method: 'GET',
      path: '/api/gst/gst-filter',
      auth: 'bearer',
      quota: 'search',
      query: GstFilter,
      paging: FILTER_PAGING,
      reads: true,
      handler: ({ query, page }) => {
        const params = lowerKeys(query)
        return reads.run('filterGst', { params, page }, laneOf(params))
      },
      response: filterResponse('GstSummary'),
      doc: filterDoc('GST registrations by GSTIN, PAN, name, state, status or type'),
    }),
  ]
}
