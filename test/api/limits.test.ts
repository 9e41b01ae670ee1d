import { beforeEach, describe, expect, it } from 'vitest'
import { setQuotaOverride } from '../../src/core/access/quotas.ts'
import { makeTestApp, seededDb, T0, withUsers, type TestApp } from '../_setup.ts'

let t: TestApp
let u: Awaited<ReturnType<typeof withUsers>>
let cin: string
const HOUR = 3_600_000

beforeEach(async () => {
  t = makeTestApp({ db: await seededDb() })
  u = await withUsers(t)
  cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
})

const details = (token: string) => t.request(`/api/company/details?cin=${cin}`, { token })
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-test-remote-address': ip, ...extra })

describe('daily quotas', () => {
  it('100 concurrent detail calls against a remaining 40: exactly 40 succeed, Remaining 39…0 each once', async () => {
    for (let i = 0; i < 60; i++) expect((await details(u.bob.token)).status).toBe(200)
    const responses = await Promise.all(Array.from({ length: 100 }, () => details(u.bob.token)))
    const ok = responses.filter((r) => r.status === 200)
    expect(ok).toHaveLength(40)
    expect(responses.filter((r) => r.status === 429)).toHaveLength(60)
    const remaining = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b)
    expect(remaining).toEqual(Array.from({ length: 40 }, (_, i) => i))
    const row = t.db.sqlite.prepare("SELECT count FROM usage_counters WHERE user_id = ? AND class = 'details'").get(u.bob.userId) as { count: number }
    expect(row.count).toBe(100)
  })

  it("the 101st call of a free user's day → 429 with Retry-After and headers; midnight → fresh quota", async () => {
    for (let i = 0; i < 100; i++) await details(u.bob.token)
    const res = await details(u.bob.token)
    expect(res.status).toBe(429)
    const midnight = Date.parse('2026-11-21T00:00:00Z')
    expect(res.headers.get('x-ratelimit-limit')).toBe('100')
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(res.headers.get('x-ratelimit-reset')).toBe('2026-11-21T00:00:00.000Z')
    expect(Number(res.headers.get('retry-after'))).toBe((midnight - T0) / 1000)
    expect((await res.json()).code).toBe('QUOTA_EXCEEDED')
    t.deps.clock.set(midnight + 1000)
    const login = await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.bob.apiKey } })
    const next = await details(login.body.token.access_token)
    expect(next.status).toBe(200)
    expect(next.headers.get('x-ratelimit-remaining')).toBe('99')
    expect((await next.json()).rate_limit).toEqual({ remaining: 99, limit: 100, reset: '2026-11-22T00:00:00.000Z' })
  })

  it('premium: details 1000/day, search unlimited (no headers); free: search 100', async () => {
    const premium = await details(u.alice.token)
    expect(premium.headers.get('x-ratelimit-limit')).toBe('1000')
    const search = (token: string) => t.request('/api/screener/search', { method: 'POST', token, json: { type: 'company', query: 'CIN IS NOT NULL' } })
    const ps = await search(u.alice.token)
    expect(ps.status).toBe(200)
    expect(ps.headers.get('x-ratelimit-limit')).toBeNull()
    expect((await search(u.bob.token)).headers.get('x-ratelimit-limit')).toBe('100')
  })

  it('screener class: 10/day for free users (create + run)', async () => {
    for (let i = 0; i < 10; i++) expect((await t.request('/api/screener/screeners/scr_builtin_listed/run', { method: 'POST', token: u.bob.token })).status).toBe(200)
    expect((await t.request('/api/screener/screeners/scr_builtin_listed/run', { method: 'POST', token: u.bob.token })).status).toBe(429)
  })

  it('validation failures do not count; 404s do', async () => {
    await t.request('/api/company/details?cin=bad', { token: u.bob.token })
    const missing = await t.request('/api/company/details?cin=U12345MH2000PTC000000', { token: u.bob.token })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-ratelimit-remaining')).toBe('99')
  })

  it('per-user overrides replace the tier limit; unlimited sends no headers', async () => {
    setQuotaOverride(t.db, u.bob.userId, 'details', 2)
    await details(u.bob.token)
    await details(u.bob.token)
    expect((await details(u.bob.token)).status).toBe(429)
    setQuotaOverride(t.db, u.bob.userId, 'details', null)
    const res = await details(u.bob.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-ratelimit-limit')).toBeNull()
  })

  it('the overall daily API quota counts every authenticated request', async () => {
    setQuotaOverride(t.db, u.bob.userId, 'api', 3)
    for (let i = 0; i < 3; i++) expect((await t.request('/api/users/me', { token: u.bob.token })).status).toBe(200)
    const res = await t.json('/api/users/me', { token: u.bob.token })
    expect(res.status).toBe(429)
    expect(res.body.detail).toMatch(/API quota of 3/)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('login and registration limits', () => {
  it('the 11th login from an address in 15 minutes → 429 with Retry-After; another address is fine', async () => {
    t = makeTestApp({ db: t.db })
    for (let i = 0; i < 10; i++) expect((await t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.0.0.1') })).status).toBe(200)
    const res = await t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.0.0.1') })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(900)
    expect((await t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.0.0.2') })).status).toBe(200)
    t.deps.clock.advance(15 * 60_000)
    expect((await t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.0.0.1') })).status).toBe(200)
  })

  it('--login-limit and --register-limit replace 10 and 3', async () => {
    const loose = makeTestApp({ db: t.db, config: { loginLimit: 25, registerLimit: 1 } })
    const login = () => loose.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.0.0.3') })
    for (let i = 0; i < 25; i++) expect((await login()).status).toBe(200)
    expect((await login()).status).toBe(429)
    const reg = (i: number) =>
      loose.request('/api/auth/register', { method: 'POST', json: { name: 'N', email: `l${i}@example.com`, password: 'password-1' }, headers: from('10.0.0.4') })
    expect((await reg(0)).status).toBe(201)
    expect((await reg(1)).status).toBe(429)
  })

  it('registration: 3 per hour per address', async () => {
    const reg = (i: number) =>
      t.request('/api/auth/register', { method: 'POST', json: { name: 'N', email: `n${i}@example.com`, password: 'password-1' }, headers: from('10.0.0.9') })
    for (let i = 0; i < 3; i++) expect((await reg(i)).status).toBe(201)
    expect((await reg(3)).status).toBe(429)
  })
})

describe('bans', () => {
  it('20 failed logins, then the scan → 403 for that address only; lapses after 48 h', async () => {
    for (let i = 0; i < 20; i++) {
      if (i % 10 === 0) t.deps.clock.advance(15 * 60_000) // stay under the login limiter
      const r = await t.request('/api/auth/login', { method: 'POST', json: { api_key: 'fsk_wrong' }, headers: from('10.1.1.1') })
      expect(r.status).toBe(401)
    }
    expect((await t.request('/healthz', { headers: from('10.1.1.1') })).status).toBe(200)
    t.deps.clock.advance(15 * 60_000)
    expect(t.deps.scheduler!.tick()).toContain('failed-auth-scan')
    const blocked = await t.json('/healthz', { headers: from('10.1.1.1') })
    expect(blocked.status).toBe(403)
    expect(blocked.body.code).toBe('IP_BLOCKED')
    expect(blocked.body.detail).toMatch(/until \d{4}-\d{2}-\d{2}T/)
    expect((await t.request('/healthz', { headers: from('10.1.1.2') })).status).toBe(200)
    const list = await t.json('/admin/security/blocked-ips', { token: u.root.token })
    expect(list.body.data).toEqual([expect.objectContaining({ ip: '10.1.1.1', source: 'failed_auth' })])
    t.deps.clock.advance(48 * HOUR - 60_000)
    expect((await t.request('/healthz', { headers: from('10.1.1.1') })).status).toBe(403)
    t.deps.clock.advance(2 * 60_000)
    expect((await t.request('/healthz', { headers: from('10.1.1.1') })).status).toBe(200)
  })

  it('invalid tokens count as failures too; 19 are not enough', async () => {
    for (let i = 0; i < 19; i++) await t.request('/api/users/me', { token: 'garbage', headers: from('10.2.2.2') })
    t.deps.clock.advance(15 * 60_000)
    t.deps.scheduler!.tick()
    expect((await t.request('/healthz', { headers: from('10.2.2.2') })).status).toBe(200)
    await t.request('/api/users/me', { token: 'garbage', headers: from('10.2.2.2') })
    t.deps.clock.advance(15 * 60_000)
    t.deps.scheduler!.tick()
    expect((await t.request('/healthz', { headers: from('10.2.2.2') })).status).toBe(403)
  })

  it.each(['/.env', '/.git/config', '/wp-admin/setup.php', '/wp-login.php', '/phpmyadmin/', '/static/%2e%2e/etc/passwd'])('%s → 403 and a 24 h block', async (path) => {
    const res = await t.json(path, { headers: from('10.3.3.3') })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('IP_BLOCKED')
    expect((await t.request('/healthz', { headers: from('10.3.3.3') })).status).toBe(403)
    const row = t.db.sqlite.prepare("SELECT source, expires_at FROM blocked_ips WHERE ip = '10.3.3.3'").get() as { source: string; expires_at: string }
    expect(row.source).toBe('malicious')
    expect(Date.parse(row.expires_at) - T0).toBe(24 * HOUR)
    t.deps.clock.advance(24 * HOUR + 1000)
    expect((await t.request('/healthz', { headers: from('10.3.3.3') })).status).toBe(200)
  })

  it('an apostrophe in a body is not an attack', async () => {
    const res = await t.request('/api/auth/register', { method: 'POST', json: { name: "O'Brien", email: 'ob@example.com', password: 'password-1' }, headers: from('10.4.4.4') })
    expect(res.status).toBe(201)
  })

  it('X-Forwarded-For is ignored unless --trust-proxy', async () => {
    await t.request('/.env', { headers: from('10.5.5.5', { 'x-forwarded-for': '10.6.6.6' }) })
    expect((await t.request('/healthz', { headers: from('10.7.7.7', { 'x-forwarded-for': '10.5.5.5' }) })).status).toBe(200)
    expect((await t.request('/healthz', { headers: from('10.5.5.5', { 'x-forwarded-for': '10.6.6.6' }) })).status).toBe(403)
    const proxied = makeTestApp({ db: t.db, config: { trustProxy: true } })
    expect((await proxied.request('/healthz', { headers: from('10.7.7.7', { 'x-forwarded-for': '10.5.5.5, 10.9.9.9' }) })).status).toBe(403)
    expect((await proxied.request('/healthz', { headers: from('10.5.5.5', { 'x-forwarded-for': '10.8.8.8' }) })).status).toBe(200)
  })

  it('admin block, list, unblock; bad input', async () => {
    const b = await t.json('/admin/security/block-ip', { method: 'POST', token: u.root.token, json: { ip: '192.0.2.7', reason: 'test', hours: 2 } })
    expect(b.status).toBe(201)
    expect(b.body.data).toMatchObject({ ip: '192.0.2.7', reason: 'test', source: 'admin', expires_at: new Date(T0 + 2 * HOUR).toISOString() })
    expect((await t.request('/healthz', { headers: from('192.0.2.7') })).status).toBe(403)
    expect((await t.json('/admin/security/block-ip', { method: 'POST', token: u.root.token, json: { ip: 'not-an-ip' } })).status).toBe(422)
    expect((await t.json('/admin/security/block-ip', { method: 'POST', token: u.alice.token, json: { ip: '192.0.2.8' } })).status).toBe(403)
    expect((await t.json('/admin/security/unblock-ip', { method: 'POST', token: u.root.token, json: { ip: '192.0.2.7' } })).body).toEqual({ success: true })
    expect((await t.request('/healthz', { headers: from('192.0.2.7') })).status).toBe(200)
    expect((await t.json('/admin/security/unblock-ip', { method: 'POST', token: u.root.token, json: { ip: '192.0.2.7' } })).status).toBe(404)
  })
})

describe('background jobs on the injected clock', () => {
  it('prune expired blacklist entries and sessions 24 h past expiry', async () => {
    await t.request('/api/auth/logout', { method: 'POST', token: u.bob.token })
    expect((t.db.sqlite.prepare('SELECT count(*) n FROM token_blacklist').get() as { n: number }).n).toBe(1)
    t.deps.clock.advance(2 * HOUR)
    expect(t.deps.scheduler!.tick()).toEqual(expect.arrayContaining(['blacklist-prune', 'session-cleanup', 'failed-auth-scan']))
    expect((t.db.sqlite.prepare('SELECT count(*) n FROM token_blacklist').get() as { n: number }).n).toBe(0)
    const sessions = () => (t.db.sqlite.prepare('SELECT count(*) n FROM sessions').get() as { n: number }).n
    const before = sessions()
    t.deps.clock.advance(31 * 24 * HOUR) // refresh-token sessions expire after 30 days, deleted a day later
    t.deps.scheduler!.tick()
    expect(sessions()).toBeLessThan(before)
    expect(sessions()).toBe(0)
  })

  it('rate-limit records and failure records older than 24 h are cleaned every 6 h', async () => {
    await t.request('/api/auth/login', { method: 'POST', json: { api_key: 'fsk_wrong' }, headers: from('10.9.9.9') })
    const count = (table: string) => (t.db.sqlite.prepare(`SELECT count(*) n FROM ${table}`).get() as { n: number }).n
    expect(count('rate_limits')).toBeGreaterThan(0)
    expect(count('auth_failures')).toBeGreaterThan(0)
    t.deps.clock.advance(6 * HOUR)
    t.deps.scheduler!.tick()
    expect(count('auth_failures')).toBeGreaterThan(0) // not yet 24 h old
    t.deps.clock.advance(19 * HOUR)
    expect(t.deps.scheduler!.tick()).toContain('rate-limit-cleanup')
    expect(count('rate_limits')).toBe(0)
    expect(count('auth_failures')).toBe(0)
  })
})
