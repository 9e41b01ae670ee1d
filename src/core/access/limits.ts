import { isoAt } from '../../clock.ts'
import type { Config } from '../../config.ts'
import { takeWindowSlot } from '../../db/access.ts'
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
 * Fixed-window attempt counter per address, one atomic statement. Every attempt counts,
 * successful or not. Returns seconds until the window resets when the attempt is refused.
 */
export function takeAttempt(db: Db, limit: WindowLimit, address: string, now: number): { allowed: true } | { allowed: false; retryAfter: number } {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs
  if (takeWindowSlot(db, `${limit.name}:${address}`, isoAt(start), limit.max) !== undefined) return { allowed: true }
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)) }
}
