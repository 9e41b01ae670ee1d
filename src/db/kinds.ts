// The kinds of company: the few distinct combinations of the low-cardinality columns listed, class,
// category and sub-category (12 in a seeded dataset), read from the companies_kind_cin index
// (schema.sql) by skipping from one combination to the next, never by reading every entry.
import { forDataset } from './dataset-cache.ts'
import type { Db } from './open.ts'

/** The indexed columns, in index order. */
export const KIND_COLUMNS = ['listed', 'class', 'category', 'sub_category'] as const
export type Kind = (string | null)[]

/** Every distinct (listed, class, category, sub_category) of the companies, in index order (kept for the dataset: src/db/dataset-cache.ts). */
export function companyKinds(db: Db): Kind[] {
  return forDataset(db, 'kinds', () => {
    const kinds: Kind[] = []
    for (let current = first(db, []); current; current = next(db, current)) kinds.push(current)
    return kinds
  })
}

const prefixSql = (n: number) => KIND_COLUMNS.slice(0, n).map((c) => `${c} IS ?`)

/** The smallest kind whose first columns are `prefix` (undefined: none). */
function first(db: Db, prefix: (string | null)[]): Kind | undefined {
  const where = prefixSql(prefix.length)
  const sql = `SELECT ${KIND_COLUMNS.join(', ')} FROM companies INDEXED BY companies_kind_cin${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${KIND_COLUMNS.join(', ')} LIMIT 1`
  const row = db
    .stmt(sql)
    .raw()
    .get(...prefix) as Kind | undefined
  return row
}

/** The kind after `kind` in index order: the next value of the deepest column that has one, then the first kind under it. */
function next(db: Db, kind: Kind): Kind | undefined {
  for (let level = KIND_COLUMNS.length - 1; level >= 0; level--) {
    const col = KIND_COLUMNS[level]
    const prefix = kind.slice(0, level)
    const value = kind[level]
    // NULL sorts first in the index: after NULL comes the smallest non-null value.
    const after = value === null ? `${col} IS NOT NULL` : `${col} > ?`
    const where = [...prefixSql(level), after].join(' AND ')
    const found = db
      .stmt(`SELECT ${col} FROM companies INDEXED BY companies_kind_cin WHERE ${where} ORDER BY ${col} LIMIT 1`)
      .pluck()
      .get(...prefix, ...(value === null ? [] : [value])) as string | undefined
    if (found !== undefined) return first(db, [...prefix, found])
  }
  return undefined
}
