import { isoAt } from '../../clock.ts'
import type { Config } from '../../config.ts'
import { countRollingSlot, recordRollingSlot, takeRollingSlot } from '../../db/access.ts'
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

/**
 * Rolling-window attempt counter per address: an attempt is allowed when fewer than `max` were
 * allowed in the last `windowMs` (not since a clock boundary, so no burst of twice the limit across
 * one). Every allowed attempt counts, successful or not; refused ones do not. Returns the seconds
 * until the oldest counted attempt leaves the window when this one is refused.
 */
export function takeAttempt(db: Db, limit: WindowLimit, address: string, now: number): AttemptResult {
  const oldest = takeRollingSlot(db, `${limit.name}:${address}`, isoAt(now), isoAt(now - limit.windowMs), limit.max)
  return oldest === null ? { allowed: true } : refused(oldest, limit, now)
}

/**
 * The server's attempt windows: the same count as takeAttempt, decided at once, with the attempt's
 * row written by a group commit (src/db/group-commit.ts) instead of a commit of its own (a login
 * otherwise paid two). Attempts decided but not yet committed are held here and counted with the
 * rows, so concurrent attempts never see fewer than were allowed. A crash loses at most the
 * attempts of the last LATER_MS.
 */
export class AttemptWindows {
  #db: Db
  #commits: GroupCommit
  /** Attempt times decided and queued, per key, oldest first. */
  #queued = new Map<string, string[]>()

  constructor(db: Db, commits: GroupCommit) {
    this.#db = db
    this.#commits = commits
  }

  take(limit: WindowLimit, address: string, now: number): AttemptResult {
    const key = `${limit.name}:${address}`
    const at = isoAt(now)
    const since = isoAt(now - limit.windowMs)
    const stored = countRollingSlot(this.#db, key, since)
    const queued = this.#queued.get(key) ?? []
    const waiting = queued.filter((t) => t > since)
    if (stored.counted + waiting.length >= limit.max) return refused(stored.oldest ?? waiting[0], limit, now)
    queued.push(at)
    this.#queued.set(key, queued)
    const done = () => {
      queued.shift()
      if (queued.length === 0 && this.#queued.get(key) === queued) this.#queued.delete(key)
    }
    // Not awaited: the attempt already counts here, and its row rides with the request's own write
    // (a login's session) or goes within LATER_MS. A failed commit (a full disk) loses this row only.
    this.#commits.later(() => recordRollingSlot(this.#db, key, at)).then(done, done)
    return { allowed: true }
  }
}
