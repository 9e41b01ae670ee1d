// Token expiry and the daily quota reset, without waiting: the server's clock is virtual in test mode.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { start, type Firmbase } from 'firmbase'

let fb: Firmbase
beforeAll(async () => {
  fb = await start({ companies: 200, seed: 1, asOf: '2026-01-01' }) // this file's own server and clock
})
afterAll(() => fb.stop())

const login = async (apiKey: string) => {
  const res = await fetch(`${fb.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: apiKey }) })
  return (await res.json()).token as { access_token: string; refresh_token: string }
}
const me = (token: string) => fetch(`${fb.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })

test('an access token expires after an hour; the refresh token gets a new one', async () => {
  const token = await login(fb.keys.premium)
  expect((await me(token.access_token)).status).toBe(200)
  await fb.clock.advance(3601)
  expect((await me(token.access_token)).status).toBe(401)
  const refreshed = await fetch(`${fb.url}/api/auth/refresh-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token.refresh_token }),
  })
  expect(refreshed.status).toBe(200)
  expect((await me((await refreshed.json()).token.access_token)).status).toBe(200)
})

test("a free user's 100 daily detail lookups come back at midnight UTC", async () => {
  await fb.reset()
  await fb.clock.set('2026-03-10T12:00:00Z')
  const { access_token } = await login(fb.keys.free)
  const details = () => fetch(`${fb.url}/api/company/details?cin=U72200KA2020PTC999999`, { headers: { authorization: `Bearer ${access_token}` } })
  for (let i = 0; i < 100; i++) await details() // not found still counts
  const refused = await details()
  expect(refused.status).toBe(429)
  expect(refused.headers.get('x-ratelimit-reset')).toBe('2026-03-11T00:00:00.000Z')
  await fb.clock.set('2026-03-11T00:00:01Z')
  const fresh = await login(fb.keys.free)
  const again = await fetch(`${fb.url}/api/company/details?cin=U72200KA2020PTC999999`, { headers: { authorization: `Bearer ${fresh.access_token}` } })
  expect(again.status).not.toBe(429)
  expect(again.headers.get('x-ratelimit-remaining')).toBe('99')
})
