import { FqlError } from './errors.ts'

export type TokenType = 'ident' | 'string' | 'number' | 'op' | 'keyword' | '(' | ')' | '[' | ']' | ',' | 'eof'

export interface Token {
  type: TokenType
  value: string
  start: number
  end: number
}

export const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'BETWEEN', 'CONTAINS', 'STARTSWITH', 'STARTS_WITH', 'ENDSWITH', 'ENDS_WITH', 'IS', 'NULL', 'TRUE', 'FALSE'])

const isDigit = (c: number) => c >= 48 && c <= 57
const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
const isIdentPart = (c: number) => isIdentStart(c) || isDigit(c)

/** A char-code scanner: no regular expressions, so no backtracking on hostile input. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const c = source.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++
      continue
    }
    const token =
      c === 39
        ? scanString(source, i)
        : isDigit(c) || (c === 45 && isDigit(source.charCodeAt(i + 1)))
          ? scanNumber(source, i)
          : isIdentStart(c)
            ? scanWord(source, i)
            : scanSymbol(source, i)
    tokens.push(token)
    i = token.end
  }
  tokens.push({ type: 'eof', value: '', start: source.length, end: source.length })
  return tokens
}

/** '…' with '' as an escaped quote. */
function scanString(source: string, start: number): Token {
  let value = ''
  let i = start + 1
  for (;;) {
    if (i >= source.length) throw new FqlError('UNTERMINATED_STRING', 'Unterminated string: add a closing quote', source, start)
    const ch = source[i]
    if (ch === "'") {
      if (source[i + 1] === "'") {
        value += "'"
        i += 2
        continue
      }
      return { type: 'string', value, start, end: i + 1 }
    }
    value += ch
    i++
  }
}

/** An integer or decimal, optionally negative; anything glued to it (a date, say) is an error. */
function scanNumber(source: string, start: number): Token {
  let i = start + 1
  while (isDigit(source.charCodeAt(i))) i++
  if (source[i] === '.' && isDigit(source.charCodeAt(i + 1))) {
    i++
    while (isDigit(source.charCodeAt(i))) i++
  }
  if (isIdentPart(source.charCodeAt(i)) || source[i] === '-' || source[i] === '.') {
    while (i < source.length && (isIdentPart(source.charCodeAt(i)) || source[i] === '-' || source[i] === '.')) i++
    const hint = /^\d{4}-\d{2}-\d{2}$/.test(source.slice(start, i)) ? "; quote dates: '2020-01-01'" : ''
    throw new FqlError('INVALID_NUMBER', `Invalid number '${source.slice(start, i)}'${hint}`, source, start)
  }
  return { type: 'number', value: source.slice(start, i), start, end: i }
}

/** A field name, or a keyword in any case (kept upper-case). */
function scanWord(source: string, start: number): Token {
  let i = start + 1
  while (isIdentPart(source.charCodeAt(i))) i++
  const word = source.slice(start, i)
  const upper = word.toUpperCase()
  return KEYWORDS.has(upper) ? { type: 'keyword', value: upper, start, end: i } : { type: 'ident', value: word, start, end: i }
}

/** Operators and punctuation; the common mistakes (", =, <>) get a hint. */
function scanSymbol(source: string, start: number): Token {
  const two = source.slice(start, start + 2)
  if (two === '==' || two === '!=' || two === '>=' || two === '<=') return { type: 'op', value: two, start, end: start + 2 }
  if (two === '<>') throw new FqlError('UNKNOWN_OPERATOR', "Unknown operator '<>'; did you mean '!='?", source, start)
  const ch = source[start]
  if (ch === '>' || ch === '<') return { type: 'op', value: ch, start, end: start + 1 }
  if (ch === '"') throw new FqlError('UNSUPPORTED_QUOTE', "Use single quotes for strings ('' for a quote inside)", source, start)
  if (ch === '=') throw new FqlError('UNKNOWN_OPERATOR', "Unknown operator '='; did you mean '=='?", source, start)
  if (ch === '(' || ch === ')' || ch === '[' || ch === ']' || ch === ',') return { type: ch, value: ch, start, end: start + 1 }
  const cp = String.fromCodePoint(source.codePointAt(start)!)
  throw new FqlError('INVALID_CHARACTER', `Unexpected character '${cp}'`, source, start)
}
