// Shared fixtures: a fresh database per test app, the injected clock, and in-process requests.
import { createApp, type AppContext } from '../src/app.ts'
import { createFixedClock } from '../src/clock.ts'
import { resolveConfig, type Config } from '../src/config.ts'
import { openDb, type Db } from '../src/db/open.ts'
import { createUser } from '../src/core/accounts/users.ts'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatasetCache } from '../src/seeding/cache.ts'
import { seedDataset } from '../src/seeding/seeding.ts'
import type { Reads } from '../src/core/registry/readers/reads.ts'
import { createServices } from '../src/services.ts'

export const T0 = Date.parse('2026-11-20T10:00:00Z')

/**
 * What a test app saw that no test should: a status its route does not declare, or an unexpected
 * error logged as a 500. test/_strict.ts fails the test that caused one.
 */
export const violations: string[] = []

export interface TestApp {
  /** The app's services, from the composition root (src/services.ts). */
  deps: AppContext
  db: Db
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>
  json<T = any>(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<{ status: number; body: T; headers: Headers }>
}

export function makeTestApp(options: { db?: Db; config?: Partial<Config>; testMode?: boolean; reads?: (db: Db) => Reads } = {}): TestApp {
  const db = options.db ?? openDb(':memory:')
  const config: Config = { ...resolveConfig({}, {}), logFormat: 'none', ...options.config }
  const deps = createServices(db, config, {
    clock: createFixedClock(T0),
    log: (entry) => {
      // Unexpected failures are logged with their stack; operational lines (storage full…) are not.
      if (entry.level === 'error' && String(entry.msg).includes('\n    at ')) violations.push(`unexpected error: ${String(entry.msg).split('\n')[0]}`)
    },
    testMode: options.testMode === true,
    reads: options.reads,
    onUndeclaredStatus: (route, status) => violations.push(`${route} answered ${status}, which it does not declare`),
  })
  const app = createApp(deps)
  const request: TestApp['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    return Promise.resolve(app.request(path, { ...init, headers, body }))
  }
  return {
    deps,
    db,
    request,
    json: async (path, init) => {
      const res = await request(path, init)
      const text = await res.text()
      const json = res.headers.get('content-type')?.includes('json')
      return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : undefined, headers: res.headers }
    },
  }
}

export interface Fixture {
  userId: string
  apiKey: string
  token: string
  refresh: string
}

/** Named users reused by API tests: alice (premium, 1,000 credits), bob (free), root (admin). */
export async function withUsers(t: TestApp) {
  const make = async (name: string, email: string, opts: Parameters<typeof createUser>[2] extends infer I ? Partial<I> : never) => {
    const u = createUser(t.db, t.deps.clock, { name, email, ...opts })
    const res = await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.apiKey } })
    if (res.status !== 200) throw new Error(`login failed for ${name}: ${JSON.stringify(res.body)}`)
    return { userId: u.userId, apiKey: u.apiKey, token: res.body.token.access_token as string, refresh: res.body.token.refresh_token as string }
  }
  return {
    alice: await make('Alice', 'alice@example.com', { plan: 'premium', credits: 1000, password: 'alice-password' }),
    bob: await make('Bob', 'bob@example.com', { plan: 'free', credits: 5 }),
    root: await make('Root', 'root@example.com', { role: 'admin' }),
  }
}

let seededTemplate: Buffer | undefined

/** This run's dataset cache (test/_global.ts): datasets that tests only need seeded once per run. */
export const testDatasetCache = (): DatasetCache | false => (process.env.FIRMBASE_TEST_DATASETS ? { dir: process.env.FIRMBASE_TEST_DATASETS, maxBytes: 2 * 1024 ** 3 } : false)

/** A seeded database file (5,000 companies, seed 3, as of 2026-11-20), a fresh copy for each caller. */
export async function seededDb() {
  if (!seededTemplate) {
    const db = openDb(':memory:')
    await seedDataset(db, { seed: 3, companies: 5000, asOf: '2026-11-20', cache: testDatasetCache() })
    seededTemplate = db.sqlite.serialize()
    db.close()
  }
  const file = join(mkdtempSync(join(tmpdir(), 'fb-seeded-')), 'db.sqlite')
  writeFileSync(file, seededTemplate)
  return openDb(file)
}

/** Resident kB of this process's memory maps of `file` (Linux's /proc/self/smaps). */
export function residentKib(file: string): number {
  let inFile = false
  let kib = 0
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inFile = line.endsWith(` ${file}`)
    else if (inFile && line.startsWith('Rss:')) kib += Number(/\d+/.exec(line)![0])
  }
  return kib
}
