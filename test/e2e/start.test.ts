// start(): the programmatic API over a child `firmbase serve --json --print-keys`.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start, type Firmbase } from '../../src/api/index.ts'
import { serveFlags } from '../../src/api/start.ts'

let fb: Firmbase
beforeAll(async () => {
  fb = await start({ companies: 100, seed: 2, asOf: '2026-01-01', loginLimit: 50 })
}, 60_000)
afterAll(() => fb?.stop())

const login = (key: string) => fetch(`${fb.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: key }) })

describe('start()', () => {
  it('serves in another process with the dataset asked for and three working keys', async () => {
    expect(fb.pid).not.toBe(process.pid)
    const health = await (await fetch(`${fb.url}/healthz`)).json()
    expect(health.dataset).toMatchObject({ companies: 100, seed: 2, as_of: '2026-01-01' })
    for (const key of Object.values(fb.keys)) expect((await login(key)).status).toBe(200)
  })

  it('clock, snapshots, request log and faults', async () => {
    // The virtual clock runs on from where it is set.
    expect(await fb.clock.set(new Date('2026-02-01T00:00:00Z'))).toMatch(/^2026-02-01T00:00:0\d/)
    expect(await fb.clock.advance(60)).toMatch(/^2026-02-01T00:01:0\d/)
    expect(await fb.clock.now()).toMatch(/^2026-02-01T00:01:0\d/)
    await fb.snapshot('s1')
    await fb.restore('s1')
    await expect(fb.restore('missing')).rejects.toThrow(/404/)
    await fetch(`${fb.url}/api/orders`)
    expect((await fb.requests({ path: '/api/orders*' }))[0]).toMatchObject({ method: 'GET', path: '/api/orders', status: 401 })
    const fault = await fb.fault({ path: '/api/orders/normal', status: 503, times: 1 })
    expect(fault).toMatchObject({ id: expect.any(String), status: 503, times: 1 })
    expect((await fetch(`${fb.url}/api/orders/normal`, { method: 'POST' })).status).toBe(503)
    expect((await fetch(`${fb.url}/api/orders/normal`, { method: 'POST' })).status).toBe(401)
    await fb.reset()
    expect(await fb.requests()).toEqual([])
    expect((await login(fb.keys.premium)).status).toBe(200) // reset keeps the keys start() handed out
  })

  it('a failed start rejects with the reason; stop() frees the port and removes the temporary database', async () => {
    await expect(start({ port: 70000 })).rejects.toThrow(/--port .*70000/)
    const other = await start({ noSeed: true })
    expect(existsSync(other.db)).toBe(true)
    await other.stop()
    expect(existsSync(other.db)).toBe(false)
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow()
  })

  it('maps the reader options onto --readers and --query-timeout', () => {
    const flags = serveFlags({ readers: 3, queryTimeout: 0.5 }, 'x.db')
    expect(flags.slice(7)).toEqual(['--log-format', 'none', '--readers', '3', '--query-timeout', '0.5', '--test-mode'])
  })

  it('maps the security options onto repeatable serve flags', () => {
    const flags = serveFlags({ banLoopback: true, corsOrigins: ['https://a.example', 'https://b.example'], allowedHosts: ['box.lan'], publicUrl: 'https://fb.example' }, 'x.db')
    // The options in the options table's order (src/options.ts): the server's, the dataset's, serve's.
    expect(flags.slice(7)).toEqual([
      '--ban-loopback',
      '--cors-origin',
      'https://a.example',
      '--cors-origin',
      'https://b.example',
      '--public-url',
      'https://fb.example',
      '--allowed-host',
      'box.lan',
      '--log-format',
      'none',
      '--test-mode',
    ])
  })

  it('maps its options onto serve flags', () => {
    expect(serveFlags({ testMode: false, noSeed: true, trustProxy: true, registerLimit: 9, host: '0.0.0.0' }, 'x.db')).toEqual([
      'serve',
      '--json',
      '--print-keys',
      '--db',
      'x.db',
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--register-limit',
      '9',
      '--trust-proxy',
      '--log-format',
      'none',
      '--no-seed',
      '--no-test-mode',
    ])
  })
})
