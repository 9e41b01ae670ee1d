import { dayOf, isoAt, nextUtcMidnight } from '../../clock.ts'
import { deleteQuotaOverride, quotaOverride, saveUsageCounters, setQuotaOverrideRow, usageCount } from '../../db/access.ts'
import type { Db } from '../../db/open.ts'

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
  const override = quotaOverride(db, userId, cls)
  return override ? override.daily_limit : TIER_LIMITS[premium ? 'premium' : 'free'][cls]
}

/**
 * Daily usage counters with group commit. Each decision is made synchronously in memory (so it is
 * exact however many requests run concurrently: Node runs one at a time), and the counters of every
 * request decided in the same turn of the event loop are written in one transaction. A response that
 * consumed quota is only sent once that transaction has committed (`settled()`), so a crash can lose
 * no acknowledged request and never grant more than the limit. One server process per database file
 * counts quotas (the CLI never does).
 */
export class QuotaLedger {
  #db: Db
  #counts = new Map<string, { userId: string; cls: QuotaClass; day: string; count: number }>()
  #dirty = new Set<string>()
  #pending: Promise<void> | undefined
  #day = { from: 0, until: 0, day: '', reset: 0 }

  /** The UTC day of `now` and its end, formatted once per day rather than per request. */
  #today(now: number): { day: string; reset: number } {
    if (now < this.#day.from || now >= this.#day.until) {
      const reset = nextUtcMidnight(now)
      this.#day = { from: reset - 86_400_000, until: reset, day: dayOf(now), reset }
    }
    return this.#day
  }

  constructor(db: Db) {
    this.#db = db
  }

  consume(userId: string, cls: QuotaClass, limit: number | null, now: number): QuotaResult {
    const { day, reset } = this.#today(now)
    const key = `${userId}|${cls}|${day}`
    let entry = this.#counts.get(key)
    if (!entry) {
      entry = { userId, cls, day, count: usageCount(this.#db, userId, cls, day) ?? 0 }
      this.#counts.set(key, entry)
    }
    if (limit !== null && entry.count >= limit) return { allowed: false, limit, remaining: 0, reset }
    entry.count++
    this.#dirty.add(key)
    return limit === null ? { allowed: true, limit: null, remaining: 0, reset } : { allowed: true, limit, remaining: limit - entry.count, reset }
  }

  /** Resolves once every count taken so far is committed. */
  settled(): Promise<void> {
    if (this.#dirty.size === 0) return Promise.resolve()
    return (this.#pending ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.#pending = undefined
        try {
          this.flush()
          resolve()
        } catch (error) {
          reject(error)
        }
      })
    }))
  }

  /** Writes the changed counters in one transaction (users deleted meanwhile are skipped). */
  flush(): void {
    if (this.#dirty.size === 0) return
    const keys = [...this.#dirty]
    this.#dirty.clear()
    saveUsageCounters(this.#db, keys.flatMap((key) => this.#counts.get(key) ?? []))
    if (this.#counts.size > 100_000) this.forget()
  }

  /** Drops what is in memory (after deletions, resets, a new day); the database keeps the truth. */
  forget(): void {
    this.flush()
    this.#counts.clear()
  }
}

export function setQuotaOverride(db: Db, userId: string, cls: QuotaClass, limit: number | null | 'default'): void {
  if (limit === 'default') deleteQuotaOverride(db, userId, cls)
  else setQuotaOverrideRow(db, userId, cls, limit)
  db.touch()
}

let lastReset = { at: 0, iso: isoAt(0) }
/** ISO text of a reset time (midnights repeat all day: formatted once). */
export const resetIso = (reset: number): string => {
  if (reset !== lastReset.at) lastReset = { at: reset, iso: isoAt(reset) }
  return lastReset.iso
}
