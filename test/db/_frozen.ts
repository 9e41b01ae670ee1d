// A database file of an earlier schema version, as firmbase made it then: the frozen schema.sql of that
// version (test/db/data/schemas/v<N>.sql) and its user_version, for tests of what an upgrade does.
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function frozenDb(file: string, version: number): Database.Database {
  const raw = new Database(file)
  raw.exec(readFileSync(join(import.meta.dirname, 'data', 'schemas', `v${version}.sql`), 'utf8'))
  raw.pragma(`user_version = ${version}`)
  return raw
}

/**
 * frozenDb with the rows of a seeded file of today's schema: each table's columns the old version had
 * (the trigram indexes rebuilt from them, the statistics as ANALYZE makes them), as a file seeded by
 * that version would hold them.
 */
export function frozenDbWithRows(file: string, version: number, seeded: string): Database.Database {
  const raw = frozenDb(file, version)
  raw.prepare('ATTACH DATABASE ? AS src').run(seeded)
  const tables = raw.prepare("SELECT name, sql FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string; sql: string }[]
  const fts = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name)
  const shadow = (name: string) => fts.some((f) => name.startsWith(`${f}_`))
  raw.transaction(() => {
    for (const { name } of tables.filter((t) => !fts.includes(t.name) && !shadow(t.name))) {
      const here = new Set((raw.prepare('SELECT name FROM pragma_table_info(?)').all(name) as { name: string }[]).map((c) => c.name))
      const there = (raw.prepare('SELECT name FROM src.pragma_table_info(?)').all(name) as { name: string }[]).map((c) => c.name).filter((c) => here.has(c))
      if (there.length === 0) continue
      const columns = there.map((c) => `"${c}"`).join(', ')
      raw.exec(`INSERT INTO main."${name}" (${columns}) SELECT ${columns} FROM src."${name}"`)
    }
    for (const name of fts) raw.exec(`INSERT INTO main."${name}" ("${name}") VALUES ('rebuild')`)
  })()
  raw.exec('DETACH DATABASE src')
  raw.exec('ANALYZE')
  return raw
}
