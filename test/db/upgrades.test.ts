// Every schema version firmbase has released, frozen as it was (test/db/data/schemas/v<N>.sql: schema.sql
// at the last commit of that version), upgraded by openDb, is the database a fresh schema.sql makes:
// the same tables with the same columns (name, type, constraints), the same indexes over the same
// columns, the same triggers. A migration that forgets what schema.sql gained, or does it differently,
// fails here; a new version adds its frozen file (scripts: `git show <commit>:schema.sql`).
import Database from 'better-sqlite3'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/db/migrations.ts'
import { openDb } from '../../src/db/open.ts'

const frozen = join(import.meta.dirname, 'data', 'schemas')
const dir = mkdtempSync(join(tmpdir(), 'fb-upgrades-'))
const versions = readdirSync(frozen)
  .map((f) => Number(/^v(\d+)\.sql$/.exec(f)?.[1]))
  .filter((v) => v > 0)
  .sort((a, b) => a - b)

type Row = Record<string, unknown>
/** A database's structure, compared by meaning: SQL text differs where ALTER TABLE appended a column. */
function structure(file: string): Record<string, unknown> {
  const db = new Database(file, { readonly: true })
  const all = (sql: string, ...p: unknown[]) => db.prepare(sql).all(...p) as Row[]
  const objects = all("SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
  const out: Record<string, unknown> = {}
  for (const o of objects) {
    const name = String(o.name)
    if (o.type === 'table') {
      const columns = all(`SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY name`, name)
      const sql = String(all('SELECT sql FROM sqlite_master WHERE name = ?', name)[0].sql)
      out[`table ${name}`] = {
        columns,
        strict: /\)\s*STRICT\s*$/i.test(sql) || /STRICT\s*;?\s*$/i.test(sql),
        withoutRowid: /WITHOUT ROWID/i.test(sql),
        virtual: /^CREATE VIRTUAL/i.test(sql) ? sql.replace(/\s+/g, ' ') : undefined,
      }
    } else if (o.type === 'index') {
      const sql = all('SELECT sql FROM sqlite_master WHERE name = ?', name)[0].sql as string | null
      out[`index ${name}`] = {
        table: o.tbl_name,
        columns: all('SELECT seqno, name, coll, desc, key FROM pragma_index_xinfo(?) ORDER BY seqno', name),
        unique: /^CREATE UNIQUE/i.test(sql ?? ''),
        where: sql && / WHERE /i.test(sql) ? sql.slice(sql.search(/ WHERE /i)).replace(/\s+/g, ' ') : null,
      }
    } else out[`${o.type} ${name}`] = String(all('SELECT sql FROM sqlite_master WHERE name = ?', name)[0].sql).replace(/\s+/g, ' ')
  }
  db.close()
  return out
}

describe('every released schema version upgrades to the fresh schema', () => {
  const fresh = join(dir, 'fresh.db')
  openDb(fresh).close()
  const want = structure(fresh)

  it('there is a frozen schema for every released version (steps added together since the last count as one release)', () => {
    // Versions no released schema ever had: steps that came in the same commit as the next (19 with 20, commit 015e9fb).
    const neverReleased = [19]
    expect(versions).toEqual(Array.from({ length: versions.at(-1)! }, (_, i) => i + 1).filter((v) => !neverReleased.includes(v)))
    expect(versions.at(-1)).toBeGreaterThanOrEqual(20)
    expect(versions.at(-1)).toBeLessThan(SCHEMA_VERSION)
  })

  it.each(versions)('version %i', (version) => {
    const file = join(dir, `v${version}.db`)
    const raw = new Database(file)
    raw.exec(readFileSync(join(frozen, `v${version}.sql`), 'utf8'))
    raw.pragma(`user_version = ${version}`)
    raw.close()
    const db = openDb(file)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    db.close()
    expect(structure(file)).toEqual(want)
  })
})
