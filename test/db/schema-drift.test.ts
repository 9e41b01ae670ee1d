// schema.sql is the source of truth; src/db/types.ts must mirror it column for column.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { COMPANY_FIELDS } from '../../src/entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../../src/entities/director.ts'
import type { Field } from '../../src/entities/field.ts'
import { GST_FIELDS } from '../../src/entities/gst.ts'

/** The registry tables' types are derived from the entity declarations: these are held to schema.sql. */
const DECLARED: Record<string, readonly Field[]> = {
  companies: COMPANY_FIELDS,
  directors: DIRECTOR_FIELDS,
  director_appointments: APPOINTMENT_FIELDS,
  gst_registrations: GST_FIELDS,
}
const SQL_TYPE: Record<Field['type'], string> = { text: 'TEXT', code: 'TEXT', date: 'TEXT', array: 'TEXT', number: 'INTEGER' }

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
    const declared = DECLARED[table]
    tables.set(table, declared ? declared.map((f) => ({ name: f.column, nullable: f.nullable === true })) : interfaces.get(iface)!)
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

  it.each(Object.keys(DECLARED))('%s: declared value types are the column types', (table) => {
    const info = db.sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[]
    expect(DECLARED[table].map((f) => `${f.column} ${SQL_TYPE[f.type]}`)).toEqual(info.map((c) => `${c.name} ${c.type}`))
  })
})
