import * as v from 'valibot'
import { validationError } from '../errors.ts'

/** Validates input against a valibot schema; the first issue becomes a 422 naming its field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  // items[2].number: list positions in brackets, as resolveEntities names them too.
  const field = issue.path?.map((p, i) => (typeof p.key === 'number' ? `[${p.key}]` : `${i ? '.' : ''}${String(p.key)}`)).join('') || 'body'
  const message = issue.received === 'undefined' ? 'is required' : issue.message
  throw validationError(field, message)
}

/** A required non-empty string field. */
/** A pattern matching any of `words` in any case (an enum would list GET and get twice: generators refuse duplicate keys). */
export const caseless = (words: readonly string[]) =>
  `^(?:${words.map((w) => [...w].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')).join('|')})$`

export const text = (max = 1000) => v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`))

const whole = (description: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number('must be a whole number'),
        v.integer('must be a whole number'),
        v.minValue(1, 'must be at least 1'),
        v.maxValue(Number.MAX_SAFE_INTEGER, `must be at most ${Number.MAX_SAFE_INTEGER}`),
        v.description(description),
      ),
    ),
  )

/** page and limit in a JSON body: whole numbers ≥ 1 (absent or null: the default); a larger limit is clamped. */
export const bodyPaging = (defaults: { limit: number; max: number }) => ({
  page: whole('Page (default 1)'),
  limit: whole(`Page size (default ${defaults.limit}, max ${defaults.max}; larger is clamped)`),
})

/** page / limit query or body values: integers ≥ 1; limit is clamped to its maximum. */
export function paging(input: { page?: unknown; limit?: unknown }, defaults: { limit: number; max: number }): { page: number; limit: number; offset: number } {
  const page = positiveInt(input.page, 'page', 1)
  const limit = Math.min(positiveInt(input.limit, 'limit', defaults.limit), defaults.max)
  return { page, limit, offset: (page - 1) * limit }
}

function positiveInt(raw: unknown, field: string, fallback: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) throw validationError(field, `must be at most ${Number.MAX_SAFE_INTEGER}`)
  if (!Number.isSafeInteger(n)) throw validationError(field, 'must be a whole number')
  if (n < 1) throw validationError(field, 'must be at least 1')
  return n
}
