import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Screener } from '../../db/types.ts'
import { AppError } from '../../errors.ts'
import type { SearchType } from '../fql/fields.ts'
import { newId } from '../ids.ts'
import { validateQuery } from '../registry/search.ts'
import { SCREENER_FIELDS } from '../../entities/screener.ts'
import { recordOf } from '../records.ts'

export interface ScreenerInput {
  name: string
  type: SearchType
  query: string
  description?: string | null
}

const screenerRecord = recordOf(SCREENER_FIELDS)
/** A screener's declared fields (src/entities/screener.ts), and whether it is built in (it has no owner). */
export const toScreener = (s: Screener) => ({ ...screenerRecord(s), builtin: s.owner_id === null })

/** Own screeners and the built-in ones; anything else is "not found", never "forbidden". */
export function getVisibleScreener(db: Db, userId: string, id: string): Screener {
  const row = db.first(
    db.kysely
      .selectFrom('screeners')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('owner_id', 'is', null)])),
  )
  if (!row) throw new AppError('NOT_FOUND', `No screener ${id}`)
  return row
}

export function listScreeners(db: Db, userId: string): Screener[] {
  return db.all(
    db.kysely
      .selectFrom('screeners')
      .selectAll()
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('owner_id', 'is', null)]))
      .orderBy('created_at')
      .orderBy('id'),
  )
}

export function createScreener(db: Db, clock: Clock, userId: string, input: ScreenerInput): Screener {
  validateQuery(input.type, input.query)
  const now = isoAt(clock.now())
  const row: Screener = {
    id: newId('scr'),
    owner_id: userId,
    name: input.name,
    type: input.type,
    query: input.query,
    description: input.description ?? null,
    created_at: now,
    updated_at: now,
  }
  db.run(db.kysely.insertInto('screeners').values(row))
  return row
}

function requireOwn(db: Db, userId: string, id: string): Screener {
  const row = getVisibleScreener(db, userId, id)
  if (row.owner_id === null) throw new AppError('FORBIDDEN', 'Built-in screeners cannot be changed or deleted.')
  return row
}

export function updateScreener(db: Db, clock: Clock, userId: string, id: string, input: ScreenerInput): Screener {
  requireOwn(db, userId, id)
  validateQuery(input.type, input.query)
  db.run(
    db.kysely
      .updateTable('screeners')
      .set({ name: input.name, type: input.type, query: input.query, description: input.description ?? null, updated_at: isoAt(clock.now()) })
      .where('id', '=', id),
  )
  return getVisibleScreener(db, userId, id)
}

export function deleteScreener(db: Db, userId: string, id: string): void {
  requireOwn(db, userId, id)
  db.run(db.kysely.deleteFrom('screeners').where('id', '=', id))
}
