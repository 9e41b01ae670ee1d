// GET /: the front door — HTML for browsers, a JSON index for API clients.
import { describe, expect, it } from 'vitest'
import { createFixedClock } from '../../src/clock.ts'
import { createDemoAccounts } from '../../src/core/accounts/demo.ts'
import { makeTestApp, T0 } from '../_setup.ts'

describe('GET /', () => {
  it('a browser gets a page linking the console, docs, OpenAPI, health and the demo sign-ins, which work', async () => {
    const t = makeTestApp()
    createDemoAccounts(t.db, createFixedClock(T0))
    const res = await t.request('/', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    const page = await res.text()
    for (const href of ['/console', '/docs', '/openapi.json', '/healthz']) expect(page).toContain(`href="${href}"`)
    const signIns = [...page.matchAll(/<td>([a-z]+@firmbase\.local)<\/td><td><code>([^<]+)<\/code>/g)]
    expect(signIns).toHaveLength(3)
    for (const [, email, password] of signIns) {
      expect((await t.request('/api/auth/session', { method: 'POST', json: { email, password } })).status, email).toBe(200)
    }
  })

  it('an API client gets a small JSON index; test mode adds its controls', async () => {
    const res = await makeTestApp().json('/', { headers: { accept: '*/*' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ service: 'firmbase', version: expect.any(String) })
    expect(res.body.links.map((l: { href: string }) => l.href)).toEqual(['/console', '/docs', '/openapi.json', '/healthz'])
    const test = await makeTestApp({ testMode: true }).json('/')
    expect(test.body.links.at(-1)).toMatchObject({ href: '/__admin/clock' })
    expect((await makeTestApp().json('/', { method: 'POST' })).status).toBe(405)
  })
})
