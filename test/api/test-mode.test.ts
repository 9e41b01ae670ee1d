// Test mode (/__admin/): virtual clock, reset and snapshots, request log, injected faults.
import { beforeAll, describe, expect, it } from 'vitest'
import { setQuotaOverride } from '../../src/core/access/quotas.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { RequestLog, globMatcher, Faults } from '../../src/core/test-mode.ts'
import { makeTestApp, seededDb, T0 } from '../_setup.ts'
import { useApp } from '../_scenario.ts'

const { t, u } = useApp({ testMode: true })
let cin: string
beforeAll(async () => {
  cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
}, 60_000)

const admin = (method: string, path: string, json?: unknown) => t.json(`/__admin/${path}`, { method, ...(json === undefined ? {} : { json }) })
const login = async (apiKey: string) => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: apiKey } })).body.token.access_token as string

describe('without --test-mode', () => {
  it('/__admin/ does not exist', async () => {
    const plain = makeTestApp()
    expect((await plain.json('/__admin/clock')).status).toBe(404)
    expect((await plain.json('/__admin/reset', { method: 'POST' })).status).toBe(404)
  })
})

describe('virtual clock', () => {
  it('reads, advances and sets the time; tokens expire by it; bad bodies are 422', async () => {
    expect((await admin('GET', 'clock')).body).toEqual({ now: new Date(T0).toISOString() })
    const token = await login(u.alice.apiKey)
    expect((await t.json('/api/users/me', { token })).status).toBe(200)
    const moved = await admin('POST', 'clock', { advance_seconds: 3601 })
    expect(moved.body.now).toBe(new Date(T0 + 3_601_000).toISOString())
    expect((await t.json('/api/users/me', { token })).status).toBe(401) // access tokens live one hour
    expect((await admin('POST', 'clock', { set: '2026-11-20T10:00:00Z' })).body.now).toBe('2026-11-20T10:00:00.000Z')
    for (const body of [
      {},
      { set: '2026-11-20T10:00:00Z', advance_seconds: 1 },
      { set: 'tomorrow' },
      { advance_seconds: -5 },
      { advance_seconds: '60' },
      { advance_seconds: 1e300 },
      { set: '1969-12-31T23:59:59Z' },
    ]) {
      expect((await admin('POST', 'clock', body)).status, JSON.stringify(body)).toBe(422)
    }
  })

  it('daily quotas reset at the virtual midnight; jobs that fell due run when the clock moves', async () => {
    setQuotaOverride(t.db, u.bob.userId, 'details', 2)
    const token = await login(u.bob.apiKey)
    const details = () => t.json(`/api/company/details?cin=${cin}`, { token })
    expect((await details()).status).toBe(200)
    expect((await details()).status).toBe(200)
    expect((await details()).status).toBe(429)
    await admin('POST', 'clock', { set: '2026-11-21T00:00:01Z' })
    const fresh = await login(u.bob.apiKey)
    expect((await t.json(`/api/company/details?cin=${cin}`, { token: fresh })).status).toBe(200)

    // 20 failed authentications from one address: blocked at the next 15-minute scan.
    for (let i = 0; i < 20; i++) await t.json('/api/users/me', { headers: { authorization: 'Bearer nope', 'x-test-remote-address': '10.9.9.9' } })
    expect((await t.json('/healthz', { headers: { 'x-test-remote-address': '10.9.9.9' } })).status).toBe(200)
    const moved = await admin('POST', 'clock', { advance_seconds: 15 * 60 })
    expect(moved.body.jobs_run).toContain('failed-auth-scan')
    expect((await t.json('/healthz', { headers: { 'x-test-remote-address': '10.9.9.9' } })).status).toBe(403)
    // Back in time: the jobs are due one interval from the new now, not at the old future times.
    await admin('POST', 'clock', { set: new Date(T0).toISOString() })
    expect((await admin('POST', 'clock', { advance_seconds: 15 * 60 })).body.jobs_run).toContain('failed-auth-scan')
    await admin('POST', 'clock', { set: new Date(T0).toISOString() })
    setQuotaOverride(t.db, u.bob.userId, 'details', 'default')
  })
})

describe('snapshots and reset', () => {
  it('restores accounts, credits, orders and watchlists as they were; reset goes back to the start', async () => {
    const snap = await admin('POST', 'snapshots', { name: 'with-users' })
    expect(snap.status).toBe(201)
    expect(snap.body.data).toMatchObject({ name: 'with-users', rows: expect.any(Number) })
    const token = await login(u.alice.apiKey)
    const me = async (tk = token) => (await t.json('/api/users/me', { token: tk })).body.data
    const credits = (await me()).credits
    const order = await t.json('/api/orders/normal', { method: 'POST', token, json: { orderName: 'o', paymentOption: 'credits', items: [{ type: 'company', number: cin }] } })
    expect(order.status).toBe(201)
    const list = await t.json('/api/watchlist', { method: 'POST', token, json: { name: 'w', type: 'company' } })
    expect(list.status).toBe(201)
    expect((await me()).credits).toBe(credits - 1)

    const restored = await admin('POST', 'snapshots/with-users/restore')
    expect(restored.body).toEqual({ success: true, restored: 'with-users' })
    const again = await login(u.alice.apiKey) // the session made after the snapshot is gone with it
    expect((await me(again)).credits).toBe(credits)
    expect((await t.json(`/api/orders/${order.body._id}`, { token: again })).status).toBe(404)
    expect((await t.json('/api/watchlist', { token: again })).body.total).toBe(0)
    expect((await admin('GET', 'snapshots')).body.data.map((s: { name: string }) => s.name)).toEqual(['initial', 'with-users'])

    // Reset: the data as at start — these users did not exist yet; no request log, no faults.
    await admin('POST', 'faults', { path: '/nowhere', status: 500 })
    expect((await admin('POST', 'reset')).status).toBe(200)
    expect((await admin('GET', 'faults')).body.data).toEqual([])
    expect((await admin('GET', 'requests')).body.data).toEqual([])
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey } })).status).toBe(401)
    expect((await t.json('/api/users/me', { token: again })).status).toBe(401)
    // Back to the snapshot for the other tests; the dataset was never touched.
    await admin('POST', 'snapshots/with-users/restore')
    expect((await t.json(`/api/company/details?cin=${cin}`, { token: await login(u.alice.apiKey) })).status).toBe(200)

    expect((await admin('POST', 'snapshots/nope/restore')).status).toBe(404)
    expect((await admin('POST', 'snapshots', { name: 'initial' })).status).toBe(422)
    expect((await admin('POST', 'snapshots', { name: 'a b' })).status).toBe(422)
  })
})

describe('reset and per-address limits', () => {
  it('reset clears login counters, failed-authentication records and automatic blocks, even those older than the server; admin blocks stay', async () => {
    // Counters and blocks live in the file: these were there when this server started (its baseline).
    const db = await seededDb()
    const iso = (ms: number) => new Date(ms).toISOString()
    const block = db.sqlite.prepare('INSERT INTO blocked_ips (ip, reason, source, blocked_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    block.run('10.7.0.2', 'probe', 'malicious', iso(T0), iso(T0 + 86_400_000))
    block.run('10.7.0.3', 'manual', 'admin', iso(T0), iso(T0 + 86_400_000))
    db.sqlite.prepare('INSERT INTO auth_failures (ip, window_start, count) VALUES (?, ?, 1)').run('10.7.0.4', iso(T0))
    const s = makeTestApp({ db, testMode: true })
    const alice = createUser(s.db, s.deps.clock, { name: 'A', email: 'a@example.com' })
    const tryLogin = () => s.request('/api/auth/login', { method: 'POST', json: { api_key: alice.apiKey }, headers: { 'x-test-remote-address': '10.7.0.1' } })
    for (let i = 0; i < 10; i++) expect((await tryLogin()).status).toBe(200)
    expect((await tryLogin()).status).toBe(429)
    const me = (ip: string) => s.request('/api/users/me', { headers: { 'x-test-remote-address': ip } })
    expect((await me('10.7.0.2')).status).toBe(403)
    expect((await s.json('/__admin/reset', { method: 'POST' })).status).toBe(200)
    expect((s.db.sqlite.prepare('SELECT count(*) n FROM auth_failures').get() as { n: number }).n).toBe(0)
    expect((await tryLogin()).status).toBe(401) // not 429: the counter is gone (and alice, made after the start)
    expect((await me('10.7.0.2')).status).toBe(401)
    expect((await me('10.7.0.3')).status).toBe(403)
  })
})

describe('request log', () => {
  it('newest first with method, path, status, duration and user; filtered by path glob and status; no /__admin/', async () => {
    const token = await login(u.alice.apiKey)
    await t.json(`/api/company/details?cin=${cin}`, { token })
    await t.json('/api/company/details?cin=U99999MH2020PTC999999', { token })
    await t.json('/nowhere')
    const all = (await admin('GET', 'requests?limit=3')).body.data
    expect(all.map((r: { path: string }) => r.path)).toEqual(['/nowhere', '/api/company/details', '/api/company/details'])
    expect(all[1]).toEqual({
      id: expect.any(Number),
      at: new Date(T0).toISOString(),
      method: 'GET',
      path: '/api/company/details',
      status: 404,
      duration_ms: expect.any(Number),
      userId: u.alice.userId,
    })
    expect(all[0].id).toBeGreaterThan(all[1].id)
    const notFound = (await admin('GET', 'requests?path=/api/company/*&status=404')).body.data
    expect(notFound.length).toBeGreaterThan(0)
    for (const r of notFound) expect(r).toMatchObject({ status: 404, path: expect.stringMatching(/^\/api\/company\/[^/]+$/) })
    expect((await admin('GET', 'requests?limit=1000')).body.data.every((r: { path: string }) => !r.path.startsWith('/__admin'))).toBe(true)
    expect((await admin('GET', 'requests?status=abc')).status).toBe(422)
    // A probe that gets its address blocked is logged like any other request.
    await t.json('/.env', { headers: { 'x-test-remote-address': '10.7.7.7' } })
    expect((await admin('GET', 'requests?limit=1')).body.data[0]).toMatchObject({ path: '/.env', status: 403 })
  })

  it('keeps the last 1,000', () => {
    const log = new RequestLog()
    for (let i = 0; i < 1100; i++) log.record({ at: '', method: 'GET', path: `/p/${i}`, status: 200, duration_ms: 0, userId: null })
    const kept = log.list({ limit: 5000 })
    expect(kept.length).toBe(1000)
    expect(kept[0].path).toBe('/p/1099')
    expect(kept.at(-1)!.path).toBe('/p/100')
  })
})

describe('test-mode state is bounded', () => {
  it('at most 100 faults at once and 20 snapshots (one may be taken again); deleting makes room', async () => {
    for (let i = 0; i < 100; i++) expect((await admin('POST', 'faults', { path: `/bounded/${i}`, status: 500 })).status).toBe(201)
    const over = await admin('POST', 'faults', { path: '/bounded/101', status: 500 })
    expect(over.status).toBe(422)
    expect(over.body.detail).toContain('at most 100 faults')
    expect((await admin('DELETE', 'faults')).status).toBe(200)
    expect((await admin('POST', 'faults', { path: '/bounded/again', status: 500 })).status).toBe(201)
    await admin('DELETE', 'faults')
    const existing = (await admin('GET', 'snapshots')).body.data.length
    for (let i = existing; i < 20; i++) expect((await admin('POST', 'snapshots', { name: `s${i}` })).status).toBe(201)
    const more = await admin('POST', 'snapshots', { name: 'one-too-many' })
    expect(more.status).toBe(422)
    expect(more.body.detail).toContain('at most 20 snapshots')
    const taken = (await admin('GET', 'snapshots')).body.data.map((x: { name: string }) => x.name).filter((n: string) => n !== 'initial')
    expect((await admin('POST', 'snapshots', { name: taken[0] })).status).toBe(201)
  })
})

describe('faults', () => {
  it('answer matching requests with the status and detail, as many times as asked', async () => {
    const token = await login(u.alice.apiKey)
    const created = await admin('POST', 'faults', { method: 'get', path: '/api/company/*', status: 503, detail: 'Registry down', times: 2 })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ id: expect.any(String), method: 'GET', path: '/api/company/*', status: 503, times: 2 })
    for (let i = 0; i < 2; i++) {
      const res = await t.json(`/api/company/details?cin=${cin}`, { token })
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ detail: 'Registry down', code: 'INJECTED_FAULT' })
    }
    expect((await t.json(`/api/company/details?cin=${cin}`, { token })).status).toBe(200)
    expect((await admin('GET', 'faults')).body.data).toEqual([])
    // Other methods and paths are untouched.
    await admin('POST', 'faults', { method: 'POST', path: '/api/orders/**', status: 500 })
    expect((await t.json('/api/orders', { token })).status).toBe(200)
    expect((await t.json('/api/orders/normal', { method: 'POST', token, json: {} })).status).toBe(500)
    expect((await admin('DELETE', 'faults')).body).toEqual({ success: true, removed: 1 })
  })

  it('delay requests by latency_ms; a probability of 0 never applies; one fault can be deleted', async () => {
    const slow = (await admin('POST', 'faults', { path: '/healthz', latency_ms: 150 })).body.data
    const started = performance.now()
    expect((await t.json('/healthz')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
    expect((await admin('DELETE', `faults/${slow.id}`)).status).toBe(200)
    expect((await admin('DELETE', `faults/${slow.id}`)).status).toBe(404)
    await admin('POST', 'faults', { path: '/healthz', status: 500, probability: 0 })
    for (let i = 0; i < 5; i++) expect((await t.json('/healthz')).status).toBe(200)
    await admin('DELETE', 'faults')
  })

  it('probability picks requests at that rate; globs match segments', () => {
    let r = 0
    const seq = [0.1, 0.9, 0.4, 0.6]
    const faults = new Faults(() => seq[r++ % seq.length])
    faults.add({ path: '/x', status: 500, probability: 0.5 }, T0)
    expect([1, 2, 3, 4].map(() => faults.take('GET', '/x') !== undefined)).toEqual([true, false, true, false])
    expect(globMatcher('/api/orders/*')('/api/orders/ord_1')).toBe(true)
    expect(globMatcher('/api/orders/*')('/api/orders/ord_1/leads')).toBe(false)
    expect(globMatcher('/api/**')('/api/orders/ord_1/leads')).toBe(true)
    expect(globMatcher('/api/orders')('/api/ordersX')).toBe(false)
  })

  it('bad fault definitions are 422 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ status: 500 }, 'path'],
      [{ path: 'api/x', status: 500 }, 'path'],
      [{ path: '/__admin/clock', status: 500 }, 'path'],
      [{ path: '/x', status: 200 }, 'status'],
      [{ path: '/x' }, 'status'],
      [{ path: '/x', status: 500, probability: 2 }, 'probability'],
      [{ path: '/x', status: 500, times: 0 }, 'times'],
      [{ path: '/x', status: 500, method: 'FETCH' }, 'method'],
    ]
    for (const [body, field] of cases) {
      const res = await admin('POST', 'faults', body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.errors[0].field).toBe(field)
    }
  })
})
