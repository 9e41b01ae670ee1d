// A user's use of the daily quotas today and in the last days, for the console's dashboard.
import { sql } from 'kysely'
import type { Db } from '../../db/open.ts'
import { QUOTA_CLASS_NAMES, type QuotaClass } from '../../entities/quota-classes.ts'
import type { QuotaLedger } from './quotas.ts'

/** The classes in the order the console shows them. */
export const QUOTA_CLASSES = QUOTA_CLASS_NAMES
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Counts per class and UTC day from `days` days ago to today (the ledger's pending counts first written). */
export function usageByDay(db: Db, ledger: QuotaLedger, userId: string, now: number, days: number) {
  ledger.flush()
  const from = day(now - (days - 1) * 86_400_000)
  const rows = db.all(db.kysely.selectFrom('usage_counters').select(['class', 'day', 'count']).where('user_id', '=', userId).where('day', '>=', from))
  const orders = db.all(
    db.kysely
      .selectFrom('orders')
      .select([sql<string>`substr(created_at, 1, 10)`.as('day'), sql<number>`count(*)`.as('count')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .groupBy(sql`substr(created_at, 1, 10)`),
  )
  const labels = Array.from({ length: days }, (_, i) => day(now - (days - 1 - i) * 86_400_000))
  const series = (list: { day: string; count: number }[]) => labels.map((d) => list.find((r) => r.day === d)?.count ?? 0)
  const today = day(now)
  return {
    labels,
    searches: series(rows.filter((r) => r.class === 'search')),
    orders: series(orders),
    today: Object.fromEntries(QUOTA_CLASSES.map((c) => [c, rows.find((r) => r.class === c && r.day === today)?.count ?? 0])) as Record<QuotaClass, number>,
  }
}
