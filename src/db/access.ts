// Access-control rows read or written on the request path: quota overrides and usage counters,
// fixed-window attempt counters, failed-authentication records and IP blocks. Named prepared
// statements (cached by their text), typed by the schema.
import type { Db } from './open.ts'
import type { BlockedIp } from './types.ts'

// ── quotas ───────────────────────────────────────────────────────────────────

/** A user's own daily limit for a class (null: unlimited), when an administrator set one. */
export function quotaOverride(db: Db, userId: string, cls: string): { daily_limit: number | null } | undefined {
  return db.stmt('SELECT daily_limit FROM quota_overrides WHERE user_id = ? AND class = ?').get(userId, cls) as { daily_limit: number | null } | undefined
}

export function setQuotaOverrideRow(db: Db, userId: string, cls: string, limit: number | null): void {
  db.stmt('INSERT INTO quota_overrides (user_id, class, daily_limit) VALUES (?, ?, ?) ON CONFLICT (user_id, class) DO UPDATE SET daily_limit = excluded.daily_limit').run(
    userId,
    cls,
    limit,
  )
}

export function deleteQuotaOverride(db: Db, userId: string, cls: string): void {
  db.stmt('DELETE FROM quota_overrides WHERE user_id = ? AND class = ?').run(userId, cls)
}

/** The stored count of a user's class on a UTC day (undefined: none yet). */
export function usageCount(db: Db, userId: string, cls: string, day: string): number | undefined {
  return (db.stmt('SELECT count FROM usage_counters WHERE user_id = ? AND class = ? AND day = ?').get(userId, cls, day) as { count: number } | undefined)?.count
}

export interface UsageCounter {
  userId: string
  cls: string
  day: string
  count: number
}

/**
 * Writes counters in one transaction; a count never goes down, and users deleted meanwhile are skipped.
 * `wait` false: not while another connection holds the write lock (false returned, nothing saved).
 */
export function saveUsageCounters(db: Db, counters: Iterable<UsageCounter>, wait = true): boolean {
  const upsert = db.stmt(
    `INSERT INTO usage_counters (user_id, class, day, count) SELECT @userId, @cls, @day, @count WHERE EXISTS (SELECT 1 FROM users WHERE id = @userId)
     ON CONFLICT (user_id, class, day) DO UPDATE SET count = max(count, excluded.count)`,
  )
  const save = () => {
    for (const c of counters) upsert.run(c)
  }
  if (!wait) return db.tryTransaction(save) !== undefined
  db.transaction(save)
  return true
}

// ── attempt windows ──────────────────────────────────────────────────────────

/** A key's newest attempt row: its time and the key's running total. */
export function newestRollingSlot(db: Db, key: string): { window_start: string; total: number } | undefined {
  return db.stmt('SELECT window_start, total FROM rate_limits WHERE key = ? ORDER BY window_start DESC LIMIT 1').get(key) as { window_start: string; total: number } | undefined
}

/** A key's oldest attempt row after `since`, with its running total and count. */
export function firstRollingSlotAfter(db: Db, key: string, since: string): { window_start: string; total: number; count: number } | undefined {
  return db.stmt('SELECT window_start, total, count FROM rate_limits WHERE key = ? AND window_start > ? ORDER BY window_start LIMIT 1').get(key, since) as
    | { window_start: string; total: number; count: number }
    | undefined
}

/** Records one attempt of `key` at `at` (attempts of one millisecond share a row), with the key's running total. */
export function recordRollingSlot(db: Db, key: string, at: string): void {
  recordRollingSlots(db, key, [at])
}

/**
 * Records attempts of `key` at the times `ats` (oldest first) with one read of the key's newest row:
 * attempts of one millisecond share a row, each row carries the key's running total.
 */
export function recordRollingSlots(db: Db, key: string, ats: readonly string[]): void {
  db.transaction(() => {
    const newest = newestRollingSlot(db, key)
    let last = newest?.window_start ?? ''
    let total = newest?.total ?? 0
    const upsert = db.stmt(
      'INSERT INTO rate_limits (key, window_start, count, total) VALUES (@key, @when, @n, @total) ON CONFLICT (key, window_start) DO UPDATE SET count = count + excluded.count, total = excluded.total',
    )
    for (let i = 0; i < ats.length; ) {
      // A clock set back (test mode) records the attempt at the newest time, so totals keep their order.
      const when = ats[i] > last ? ats[i] : last
      let n = 0
      while (i < ats.length && (ats[i] > last ? ats[i] : last) === when) {
        n++
        i++
      }
      total += n
      upsert.run({ key, when, n, total })
      last = when
    }
  })
}

/**
 * Counts one attempt at `at` when fewer than `max` were counted after `since`, in one IMMEDIATE
 * transaction. Rows are attempt times (attempts in the same millisecond share a row) with a running
 * total per key, so the count of a window is the newest total minus the total before the window's
 * first row: two index probes however many attempts the window holds. Returns null when counted,
 * else the time of the oldest attempt in the window (when a slot frees).
 */
export function takeRollingSlot(db: Db, key: string, at: string, since: string, max: number): string | null {
  return db.transaction(() => {
    const newest = newestRollingSlot(db, key)
    const first = firstRollingSlotAfter(db, key, since)
    if (first && newest && newest.total - (first.total - first.count) >= max) return first.window_start
    recordRollingSlot(db, key, at)
    return null
  })
}

// ── failed authentication and blocks ─────────────────────────────────────────

/** One more failure of an address in its counting window (a counter per window, not a row per failure). */
export function insertAuthFailure(db: Db, ip: string, windowStart: string): void {
  db.stmt('INSERT INTO auth_failures (ip, window_start, count) VALUES (?, ?, 1) ON CONFLICT (ip, window_start) DO UPDATE SET count = count + 1').run(ip, windowStart)
}

/** Addresses with at least `threshold` failures after `since`, and their counts. */
export function failureCounts(db: Db, since: string, threshold: number): { ip: string; n: number }[] {
  return db.stmt('SELECT ip, sum(count) AS n FROM auth_failures WHERE window_start > ? GROUP BY ip HAVING sum(count) >= ?').all(since, threshold) as { ip: string; n: number }[]
}

export function deleteAuthFailures(db: Db, ip: string): void {
  db.stmt('DELETE FROM auth_failures WHERE ip = ?').run(ip)
}

/** The block of an address still in force at `at`. */
export function activeBlockRow(db: Db, ip: string, at: string): BlockedIp | undefined {
  return db.stmt('SELECT * FROM blocked_ips WHERE ip = ? AND expires_at > ?').get(ip, at) as BlockedIp | undefined
}

/** Inserts or renews a block (a renewal never shortens it) and returns the stored row. */
export function upsertBlock(db: Db, block: BlockedIp): BlockedIp {
  db.stmt(
    `INSERT INTO blocked_ips (ip, reason, source, blocked_at, expires_at) VALUES (@ip, @reason, @source, @blocked_at, @expires_at)
     ON CONFLICT (ip) DO UPDATE SET reason = excluded.reason, source = excluded.source, blocked_at = excluded.blocked_at,
       expires_at = max(blocked_ips.expires_at, excluded.expires_at)`,
  ).run(block)
  return db.stmt('SELECT * FROM blocked_ips WHERE ip = ?').get(block.ip) as BlockedIp
}

/** Lifts a block in force at `at`; false when there was none. */
export function deleteActiveBlock(db: Db, ip: string, at: string): boolean {
  return db.stmt('DELETE FROM blocked_ips WHERE ip = ? AND expires_at > ?').run(ip, at).changes > 0
}

export function activeBlocks(db: Db, at: string): BlockedIp[] {
  return db.stmt('SELECT * FROM blocked_ips WHERE expires_at > ? ORDER BY blocked_at DESC, ip').all(at) as BlockedIp[]
}
