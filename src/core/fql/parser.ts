import type { CmpOp, Literal, Node, TextMode } from './ast.ts'
import { FqlError } from './errors.ts'
import { tokenize, type Token } from './lexer.ts'

export const FQL_LIMITS = { length: 2000, depth: 16, predicates: 50, listValues: 100, stringLength: 256 }

const TEXT_MODES: Record<string, TextMode> = {
  CONTAINS: 'contains',
  STARTSWITH: 'startswith',
  STARTS_WITH: 'startswith',
  ENDSWITH: 'endswith',
  ENDS_WITH: 'endswith',
}

/** Parses FQL into an AST; `null` for an empty query (no filter). Limits are checked before the work. */
export function parseFql(source: string): Node | null {
  if ([...source].length > FQL_LIMITS.length) {
    throw new FqlError('QUERY_TOO_LONG', `The query is longer than ${FQL_LIMITS.length} characters`, source, FQL_LIMITS.length)
  }
  return new Parser(source).parse()
}

const describe = (t: Token) => (t.type === 'eof' ? 'the end of the query' : `'${t.value}'`)
const isKw = (t: Token, ...words: string[]) => t.type === 'keyword' && words.includes(t.value)

/** Recursive descent over the tokens: expr := unary (AND unary)* | unary (OR unary)*; unary := NOT unary | primary. */
class Parser {
  readonly #source: string
  readonly #tokens: Token[]
  #pos = 0
  #predicates = 0

  constructor(source: string) {
    this.#source = source
    this.#tokens = tokenize(source)
  }

  parse(): Node | null {
    if (this.#peek().type === 'eof') return null
    const root = this.#expr(0)
    if (this.#peek().type !== 'eof') this.#fail(this.#peek(), 'AND, OR or the end of the query')
    return root
  }

  #peek = () => this.#tokens[this.#pos]
  #next = () => this.#tokens[this.#pos++]

  #fail(t: Token, expected: string): never {
    throw new FqlError(t.type === 'eof' ? 'UNEXPECTED_END' : 'UNEXPECTED_TOKEN', `Expected ${expected} but found ${describe(t)}`, this.#source, t.start)
  }

  #enter(depth: number, t: Token): void {
    if (depth > FQL_LIMITS.depth) throw new FqlError('TOO_DEEP', `The query nests deeper than ${FQL_LIMITS.depth} levels`, this.#source, t.start)
  }

  #expr(depth: number): Node {
    const first = this.#unary(depth)
    const items = [first]
    let joiner: 'AND' | 'OR' | null = null
    while (isKw(this.#peek(), 'AND', 'OR')) {
      const t = this.#next()
      if (joiner && joiner !== t.value) {
        throw new FqlError('MIXED_AND_OR', 'Cannot mix AND and OR without parentheses; write (a AND b) OR c', this.#source, t.start)
      }
      joiner = t.value as 'AND' | 'OR'
      items.push(this.#unary(depth))
    }
    if (!joiner) return first
    return { type: joiner === 'AND' ? 'and' : 'or', items, span: { start: first.span.start, end: items[items.length - 1].span.end } }
  }

  #unary(depth: number): Node {
    const t = this.#peek()
    if (isKw(t, 'NOT')) {
      this.#next()
      this.#enter(depth + 1, t)
      const item = this.#unary(depth + 1)
      return { type: 'not', item, span: { start: t.start, end: item.span.end } }
    }
    return this.#primary(depth)
  }

  #primary(depth: number): Node {
    const t = this.#peek()
    if (t.type === '(') {
      this.#next()
      this.#enter(depth + 1, t)
      const inner = this.#expr(depth + 1)
      const close = this.#next()
      if (close.type !== ')') this.#fail(close, "')'")
      return { ...inner, span: { start: t.start, end: close.end } }
    }
    if (t.type !== 'ident') this.#fail(t, 'a field name or (')
    return this.#predicate()
  }

  #value(): Literal {
    const t = this.#next()
    if (t.type === 'string') {
      if ([...t.value].length > FQL_LIMITS.stringLength)
        throw new FqlError('STRING_TOO_LONG', `Strings are limited to ${FQL_LIMITS.stringLength} characters`, this.#source, t.start)
      return { kind: 'string', value: t.value, span: t }
    }
    if (t.type === 'number') return { kind: 'number', value: Number(t.value), raw: t.value, span: t }
    if (isKw(t, 'TRUE', 'FALSE')) return { kind: 'boolean', value: t.value === 'TRUE', span: t }
    if (isKw(t, 'NULL')) throw new FqlError('NULL_COMPARISON', 'NULL is only valid in IS NULL / IS NOT NULL', this.#source, t.start)
    return this.#fail(t, 'a value (a quoted string, a number, TRUE or FALSE)')
  }

  /** `field op value`, `field IS [NOT] NULL`, or `field [NOT] IN|BETWEEN|CONTAINS|STARTSWITH|ENDSWITH …`. */
  #predicate(): Node {
    const f = this.#next()
    if (++this.#predicates > FQL_LIMITS.predicates) throw new FqlError('TOO_MANY_PREDICATES', `The query has more than ${FQL_LIMITS.predicates} conditions`, this.#source, f.start)
    const base = { field: f.value, fieldSpan: { start: f.start, end: f.end } }
    const t = this.#next()
    if (t.type === 'op') {
      const value = this.#value()
      return { type: 'compare', ...base, op: t.value as CmpOp, value, span: { start: f.start, end: value.span.end } }
    }
    if (isKw(t, 'IS')) {
      const negated = isKw(this.#peek(), 'NOT')
      if (negated) this.#next()
      const n = this.#next()
      if (!isKw(n, 'NULL')) this.#fail(n, 'NULL')
      return { type: 'null', ...base, negated, span: { start: f.start, end: n.end } }
    }
    const negated = isKw(t, 'NOT')
    const op = negated ? this.#next() : t
    if (isKw(op, 'IN')) {
      const { values, end } = this.#list()
      return { type: 'in', ...base, negated, values, span: { start: f.start, end } }
    }
    if (isKw(op, 'BETWEEN')) {
      const low = this.#value()
      const and = this.#next()
      if (!isKw(and, 'AND')) this.#fail(and, 'AND (BETWEEN low AND high)')
      const high = this.#value()
      return { type: 'between', ...base, negated, low, high, span: { start: f.start, end: high.span.end } }
    }
    if (op.type === 'keyword' && TEXT_MODES[op.value]) {
      const value = this.#value()
      return { type: 'text', ...base, negated, mode: TEXT_MODES[op.value], value, span: { start: f.start, end: value.span.end } }
    }
    return this.#fail(
      op,
      negated ? 'IN, BETWEEN, CONTAINS, STARTSWITH or ENDSWITH after NOT' : 'an operator (==, !=, >, >=, <, <=, IN, BETWEEN, CONTAINS, STARTSWITH, ENDSWITH, IS)',
    )
  }

  /** `[v, v, …]`: at least one value, at most FQL_LIMITS.listValues. */
  #list(): { values: Literal[]; end: number } {
    const open = this.#next()
    if (open.type !== '[') this.#fail(open, "'[' to start a list")
    if (this.#peek().type === ']') throw new FqlError('EMPTY_LIST', 'A list needs at least one value', this.#source, this.#peek().start)
    const values: Literal[] = []
    for (;;) {
      if (values.length === FQL_LIMITS.listValues) throw new FqlError('LIST_TOO_LONG', `Lists are limited to ${FQL_LIMITS.listValues} values`, this.#source, this.#peek().start)
      values.push(this.#value())
      const sep = this.#next()
      if (sep.type === ']') return { values, end: sep.end }
      if (sep.type !== ',') this.#fail(sep, "',' or ']'")
    }
  }
}
