// Changes made by another connection (the CLI, a second process) reach a running server's caches.
import { describe, expect, it } from 'vitest'
import { createClock } from '../../src/clock.ts'
import { ApiKeySignIn, listApiKeys, revokeApiKey, setUserStatus } from '../../src/core/accounts/users.ts'
import { groupCommit } from '../../src/db/group-commit.ts'
import { blockIp } from '../../src/core/access/bans.ts'
import { openDb } from '../../src/db/open.ts'
import { loadFixtures } from '../../src/records/fixtures.ts'
import { makeTestApp, seededDb, withUsers } from '../_setup.ts'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('state changed by another connection', () => {
  it('a suspension and an address block made elsewhere apply to the next request', async () => {
    const db = await seededDb()
    const t = makeTestApp({ db })
    const u = await withUsers(t)
    expect((await t.request('/api/users/me', { token: u.alice.token })).status).toBe(200) // cached now
    expect((await t.request('/healthz', { headers: { 'x-test-remote-address': '198.51.100.4' } })).status).toBe(200)

    const other = openDb(db.path)
    setUserStatus(other, createClock(), u.alice.userId, 'suspended')
    blockIp(other, createClock(), '198.51.100.4', { hours: 1 })
    other.close()
    await pause(2)

    expect((await t.request('/api/users/me', { token: u.alice.token })).status).toBe(403)
    expect((await t.request('/healthz', { headers: { 'x-test-remote-address': '198.51.100.4' } })).status).toBe(403)
    expect((await t.request('/api/users/me', { token: u.bob.token })).status).toBe(200)
  })

  it('a company replaced elsewhere (a fixture written by the CLI) is answered as it now is, though the server kept its record', async () => {
    const db = await seededDb()
    const t = makeTestApp({ db })
    const u = await withUsers(t)
    const { cin, pan } = db.sqlite.prepare('SELECT cin, pan FROM companies WHERE pan IS NOT NULL LIMIT 1').get() as { cin: string; pan: string }
    const details = async () => (await t.json(`/api/company/details?cin=${cin}`, { token: u.alice.token })).body
    const kept = await details()
    expect((await details()).data).toEqual(kept.data) // the second answer comes from the kept record
    const other = openDb(db.path)
    loadFixtures(other, { companies: [{ CIN: cin, companyName: 'ELSEWHERE RENAMED PRIVATE LIMITED', PAN: pan }] }, { replace: true })
    other.close()
    await pause(2)
    const now = await details()
    expect(now.data).toMatchObject({ CIN: cin, companyName: 'ELSEWHERE RENAMED PRIVATE LIMITED' })
    expect(now.data.companyName).not.toBe(kept.data.companyName)
  })

  it('an API key revoked elsewhere is refused at the next login, though the server read its row before', async () => {
    const db = await seededDb()
    const t = makeTestApp({ db })
    const u = await withUsers(t) // each logged in once: the key rows are cached
    const other = openDb(db.path)
    revokeApiKey(other, createClock(), listApiKeys(other, u.bob.userId)[0].id)
    other.close()
    await pause(2)
    const login = (api_key: string) => t.json('/api/auth/login', { method: 'POST', json: { api_key } })
    expect(await login(u.bob.apiKey)).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } })
    expect((await login(u.alice.apiKey)).status).toBe(200)
  })

  it("a key revoked elsewhere after the request's own sync is still refused: the login's group reads data_version as it begins", async () => {
    const db = await seededDb()
    const t = makeTestApp({ db })
    const u = await withUsers(t)
    const commits = groupCommit(db)
    const keys = new ApiKeySignIn(db, t.deps.clock, commits)
    await expect(commits.write(() => keys.check(u.bob.apiKey).user.id)).resolves.toBe(u.bob.userId) // cached now
    db.syncExternalChanges() // the request began: its sync happens before the revocation
    const other = openDb(db.path)
    revokeApiKey(other, createClock(), listApiKeys(other, u.bob.userId)[0].id)
    other.close()
    await expect(commits.write(() => keys.check(u.bob.apiKey))).rejects.toMatchObject({ code: 'INVALID_API_KEY' })
  })
})
