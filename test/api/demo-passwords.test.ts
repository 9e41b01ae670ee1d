// The demo accounts' passwords are published (README, the home page): on a network bind they sign
// nobody in unless the operator asks for it (--demo-passwords); on loopback they always do.
import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { createDemoAccounts } from '../../src/core/accounts/demo.ts'
import { DEMO } from '../../src/core/accounts/demo-sign-ins.ts'
import { createApiKey } from '../../src/core/accounts/users.ts'
import { openDb } from '../../src/db/open.ts'
import { loadFixtures } from '../../src/records/fixtures.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { makeTestApp } from '../_setup.ts'

const signIn = (t: ReturnType<typeof makeTestApp>, password = 'firmbase-admin') =>
  t.json('/api/auth/session', { method: 'POST', json: { email: 'admin@firmbase.local', password } })

function app(config: { host: string; demoPasswords?: boolean }) {
  const t = makeTestApp({ config })
  createDemoAccounts(t.db, t.deps.clock)
  return t
}

describe('published demo passwords', () => {
  it('do not sign in on a network bind (0.0.0.0): 401 saying why; the home page does not show them', async () => {
    const t = app({ host: '0.0.0.0' })
    const res = await signIn(t)
    expect(res.status).toBe(401)
    expect(res.body.detail).toContain('--demo-passwords')
    const home = await t.request('/', { headers: { accept: 'text/html' } })
    const page = await home.text()
    expect(page).not.toContain('firmbase-admin')
    expect(page).toContain('--demo-passwords')
  })

  it('sign in on a network bind when asked for (--demo-passwords), and always on loopback', async () => {
    expect((await signIn(app({ host: '0.0.0.0', demoPasswords: true }))).status).toBe(200)
    expect((await signIn(app({ host: '127.0.0.1' }))).status).toBe(200)
    expect((await signIn(app({ host: 'localhost' }))).status).toBe(200)
  })

  it('each demo account signs in with its published password (their hashes are made once, in the source)', async () => {
    const t = app({ host: '127.0.0.1' })
    for (const demo of Object.values(DEMO)) {
      expect(bcrypt.compareSync(demo.password!, demo.passwordHash!)).toBe(true)
      const res = await t.json('/api/auth/session', { method: 'POST', json: { email: demo.email, password: demo.password } })
      expect(res.status).toBe(200)
    }
  })

  it('a wrong password is still just wrong', async () => {
    const res = await signIn(app({ host: '0.0.0.0' }), 'not-the-password')
    expect(res.status).toBe(401)
    expect(res.body.detail).not.toContain('--demo-passwords')
  })
})

// A fixture document's keys are chosen by whoever wrote it — the guides print `fsk_ci_premium_0001`.
// With test mode meant for a network (--test-mode-on-network), any peer who read them signed in.
describe('API keys a fixture document chose', () => {
  const KEY = 'fsk_ci_premium_0001'
  async function withFixtureKey(config: { host: string; demoPasswords?: boolean }) {
    const db = openDb(':memory:')
    await seedDataset(db, { seed: 1, companies: 0, asOf: '2026-06-01', cache: false }) // a registry of fixtures alone
    const t = makeTestApp({ db, config })
    loadFixtures(t.db, { users: [{ email: 'ci@example.com', plan: 'premium', apiKeys: [KEY] }] })
    return t
  }
  const login = (t: ReturnType<typeof makeTestApp>, apiKey: string) => t.json('/api/auth/login', { method: 'POST', json: { api_key: apiKey } })

  it('do not sign in on a network bind: 401 saying why; a key firmbase generated for the same account does', async () => {
    const t = await withFixtureKey({ host: '0.0.0.0' })
    const res = await login(t, KEY)
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'INVALID_API_KEY', detail: expect.stringContaining('--demo-passwords') })
    const userId = (t.db.sqlite.prepare("SELECT id FROM users WHERE email = 'ci@example.com'").get() as { id: string }).id
    const generated = createApiKey(t.db, t.deps.clock, userId).apiKey
    expect((await login(t, generated)).status).toBe(200)
  })

  it('sign in on a network bind when asked for (--demo-passwords), and always on loopback', async () => {
    expect((await login(await withFixtureKey({ host: '0.0.0.0', demoPasswords: true }), KEY)).status).toBe(200)
    expect((await login(await withFixtureKey({ host: '127.0.0.1' }), KEY)).status).toBe(200)
    expect((await login(await withFixtureKey({ host: '::1' }), KEY)).status).toBe(200)
  })
})
