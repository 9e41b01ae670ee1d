// Acknowledged orders survive kill -9; a database file replaced under the running server is not written.
import { copyFileSync, existsSync, readFileSync, renameSync } from 'node:fs'
import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { call, credentials, login, seededCopy, serve, serveFails, type Served } from './_process.ts'

let s: Served | undefined
afterEach(() => {
  if (s && s.child.exitCode === null) s.child.kill('SIGKILL')
})

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const anyCin = (db: string) => {
  const raw = new Database(db, { readonly: true })
  try {
    return (raw.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
  } finally {
    raw.close()
  }
}
const orderBody = (cin: string, name: string) => ({ orderName: name, paymentOption: 'credits', items: [{ type: 'company', number: cin }] })

describe('durability (process)', () => {
  it('20 rounds of kill -9 during a stream of orders: every acknowledged order is there afterwards', async () => {
    const db = seededCopy()
    const cin = anyCin(db)
    const acknowledged: string[] = []
    s = await serve(db, ['--log-format', 'none']) // creates the demo accounts
    const token = await login(s.port, credentials(db).premium.apiKey) // valid across restarts (secrets live in the file)
    s.child.kill('SIGTERM')
    await s.exit
    const grant = new Database(db)
    grant
      .prepare(
        "INSERT INTO credit_ledger (user_id, delta, reason, order_id, created_at) SELECT id, 100000, 'grant', NULL, '2026-01-01T00:00:00.000Z' FROM users WHERE email = 'premium@firmbase.local'",
      )
      .run()
    grant.close()
    for (let round = 0; round < 20; round++) {
      s = await serve(db, ['--log-format', 'none'])
      // The kill comes 20–170 ms after the round's first acknowledged order (at most 15 s in: a busy
      // machine's first answers take longer than a fixed window after the start would allow).
      let killed = false
      let firstAck: () => void = () => {}
      const flowing = new Promise<void>((resolve) => (firstAck = resolve))
      // Four clients in parallel; whatever was answered 201 before the kill must survive it.
      const clients = Array.from({ length: 4 }, async (_, c) => {
        for (let i = 0; !killed; i++) {
          const res = await call(s!.port, 'POST', '/api/orders/normal', { token, body: orderBody(cin, `r${round}c${c}i${i}`) }).catch(() => undefined)
          if (!res) return
          if (res.status === 201) {
            acknowledged.push(JSON.parse(res.body)._id)
            firstAck()
          }
        }
      })
      await Promise.race([flowing, new Promise((r) => setTimeout(r, 15_000))])
      await new Promise((r) => setTimeout(r, 20 + ((round * 37) % 150)))
      killed = true
      s.child.kill('SIGKILL')
      await s.exit
      await Promise.all(clients)
    }
    expect(acknowledged.length).toBeGreaterThan(20) // orders were flowing when the kills came
    const raw = new Database(db)
    const found = new Set(raw.prepare('SELECT id FROM orders').pluck().all() as string[])
    // Every credit debited belongs to an order that exists, and every paid order debited its credits.
    const money = raw
      .prepare(
        `SELECT (SELECT sum(delta) FROM credit_ledger l WHERE l.user_id = u.id) AS balance,
                (SELECT sum(credits_used) FROM orders o WHERE o.user_id = u.id AND o.payment_status = 'paid') AS used
         FROM users u WHERE u.email = 'premium@firmbase.local'`,
      )
      .get() as { balance: number; used: number }
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok')
    raw.close()
    expect(acknowledged.filter((id) => !found.has(id))).toEqual([])
    expect(money.balance).toBe(1000 + 100000 - money.used)
  }, 600_000)

  it('the file replaced under a running server: writes 503 with one log line, nothing reaches the new file, the next start refuses', async () => {
    const db = seededCopy()
    s = await serve(db)
    const token = await login(s.port, credentials(db).premium.apiKey)
    const cin = anyCin(db)
    expect((await call(s.port, 'POST', '/api/orders/normal', { token, body: orderBody(cin, 'before') })).status).toBe(201)
    const other = seededCopy()
    const before = sha(other)
    renameSync(other, db) // mv other.db firmbase.db
    const refused = await call(s.port, 'POST', '/api/orders/normal', { token, body: orderBody(cin, 'after') })
    expect(refused.status).toBe(503)
    expect(JSON.parse(refused.body)).toEqual({ detail: expect.stringMatching(/replaced/), code: 'DATABASE_REPLACED' })
    expect((await call(s.port, 'POST', '/api/watchlist', { token, body: { name: 'w' } })).status).toBe(503)
    expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
    await new Promise((r) => setTimeout(r, 1200)) // the periodic check runs too: still one line
    expect(
      s
        .stderr()
        .split('\n')
        .filter((l) => /was replaced or removed/.test(l)),
    ).toHaveLength(1)
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
    expect(sha(db)).toBe(before)
    expect(existsSync(`${db}-wal`)).toBe(true)
    const next = serveFails(db)
    expect(next.status).toBe(1)
    expect(next.stderr).toMatch(/-wal belongs to another database file/)
    expect(sha(db)).toBe(before)
    // The operator's way out, as the message says: the new file then opens intact.
    renameSync(`${db}-wal`, `${db}-wal.old`)
    copyFileSync(db, `${db}.copy`)
    s = await serve(db, ['--log-format', 'none'])
    expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
  }, 60_000)
})
