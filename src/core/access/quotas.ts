import { dayOf, isoAt, nextUtcMidnight } from '../../clock.ts'
import { deleteQuotaOverride, quotaOverride, saveUsageCounters, setQuotaOverrideRow, usageCount } from '../../db/access.ts'
import type { Db } from '../../db/open.ts'
import { QUOTA_CLASSES, type QuotaClass } from '../../entities/quota-classes.ts'

export type { QuotaClass } from '../../entities/quota-classes.ts'

/** Daily limits per tier (contract §7, declared in src/entities/quota-classes.ts); null = unlimited. */
export const TIER_LIMITS = Object.fromEntries((['free', 'premium'] as const).map((tier) => [tier, Object.fromEntries(QUOTA_CLASSES.map((c) => [c.name, c[tier]]))])) as Record<
  'free' | 'premium',
  Record<QuotaClass, number | null>
>

export interface QuotaResult {
  allowed: boolean
  /** null: unlimited, no headers. */
  limit: number | null
  remaining: number
  /** Next UTC midnight, ms. */
  reset: number
  /** consume(…, reserve): the count held for the request, to commit or release. */
  reservation?: string
}

/** The limit for a user and class: a per-user override (users set-quota) replaces the tier's. */
export function quotaLimit(db: Db, userId: string, cls: QuotaClass, premium: boolean): number | null {
  const override = quotaOverride(db, userId, cls)
  return override ? override.daily_limit : TIER_LIMITS[premium ? 'premium' : 'free'][cls]
}

/**
 * Daily usage counters with group commit. Each decision is made synchronously in memory (so it is
 * exact however many requests run concurrently: Node runs one at a time), and the counters of every
 * request decided in the same turn of the event loop are written in one transaction (a batch). A
 * response that consumed quota is only sent once the batches it may have counted in have committed
 * (`settled(mark)`), so a crash can lose no acknowledged request and never grant more than the limit.
 * A batch that cannot be committed is taken back out of memory and fails every request that may
 * have counted in it: nothing claims a count that is not on disk. A full disk is the exception: reads
 * go on (the service is read-mostly, and a full disk is the operator's to fix), their counts are kept
 * in memory, still exact against the limits, and written with the first commit that fits once space
 * returns (each counter is saved as its total, so nothing is counted twice). One server process per
 * database file counts quotas (the CLI never does).
 */
export class QuotaLedger {
  #db: Db
  /** count: committed (what is saved); reserved: held by requests whose outcome is not known yet. */
  #counts = new Map<string, { userId: string; cls: QuotaClass; day: string; count: number; reserved: number }>()
  /** The batch collecting increments now: key → how many it holds. */
  #batch = { id: 1, deltas: new Map<string, number>() }
  /** Batches that failed to commit, by id (the last few: only requests in flight ask). */
  #failed = new Map<number, unknown>()
  #pending: Promise<void> | undefined
  #day = { from: 0, until: 0, day: '', reset: 0 }
  /** Counters whose totals could not be saved for lack of space: saved with the next commit. */
  #unsaved = new Set<string>()
  #retry: NodeJS.Timeout | undefined

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

  /**
   * Counts one request, or refuses it past the limit. With `reserve`, the count is held (it counts
   * against the limit at once, so the decision stays exact) but not saved until commit(); release()
   * gives it back (a registry read that ran past its deadline is not charged).
   */
  consume(userId: string, cls: QuotaClass, limit: number | null, now: number, reserve = false): QuotaResult {
    const { day, reset } = this.#today(now)
    const key = `${userId}|${cls}|${day}`
    let entry = this.#counts.get(key)
    if (!entry) {
      entry = { userId, cls, day, count: usageCount(this.#db, userId, cls, day) ?? 0, reserved: 0 }
      this.#counts.set(key, entry)
    }
    if (limit !== null && entry.count + entry.reserved >= limit) return { allowed: false, limit, remaining: 0, reset }
    if (reserve) entry.reserved++
    else {
      entry.count++
      this.#batch.deltas.set(key, (this.#batch.deltas.get(key) ?? 0) + 1)
    }
    const reservation = reserve ? key : undefined
    return limit === null
      ? { allowed: true, limit: null, remaining: 0, reset, reservation }
      : { allowed: true, limit, remaining: limit - entry.count - entry.reserved, reset, reservation }
  }

  /** A reserved count becomes a real one (saved with the current batch). */
  commit(reservation: string): void {
    const entry = this.#counts.get(reservation)
    if (!entry || entry.reserved === 0) return
    entry.reserved--
    entry.count++
    this.#batch.deltas.set(reservation, (this.#batch.deltas.get(reservation) ?? 0) + 1)
  }

  /** A reserved count is given back; returns what the day's count then is. */
  release(reservation: string): number {
    const entry = this.#counts.get(reservation)
    if (!entry) return 0
    if (entry.reserved > 0) entry.reserved--
    return entry.count + entry.reserved
  }

  /** The batch collecting counts now: a request takes it when it begins, and settles from it. */
  mark(): number {
    return this.#batch.id
  }

  /**
   * Resolves once every count taken so far is committed; rejects with the commit's error when a
   * batch from `from` on could not be (the request may have counted in it).
   */
  settled(from = 0): Promise<void> {
    const check = () => {
      for (const [id, error] of this.#failed) if (id >= from) throw error
    }
    if (this.#batch.deltas.size === 0) return Promise.resolve().then(check)
    this.#pending ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.#pending = undefined
        try {
          this.flush(false)
        } catch {
          // Recorded in #failed: each waiting request decides whether it concerns it.
        }
        resolve()
      })
    })
    return this.#pending.then(check)
  }

  /** Counters kept in memory for lack of space (0 once they are saved). */
  get unsaved(): number {
    return this.#unsaved.size
  }

  /**
   * Writes the changed counters in one transaction (users deleted meanwhile are skipped). `wait`
   * false (a request's batch): while another connection holds the write lock (the living registry's
   * thread making a day), the totals stay in memory, exact against the limits, and are saved whole
   * a moment later — as when the disk is full — instead of this thread waiting for the lock.
   */
  flush(wait = true): void {
    const batch = this.#batch
    if (batch.deltas.size === 0 && this.#unsaved.size === 0) return
    this.#batch = { id: batch.id + 1, deltas: new Map() }
    const keys = new Set([...this.#unsaved, ...batch.deltas.keys()])
    try {
      const saved = saveUsageCounters(
        this.#db,
        [...keys].flatMap((key) => this.#counts.get(key) ?? []),
        wait,
      )
      if (!saved) {
        this.#keepUnsaved(keys, BUSY_RETRY_MS)
        return
      }
      this.#unsaved.clear()
    } catch (error) {
      // Kept: the totals are exact in memory and are saved whole by a later commit.
      if ((error as { code?: unknown }).code === 'SQLITE_FULL') {
        this.#keepUnsaved(keys, 1000)
        return
      }
      for (const [key, n] of batch.deltas) {
        const e = this.#counts.get(key)
        if (e) e.count -= n
      }
      this.#failed.set(batch.id, error)
      if (this.#failed.size > 64) this.#failed.delete(this.#failed.keys().next().value!)
      throw error
    }
    if (this.#counts.size > 100_000) this.forget()
  }

  /** Counters not saved now: kept in memory, saved by a retry every `everyMs` (or an earlier flush). */
  #keepUnsaved(keys: Set<string>, everyMs: number): void {
    for (const key of keys) this.#unsaved.add(key)
    this.#retry ??= setInterval(() => {
      try {
        this.flush(false)
      } catch {
        // Still full, or another failure a request will meet.
      }
      if (this.#unsaved.size === 0 && this.#retry) {
        clearInterval(this.#retry)
        this.#retry = undefined
      }
    }, everyMs).unref()
  }

  /** Drops what is in memory (after deletions, resets, a new day); the database keeps the truth. */
  forget(): void {
    this.flush()
    // Counts held by requests still running stay, so their commit or release finds them; so do those not saved yet.
    for (const [key, entry] of this.#counts) if (entry.reserved === 0 && !this.#unsaved.has(key)) this.#counts.delete(key)
  }
}

export function setQuotaOverride(db: Db, userId: string, cls: QuotaClass, limit: number | null | 'default'): void {
  if (limit === 'default') deleteQuotaOverride(db, userId, cls)
  else setQuotaOverrideRow(db, userId, cls, limit)
  db.touch()
}

/** How soon counters that found the write lock held are tried again. */
const BUSY_RETRY_MS = 20

let lastReset = { at: 0, iso: isoAt(0) }
/** ISO text of a reset time (midnights repeat all day: formatted once). */
export const resetIso = (reset: number): string => {
  if (reset !== lastReset.at) lastReset = { at: reset, iso: isoAt(reset) }
  return lastReset.iso
}
