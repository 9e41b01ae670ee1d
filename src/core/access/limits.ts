import { isoAt } from '../../clock.ts'
import type { Config } from '../../config.ts'
import { takeRollingSlot } from '../../db/access.ts'
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

/**
 * Rolling-window attempt counter per address: an attempt is allowed when fewer than `max` were
 * allowed in the last `windowMs` (not since a clock boundary, so no burst of twice the limit across
 * one). Every allowed attempt counts, successful or not; refused ones do not. Returns the seconds
 * until the oldest counted attempt leaves the window when this one is refused.
 */
export function takeAttempt(db: Db, limit: WindowLimit, address: string, now: number): { allowed: true } | { allowed: false; retryAfter: number } {
  const oldest = takeRollingSlot(db, `${limit.name}:${address}`, isoAt(now), isoAt(now - limit.windowMs), limit.max)
  if (oldest === null) return { allowed: true }
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((Date.parse(oldest) + limit.windowMs - now) / 1000)) }
}
