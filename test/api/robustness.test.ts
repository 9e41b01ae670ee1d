// Whatever a client sends, every route answers with a status below 500 and, for errors, {detail, code}.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp, seededDb, withUsers, type TestApp } from '../_setup.ts'

const ROUTES: [string, string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/refresh-token'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/session'],
  ['GET', '/api/users/me'],
  ['GET', '/api/subscriptions/status'],
  ['GET', '/api/offers/my-active'],
  ['POST', '/api/screener/search'],
  ['GET', '/api/screener/screeners'],
  ['POST', '/api/screener/screeners'],
  ['GET', '/api/screener/screeners/:id'],
  ['PUT', '/api/screener/screeners/:id'],
  ['POST', '/api/screener/screeners/:id/run'],
  ['GET', '/api/company/details'],
  ['GET', '/api/gst/details'],
  ['GET', '/api/company/director-details'],
  ['GET', '/api/company/company-filter'],
  ['GET', '/api/company/director-filter'],
  ['GET', '/api/gst/gst-filter'],
  ['POST', '/api/recently-registered/companies'],
  ['POST', '/api/recently-registered/gst'],
  ['POST', '/api/recently-registered/directors'],
  ['GET', '/api/reference/hsn'],
  ['GET', '/api/reference/nic'],
  ['GET', '/api/reference/sac'],
  ['GET', '/api/reference/payment/prices'],
  ['GET', '/api/watchlist'],
  ['POST', '/api/watchlist'],
  ['GET', '/api/watchlist/:id'],
  ['PATCH', '/api/watchlist/:id'],
  ['DELETE', '/api/watchlist/:id'],
  ['GET', '/api/watchlist/:id/entities'],
  ['POST', '/api/watchlist/:id/items'],
  ['DELETE', '/api/watchlist/:id/items/:id'],
  ['POST', '/api/orders/normal'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders/:id'],
  ['POST', '/api/orders/:id/simulate-payment'],
  ['GET', '/console'],
  ['POST', '/console/login'],
  ['GET', '/console/search'],
  ['POST', '/console/keys'],
  ['POST', '/console/keys/:id/revoke'],
  ['GET', '/console/admin'],
  ['GET', '/api/crm/orders'],
  ['GET', '/api/crm/orders/:id/leads'],
  ['POST', '/api/crm/newlead'],
  ['GET', '/checkout/:id'],
  ['POST', '/checkout/:id'],
  ['POST', '/admin/users/:id/suspend'],
  ['POST', '/admin/security/block-ip'],
  ['POST', '/admin/security/unblock-ip'],
]
const PARAMS = [
  'cin',
  'gstin',
  'din',
  'page',
  'limit',
  'State',
  'company',
  'TradeName',
  'dateOfIncorporation_start',
  'CIN',
  'name',
  'code',
  'search',
  'search_query',
  'status',
  'query',
  'type',
]

let t: TestApp
let token: string
let cookie: string
beforeAll(async () => {
  t = makeTestApp({ db: await seededDb() })
  const u = await withUsers(t)
  token = u.root.token
  // The console's pages need a browser session: the same admin's.
  const { createSession } = await import('../../src/core/accounts/tokens.ts')
  cookie = `firmbase_session=${createSession(t.db, t.deps.clock, u.root.userId, 'browser').id}`
  // Unlimited quotas: the property runs many requests through one admin.
  const { setQuotaOverride } = await import('../../src/core/access/quotas.ts')
  for (const cls of ['search', 'details', 'screener', 'api'] as const) setQuotaOverride(t.db, u.root.userId, cls, null)
}, 60_000)

describe('robustness', () => {
  it('random bodies, parameters and path segments never produce a 5xx', async () => {
    const segment = fc.oneof(fc.constantFrom('scr_builtin_listed', 'x', '%2F', '%00', 'ñ', '..', "'; DROP TABLE users; --"), fc.string({ maxLength: 20 }).map(encodeURIComponent))
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record({
          query: fc.string({ maxLength: 40 }),
          type: fc.constantFrom('company', 'gst', 'x'),
          page: fc.jsonValue({ maxDepth: 0 }),
          limit: fc.jsonValue({ maxDepth: 0 }),
          name: fc.string(),
          ip: fc.string(),
          api_key: fc.string(),
          entities: fc.array(fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.record({ identifier: fc.string() })), { maxLength: 3 }),
          identifiers: fc.array(fc.jsonValue({ maxDepth: 0 }), { maxLength: 3 }),
          watchlist_type: fc.constantFrom('company', 'gst', 'x'),
          orderName: fc.string(),
          paymentOption: fc.constantFrom('credits', 'cashfree', 'x'),
          items: fc.array(fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.record({ type: fc.constantFrom('company', 'fullcompany', 'gst', 'director', 'x'), number: fc.string() })), {
            maxLength: 3,
          }),
          outcome: fc.constantFrom('success', 'failure', 'x'),
          entity_type: fc.constantFrom('company', 'fullcompany', 'gst', 'director', 'x'),
          identifier: fc.string(),
          from_date: fc.oneof(fc.string(), fc.constant('2026-11-01')),
          to_date: fc.jsonValue({ maxDepth: 0 }),
          state: fc.jsonValue({ maxDepth: 0 }),
        })
        .map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 50 }),
    )
    const seen = new Map<number, number>()
    // Half the requests carry no query: a parameter a route does not take is a 422 before its handler runs.
    const query = fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom(...PARAMS), fc.string({ maxLength: 25 }), { maxKeys: 4 }))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), segment, body, query, fc.boolean(), async ([method, path], seg, raw, params, withToken) => {
        const url = `${path.replaceAll(':id', seg)}?${new URLSearchParams(params)}`
        const res = await t.request(url, {
          method,
          body: method === 'GET' ? undefined : raw,
          headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}`, cookie } : {}) },
        })
        expect(res.status, `${method} ${url} ${raw}`).toBeLessThan(500)
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
        // Console pages answer browsers in HTML (a failed login shows the form again); everything else in JSON.
        if (res.status >= 400 && !(path.startsWith('/console') && res.headers.get('content-type')?.startsWith('text/html'))) {
          const json = await res.json()
          expect(typeof json.detail).toBe('string')
          expect(typeof json.code).toBe('string')
        }
      }),
      { numRuns: 600 },
    )
    // The property reached the handlers (not only guards): successes and validation failures both occur.
    const statuses = JSON.stringify(Object.fromEntries(seen))
    expect(seen.get(200) ?? 0, statuses).toBeGreaterThan(30)
    expect((seen.get(422) ?? 0) + (seen.get(400) ?? 0), statuses).toBeGreaterThan(30)
  }, 120_000)

  it('the test-mode controls never produce a 5xx either (injected faults aside)', async () => {
    const admin = makeTestApp({ testMode: true })
    const routes: [string, string][] = [
      ['GET', '/__admin/clock'],
      ['POST', '/__admin/clock'],
      ['POST', '/__admin/reset'],
      ['GET', '/__admin/snapshots'],
      ['POST', '/__admin/snapshots'],
      ['POST', '/__admin/snapshots/:id/restore'],
      ['GET', '/__admin/requests'],
      ['GET', '/__admin/faults'],
      ['POST', '/__admin/faults'],
      ['DELETE', '/__admin/faults/:id'],
    ]
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            set: fc.oneof(
              fc.string(),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            ),
            advance_seconds: fc.jsonValue({ maxDepth: 0 }),
            name: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('initial', 'snap-1')),
            method: fc.string({ maxLength: 6 }),
            path: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('/healthz', '/api/**', '/x/*')),
            status: fc.jsonValue({ maxDepth: 0 }),
            latency_ms: fc.constantFrom(0, 1, -1, 'x'),
            probability: fc.jsonValue({ maxDepth: 0 }),
            times: fc.jsonValue({ maxDepth: 0 }),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    )
    const query = fc.dictionary(fc.constantFrom('path', 'status', 'limit'), fc.string({ maxLength: 10 }), { maxKeys: 3 })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.string({ maxLength: 12 }).map(encodeURIComponent), body, query, async ([method, path], seg, raw, params) => {
        const url = `${path.replace(':id', seg || 'x')}?${new URLSearchParams(params)}`
        const res = await admin.request(url, { method, body: method === 'GET' ? undefined : raw, headers: { 'content-type': 'application/json' } })
        expect(res.status, `${method} ${url} ${raw}`).toBeLessThan(500)
      }),
      { numRuns: 400 },
    )
    // Faults would answer the probes themselves: none may be left to make /healthz fail here.
    await admin.request('/__admin/faults', { method: 'DELETE' })
    expect((await admin.request('/healthz')).status).toBe(200)
  }, 120_000)
})
