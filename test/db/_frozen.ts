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
