import type { H3Event } from 'h3'
import type { AppContext } from '../app.ts'
import { consumeQuota, quotaLimit, resetIso, type QuotaClass, type QuotaResult } from '../core/quotas.ts'
import { isPremium } from '../core/subscriptions.ts'
import { AppError } from '../errors.ts'
import type { AuthContext } from './auth.ts'
import { setHeader } from './headers.ts'

export interface RateLimitBody { remaining: number; limit: number; reset: string }

/**
 * Counts a validated request against the caller's daily quota for its class, sets the
 * X-RateLimit-* headers (none for an unlimited class) and refuses with 429 past the limit.
 */
export function chargeQuota(event: H3Event, ctx: AppContext, auth: AuthContext, cls: QuotaClass): RateLimitBody | null {
  const now = ctx.clock.now()
  const limit = quotaLimit(ctx.db, auth.userId, cls, isPremium(ctx.db, auth.userId, now))
  const result = consumeQuota(ctx.db, auth.userId, cls, limit, now)
  return applyQuota(event, result, now, cls)
}

export function applyQuota(event: H3Event, result: QuotaResult, now: number, cls: QuotaClass): RateLimitBody | null {
  if (result.limit === null) return null
  const reset = resetIso(result.reset)
  if (!result.allowed) {
    const retry = String(Math.max(1, Math.ceil((result.reset - now) / 1000)))
    throw new AppError('QUOTA_EXCEEDED', `Daily ${cls} quota of ${result.limit} requests exceeded; it resets at ${reset}.`, {
      headers: { 'retry-after': retry, 'x-ratelimit-limit': String(result.limit), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
    })
  }
  setHeader(event, 'x-ratelimit-limit', String(result.limit))
  setHeader(event, 'x-ratelimit-remaining', String(result.remaining))
  setHeader(event, 'x-ratelimit-reset', reset)
  return { remaining: result.remaining, limit: result.limit, reset }
}
