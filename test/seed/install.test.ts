// How a finished dataset is put in place: swapped in as a whole file when the database is ours alone,
// copied in one transaction otherwise, and never half-written when the seeder is killed.
import Database from 'better-sqlite3'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { progressBar } from '../../src/cli/seed.ts'
import { createClock } from '../../src/clock.ts'
import { readDatasetInfo, setSetting, getSetting } from '../../src/db/settings.ts'
import { createScreener } from '../../src/core/lists/screeners.ts'
import { loadSecrets } from '../../src/core/accounts/tokens.ts'
import { SIDES, sidePlan } from '../../src/seeding/plan.ts'
import { openFinal } from '../../src/seeding/merge.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { openPrivate } from '../../src/seeding/side-file.ts'
import { ApiKeySignIn, createUser } from '../../src/core/accounts/users.ts'
import { groupCommit } from '../../src/db/group-commit.ts'
import { openDb, type Db } from '../../src/db/open.ts'
import { schemaSql } from '../../src/db/schema-text.ts'
import { dump } from './dump.ts'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const OPTIONS = { seed: 11, companies: 600, asOf: '2026-06-30' }
const freshFile = () => join(mkdtempSync(join(tmpdir(), 'fb-install-')), 'db.sqlite')

/** Accounts and other rows that are not the dataset, which every install must keep. */
function addAccounts(db: Db) {
  const clock = createClock()
  const user = createUser(db, clock, { name: 'Keeper', email: 'keeper@example.com', plan: 'premium', credits: 42 })
  const screener = createScreener(db, clock, user.userId, { name: 'Mine', type: 'company', query: "State == 'Kerala'", description: '' })
  setSetting(db, 'custom', 'kept')
  loadSecrets(db, {}) // what a server start stores
  return { user, screener }
}

function expectAccountsKept(db: Db, accounts: ReturnType<typeof addAccounts>) {
  expect(new ApiKeySignIn(db, createClock(), groupCommit(db)).check(accounts.user.apiKey).user.id).toBe(accounts.user.userId)
  expect(db.sqlite.prepare('SELECT sum(delta) AS n FROM credit_ledger WHERE user_id = ?').get(accounts.user.userId)).toEqual({ n: 42 })
  expect(db.sqlite.prepare('SELECT name FROM screeners WHERE id = ?').get(accounts.screener.id)).toEqual({ name: 'Mine' })
  expect(getSetting(db, 'custom')).toBe('kept')
  // The access/refresh secrets are settings too: sessions signed before the seed stay valid.
  expect(db.sqlite.prepare("SELECT count(*) AS n FROM settings WHERE key LIKE '%secret%'").get()).toEqual({ n: 2 })
}

describe('an empty registry (fixtures alone)', () => {
  it('is written in place, without workers, the same as the pipeline writes it: rows, screeners, fingerprint', async () => {
    const options = { seed: 4, companies: 0, asOf: '2026-11-20' }
    const inPlace = openDb(freshFile())
    const piped = openDb(freshFile())
    const a = await seedDataset(inPlace, options)
    const b = await seedDataset(piped, { ...options, workers: true })
    expect(a.phases.sides).toEqual([]) // no side files: nothing started
    expect(b.phases.sides.length).toBeGreaterThan(0)
    expect(a.fingerprint).toBe(b.fingerprint)
    expect(readDatasetInfo(inPlace)).toEqual(readDatasetInfo(piped))
    expect(dump(inPlace)).toBe(dump(piped))
    const screeners = (db: Db) => db.sqlite.prepare('SELECT id, name, query FROM screeners WHERE owner_id IS NULL ORDER BY id').all()
    expect(screeners(inPlace)).toEqual(screeners(piped))
    inPlace.close()
    piped.close()
  }, 60_000)
})

describe('installing a dataset', () => {
  it('a swapped-in dataset carries the statistics a full ANALYZE writes (STAT4 samples too), taken part by part while merging', async () => {
    const db = openDb(freshFile())
    const result = await seedDataset(db, OPTIONS)
    expect(result.installed).toBe('swapped')
    const stats = () => ({
      stat1: db.sqlite.prepare('SELECT tbl, idx, stat FROM sqlite_stat1 ORDER BY tbl, idx').all(),
      stat4: db.sqlite.prepare('SELECT tbl, idx, neq, nlt, ndlt, hex(sample) AS s FROM sqlite_stat4 ORDER BY tbl, idx, s').all(),
    })
    const seeded = stats()
    expect(seeded.stat1.map((r: any) => r.tbl)).toEqual(
      expect.arrayContaining(['companies', 'directors', 'director_appointments', 'gst_registrations', 'companies_fts_idx', 'ref_nic']),
    )
    expect(seeded.stat4.length).toBeGreaterThan(0)
    db.sqlite.exec('ANALYZE')
    expect(stats()).toEqual(seeded)
    db.close()
  })

  it('swaps the finished file in when no one else has the database open, keeping accounts; same data as a copy', async () => {
    const file = freshFile()
    const db = openDb(file)
    await seedDataset(db, { ...OPTIONS, seed: 12 })
    const accounts = addAccounts(db)
    const before = db.sqlite.prepare("SELECT key, value FROM settings WHERE key LIKE '%secret%' ORDER BY key").all()

    const result = await seedDataset(db, { ...OPTIONS, reset: true })
    expect(result.installed).toBe('swapped')
    expectAccountsKept(db, accounts)
    expect(db.sqlite.prepare("SELECT key, value FROM settings WHERE key LIKE '%secret%' ORDER BY key").all()).toEqual(before)
    expect(readDatasetInfo(db)).toMatchObject({ seed: 11, fingerprint: result.fingerprint, companies: 600 })
    // The Db object follows the new file: Kysely, cached statements and pragmas included.
    expect(db.first(db.kysely.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')))).toEqual({ n: 600 })
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.sqlite.prepare('SELECT count(*) AS n FROM screeners WHERE owner_id IS NULL').get()).toEqual({ n: 6 })
    expect(db.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok')
    expect(readdirSync(join(file, '..')).filter((f) => f.includes('.seeding-'))).toEqual([])
    // The other side files were moved in by appending their pages (page-merge.ts), not by copying rows;
    // their trigram indexes agree with the rows they came with.
    const appended = result.phases.sides.slice(1).flatMap((side) => Object.entries(side).filter(([k]) => k.startsWith('pages ')))
    expect(appended).toHaveLength(SIDES.slice(1).flatMap((side) => side.parts).length)
    for (const [, pages] of appended) expect(pages).toBeGreaterThan(0)
    for (const fts of ['gst_fts', 'directors_fts']) expect(() => db.sqlite.prepare(`INSERT INTO ${fts}(${fts}) VALUES ('integrity-check')`).run()).not.toThrow()

    const memory = openDb(':memory:')
    const copied = await seedDataset(memory, OPTIONS)
    expect(copied.installed).toBe('copied')
    expect(copied.fingerprint).toBe(result.fingerprint)
    expect(dump(memory)).toBe(dump(db))
    memory.close()
    db.close()
  }, 60_000)

  it('copies the dataset in, in one transaction, while another connection has the database open', async () => {
    const file = freshFile()
    const db = openDb(file)
    await seedDataset(db, { ...OPTIONS, seed: 12 })
    const accounts = addAccounts(db)
    const other = new Database(file) // say, a running server
    const before = other.prepare('SELECT count(*) AS n FROM companies').get()

    const result = await seedDataset(db, { ...OPTIONS, reset: true })
    expect(result.installed).toBe('copied')
    expectAccountsKept(db, accounts)
    expect(readDatasetInfo(db).fingerprint).toBe(result.fingerprint)
    // The other connection sees the new dataset on its next read.
    expect(JSON.parse((other.prepare("SELECT value FROM settings WHERE key = 'dataset'").get() as { value: string }).value).fingerprint).toBe(result.fingerprint)
    expect(before).toEqual({ n: 600 })
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok')
    // FTS5's integrity-check throws (SQLITE_CORRUPT_VTAB) when the trigram index disagrees with the rows copied in;
    // and the index must find by name exactly the companies a scan finds.
    expect(() => db.sqlite.prepare("INSERT INTO companies_fts(companies_fts) VALUES ('integrity-check')").run()).not.toThrow()
    const word = (db.sqlite.prepare('SELECT name FROM companies ORDER BY rowid LIMIT 1').pluck().get() as string).split(' ')[0]
    const indexed = db.sqlite.prepare('SELECT count(*) FROM companies_fts WHERE companies_fts MATCH ?').pluck().get(`name : "${word}"`) as number
    const scanned = db.sqlite.prepare("SELECT count(*) FROM companies WHERE name LIKE '%' || ? || '%'").pluck().get(word) as number
    expect(word.length).toBeGreaterThanOrEqual(3)
    expect(scanned).toBeGreaterThan(0)
    expect(indexed).toBe(scanned)
    other.close()
    db.close()
  }, 60_000)

  it('swaps the file a symlinked path points to, leaving the link in place', async () => {
    const real = freshFile()
    const link = join(real, '..', 'link.sqlite')
    openDb(real).close()
    symlinkSync(real, link)
    const db = openDb(link)
    expect((await seedDataset(db, OPTIONS)).installed).toBe('swapped')
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    const direct = openDb(real)
    expect(direct.sqlite.prepare('SELECT count(*) AS n FROM companies').get()).toEqual({ n: 600 })
    direct.close()
    db.close()
  }, 60_000)

  it('gives an older database the current table shapes (keys as unique indexes)', async () => {
    const file = freshFile()
    const db = openDb(file)
    db.sqlite.exec('DROP TABLE director_appointments; DROP TABLE gst_registrations; DROP TABLE companies_fts; DROP TABLE companies')
    // The shape of an earlier firmbase: the key as a PRIMARY KEY constraint.
    const current = /CREATE TABLE IF NOT EXISTS companies \([^;]*\) STRICT/.exec(schemaSql)![0]
    db.sqlite.exec(current.replace(/cin\s+TEXT NOT NULL/, 'cin TEXT PRIMARY KEY'))
    db.close()
    const reopened = openDb(file)
    await seedDataset(reopened, OPTIONS)
    const sql = reopened.sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = 'companies'").pluck().get() as string
    expect(sql).not.toMatch(/PRIMARY KEY/)
    expect(reopened.sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'companies_cin'").get()).toEqual({ n: 1 })
    expect(() => reopened.sqlite.prepare('INSERT INTO companies SELECT * FROM companies LIMIT 1').run()).toThrow(/UNIQUE/)
    reopened.close()
  }, 60_000)

  it('the row copy (the fallback of appending pages) copies tables and their indexes with the transfer optimisation (matching definitions)', () => {
    // Without the transfer optimisation a copy decodes and re-inserts every row: correct, ten times slower.
    const dir = mkdtempSync(join(tmpdir(), 'fb-xfer-'))
    const plan = sidePlan().flat()
    plan.forEach((tables, i) => {
      const side = openPrivate(join(dir, `side${i}`))
      for (const t of tables) {
        side.exec(t.create)
        for (const sql of t.build) side.exec(sql)
      }
      side.close()
    })
    // The merging connection as the seeder opens it (better-sqlite3 turns foreign keys on by default).
    const db = openFinal(join(dir, 'final'))
    db.exec(schemaSql)
    plan.forEach((tables, i) => {
      db.prepare(`ATTACH DATABASE ? AS side${i}`).run(join(dir, `side${i}`))
      for (const t of tables) {
        const ops = (db.prepare(`EXPLAIN INSERT INTO main.${t.name} SELECT * FROM side${i}.${t.name}`).all() as { opcode: string }[]).map((r) => r.opcode)
        expect(ops, t.name).toContain('RowCell')
      }
    })
    db.close()
  })
})

describe('seed workers', () => {
  it('start from a `node --input-type=module -e` script too (its flag is not passed on to them)', () => {
    const script = `
      const { openDb } = await import(${JSON.stringify(new URL('../../src/db/open.ts', import.meta.url).pathname)})
      const { seedDataset } = await import(${JSON.stringify(new URL('../../src/seeding/seeding.ts', import.meta.url).pathname)})
      const r = await seedDataset(openDb(':memory:'), { seed: 1, companies: 50, asOf: '2026-06-30' })
      console.log(r.counts.companies)`
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 })
    expect(r.stderr).toBe('')
    expect(r.stdout.trim()).toBe('50')
  })
})

describe('an interrupted seed', () => {
  it('killed mid-way leaves the previous dataset in place; its side files are removed by the next seed', async () => {
    const file = freshFile()
    const first = spawnSync(process.execPath, [BIN, 'seed', '--db', file, '--companies', '300', '--seed', '3', '--as-of', '2026-06-30', '--json'], { encoding: 'utf8' })
    expect(first.status, first.stderr).toBe(0)
    const fingerprint = JSON.parse(first.stdout).fingerprint

    const child = spawn(process.execPath, [BIN, 'seed', '--db', file, '--companies', '400000', '--reset'], { stdio: 'ignore' })
    const dir = join(file, '..')
    const sides = () => readdirSync(dir).filter((f) => f.includes('.seeding-'))
    for (let i = 0; i < 600 && sides().length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(sides().length).toBeGreaterThan(0)
    await new Promise((r) => setTimeout(r, 300))
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
    expect(sides().length).toBeGreaterThan(0) // kill -9: nothing could clean up

    const db = openDb(file)
    expect(readDatasetInfo(db)).toMatchObject({ fingerprint, companies: 300 })
    expect(db.sqlite.prepare('SELECT count(*) AS n FROM companies').get()).toEqual({ n: 300 })
    expect(db.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok')
    const stray = join(dir, 'db.sqlite.seeding-999999999-x-0') // a dead process's leftover, by name
    writeFileSync(stray, '')
    await seedDataset(db, { ...OPTIONS, reset: true })
    expect(sides()).toEqual([])
    expect(existsSync(stray)).toBe(false)
    db.close()
  }, 90_000)
})

describe('seed progress', () => {
  it('counts up to three times the companies (companies, boards, GST), never backwards, ending at the total', async () => {
    const seen: [number, number][] = []
    await seedDataset(openDb(':memory:'), { seed: 2, companies: 30_000, asOf: '2026-06-30' }, (done, total) => seen.push([done, total]))
    expect(seen.length).toBeGreaterThan(3)
    expect(new Set(seen.map(([, total]) => total))).toEqual(new Set([90_000]))
    // Boards and GST run alongside the companies and add their own counts: the sum must never go back.
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0])
    expect(seen.at(-1)).toEqual([90_000, 90_000])
  }, 60_000)

  it('the CLI bar shows a percentage on a terminal, redraws only on change, and ends the line at 100%', () => {
    const writes: string[] = []
    const stderr = process.stderr as { isTTY?: boolean; write: (s: string) => boolean }
    const original = { isTTY: stderr.isTTY, write: stderr.write }
    stderr.isTTY = true
    stderr.write = (s: string) => {
      writes.push(s)
      return true
    }
    try {
      const bar = progressBar('seeding')!
      bar(0, 300)
      bar(1, 300) // same percentage: no redraw
      bar(150, 300)
      bar(300, 300)
    } finally {
      stderr.isTTY = original.isTTY
      stderr.write = original.write
    }
    expect(writes).toEqual([`\rseeding [${'.'.repeat(30)}]   0%`, `\rseeding [${'#'.repeat(15)}${'.'.repeat(15)}]  50%`, `\rseeding [${'#'.repeat(30)}] 100%\n`])
  })
})
