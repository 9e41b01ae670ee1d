// While another connection holds the write lock (the living registry's thread making a day, another
// process), the thread that answers requests never sleeps in SQLite's busy handler: a group of small
// writes waits asynchronously and commits once the lock is free; quota counts stay exact in memory
// and are saved then. Before, each waited on the lock synchronously, holding every request.
import Database from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { QuotaLedger } from '../../src/core/access/quotas.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { createClock } from '../../src/clock.ts'
import { groupCommit } from '../../src/db/group-commit.ts'
import { openDb } from '../../src/db/open.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function lockedFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'fb-lock-')), 'db.sqlite')
  const db = openDb(path)
  const other = new Database(path)
  other.pragma('busy_timeout = 0')
  return { db, other }
}

describe('the write lock held by another connection', () => {
  it('a group of writes waits without holding the thread, and commits once the lock is free', async () => {
    const { db, other } = lockedFile()
    const commits = groupCommit(db)
    other.prepare('BEGIN IMMEDIATE').run()
    const started = performance.now()
    let committed = false
    const write = commits
      .write(() => db.stmt("INSERT INTO settings (key, value) VALUES ('gc_locked', 'x')").run().changes)
      .then((n) => {
        committed = true
        return n
      })
    // The event loop keeps turning: a timer fires on time while the write waits.
    await sleep(50)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(committed).toBe(false)
    other.prepare('COMMIT').run()
    expect(await write).toBe(1)
    expect(db.sqlite.prepare("SELECT value FROM settings WHERE key = 'gc_locked'").pluck().get()).toBe('x')
    // A flush that must see its writes (shutdown) still waits for the lock.
    other.prepare('BEGIN IMMEDIATE').run()
    const late = commits.later(() => db.stmt("INSERT INTO settings (key, value) VALUES ('gc_flushed', 'y')").run().changes)
    setTimeout(() => other.prepare('COMMIT').run(), 30)
    await sleep(40)
    commits.flush()
    expect(await late).toBe(1)
    other.close()
    db.close()
  })

  it('quota counts taken meanwhile are exact in memory, answered at once, and saved when the lock is free', async () => {
    const { db, other } = lockedFile()
    const user = createUser(db, createClock(), { name: 'Q', email: 'q@example.com' })
    const ledger = new QuotaLedger(db)
    const now = Date.now()
    other.prepare('BEGIN IMMEDIATE').run()
    const started = performance.now()
    for (let i = 0; i < 3; i++) {
      expect(ledger.consume(user.userId, 'details', 3, now).allowed).toBe(true)
      await ledger.settled(ledger.mark())
    }
    expect(performance.now() - started).toBeLessThan(1000)
    expect(ledger.consume(user.userId, 'details', 3, now).allowed).toBe(false) // exact against the limit
    expect(ledger.unsaved).toBeGreaterThan(0)
    other.prepare('COMMIT').run()
    await expect.poll(() => ledger.unsaved, { timeout: 2000, interval: 10 }).toBe(0)
    expect(db.sqlite.prepare("SELECT count FROM usage_counters WHERE user_id = ? AND class = 'details'").pluck().get(user.userId)).toBe(3)
    other.close()
    db.close()
  })
})
