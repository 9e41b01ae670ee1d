// Contract §3 conventions that hold for every route: headers, 404/405, request ids.
import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../_setup.ts'

const SECURITY = {
  'cache-control': 'no-store, private',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
}

describe('HTTP conventions', () => {
  const t = makeTestApp()

  it.each([
    ['GET', '/healthz', 200, undefined],
    ['GET', '/nope', 404, 'ROUTE_NOT_FOUND'],
    ['DELETE', '/healthz', 405, 'METHOD_NOT_ALLOWED'],
    ['GET', '/%ZZ', 400, 'BAD_REQUEST'],
  ])('%s %s → %i with every security header', async (method, path, status, code) => {
    const res = await t.json(path, { method })
    expect(res.status).toBe(status)
    for (const [k, v] of Object.entries(SECURITY)) expect(res.headers.get(k)).toBe(v)
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers.get('x-powered-by')).toBeNull()
    if (code) {
      expect(res.body.code).toBe(code)
      expect(typeof res.body.detail).toBe('string')
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/)
    }
  })

  it('HEAD answers like GET without a body', async () => {
    const res = await t.request('/healthz', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('405 names the allowed methods', async () => {
    const res = await t.request('/healthz', { method: 'POST' })
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })

  it('every response carries a distinct X-Request-Id', async () => {
    const a = await t.request('/healthz')
    const b = await t.request('/nope')
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'))
  })

  it('/healthz reports status, version, uptime and dataset', async () => {
    const res = await t.json('/healthz')
    expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), uptime_s: expect.any(Number) })
    expect(Object.keys(res.body.dataset).sort()).toEqual(['as_of', 'companies', 'directors', 'fingerprint', 'gst', 'seed'])
  })
})
