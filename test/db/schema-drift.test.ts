// schema.sql is the source of truth; src/db/types.ts must mirror it column for column, and the entity
// declarations (src/entities/) it derives from must match its column types and value sets.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { BLOCKED_IP_FIELDS } from '../../src/entities/blocked-ip.ts'
import { COMPANY_FIELDS } from '../../src/entities/company.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../../src/entities/director.ts'
import type { Field } from '../../src/entities/field.ts'
import { GST_FIELDS } from '../../src/entities/gst.ts'
import { ORDER_FIELDS, ORDER_ITEM_FIELDS } from '../../src/entities/order.ts'
import { SCREENER_FIELDS } from '../../src/entities/screener.ts'
import { OFFER_FIELDS, SUBSCRIPTION_FIELDS } from '../../src/entities/subscription.ts'
import { USER_FIELDS } from '../../src/entities/user.ts'
import { WATCHLIST_FIELDS, WATCHLIST_ITEM_FIELDS } from '../../src/entities/watchlist.ts'

/** The tables whose types are derived from the entity declarations (the registry's, the account-side records'): these are held to schema.sql. */
const DECLARED: Record<string, readonly Field[]> = {
  companies: COMPANY_FIELDS,
  directors: DIRECTOR_FIELDS,
  director_appointments: APPOINTMENT_FIELDS,
  gst_registrations: GST_FIELDS,
  users: USER_FIELDS,
  screeners: SCREENER_FIELDS,
  watchlists: WATCHLIST_FIELDS,
  watchlist_items: WATCHLIST_ITEM_FIELDS,
  orders: ORDER_FIELDS,
  order_items: ORDER_ITEM_FIELDS,
  subscriptions: SUBSCRIPTION_FIELDS,
  offer_activations: OFFER_FIELDS,
  blocked_ips: BLOCKED_IP_FIELDS,
}
const SQL_TYPE: Record<Field['type'], string> = { text: 'TEXT', code: 'TEXT', date: 'TEXT', time: 'TEXT', array: 'TEXT', number: 'INTEGER', real: 'REAL' }

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

  // A column the schema confines (CHECK (column IN (...))) declares exactly those values; a declared
  // value set with no CHECK (an order's status) is the code's promise alone.
  it.each(Object.keys(DECLARED))('%s: declared value sets are the CHECK constraints', (table) => {
    const ddl = (db.sqlite.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').get('table', table) as { sql: string }).sql
    const checked = Object.fromEntries([...ddl.matchAll(/CHECK \((\w+) IN \(([^)]*)\)\)/g)].map((m) => [m[1], [...m[2].matchAll(/'([^']*)'/g)].map((v) => v[1])]))
    const declared = Object.fromEntries(DECLARED[table].filter((f) => f.column in checked).map((f) => [f.column, [...(f.values ?? [])]]))
    expect(declared).toEqual(checked)
  })

  it('the CHECK reader finds the constraints it must (a value set left undeclared is caught)', () => {
    const ddl = (db.sqlite.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').get('table', 'users') as { sql: string }).sql
    expect([...ddl.matchAll(/CHECK \((\w+) IN \(/g)].map((m) => m[1])).toEqual(['role', 'status'])
  })
})

describe('trigram indexes', () => {
  it('the fields declared as served by a trigram index are the columns of the FTS tables schema.sql makes over their tables, and every such column is declared', () => {
    const schema = readFileSync(new URL('../../schema.sql', import.meta.url), 'utf8')
    const inSchema = [...schema.matchAll(/CREATE VIRTUAL TABLE IF NOT EXISTS (\w+) USING fts5\(([^)]*)\)/g)].flatMap(([, table, args]) => {
      const parts = args.split(',').map((p) => p.trim())
      const content = /content='(\w+)'/.exec(args)?.[1]
      return parts.filter((p) => /^\w+$/.test(p)).map((column) => `${content}.${column} in ${table}.${column}`)
    })
    const declared = Object.entries(DECLARED).flatMap(([table, fields]) =>
      fields.flatMap((f) => (f.fql?.trigram ? [`${table}.${f.column} in ${f.fql.trigram.table}.${f.fql.trigram.column}`] : [])),
    )
    // Director names have their trigram index for the director filter, which FQL does not search.
    expect(inSchema.filter((s) => !s.startsWith('directors.'))).toEqual(declared)
    expect(declared).toHaveLength(3)
  })
})
