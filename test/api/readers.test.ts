// The reader pool (src/core/registry/readers/): registry reads run on worker threads with a deadline.
// A read past its deadline answers 400 QUERY_TIMEOUT and charges no quota while the main thread keeps
// serving; the number of readers changes nothing in what is answered; quotas stay exact.
import { afterAll, describe, expect, it } from 'vitest'
import { dayOf } from '../../src/clock.ts'
import { setQuotaOverride } from '../../src/core/access/quotas.ts'
import { createReads, type Reads } from '../../src/core/registry/readers/reads.ts'
import { usageCount } from '../../src/db/access.ts'
import { makeTestApp, seededDb, T0, withUsers, type TestApp } from '../_setup.ts'

const pools: Reads[] = []
/** Waits until `n` readers are up: a read's deadline counts from its arrival, a reader's start included. */
const untilReady = async (reads: Reads, n: number) => {
  for (let i = 0; i < 250 && reads.ready < n; i++) await new Promise((r) => setTimeout(r, 20))
}
afterAll(() => Promise.all(pools.map((p) => p.close())))

async function appWith(readers: number, timeoutMs: number, delay?: Parameters<typeof createReads>[1]['delay']) {
  const t = makeTestApp({
    db: await seededDb(),
    reads: (db) => {
      const pool = createReads(db, { readers, timeoutMs, delay })
      pools.push(pool)
      return pool
    },
  })
  return { t, u: await withUsers(t), pool: t.deps.reads! }
}

const timed = async <T>(p: Promise<T>) => {
  const value = await p
  return { value, at: performance.now() }
}

describe('query deadline', () => {
  it('a read past --query-timeout answers 400 QUERY_TIMEOUT naming the limit; other requests are served meanwhile; the reader is replaced', async () => {
    // A deadline a loaded 2-core machine meets for the ordinary reads (it counts from arrival); the slow one never does.
    const { t, u, pool } = await appWith(2, 1000, { filterDirectors: 30_000 })
    // Start the readers first: a read's deadline counts from its arrival, a reader's start included.
    await pool.run('watchlist', { id: 'none' }).catch(() => undefined)
    await untilReady(pool, 2)
    expect((await t.json('/api/company/company-filter?state=Karnataka', { token: u.alice.token })).status).toBe(200)
    expect(pool.size).toBe(2)
    const slow = timed(t.json('/api/company/director-filter?name=sha', { token: u.alice.token }))
    await new Promise((r) => setTimeout(r, 50))
    const health = await timed(t.json('/healthz'))
    const cheap = await timed(t.json('/api/reference/hsn?code=84', { token: u.alice.token }))
    const late = await slow
    expect(health.value.status).toBe(200)
    expect(cheap.value.status).toBe(200)
    expect(late.value.status).toBe(400)
    expect(late.value.body).toMatchObject({ code: 'QUERY_TIMEOUT', timeout_ms: 1000 })
    expect(late.value.body.detail).toContain('1 s')
    // Both were answered while the slow read was still running.
    expect(health.at).toBeLessThan(late.at)
    expect(cheap.at).toBeLessThan(late.at)
    expect(pool.replaced).toBe(1)
    // The replacement reader serves the next read.
    await untilReady(pool, 2)
    const after = await t.json('/api/company/company-filter?state=Karnataka&limit=3', { token: u.alice.token })
    expect(after.status).toBe(200)
    expect(after.body.results).toHaveLength(3)
  }, 30_000)

  it('the OpenAPI document declares QUERY_TIMEOUT on the routes that read through the pool', async () => {
    const { t } = await appWith(1, 1000)
    const doc = (await t.json('/openapi.json')).body
    for (const [path, method] of [
      ['/api/screener/search', 'post'],
      ['/api/company/company-filter', 'get'],
      ['/api/company/director-filter', 'get'],
      ['/api/gst/gst-filter', 'get'],
      ['/api/recently-registered/companies', 'post'],
      ['/api/reference/hsn', 'get'],
    ]) {
      expect(doc.paths[path][method].responses['400']?.description, `${method} ${path}`).toContain('QUERY_TIMEOUT')
    }
    expect(doc.paths['/api/company/details'].get.responses['400']).toBeUndefined()
  })
})

describe('quotas with the pool', () => {
  it('concurrent requests: exactly the limit succeeds, and reads that time out are not charged', async () => {
    const { t, u } = await appWith(3, 1000, { filterDirectors: 30_000 })
    setQuotaOverride(t.db, u.bob.userId, 'search', 4)
    const day = dayOf(T0)
    // Three reads that time out, concurrently: none is charged.
    const timeouts = await Promise.all([1, 2, 3].map(() => t.json('/api/company/director-filter?name=kumar', { token: u.bob.token })))
    expect(timeouts.map((r) => r.status)).toEqual([400, 400, 400])
    // Each refusal's headers say what is left once it was given back (the last one: all four).
    expect(timeouts.map((r) => r.headers.get('x-ratelimit-remaining')).sort()).toContain('4')
    expect(usageCount(t.db, u.bob.userId, 'search', day) ?? 0).toBe(0)
    // Then ten at once (on the three replacement readers): exactly four are served, six refused.
    await untilReady(t.deps.reads, 3)
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => t.json(`/api/company/company-filter?state=Karnataka&page=${i + 1}`, { token: u.bob.token })))
    const statuses = burst.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429])
    expect(usageCount(t.db, u.bob.userId, 'search', day)).toBe(4)
  }, 30_000)
})

describe('readers change nothing in the answers', () => {
  const requests: [string, string, unknown?][] = [
    ['POST', '/api/screener/search', { type: 'company', query: "State == 'Karnataka' AND paidUpCapital > 100000", limit: 20 }],
    ['POST', '/api/screener/search', { type: 'company', query: "companyName CONTAINS 'tech'", limit: 20, page: 2 }],
    ['POST', '/api/screener/search', { type: 'gst', query: "Status == 'Active'", limit: 5, sort: 'LegalName desc' }],
    ['GET', '/api/company/company-filter?state=Maharashtra&limit=25'],
    ['GET', '/api/company/director-filter?name=kumar&limit=25'],
    ['GET', '/api/gst/gst-filter?TradeName=traders&limit=25'],
    ['POST', '/api/recently-registered/directors', { from_date: '2025-01-01', to_date: '2026-11-20', limit: 30 }],
    ['GET', '/api/reference/nic?search=manufacture&limit=50'],
  ]
  it('1 reader and 3 readers answer the same results and totals, also when the requests run at once', async () => {
    const one = await appWith(1, 10_000)
    const three = await appWith(3, 10_000)
    const ask = (a: { t: TestApp; u: Awaited<ReturnType<typeof withUsers>> }) =>
      Promise.all(requests.map(([method, url, json]) => a.t.json(url, { method, json, token: a.u.alice.token }).then((r) => ({ status: r.status, body: r.body }))))
    const [a, b] = await Promise.all([ask(one), ask(three)])
    expect(three.pool.size).toBe(3)
    expect(one.pool.size).toBe(1)
    for (const r of a) expect(r.status).toBe(200)
    expect(b).toEqual(a)
    // Something was found: the comparison is not between empty pages.
    expect(a.filter((r) => (r.body.total ?? r.body.total_results ?? r.body.data?.length ?? 0) > 0)).toHaveLength(requests.length)
  }, 60_000)
})

describe('answers kept for the life of the dataset', () => {
  it('a repeated read is answered on the main thread without a reader; a new dataset marker forgets the answers', async () => {
    const { t, u, pool } = await appWith(1, 10_000)
    const url = '/api/company/company-filter?state=Kerala&limit=5'
    const first = await t.json(url, { token: u.alice.token })
    expect(first.status).toBe(200)
    await pool.close() // no reader is left: only a kept answer can come back now
    const again = await t.json(url, { token: u.alice.token })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    // Another query needs a reader (refused: the pool is closed), and so does the same one for a new dataset.
    expect((await t.json('/api/company/company-filter?state=Goa&limit=5', { token: u.alice.token })).status).toBe(503)
    t.db.sqlite.exec("UPDATE settings SET value = json_set(value, '$.fingerprint', 'another') WHERE key = 'dataset'")
    t.db.touch() // as every writer of the marker does: what is kept for the dataset looks at it again
    expect((await t.json(url, { token: u.alice.token })).status).toBe(503)
  })
})
