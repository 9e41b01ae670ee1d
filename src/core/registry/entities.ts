// Registry entities named in request bodies (watchlist members, order items): each must be a
// well-formed identifier of its type that exists. Malformed or absent → 422 naming its field.
import type { Db } from '../../db/open.ts'
import { namesOf } from '../../db/registry.ts'
import { validationError } from '../../errors.ts'
import { isIdentifierOf, type EntityType } from './identifiers.ts'

export interface Entity {
  type: EntityType
  identifier: string
  name: string
}
export interface EntityRef {
  type: EntityType
  raw: unknown
  field: string
}

export const IDENTIFIER_HINT: Record<EntityType, string> = {
  company: 'a CIN (21 characters) or an LLPIN (AAA-1234)',
  director: 'an 8-digit DIN',
  gst: 'a 15-character GSTIN with a valid check character',
}

/** An identifier as stored: trimmed and upper-cased. */
export const normalizeIdentifier = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toUpperCase() : '')

/** Each reference resolved to its registry name, in the given order (one query per type). */
export function resolveEntities(db: Db, refs: readonly EntityRef[]): Entity[] {
  const ids = refs.map((r) => {
    const id = normalizeIdentifier(r.raw)
    if (!isIdentifierOf(r.type, id)) throw validationError(r.field, `must be ${IDENTIFIER_HINT[r.type]}`)
    return id
  })
  const names = new Map<string, string>()
  for (const type of new Set(refs.map((r) => r.type))) {
    const wanted = ids.filter((_, i) => refs[i].type === type)
    for (const row of namesOf(db, type, wanted)) names.set(`${type}:${row.id}`, row.name)
  }
  return refs.map((r, i) => {
    const name = names.get(`${r.type}:${ids[i]}`)
    if (name === undefined) throw validationError(r.field, `no ${r.type === 'gst' ? 'GST registration' : r.type} ${ids[i]}`)
    return { type: r.type, identifier: ids[i], name }
  })
}
