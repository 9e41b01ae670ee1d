import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/db/migrations.ts'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, FIRMBASE_DB: '' } })
  return { code: r.status, out: r.stdout, err: r.stderr, json: () => JSON.parse(r.stdout) }
}

let db: string
beforeAll(() => {
  db = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'cli.db')
  const seeded = run('seed', '--db', db, '--companies', '200', '--seed', '5', '--as-of', '2026-06-30', '--json')
  expect(seeded.code, seeded.err).toBe(0)
}, 60_000)

describe('firmbase CLI', () => {
  it('seed --json prints counts, seconds and the fingerprint; refuses to overwrite without --reset', () => {
    const again = run('seed', '--db', db, '--companies', '200', '--json')
    expect(again.code).not.toBe(0)
    expect(again.err).toMatch(/^firmbase: .*--reset[^\n]*\n$/)
    expect(again.out).toBe('')
    const other = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'o.db')
    const a = run('seed', '--db', other, '--companies', '200', '--seed', '5', '--as-of', '2026-06-30', '--json').json()
    expect(a).toMatchObject({ companies: 200, seed: 5, as_of: '2026-06-30', fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), seconds: expect.any(Number) })
    const b = run('seed', '--db', other, '--companies', '200', '--seed', '5', '--as-of', '2026-06-30', '--json', '--reset').json()
    expect(b.fingerprint).toBe(a.fingerprint)
    expect(run('db', 'stats', '--db', db, '--json').json().dataset.fingerprint).toBe(a.fingerprint)
  })

  it('seeds under a V8 heap flag too (the seeding threads take the process flags they can; it exited 0 with nothing)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'heap.db')
    const r = spawnSync(process.execPath, ['--max-old-space-size=400', BIN, 'seed', '--db', file, '--companies', '50', '--json'], {
      encoding: 'utf8',
      env: { ...process.env, FIRMBASE_DB: '' },
    })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ companies: 50 })
  })

  it('every worker thread starts under V8 heap flags and --input-type: readers, the password thread, the living thread (searches answered 500 before)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'threads.db')
    const src = (path: string) => JSON.stringify(new URL(`../../src/${path}`, import.meta.url).href)
    const script = `
      import { openDb } from ${src('db/open.ts')}
      import { seedDataset } from ${src('seeding/seeding.ts')}
      import { createReads } from ${src('core/registry/readers/reads.ts')}
      import { hashPassword, checkPassword } from ${src('core/accounts/passwords.ts')}
      import { createLivingRegistry } from ${src('living/registry.ts')}
      import { createClock } from ${src('clock.ts')}
      setInterval(() => {}, 1000) // as a server's socket does: the threads are unreferenced while idle
      const db = openDb(${JSON.stringify(file)})
      await seedDataset(db, { seed: 2, companies: 60, asOf: '2026-06-01', cache: false })
      const reads = createReads(db, { readers: 1, timeoutMs: 10000 })
      const hsn = await reads.run('reference', { kind: 'hsn', code: '01', limit: 1 }, 'cheap')
      const hashed = await checkPassword('long-enough-password', await hashPassword('long-enough-password'))
      const living = createLivingRegistry(db, createClock(Date.parse('2026-06-03T09:00:00Z')), { static: false, log: () => {} })
      await living.sync()
      console.log(JSON.stringify({ read: hsn !== undefined, hashed, ...living.state() }))
      await living.stop()
      await reads.close()
      db.close()
      process.exit(0)
    `
    const r = spawnSync(process.execPath, ['--max-old-space-size=300', '--stack-size=2000', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toMatchObject({ read: true, hashed: true, runner: 'thread', live_through: '2026-06-03' })
  })

  it('db stats / check / backup', () => {
    const stats = run('db', 'stats', '--db', db, '--json').json()
    expect(stats).toMatchObject({ companies: 200, users: 0, schema_version: SCHEMA_VERSION, dataset: { seed: 5, as_of: '2026-06-30' } })
    expect(run('db', 'check', '--db', db).out.trim()).toBe('ok')
    const file = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'backup.db')
    expect(run('db', 'backup', file, '--db', db, '--json').json()).toMatchObject({ file })
    expect(run('db', 'stats', '--db', file, '--json').json().dataset).toEqual(stats.dataset)
  })

  it('db compact gives back free pages, keeps every row, and refuses a served file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fb-cli-')), 'compact.db')
    expect(run('db', 'backup', file, '--db', db).code).toBe(0)
    const raw = new Database(file)
    raw.exec('CREATE TABLE ballast (b BLOB); INSERT INTO ballast SELECT zeroblob(4096) FROM companies; DROP TABLE ballast')
    const free = raw.pragma('freelist_count', { simple: true }) as number
    raw.close()
    expect(free).toBeGreaterThan(200)
    const compacted = run('db', 'compact', '--db', file, '--json')
    expect(compacted.code, compacted.err).toBe(0)
    const { before, after } = compacted.json()
    expect(after).toBeLessThanOrEqual(before - free * 4096 * 0.9)
    expect(run('db', 'stats', '--db', file, '--json').json()).toMatchObject({ companies: 200 })
    expect(run('db', 'check', '--db', file).out.trim()).toBe('ok')
    writeFileSync(`${file}-lock`, JSON.stringify({ pid: process.pid, start: null, started_at: 'now' }))
    const refused = run('db', 'compact', '--db', file)
    expect(refused.code).toBe(2)
    expect(refused.err).toContain(`is served by process ${process.pid}`)
  })

  it('users, keys, credits, subscriptions, offers, quotas, ips', () => {
    const u = run('users', 'create', '--db', db, '--name', 'Cli', '--email', 'cli@example.com', '--plan', 'premium', '--credits', '25', '--json').json()
    expect(u).toMatchObject({ userId: expect.any(String), apiKey: expect.stringMatching(/^fsk_/), role: 'user', plan: 'premium', credits: 25 })
    expect(run('users', 'list', '--db', db, '--json').json().data[0]).toMatchObject({ id: u.userId, status: 'active' })
    expect(run('users', 'suspend', u.userId, '--db', db, '--json').json()).toEqual({ userId: u.userId, status: 'suspended' })
    expect(run('users', 'unsuspend', u.userId, '--db', db, '--json').json()).toEqual({ userId: u.userId, status: 'active' })
    const key = run('keys', 'create', '--user', u.userId, '--db', db, '--json').json()
    expect(run('keys', 'list', '--user', u.userId, '--db', db, '--json').json().data).toHaveLength(2)
    expect(run('keys', 'revoke', key.keyId, '--db', db).code).toBe(0)
    expect(run('keys', 'revoke', key.keyId, '--db', db).code).toBe(1)
    expect(run('credits', 'grant', '--user', u.userId, '--amount', '10', '--db', db, '--json').json().balance).toBe(35)
    expect(run('subscriptions', 'grant', '--user', u.userId, '--plan', 'Enterprise', '--features', 'Recent_GST', '--db', db, '--json').json()).toMatchObject({
      plan: 'Enterprise',
      status: 'active',
    })
    // Plan and feature names are checked: a custom plan needs its features; a known one brings its own.
    const gold = run('subscriptions', 'grant', '--user', u.userId, '--plan', 'Gold', '--db', db)
    expect([gold.code, gold.err]).toEqual([1, expect.stringMatching(/Gold is not a known plan/)])
    const bogus = run('subscriptions', 'grant', '--user', u.userId, '--plan', 'Enterprise', '--features', 'Recent_GST,Bogus', '--db', db)
    expect([bogus.code, bogus.err]).toEqual([1, expect.stringMatching(/Bogus is not a feature/)])
    expect(run('subscriptions', 'grant', '--user', u.userId, '--plan', 'Premium', '--db', db, '--json').json()).toMatchObject({
      plan: 'premium',
      features: ['Recent_COMP', 'Recent_DIR', 'Recent_GST', 'API_ACCESS'],
    })
    expect(run('offers', 'grant', '--user', u.userId, '--name', 'Diwali', '--features', 'Recent_DIRS', '--db', db).code).toBe(1)
    expect(run('users', 'create', '--db', db, '--name', 'G', '--email', 'g@example.com', '--plan', 'Gold').code).toBe(1)
    expect(run('users', 'create', '--db', db, '--name', 'G', '--email', 'g@example.com', '--plan', 'Gold', '--features', 'Recent_GST', '--json').json()).toMatchObject({
      plan: 'Gold',
      features: ['Recent_GST'],
    })
    expect(run('offers', 'grant', '--user', u.userId, '--name', 'Diwali', '--features', 'Recent_DIR', '--days', '7', '--db', db, '--json').json()).toMatchObject({
      offer_name: 'Diwali',
      status: 'active',
    })
    expect(run('users', 'set-quota', u.userId, '--class', 'details', '--limit', 'unlimited', '--db', db).code).toBe(0)
    expect(run('users', 'set-quota', u.userId, '--class', 'bogus', '--limit', '1', '--db', db).code).toBe(2)
    expect(run('ips', 'block', '203.0.113.9', '--hours', '1', '--db', db, '--json').json()).toMatchObject({ ip: '203.0.113.9', source: 'admin' })
    expect(run('ips', 'list', '--db', db, '--json').json().total).toBe(1)
    expect(run('ips', 'unblock', '203.0.113.9', '--db', db).code).toBe(0)
    expect(run('security', 'scan', '--db', db, '--json').json()).toEqual({ blocked: [] })
    expect(run('users', 'delete', u.userId, '--db', db).code).toBe(0)
  }, 300_000) // about 20 processes one after another: over two minutes at load 12 on 2 cores

  it('errors: one line on stderr, non-zero exit, no stack trace', () => {
    for (const args of [
      ['db', 'stats', '--db', '/nonexistent/x.db'],
      ['users', 'create', '--db', db, '--name', 'X', '--email', 'not-an-email'],
      ['bogus'],
      ['seed', '--db', db, '--as-of', '2026-13-01'],
    ]) {
      const r = run(...args)
      expect(r.code, args.join(' ')).not.toBe(0)
      expect(r.err.trim().split('\n')).toHaveLength(1)
      expect(r.err).not.toMatch(/\s+at .+:\d+/)
    }
  })
})
