import { dayOf, isoAt, nextUtcMidnight } from '../clock.ts'
import type { Db } from '../db/open.ts'

export type QuotaClass = 'search' | 'details' | 'screener' | 'api'

/** Daily limits per tier (contract §7); null = unlimited. */
export const TIER_LIMITS: Record<'free' | 'premium', Record<QuotaClass, number | null>> = {
  free: { search: 100, details: 100, screener: 10, api: 1000 },
  premium: { search: null, details: 1000, screener: 100, api: 10000 },
}

export interface QuotaResult {
  allowed: boolean
  /** null: unlimited, no headers. */
  limit: number | null
  remaining: number
  /** Next UTC midnight, ms. */
  reset: number
}

/** The limit for a user and class: a per-user override (users set-quota) replaces the tier's. */
export function quotaLimit(db: Db, userId: string, cls: QuotaClass, premium: boolean): number | null {
  const override = db.stmt('SELECT daily_limit FROM quota_overrides WHERE user_id = ? AND class = ?').get(userId, cls) as { daily_limit: number | null } | undefined
  return override ? override.daily_limit : TIER_LIMITS[premium ? 'premium' : 'free'][cls]
}

/**
 * Counts one request in a single atomic statement: the increment only happens while under the
 * limit, so concurrent requests can never take more than the limit between them.
 */
export function consumeQuota(db: Db, userId: string, cls: QuotaClass, limit: number | null, now: number): QuotaResult {
  const day = dayOf(now)
  const reset = nextUtcMidnight(now)
  const row = db
    .stmt(
      `INSERT INTO usage_counters (user_id, class, day, count) VALUES (@user, @cls, @day, 1)
       ON CONFLICT (user_id, class, day) DO UPDATE SET count = count + 1 WHERE @limit IS NULL OR count < @limit
       RETURNING count`,
    )
    .get({ user: userId, cls, day, limit }) as { count: number } | undefined
  if (limit === null) return { allowed: true, limit: null, remaining: 0, reset }
  if (!row || row.count > limit) return { allowed: false, limit, remaining: 0, reset }
  return { allowed: true, limit, remaining: limit - row.count, reset }
}

export function usageToday(db: Db, userId: string, now: number): Record<string, number> {
  const rows = db.stmt('SELECT class, count FROM usage_counters WHERE user_id = ? AND day = ?').all(userId, dayOf(now)) as { class: string; count: number }[]
  return Object.fromEntries(rows.map((r) => [r.class, r.count]))
}

export function setQuotaOverride(db: Db, userId: string, cls: QuotaClass, limit: number | null | 'default'): void {
  if (limit === 'default') db.stmt('DELETE FROM quota_overrides WHERE user_id = ? AND class = ?').run(userId, cls)
  else db.stmt('INSERT INTO quota_overrides (user_id, class, daily_limit) VALUES (?, ?, ?) ON CONFLICT (user_id, class) DO UPDATE SET daily_limit = excluded.daily_limit').run(userId, cls, limit)
}

export const resetIso = (reset: number): string => isoAt(reset)
