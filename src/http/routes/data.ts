import { getQuery, type H3Event } from 'h3'
import type { AppContext } from '../../app.ts'
import { companyDetails, directorDetails, gstDetails, requireIdentifier } from '../../core/details.ts'
import { filterCompanies, filterDirectors, filterGst, lowerParams, type Params } from '../../core/filters.ts'
import { requireUser } from '../auth.ts'
import { chargeQuota } from '../quota.ts'
import type { Route } from '../route.ts'
import { paging } from '../validate.ts'

const FILTER_PAGING = { limit: 10, max: 100 }

export function dataRoutes(ctx: AppContext): Route[] {
  const { db } = ctx

  const details = (param: 'cin' | 'gstin' | 'din', load: (id: string) => unknown) => async (event: H3Event) => {
    const auth = await requireUser(event, ctx)
    const id = requireIdentifier(param, lowerParams(getQuery(event)).get(param))
    const rate = chargeQuota(event, ctx, auth, 'details')
    return { data: load(id), ...(rate ? { rate_limit: rate } : {}) }
  }

  const filter = (run: (p: Params, page: ReturnType<typeof paging>) => unknown) => async (event: H3Event) => {
    const auth = await requireUser(event, ctx)
    const params = lowerParams(getQuery(event))
    const page = paging({ page: params.get('page'), limit: params.get('limit') }, FILTER_PAGING)
    const result = run(params, page) // validates dates before anything is counted
    chargeQuota(event, ctx, auth, 'search')
    return result
  }

  const company = details('cin', (id) => companyDetails(db, id))
  const director = details('din', (id) => directorDetails(db, id))
  const directorFilter = filter((p, page) => filterDirectors(db, p, page))
  return [
    { method: 'GET', path: '/api/company/details', handler: company },
    { method: 'GET', path: '/api/gst/details', handler: details('gstin', (id) => gstDetails(db, id)) },
    { method: 'GET', path: '/api/company/director-details', handler: director },
    { method: 'GET', path: '/api/director/details', handler: director },
    { method: 'GET', path: '/api/company/company-filter', handler: filter((p, page) => filterCompanies(db, p, page)) },
    { method: 'GET', path: '/api/company/director-filter', handler: directorFilter },
    { method: 'GET', path: '/api/director/director-filter', handler: directorFilter },
    { method: 'GET', path: '/api/gst/gst-filter', handler: filter((p, page) => filterGst(db, p, page)) },
  ]
}
