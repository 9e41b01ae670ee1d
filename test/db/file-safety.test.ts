// The database file under a connection: replaced files, a WAL left by another file, damaged pages,
// and the failure counters that replaced a row per failed authentication.
import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { frozenDb } from './_frozen.ts'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { quickCheck } from '../../src/db/health.ts'
import { checkDb } from '../../src/db/admin.ts'
import { storageFailure } from '../../src/http/errors.ts'

const tmp = () => join(mkdtempSync(join(tmpdir(), 'fb-file-')), 'db.sqlite')
const put = (db: ReturnType<typeof openDb>, key: string) => db.transaction(() => db.stmt('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, 'v'))

describe('a replaced database file', () => {
  it('is noticed when a write begins: 503 from then on, nothing reaches the new file, the leftover WAL is refused', () => {
    const file = tmp()
    const replacements: string[] = []
    const db = openDb(file, { onReplaced: (msg) => replacements.push(msg) })
    db.sqlite.pragma('wal_autocheckpoint = 0') // the acknowledged writes stay in the WAL, as between checkpoints
    put(db, 'before')
    const other = join(file, '..', 'other.sqlite')
    openDb(other).close()
    const otherBytes = readFileSync(other)
    renameSync(other, file) // mv other.db firmbase.db

    expect(() => put(db, 'after')).toThrow(expect.objectContaining({ code: 'DATABASE_REPLACED', status: 503 }))
    expect(() => db.checkFile()).toThrow(/replaced/)
    // Even a statement outside transaction() cannot write any more.
    expect(() => db.stmt("INSERT INTO settings (key, value) VALUES ('raw', 'v')").run()).toThrow(/readonly/)
    expect(replacements).toHaveLength(1)
    expect(readFileSync(file).equals(otherBytes)).toBe(true)
    // The WAL beside the new file belongs to the old one: applying it would corrupt the new file.
    expect(() => openDb(file)).toThrow(/belongs to another database file.*move .*-wal/)
    db.close()
  })

  it("a write request's early check may rely on a pass of the last millisecond; the transaction's own check does not", () => {
    const file = tmp()
    const db = openDb(file)
    db.checkFile()
    const other = join(file, '..', 'other2.sqlite')
    openDb(other).close()
    renameSync(other, file)
    expect(() => db.checkFile(60_000)).not.toThrow() // a pass that recent stands
    expect(() => put(db, 'after')).toThrow(expect.objectContaining({ code: 'DATABASE_REPLACED' }))
    expect(() => db.checkFile(60_000)).toThrow(/replaced/) // once detected, always
  })

  it('a WAL of the same file (a crash between checkpoints) opens as always', () => {
    const file = tmp()
    const db = openDb(file)
    db.sqlite.pragma('wal_autocheckpoint = 0')
    put(db, 'k')
    const again = openDb(file) // a second connection while the first one's WAL is full
    expect(again.sqlite.prepare("SELECT value FROM settings WHERE key = 'k'").get()).toEqual({ value: 'v' })
    again.close()
    db.close()
  })

  it('a file moved back into place after a restart (no WAL left) opens normally', () => {
    const file = tmp()
    openDb(file).close()
    copyFileSync(file, `${file}.bak`)
    renameSync(`${file}.bak`, file)
    expect(() => openDb(file).close()).not.toThrow()
  })
})

describe('damaged pages', () => {
  it('quick_check at start names the damage in one line; db check agrees', () => {
    const file = tmp()
    const db = openDb(file)
    db.transaction(() => {
      for (let i = 0; i < 2000; i++) db.stmt('INSERT INTO settings (key, value) VALUES (?, ?)').run(`key-${i}`, 'x'.repeat(100))
    })
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const bytes = readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    // Scribble over the last page: a leaf of settings, written last.
    const page = bytes.length / pageSize - 1
    bytes.fill(0xa5, page * pageSize, (page + 1) * pageSize)
    writeFileSync(file, bytes)
    const damaged = openDb(file)
    expect(() => quickCheck(damaged)).toThrow(/^The database .* is damaged \(Tree \d+ page \d+: [^\n]+\); run: firmbase db check/)
    expect(checkDb(damaged).ok).toBe(false)
    // A query that reaches the page: 503 DATABASE_CORRUPT, not a 500.
    let failure: unknown
    try {
      damaged.sqlite.prepare('SELECT count(*), max(value) FROM settings').get()
    } catch (error) {
      failure = error
    }
    expect(storageFailure(failure)).toMatchObject({ code: 'DATABASE_CORRUPT', status: 503 })
    damaged.close()
  })

  it('a sound file passes; files past the size limit are left to db check', () => {
    const db = openDb(tmp())
    expect(quickCheck(db)).toBe('ok')
    expect(quickCheck(db, 1)).toBe('skipped')
    db.close()
  })
})

describe('auth_failures migration (version 2 → 3)', () => {
  it('rows per failure become counters per address and 15-minute window', () => {
    const file = tmp()
    const raw = frozenDb(file, 2)
    const insert = raw.prepare('INSERT INTO auth_failures (ip, at) VALUES (?, ?)')
    for (const at of ['2026-01-01T10:00:01.000Z', '2026-01-01T10:14:59.999Z', '2026-01-01T10:15:00.000Z']) insert.run('10.0.0.1', at)
    insert.run('10.0.0.2', '2026-01-01T23:59:00.000Z')
    raw.close()
    const db = openDb(file)
    expect(db.sqlite.prepare('SELECT ip, window_start, count FROM auth_failures ORDER BY ip, window_start').all()).toEqual([
      { ip: '10.0.0.1', window_start: '2026-01-01T10:00:00.000Z', count: 2 },
      { ip: '10.0.0.1', window_start: '2026-01-01T10:15:00.000Z', count: 1 },
      { ip: '10.0.0.2', window_start: '2026-01-01T23:45:00.000Z', count: 1 },
    ])
    db.close()
  })
})
