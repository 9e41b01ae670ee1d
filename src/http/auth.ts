import { getCookie, type H3Event } from 'h3'
import type { AppContext } from '../app.ts'
import { requestState } from '../app.ts'
import { sessionUser } from '../core/accounts/tokens.ts'
import { entitlements } from '../core/accounts/subscriptions.ts'
import { chargeApiQuota } from './quota.ts'
import { AppError } from '../errors.ts'
import { recordAuthFailure } from '../core/access/bans.ts'
import { clientIp } from './client-ip.ts'

export const SESSION_COOKIE = 'firmbase_session'

export interface AuthContext {
  userId: string
  name: string
  role: 'user' | 'admin'
  sessionId: string
  /** Bearer only: the access token's id and expiry (for logout). */
  jti: string | null
  exp: number | null
  via: 'bearer' | 'cookie'
}

/**
 * Authenticates the caller on every request: token signature and expiry, then the session, the
 * user's status and the blacklist (through the state cache, which every revocation empties). Role
 * comes from the user row, so a demoted admin's old token loses admin rights at once.
 */
export async function requireUser(event: H3Event, ctx: AppContext, options: { allowCookie?: boolean } = {}): Promise<AuthContext> {
  try {
    const auth = await authenticate(event, ctx, options.allowCookie ?? true)
    requestState(event).userId = auth.userId
    chargeApiQuota(event, ctx, auth.userId)
    return auth
  } catch (error) {
    if (error instanceof AppError && error.status === 401) recordAuthFailure(ctx.db, ctx.clock, clientIp(event, ctx.config))
    throw error
  }
}

async function authenticate(event: H3Event, ctx: AppContext, allowCookie: boolean): Promise<AuthContext> {
  const header = event.req.headers.get('authorization')
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match) throw new AppError('INVALID_TOKEN', 'The Authorization header must be "Bearer <access_token>".')
    const claims = await ctx.tokens.verifyAccess(match[1])
    const row = ctx.caches.sessions.get(`${claims.sid}|${claims.jti}`, ctx.clock.now(), () => ({ value: sessionUser(ctx.db, claims.sid, claims.jti) }))
    if (!row || row.id !== claims.sub) throw new AppError('INVALID_TOKEN')
    if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
    if (row.revoked || row.blacklisted) throw new AppError('INVALID_TOKEN', 'The token has been revoked.')
    return { userId: row.id, name: row.name, role: row.role, sessionId: claims.sid, jti: claims.jti, exp: claims.exp, via: 'bearer' }
  }
  const cookie = getCookie(event, SESSION_COOKIE)
  if (cookie) {
    if (!allowCookie) throw new AppError('UNAUTHORIZED', 'This endpoint needs developer API authentication (Bearer token); browser sessions are not accepted.')
    const row = sessionUser(ctx.db, cookie, null)
    if (!row || row.revoked || Date.parse(row.expires_at) <= ctx.clock.now()) throw new AppError('INVALID_TOKEN', 'The browser session has expired.')
    if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
    return { userId: row.id, name: row.name, role: row.role, sessionId: cookie, jti: null, exp: null, via: 'cookie' }
  }
  throw new AppError('UNAUTHORIZED')
}

export async function requireAdmin(event: H3Event, ctx: AppContext): Promise<AuthContext> {
  const auth = await requireUser(event, ctx)
  if (auth.role !== 'admin') throw new AppError('FORBIDDEN', 'This endpoint needs the admin role.')
  return auth
}

export function requireFeature(ctx: AppContext, auth: AuthContext, feature: string): void {
  if (!entitlements(ctx.db, auth.userId, ctx.clock.now()).features.includes(feature)) {
    throw new AppError('FEATURE_REQUIRED', `This endpoint needs the subscription feature ${feature}.`, { extra: { feature } })
  }
}
