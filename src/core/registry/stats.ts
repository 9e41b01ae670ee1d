// The dataset at a glance, for the console's dashboard charts: incorporations per year, companies by
// state and the status mix. The registry is read-only while serving, so each is computed once per database.
import { sql } from 'kysely'
import { addDays } from '../../clock.ts'
import { forDataset } from '../../db/dataset-cache.ts'
import type { Db } from '../../db/open.ts'

export interface DatasetStats {
  companies: number
  byYear: { label: string; value: number }[]
  byState: { label: string; value: number }[]
  byStatus: { label: string; value: number }[]
}

/** Computed again when the dataset marker changes (a new seed, fixtures added, a living day: src/db/dataset-cache.ts). */
export const datasetStats = (db: Db): DatasetStats => forDataset(db, 'stats', () => computeStats(db))

function computeStats(db: Db): DatasetStats {
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
  return { companies: byStatus.reduce((n, s) => n + s.value, 0), byYear, byState, byStatus }
}

export interface RegistryDays {
  labels: string[]
  incorporations: number[]
  registrations: number[]
  statusChanges: number[]
}

/** The registry day by day over the `days` days up to `end`: incorporations, GST registrations and the living registry's status moves. */
export function registryDays(db: Db, end: string, days = 30): RegistryDays {
  const labels = Array.from({ length: days }, (_, i) => addDays(end, i - (days - 1)))
  const from = labels[0]
  const byDay = (rows: { d: string; n: number }[]) => {
    const counts = new Map(rows.map((r) => [r.d, r.n]))
    return labels.map((d) => counts.get(d) ?? 0)
  }
  /** Rows per day of a date column, over the window (its date index serves it). */
  const dated = (table: 'companies' | 'gst_registrations', column: 'date_of_incorporation' | 'date_of_registration') =>
    byDay(
      db.all(
        db.kysely
          .selectFrom(table)
          .select([sql<string>`${sql.ref(column)}`.as('d'), sql<number>`count(*)`.as('n')])
          .where(sql.ref(column), '>=', from)
          .where(sql.ref(column), '<=', end)
          .groupBy(sql.ref(column)),
      ),
    )
  return {
    labels,
    incorporations: dated('companies', 'date_of_incorporation'),
    registrations: dated('gst_registrations', 'date_of_registration'),
    statusChanges: byDay(db.all(db.kysely.selectFrom('registry_days').select(['day as d', 'status_changes as n']).where('day', '>=', from).where('day', '<=', end))),
  }
}
