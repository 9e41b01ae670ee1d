import type { H3Event } from 'h3'
import { quotaLimit, resetIso, type QuotaClass, type QuotaResult } from '../core/access/quotas.ts'
import { premiumStatus } from '../core/accounts/subscriptions.ts'
import { AppError } from '../errors.ts'
import { removeHeader, setHeader } from './headers.ts'
import { configuredLimit, LOGIN_LIMIT, REGISTER_LIMIT, type WindowLimit } from '../core/access/limits.ts'
import { clientIp } from './client-ip.ts'
import { requestState, type AppContext } from './context.ts'

export interface RateLimitBody {
  remaining: number
  limit: number
  reset: string
}

/**
 * Counts a validated request against the caller's daily quota for its class, sets the
 * X-RateLimit-* headers (none for an unlimited class) and refuses with 429 past the limit.
 */
export function chargeQuota(event: H3Event, ctx: AppContext, userId: string, cls: QuotaClass): RateLimitBody | null {
  const now = ctx.clock.now()
  const result = ctx.ledger.consume(userId, cls, limitFor(ctx, userId, cls, now), now)
  if (result.allowed) requestState(event).counted = true
  return applyQuota(event, result, now, cls)
}

/** The caller's daily limit for a class: tier from the plan, replaced by any per-user override. */
export function limitFor(ctx: AppContext, userId: string, cls: QuotaClass, now: number): number | null {
  const premium = ctx.caches.premium.get(userId, now, () => premiumStatus(ctx.db, userId, now))
  return ctx.caches.limits.get(`${userId}:${cls}:${premium ? 1 : 0}`, now, () => ({ value: quotaLimit(ctx.db, userId, cls, premium) }))
}

/**
 * A registry read's class quota: reserved like any count before it runs (so concurrent requests see
 * it at once and the limit stays exact), saved once it has an answer — or an error other than the
 * query deadline, as for any validated request — and given back when it ran past the deadline.
 */
export async function chargeRead<T>(event: H3Event, ctx: AppContext, userId: string, cls: QuotaClass, run: (rate: RateLimitBody | null) => T | Promise<T>): Promise<T> {
  const now = ctx.clock.now()
  const result = ctx.ledger.consume(userId, cls, limitFor(ctx, userId, cls, now), now, true)
  const rate = applyQuota(event, result, now, cls)
  const reservation = result.reservation!
  try {
    const value = await run(rate)
    ctx.ledger.commit(reservation)
    return value
  } catch (error) {
    if (error instanceof AppError && (error.code === 'QUERY_TIMEOUT' || error.code === 'READERS_BUSY')) {
      const used = ctx.ledger.release(reservation)
      if (result.limit !== null) setHeader(event, 'x-ratelimit-remaining', String(Math.max(0, result.limit - used)))
    } else ctx.ledger.commit(reservation)
    throw error
  } finally {
    requestState(event).counted = true
  }
}

/**
 * The overall per-user daily API quota counts every authenticated request. With `headers` (the
 * developer API) its X-RateLimit-* are set, for a limited quota class to replace (applyQuota); a
 * refusal carries them like any 429.
 */
export function chargeApiQuota(event: H3Event, ctx: AppContext, userId: string, headers: boolean): void {
  const now = ctx.clock.now()
  const result = ctx.ledger.consume(userId, 'api', limitFor(ctx, userId, 'api', now), now)
  if (!result.allowed) throw quotaExceeded(result, now, 'API')
  requestState(event).counted = true
  if (headers && result.limit !== null) setRateHeaders(event, result.limit, result.remaining, resetIso(result.reset))
}

const WINDOW_LIMITS: Record<'login' | 'register', WindowLimit> = { login: LOGIN_LIMIT, register: REGISTER_LIMIT }

/** One attempt at a per-address limit (logins, registrations); 429 with Retry-After past it. */
export function attemptFrom(event: H3Event, ctx: AppContext, name: 'login' | 'register'): void {
  const limit = configuredLimit(WINDOW_LIMITS[name], ctx.config)
  const result = ctx.attempts.take(limit, clientIp(event, ctx.config), ctx.clock.now())
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', `Too many ${limit.name} attempts from this address; try again in ${result.retryAfter} s.`, {
      headers: { 'retry-after': String(result.retryAfter) },
    })
  }
}

/** 429 with Retry-After (seconds to the reset) and X-RateLimit-* at zero remaining. */
function quotaExceeded(result: QuotaResult, now: number, what: string): AppError {
  const reset = resetIso(result.reset)
  return new AppError('QUOTA_EXCEEDED', `Daily ${what} quota of ${result.limit} requests exceeded; it resets at ${reset}.`, {
    headers: {
      'retry-after': String(Math.max(1, Math.ceil((result.reset - now) / 1000))),
      'x-ratelimit-limit': String(result.limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset,
    },
  })
}

/** The class's headers replace the API quota's; an unlimited class sends none (the class counted it). */
export function applyQuota(event: H3Event, result: QuotaResult, now: number, cls: QuotaClass): RateLimitBody | null {
  if (result.limit === null) {
    for (const name of RATE_HEADERS) removeHeader(event, name)
    return null
  }
  if (!result.allowed) throw quotaExceeded(result, now, cls)
  const reset = resetIso(result.reset)
  setRateHeaders(event, result.limit, result.remaining, reset)
  return { remaining: result.remaining, limit: result.limit, reset }
}

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const

function setRateHeaders(event: H3Event, limit: number, remaining: number, reset: string): void {
  setHeader(event, 'x-ratelimit-limit', String(limit))
  setHeader(event, 'x-ratelimit-remaining', String(remaining))
  setHeader(event, 'x-ratelimit-reset', reset)
}
