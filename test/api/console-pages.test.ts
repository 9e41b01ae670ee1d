// The console's pages beyond the journey of test/e2e/console.test.ts, in-process: detail pages,
// screeners edit/delete, watchlist members, account deletion's typed confirmation, admin quotas and
// blocks, test-mode controls, the HTML error page, and the formatting rules.
import { describe, expect, it } from 'vitest'
import { date, inr, label, num, show } from '../../src/http/console/format.ts'
import { registrySamples, useApp } from '../_scenario.ts'

const app = useApp({ testMode: true })
const { t, u } = app
const samples = registrySamples(app)

/** bob and root sign in with alice's password (the scenario gives only alice one). */
const samePassword = (email: string) =>
  t.db.sqlite.prepare("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'alice@example.com') WHERE email = ?").run(email)

let logins = 0
async function login(email: string, password: string) {
  const res = await t.request('/console/login', {
    method: 'POST',
    body: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-remote-address': `10.0.2.${++logins}` },
  })
  expect(res.status).toBe(303)
  const cookie = res.headers.get('set-cookie')!.split(';')[0]
  const get = async (path: string) => {
    const r = await t.request(path, { headers: { cookie } })
    return { status: r.status, headers: r.headers, text: await r.text() }
  }
  const post = async (path: string, fields: Record<string, string>, from = path) => {
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get(from)).text)![1]
    const r = await t.request(path, {
      method: 'POST',
      body: new URLSearchParams({ csrf, ...fields }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    return { status: r.status, location: r.headers.get('location'), text: await r.text() }
  }
  return { get, post }
}

describe('console formatting', () => {
  it('a GST turnover slab reads as its range: 0 is the first slab, not missing data', () => {
    expect(show('Turnover', 0)).toBe('Up to ₹ 40 lakh')
    expect(show('Turnover', 15_000_000)).toBe('₹ 1.5 crore – ₹ 5 crore')
    expect(show('Turnover', 5_000_000_000)).toBe('₹ 500 crore and above')
    expect(show('Turnover', null)).toBe('—')
  })

  it('rupees in lakh and crore, Indian grouping, readable dates, human labels', () => {
    expect(inr(1_250_000)).toBe('₹ 12.5 lakh')
    expect(inr(32_000_000)).toBe('₹ 3.2 crore')
    expect(inr(45_000)).toBe('₹ 45,000')
    expect(inr(2_500_000_000)).toBe('₹ 250 crore')
    expect(inr(null)).toBe('—')
    expect(num(1234567)).toBe('12,34,567')
    expect(date('2021-03-12')).toBe('12 Mar 2021')
    expect(date('2026-11-23T17:05:00.000Z', true)).toBe('23 Nov 2026, 17:05 UTC')
    expect(label('paidUpCapital')).toBe('Paid-up capital')
    expect(label('llpStatus')).toBe('Status')
  })
})

describe('console pages', () => {
  it('an LLP’s identifier is labelled LLPIN, a company’s CIN', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const llp = t.db.sqlite.prepare("SELECT cin FROM companies WHERE company_type = 'LLP' LIMIT 1").pluck().get() as string
    const llpPage = await alice.get(`/console/companies/${llp}`)
    expect(llpPage.text).toContain(`<dt>LLPIN</dt><dd>${llp}</dd>`)
    expect(llpPage.text).not.toContain('<dt>CIN</dt>')
    const company = await alice.get(`/console/companies/${samples.company.cin}`)
    expect(company.text).toContain(`<dt>CIN</dt><dd>${samples.company.cin}</dd>`)
  })

  it('company, director and GST detail pages link to each other; an unknown id is an HTML 404', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const company = await alice.get(`/console/companies/${samples.company.cin}`)
    expect(company.status).toBe(200)
    expect(company.text).toContain(`<h1>${samples.company.name.replace(/&/g, '&#38;').replace(/'/g, '&#39;')}</h1>`)
    expect(company.text).toMatch(/<a href="\/console\/directors\/\d{8}">/)
    expect(company.text).toMatch(/<a href="\/console\/gst\/\w{15}">/)
    const director = await alice.get(`/console/directors/${samples.director.din}`)
    expect(director.text.match(/<a href="\/console\/companies\//g)!.length).toBeGreaterThanOrEqual(2)
    const gst = await alice.get(`/console/gst/${samples.gst.gstin}`)
    expect(gst.status).toBe(200)
    expect(gst.text).toContain('<h2>HSN codes (goods)</h2>')
    expect(gst.text).toContain(`href="/console/companies/${samples.gst.cin}"`)
    const missing = await alice.get('/console/companies/U00000MH2000PTC000000')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/text\/html/)
    expect(missing.text).toContain('data-code="NOT_FOUND"')
  })

  it('screeners: save, a bad query marked at its column, edit, delete; built-ins cannot be deleted', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const bad = await alice.post('/console/screeners', { name: 'Bad', type: 'company', query: "State = 'Kerala'" }, '/console/screeners')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('class="caret"')
    const saved = await alice.post('/console/screeners', { name: 'Kerala', type: 'company', query: "State == 'Kerala'" }, '/console/screeners')
    expect(saved.status).toBe(303)
    const list = await alice.get('/console/screeners')
    const id = /href="\/console\/screeners\/(scr_\w+)"/.exec(list.text)![1]
    expect(list.text).toContain('href="/console/search?type=company&#38;query=State+%3D%3D+%27Kerala%27"')
    const edited = await alice.post(`/console/screeners/${id}`, { name: 'Kerala (edited)', type: 'company', query: "State == 'Kerala'" }, `/console/screeners/${id}`)
    expect(edited.status).toBe(303)
    expect((await alice.get('/console/screeners')).text).toContain('Kerala (edited)')
    expect((await alice.post(`/console/screeners/${id}/delete`, {}, '/console/screeners')).status).toBe(303)
    expect((await alice.get('/console/screeners')).text).not.toContain('Kerala (edited)')
    const builtin = t.db.sqlite.prepare('SELECT id FROM screeners WHERE owner_id IS NULL LIMIT 1').get() as { id: string } | undefined
    if (builtin) expect((await alice.post(`/console/screeners/${builtin.id}/delete`, {}, '/console/screeners')).status).toBe(403)
  })

  it('watchlists: create, add members, remove one, delete', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    const created = await alice.post('/console/watchlists', { name: 'Boards', type: 'director' }, '/console/watchlists')
    expect(created.status).toBe(303)
    const path = created.location!
    expect((await alice.get(path)).text).toContain('This watchlist is empty')
    const added = await alice.post(`${path}/add`, { identifiers: samples.director.din }, path)
    expect(added.status).toBe(303)
    expect((await alice.get(path)).text).toContain(samples.director.name)
    expect((await alice.post(`${path}/remove`, { identifier: samples.director.din }, path)).status).toBe(303)
    expect((await alice.get(path)).text).toContain('This watchlist is empty')
    expect((await alice.post(`${path}/delete`, {}, path)).location).toBe('/console/watchlists')
    expect((await alice.get(path)).status).toBe(404)
  })

  it('admin: a quota override shows on the user’s dashboard; block and unblock an address', async () => {
    samePassword('root@example.com')
    samePassword('bob@example.com')
    const root = await login('root@example.com', 'alice-password')
    expect((await root.post(`/console/admin/users/${u.bob.userId}/quota`, { class: 'search', limit: '7' }, '/console/admin')).status).toBe(303)
    const bob = await login('bob@example.com', 'alice-password')
    expect((await bob.get('/console')).text).toContain('<span data-quota="search">0 of 7</span>')
    await root.post(`/console/admin/users/${u.bob.userId}/quota`, { class: 'search', limit: '' }, '/console/admin')
    expect((await bob.get('/console')).text).not.toContain('0 of 7')
    expect((await root.post('/console/admin/blocks', { ip: '203.0.113.9', hours: '2', reason: 'demo' }, '/console/admin')).status).toBe(303)
    expect((await root.get('/console/admin')).text).toContain('<code>203.0.113.9</code>')
    expect((await root.post('/console/admin/blocks/unblock', { ip: '203.0.113.9' }, '/console/admin')).status).toBe(303)
    expect((await root.get('/console/admin')).text).toContain('No address is blocked.')
  })

  it('test mode: faults, snapshots and the request log from the console', async () => {
    const alice = await login('alice@example.com', 'alice-password')
    expect((await alice.post('/console/test-mode/faults', { path: '/api/orders/*', status: '503', latency_ms: '0', times: '1' }, '/console/test-mode')).status).toBe(303)
    const page = await alice.get('/console/test-mode')
    expect(page.text).toContain('<code>/api/orders/*</code>')
    const id = /action="\/console\/test-mode\/faults\/([^/]+)\/delete"/.exec(page.text)![1]
    expect((await alice.post(`/console/test-mode/faults/${id}/delete`, {}, '/console/test-mode')).status).toBe(303)
    expect((await alice.post('/console/test-mode/snapshots', { name: 'before-demo' }, '/console/test-mode')).status).toBe(303)
    const log = await alice.get(`/console/test-mode?${new URLSearchParams({ path: '/console/test-mode/**', status: '303' })}`)
    expect(log.text).toContain('before-demo')
    expect(log.text).toContain('<code>/console/test-mode/snapshots</code>')
    const opened = /href="(\/console\/test-mode\?[^"]*open=\d+)"/.exec(log.text)![1].replace(/&#38;/g, '&')
    expect((await alice.get(opened)).text).toMatch(/<h3>Request #\d+<\/h3>/)
  })

  it('account deletion needs the email typed exactly', async () => {
    samePassword('bob@example.com')
    const bob = await login('bob@example.com', 'alice-password')
    const wrong = await bob.post('/console/account/delete', { confirm: 'bob' }, '/console/account')
    expect(wrong.status).toBe(422)
    expect(wrong.text).toContain('Type bob@example.com exactly')
    const deleted = await bob.post('/console/account/delete', { confirm: 'bob@example.com' }, '/console/account')
    expect(deleted.location).toBe('/console/login')
    expect((await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.bob.apiKey } })).status).toBe(401)
  })
})
