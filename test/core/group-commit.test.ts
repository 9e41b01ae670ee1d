// Small writes of one event-loop turn share one transaction: a burst of logins costs one commit.
import { describe, expect, it, vi } from 'vitest'
import { AttemptWindows, LOGIN_LIMIT } from '../../src/core/access/limits.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { groupCommit, LATER_MS } from '../../src/db/group-commit.ts'
import { takeRollingSlot } from '../../src/db/access.ts'
import { openDb } from '../../src/db/open.ts'
import { makeTestApp, T0 } from '../_setup.ts'
import { createApp } from '../../src/app.ts'
import { listen } from '../../src/http/server.ts'
import { createFixedClock } from '../../src/clock.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const settings = (db: ReturnType<typeof openDb>) => db.sqlite.prepare("SELECT key, value FROM settings WHERE key LIKE 'gc_%' ORDER BY key").all()

describe('group commit', () => {
  it('runs the writes queued in one turn in one transaction, in order, and resolves each after the commit', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const spy = vi.spyOn(db, 'tryTransaction')
    const put = (k: string) => commits.write(() => db.sqlite.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(`gc_${k}`, k).changes)
    const results = await Promise.all(['a', 'b', 'c', 'd'].map(put))
    expect(results).toEqual([1, 1, 1, 1])
    expect(spy).toHaveBeenCalledTimes(1)
    expect(settings(db)).toHaveLength(4)
    await put('e') // a later turn: a transaction of its own
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('a write that throws rolls back alone and rejects only its caller', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const ok = commits.write(() => db.sqlite.prepare("INSERT INTO settings (key, value) VALUES ('gc_1', 'x')").run())
    const bad = commits.write(() => {
      db.sqlite.prepare("INSERT INTO settings (key, value) VALUES ('gc_2', 'x')").run()
      throw new Error('refused')
    })
    const alsoOk = commits.write(() => db.sqlite.prepare("INSERT INTO settings (key, value) VALUES ('gc_3', 'x')").run())
    await expect(bad).rejects.toThrow('refused')
    await expect(Promise.all([ok, alsoOk])).resolves.toHaveLength(2)
    expect(settings(db).map((r: any) => r.key)).toEqual(['gc_1', 'gc_3'])
  })

  it('a write queued by a write of the running group joins that group', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const spy = vi.spyOn(db, 'tryTransaction')
    const put = (k: string) => db.sqlite.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(`gc_${k}`, k)
    let inner: Promise<unknown> | undefined
    await commits.write(() => {
      put('outer')
      inner = commits.later(() => put('inner'))
    })
    await inner
    expect(spy).toHaveBeenCalledTimes(1)
    expect(settings(db)).toHaveLength(2)
  })

  it('a commit that fails rejects every write of the turn', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    vi.spyOn(db, 'tryTransaction').mockImplementationOnce(() => {
      throw new Error('disk full')
    })
    const writes = [1, 2].map((i) => commits.write(() => i))
    for (const w of writes) await expect(w).rejects.toThrow('disk full')
  })
  it('a write that makes SQLite roll back the whole transaction (a full disk) fails the whole group, and nothing after it commits alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-gc-'))
    const db = openDb(join(dir, 'full.db'))
    db.sqlite.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v BLOB)')
    db.sqlite.pragma(`max_page_count = ${(db.sqlite.pragma('page_count', { simple: true }) as number) + 20}`)
    const commits = groupCommit(db)
    const put = (k: string, size: number) => commits.write(() => db.sqlite.prepare('INSERT INTO t VALUES (?, ?)').run(k, Buffer.alloc(size)).changes)
    const results = await Promise.allSettled([put('a', 10), put('big', 4_000_000), put('c', 10)])
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_FULL' } })
    expect(db.sqlite.prepare('SELECT k FROM t').pluck().all()).toEqual([])
    expect(db.sqlite.inTransaction).toBe(false)
    db.close()
  })
})

describe('attempt windows with group commit', () => {
  it('counts attempts decided in the same turn before any of them is committed, then stores them with running totals', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const windows = new AttemptWindows(db, commits)
    const limit = { ...LOGIN_LIMIT, max: 3 }
    const results = Array.from({ length: 5 }, () => windows.take(limit, '10.0.0.9', T0))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false])
    expect(results[3]).toEqual({ allowed: false, retryAfter: 15 * 60 })
    expect(db.sqlite.prepare('SELECT count(*) AS n FROM rate_limits').get()).toEqual({ n: 0 }) // not yet committed
    await new Promise((r) => setImmediate(r))
    expect(db.sqlite.prepare('SELECT count(*) AS n FROM rate_limits').get()).toEqual({ n: 0 }) // nobody waits: they wait for a group
    await new Promise((r) => setTimeout(r, LATER_MS + 20))
    expect(db.sqlite.prepare("SELECT count, total FROM rate_limits WHERE key = 'login:10.0.0.9'").all()).toEqual([{ count: 3, total: 3 }])
    // Committed rows count as before: a later turn is still refused, another address is not.
    expect(windows.take(limit, '10.0.0.9', T0 + 60_000)).toEqual({ allowed: false, retryAfter: 14 * 60 })
    expect(windows.take(limit, '10.0.0.10', T0 + 60_000)).toEqual({ allowed: true })
  })

  it('reads the rows only when a key is first seen and when its oldest attempt leaves the window; a restart and a reset start from the rows', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const limit = { ...LOGIN_LIMIT, max: 3 }
    const MIN = 60_000
    let windows = new AttemptWindows(db, commits)
    const reads = vi.spyOn(db, 'stmt')
    expect(windows.take(limit, 'a', T0).allowed).toBe(true)
    const firstSight = reads.mock.calls.length
    expect(firstSight).toBeGreaterThan(0)
    expect([windows.take(limit, 'a', T0 + 1 * MIN), windows.take(limit, 'a', T0 + 2 * MIN)].map((r) => r.allowed)).toEqual([true, true])
    expect(windows.take(limit, 'a', T0 + 3 * MIN)).toEqual({ allowed: false, retryAfter: 12 * 60 })
    expect(reads.mock.calls.filter(([sql]) => sql.startsWith('SELECT'))).toHaveLength(firstSight) // no read since
    commits.flush()
    // The attempt at T0 leaves the window: read again, and one slot frees.
    expect(windows.take(limit, 'a', T0 + 15 * MIN).allowed).toBe(true)
    expect(windows.take(limit, 'a', T0 + 15 * MIN + 1)).toEqual({ allowed: false, retryAfter: 60 })
    commits.flush()
    // A restart knows what was committed.
    windows = new AttemptWindows(db, commits)
    expect(windows.take(limit, 'a', T0 + 15 * MIN + 2)).toEqual({ allowed: false, retryAfter: 60 })
    // A reset deletes the rows and forgets the keys.
    db.sqlite.prepare('DELETE FROM rate_limits').run()
    windows.forget()
    expect(windows.take(limit, 'a', T0 + 15 * MIN + 3).allowed).toBe(true)
  })

  it('test mode: a restored snapshot, a reset and a clock set back are counted from the rows they leave', async () => {
    const t = makeTestApp({ testMode: true, config: { loginLimit: 3 } })
    const clock = t.deps.clock as ReturnType<typeof createFixedClock>
    const login = async () => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: 'fsk_wrong' } })).status
    const settle = () => new Promise((r) => setTimeout(r, LATER_MS + 20))
    expect((await t.json('/__admin/snapshots', { method: 'POST', json: { name: 'none' } })).status).toBe(201)
    expect([await login(), await login(), await login(), await login()]).toEqual([401, 401, 401, 429])
    await settle()
    expect((await t.json('/__admin/snapshots', { method: 'POST', json: { name: 'three' } })).status).toBe(201)
    // Back to no attempts: allowed again (the process had three in memory).
    expect((await t.json('/__admin/snapshots/none/restore', { method: 'POST' })).status).toBe(200)
    expect(await login()).toBe(401)
    await settle()
    // Back to three in the window: refused at once (the process had one in memory).
    expect((await t.json('/__admin/snapshots/three/restore', { method: 'POST' })).status).toBe(200)
    expect(await login()).toBe(429)
    // 16 minutes on: the three leave the window; then the clock goes back 10 minutes and they count again.
    clock.set(T0 + 16 * 60_000)
    expect([await login(), await login()]).toEqual([401, 401])
    await settle()
    expect((await t.json('/__admin/clock', { method: 'POST', json: { set: new Date(T0 + 6 * 60_000).toISOString() } })).status).toBe(200)
    expect(await login()).toBe(429)
  })

  it('a commit by another connection to the file (a second process) makes the windows read their rows again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-aw-'))
    const db = openDb(join(dir, 'a.db'))
    const other = openDb(join(dir, 'a.db'))
    const windows = new AttemptWindows(db, groupCommit(db))
    const limit = { ...LOGIN_LIMIT, max: 3 }
    expect(windows.take(limit, 'x', T0).allowed).toBe(true)
    for (let i = 1; i <= 2; i++) takeRollingSlot(other, 'login:x', new Date(T0 + i).toISOString(), new Date(T0 + i - 15 * 60_000).toISOString(), 10)
    await new Promise((r) => setTimeout(r, 2)) // data_version is read at most once per millisecond
    db.syncExternalChanges() // as the next request's first step does
    expect(windows.take(limit, 'x', T0 + 10)).toMatchObject({ allowed: false })
    other.close()
    db.close()
  })

  it('a burst of logins in one turn writes a session row each, but one attempt row per address and one last-use stamp per key', async () => {
    const t = makeTestApp({ config: { loginLimit: 100 } })
    const user = createUser(t.db, t.deps.clock, { name: 'B', email: 'b@example.com' })
    // Row changes counted by temporary triggers: an upsert that updates fires the update trigger.
    t.db.sqlite.exec(`CREATE TEMP TABLE hits (what TEXT);
      CREATE TEMP TRIGGER stamp_hits AFTER UPDATE OF last_used_at ON api_keys BEGIN INSERT INTO hits VALUES ('stamp'); END;
      CREATE TEMP TRIGGER attempt_inserts AFTER INSERT ON rate_limits BEGIN INSERT INTO hits VALUES ('attempt'); END;
      CREATE TEMP TRIGGER attempt_updates AFTER UPDATE ON rate_limits BEGIN INSERT INTO hits VALUES ('attempt'); END;`)
    const results = await Promise.all(Array.from({ length: 8 }, () => t.json('/api/auth/login', { method: 'POST', json: { api_key: user.apiKey } })))
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
    await new Promise((r) => setTimeout(r, LATER_MS + 20))
    expect(t.db.sqlite.prepare("SELECT count(*) AS n FROM sessions WHERE kind = 'api'").get()).toEqual({ n: 8 })
    expect(t.db.sqlite.prepare('SELECT what, count(*) AS n FROM hits GROUP BY what ORDER BY what').all()).toEqual([
      { what: 'attempt', n: 1 },
      { what: 'stamp', n: 1 },
    ])
    // The one row holds all eight attempts (same millisecond: the clock is fixed).
    expect(t.db.sqlite.prepare("SELECT count, total FROM rate_limits WHERE key LIKE 'login:%'").all()).toEqual([{ count: 8, total: 8 }])
    expect(t.db.sqlite.prepare('SELECT last_used_at FROM api_keys').pluck().get()).toBe(new Date(T0).toISOString())
  })

  it('attempts of one address in several milliseconds of a group get a row each, with running totals', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const windows = new AttemptWindows(db, commits)
    const limit = { ...LOGIN_LIMIT, max: 10 }
    for (const at of [T0, T0, T0 + 1, T0 + 5, T0 + 5, T0 + 5]) expect(windows.take(limit, 'm', at).allowed).toBe(true)
    commits.flush()
    expect(db.sqlite.prepare("SELECT window_start, count, total FROM rate_limits WHERE key = 'login:m' ORDER BY window_start").all()).toEqual([
      { window_start: new Date(T0).toISOString(), count: 2, total: 2 },
      { window_start: new Date(T0 + 1).toISOString(), count: 1, total: 3 },
      { window_start: new Date(T0 + 5).toISOString(), count: 3, total: 6 },
    ])
    // A clock set back records at the newest time, so totals keep their order.
    expect(windows.take(limit, 'm', T0 - 60_000).allowed).toBe(true)
    commits.flush()
    expect(db.sqlite.prepare("SELECT count, total FROM rate_limits WHERE key = 'login:m' AND window_start = ?").get(new Date(T0 + 5).toISOString())).toEqual({ count: 4, total: 7 })
  })

  it("over HTTP, an API-key login commits once: its attempt, the key's last use and the session in one group", async () => {
    const t = makeTestApp()
    const user = createUser(t.db, createFixedClock(T0), { name: 'G', email: 'g@example.com' })
    const server = await listen(createApp(t.deps), { port: 0, host: '127.0.0.1', maxConnections: 10, shutdownTimeoutMs: 1000 })
    try {
      // Commits: transactions begun outside another (a nested one is a savepoint of its group).
      let commits = 0
      for (const name of ['transaction', 'tryTransaction'] as const) {
        const transaction = t.db[name] as (fn: () => unknown) => unknown
        vi.spyOn(t.db, name).mockImplementation(((fn: () => unknown) => {
          if (!t.db.sqlite.inTransaction) commits++
          return transaction(fn)
        }) as never)
      }
      const tokens: string[] = []
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ api_key: user.apiKey }),
        })
        expect(res.status).toBe(200)
        tokens.push(((await res.json()) as { token: { access_token: string } }).token.access_token)
      }
      expect(commits).toBe(6) // one per login (two before group commit: the attempt had its own)
      expect(t.db.sqlite.prepare("SELECT count(*) AS n FROM sessions WHERE kind = 'api'").get()).toEqual({ n: 6 })
      expect(t.db.sqlite.prepare("SELECT max(total) AS n FROM rate_limits WHERE key LIKE 'login:%'").get()).toEqual({ n: 6 })
      expect((await t.json('/api/auth/me', { token: tokens[5] })).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
