// Database rows → API records, from the entity declarations (src/entities/): every field that has a
// key under that key (and its other spellings), shown as declared. Fields with no key stay on the server.
import type { Field, KeyedRowOf, RecordOf } from '../entities/field.ts'

/** The row → record conversion of a declaration. */
export function recordOf<const Fields extends readonly Field[]>(fields: Fields): (row: KeyedRowOf<Fields>) => RecordOf<Fields> {
  const plan = fields.flatMap((f) => (f.key === undefined ? [] : [{ column: f.column as keyof KeyedRowOf<Fields>, keys: [f.key, ...(f.alsoKeys ?? [])], show: f.show }]))
  return (row) => {
    const out: Record<string, unknown> = {}
    for (const { column, keys, show } of plan) {
      const stored = row[column] as unknown
      const value = show === 'number' ? Number(stored) : show === 'list' ? JSON.parse(stored as string) : stored
      for (const key of keys) out[key] = value
    }
    return out as RecordOf<Fields>
  }
}
