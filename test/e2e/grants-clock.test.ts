// Grants made outside the server (the CLI, a fixture file, a new user's plan) are in force on the clock
// the server runs: test mode starts its clock on a past as-of date, and a subscription that started at
// the wall-clock time had not begun there (403 FEATURE_REQUIRED, free prices and quotas, "expired").
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, call, login, serve, type Served } from './_process.ts'

const DAY = 86_400_000
const asOf = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10)
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 })
  if (r.status !== 0) throw new Error(`firmbase ${args.join(' ')}: ${r.stderr}`)
  return r.stdout
}

let server: Served
let premium: { userId: string; apiKey: string }
let trial: { userId: string; apiKey: string }

beforeAll(async () => {
  const db = join(mkdtempSync(join(tmpdir(), 'fb-grants-')), 'x.db')
  cli(['seed', '--db', db, '--companies', '200', '--as-of', asOf])
  premium = JSON.parse(cli(['users', 'create', '--db', db, '--name', 'Priya', '--email', 'priya@example.com', '--plan', 'premium', '--json']))
  trial = JSON.parse(cli(['users', 'create', '--db', db, '--name', 'Tarun', '--email', 'tarun@example.com', '--json']))
  cli(['offers', 'grant', '--db', db, '--user', trial.userId, '--name', 'GST trial', '--features', 'Recent_GST', '--days', '7'])
  cli(['subscriptions', 'grant', '--db', db, '--user', trial.userId, '--plan', 'premium', '--days', '30'])
  server = await serve(db, ['--test-mode', '--static'])
}, 180_000)
afterAll(() => {
  server?.child.kill('SIGKILL')
})

const get = async (token: string, path: string) => {
  const r = await call(server.port, 'GET', path, { token })
  return { status: r.status, body: JSON.parse(r.body) }
}

describe(`seed --as-of ${asOf}, grants from the CLI, serve --test-mode`, () => {
  it('the clock starts on the as-of date, and the premium plan is in force on it: status, features, prices, quotas', async () => {
    const clock = JSON.parse((await call(server.port, 'GET', '/__admin/clock')).body)
    expect(clock.now.slice(0, 10)).toBe(asOf)
    const token = await login(server.port, premium.apiKey)
    const status = await get(token, '/api/user/subscription-status')
    expect(status.body).toMatchObject({
      subscription: { plan: 'premium', status: 'active' },
      features: { Recent_COMP: true, Recent_DIR: true, Recent_GST: true },
      limits: { daily_details: 1000 },
    })
    expect((await get(token, '/api/subscriptions/status')).body.subscriptions).toMatchObject([{ plan: 'premium', status: 'active' }])
    expect((await get(token, '/api/reference/payment/prices')).body.company.price_inr).toBe(8)
    const recent = await call(server.port, 'POST', '/api/recently-registered/companies', { token, body: {} })
    expect(recent.status, recent.body).toBe(200)
  })

  it('an offer and a subscription granted by the CLI are in force too', async () => {
    const token = await login(server.port, trial.apiKey)
    const offers = await get(token, '/api/offers/my-active')
    expect(JSON.stringify(offers.body)).toContain('GST trial')
    const recent = await call(server.port, 'POST', '/api/recently-registered/gst', { token, body: {} })
    expect(recent.status, recent.body).toBe(200)
    expect((await get(token, '/api/user/subscription-status')).body.subscription).toMatchObject({ plan: 'premium', status: 'active' })
  })

  it('a subscription that has not started yet reads "scheduled", never "expired"', async () => {
    const set = await call(server.port, 'POST', '/__admin/clock', { body: { set: `${new Date(Date.parse(asOf) - 30 * DAY).toISOString().slice(0, 10)}T00:00:00Z` } })
    expect(set.status, set.body).toBe(200)
    const token = await login(server.port, premium.apiKey)
    expect((await get(token, '/api/subscriptions/status')).body.subscriptions).toMatchObject([{ plan: 'premium', status: 'scheduled' }])
    const status = await get(token, '/api/user/subscription-status')
    expect(status.body).toMatchObject({ subscription: null, features: { Recent_COMP: false } })
  })

  it("a user's plan outlasts a year's clock move (it lasts ten years)", async () => {
    const set = await call(server.port, 'POST', '/__admin/clock', { body: { set: `${Number(asOf.slice(0, 4)) + 2}${asOf.slice(4)}T00:00:00Z` } })
    expect(set.status, set.body).toBe(200)
    const token = await login(server.port, premium.apiKey)
    expect((await get(token, '/api/user/subscription-status')).body.subscription).toMatchObject({ plan: 'premium', status: 'active' })
  })
})
