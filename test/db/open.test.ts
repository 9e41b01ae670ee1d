import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { assertPragmas, openDb } from '../../src/db/open.ts'
import { SCHEMA_VERSION } from '../../src/db/migrations.ts'

const tmp = () => join(mkdtempSync(join(tmpdir(), 'fb-open-')), 'db.sqlite')

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
    openDb(file).close()
    const raw = new Database(file)
    raw.exec('DROP INDEX appointments_date_cin; DROP INDEX gst_state_registration; CREATE INDEX appointments_date ON director_appointments(date_of_appointment); PRAGMA user_version = 1')
    raw.exec('ALTER TABLE companies DROP COLUMN district; ALTER TABLE gst_registrations DROP COLUMN district')
    raw.close()
    const db = openDb(file)
    const indexes = (db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map((r) => r.name)
    expect(indexes).toEqual(expect.arrayContaining(['appointments_date_cin', 'gst_state_registration', 'companies_state_incorporation']))
    expect(indexes).not.toContain('appointments_date')
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(3)
    for (const table of ['companies', 'gst_registrations']) {
      expect((db.sqlite.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name)).toContain('district')
    }
    db.close()
  })

  it('refuses a database from a newer firmbase', () => {
    const file = tmp()
    const raw = new Database(file)
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openDb(file)).toThrow(/newer than this firmbase/)
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
