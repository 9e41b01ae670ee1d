import type { CmpOp, Literal, Node, TextMode } from './ast.ts'
import { FqlError } from './errors.ts'
import { tokenize, type Token } from './lexer.ts'

export const FQL_LIMITS = { length: 2000, depth: 16, predicates: 50, listValues: 100, stringLength: 256 }

const TEXT_MODES: Record<string, TextMode> = {
  CONTAINS: 'contains', STARTSWITH: 'startswith', STARTS_WITH: 'startswith', ENDSWITH: 'endswith', ENDS_WITH: 'endswith',
}

/** Parses FQL into an AST; `null` for an empty query (no filter). Limits are checked before the work. */
export function parseFql(source: string): Node | null {
  if ([...source].length > FQL_LIMITS.length) {
    throw new FqlError('QUERY_TOO_LONG', `The query is longer than ${FQL_LIMITS.length} characters`, source, FQL_LIMITS.length)
  }
  const tokens = tokenize(source)
  let pos = 0
  let predicates = 0
  const peek = () => tokens[pos]
  const next = () => tokens[pos++]
  const describe = (t: Token) => (t.type === 'eof' ? 'the end of the query' : t.type === 'string' ? `'${t.value}'` : `'${t.value}'`)
  const fail = (t: Token, expected: string): never => {
    throw new FqlError(t.type === 'eof' ? 'UNEXPECTED_END' : 'UNEXPECTED_TOKEN', `Expected ${expected} but found ${describe(t)}`, source, t.start)
  }
  const isKw = (t: Token, ...words: string[]) => t.type === 'keyword' && words.includes(t.value)
  const enter = (depth: number, t: Token) => {
    if (depth > FQL_LIMITS.depth) throw new FqlError('TOO_DEEP', `The query nests deeper than ${FQL_LIMITS.depth} levels`, source, t.start)
  }

  const parseExpr = (depth: number): Node => {
    const first = parseUnary(depth)
    const items = [first]
    let joiner: 'AND' | 'OR' | null = null
    while (isKw(peek(), 'AND', 'OR')) {
      const t = next()
      if (joiner && joiner !== t.value) {
        throw new FqlError('MIXED_AND_OR', 'Cannot mix AND and OR without parentheses; write (a AND b) OR c', source, t.start)
      }
      joiner = t.value as 'AND' | 'OR'
      items.push(parseUnary(depth))
    }
    if (!joiner) return first
    return { type: joiner === 'AND' ? 'and' : 'or', items, span: { start: first.span.start, end: items[items.length - 1].span.end } }
  }

  const parseUnary = (depth: number): Node => {
    const t = peek()
    if (isKw(t, 'NOT')) {
      next()
      enter(depth + 1, t)
      const item = parseUnary(depth + 1)
      return { type: 'not', item, span: { start: t.start, end: item.span.end } }
    }
    return parsePrimary(depth)
  }

  const parsePrimary = (depth: number): Node => {
    const t = peek()
    if (t.type === '(') {
      next()
      enter(depth + 1, t)
      const inner = parseExpr(depth + 1)
      const close = next()
      if (close.type !== ')') fail(close, "')'")
      return { ...inner, span: { start: t.start, end: close.end } }
    }
    if (t.type !== 'ident') fail(t, 'a field name or (')
    return parsePredicate()
  }

  const parseValue = (): Literal => {
    const t = next()
    if (t.type === 'string') {
      if ([...t.value].length > FQL_LIMITS.stringLength) throw new FqlError('STRING_TOO_LONG', `Strings are limited to ${FQL_LIMITS.stringLength} characters`, source, t.start)
      return { kind: 'string', value: t.value, span: t }
    }
    if (t.type === 'number') return { kind: 'number', value: Number(t.value), raw: t.value, span: t }
    if (isKw(t, 'TRUE', 'FALSE')) return { kind: 'boolean', value: t.value === 'TRUE', span: t }
    if (isKw(t, 'NULL')) throw new FqlError('NULL_COMPARISON', 'NULL is only valid in IS NULL / IS NOT NULL', source, t.start)
    return fail(t, 'a value (a quoted string, a number, TRUE or FALSE)')
  }

  const parsePredicate = (): Node => {
    const f = next()
    predicates++
    if (predicates > FQL_LIMITS.predicates) throw new FqlError('TOO_MANY_PREDICATES', `The query has more than ${FQL_LIMITS.predicates} conditions`, source, f.start)
    const base = { field: f.value, fieldSpan: { start: f.start, end: f.end } }
    const t = next()
    if (t.type === 'op') {
      const value = parseValue()
      return { type: 'compare', ...base, op: t.value as CmpOp, value, span: { start: f.start, end: value.span.end } }
    }
    if (isKw(t, 'IS')) {
      const negated = isKw(peek(), 'NOT')
      if (negated) next()
      const n = next()
      if (!isKw(n, 'NULL')) fail(n, 'NULL')
      return { type: 'null', ...base, negated, span: { start: f.start, end: n.end } }
    }
    let negated = false
    let op = t
    if (isKw(t, 'NOT')) {
      negated = true
      op = next()
    }
    if (isKw(op, 'IN')) {
      const open = next()
      if (open.type !== '[') fail(open, "'[' to start a list")
      if (peek().type === ']') throw new FqlError('EMPTY_LIST', 'A list needs at least one value', source, peek().start)
      const values: Literal[] = []
      for (;;) {
        if (values.length === FQL_LIMITS.listValues) throw new FqlError('LIST_TOO_LONG', `Lists are limited to ${FQL_LIMITS.listValues} values`, source, peek().start)
        values.push(parseValue())
        const sep = next()
        if (sep.type === ']') return { type: 'in', ...base, negated, values, span: { start: f.start, end: sep.end } }
        if (sep.type !== ',') fail(sep, "',' or ']'")
      }
    }
    if (isKw(op, 'BETWEEN')) {
      const low = parseValue()
      const and = next()
      if (!isKw(and, 'AND')) fail(and, 'AND (BETWEEN low AND high)')
      const high = parseValue()
      return { type: 'between', ...base, negated, low, high, span: { start: f.start, end: high.span.end } }
    }
    if (op.type === 'keyword' && TEXT_MODES[op.value]) {
      const value = parseValue()
      return { type: 'text', ...base, negated, mode: TEXT_MODES[op.value], value, span: { start: f.start, end: value.span.end } }
    }
    return fail(op, negated ? 'IN, BETWEEN, CONTAINS, STARTSWITH or ENDSWITH after NOT' : 'an operator (==, !=, >, >=, <, <=, IN, BETWEEN, CONTAINS, STARTSWITH, ENDSWITH, IS)')
  }

  if (peek().type === 'eof') return null
  const root = parseExpr(0)
  if (peek().type !== 'eof') fail(peek(), 'AND, OR or the end of the query')
  return root
}
