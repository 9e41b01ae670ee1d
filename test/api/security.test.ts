// Issue 11, tried as an attacker would: browser-session paths, fair abuse limits, hostile input.
// Each block names the hole it closes; docs/security.md lists them.
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { canonicalIp } from '../../src/core/access/addresses.ts'
import { scanFailedAuth } from '../../src/core/access/bans.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { globMatcher } from '../../src/core/test-mode.ts'
import { makeTestApp, seededDb, T0, withUsers, type TestApp } from '../_setup.ts'

const MIN = 60_000
let t: TestApp
let u: Awaited<ReturnType<typeof withUsers>>

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-test-remote-address': ip, ...extra })
const FORM = 'application/x-www-form-urlencoded'
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': FORM, ...headers },
})
const signIn = (app: TestApp, ip: string, password = 'alice-password') =>
  app.request('/api/auth/session', { method: 'POST', json: { email: 'alice@example.com', password }, headers: from(ip) })
const consoleSignIn = (app: TestApp, ip: string, password = 'alice-password') => app.request('/console/login', form({ email: 'alice@example.com', password }, from(ip)))
const scan = (app: TestApp) => {
  app.deps.clock.advance(15 * MIN)
  expect(app.deps.scheduler!.tick()).toContain('failed-auth-scan')
}
const healthFrom = async (app: TestApp, ip: string) => (await app.request('/healthz', { headers: from(ip) })).status

/** A console session for alice: the cookie and the CSRF token of its forms. */
async function aliceConsole(app: TestApp) {
  const res = await signIn(app, '10.200.0.1')
  expect(res.status).toBe(200)
  const cookie = res.headers.get('set-cookie')!.split(';')[0]
  const page = await (await app.request('/console', { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]
  return { cookie, csrf, sid: cookie.split('=')[1] }
}

beforeEach(async () => {
  t = makeTestApp({ db: await seededDb(), testMode: true })
  u = await withUsers(t)
})

describe('browser sessions stay in the browser', () => {
  it('the sid of an access or a refresh token as the cookie: 401 on console pages and on the API', async () => {
    for (const token of [u.alice.token, u.alice.refresh]) {
      const cookie = `firmbase_session=${decodeJwt(token).sid}`
      const page = await t.request('/console', { headers: { cookie } })
      expect(page.status).toBe(401)
      expect(page.headers.get('set-cookie')).toMatch(/^firmbase_session=;/) // the useless cookie is cleared
      expect((await t.request('/console/keys', { ...form({}), headers: { cookie, 'content-type': FORM } })).status).toBe(401)
      expect((await t.json('/api/users/me', { headers: { cookie } })).status).toBe(401)
    }
  })

  it('a browser session cookie on /api/* → 401 (Bearer only), and it counts nowhere as a credential', async () => {
    const { cookie } = await aliceConsole(t)
    expect((await t.request('/console', { headers: { cookie } })).status).toBe(200)
    for (const [method, path] of [
      ['GET', '/api/users/me'],
      ['POST', '/api/orders/normal'],
      ['GET', '/admin/security/blocked-ips'],
    ]) {
      expect((await t.json(path, { method, headers: { cookie }, json: method === 'POST' ? {} : undefined })).status).toBe(401)
    }
  })

  it('CSRF tokens are keyed with a server secret and bound to the session: the unkeyed hash of the sid is refused', async () => {
    const alice = await aliceConsole(t)
    const unkeyed = createHash('sha256').update(`firmbase-console-csrf:${alice.sid}`).digest('base64url')
    expect(alice.csrf).not.toBe(unkeyed)
    const post = (csrf: string) => t.request('/console/keys', form({ csrf }, { cookie: alice.cookie }))
    expect((await post(unkeyed)).status).toBe(403)
    // Another session's token does not open this one.
    const other = await aliceConsole(t)
    expect((await post(other.csrf)).status).toBe(403)
    expect((await post(alice.csrf)).status).toBe(200)
  })

  it('cross-site state changes → 403 on the console, the checkout page and /__admin/*; same-origin ones pass', async () => {
    const alice = await aliceConsole(t)
    const order = await t.json('/api/orders/normal', {
      method: 'POST',
      token: u.alice.token,
      json: { orderName: 'x', paymentOption: 'cashfree', items: [{ type: 'company', number: t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').pluck().get() }] },
    })
    const checkout = new URL(order.body.payment.checkout_url).pathname
    const attempts: [string, RequestInit][] = [
      ['/console/keys', form({ csrf: alice.csrf }, { cookie: alice.cookie })],
      [checkout, form({ outcome: 'success' })],
      ['/__admin/reset', { method: 'POST' }],
      ['/__admin/clock', { method: 'POST', body: JSON.stringify({ advance_seconds: 3600 }), headers: { 'content-type': 'application/json' } }],
      ['/__admin/faults', { method: 'DELETE' }],
    ]
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // another port of localhost
      { origin: 'http://localhost:5173' },
      { origin: 'null' },
    ]
    for (const [path, init] of attempts) {
      for (const headers of crossSite) {
        const res = await t.json(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } })
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      }
    }
    expect(t.db.sqlite.prepare('SELECT status FROM orders WHERE gateway_order_id IS NOT NULL').pluck().get()).toBe('pending')
    expect(t.deps.clock.now()).toBe(T0)
    // The browser's own pages: same-origin, or an address typed by the user.
    const same = await t.request(checkout, form({ outcome: 'success' }, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }))
    expect(same.status).toBe(200)
    expect((await t.json('/__admin/clock', { ...attempts[3][1], headers: { 'content-type': 'application/json', origin: 'http://localhost' } })).status).toBe(200)
  })

  it('a text/plain (or form) body to a JSON endpoint → 415: the API, the password sign-in and /__admin/*', async () => {
    const cin = t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').pluck().get()
    const body = JSON.stringify({ orderName: 'x', paymentOption: 'credits', items: [{ type: 'company', number: cin }] })
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', FORM, 'multipart/form-data; boundary=x']) {
      const order = await t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, body, headers: { 'content-type': type } })
      expect(order.status).toBe(415)
      expect(order.body.code).toBe('UNSUPPORTED_MEDIA_TYPE')
      expect(
        (await t.json('/api/auth/session', { method: 'POST', body: '{"email":"alice@example.com","password":"alice-password"}', headers: { 'content-type': type } })).status,
      ).toBe(415)
      expect((await t.json('/__admin/clock', { method: 'POST', body: '{"advance_seconds":60}', headers: { 'content-type': type } })).status).toBe(415)
    }
    expect((await t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, body })).status).toBe(415) // no type at all
    expect(t.db.sqlite.prepare('SELECT count(*) FROM orders').pluck().get()).toBe(0)
    const json = await t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, body, headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(json.status).toBe(201)
  })
})

describe('password sign-in is limited and counted', () => {
  it('the 11th password sign-in from one address in 15 minutes → 429, the API and the console form together', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(t, '10.10.0.1')).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await consoleSignIn(t, '10.10.0.1')).status).toBe(303)
    const api = await signIn(t, '10.10.0.1')
    expect(api.status).toBe(429)
    expect(Number(api.headers.get('retry-after'))).toBeLessThanOrEqual(900)
    expect((await consoleSignIn(t, '10.10.0.1')).status).toBe(429)
    expect((await signIn(t, '10.10.0.2')).status).toBe(200)
  })

  it('20 wrong passwords (API and form) → the address is blocked at the next scan', async () => {
    const loose = makeTestApp({ db: t.db, config: { loginLimit: 100 } })
    for (let i = 0; i < 10; i++) expect((await signIn(loose, '10.11.0.1', 'wrong-password')).status).toBe(401)
    for (let i = 0; i < 10; i++) expect((await consoleSignIn(loose, '10.11.0.1', 'wrong-password')).status).toBe(401)
    expect(await healthFrom(loose, '10.11.0.1')).toBe(200)
    scan(loose)
    expect(await healthFrom(loose, '10.11.0.1')).toBe(403)
    expect(await healthFrom(loose, '10.11.0.2')).toBe(200)
  })
})

describe('rolling login and registration windows', () => {
  it('10 logins, an 11th 14 minutes later → 429; one 16 minutes after the first → 200 (not clock buckets)', async () => {
    t.deps.clock.advance(10 * MIN) // 10:10: a fixed 15-minute bucket would end at 10:15
    const login = () => t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.12.0.1') })
    for (let i = 0; i < 10; i++) expect((await login()).status).toBe(200)
    t.deps.clock.advance(14 * MIN)
    const refused = await login()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBe(60) // the first login leaves the window at 10:25
    t.deps.clock.advance(2 * MIN)
    expect((await login()).status).toBe(200)
  })

  it('20 logins in 15 seconds across a quarter hour: only 10 pass', async () => {
    t.deps.clock.set(Date.parse('2026-11-20T10:14:55Z'))
    const login = () => t.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: from('10.12.0.2') })
    for (let i = 0; i < 10; i++) expect((await login()).status).toBe(200)
    t.deps.clock.advance(10_000)
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await login()).status)
    expect(statuses).toEqual(Array(10).fill(429))
  })

  it('registrations: 3 in the last hour, wherever the hour boundary falls', async () => {
    t.deps.clock.set(Date.parse('2026-11-20T10:59:00Z'))
    const reg = (i: number) =>
      t.request('/api/auth/register', { method: 'POST', json: { name: 'N', email: `roll${i}@example.com`, password: 'password-1' }, headers: from('10.12.0.3') })
    for (let i = 0; i < 3; i++) expect((await reg(i)).status).toBe(201)
    t.deps.clock.advance(2 * MIN) // 11:01: a new fixed bucket, the same rolling hour
    expect((await reg(3)).status).toBe(429)
    t.deps.clock.advance(59 * MIN)
    expect((await reg(4)).status).toBe(201)
  })
})

describe('fair bans', () => {
  it('30 requests without credentials → 401 each, no failure counted, no block', async () => {
    for (let i = 0; i < 30; i++) expect((await t.request('/api/users/me', { headers: from('10.20.0.1') })).status).toBe(401)
    expect(t.db.sqlite.prepare("SELECT count(*) FROM auth_failures WHERE ip = '10.20.0.1'").pluck().get()).toBe(0)
    scan(t)
    expect(await healthFrom(t, '10.20.0.1')).toBe(200)
  })

  it('a /.env probe from 127.0.0.1 → 403 for that request, no ban; the block is listed; --ban-loopback bans', async () => {
    const probe = await t.json('/.env', { headers: from('127.0.0.1') })
    expect(probe.status).toBe(403)
    expect(await healthFrom(t, '127.0.0.1')).toBe(200)
    expect(await healthFrom(t, '::1')).toBe(200)
    const listed = await t.json('/admin/security/blocked-ips', { token: u.root.token, headers: from('127.0.0.1') })
    expect(listed.body.data).toEqual([expect.objectContaining({ ip: '127.0.0.1', source: 'malicious', reason: expect.stringContaining('--ban-loopback') })])
    const strict = makeTestApp({ db: t.db, config: { banLoopback: true } })
    expect(await healthFrom(strict, '127.0.0.1')).toBe(403)
    // Manual blocks apply to loopback without the flag.
    await t.json('/admin/security/block-ip', { method: 'POST', token: u.root.token, json: { ip: '::1' } })
    expect(await healthFrom(t, '::1')).toBe(403)
  })

  it('failed logins from loopback: listed by the scan, enforced only with --ban-loopback', async () => {
    const loose = makeTestApp({ db: t.db, config: { loginLimit: 100 } })
    for (let i = 0; i < 20; i++) await loose.request('/api/auth/login', { method: 'POST', json: { api_key: 'fsk_wrong' }, headers: from('127.0.0.1') })
    scan(loose)
    expect(await healthFrom(loose, '127.0.0.1')).toBe(200)
    expect(t.db.sqlite.prepare("SELECT source FROM blocked_ips WHERE ip = '127.0.0.1'").pluck().get()).toBe('failed_auth')
    expect(await healthFrom(makeTestApp({ db: t.db, config: { banLoopback: true } }), '127.0.0.1')).toBe(403)
  })

  it('a garbage X-Forwarded-For never reaches the tables, and a bad row left by an older firmbase cannot stop later bans', async () => {
    const proxied = makeTestApp({ db: t.db, config: { trustProxy: true, loginLimit: 100 } })
    for (const xff of ['!', "' OR 1=1", '999.1.1.1', '']) {
      await proxied.request('/api/users/me', { token: 'garbage', headers: from('10.30.0.9', { 'x-forwarded-for': xff }) })
    }
    expect(t.db.sqlite.prepare('SELECT ip FROM auth_failures').pluck().all()).toEqual(['10.30.0.9']) // the socket's address instead
    t.db.sqlite.prepare("INSERT INTO auth_failures (ip, window_start, count) VALUES ('!', ?, 50)").run(new Date(T0).toISOString())
    for (let i = 0; i < 20; i++) await proxied.request('/api/users/me', { token: 'garbage', headers: from('10.30.0.9', { 'x-forwarded-for': '10.30.0.1' }) })
    const logged: string[] = []
    t.deps.clock.advance(15 * MIN)
    const blocks = scanFailedAuth(t.db, t.deps.clock, (msg) => logged.push(msg))
    expect(blocks.map((b) => b.ip)).toContain('10.30.0.1')
    expect(logged).toEqual([expect.stringContaining('"!"')])
    expect(t.db.sqlite.prepare("SELECT count(*) FROM auth_failures WHERE ip = '!'").pluck().get()).toBe(0)
    expect((await proxied.request('/healthz', { headers: from('10.30.0.9', { 'x-forwarded-for': '10.30.0.1' }) })).status).toBe(403)
    expect(await healthFrom(t, '10.30.0.9')).toBe(200)
  })
})

describe('one canonical address form', () => {
  it.each([
    ['::ffff:10.40.0.1', '10.40.0.1'],
    ['::FFFF:0a28:0002', '10.40.0.2'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    [' 10.40.0.3 ', '10.40.0.3'],
    ['010.40.0.3', null],
    ['!', null],
  ])('%s → %s', (text, want) => expect(canonicalIp(text)).toBe(want))

  it('blocks, the admin API and the failure counts use it: a mapped or long-form address cannot escape a block', async () => {
    const admin = (path: string, ip: string) => t.json(path, { method: 'POST', token: u.root.token, json: { ip } })
    expect((await admin('/admin/security/block-ip', '10.40.0.1')).body.data.ip).toBe('10.40.0.1')
    expect(await healthFrom(t, '::ffff:10.40.0.1')).toBe(403)
    expect((await admin('/admin/security/block-ip', '2001:DB8:0:0:0:0:0:1')).body.data.ip).toBe('2001:db8::1')
    expect(await healthFrom(t, '2001:db8::1')).toBe(403)
    expect(await healthFrom(t, '2001:0db8:0000::0001')).toBe(403)
    expect((await admin('/admin/security/unblock-ip', '::ffff:10.40.0.1')).status).toBe(200)
    expect(await healthFrom(t, '10.40.0.1')).toBe(200)
    await t.request('/api/users/me', { token: 'garbage', headers: from('::ffff:10.40.0.7') })
    expect(t.db.sqlite.prepare('SELECT ip FROM auth_failures').pluck().all()).toEqual(['10.40.0.7'])
  })

  it('a blocked address is refused before a malformed percent-encoding is looked at', async () => {
    await t.json('/admin/security/block-ip', { method: 'POST', token: u.root.token, json: { ip: '10.41.0.1' } })
    for (const path of ['/%zz', '/api/watchlist/%E0%A4%A', '/checkout/%']) {
      expect((await t.json(path, { headers: from('10.41.0.1') })).body.code).toBe('IP_BLOCKED')
      expect((await t.json(path, { headers: from('10.41.0.2') })).status).toBe(400)
    }
  })
})

describe('linear-time globs', () => {
  const stars = `/${'*'.repeat(40)}x`
  const path = `/${'a'.repeat(59)}` // 60 characters, no match: the case that backtracks

  // A backtracking matcher needs hours for this; a linear one microseconds. The bound only has to
  // tell the two apart, with room for a CI machine busy with other suites (10 ms flaked under load).
  const BOUND_MS = 1000
  it('40 `*` against a 60-character path: far below a second, as a fault and as a request-log filter', async () => {
    const began = performance.now()
    expect(globMatcher(stars)(path)).toBe(false)
    expect(performance.now() - began).toBeLessThan(BOUND_MS)
    expect((await t.json('/__admin/faults', { method: 'POST', json: { path: stars, status: 503 } })).status).toBe(201)
    const request = performance.now()
    expect((await t.request(path)).status).toBe(404)
    expect(performance.now() - request).toBeLessThan(BOUND_MS)
    const filter = performance.now()
    expect((await t.json(`/__admin/requests?path=${encodeURIComponent(stars)}`)).body.data).toEqual([])
    expect(performance.now() - filter).toBeLessThan(BOUND_MS)
  })

  it.each([
    ['/api/orders/*', '/api/orders/normal', true],
    ['/api/orders/*', '/api/orders/a/b', false],
    ['/api/**', '/api/a/b/c', true],
    ['/a?c', '/abc', true],
    ['/a?c', '/a/c', false],
    ['/api/*/details', '/api/company/details', true],
    ['/a.b', '/axb', false],
    ['/x', '/xy', false],
  ])('%s matches %s: %s', (glob, p, want) => expect(globMatcher(glob)(p)).toBe(want))
})

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })

  it('off by default: OPTIONS on an API path → 204 with Allow and no CORS headers', async () => {
    const res = await preflight(t, 'https://app.example')
    expect(res.status).toBe(204)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await t.request('/api/nope', { method: 'OPTIONS' })).status).toBe(404)
  })

  it('--cors-origin https://app.example answers the preflight of POST /api/auth/login, and the response is readable', async () => {
    const cors = makeTestApp({ db: t.db, config: { corsOrigins: ['https://app.example'] } })
    const res = await preflight(cors, 'https://app.example')
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    const login = await cors.request('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey }, headers: { origin: 'https://app.example' } })
    expect(login.status).toBe(200)
    expect(login.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(login.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining')
    const other = await preflight(cors, 'https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    // The console is never offered cross-origin.
    const page = await cors.request('/console/login', { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } })
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    const any = makeTestApp({ db: t.db, config: { corsOrigins: ['*'] } })
    expect((await preflight(any, 'https://whoever.example')).headers.get('access-control-allow-origin')).toBe('*')
  })

  // What h3's appendCorsHeaders / appendCorsPreflightHeaders would do otherwise (src/http/cors.ts).
  it('only a request with an allowed Origin is answered; a refused preflight is granted nothing', async () => {
    const cors = makeTestApp({ db: t.db, config: { corsOrigins: ['https://app.example'] } })
    const bare = await cors.request('/api/users/me')
    expect(bare.headers.get('vary')).toBe('Origin')
    expect(bare.headers.get('access-control-allow-origin')).toBeNull()
    const refused = await preflight(cors, 'https://evil.example')
    expect([...refused.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([])
    // An error is readable too.
    const denied = await cors.request('/api/users/me', { headers: { origin: 'https://app.example' } })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const asked = await cors.request('/api/auth/login', { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } })
    expect(asked.headers.get('access-control-allow-headers')).toBe('authorization, content-type, idempotency-key')
    expect(asked.headers.get('access-control-max-age')).toBe('600')
    const any = makeTestApp({ db: t.db, config: { corsOrigins: ['*'] } })
    const noOrigin = await any.request('/api/users/me')
    expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull()
    expect(noOrigin.headers.get('vary')).toBeNull()
  })
})

describe('Host, checkout_url and the cookie', () => {
  it('any other Host name → 403 (DNS rebinding); IP literals, localhost, --allowed-host and --public-url pass', async () => {
    const host = (app: TestApp, h: string) => app.json('/healthz', { headers: { host: h } })
    const refused = await host(t, 'attacker.example:8080')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('HOST_NOT_ALLOWED')
    for (const h of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080', '192.168.1.20', 'app.localhost']) expect((await host(t, h)).status).toBe(200)
    const proxied = makeTestApp({ db: t.db, config: { allowedHosts: ['box.lan'], publicUrl: 'https://firmbase.example' } })
    expect((await host(proxied, 'box.lan:8080')).status).toBe(200)
    expect((await host(proxied, 'firmbase.example')).status).toBe(200)
    expect((await host(proxied, 'attacker.example')).status).toBe(403)
  })

  it('checkout_url comes from the configuration, not from the request Host', async () => {
    const cin = t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').pluck().get()
    const order = (app: TestApp) =>
      app.json('/api/orders/normal', {
        method: 'POST',
        token: u.alice.token,
        json: { orderName: 'x', paymentOption: 'cashfree', items: [{ type: 'company', number: cin }] },
        headers: { host: '10.0.0.66:1234' },
      })
    expect((await order(t)).body.payment.checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/checkout\//)
    const proxied = makeTestApp({ db: t.db, config: { publicUrl: 'https://firmbase.example/' } })
    expect((await order(proxied)).body.payment.checkout_url).toMatch(/^https:\/\/firmbase\.example\/checkout\//)
  })

  it('the console cookie is Secure over https or on a loopback host, not over http on a LAN address', async () => {
    const cookie = async (url: string) =>
      (
        await t.request(url, { method: 'POST', json: { email: 'alice@example.com', password: 'alice-password' }, headers: from(`10.50.0.${Math.floor(Math.random() * 200)}`) })
      ).headers.get('set-cookie')!
    expect(await cookie('http://192.168.1.20:8080/api/auth/session')).not.toMatch(/Secure/i)
    expect(await cookie('http://127.0.0.1:8080/api/auth/session')).toMatch(/; Secure/i)
    expect(await cookie('http://localhost:8080/api/auth/session')).toMatch(/; Secure/i)
    expect(await cookie('https://192.168.1.20/api/auth/session')).toMatch(/; Secure/i)
  })
})

describe('password sign-in edge', () => {
  it('a user without a password cannot sign in with any password', async () => {
    createUser(t.db, t.deps.clock, { name: 'Nopass', email: 'nopass@example.com' })
    const res = await t.json('/api/auth/session', { method: 'POST', json: { email: 'nopass@example.com', password: '' }, headers: from('10.60.0.1') })
    expect(res.status).toBe(401)
  })
})
