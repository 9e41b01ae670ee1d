// The request pipeline enforces what each route declares: auth kind, feature, input, quota,
// statuses — and the OpenAPI document says the same.
import { H3 } from 'h3'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors.ts'
import type { AppContext } from '../../src/http/context.ts'
import { toHandler } from '../../src/http/pipeline.ts'
import { defineRoute } from '../../src/http/route.ts'
import { scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const CIN = () => app.t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').pluck().get() as string
const sessionCookie = async () => {
  const res = await app.t.request('/api/auth/session', { method: 'POST', json: { email: 'alice@example.com', password: 'alice-password' } })
  return res.headers.get('set-cookie')!.split(';')[0]
}

// The real service's own client sends every filter its tool knows, empty when unused: its GST search by
// state is `?page=1&limit=10&TradeName=&State=Maharashtra&Status=Active`. The same call shape on each
// filter endpoint answers what the call without the empty values answers.
describe("the real client's call shapes: empty values are filters not given", () => {
  const state = () => app.t.db.sqlite.prepare('SELECT state FROM gst_registrations GROUP BY state ORDER BY count(*) DESC LIMIT 1').pluck().get() as string
  const shapes = () => {
    const s = encodeURIComponent(state())
    return [
      [`/api/gst/gst-filter?page=1&limit=10&TradeName=&State=${s}&Status=Active`, `/api/gst/gst-filter?page=1&limit=10&State=${s}&Status=Active`],
      [`/api/gst/gst-filter?page=1&limit=10&GSTIN=&TradeName=&State=${s}&Status=`, `/api/gst/gst-filter?page=1&limit=10&State=${s}`],
      [`/api/company/company-filter?page=1&limit=10&company=&CIN=&state=${s}&city=`, `/api/company/company-filter?page=1&limit=10&state=${s}`],
      [`/api/company/director-filter?page=1&limit=10&DIN=&firstName=&lastName=&state=${s}`, `/api/company/director-filter?page=1&limit=10&state=${s}`],
      ['/api/orders?page=&limit=&status=&search=', '/api/orders'],
      ['/api/reference/nic?code=&search=software&limit=', '/api/reference/nic?search=software'],
    ]
  }
  it('each filter endpoint answers the empty-valued call as the call without them', async () => {
    for (const [withEmpty, without] of shapes()) {
      const a = await app.t.request(withEmpty, { token: app.u.alice.token })
      const b = await app.t.request(without, { token: app.u.alice.token })
      expect(a.status, `${withEmpty}: ${await a.clone().text()}`).toBe(200)
      const [ja, jb] = [await a.json(), await b.json()]
      if (withEmpty.includes('-filter')) expect(ja.total_results, withEmpty).toBeGreaterThan(0)
      expect(ja, withEmpty).toEqual(jb)
    }
  })
})

describe('authentication by declared kind', () => {
  scenarios(app, [
    { name: 'bearer route, no credentials → 401 with the Bearer hint', url: '/api/users/me', status: 401, expect: { code: 'UNAUTHORIZED' } },
    { name: 'bearer route, a user token → 200', url: '/api/users/me', as: 'bob', status: 200, expect: { data: { name: 'Bob' } } },
    { name: 'admin route, a user token → 403', url: '/admin/security/blocked-ips', as: 'bob', status: 403, expect: { code: 'FORBIDDEN' } },
    { name: 'admin route, an admin token → 200', url: '/admin/security/blocked-ips', as: 'root', status: 200, expect: { total: 0 } },
    { name: 'none route needs nothing', url: '/healthz', status: 200, expect: { status: 'ok' } },
    { name: 'browser route without a session → the login page', url: '/console', status: 303, expectHeaders: { location: '/console/login' }, empty: true },
    { name: 'browser route with a Bearer token only → the login page', url: '/console', as: 'alice', status: 303, expectHeaders: { location: '/console/login' }, empty: true },
  ])

  it('a console session opens console pages and no API route', async () => {
    const cookie = await sessionCookie()
    expect((await app.t.request('/console', { headers: { cookie } })).status).toBe(200)
    expect((await app.t.request('/console/admin', { headers: { cookie } })).status).toBe(403)
    for (const path of ['/api/users/me', '/api/watchlist', '/admin/security/blocked-ips', '/api/crm/orders']) {
      expect((await app.t.request(path, { headers: { cookie } })).status, path).toBe(401)
    }
  })
})

describe('feature, validation, then quota', () => {
  scenarios(app, [
    {
      name: 'a feature the caller lacks → 403 naming it',
      method: 'POST',
      url: '/api/recently-registered/gst',
      as: 'bob',
      json: {},
      status: 403,
      expect: { code: 'FEATURE_REQUIRED', feature: 'Recent_GST' },
    },
    { name: 'malformed query parameter → 422 naming it', url: '/api/company/details?cin=abc', as: 'bob', status: 422, expect: { errors: [{ field: 'cin' }] } },
    {
      name: 'unknown filter parameter → 422 naming it',
      url: '/api/company/company-filter?status=Active',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'status', message: "is not a parameter of this endpoint; did you mean 'llpStatus'?" }] },
    },
    {
      name: 'one rule everywhere: an unknown parameter of any API endpoint → 422 with the nearest name',
      url: '/api/reference/hsn?cod=8517',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'cod', message: "is not a parameter of this endpoint; did you mean 'code'?" }] },
    },
    {
      name: 'an endpoint without parameters refuses them too',
      url: '/api/users/me?verbose=1',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'verbose' }] },
    },
    {
      name: 'every problem of the query is listed',
      url: '/api/watchlist?serch=x&srch=y&page=',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'serch' }, { field: 'srch' }] },
    },
    { name: 'an empty value is a parameter not given', url: '/api/company/company-filter?state=&limit=1', as: 'bob', status: 200, expect: { limit: 1 } },
    { name: 'a required parameter given empty is missing', url: '/api/company/details?cin=', as: 'bob', status: 422, expect: { errors: [{ field: 'cin' }] } },
    {
      name: 'a page past 2^53 is too large, not "not a whole number"',
      url: '/api/orders?page=9007199254740993',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'page', message: 'must be at most 9007199254740991' }] },
    },
    { name: 'parameter names in any case', url: '/api/company/company-filter?STATE=Goa&LIMIT=1', as: 'bob', status: 200, expect: { limit: 1 } },
    {
      name: 'an impossible date → 422 (the one date rule)',
      url: '/api/company/company-filter?dateOfIncorporation_start=2023-02-30',
      as: 'bob',
      status: 422,
      expect: { errors: [{ field: 'dateOfIncorporation_start' }] },
    },
    {
      name: 'an empty FQL query → 422',
      method: 'POST',
      url: '/api/screener/search',
      as: 'bob',
      json: { type: 'company', query: ' ' },
      status: 422,
      expect: { errors: [{ field: 'query' }] },
    },
    {
      name: 'invalid input does not count against the quota; a valid request does',
      url: () => `/api/company/details?cin=${CIN()}`,
      as: 'bob',
      before: async (a) => {
        await a.t.request('/api/company/details?cin=bad', { token: a.u.bob.token })
      },
      status: 200,
      expectHeaders: { 'x-ratelimit-limit': '100' },
      after: (_a, res) => {
        expect(res.headers.get('x-ratelimit-remaining')).toBe('99')
        expect(res.body.rate_limit).toMatchObject({ remaining: 99, limit: 100 })
      },
    },
  ])
})

describe('declared statuses', () => {
  const ctxWith = (report: (route: string, status: number) => void) => ({ onUndeclaredStatus: report, config: {}, db: { checkFile: () => {} } }) as unknown as AppContext
  const served = (route: ReturnType<typeof defineRoute>, report: (route: string, status: number) => void) => {
    const h3 = new H3({ silent: true })
    h3.on(route.method, route.path, toHandler(route, ctxWith(report)))
    return h3
  }

  it('a handler answering a status its route does not declare is reported', async () => {
    const seen: string[] = []
    const route = defineRoute({
      method: 'GET',
      path: '/x',
      auth: 'none',
      handler: () => {
        throw new AppError('NOT_FOUND')
      },
      response: {},
      doc: { summary: 'x', tag: 'x' },
    })
    await served(route, (r, s) => seen.push(`${r} ${s}`)).request('/x')
    expect(seen).toEqual(['GET /x 404'])
  })

  it('a declared one is not', async () => {
    const seen: string[] = []
    const route = defineRoute({
      method: 'POST',
      path: '/y',
      auth: 'none',
      body: v.object({ n: v.number() }),
      handler: ({ body }) => {
        if (body.n < 0) throw new AppError('NOT_FOUND')
        return { n: body.n }
      },
      status: 201,
      response: {},
      errors: { 404: 'negative' },
      doc: { summary: 'y', tag: 'y' },
    })
    const h3 = served(route, (r, s) => seen.push(`${r} ${s}`))
    const post = (body: string) => h3.request('/y', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect((await post('{"n":1}')).status).toBe(201)
    expect((await post('{"n":-1}')).status).toBe(404)
    expect((await post('{"n":"x"}')).status).toBe(422)
    expect((await post('{')).status).toBe(400)
    expect(seen).toEqual([])
  })
})

describe('the OpenAPI document shows the declarations', () => {
  it('auth kind, quota class, feature and every error status', async () => {
    const doc = (await app.t.json('/openapi.json')).body
    const consoleDoc = (await app.t.json('/openapi-console.json')).body
    const op = (path: string, method = 'get') => (doc.paths[path] ?? consoleDoc.paths[path])[method]
    expect(op('/console/search')).toMatchObject({ 'x-auth': 'browser', 'x-quota-class': 'search', security: [{ session: [] }] })
    expect(op('/console/admin')['x-auth']).toBe('browser (admin)')
    expect(op('/api/company/details')).toMatchObject({ 'x-auth': 'bearer', 'x-quota-class': 'details', security: [{ bearer: [] }] })
    expect(Object.keys(op('/api/company/details').responses).sort()).toEqual(['200', '401', '403', '404', '422', '429', '503', '507'])
    expect(Object.keys(op('/api/crm/newlead', 'post').responses)).toContain('404')
    expect(op('/api/recently-registered/gst', 'post')['x-feature']).toBe('Recent_GST')
    expect(op('/healthz').security).toEqual([])
    const filter = op('/api/company/company-filter').parameters.map((p: { name: string }) => p.name)
    expect(filter).toEqual(expect.arrayContaining(['company', 'dateOfIncorporation_start', 'page', 'limit']))
  })
})
