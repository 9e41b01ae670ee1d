// valibot fragments shared by route declarations: query parameters arrive as strings.
import * as v from 'valibot'
import type { Field } from '../entities/field.ts'
import { isIsoDate } from '../clock.ts'
import { IDENTIFIER_HINT } from '../core/registry/entities.ts'
import { CIN_RE, type EntityType, GSTIN_RE, isIdentifierOf, LLPIN_RE, PAN_RE } from '../core/registry/identifiers.ts'

/** An optional query text (a filter value): not blank (an empty value is malformed, see readQuery). */
export const qText = (description: string) =>
  v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'), v.metadata({ minLength: 1, pattern: '\\S' }), v.description(description)))

/** An optional query date, `YYYY-MM-DD` and a real day. */
export const qDate = (description: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(isIsoDate, 'must be a date YYYY-MM-DD'),
      v.metadata({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      v.description(`${description} (YYYY-MM-DD)`),
    ),
  )

/** A regular expression's letters in either case, with blanks around it (identifiers are trimmed and upper-cased). */
function anyCase(re: RegExp): string {
  const cls = (body: string) =>
    body.replace(/([A-Z])-([A-Z])|([A-Z])/g, (_, a?: string, b?: string, one?: string) => (one ? one + one.toLowerCase() : `${a}-${b}${a!.toLowerCase()}-${b!.toLowerCase()}`))
  return `^\\s*(?:${re.source.slice(1, -1).replace(/\[([^\]]*)\]/g, (_, body: string) => `[${cls(body)}]`)})\\s*$`
}

/**
 * What a well-formed identifier of each type looks like, as the OpenAPI document states it: the pattern
 * (a GSTIN's 15th character is also a mod-36 check character, which a pattern cannot state: the
 * description says it; no custom format, which validators in strict mode refuse).
 */
export const IDENTIFIER_SCHEMA: Record<EntityType, { pattern: string }> = {
  company: { pattern: `(?:${anyCase(CIN_RE)})|(?:${anyCase(LLPIN_RE)})` },
  director: { pattern: '^\\s*(?!0{8})[0-9]{8}\\s*$' },
  gst: { pattern: anyCase(GSTIN_RE) },
}

/** A PAN (any case), as the GST filter takes it: its four digits are never 0000. */
export const qPan = (description: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200, 'must be at most 200 characters'),
      v.metadata({ pattern: `^(?!\\s*[A-Za-z]{5}0000)${anyCase(PAN_RE).slice(1)}` }),
      v.description(description),
    ),
  )

/** A required identifier of a type, upper-cased; malformed → 422 naming the parameter. */
export const identifierParam = (type: EntityType, description: string) =>
  v.pipe(
    v.string('is required'),
    v.transform((s) => s.trim().toUpperCase()),
    v.check((s) => isIdentifierOf(type, s), `must be ${IDENTIFIER_HINT[type]}`),
    v.metadata({ ...IDENTIFIER_SCHEMA[type], 'x-entity': type }),
    v.description(description),
  )

/**
 * An identifier in a body, as written (normalised and checked for existence by core/registry/entities.ts,
 * which names its position); the schema states its form. `x-entity`: the OpenAPI document lists
 * identifiers of this instance's registry as its examples.
 */
export const identifierItem = (type: EntityType | undefined, description: string) =>
  v.pipe(
    v.string('must be a string'),
    v.maxLength(100, 'must be at most 100 characters'),
    // Without a type (a watchlist's members: the list's type decides), any of the three forms.
    v.metadata(
      type
        ? { ...IDENTIFIER_SCHEMA[type], 'x-entity': type }
        : {
            pattern: Object.values(IDENTIFIER_SCHEMA)
              .map((s) => `(?:${s.pattern})`)
              .join('|'),
          },
    ),
    v.description(description),
  )

/** Filter parameters: every one optional; an unknown name is refused (contract §13). */
export const filterQuery = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, 'is not a parameter of this endpoint')

/** A Map of lower-cased names, as the registry filters take them. */
export const lowerKeys = (query: Record<string, string | undefined>): Map<string, string> =>
  new Map(Object.entries(query).flatMap(([k, val]) => (val === undefined ? [] : [[k.toLowerCase(), val] as [string, string]])))

/**
 * A filter endpoint's parameters, from the entity declarations (src/entities/): each field's `filter`
 * parameter (and its aliases), a range as `<param>_start`/`<param>_end`; every one optional, an
 * unknown name refused (contract §13).
 */
export function filterParams(fields: readonly Field[], more: Record<string, string> = {}) {
  const entries: Record<string, v.OptionalSchema<v.GenericSchema<string>, undefined>> = {}
  for (const f of fields) {
    const d = f.filter
    if (!d) continue
    const what = `${d.doc ?? f.label}${f.values ? ` (${f.values.join(' | ')})` : ''}`
    if (d.match === 'range') {
      entries[`${d.param}_start`] = qDate(`${what} on or after`)
      entries[`${d.param}_end`] = qDate(`${what} on or before`)
      continue
    }
    entries[d.param] = f.column === 'pan' ? qPan(what) : qText(what)
    for (const alias of d.aliases ?? []) entries[alias] = qText(`Alias of ${d.param}`)
  }
  // Parameters of no column of these fields (the director filter's company state), with their words.
  for (const [param, doc] of Object.entries(more)) entries[param] = qText(doc)
  return filterQuery(entries)
}
