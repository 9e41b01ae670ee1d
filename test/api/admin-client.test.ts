// start()'s admin methods wait for an answer however long it takes: a clock move answers when its days
// are made, which on a large registry can take minutes. Through `fetch` they gave up when undici's
// headersTimeout (300 s) passed while the server went on writing. Here that timeout is lowered to
// 300 ms for `fetch`, and a server answers the clock after 1.2 s.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminClient } from '../../src/api/admin-client.ts'

const DISPATCHER = Symbol.for('undici.globalDispatcher.1')
let server: Server
let url: string
let saved: unknown

beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ now: '2029-01-01T00:00:00.000Z' }))
    }, 1200)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  // fetch's own dispatcher (an undici Agent), with the headers timeout 1,000 times shorter.
  await fetch(`${url}/warm`).catch(() => undefined)
  const g = globalThis as Record<symbol, unknown>
  saved = g[DISPATCHER]
  const Agent = (saved as { constructor: new (o: object) => unknown }).constructor
  g[DISPATCHER] = new Agent({ headersTimeout: 300 })
})

afterAll(() => {
  ;(globalThis as Record<symbol, unknown>)[DISPATCHER] = saved
  server.close()
})

describe('the admin client of start()', () => {
  it('waits for a clock move however long it takes (fetch gives up at its headers timeout)', async () => {
    await expect(fetch(`${url}/__admin/clock`, { method: 'POST', body: '{}' })).rejects.toThrow()
    expect(await adminClient(url).clock.set('2029-01-01T00:00:00.000Z')).toBe('2029-01-01T00:00:00.000Z')
  })
})
