import { isoAt } from '../../clock.ts'
import type { Config } from '../../config.ts'
import { firstRollingSlotAfter, newestRollingSlot, recordRollingSlots } from '../../db/access.ts'
import type { GroupCommit } from '../../db/group-commit.ts'
import type { Db } from '../../db/open.ts'

export interface WindowLimit {
  name: string
  max: number
  windowMs: number
}

export const LOGIN_LIMIT: WindowLimit = { name: 'login', max: 10, windowMs: 15 * 60_000 }
export const REGISTER_LIMIT: WindowLimit = { name: 'register', max: 3, windowMs: 60 * 60_000 }

/** The limit with the maximum the server was started with (`--login-limit`, `--register-limit`). */
export function configuredLimit(limit: WindowLimit, config: Pick<Config, 'loginLimit' | 'registerLimit'>): WindowLimit {
  const max = limit.name === LOGIN_LIMIT.name ? config.loginLimit : limit.name === REGISTER_LIMIT.name ? config.registerLimit : limit.max
  return max === limit.max ? limit : { ...limit, max }
}

export type AttemptResult = { allowed: true } | { allowed: false; retryAfter: number }

const refused = (oldest: string, limit: WindowLimit, now: number): AttemptResult => ({
  allowed: false,
  retryAfter: Math.max(1, Math.ceil((Date.parse(oldest) + limit.windowMs - now) / 1000)),
})

interface KeyState {
  /** Attempts of the key so far, committed or queued: the running total of its newest one. */
  total: number
  /** The newest attempt's time (a clock set back records at it, so totals keep their order). */
  newest: string
  /** The oldest attempt inside the window as last seen, with the total before it; null: none. */
  first: { at: string; before: number } | null
  /** Attempts decided but not committed yet, oldest first, with their running totals. */
  queued: { at: string; total: number }[]
  /** The database's change stamp when the rows were read: another connection's commit reads them again. */
  stamp: string
}

/** Keys kept before idle ones are dropped (they reload from their rows when seen again). */
const MAX_KEYS = 10_000

/**
 * Rolling-window attempt counter per address: an attempt is allowed when fewer than `max` were
 * allowed in the last `windowMs` (not since a clock boundary, so no burst of twice the limit across
 * one). Every allowed attempt counts, successful or not; refused ones do not; a refusal says the
 * seconds until the oldest counted attempt leaves the window.
 *
 * The count is takeRollingSlot's (src/db/access.ts), decided at once from what this process knows
 * of each address; the attempts' rows are written by a group commit (src/db/group-commit.ts), one
 * job per address however many attempts the group holds, instead of a commit each. A key's
 * running total and the oldest attempt of its window are read from the rows when the key is first
 * seen and again when that attempt leaves the window; in between a decision reads nothing. Attempts
 * decided but not committed are counted with the rows, so concurrent attempts never see fewer than
 * were allowed. A crash loses at most the attempts of the last LATER_MS. A commit by another
 * connection (a second process on the file) makes every address read again; test mode calls
 * forget() when it replaces the rows or sets the clock back; the cleanup job deletes only rows older
 * than every window.
 */
export class AttemptWindows {
  #db: Db
  #commits: GroupCommit
  #keys = new Map<string, KeyState>()
  /** Queues with a write scheduled in the coming group. */
  #recording = new Set<KeyState['queued']>()

  constructor(db: Db, commits: GroupCommit) {
    this.#db = db
    this.#commits = commits
  }

  take(limit: WindowLimit, address: string, now: number): AttemptResult {
    const key = `${limit.name}:${address}`
    const at = isoAt(now)
    const since = isoAt(now - limit.windowMs)
    const stamp = this.#db.stamp() // synced with other connections' commits as each request begins (app.ts)
    let state = this.#keys.get(key)
    if (!state || state.stamp !== stamp || (state.first && state.first.at <= since)) state = this.#load(key, since, state?.queued ?? [], stamp)
    const counted = state.first ? state.total - state.first.before : 0
    if (counted >= limit.max) return refused(state.first!.at, limit, now)
    const when = state.newest > at ? state.newest : at
    state.total += 1
    state.newest = when
    state.first ??= { at: when, before: state.total - 1 }
    state.queued.push({ at: when, total: state.total })
    if (!this.#recording.has(state.queued)) this.#record(key, state.queued)
    return { allowed: true }
  }

  /**
   * Writes the key's queued attempts in the next group (not awaited: they already count here, and
   * ride with the request's own write, a login's session, or go within LATER_MS), one job per key
   * however many attempts the group holds. A failed commit (a full disk) loses those rows: the key
   * is read again from its rows.
   */
  #record(key: string, queued: KeyState['queued']): void {
    this.#recording.add(queued)
    let batch: KeyState['queued'] = []
    this.#commits
      .later(() => {
        this.#recording.delete(queued)
        batch = queued.slice()
        recordRollingSlots(
          this.#db,
          key,
          batch.map((entry) => entry.at),
        )
        queued.splice(0, batch.length) // in the same transaction: from here on the rows hold them
      })
      .catch(() => {
        this.#recording.delete(queued)
        for (const entry of batch) {
          const i = queued.indexOf(entry)
          if (i >= 0) queued.splice(i, 1)
        }
        // Whichever state holds this queue (a reload may have replaced the one above) is read again.
        if (this.#keys.get(key)?.queued === queued) this.#keys.delete(key)
      })
  }

  /** Drops what is known of every address (their rows were deleted: test mode's reset). */
  forget(): void {
    this.#keys.clear()
  }

  #load(key: string, since: string, queued: KeyState['queued'], stamp: string): KeyState {
    if (this.#keys.size >= MAX_KEYS) for (const [k, s] of this.#keys) if (s.queued.length === 0) this.#keys.delete(k)
    const stored = newestRollingSlot(this.#db, key)
    const row = firstRollingSlotAfter(this.#db, key, since)
    const waiting = queued.find((q) => q.at > since)
    const state: KeyState = {
      total: (stored?.total ?? 0) + queued.length,
      newest: queued.at(-1)?.at ?? stored?.window_start ?? '',
      first: row ? { at: row.window_start, before: row.total - row.count } : waiting ? { at: waiting.at, before: waiting.total - 1 } : null,
      queued,
      stamp,
    }
    this.#keys.set(key, state)
    return state
  }
}
