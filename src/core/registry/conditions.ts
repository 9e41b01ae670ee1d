// The conditions the filter endpoints build from their parameters (src/core/registry/filters.ts,
// director-filter.ts): case-insensitive equality, identifiers, partial text.
import { sql, type Expression, type SqlBool } from 'kysely'
import { containsPattern } from '../../db/query.ts'

/** Filter parameters by lower-cased name (the route matches names in any case: src/http/schemas.ts). */
export type Params = Map<string, string>

export type Cond = Expression<SqlBool>
export const eqCi = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} = ${v} COLLATE NOCASE`
/** Identifiers are stored upper-case: an exact comparison keeps their indexes usable. */
export const eqId = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} = ${v.toUpperCase()}`
export const IDENTIFIERS = new Set(['cin', 'din', 'gstin', 'pan'])
export const like = (col: string, v: string): Cond => sql<SqlBool>`${sql.ref(col)} LIKE ${containsPattern(v)} ESCAPE '\\'`
