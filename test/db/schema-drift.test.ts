// schema.sql is the source of truth; src/db/types.ts must mirror it column for column.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'

interface Col {
  name: string
  nullable: boolean
}

function tablesFromTypes(): Map<string, Col[]> {
  const src = readFileSync(new URL('../../src/db/types.ts', import.meta.url), 'utf8')
  const interfaces = new Map<string, Col[]>()
  for (const m of src.matchAll(/export interface (\w+Table) \{([^}]*)\}/g)) {
    const cols = m[2]
      .split(/[\n;]/)
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const [name, type] = l.split(/:\s*/)
        return { name, nullable: /\|\s*null\b/.test(type) }
      })
    interfaces.set(m[1], cols)
  }
  const db = src.match(/export interface Database \{([^}]*)\}/)![1]
  const tables = new Map<string, Col[]>()
  for (const line of db
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [table, iface] = line.split(/:\s*/)
    tables.set(table, interfaces.get(iface)!)
  }
  return tables
}

describe('schema drift', () => {
  const db = openDb(':memory:')
  const sqlTables = (
    db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts' AND name NOT LIKE '%_fts_%'").all() as {
      name: string
    }[]
  ).map((r) => r.name)
  const types = tablesFromTypes()

  it('has a type for every table and a table for every type', () => {
    expect([...types.keys()].sort()).toEqual([...sqlTables].sort())
  })

  it.each(sqlTables)('%s: columns and nullability match', (table) => {
    const info = db.sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string; notnull: number; pk: number }[]
    // A lone INTEGER PRIMARY KEY is the rowid and never NULL once stored.
    const fromSql = info.map((c) => ({ name: c.name, nullable: c.notnull === 0 && c.pk === 0 }))
    expect(types.get(table)).toEqual(fromSql)
  })
})
