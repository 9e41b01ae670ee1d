// Registry entities named in request bodies (watchlist members; later order items): each must be a
// well-formed identifier of its type that exists. Malformed or absent → 422 naming the list position.
import type { Db } from '../db/open.ts'
import { validationError } from '../errors.ts'
import { isIdentifierOf, type EntityType } from './identifiers.ts'

export interface Entity { identifier: string; name: string }

const WHAT: Record<EntityType, string> = {
  company: 'a CIN (21 characters) or an LLPIN (AAA-1234)',
  director: 'an 8-digit DIN',
  gst: 'a 15-character GSTIN with a valid check character',
}

const LOOKUP: Record<EntityType, string> = {
  company: 'SELECT cin AS id, name FROM companies WHERE cin IN (SELECT value FROM json_each(?))',
  director: 'SELECT din AS id, name FROM directors WHERE din IN (SELECT value FROM json_each(?))',
  gst: "SELECT gstin AS id, coalesce(nullif(trade_name, ''), legal_name) AS name FROM gst_registrations WHERE gstin IN (SELECT value FROM json_each(?))",
}

/** Upper-cased, trimmed identifiers resolved to their registry names, in the given order. */
export function resolveEntities(db: Db, type: EntityType, identifiers: readonly unknown[], field: string): Entity[] {
  const ids = identifiers.map((raw, i) => {
    const id = typeof raw === 'string' ? raw.trim().toUpperCase() : ''
    if (!isIdentifierOf(type, id)) throw validationError(`${field}[${i}]`, `must be ${WHAT[type]}`)
    return id
  })
  const names = new Map((db.stmt(LOOKUP[type]).all(JSON.stringify(ids)) as { id: string; name: string }[]).map((r) => [r.id, r.name]))
  return ids.map((id, i) => {
    const name = names.get(id)
    if (name === undefined) throw validationError(`${field}[${i}]`, `no ${type === 'gst' ? 'GST registration' : type} ${id}`)
    return { identifier: id, name }
  })
}
