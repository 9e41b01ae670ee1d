// Failed authentication is counted per address and window: a flood adds no rows, the ban still lands.
import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../_setup.ts'

describe('failed-authentication counters', () => {
  it('300 bad tokens from one address: one row holding 300, and the 15-minute scan blocks the address', async () => {
    const t = makeTestApp()
    const bad = { authorization: 'Bearer not-a-token', 'x-test-remote-address': '10.7.7.7' }
    const statuses = await Promise.all(Array.from({ length: 300 }, () => t.request('/api/users/me', { headers: bad }).then((r) => r.status)))
    expect(new Set(statuses)).toEqual(new Set([401]))
    await t.request('/api/users/me', { headers: { ...bad, 'x-test-remote-address': '10.7.7.8' } })
    expect(t.db.sqlite.prepare('SELECT ip, count FROM auth_failures ORDER BY ip').all()).toEqual([
      { ip: '10.7.7.7', count: 300 },
      { ip: '10.7.7.8', count: 1 },
    ])
    t.deps.clock.advance(15 * 60_000)
    expect(t.deps.scheduler!.tick()).toContain('failed-auth-scan')
    expect((await t.request('/healthz', { headers: { 'x-test-remote-address': '10.7.7.7' } })).status).toBe(403)
    expect((await t.request('/healthz', { headers: { 'x-test-remote-address': '10.7.7.8' } })).status).toBe(200)
  })

  it('a new window starts a new counter; the scan adds up the windows of the trailing 24 hours', async () => {
    const t = makeTestApp()
    const bad = { authorization: 'Bearer not-a-token', 'x-test-remote-address': '10.7.7.9' }
    for (let w = 0; w < 4; w++) {
      for (let i = 0; i < 5; i++) await t.request('/api/users/me', { headers: bad })
      t.deps.clock.advance(15 * 60_000)
    }
    expect(t.db.sqlite.prepare('SELECT count FROM auth_failures ORDER BY window_start').pluck().all()).toEqual([5, 5, 5, 5])
    t.deps.scheduler!.tick()
    expect((await t.request('/healthz', { headers: { 'x-test-remote-address': '10.7.7.9' } })).status).toBe(403) // 20 in 24 h
  })
})
