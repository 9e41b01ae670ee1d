// Watchlist member listings and CRM leads (with full_data) run on the reader pool like the searches
// (test/api/readers.test.ts): the same answers with 1 and 3 readers, a member committed on the main
// thread is in the next listing, a read past the deadline answers 400 QUERY_TIMEOUT while other
// requests are served, and the overall API quota, the only one these routes count, stays exact.
import { afterAll, describe, expect, it } from 'vitest'
import { dayOf } from '../../src/clock.ts'
import { setQuotaOverride } from '../../src/core/access/quotas.ts'
import { createReads, type Reads } from '../../src/core/registry/readers/reads.ts'
import { usageCount } from '../../src/db/access.ts'
import { makeTestApp, seededDb, T0, withUsers } from '../_setup.ts'

const pools: Reads[] = []
/** Waits until `n` readers are up: a read's deadline counts from its arrival, a reader's start included. */
const untilReady = async (reads: Reads, n: number) => {
  for (let i = 0; i < 250 && reads.ready < n; i++) await new Promise((r) => setTimeout(r, 20))
}
afterAll(() => Promise.all(pools.map((p) => p.close())))

type Delay = Parameters<typeof createReads>[1]['delay']

/** An app over a seeded file with its own pool; `ops` records every read the routes send to it. */
async function appWith(readers: number, timeoutMs: number, delay?: Delay) {
  const ops: string[] = []
  const t = makeTestApp({
    db: await seededDb(),
    reads: (db) => {
      const pool = createReads(db, { readers, timeoutMs, delay })
      pools.push(pool)
      const run: Reads['run'] = (op, args, lane) => {
        ops.push(op)
        return pool.run(op, args, lane)
      }
      return {
        run,
        size: 0,
        replaced: 0,
        started: 0,
        get ready() {
          return pool.ready
        },
        close: () => pool.close(),
      }
    },
  })
  const u = await withUsers(t)
  const pick = (sql: string) => t.db.sqlite.prepare(sql).pluck().all() as string[]
  const cins = pick('SELECT cin FROM companies WHERE cin IN (SELECT cin FROM director_appointments) ORDER BY cin LIMIT 30')
  const watchlist = await t.json('/api/watchlist', { method: 'POST', token: u.alice.token, json: { name: 'Clients', type: 'company', entities: cins } })
  expect(watchlist.status).toBe(201)
  const din = pick('SELECT din FROM director_appointments ORDER BY din LIMIT 1')[0]
  const gstin = pick('SELECT gstin FROM gst_registrations WHERE cin IS NOT NULL ORDER BY gstin LIMIT 1')[0]
  const items = [
    ...cins.slice(0, 4).map((cin) => ({ type: 'fullcompany', name: 'x', number: cin })),
    { type: 'company', name: 'x', number: cins[5] },
    { type: 'director', name: 'x', number: din },
    { type: 'gst', name: 'x', number: gstin },
  ]
  const order = await t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, json: { orderName: 'Leads', paymentOption: 'credits', items } })
  expect(order.status).toBe(201)
  return { t, u, ops, listId: watchlist.body.data.id as string, orderId: order.body._id as string, cins }
}

type App = Awaited<ReturnType<typeof appWith>>

/** The reads of this issue: whole list, a searched page, an order's leads (CRM and export), one new lead. */
const requests = (a: App): [string, string, unknown?][] => [
  ['GET', `/api/watchlist/${a.listId}`],
  ['GET', `/api/watchlist/${a.listId}/entities?limit=5&page=2`],
  ['GET', `/api/watchlist/${a.listId}/entities?search_query=${a.cins[7].slice(0, 8)}`],
  ['GET', `/api/crm/orders/${a.orderId}/leads`],
  ['GET', `/api/orders/${a.orderId}/export?format=json`],
  ['POST', '/api/crm/newlead', { entity_type: 'fullcompany', identifier: a.cins[2] }],
]

/** The ids differ between two apps (random); everything else must not. */
const sameIds = (a: App, body: unknown) => JSON.parse(JSON.stringify(body).replaceAll(a.listId, 'LIST').replaceAll(a.orderId, 'ORDER'))

describe('watchlist listings and leads on the readers', () => {
  it('1 reader and 3 readers answer the same, also when the requests run at once; every one went through the pool', async () => {
    const one = await appWith(1, 10_000)
    const three = await appWith(3, 10_000)
    const ask = (a: App) =>
      Promise.all(requests(a).map(([method, url, json]) => a.t.json(url, { method, json, token: a.u.alice.token }).then((r) => ({ status: r.status, body: sameIds(a, r.body) }))))
    const [a, b] = await Promise.all([ask(one), ask(three)])
    for (const r of a) expect(r.status).toBe(200)
    expect(b).toEqual(a)
    // Something was found: whole list, pages, leads with full data.
    expect(a[0].body.data.items).toHaveLength(30)
    expect(a[1].body).toMatchObject({ total: 30, page: 2, limit: 5, pages: 6 })
    expect(a[1].body.data).toHaveLength(5)
    expect(a[2].body.data.map((m: { identifier: string }) => m.identifier)).toContain(one.cins[7])
    expect(a[3].body.leads[0].full_data.directors.length).toBeGreaterThan(0)
    expect(a[4].body).toEqual(a[3].body)
    expect(a[5].body.full_data.company.CIN).toBe(one.cins[2])
    for (const app of [one, three]) expect([...new Set(app.ops)].sort()).toEqual(['lead', 'leads', 'watchlist', 'watchlistMembers'])
  }, 60_000)

  it('a member added (or removed) on the main thread is in the very next listing a reader makes', async () => {
    const a = await appWith(3, 10_000)
    const spare = a.t.db.sqlite.prepare('SELECT cin FROM companies ORDER BY cin DESC LIMIT 10').pluck().all() as string[]
    const list = (q = '') => a.t.json(`/api/watchlist/${a.listId}/entities?limit=100${q}`, { token: a.u.alice.token })
    for (const [i, cin] of spare.entries()) {
      expect((await a.t.json(`/api/watchlist/${a.listId}/items`, { method: 'POST', token: a.u.alice.token, json: { identifiers: [cin] } })).status).toBe(200)
      const [page, whole] = await Promise.all([list(), a.t.json(`/api/watchlist/${a.listId}`, { token: a.u.alice.token })])
      expect(page.body.total).toBe(31 + i)
      expect(page.body.data.map((m: { identifier: string }) => m.identifier)).toContain(cin)
      expect(whole.body.data.count).toBe(31 + i)
    }
    expect((await a.t.json(`/api/watchlist/${a.listId}/items/${spare[0]}`, { method: 'DELETE', token: a.u.alice.token })).status).toBe(200)
    expect((await list(`&search_query=${spare[0]}`)).body.total).toBe(0)
    expect((await a.t.json(`/api/watchlist/${a.listId}`, { method: 'DELETE', token: a.u.alice.token })).status).toBe(200)
    expect((await list()).status).toBe(404)
    expect(a.ops.filter((op) => op === 'watchlistMembers').length).toBeGreaterThanOrEqual(11)
  }, 60_000)
})

describe('their deadline', () => {
  const timed = async <T>(p: Promise<T>) => {
    const value = await p
    return { value, at: performance.now() }
  }

  it.each([
    ['watchlistMembers', (a: App) => [`/api/watchlist/${a.listId}/entities`]],
    ['watchlist', (a: App) => [`/api/watchlist/${a.listId}`]],
    ['leads', (a: App) => [`/api/crm/orders/${a.orderId}/leads`]],
    ['leads', (a: App) => [`/api/orders/${a.orderId}/export?format=csv`]],
    ['lead', (a: App) => ['/api/crm/newlead', { entity_type: 'company', identifier: a.cins[0] }]],
  ] as const)(
    '%s past --query-timeout: 400 QUERY_TIMEOUT while details and /healthz are served meanwhile',
    async (op, request) => {
      const a = await appWith(2, 400, { [op]: 30_000 })
      const [url, json] = request(a) as [string, unknown?]
      const slow = timed(a.t.json(url, { method: json ? 'POST' : 'GET', json, token: a.u.alice.token }))
      await new Promise((r) => setTimeout(r, 50))
      const health = await timed(a.t.json('/healthz'))
      const details = await timed(a.t.json(`/api/company/details?cin=${a.cins[0]}`, { token: a.u.alice.token }))
      const late = await slow
      expect(health.value.status).toBe(200)
      expect(details.value.status).toBe(200)
      expect(late.value.status).toBe(400)
      expect(late.value.body).toMatchObject({ code: 'QUERY_TIMEOUT', timeout_ms: 400 })
      expect(health.at).toBeLessThan(late.at)
      expect(details.at).toBeLessThan(late.at)
    },
    30_000,
  )

  it('the console’s watchlist and leads pages answer the deadline as an HTML error page', async () => {
    const a = await appWith(2, 300, { watchlist: 30_000, leads: 30_000 })
    const res = await a.t.request('/console/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'alice@example.com', password: 'alice-password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const cookie = res.headers.get('set-cookie')!.split(';')[0]
    for (const path of [`/console/watchlists/${a.listId}`, `/console/orders/${a.orderId}/leads`, `/console/orders/${a.orderId}/leads.csv`]) {
      const page = await a.t.request(path, { headers: { cookie } })
      expect(page.status, path).toBe(400)
      expect(await page.text(), path).toContain('300 ms')
    }
  }, 30_000)

  it('the OpenAPI document declares QUERY_TIMEOUT on these routes', async () => {
    const { t } = await appWith(1, 1000)
    const doc = (await t.json('/openapi.json')).body
    for (const [path, method] of [
      ['/api/watchlist/{id}', 'get'],
      ['/api/watchlist/{id}/entities', 'get'],
      ['/api/crm/orders/{id}/leads', 'get'],
      ['/api/orders/{id}/export', 'get'],
      ['/api/crm/newlead', 'post'],
    ]) {
      expect(doc.paths[path][method].responses['400']?.description, `${method} ${path}`).toContain('QUERY_TIMEOUT')
    }
    // Writes stay on the main thread and declare no deadline.
    expect(doc.paths['/api/watchlist/{id}/items'].post.responses['400']?.description ?? '').not.toContain('QUERY_TIMEOUT')
  })
})

describe('the API quota with the pool', () => {
  it('concurrent listings, some past the deadline: exactly the daily limit is served, each counted once', async () => {
    const a = await appWith(3, 1000, { watchlist: 30_000 })
    const day = dayOf(T0)
    const used = usageCount(a.t.db, a.u.alice.userId, 'api', day) ?? 0
    setQuotaOverride(a.t.db, a.u.alice.userId, 'api', used + 6)
    // Three whole-list reads past the deadline, at once: each answers QUERY_TIMEOUT and counts once
    // (the API quota counts every authenticated request, a timed-out read too: contract §13).
    const timeouts = await Promise.all([1, 2, 3].map(() => a.t.json(`/api/watchlist/${a.listId}`, { token: a.u.alice.token })))
    expect(timeouts.map((r) => [r.status, r.body.code])).toEqual(Array(3).fill([400, 'QUERY_TIMEOUT']))
    expect(usageCount(a.t.db, a.u.alice.userId, 'api', day)).toBe(used + 3)
    // Then ten page and leads reads at once (on the replacement readers): exactly the three left are served, seven refused.
    await untilReady(a.t.deps.reads, 3)
    const urls = [
      ...Array.from({ length: 5 }, (_, i) => `/api/watchlist/${a.listId}/entities?limit=3&page=${i + 1}`),
      ...Array.from({ length: 5 }, () => `/api/crm/orders/${a.orderId}/leads`),
    ]
    const burst = await Promise.all(urls.map((url) => a.t.json(url, { token: a.u.alice.token })))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429])
    expect(usageCount(a.t.db, a.u.alice.userId, 'api', day)).toBe(used + 6)
  }, 30_000)
})
