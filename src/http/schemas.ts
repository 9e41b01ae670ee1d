// valibot fragments shared by route declarations: query parameters arrive as strings.
import * as v from 'valibot'
import { isIsoDate } from '../clock.ts'
import { IDENTIFIER_HINT } from '../core/registry/entities.ts'
import { isIdentifierOf } from '../core/registry/identifiers.ts'

/** An optional query text (a filter value). */
export const qText = (description: string) => v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'), v.description(description)))

/** An optional query date, `YYYY-MM-DD` and a real day. */
export const qDate = (description: string) => v.optional(v.pipe(v.string(), v.check(isIsoDate, 'must be a date YYYY-MM-DD'), v.description(`${description} (YYYY-MM-DD)`)))

/** A required identifier of a type, upper-cased; malformed → 422 naming the parameter. */
export const identifierParam = (type: 'company' | 'director' | 'gst', description: string) =>
  v.pipe(
    v.string('is required'),
    v.transform((s) => s.trim().toUpperCase()),
    v.check((s) => isIdentifierOf(type, s), `must be ${IDENTIFIER_HINT[type]}`),
    v.description(description),
  )

/** Filter parameters: every one optional; an unknown name is refused (contract §13). */
export const filterQuery = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, 'is not a parameter of this endpoint')

/** A Map of lower-cased names, as the registry filters take them. */
export const lowerKeys = (query: Record<string, string | undefined>): Map<string, string> =>
  new Map(Object.entries(query).flatMap(([k, val]) => (val === undefined ? [] : [[k.toLowerCase(), val] as [string, string]])))
