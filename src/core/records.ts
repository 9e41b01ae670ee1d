// Database rows → API records, from the entity declarations (src/entities/): every field that has a
// key under that key (and its other spellings), shown as declared. Fields with no key stay on the server.
import type { Field, KeyedRowOf, RecordOf } from '../entities/field.ts'

/** A stored value as its field shows it: a code as a number, a list from its JSON, else as stored. */
const shown = (stored: unknown, show: Field['show']): unknown => (show === 'number' ? Number(stored) : show === 'list' ? JSON.parse(stored as string) : stored)

/** The row → record conversion of a declaration. */
export function recordOf<const Fields extends readonly Field[]>(fields: Fields): (row: KeyedRowOf<Fields>) => RecordOf<Fields> {
  const plan = fields.flatMap((f) => (f.key === undefined ? [] : [{ column: f.column as keyof KeyedRowOf<Fields>, keys: [f.key, ...(f.alsoKeys ?? [])], show: f.show }]))
  return (row) => {
    const out: Record<string, unknown> = {}
    for (const { column, keys, show } of plan) {
      const value = shown(row[column], show)
      for (const key of keys) out[key] = value
    }
    return out as RecordOf<Fields>
  }
}

/**
 * A projection of a declaration: the fields of `keys` alone, in that order, each shown as declared
 * (search and filter results carry such a summary). Throws for a key no field has.
 */
export function projectionOf<const Fields extends readonly Field[], const Keys extends readonly (keyof RecordOf<Fields> & string)[]>(
  fields: Fields,
  keys: Keys,
): (row: Partial<KeyedRowOf<Fields>>) => Pick<RecordOf<Fields>, Keys[number]> {
  const plan = keys.map((key) => {
    const f = fields.find((x) => x.key === key)
    if (!f) throw new Error(`projectionOf: no field has the key ${key}`)
    return { key, column: f.column as keyof KeyedRowOf<Fields>, show: f.show }
  })
  return (row) => {
    const out: Record<string, unknown> = {}
    for (const { key, column, show } of plan) {
      out[key] = shown(row[column], show)
    }
    return out as Pick<RecordOf<Fields>, Keys[number]>
  }
}
