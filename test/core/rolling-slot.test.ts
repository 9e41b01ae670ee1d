// The rolling attempt window (logins, registrations) counts from a running total per key: exact
// whatever the number of attempts in the window, without summing them.
import { describe, expect, it } from 'vitest'
import { takeRollingSlot } from '../../src/db/access.ts'
import { makeTestApp } from '../_setup.ts'

const iso = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString()
const MIN = 60_000

describe('rolling attempt window', () => {
  it('counts exactly: attempts of one millisecond share a row, old rows leave the window, a full window names its oldest attempt', () => {
    const { db } = makeTestApp()
    const take = (at: number, max = 5) => takeRollingSlot(db, 'login:10.0.0.1', iso(at), iso(at - 15 * MIN), max)
    expect([take(0), take(0), take(1 * MIN), take(2 * MIN), take(3 * MIN)]).toEqual([null, null, null, null, null])
    expect(take(4 * MIN)).toBe(iso(0)) // five in the window: full until the two at 0 leave
    expect(take(15 * MIN)).toBeNull() // the window is strictly after its start: both at 0 have left
    expect(take(15 * MIN + 1)).toBeNull()
    expect(take(15 * MIN + 2)).toBe(iso(1 * MIN)) // 1, 2, 3, 15, 15+1 min
    // Rows before the window may be gone (the cleanup job): the count does not need them.
    db.sqlite.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(iso(2 * MIN))
    expect(take(16 * MIN + 1)).toBeNull() // 2, 3, 15+1, 15+2 and this
    expect(take(16 * MIN + 2)).toBe(iso(2 * MIN))
    const rows = db.sqlite.prepare("SELECT count, total FROM rate_limits WHERE key = 'login:10.0.0.1' ORDER BY window_start").all()
    expect(rows.at(-1)).toEqual({ count: 1, total: 8 })
  })

  it('keys are counted apart, and a clock set back records at the newest time so totals stay in order', () => {
    const { db } = makeTestApp()
    expect(takeRollingSlot(db, 'register:a', iso(10 * MIN), iso(-50 * MIN), 2)).toBeNull()
    expect(takeRollingSlot(db, 'register:b', iso(10 * MIN), iso(-50 * MIN), 2)).toBeNull()
    expect(takeRollingSlot(db, 'register:a', iso(5 * MIN), iso(-55 * MIN), 2)).toBeNull()
    expect(takeRollingSlot(db, 'register:a', iso(6 * MIN), iso(-54 * MIN), 2)).toBe(iso(10 * MIN))
    expect(db.sqlite.prepare("SELECT window_start, count, total FROM rate_limits WHERE key = 'register:a'").all()).toEqual([{ window_start: iso(10 * MIN), count: 2, total: 2 }])
  })

  it('a window of 20,000 attempts is counted with two index probes, not a sum over its rows', () => {
    const { db } = makeTestApp()
    for (let i = 0; i < 20_000; i++) expect(takeRollingSlot(db, 'login:10.0.0.2', iso(i), iso(i - 15 * MIN), 1_000_000)).toBeNull()
    const plans: [string, string[]][] = [
      ['SELECT window_start, total FROM rate_limits WHERE key = ? ORDER BY window_start DESC LIMIT 1', ['k']],
      ['SELECT window_start, total, count FROM rate_limits WHERE key = ? AND window_start > ? ORDER BY window_start LIMIT 1', ['k', 'x']],
    ]
    for (const [sql, args] of plans) {
      const plan = (db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail).join('; ')
      expect(plan).toMatch(/SEARCH rate_limits USING PRIMARY KEY/)
      expect(plan).not.toMatch(/TEMP B-TREE/)
    }
    expect(db.sqlite.prepare("SELECT max(total) AS n FROM rate_limits WHERE key = 'login:10.0.0.2'").get()).toEqual({ n: 20_000 })
  })
})
