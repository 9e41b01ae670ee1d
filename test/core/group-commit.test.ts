// Small writes of one event-loop turn share one transaction: a burst of logins costs one commit.
import { describe, expect, it, vi } from 'vitest'
import { AttemptWindows, LOGIN_LIMIT } from '../../src/core/access/limits.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { groupCommit, LATER_MS } from '../../src/db/group-commit.ts'
import { openDb } from '../../src/db/open.ts'
import { makeTestApp, T0 } from '../_setup.ts'
import { createApp } from '../../src/app.ts'
import { listen } from '../../src/http/server.ts'
import { createFixedClock } from '../../src/clock.ts'

const settings = (db: ReturnType<typeof openDb>) => db.sqlite.prepare("SELECT key, value FROM settings WHERE key LIKE 'gc_%' ORDER BY key").all()

describe('group commit', () => {
  it('runs the writes queued in one turn in one transaction, in order, and resolves each after the commit', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    const spy = vi.spyOn(db, 'transaction')
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

  it('a commit that fails rejects every write of the turn', async () => {
    const db = openDb(':memory:')
    const commits = groupCommit(db)
    vi.spyOn(db, 'transaction').mockImplementationOnce(() => {
      throw new Error('disk full')
    })
    const writes = [1, 2].map((i) => commits.write(() => i))
    for (const w of writes) await expect(w).rejects.toThrow('disk full')
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

  it("over HTTP, an API-key login commits once: its attempt, the key's last use and the session in one group", async () => {
    const t = makeTestApp()
    const user = createUser(t.db, createFixedClock(T0), { name: 'G', email: 'g@example.com' })
    const server = await listen(createApp(t.deps), { port: 0, host: '127.0.0.1', maxConnections: 10, shutdownTimeoutMs: 1000 })
    try {
      // Commits: transactions begun outside another (a nested one is a savepoint of its group).
      let commits = 0
      const transaction = t.db.transaction
      vi.spyOn(t.db, 'transaction').mockImplementation((fn) => {
        if (!t.db.sqlite.inTransaction) commits++
        return transaction(fn)
      })
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
