// The web console: login with email and password, pages on the session cookie, CSRF-protected forms.
import { describe, expect, it } from 'vitest'
import { useApp } from '../_scenario.ts'
import { createApiKey, createUser, listApiKeys } from '../../src/core/accounts/users.ts'

// More logins than the default 10 per 15 minutes per address: the key and session tests log in often.
const { t, u } = useApp({ config: { loginLimit: 100 } })

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** Logs in through the form; returns the cookie and a fetcher that sends it. */
let logins = 0
async function login(email: string, password: string) {
  // Each from its own address: logins are limited to 10 per 15 minutes per address.
  const res = await t.request('/console/login', {
    ...form({ email, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-remote-address': `10.0.1.${++logins}` },
  })
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe('/console')
  const setCookie = res.headers.get('set-cookie')!
  expect(setCookie).toMatch(/firmbase_session=.+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax/i)
  const cookie = setCookie.split(';')[0]
  const get = async (path: string, init: RequestInit = {}) => {
    const r = await t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } })
    return { status: r.status, headers: r.headers, text: await r.text() }
  }
  const csrf = async (path = '/console') => /name="csrf" value="([^"]+)"/.exec((await get(path)).text)![1]
  return { cookie, get, csrf }
}

describe('web console', () => {
  it('sends visitors without a session to the login page; a wrong password stays there with a message', async () => {
    const res = await t.request('/console')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/console/login')
    const page = await t.request('/console/login')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(await page.text()).toContain('<form method="post" action="/console/login">')
    const wrong = await t.request('/console/login', form({ email: 'alice@example.com', password: 'nope' }))
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(await wrong.text()).toContain('role="alert"')
  })

  it('shows the account: plan, features, credits, keys, subscriptions', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const page = await alice.get('/console/account')
    expect(page.status).toBe(200)
    for (const text of ['Alice', 'alice@example.com', u.alice.userId, 'Recent_COMP', '<span data-credits>1,000</span>', u.alice.apiKey.slice(0, 8), 'premium'])
      expect(page.text).toContain(text)
    expect(page.text).not.toContain(u.alice.apiKey) // keys are never shown again
  })

  it('creates an API key shown once, which logs in to the API; revokes it; another user’s key is not found', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const created = await alice.get('/console/keys', form({ csrf: await alice.csrf() }))
    expect(created.status).toBe(200)
    const key = /<code>(fsk_[A-Za-z0-9]{40})<\/code>/.exec(created.text)![1]
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).status).toBe(200)
    expect((await alice.get('/console')).text).not.toContain(key)
    const newest = listApiKeys(t.db, u.alice.userId).at(-1)!
    expect(newest.prefix).toBe(key.slice(0, 8))
    expect(created.text).toContain(`action="/console/keys/${newest.id}/revoke"`)
    const revoked = await alice.get(`/console/keys/${newest.id}/revoke`, form({ csrf: await alice.csrf() }))
    expect(revoked.status).toBe(303)
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).status).toBe(401)
    const bobs = listApiKeys(t.db, u.bob.userId)[0]
    expect((await alice.get(`/console/keys/${bobs.id}/revoke`, form({ csrf: await alice.csrf() }))).status).toBe(404)
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.bob.apiKey } })).status).toBe(200)
  })

  it('revoking a key on the keys page ends the sessions it opened: the leaked refresh and access tokens stop working', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const key = /<code>(fsk_[A-Za-z0-9]{40})<\/code>/.exec((await alice.get('/console/keys', form({ csrf: await alice.csrf() }))).text)![1]
    const leaked = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).body.token
    expect((await t.json('/api/users/me', { token: leaked.access_token })).status).toBe(200)
    const id = listApiKeys(t.db, u.alice.userId).at(-1)!.id
    expect((await alice.get(`/console/keys/${id}/revoke`, form({ csrf: await alice.csrf() }))).status).toBe(303)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: leaked.refresh_token } })).status).toBe(401)
    expect((await t.json('/api/users/me', { token: leaked.access_token })).status).toBe(401)
    // The sessions of the user's other keys go on.
    expect((await t.json('/api/users/me', { token: u.alice.token })).status).toBe(200)
  })

  it('“End all other sessions” ends every API session and every other console sign-in of the user, the page’s own kept', async () => {
    const carol = createUser(t.db, t.deps.clock, { name: 'Carol', email: 'carol@example.com', password: 'carol-password' })
    const open = async () => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: carol.apiKey } })).body.token
    const [first, second] = [await open(), await open()]
    // An intruder's console sign-in with the same password, on another browser.
    const intruder = await login('carol@example.com', 'carol-password')
    const carolConsole = await login('carol@example.com', 'carol-password')
    const listed = await carolConsole.get('/console/account')
    expect(listed.text).toContain('<h2>Sessions</h2>')
    expect(listed.text).toContain('This one')
    const page = await carolConsole.get('/console/sessions/end', form({ csrf: await carolConsole.csrf() }))
    expect(page.status).toBe(200)
    expect(page.text).toContain('3 session(s) ended')
    for (const token of [first.access_token, second.access_token]) expect((await t.json('/api/users/me', { token })).status).toBe(401)
    expect((await t.json('/api/auth/refresh-token', { method: 'POST', json: { refresh_token: second.refresh_token } })).status).toBe(401)
    expect((await intruder.get('/console')).status).toBe(401) // that cookie opens nothing any more (and is cleared)
    expect((await carolConsole.get('/console')).status).toBe(200)
    expect((await t.json('/api/users/me', { token: (await open()).access_token })).status).toBe(200)
  })

  it('revoking a key, or logout-all on the API, ends the other console sign-ins too (an intruder’s cookie could mint a new key)', async () => {
    const dave = createUser(t.db, t.deps.clock, { name: 'Dave', email: 'dave@example.com', password: 'dave-password' })
    const intruder = await login('dave@example.com', 'dave-password')
    const owner = await login('dave@example.com', 'dave-password')
    const keyId = listApiKeys(t.db, dave.userId)[0].id
    expect((await owner.get(`/console/keys/${keyId}/revoke`, form({ csrf: await owner.csrf() }))).status).toBe(303)
    expect((await intruder.get('/console')).status).toBe(401) // signed out: it cannot mint a new key
    expect((await owner.get('/console')).status).toBe(200)
    // From the API: logout-all ends every session, console ones included.
    const key = createApiKey(t.db, t.deps.clock, dave.userId).apiKey
    const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: key } })).body.token.access_token
    expect((await t.json('/api/auth/logout-all', { method: 'POST', token })).status).toBe(200)
    expect((await owner.get('/console')).status).toBe(401)
  })

  it('the selection form keeps the API’s 200-character limit on a new watchlist’s name', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
    const count = () => (t.db.sqlite.prepare('SELECT count(*) AS n FROM watchlists').get() as { n: number }).n
    const before = count()
    const post = (name: string) => alice.get('/console/selection', form({ csrf: 'x', type: 'company', action: 'watchlist', name, [`sel:${cin}`]: '1' }))
    const csrf = await alice.csrf('/console/search?type=company&query=')
    const long = await alice.get('/console/selection', form({ csrf, type: 'company', action: 'watchlist', name: 'n'.repeat(5000), [`sel:${cin}`]: '1' }))
    expect(long.status).toBe(422)
    expect(count()).toBe(before)
    expect((await post('ok')).status).toBe(403) // the stale-token control: the form is checked at all
    const ok = await alice.get('/console/selection', form({ csrf, type: 'company', action: 'watchlist', name: 'n'.repeat(200), [`sel:${cin}`]: '1' }))
    expect(ok.status).toBeLessThan(400)
    expect(count()).toBe(before + 1)
  })

  it('refuses form posts without the session’s CSRF token or from another origin', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    expect((await alice.get('/console/keys', form({}))).status).toBe(403)
    expect((await alice.get('/console/keys', form({ csrf: 'forged' }))).status).toBe(403)
    const csrf = await alice.csrf()
    const cross = await alice.get('/console/keys', { ...form({ csrf }), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } })
    expect(cross.status).toBe(403)
  })

  it('searches with FQL, pages, and shows FQL errors in the page', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const res = await alice.get(`/console/search?${new URLSearchParams({ type: 'company', query: "State == 'Kerala'" })}`)
    expect(res.status).toBe(200)
    const [{ n }] = t.db.sqlite.prepare("SELECT count(*) AS n FROM companies WHERE state = 'Kerala'").all() as { n: number }[]
    expect(res.text).toContain(`${n.toLocaleString('en-IN')} results, page 1 of ${Math.ceil(n / 25)}`)
    expect(res.text).toContain('<td>Kerala</td>')
    expect(res.text).toContain('>State == &#39;Kerala&#39;</textarea>')
    expect(res.text).toContain(
      '<th scope="col" aria-sort="none"><a href="/console/search?type=company&#38;query=State+%3D%3D+%27Kerala%27&#38;sort=paidUpCapital+asc&#38;page=1">Paid-up capital</a></th>',
    )
    // A page number that is not one is page 1, never an error.
    for (const p of ['1e308', '3.7', '-5', 'abc']) {
      const odd = await alice.get(`/console/search?${new URLSearchParams({ query: "State == 'Kerala'", page: p })}`)
      expect(odd.status, p).toBe(200)
      expect(odd.text).toContain(`${n.toLocaleString('en-IN')} results, page 1 of`)
    }
    const bad = await alice.get(`/console/search?${new URLSearchParams({ query: 'Stat == 1' })}`)
    expect(bad.status).toBe(200)
    expect(bad.text).toMatch(/role="alert"[^>]*>.*Unknown company field &#39;Stat&#39;/)
    // The caret under the column the error is at.
    const spaced = await alice.get(`/console/search?${new URLSearchParams({ query: "State == 'Kerala' AND Cty == 'Kochi'" })}`)
    expect(spaced.text).toContain(`<code>State == &#39;Kerala&#39; AND Cty == &#39;Kochi&#39;\n<span class="mark">${' '.repeat(22)}^</span></code>`)
  })

  it('lists watchlists and orders, escaping what users typed', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    await t.json('/api/watchlist', { method: 'POST', token: u.alice.token, json: { name: '<script>alert(1)</script>', type: 'company' } })
    const lists = await alice.get('/console/watchlists')
    expect(lists.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(lists.text).not.toContain('<script>')
    const cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
    await t.json('/api/orders/normal', {
      method: 'POST',
      token: u.alice.token,
      json: { orderName: 'Console order', paymentOption: 'cashfree', items: [{ type: 'company', number: cin }] },
    })
    const orders = await alice.get('/console/orders')
    expect(orders.text).toContain('Console order')
    expect(orders.text).toContain('Awaiting payment')
    const id = /href="\/console\/orders\/(ord_\w+)"/.exec(orders.text)![1]
    const order = await alice.get(`/console/orders/${id}`)
    expect(order.text).toMatch(/<a href="\/checkout\/cashfree_order_\w+" class="button">Pay ₹ [\d.,]+ on the cashfree checkout page<\/a>/)
  })

  it('admin pages: users and blocks for admins, suspend and unsuspend; 403 for others', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    expect((await alice.get('/console/admin')).status).toBe(403)
    t.db.sqlite.prepare("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'alice@example.com') WHERE email = 'root@example.com'").run()
    const root = await login('root@example.com', 'alice-password')
    const page = await root.get('/console/admin')
    expect(page.status).toBe(200)
    expect(page.text).toContain('bob@example.com')
    const suspended = await root.get(`/console/admin/users/${u.bob.userId}/suspend`, form({ csrf: await root.csrf('/console/admin') }))
    expect(suspended.status).toBe(303)
    expect((await t.json('/api/users/me', { token: u.bob.token })).status).toBe(403)
    await root.get(`/console/admin/users/${u.bob.userId}/unsuspend`, form({ csrf: await root.csrf('/console/admin') }))
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.bob.apiKey } })).status).toBe(200)
  })

  it('logs out: the cookie no longer opens a page', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const out = await alice.get('/console/logout', form({ csrf: await alice.csrf() }))
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/console/login')
    const after = await alice.get('/console')
    expect(after.status).toBe(401)
  })
})
