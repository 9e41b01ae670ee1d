// The dataset at a glance, for the console's dashboard charts: incorporations per year, companies by
// state and the status mix. The registry is read-only while serving, so each is computed once per database.
import { sql } from 'kysely'
import type { Db } from '../../db/open.ts'
import { getSetting } from '../../db/settings.ts'

export interface DatasetStats {
  companies: number
  byYear: { label: string; value: number }[]
  byState: { label: string; value: number }[]
  byStatus: { label: string; value: number }[]
}

const cache = new WeakMap<Db, { dataset: string; stats: DatasetStats }>()

export function datasetStats(db: Db): DatasetStats {
  // Computed again when the dataset marker changes (a new seed, fixtures added).
  const dataset = getSetting(db, 'dataset') ?? ''
  const hit = cache.get(db)
  if (hit && hit.dataset === dataset) return hit.stats
  const count = (column: 'state' | 'status') =>
    db.all(
      db.kysely
        .selectFrom('companies')
        .select([sql<string>`${sql.ref(column)}`.as('label'), sql<number>`count(*)`.as('value')])
        .groupBy(column)
        .orderBy('value', 'desc'),
    )
  const year = sql<string>`substr(date_of_incorporation, 1, 4)`
  const byYear = db.all(
    db.kysely
      .selectFrom('companies')
      .select([year.as('label'), sql<number>`count(*)`.as('value')])
      .groupBy(year)
      .orderBy('label'),
  )
  const byState = count('state')
  const byStatus = count('status')
  const stats = { companies: byStatus.reduce((n, s) => n + s.value, 0), byYear, byState, byStatus }
  cache.set(db, { dataset, stats })
  return stats
}
