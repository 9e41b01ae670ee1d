// One declaration per entity (docs/maintainers.md, "Declare each entity once"), the registry's and the
// account-side records the API answers with: for every field its column, the key the API answers
// with, its value type, its value set, its FQL name and aliases, its filter parameters and its label.
// Records, FQL fields, OpenAPI components, the seed row shape and the DB row types are derived from
// these lists; test/db/schema-drift.test.ts holds them to schema.sql.
// Pure data: no imports, so every layer (db included) can read it.

/**
 * Value types: `code` is text of digits (NIC, PIN), `array` a JSON list of strings, `real` a number
 * with a fraction (rupees, stored REAL), `time` an ISO 8601 instant (stored as text).
 */
export type FieldType = 'text' | 'code' | 'number' | 'real' | 'date' | 'time' | 'array'

export interface FqlDecl {
  /** The FQL name when it differs from the API key. */
  name?: string
  /** Other names FQL takes for the field: the real client's, the public docs', the spec's. */
  aliases?: readonly string[]
  /** Code fields: numbers are left-padded to this width ('NICCode == 1111' means '01111'). */
  pad?: number
  /** Identifiers: stored upper-case, compared exactly (so the primary-key index serves them). */
  identifier?: boolean
  /** Named value groups (src/core/fql/fields.ts resolves the name): `== 'C'` means every division of section C. */
  groups?: 'nicSections'
  /**
   * Values the public docs use that the registry does not hold, with what they mean, as FQL: a
   * predicate `field == 'Value'` is read as that expression (`!=` as its negation).
   */
  meanings?: Readonly<Record<string, string>>
  /** The trigram index (schema.sql) holding the column: CONTAINS, STARTSWITH and ENDSWITH of 3+ characters go through it. */
  trigram?: { table: string; column: string }
  /** Array fields whose elements are codes of a reference table: a description field searches them by its descriptions. */
  describedBy?: { table: 'ref_hsn' | 'ref_sac'; name: string; aliases?: readonly string[] }
}

/**
 * A filter endpoint's parameter for the field (matched in any case). `exact`: equal, any case
 * (identifiers exactly); `partial`: contains; `name`: contains, through the trigram index; `kind`: one
 * of the company kinds' columns (src/db/kinds.ts); `range`: `<param>_start` and `<param>_end`;
 * `division`: a NIC division or section letter.
 */
export interface FilterDecl {
  param: string
  aliases?: readonly string[]
  match: 'exact' | 'partial' | 'name' | 'kind' | 'range' | 'division'
  /** What the parameter takes, for the document (default: the label, and the value set). */
  doc?: string
}

export interface Field {
  column: string
  /**
   * The key of the API's records (details, fixtures): the real service's name. None: the column
   * never leaves the server (a password hash, the payer's contact, the owner's id).
   */
  key?: string
  type: FieldType
  nullable?: boolean
  /** What the console and the docs call it. */
  label: string
  /** The closed set of values the column holds (the row type is their union); FQL ==, != and IN refuse any other, listing these. */
  values?: readonly string[]
  /** Searchable with FQL. */
  fql?: FqlDecl
  /** A parameter of the type's filter endpoint. */
  filter?: FilterDecl
  /** How the record shows the stored text: NIC codes as numbers, arrays as lists (default: as stored). */
  show?: 'number' | 'list'
  /** More record keys carrying the same value (spellings the real client reads). */
  alsoKeys?: readonly string[]
  /** OpenAPI format or pattern of the value, beyond its type. */
  pattern?: string
}

/** The TypeScript type of a stored value: one of its value set, if it has one. */
type Value<F extends Field> = F['values'] extends readonly (infer V extends string)[] ? V : F['type'] extends 'number' | 'real' ? number : string
type Stored<F extends Field> = Value<F> | (F['nullable'] extends true ? null : never)

/** A table's row, column by column, from its declaration. */
export type RowOf<Fields extends readonly Field[]> = { [F in Fields[number] as F['column']]: Stored<F> }

/** The columns of a declaration, in table order (the order the seeder writes them). */
export const columnsOf = <const Fields extends readonly Field[]>(fields: Fields) => fields.map((f) => f.column) as { [I in keyof Fields]: Fields[I]['column'] }

/** The API's type of a field's value. */
type Shown<F extends Field> = F['show'] extends 'number' ? number : F['show'] extends 'list' ? string[] : Stored<F>
type AlsoKey<F extends Field> = F['alsoKeys'] extends readonly (infer K extends string)[] ? K : never
type Keys<F extends Field> = F extends { key: infer K extends string } ? K | AlsoKey<F> : never

/** The columns a record is made from: those with a key. */
export type KeyedRowOf<Fields extends readonly Field[]> = { [F in Fields[number] as F extends { key: string } ? F['column'] : never]: Stored<F> }

/** A record as the API answers it, key by key, from its declaration (fields with no key are left out). */
export type RecordOf<Fields extends readonly Field[]> = { [F in Fields[number] as Keys<F>]: Shown<F> }
