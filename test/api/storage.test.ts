// A full disk, a database file replaced under the server, and bodies nested too deep: clear
// answers ({detail, code}), reads that keep working, and no count or order claimed that was not saved.
import { renameSync } from 'node:fs'
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditBalance } from '../../src/core/commerce/credits.ts'
import { makeTestApp, seededDb, withUsers } from '../_setup.ts'
import { useApp } from '../_scenario.ts'
import { openDb } from '../../src/db/open.ts'

const { t, u } = useApp()
let cin: string
beforeAll(async () => {
  cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
}, 60_000)

const details = (token: string) => t.json(`/api/company/details?cin=${cin}`, { token })
const order = (headers: Record<string, string> = {}) =>
  t.json('/api/orders/normal', { method: 'POST', token: u.alice.token, headers, json: { orderName: 'o', paymentOption: 'credits', items: [{ type: 'company', number: cin }] } })
const usage = (userId: string, cls: string) =>
  (t.db.sqlite.prepare('SELECT count FROM usage_counters WHERE user_id = ? AND class = ?').get(userId, cls) as { count: number } | undefined)?.count ?? 0
const orders = () => (t.db.sqlite.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n

/** A genuine SQLITE_FULL, from a database that cannot grow at all. */
function diskFullError(): Error {
  const tiny = new Database(':memory:')
  tiny.pragma('max_page_count = 1')
  try {
    tiny.exec('CREATE TABLE a (x); CREATE TABLE b (x); INSERT INTO a VALUES (zeroblob(9000))')
  } catch (error) {
    return error as Error
  } finally {
    tiny.close()
  }
  throw new Error('expected SQLITE_FULL')
}

describe('disk full', () => {
  it('a usage counter that cannot be saved for lack of space: reads are answered, their counts kept in memory (exact against the limit) and saved, each once, when there is room', async () => {
    expect((await details(u.bob.token)).status).toBe(200)
    const before = { details: usage(u.bob.userId, 'details'), api: usage(u.bob.userId, 'api') }
    const { transaction, tryTransaction } = t.db
    const full = diskFullError()
    expect((full as { code?: string }).code).toBe('SQLITE_FULL')
    // Every way a write begins (a request's counters go through the one that does not wait for the lock).
    t.db.transaction = () => {
      throw full
    }
    t.db.tryTransaction = () => {
      throw full
    }
    try {
      const answered = await Promise.all([details(u.bob.token), details(u.bob.token), details(u.bob.token)])
      expect(answered.map((r) => r.status)).toEqual([200, 200, 200])
      // Still counted against the daily limit: the remaining calls go down by one each.
      expect(answered.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => b - a)).toEqual([1, 2, 3].map((n) => 100 - before.details - n))
      expect(usage(u.bob.userId, 'details')).toBe(before.details) // not on disk yet
      expect((await t.json('/healthz')).status).toBe(200)
    } finally {
      t.db.transaction = transaction
      t.db.tryTransaction = tryTransaction
    }
    const next = await details(u.bob.token)
    expect(next.status).toBe(200)
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(100 - before.details - 4)
    // Saved with the next commit that fits: the three kept and this one, each counted once.
    expect(usage(u.bob.userId, 'details')).toBe(before.details + 4)
    expect(usage(u.bob.userId, 'api')).toBe(before.api + 4)
  })

  it('a database that cannot grow: orders answer 507 with nothing debited, reads keep answering, writes work again once there is room', async () => {
    expect((await order()).status).toBe(201)
    await details(u.alice.token) // the counter rows exist: updating them needs no new page
    const pages = t.db.sqlite.pragma('page_count', { simple: true }) as number
    t.db.sqlite.pragma(`max_page_count = ${pages}`)
    try {
      let refused: Awaited<ReturnType<typeof order>> | undefined
      for (let i = 0; i < 300 && !refused; i++) {
        const balance = creditBalance(t.db, u.alice.userId)
        const count = orders()
        const res = await order()
        if (res.status === 201) continue
        refused = res
        expect(creditBalance(t.db, u.alice.userId)).toBe(balance)
        expect(orders()).toBe(count)
      }
      expect(refused?.status).toBe(507)
      expect(refused?.body).toEqual({ detail: expect.any(String), code: 'STORAGE_FULL' })
      const read = await details(u.alice.token)
      expect(read.status).toBe(200)
      expect(read.body.cin ?? read.body.CIN ?? read.body).toBeTruthy()
    } finally {
      t.db.sqlite.pragma('max_page_count = 4294967294')
    }
    expect((await order()).status).toBe(201)
  })
})

describe('nested bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
  it.each([
    ['/api/orders/normal', { 'idempotency-key': 'deep-1' }],
    ['/api/watchlist', {}],
    ['/api/auth/login', {}],
  ])('a 1,000-level body at %s → 400 JSON_TOO_DEEP', async (path, headers) => {
    const res = await t.json(path, {
      method: 'POST',
      token: u.alice.token,
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"orderName":"o","paymentOption":"credits","items":[],"name":"w","api_key":"x","extra":${nested(1000)}}`,
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('JSON_TOO_DEEP')
  })

  it('half a million levels (the most 1 MiB holds) is refused the same way, not a stack overflow', async () => {
    const res = await t.json('/api/orders/normal', {
      method: 'POST',
      token: u.alice.token,
      headers: { 'idempotency-key': 'deep-2', 'content-type': 'application/json' },
      body: `{"x":${nested(500_000)}}`,
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('JSON_TOO_DEEP')
  })

  it('ordinary nesting is unaffected', async () => {
    const res = await order({ 'idempotency-key': 'shallow-1' })
    expect(res.status).toBe(201)
  })
})

describe('a replaced database file', () => {
  it('writes answer 503 DATABASE_REPLACED, reads keep answering from the file opened', async () => {
    const app = makeTestApp({ db: await seededDb() })
    const users = await withUsers(app)
    const other = `${app.db.path}.other`
    openDb(other).close()
    renameSync(other, app.db.path)
    const write = await app.json('/api/watchlist', { method: 'POST', token: users.alice.token, json: { name: 'after the swap' } })
    expect(write.status).toBe(503)
    expect(write.body).toEqual({ detail: expect.stringMatching(/replaced/), code: 'DATABASE_REPLACED' })
    expect((await app.json('/healthz')).status).toBe(200)
  })
})
