import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { isIsoDate } from '../../clock.ts'
import type { Literal, Node } from './ast.ts'
import { FqlError } from './errors.ts'
import { expandGroups, findField, nearestField, TABLES, type FieldDef, type SearchType } from './fields.ts'
import { parseFql } from './parser.ts'
import { escapeLike } from '../../db/query.ts'
import { nearest } from '../nearest.ts'

export type Where = RawBuilder<SqlBool>

const OPERATORS: Record<FieldDef['type'], Set<string>> = {
  text: new Set(['==', '!=', 'in', 'contains', 'startswith', 'endswith', 'null']),
  code: new Set(['==', '!=', '>', '>=', '<', '<=', 'in', 'between', 'contains', 'startswith', 'endswith', 'null']),
  number: new Set(['==', '!=', '>', '>=', '<', '<=', 'in', 'between', 'null']),
  date: new Set(['==', '!=', '>', '>=', '<', '<=', 'in', 'between', 'null']),
  array: new Set(['==', '!=', 'in', 'contains', 'startswith', 'endswith']),
  described: new Set(['==', '!=', 'in', 'contains', 'startswith', 'endswith']),
}

const SQL_OPS: Record<string, RawBuilder<unknown>> = {
  '==': sql.raw('='),
  '!=': sql.raw('!='),
  '>': sql.raw('>'),
  '>=': sql.raw('>='),
  '<': sql.raw('<'),
  '<=': sql.raw('<='),
}

/** Rows whose column contains `text` (3+ characters), through the trigram index: a quoted FTS5 phrase. */
export function trigramContains(table: string, fts: { table: string; column: string }, text: string): Where {
  const phrase = `${fts.column} : "${text.replace(/"/g, '""')}"`
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} IN (SELECT rowid FROM ${sql.table(fts.table)} WHERE ${sql.table(fts.table)} MATCH ${phrase})`
}

/**
 * FQL text → a Kysely boolean expression over the type's table, or null for an empty query.
 * Checks fields, operators and value types on the way; every value is a bound parameter.
 */
export function compileFql(source: string, type: SearchType, options: CompileOptions = {}): Where | null {
  return compileFqlReport(source, type, options).where
}

/** The registrations' rowids of an array-field match (`hsncd == '1006'`), by the condition made of it. */
const ARRAY_ROWIDS = new WeakMap<object, RawBuilder<number>>()

/**
 * The same, also telling whether a condition went through the trigram index, and — when the whole
 * query is one array-field match — the subquery of the matching registrations' rowids: their total is
 * a count of distinct rowids among the element rows, no registration read.
 */
export function compileFqlReport(source: string, type: SearchType, options: CompileOptions = {}): { where: Where | null; trigram: boolean; rowids?: RawBuilder<number> } {
  const root = parseFql(source)
  const state: CompileState = { fts: options.fts ?? true, trigram: false, rowWise: options.rowWise }
  const where = root === null ? null : compileNode(root, source, type, state)
  return { where, trigram: state.trigram, rowids: where ? ARRAY_ROWIDS.get(where) : undefined }
}

export interface CompileOptions {
  /**
   * Serve CONTAINS/STARTSWITH/ENDSWITH on names from the trigram index and array fields from their
   * element tables (default). Off: row-wise forms (LIKE, json_each) that can run in key order.
   */
  fts?: boolean
  /**
   * Fields whose conditions are read row by row (`+column`: no index of theirs is used), so that a
   * broad match is paged by walking the sort order instead of sorting every match.
   */
  rowWise?: (field: FieldDef) => boolean
}

interface CompileState {
  fts: boolean
  trigram: boolean
  rowWise?: (field: FieldDef) => boolean
}

/**
 * `City == 'Nagpur' OR City == 'Indore'` as `City IN ['Nagpur', 'Indore']`: the same matches, but an
 * IN is one search of the field's index per value, where SQLite read an OR of equalities along the
 * CIN index row by row (seconds for a first page at 1M). Only when every arm is `==` on
 * the same field; the IN is then checked like any other (operators allowed, values converted).
 */
function orAsIn(node: Extract<Node, { type: 'or' }>, type: SearchType): Node | undefined {
  const arms = node.items
  if (arms.length < 2 || !arms.every((n) => n.type === 'compare' && n.op === '==')) return undefined
  const compares = arms as Extract<Node, { type: 'compare' }>[]
  // Spelt the same: a field name in another case is an unknown field, reported by its own arm.
  if (!compares.every((n) => n.field === compares[0].field)) return undefined
  // Array fields: an element equal to any value is what the OR meant too, but their IN has its own form; left as is.
  const field = findField(type, compares[0].field)
  if (!field || field.type === 'array' || field.type === 'described' || field.byCase) return undefined
  return { type: 'in', field: compares[0].field, fieldSpan: compares[0].fieldSpan, negated: false, values: compares.map((n) => n.value), span: node.span }
}

function compileNode(node: Node, source: string, type: SearchType, options: CompileState): Where {
  switch (node.type) {
    case 'and':
    case 'or': {
      const asIn = node.type === 'or' ? orAsIn(node, type) : undefined
      if (asIn) return compileNode(asIn, source, type, options)
      return sql<SqlBool>`(${sql.join(
        node.items.map((n) => compileNode(n, source, type, options)),
        sql.raw(node.type === 'and' ? ' AND ' : ' OR '),
      )})`
    }
    case 'not':
      return sql<SqlBool>`(NOT ${compileNode(node.item, source, type, options)})`
    default:
      return compilePredicate(node, source, type, options)
  }
}

type Predicate = Exclude<Node, { type: 'and' | 'or' | 'not' }>

function compilePredicate(predicate: Predicate, source: string, type: SearchType, options: CompileState): Where {
  const field = findField(type, predicate.field)
  if (!field) {
    const near = nearestField(type, predicate.field)
    throw new FqlError('UNKNOWN_FIELD', `Unknown ${type} field '${predicate.field}'${near ? `; did you mean '${near}'?` : ''}`, source, predicate.fieldSpan.start)
  }
  const meant = field.byCase && withMeanings(predicate, field, field.byCase, source, type, options)
  if (meant) return meant
  const node = expandGroups(predicate, field)
  const opName = node.type === 'compare' ? node.op : node.type === 'text' ? node.mode : node.type
  if (!OPERATORS[field.type].has(opName)) {
    throw new FqlError('OPERATOR_NOT_ALLOWED', `Operator ${opName.toUpperCase()} is not allowed on ${field.type} field '${field.name}'`, source, node.span.start)
  }
  const ref = sql.ref(`${TABLES[type]}.${field.column}`)
  const col = field.type !== 'array' && field.type !== 'described' && options.rowWise?.(field) ? sql`+${ref}` : ref
  const value = (lit: Literal) => toValue(field, lit, source)
  const nocase = (field.type === 'text' && !field.identifier) || field.type === 'array' ? sql.raw(' COLLATE NOCASE') : sql.raw('')

  if (field.type === 'array' || field.type === 'described') {
    // Any element matches; the negated forms mean "no element matches". The distinct values of the
    // field are few (thousands): the matching ones are found first, then their registrations through
    // the key of gst_array_items (schema.sql), instead of reading every row's JSON.
    // Like the trigram index, it reports itself (state.trigram): a broad match is paged by walking the
    // key order with the row-wise form (json_each over the row's own array), which fts: false selects.
    // A described field matches an element whose code, or a code it falls under, has a matching description.
    const described = (cond: (el: RawBuilder<unknown>) => RawBuilder<unknown>) => (el: RawBuilder<unknown>) =>
      sql`EXISTS (SELECT 1 FROM ${sql.table(field.reference as string)} r WHERE r.code IN (substr(${el}, 1, 2), substr(${el}, 1, 4), substr(${el}, 1, 5), substr(${el}, 1, 6), ${el}) AND ${cond(sql.raw('r.description'))})`
    const any = (elementCond: (el: RawBuilder<unknown>) => RawBuilder<unknown>) => {
      const cond = field.type === 'described' ? described(elementCond) : elementCond
      if (!options.fts) return sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(${col}) AS j WHERE ${cond(sql.raw('j.value'))})`
      options.trigram = true
      const items = sql<number>`SELECT i.gst FROM gst_array_items i WHERE i.value_id IN (SELECT v.id FROM gst_array_values v WHERE v.field = ${field.column} AND ${cond(sql.raw('v.value'))})`
      const w = sql<SqlBool>`${sql.ref(`${TABLES[type]}.rowid`)} IN (${items})`
      ARRAY_ROWIDS.set(w, items)
      return w
    }
    const none = (w: Where) => sql<SqlBool>`(NOT ${w})`
    if (node.type === 'compare') {
      const w = any((el) => sql`${el} = ${value(node.value)} COLLATE NOCASE`)
      return node.op === '!=' ? none(w) : w
    }
    if (node.type === 'in') {
      const w = any((el) => sql`${el} COLLATE NOCASE IN (${sql.join(node.values.map(value))})`)
      return node.negated ? none(w) : w
    }
    if (node.type === 'text') {
      const text = String(value(node.value))
      // A description CONTAINS every word given, in any order, as the reference lookups' search does:
      // the docs' `sdesc CONTAINS 'IT services'` finds "Information technology (IT) … services".
      const words = field.type === 'described' && node.mode === 'contains' ? text.split(/\s+/).filter(Boolean) : [text]
      const w = any(
        (el) =>
          sql`(${sql.join(
            words.map((word) => sql`${el} LIKE ${likePattern(node.mode, word)} ESCAPE '\\'`),
            sql.raw(' AND '),
          )})`,
      )
      return node.negated ? none(w) : w
    }
  }

  switch (node.type) {
    case 'compare':
      return sql<SqlBool>`${col} ${SQL_OPS[node.op]} ${value(node.value)}${nocase}`
    case 'in': {
      const w = sql<SqlBool>`${col}${nocase} IN (${sql.join(node.values.map(value))})`
      return node.negated ? sql<SqlBool>`(NOT ${w})` : w
    }
    case 'between': {
      const w = sql<SqlBool>`${col} BETWEEN ${value(node.low)} AND ${value(node.high)}`
      return node.negated ? sql<SqlBool>`(NOT ${w})` : w
    }
    case 'text': {
      const fts = field.trigram
      const text = String(value(node.value))
      if (fts && options.fts && [...text].length >= 3) {
        options.trigram = true
        // STARTSWITH and ENDSWITH: the rows containing the text, through the index, then where it is.
        const contains = trigramContains(TABLES[type], fts, text)
        const w = node.mode === 'contains' ? contains : sql<SqlBool>`(${contains} AND ${col} LIKE ${likePattern(node.mode, text)} ESCAPE '\\')`
        return node.negated ? sql<SqlBool>`(NOT ${w})` : w
      }
      const w = sql<SqlBool>`${col} LIKE ${likePattern(node.mode, String(value(node.value)))} ESCAPE '\\'`
      return node.negated ? sql<SqlBool>`(NOT ${w})` : w
    }
    case 'null':
      return node.negated ? sql<SqlBool>`${col} IS NOT NULL` : sql<SqlBool>`${col} IS NULL`
  }
}

/**
 * Fields with a closed value set: `==`, `!=` and `IN` take those values (any case), or a value the
 * public docs use with its meaning (compiled instead), and refuse anything else with the values that
 * exist — a value no row can hold is a mistake, not an empty result. Undefined: nothing to rewrite.
 */
function withMeanings(
  node: Predicate,
  field: FieldDef,
  { values: known, meanings }: NonNullable<FieldDef['byCase']>,
  source: string,
  type: SearchType,
  options: CompileState,
): Where | undefined {
  if (node.type !== 'compare' && node.type !== 'in') return undefined
  if (node.type === 'compare' && node.op !== '==' && node.op !== '!=') return undefined
  const literals = node.type === 'compare' ? [node.value] : node.values
  const meant: string[] = []
  const kept: Literal[] = []
  for (const lit of literals) {
    const text = (lit.kind === 'number' ? lit.raw : String(lit.value)).trim().toLowerCase()
    if (known.has(text)) kept.push(lit)
    else if (meanings.has(text)) meant.push(meanings.get(text) as string)
    else {
      const values = [...known.values(), ...Object.keys(field.meanings ?? {})]
      const near = nearest(text, values)
      throw new FqlError(
        'UNKNOWN_VALUE',
        `'${lit.kind === 'number' ? lit.raw : lit.value}' is not a value of ${field.name}${near ? `; did you mean '${near}'?` : ''} It takes ${values.map((v) => `'${v}'`).join(', ')}`,
        source,
        lit.span.start,
      )
    }
  }
  if (meant.length === 0) return undefined
  // Each meaning is FQL of its own (declared, so trusted), compiled against the same type.
  const parts = meant.map((fql) => compileNode(parseFql(fql) as Node, fql, type, options))
  if (kept.length && node.type === 'in') parts.push(compilePredicate({ ...node, negated: false, values: kept }, source, type, options))
  const any = parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql.raw(' OR '))})`
  const negated = node.type === 'compare' ? node.op === '!=' : node.negated
  if (!negated) return any
  // Not what the value means: rows the meaning does not match (its NULLs included), except, as with
  // any `!=`, rows without a value of this field.
  const absent = field.nullable ? sql<SqlBool>` AND ${sql.ref(`${TABLES[type]}.${field.column}`)} IS NOT NULL` : sql<SqlBool>``
  return sql<SqlBool>`(coalesce(${any}, 0) = 0${absent})`
}

function likePattern(mode: 'contains' | 'startswith' | 'endswith', text: string): string {
  const e = escapeLike(text)
  return mode === 'contains' ? `%${e}%` : mode === 'startswith' ? `${e}%` : `%${e}`
}

function toValue(field: FieldDef, lit: Literal, source: string): string | number {
  const mismatch = (expected: string): never => {
    throw new FqlError('TYPE_MISMATCH', `Field '${field.name}' takes ${expected}`, source, lit.span.start)
  }
  if (lit.kind === 'boolean') return mismatch(field.type === 'number' ? 'a number' : 'a quoted string')
  switch (field.type) {
    case 'number':
      if (lit.kind !== 'number') return mismatch('a number (unquoted)')
      if (!Number.isFinite(lit.value) || Math.abs(lit.value) > Number.MAX_SAFE_INTEGER) return mismatch('a number within ±2^53')
      return lit.value
    case 'date': {
      if (lit.kind !== 'string') return mismatch("a quoted date 'YYYY-MM-DD'")
      const v = lit.value
      if (!isIsoDate(v)) {
        throw new FqlError('INVALID_DATE', `'${v}' is not a valid date YYYY-MM-DD`, source, lit.span.start)
      }
      return v
    }
    case 'code':
      if (lit.kind === 'number') {
        if (!/^\d+$/.test(lit.raw)) return mismatch('a code of digits')
        return field.pad ? lit.raw.padStart(field.pad, '0') : lit.raw
      }
      return lit.value
    default: {
      const text = lit.kind === 'number' ? lit.raw : lit.value
      return field.identifier ? text.toUpperCase() : text
    }
  }
}
