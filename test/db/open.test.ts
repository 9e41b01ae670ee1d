import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { frozenDb, frozenDbWithRows } from './_frozen.ts'
import { describe, expect, it } from 'vitest'
import { assertPragmas, openDb } from '../../src/db/open.ts'
import { SCHEMA_VERSION } from '../../src/db/migrations.ts'
import { residentKib, seededDb } from '../_setup.ts'

const tmp = () => join(mkdtempSync(join(tmpdir(), 'fb-open-')), 'db.sqlite')
/** A seeded database file, closed: a test rewinds its schema to an older version and opens it again. */
const seededFile = async () => {
  const seeded = await seededDb()
  seeded.close()
  return seeded.path
}
const indexNames = (db: ReturnType<typeof openDb>) => (db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map((r) => r.name)

describe('openDb', () => {
  it('sets WAL, foreign keys, synchronous=NORMAL and the schema version', () => {
    const db = openDb(tmp())
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.sqlite.pragma('synchronous', { simple: true })).toBe(1)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('is idempotent: opening twice keeps the data', () => {
    const file = tmp()
    const a = openDb(file)
    a.sqlite.prepare("INSERT INTO settings VALUES ('k', 'v')").run()
    a.close()
    const b = openDb(file)
    expect(b.sqlite.prepare("SELECT value FROM settings WHERE key='k'").get()).toEqual({ value: 'v' })
    b.close()
  })

  it('brings a version-1 database up to date: the old appointment date index gives way to date+CIN; addresses gain a district', () => {
    const file = tmp()
    const raw = frozenDb(file, 1)
    expect(indexNames({ sqlite: raw } as never)).toContain('appointments_date')
    raw.close()
    const db = openDb(file)
    const indexes = indexNames(db)
    expect(indexes).toEqual(expect.arrayContaining(['appointments_date_cin', 'gst_state_registration', 'companies_kind_cin']))
    expect(indexes).not.toContain('companies_state_incorporation')
    expect(indexes).not.toContain('appointments_date')
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('brings a version-8 database up to date: the kind index is built from the rows, (state, date) is dropped', async () => {
    const file = tmp()
    const raw = frozenDbWithRows(file, 8, await seededFile())
    expect(indexNames({ sqlite: raw } as never)).toContain('companies_state_incorporation')
    raw.close()
    const db = openDb(file)
    const indexes = indexNames(db)
    expect(indexes).toContain('companies_kind_cin')
    expect(indexes).not.toContain('companies_state_incorporation')
    expect(db.sqlite.prepare("SELECT count(*) FROM sqlite_stat1 WHERE idx = 'companies_kind_cin'").pluck().get()).toBe(1)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('brings a version-9 database up to date: the place and NIC indexes carry the status, so a place with a status is counted from the index', async () => {
    const file = tmp()
    const raw = frozenDbWithRows(file, 9, await seededFile())
    const countPlan = (d: Database.Database) =>
      (d.prepare("EXPLAIN QUERY PLAN SELECT count(*) FROM companies WHERE state = 'Karnataka' COLLATE NOCASE AND status = 'Active' COLLATE NOCASE").all() as { detail: string }[])
        .map((r) => r.detail)
        .join('; ')
    expect(countPlan(raw)).not.toMatch(/COVERING INDEX/) // the old index: every match's row is read for its status
    raw.close()
    const db = openDb(file)
    for (const name of ['companies_state_cin', 'companies_city_cin', 'companies_nic_cin']) {
      const columns = (db.sqlite.prepare(`PRAGMA index_info(${name})`).all() as { name: string }[]).map((r) => r.name)
      expect(columns).toContain('status')
      expect(db.sqlite.prepare('SELECT count(*) FROM sqlite_stat1 WHERE idx = ?').pluck().get(name)).toBe(1)
    }
    expect(countPlan(db.sqlite)).toMatch(/SEARCH companies USING COVERING INDEX companies_state_cin \(state=\?\)/)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('brings a version-14 database up to date: a place with a class, a GST state with a status, a district, a RoC and a range of capitals are counted from an index', async () => {
    const file = tmp()
    const raw = frozenDbWithRows(file, 14, await seededFile())
    const plans = (d: Database.Database) =>
      [
        "SELECT count(*) FROM companies WHERE state = 'Kerala' COLLATE NOCASE AND class = 'Private' COLLATE NOCASE",
        "SELECT count(*) FROM gst_registrations WHERE state = 'Gujarat' COLLATE NOCASE AND status = 'Active' COLLATE NOCASE",
        "SELECT count(*) FROM companies WHERE district = 'Pune' COLLATE NOCASE",
        "SELECT count(*) FROM companies WHERE roc_code = 'RoC-Chennai' COLLATE NOCASE",
        "SELECT count(*) FROM companies WHERE cin >= 'L' AND authorised_capital BETWEEN 1000000 AND 1500000",
        "SELECT count(*) FROM companies WHERE main_division IN ('62')",
      ].map((q) => (d.prepare(`EXPLAIN QUERY PLAN ${q}`).all() as { detail: string }[]).map((r) => r.detail).join('; '))
    for (const p of plans(raw)) expect(p).not.toMatch(/COVERING INDEX/)
    raw.close()
    const db = openDb(file)
    for (const p of plans(db.sqlite)) expect(p).toMatch(/COVERING INDEX/)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
  })

  it('brings a version-2 database up to date: the never-written assistant tables are dropped, other rows kept', () => {
    const file = tmp()
    const raw = frozenDb(file, 2)
    raw.prepare("INSERT INTO settings (key, value) VALUES ('k', 'v')").run()
    expect(raw.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('ai_conversations', 'ai_messages')").pluck().get()).toBe(2)
    raw.close()
    const db = openDb(file)
    const tables = (db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'ai_%'").all() as { name: string }[]).map((r) => r.name)
    expect(tables).toEqual([])
    expect(db.sqlite.prepare("SELECT value FROM settings WHERE key = 'k'").get()).toEqual({ value: 'v' })
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    for (const table of ['companies', 'gst_registrations']) {
      expect((db.sqlite.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name)).toContain('district')
    }
    expect((db.sqlite.prepare(`SELECT name FROM pragma_table_info('gst_registrations')`).all() as { name: string }[]).map((c) => c.name)).toContain('turnover')
    db.close()
  })

  it('refuses a database from a newer firmbase', () => {
    const file = tmp()
    const raw = new Database(file)
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openDb(file)).toThrow(/newer than this firmbase/)
  })

  it("brings a version-20 database up to date: every company gains MCA's activity group, the one the generator gives it, and its index", async () => {
    const seeded = await seededFile()
    const file = tmp()
    frozenDbWithRows(file, 20, seeded).close()
    const db = openDb(file)
    const upgraded = db.sqlite.prepare('SELECT cin, principal_business_activity g FROM companies ORDER BY cin').all()
    const fresh = new Database(seeded, { readonly: true })
    expect(upgraded).toEqual(fresh.prepare('SELECT cin, principal_business_activity g FROM companies ORDER BY cin').all())
    fresh.close()
    expect(upgraded.length).toBeGreaterThan(100)
    expect(indexNames(db)).toContain('companies_activity_cin')
    db.close()
  })

  it('boot assertion fails when a pragma is off', () => {
    const raw = new Database(':memory:')
    raw.pragma('foreign_keys = OFF')
    expect(() => assertPragmas(raw)).toThrow(/foreign_keys=0/)
  })

  it('refuses a file that is not a database, without touching it', () => {
    const file = tmp()
    writeFileSync(file, 'not a database at all, just some text padding it out '.repeat(20))
    expect(() => openDb(file)).toThrow(/Cannot open database/)
  })
})

describe.runIf(existsSync('/proc/self/smaps'))('releaseMemory', () => {
  it('gives back the pages reads touched through the memory map of the file; the next read maps it again', () => {
    const file = tmp()
    const db = openDb(file)
    db.sqlite.exec('CREATE TABLE big (x BLOB)')
    db.sqlite.prepare('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO big SELECT randomblob(3000) FROM n').run()
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    const count = () => db.sqlite.prepare('SELECT sum(length(x)) AS n FROM big').get()
    expect(count()).toEqual({ n: 6_000_000 })
    expect(residentKib(file)).toBeGreaterThan(4000)
    db.releaseMemory()
    expect(residentKib(file)).toBe(0)
    expect(count()).toEqual({ n: 6_000_000 })
    expect(residentKib(file)).toBeGreaterThan(4000)
    db.close()
  })
})
