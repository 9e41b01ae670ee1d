import { getQuery, type H3Event } from 'h3'
import type { AppContext } from '../../app.ts'
import { companyDetails, directorDetails, gstDetails, requireIdentifier } from '../../core/details.ts'
import { filterCompanies, filterDirectors, filterGst, lowerParams, type Params } from '../../core/filters.ts'
import { requireUser } from '../auth.ts'
import { chargeQuota } from '../quota.ts'
import { arr, int, obj, R, ref } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
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
  const detailDoc = (what: string, param: string, schema: string): RouteDoc => ({
    summary: `One ${what} by ${param.toUpperCase()}`,
    tag: 'Details',
    quota: 'details',
    query: { [param]: `The ${param.toUpperCase()} (any case)` },
    response: R.withRate(ref(schema)),
  })
  const filterDoc = (summary: string, query: Record<string, string>, item: string): RouteDoc => ({
    summary,
    tag: 'Filters',
    quota: 'search',
    description: 'Parameter names match in any case (CIN, State, TradeName…); limit is clamped to 100.',
    query: { ...query, page: 'Page (default 1)', limit: 'Page size (default 10, max 100)' },
    response: obj({ results: arr(ref(item)), total_results: int, page: int, limit: int }),
  })
  const directorDoc = detailDoc('director with their appointments', 'din', 'Director')
  const directorFilterDoc = filterDoc(
    'Director appointments by DIN, name, company or state',
    { DIN: 'Exact DIN', name: 'Part of the name', firstName: 'First name', lastName: 'Last name', CIN: 'Company', designation: 'Designation', state: 'Company’s state' },
    'DirectorResult',
  )
  return [
    { method: 'GET', path: '/api/company/details', handler: company, doc: detailDoc('company or LLP', 'cin', 'Company') },
    { method: 'GET', path: '/api/gst/details', handler: details('gstin', (id) => gstDetails(db, id)), doc: detailDoc('GST registration', 'gstin', 'Gst') },
    { method: 'GET', path: '/api/company/director-details', handler: director, doc: directorDoc },
    { method: 'GET', path: '/api/director/details', handler: director, doc: { ...directorDoc, aliasOf: 'GET /api/company/director-details' } },
    {
      method: 'GET',
      path: '/api/company/company-filter',
      handler: filter((p, page) => filterCompanies(db, p, page)),
      doc: filterDoc(
        'Companies by name, place, class, status, industry or incorporation dates',
        {
          company: 'Part of the name',
          state: 'State name',
          city: 'City',
          dateOfIncorporation_start: 'Incorporated on or after (YYYY-MM-DD)',
          dateOfIncorporation_end: 'Incorporated on or before (YYYY-MM-DD)',
          CIN: 'CIN or LLPIN',
          companyType: 'Company | LLP',
          classOfCompany: 'Private | Public | One Person Company',
          companyCategory: 'Category',
          companySubCategory: 'Sub-category',
          llpStatus: 'Status (Active, Struck Off, …)',
          mainDivisionCode: '2-digit NIC division',
          mainDivisionDescription: 'Part of the NIC division description',
          regionalDirector: 'Regional Director',
          rocCode: 'RoC (e.g. RoC-Mumbai)',
          nicCode: '5-digit NIC code',
          nicDescription: 'Part of the NIC description',
          listed: 'Listed | Unlisted',
          pincode: 'PIN code',
          district: 'District of the registered office (India Post name)',
        },
        'CompanySummary',
      ),
    },
    { method: 'GET', path: '/api/company/director-filter', handler: directorFilter, doc: directorFilterDoc },
    { method: 'GET', path: '/api/director/director-filter', handler: directorFilter, doc: { ...directorFilterDoc, aliasOf: 'GET /api/company/director-filter' } },
    {
      method: 'GET',
      path: '/api/gst/gst-filter',
      handler: filter((p, page) => filterGst(db, p, page)),
      doc: filterDoc(
        'GST registrations by GSTIN, PAN, name, state, status or type',
        { GSTIN: 'Exact GSTIN', PAN: 'PAN', LegalName: 'Part of the legal name', TradeName: 'Part of the trade name', State: 'State name', Status: 'Active | Cancelled | Suspended | Inactive', TaxpayerType: 'Regular, Composition, …', Pincode: 'PIN code', district: 'District (India Post name)', CIN: 'The company behind it' },
        'GstSummary',
      ),
    },
  ]
}
