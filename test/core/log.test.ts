import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import { createFixedClock } from '../../src/clock.ts'
import { resolveConfig } from '../../src/config.ts'
import { openDb } from '../../src/db/open.ts'
import { createLogger } from '../../src/log.ts'
import { createServices } from '../../src/services.ts'

describe('request logging', () => {
  const run = async (format: 'json' | 'pretty') => {
    const lines: string[] = []
    const db = openDb(':memory:')
    const config = { ...resolveConfig({}, {}), logFormat: format }
    const app = createApp(createServices(db, config, { clock: createFixedClock(Date.now()), log: createLogger(format, (l) => lines.push(l)), testMode: false }))
    await app.request('/healthz')
    await app.request('/nope')
    return lines
  }

  it('json: one parseable line per request with method, path, status, duration, request id', async () => {
    const lines = await run('json')
    expect(lines).toHaveLength(2)
    const [a, b] = lines.map((l) => JSON.parse(l))
    expect(a).toMatchObject({ method: 'GET', path: '/healthz', status: 200, duration_ms: expect.any(Number), request_id: expect.any(String) })
    expect(b).toMatchObject({ path: '/nope', status: 404 })
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true)
  })

  it('pretty: one human line per request', async () => {
    const lines = await run('pretty')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\S+ GET \/healthz 200 [\d.]+ms\n$/)
  })
})
