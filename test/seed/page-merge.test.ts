// Moving a side file into the database by appending its pages (src/seeding/page-merge.ts): the
// B-trees arrive whole, whatever their shape (interior pages, overflow chains, free pages left
// behind), and a file that does not fit is left as it was.
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { merge, openFinal, readSide } from '../../src/seeding/merge.ts'
import { appendPages, NotMergeable, renumber } from '../../src/seeding/page-merge.ts'

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

function file(path: string, pageSize: number, sql: string): void {
  const db = new Database(path)
  db.pragma(`page_size = ${pageSize}`)
  db.exec(sql)
  db.close()
}

/** A database with the shapes a B-tree can take: interior pages, rows and index keys that overflow, a trigram index, free pages, statistics. */
const SIDE = `
  CREATE TABLE big (id INTEGER PRIMARY KEY, name TEXT NOT NULL, body TEXT);
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
  INSERT INTO big SELECT i, printf('name %05d %s', i, hex(randomblob(8))),
    CASE WHEN i % 50 = 0 THEN printf('%.*c', 9000 + i, 'x') WHEN i % 7 = 0 THEN printf('%.*c', 1500, 'k') || i ELSE printf('%.*c', 300, 's') || i END FROM n;
  CREATE INDEX big_name ON big(name);
  CREATE INDEX big_body ON big(body);
  CREATE VIRTUAL TABLE big_fts USING fts5(name, content='big', content_rowid='id', tokenize='trigram');
  INSERT INTO big_fts(big_fts) VALUES ('rebuild');
  CREATE TABLE gone (x TEXT);
  INSERT INTO gone SELECT printf('%.*c', 3000, 'g') FROM big;
  DROP TABLE gone;
  ANALYZE;`

/** A database (4 KiB pages, made by `intoSql`) and a side file (SIDE, `sidePageSize` pages) in a fresh directory. */
function pair(intoSql: string, sidePageSize = 4096): { into: string; from: string } {
  const d = mkdtempSync(join(tmpdir(), 'fb-pages-'))
  const paths = { into: join(d, 'into'), from: join(d, 'from') }
  file(paths.into, 4096, intoSql)
  file(paths.from, sidePageSize, SIDE)
  return paths
}

const content = (db: Database.Database) => ({
  rows: createHash('sha256')
    .update(JSON.stringify(db.prepare('SELECT id, name, body FROM big ORDER BY id').raw().all()))
    .digest('hex'),
  byName: db.prepare('SELECT id FROM big INDEXED BY big_name WHERE name > ? ORDER BY name LIMIT 5').pluck().all('name 02'),
  byBody: db.prepare('SELECT count(*) FROM big INDEXED BY big_body WHERE body > ?').pluck().get('k'),
  fts: db.prepare('SELECT count(*) FROM big_fts WHERE big_fts MATCH ?').pluck().get('name : "00 "'),
  stat1: db.prepare("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl = 'big' ORDER BY idx").all(),
})

describe('appending a side file’s pages', () => {
  it('moves every B-tree whole: the database passes its integrity checks and reads back the side file’s rows, indexes and statistics', async () => {
    const { into, from } = pair("CREATE TABLE mine (v TEXT); INSERT INTO mine VALUES ('kept'); ANALYZE;")
    const side = new Database(from)
    expect(side.pragma('freelist_count', { simple: true })).toBeGreaterThan(0)
    const expected = content(side)
    side.close()

    const { db, pages } = await merge(openFinal(into), into, from, ['big'], [])
    expect(pages).toBeGreaterThan(3 * 1024) // several of the chunks it copies in
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(() => db.prepare("INSERT INTO big_fts(big_fts) VALUES ('integrity-check')").run()).not.toThrow()
    expect(content(db)).toEqual(expected)
    expect(db.prepare('SELECT v FROM mine').pluck().all()).toEqual(['kept'])
    // Still an ordinary database: written to, and reopened by another connection.
    db.exec("INSERT INTO big (name) VALUES ('after')")
    db.close()
    const again = new Database(into)
    expect(again.prepare('SELECT count(*) FROM big_fts WHERE big_fts MATCH \'name : "fte"\'').pluck().get()).toBe(0)
    expect(again.prepare('SELECT count(*) FROM big').pluck().get()).toBe(8001)
    expect(again.pragma('integrity_check', { simple: true })).toBe('ok')
    again.close()
  })

  it('leaves the database untouched when the side file’s pages are another size', async () => {
    const { into, from } = pair('CREATE TABLE mine (v TEXT)', 8192)
    const before = sha(into)
    await expect(appendPages(into, from, [], [])).rejects.toThrow(NotMergeable)
    expect(sha(into)).toBe(before)
  })

  it('falls back to copying the rows when the pages cannot be appended: the same rows, indexes, trigram matches and statistics', async () => {
    const { into, from } = pair("CREATE TABLE mine (v TEXT); INSERT INTO mine VALUES ('kept'); ANALYZE;", 8192)
    const side = new Database(from)
    const expected = content(side)
    const statements = (
      side.prepare("SELECT type, name, sql FROM sqlite_schema WHERE tbl_name IN ('big', 'big_fts') AND sql IS NOT NULL AND name NOT LIKE 'big_fts_%'").all() as {
        type: string
        name: string
        sql: string
      }[]
    ).map((r) => ({ sql: r.sql, kind: r.type === 'index' ? ('index' as const) : r.sql.includes('VIRTUAL') ? ('fts' as const) : ('table' as const), table: 'big', name: r.name }))
    side.close()
    const { db, pages } = await merge(openFinal(into), into, from, ['big'], statements)
    expect(pages).toBe(0)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(() => db.prepare("INSERT INTO big_fts(big_fts) VALUES ('integrity-check')").run()).not.toThrow()
    expect(content(db)).toEqual(expected)
    expect(db.prepare('SELECT v FROM mine').pluck().all()).toEqual(['kept'])
    db.close()
  })

  it('refuses a side file with a page in no B-tree, and leaves the database as it was', async () => {
    const { into, from } = pair('CREATE TABLE mine (v TEXT)')
    // One more page at the end, which nothing points to; the header counts it.
    const bytes = readFileSync(from)
    const pages = bytes.readUInt32BE(28) + 1
    bytes.writeUInt32BE(pages, 28)
    writeFileSync(from, Buffer.concat([bytes, Buffer.alloc(4096)]))
    const { schema, roots } = readSide(from)
    const before = sha(into)
    await expect(appendPages(into, from, schema, roots)).rejects.toThrow(`page ${pages} is in no B-tree`)
    expect(sha(into)).toBe(before)
  })

  it('never puts a page where the lock bytes are (the page at 1 GiB)', () => {
    // 4 KiB pages: page 262145 holds byte 2^30. Pages 1 and 5 of the side file stay behind.
    const { renumbered, last } = renumber(10, new Set([1, 5]), 262_140, 4096)
    expect([...renumbered]).toEqual([0, 0, 262_141, 262_142, 262_143, 0, 262_144, 262_146, 262_147, 262_148, 262_149])
    expect(last).toBe(262_149)
  })
})
