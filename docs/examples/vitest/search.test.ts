import { beforeAll, expect, inject, test } from 'vitest'

const { url, keys } = inject('firmbase')
let token: string

beforeAll(async () => {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: keys.premium }),
  })
  token = (await res.json()).token.access_token
})

test('FQL search finds companies in Karnataka', async () => {
  const res = await fetch(`${url}/api/screener/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'company', query: "State == 'Karnataka'", limit: 5 }),
  })
  expect(res.status).toBe(200)
  const body = await res.json()
  expect(body.results.length).toBeGreaterThan(0)
})
