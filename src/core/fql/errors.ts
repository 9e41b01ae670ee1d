import { AppError } from '../../errors.ts'

export const FQL_ERROR_CODES = [
  'UNEXPECTED_TOKEN',
  'UNEXPECTED_END',
  'UNTERMINATED_STRING',
  'INVALID_CHARACTER',
  'INVALID_NUMBER',
  'UNSUPPORTED_QUOTE',
  'UNKNOWN_OPERATOR',
  'UNKNOWN_FIELD',
  'UNKNOWN_VALUE',
  'TYPE_MISMATCH',
  'OPERATOR_NOT_ALLOWED',
  'MIXED_AND_OR',
  'INVALID_DATE',
  'NULL_COMPARISON',
  'EMPTY_LIST',
  'QUERY_TOO_LONG',
  'TOO_DEEP',
  'TOO_MANY_PREDICATES',
  'LIST_TOO_LONG',
  'STRING_TOO_LONG',
  'INVALID_SORT',
] as const
export type FqlErrorCode = (typeof FQL_ERROR_CODES)[number]

export interface Position {
  offset: number
  line: number
  column: number
}

/** Where `offset` (UTF-16 index) falls: 1-based line and column, columns counted in code points. */
export function positionOf(source: string, offset: number): Position {
  const before = source.slice(0, offset)
  const lines = before.split('\n')
  return { offset, line: lines.length, column: [...lines[lines.length - 1]].length + 1 }
}

/** Every FQL failure: 400 with {detail, code, position}. */
export class FqlError extends AppError {
  constructor(code: FqlErrorCode, message: string, source: string, offset: number) {
    const position = positionOf(source, offset)
    super('BAD_REQUEST', `${message} (line ${position.line}, column ${position.column})`, { extra: { position } })
    Object.defineProperty(this, 'code', { value: code })
    this.name = 'FqlError'
  }
}
