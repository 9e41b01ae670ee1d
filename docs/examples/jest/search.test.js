// A test file needs nothing from firmbase but the environment the global setup left.
const url = process.env.FIRMBASE_URL

async function login(apiKey) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  return (await res.json()).token.access_token
}

test('a free user sees their plan; an unknown CIN is 404', async () => {
  const token = await login(process.env.FIRMBASE_FREE_KEY)
  const me = await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(me.status).toBe(200)
  const missing = await fetch(`${url}/api/company/details?cin=U72200KA2020PTC999999`, { headers: { authorization: `Bearer ${token}` } })
  expect(missing.status).toBe(404)
})
