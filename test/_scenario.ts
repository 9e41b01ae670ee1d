// API tests as tables of scenarios (in the spirit of PocketBase's tests.ApiScenario): who calls
// what with which input, and the status, body, headers and side effects expected.
import { beforeAll, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { makeTestApp, seededDb, withUsers, type TestApp } from './_setup.ts'

type Users = Awaited<ReturnType<typeof withUsers>>
export interface App {
  t: TestApp
  u: Users
}

/** An object that forwards to the one `get()` returns once the suite's beforeAll has made it. */
function late<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = get()
      if (!target) throw new Error(`${what} is used before beforeAll made it`)
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The suite's app over a fresh copy of the seeded test database, with the named users alice
 * (premium, 1,000 credits), bob (free, 5 credits) and root (admin), logged in.
 */
export function useApp(options: { seeded?: boolean; config?: Partial<Config>; testMode?: boolean } = {}): App {
  let t: TestApp | undefined
  let u: Users | undefined
  beforeAll(async () => {
    t = makeTestApp({ db: options.seeded === false ? undefined : await seededDb(), config: options.config, testMode: options.testMode })
    u = await withUsers(t)
  }, 60_000)
  return { t: late(() => t, 'the test app'), u: late(() => u, 'the test users') }
}

/** Registry rows the order and CRM tests use: a company with a board and GST registrations under its PAN, a director on two boards, a GST registration of a company. */
export function registrySamples(app: App) {
  const samples = {} as { company: Record<string, any>; director: { din: string; name: string }; gst: Record<string, any> }
  beforeAll(() => {
    const q = (sql: string) => app.t.db.sqlite.prepare(sql).get() as any
    samples.company = q(
      `SELECT * FROM companies c WHERE email IS NOT NULL AND (SELECT count(*) FROM gst_registrations g WHERE g.pan = c.pan) >= 2 AND (SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin) >= 2 LIMIT 1`,
    )
    samples.director = q('SELECT din, name FROM directors WHERE din IN (SELECT din FROM director_appointments GROUP BY din HAVING count(*) >= 2) LIMIT 1')
    samples.gst = q("SELECT * FROM gst_registrations WHERE trade_name != '' AND cin IS NOT NULL LIMIT 1")
  })
  return samples
}

export interface Scenario {
  name: string
  method?: string
  url: string | ((app: App) => string)
  /** A named user's Bearer token, or nobody. */
  as?: keyof Users | 'guest'
  /** The JSON body, or a function of the app giving it (for rows the suite's beforeAll finds). */
  json?: unknown | ((app: App) => unknown)
  headers?: Record<string, string> | ((app: App) => Record<string, string>)
  body?: string
  status: number
  /** Matched with toMatchObject. */
  expect?: Record<string, unknown>
  /** The answer's body is not asserted on purpose (a status alone says it): a scenario says so, or has `expect` or `after`. */
  empty?: true
  /** Response headers: a value, or null for "absent". */
  expectHeaders?: Record<string, string | null>
  before?: (app: App) => void | Promise<void>
  /** Side effects: what the database (or anything else) must show afterwards. */
  after?: (app: App, res: { status: number; body: any; headers: Headers }) => void | Promise<void>
}

/** One test per scenario, run in order against the suite's app. */
export function scenarios(app: App, list: Scenario[]): void {
  // A scenario that checks the status alone says so: a forgotten body assertion passes anything.
  const silent = list.filter((s) => s.expect === undefined && s.after === undefined && s.empty !== true).map((s) => s.name)
  if (silent.length > 0) throw new Error(`scenarios without a body assertion (give expect, after, or empty: true): ${silent.join('; ')}`)
  it.each(list.map((s) => [s.name, s] as const))('%s', async (_, s) => {
    await s.before?.(app)
    const token = s.as && s.as !== 'guest' ? app.u[s.as].token : undefined
    const headers = typeof s.headers === 'function' ? s.headers(app) : s.headers
    const url = typeof s.url === 'function' ? s.url(app) : s.url
    const json = typeof s.json === 'function' ? (s.json as (app: App) => unknown)(app) : s.json
    const res = await app.t.json(url, { method: s.method ?? 'GET', token, json, headers, body: s.body })
    expect(res.status, JSON.stringify(res.body)).toBe(s.status)
    if (s.expect) expect(res.body).toMatchObject(s.expect)
    for (const [name, value] of Object.entries(s.expectHeaders ?? {})) expect(res.headers.get(name), name).toBe(value)
    await s.after?.(app, res)
  })
}
