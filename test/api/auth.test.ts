import bcrypt from 'bcryptjs'
import { SignJWT, UnsecuredJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { getSetting } from '../../src/db/settings.ts'
import { makeTestApp, T0, withUsers, type TestApp } from '../_setup.ts'
import { createApiKey, createUser, listApiKeys, revokeApiKey, setUserStatus } from '../../src/core/accounts/users.ts'
import type { createFixedClock } from '../../src/clock.ts'
import { bodyOf } from '../_openapi.ts'

let t: TestApp
let u: Awaited<ReturnType<typeof withUsers>>
beforeEach(async () => {
  t = makeTestApp()
  u = await withUsers(t)
})

const me = (token: string) => t.json('/api/users/me', { token })
const login = (api_key: unknown) => t.json('/api/auth/login', { method: 'POST', json: { api_key } })

describe('login', () => {
  it('exchanges a key for bearer tokens', async () => {
    const res = await login(u.alice.apiKey)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, user: { name: 'Alice', userId: u.alice.userId }, token: { token_type: 'bearer' } })
    const [header, payload] = res.body.token.access_token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()))
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' })
    expect(payload.exp - payload.iat).toBe(3600)
    expect(payload).toMatchObject({ sub: u.alice.userId, iss: 'firmbase', role: 'user' })
  })

  it('records last_used_at, stores only the hash', async () => {
    const row = t.db.sqlite.prepare('SELECT key_hash, last_used_at FROM api_keys WHERE user_id = ?').get(u.alice.userId) as { key_hash: string; last_used_at: string }
    expect(row.last_used_at).not.toBeNull()
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/)
    const dump = JSON.stringify(t.db.sqlite.prepare('SELECT * FROM api_keys').all())
    expect(dump).not.toContain(u.alice.apiKey)
  })

  it.each([
    ['wrong key', 'fsk_' + 'x'.repeat(40), 401, 'INVALID_API_KEY'],
    ['malformed key (no prefix)', 'abc', 401, 'INVALID_API_KEY'],
    ['missing key (the docs: 400 "Invalid request body or missing API key")', undefined, 400, 'BAD_REQUEST'],
    ['key of wrong type', 42, 400, 'BAD_REQUEST'],
  ])('%s → %s', async (_name, key, status, code) => {
    const res = await login(key)
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
  })

  it('wrong and malformed keys get the same message', async () => {
    expect((await login('abc')).body.detail).toBe((await login('fsk_nope')).body.detail)
  })

  it('bad JSON → 400, non-object → 400, 2 MiB → 413', async () => {
    expect((await t.json('/api/auth/login', { method: 'POST', body: '{"api_key":', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await t.json('/api/auth/login', { method: 'POST', json: [1, 2] })).body.code).toBe('BODY_NOT_OBJECT')
    const big = await t.json('/api/auth/login', { method: 'POST', body: JSON.stringify({ api_key: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } })
    expect(big.status).toBe(413)
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('a revoked key is refused at the next login, though the last login read its row', async () => {
    expect((await login(u.bob.apiKey)).status).toBe(200)
    revokeApiKey(t.db, t.deps.clock, listApiKeys(t.db, u.bob.userId)[0].id)
    expect(await login(u.bob.apiKey)).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } })
  })

  it('session ids sort by creation time, so their index grows at one end', async () => {
    const clock = t.deps.clock as ReturnType<typeof createFixedClock>
    const sids: string[] = []
    for (const at of [T0, T0 + 1, T0 + 60_000, T0 + 86_400_000]) {
      clock.set(at)
      const token = (await login(u.bob.apiKey)).body.token.access_token as string
      sids.push(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid)
    }
    expect(sids.every((sid) => /^ses_[0-9a-z]{9}[0-9A-Za-z]{16}$/.test(sid))).toBe(true)
    expect([...sids].sort()).toEqual(sids)
  })

  it('suspended user → 403', async () => {
    await t.json(`/admin/users/${u.alice.userId}/suspend`, { method: 'POST', token: u.root.token })
    const res = await login(u.alice.apiKey)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('ACCOUNT_SUSPENDED')
  })
})

describe('tokens', () => {
  it('a valid token reads /api/users/me and its alias', async () => {
    for (const path of ['/api/users/me', '/api/auth/me']) {
      const res = await t.json(path, { token: u.alice.token })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ userId: u.alice.userId, id: u.alice.userId, email: 'alice@example.com', role: 'user', plan: 'premium', credits: 1000 })
      expect(res.body.data.features).toContain('Recent_GST')
      expect(JSON.stringify(res.body)).not.toMatch(/hash|\$2[aby]\$/)
    }
  })

  it('refresh gives a new working access token', async () => {
    const res = await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: u.alice.refresh } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, token: { token_type: 'bearer', expires_in: 3600 } })
    expect((await me(res.body.token.access_token)).status).toBe(200)
  })

  it('token type confusion → 401 both ways', async () => {
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: u.alice.token } })).status).toBe(401)
    expect((await me(u.alice.refresh)).status).toBe(401)
  })

  it('logout revokes the access token and the refresh token, and it survives a restart', async () => {
    expect((await t.json('/api/auth/logout', { method: 'POST', token: u.alice.token })).status).toBe(200)
    expect((await me(u.alice.token)).status).toBe(401)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: u.alice.refresh } })).status).toBe(401)
    const restarted = makeTestApp({ db: t.db })
    expect((await restarted.json('/api/users/me', { token: u.alice.token })).status).toBe(401)
    expect((await restarted.json('/api/users/me', { token: u.bob.token })).status).toBe(200)
  })

  it('expires after one hour of the injected clock', async () => {
    t.deps.clock.advance(3599_000)
    expect((await me(u.alice.token)).status).toBe(200)
    t.deps.clock.advance(2_000)
    expect((await me(u.alice.token)).status).toBe(401)
  })

  it.each([
    ['tampered signature', (tok: string) => tok.slice(0, -2) + (tok.endsWith('A') ? 'BB' : 'AA')],
    ['garbage', () => 'not.a.jwt'],
    ['empty', () => ''],
  ])('%s → 401', async (_n, mutate) => {
    const res = await t.json('/api/users/me', { headers: { authorization: `Bearer ${mutate(u.alice.token)}` } })
    expect(res.status).toBe(401)
  })

  it('alg none and HS512 with the right secret → 401', async () => {
    const secret = new TextEncoder().encode(getSetting(t.db, 'jwt_access_secret')!)
    const claims = JSON.parse(Buffer.from(u.alice.token.split('.')[1], 'base64url').toString())
    const none = new UnsecuredJWT(claims).encode()
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' }).sign(secret)
    const hs256 = await new SignJWT({ ...claims, jti: 'other' }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(secret)
    expect((await me(none)).status).toBe(401)
    expect((await me(hs512)).status).toBe(401)
    expect((await me(hs256)).status).toBe(200) // control: the same claims, correctly signed, pass
  })

  it('without a token → 401', async () => {
    expect((await t.json('/api/users/me')).body.code).toBe('UNAUTHORIZED')
  })

  it('secrets are generated once, distinct and kept in the database', () => {
    const a = getSetting(t.db, 'jwt_access_secret')
    const r = getSetting(t.db, 'jwt_refresh_secret')
    expect(a && r && a !== r && Buffer.from(a, 'base64url').length >= 32).toBe(true)
  })
})

describe('registration', () => {
  it('creates a user and a working key; duplicate email → 422', async () => {
    const res = await t.json('/api/auth/register', { method: 'POST', json: { name: 'Carol', email: 'carol@example.com', password: 'long-enough' } })
    expect(res.status).toBe(201)
    expect(res.body.api_key).toMatch(/^fsk_[0-9A-Za-z]{40}$/)
    expect((await login(res.body.api_key)).status).toBe(200)
    const dup = await t.json('/api/auth/register', { method: 'POST', json: { name: 'C', email: 'carol@example.com', password: 'long-enough' } })
    expect(dup.status).toBe(422)
    expect(dup.body.detail).toMatch(/email/)
  })

  it('short password → 422 naming the field', async () => {
    const res = await t.json('/api/auth/register', { method: 'POST', json: { name: 'D', email: 'd@example.com', password: 'short' } })
    expect(res.status).toBe(422)
    expect(res.body.errors[0].field).toBe('password')
  })
})

describe('suspension and roles', () => {
  it('admin routes with a user token → 403', async () => {
    const res = await t.json(`/admin/users/${u.bob.userId}/suspend`, { method: 'POST', token: u.alice.token })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('FORBIDDEN')
  })

  it('suspend → tokens 403; unsuspend → old tokens 401, fresh login works', async () => {
    const s = await t.json(`/admin/users/${u.alice.userId}/suspend`, { method: 'POST', token: u.root.token, json: { reason: 'abuse' } })
    expect(s.body).toMatchObject({ success: true, user: { userId: u.alice.userId, status: 'suspended' } })
    expect((await me(u.alice.token)).status).toBe(403)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: u.alice.refresh } })).status).toBe(403)
    expect((await t.json('/api/users/me/account', { method: 'DELETE', token: u.alice.token })).status).toBe(403)
    await t.json(`/admin/users/${u.alice.userId}/unsuspend`, { method: 'POST', token: u.root.token })
    expect((await me(u.alice.token)).status).toBe(401)
    const again = await login(u.alice.apiKey)
    expect((await me(again.body.token.access_token)).status).toBe(200)
  })

  it('unknown user → 404', async () => {
    expect((await t.json('/admin/users/usr_nobody/suspend', { method: 'POST', token: u.root.token })).status).toBe(404)
  })

  it('a demoted admin loses admin rights on the next request', async () => {
    t.db.sqlite.prepare("UPDATE users SET role = 'user' WHERE id = ?").run(u.root.userId)
    t.db.touch() // what the CLI's separate connection does implicitly (data_version)
    expect((await t.json(`/admin/users/${u.bob.userId}/suspend`, { method: 'POST', token: u.root.token })).status).toBe(403)
  })
})

describe('account deletion', () => {
  it('deletes every personal row, keeps anonymised orders and subscriptions; token and key stop working', async () => {
    const now = new Date().toISOString()
    t.db.sqlite
      .prepare("INSERT INTO orders VALUES ('ord_1', ?, 'Mine', 'credits', 10, 1, 'completed', 'paid', NULL, 'Alice', 'alice@example.com', ?, ?)")
      .run(u.alice.userId, now, now)
    t.db.sqlite.prepare("INSERT INTO screeners VALUES ('scr_1', ?, 'mine', 'company', 'State == ''Goa''', NULL, ?, ?)").run(u.alice.userId, now, now)
    t.db.sqlite.prepare("INSERT INTO watchlists VALUES ('wl_1', ?, 'mine', 'company', ?)").run(u.alice.userId, now)
    t.db.sqlite.prepare("INSERT INTO usage_counters VALUES (?, 'details', '2026-11-20', 3)").run(u.alice.userId)

    const res = await t.json('/api/users/me/account', { method: 'DELETE', token: u.alice.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), request_id: expect.any(String) })

    for (const table of ['users', 'api_keys', 'sessions', 'watchlists', 'screeners', 'credit_ledger', 'usage_counters', 'offer_activations']) {
      const col = table === 'users' ? 'id' : table === 'screeners' ? 'owner_id' : 'user_id'
      expect(t.db.sqlite.prepare(`SELECT count(*) n FROM ${table} WHERE ${col} = ?`).get(u.alice.userId), table).toEqual({ n: 0 })
    }
    expect(t.db.sqlite.prepare("SELECT user_id, customer_name, customer_email FROM orders WHERE id = 'ord_1'").get()).toEqual({
      user_id: null,
      customer_name: null,
      customer_email: null,
    })
    expect((t.db.sqlite.prepare('SELECT count(*) n FROM subscriptions WHERE user_id IS NULL').get() as { n: number }).n).toBe(1)
    expect(JSON.stringify(t.db.sqlite.prepare('SELECT * FROM orders').all())).not.toContain('alice')
    expect((await me(u.alice.token)).status).toBe(401)
    expect((await login(u.alice.apiKey)).status).toBe(401)
    expect((await me(u.bob.token)).status).toBe(200)
  })
})

describe('browser sessions', () => {
  it('email + password sets an HttpOnly Secure SameSite=Lax 24 h cookie that opens the console only', async () => {
    const res = await t.request('/api/auth/session', { method: 'POST', json: { email: 'alice@example.com', password: 'alice-password' } })
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^firmbase_session=/)
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=86400']) expect(cookie).toContain(attr)
    const value = cookie.split(';')[0]
    expect((await t.request('/console', { headers: { cookie: value } })).status).toBe(200)
    // The developer API takes Bearer tokens only (contract §13): a browser session is no credential there.
    expect((await t.json('/api/users/me', { headers: { cookie: value } })).status).toBe(401)
    t.deps.clock.advance(86_401_000)
    // A cookie that no longer opens a session is a 401 that clears it and links to the login form.
    const expired = await t.request('/console', { headers: { cookie: value } })
    expect(expired.status).toBe(401)
    expect(expired.headers.get('set-cookie')).toMatch(/^firmbase_session=;/)
    expect(await expired.text()).toContain('href="/console/login"')
  })

  it('an API session id is never a console session', async () => {
    const { payload } = await import('jose').then((j) => ({ payload: j.decodeJwt(u.alice.token) }))
    const res = await t.request('/console', { headers: { cookie: `firmbase_session=${payload.sid}` } })
    expect(res.status).toBe(401)
  })

  it('wrong password → 401', async () => {
    expect((await t.json('/api/auth/session', { method: 'POST', json: { email: 'alice@example.com', password: 'nope-nope' } })).status).toBe(401)
  })
})

describe('subscriptions and offers', () => {
  it('lists the subscription and active offers', async () => {
    const subs = await t.json('/api/subscriptions/status', { token: u.alice.token })
    expect(subs.body.subscriptions).toEqual([expect.objectContaining({ plan: 'premium', status: 'active', features: expect.arrayContaining(['Recent_COMP']) })])
    const offers = await t.json('/api/offers/my-active', { token: u.alice.token })
    expect(offers.body).toEqual([])
  })
})

describe('ending API sessions', () => {
  it('POST /api/auth/logout-all ends every API session of the caller: each key’s access and refresh tokens', async () => {
    const dave = createUser(t.db, t.deps.clock, { name: 'Dave', email: 'dave@example.com' })
    const other = createApiKey(t.db, t.deps.clock, dave.userId)
    const open = async (key: string) => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).body.token
    const [a, b] = [await open(dave.apiKey), await open(other.apiKey)]
    const res = await t.json('/api/auth/logout-all', { method: 'POST', token: a.access_token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, ended: 2 })
    for (const token of [a.access_token, b.access_token]) expect((await t.json('/api/users/me', { token })).status).toBe(401)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: b.refresh_token } })).status).toBe(401)
    // Other users' sessions are untouched; the keys themselves still log in.
    expect((await t.json('/api/users/me', { token: u.bob.token })).status).toBe(200)
    expect((await t.json('/api/users/me', { token: (await open(other.apiKey)).access_token })).status).toBe(200)
  })

  it('revoking a key ends the sessions it opened, and only those', async () => {
    const erin = createUser(t.db, t.deps.clock, { name: 'Erin', email: 'erin@example.com' })
    const spare = createApiKey(t.db, t.deps.clock, erin.userId)
    const open = async (key: string) => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).body.token
    const [leaked, kept] = [await open(erin.apiKey), await open(spare.apiKey)]
    revokeApiKey(t.db, t.deps.clock, listApiKeys(t.db, erin.userId).find((k) => k.prefix === erin.apiKey.slice(0, 8))!.id)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: leaked.refresh_token } })).status).toBe(401)
    expect((await t.json('/api/users/me', { token: leaked.access_token })).status).toBe(401)
    expect((await t.json('/api/users/me', { token: kept.access_token })).status).toBe(200)
  })
})

describe('an admin cannot lock the server out of administration', () => {
  it('suspending oneself → 409 OWN_ACCOUNT, and the admin keeps working', async () => {
    const res = await t.json(`/admin/users/${u.root.userId}/suspend`, { method: 'POST', token: u.root.token })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('OWN_ACCOUNT')
    expect((await me(u.root.token)).status).toBe(200)
  })

  it('the last active admin cannot be suspended (CLI included) or delete their account; with a second admin both work', async () => {
    expect(() => setUserStatus(t.db, t.deps.clock, u.root.userId, 'suspended')).toThrow(expect.objectContaining({ code: 'LAST_ADMIN' }))
    const deleted = await t.json('/api/users/me/account', { method: 'DELETE', token: u.root.token })
    expect(deleted.status).toBe(409)
    expect(deleted.body.code).toBe('LAST_ADMIN')
    expect((await me(u.root.token)).status).toBe(200)
    const second = createUser(t.db, t.deps.clock, { name: 'Second', email: 'second@example.com', role: 'admin' })
    const token = (await login(second.apiKey)).body.token.access_token
    expect((await t.json(`/admin/users/${u.root.userId}/suspend`, { method: 'POST', token })).status).toBe(200)
    // Now `second` is the last active admin: root (suspended) cannot be the one to leave it alone.
    expect((await t.json('/api/users/me/account', { method: 'DELETE', token })).body.code).toBe('LAST_ADMIN')
  })
})

describe('passwords: every character counts, up to 256', () => {
  const register = (email: string, password: string) => t.json('/api/auth/register', { method: 'POST', json: { name: 'Long', email, password } })
  const signIn = (email: string, password: string) => t.json('/api/auth/session', { method: 'POST', json: { email, password } })

  it("a password past bcrypt's 72 bytes is checked whole (it is reduced to its SHA-256 first)", async () => {
    const long = `${'é'.repeat(100)}A` // 201 bytes: bcrypt alone would read the first 72
    expect((await register('long@example.com', long)).status).toBe(201)
    expect((await signIn('long@example.com', long)).status).toBe(200)
    expect((await signIn('long@example.com', `${'é'.repeat(100)}B`)).status).toBe(401)
  })

  it('the document and the check say the same: 8 to 256 characters (code points)', async () => {
    const doc = (await t.json('/openapi.json')).body
    const schema = bodyOf(doc, '/api/auth/register', 'post').properties.password
    expect(schema).toMatchObject({ minLength: 8, maxLength: 256 })
    expect((await register('max@example.com', '😀'.repeat(256))).status).toBe(201) // 256 code points, 512 UTF-16 units
    const over = await register('over@example.com', 'x'.repeat(257))
    expect(over.status).toBe(422)
    expect(over.body.errors[0]).toMatchObject({ field: 'password', message: 'must be at most 256 characters' })
    expect(() => createUser(t.db, t.deps.clock, { name: 'Cli', email: 'cli@example.com', password: 'x'.repeat(257) })).toThrow(/256 characters/)
  })

  it('a hash made before (bcrypt of the password itself) still signs in', async () => {
    const created = createUser(t.db, t.deps.clock, { name: 'Old', email: 'old@example.com', passwordHash: bcrypt.hashSync('an older password', 4) })
    expect(created.userId).toMatch(/^usr_/)
    expect((await signIn('old@example.com', 'an older password')).status).toBe(200)
    expect((await signIn('old@example.com', 'an older passwore')).status).toBe(401)
  })
})

describe('an API key sent where a token belongs', () => {
  it('says that it is an API key and how to exchange it', async () => {
    const res = await me(u.bob.apiKey)
    expect(res.status).toBe(401)
    expect(res.body.detail).toContain('That is an API key')
    expect(res.body.detail).toContain('POST /api/auth/login')
  })
})
