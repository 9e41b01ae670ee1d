// Authentication by the kind a route declares (src/http/route.ts): a Bearer access token on the
// developer API, the console's cookie session on console pages — never one for the other.
import { getCookie, setCookie, type H3Event } from 'h3'
import { isLoopback } from '../core/access/addresses.ts'
import { recordAuthFailure } from '../core/access/bans.ts'
import { BROWSER_TTL_S, sessionUser } from '../core/accounts/tokens.ts'
import { AppError } from '../errors.ts'
import { clientIp } from './client-ip.ts'
import type { AppContext } from './context.ts'

export const SESSION_COOKIE = 'firmbase_session'

export interface AuthUser {
  userId: string
  name: string
  role: 'user' | 'admin'
  sessionId: string
  /** Bearer only: the access token's id and expiry (for logout). */
  jti: string | null
  exp: number | null
}

/**
 * Counts a 401 as a failed authentication of the caller's address, then rethrows it. Only for
 * credentials that were presented: a request with none is a 401 that counts for nothing (any web
 * page can make a browser send one).
 */
async function recordingFailures(event: H3Event, ctx: AppContext, run: () => Promise<AuthUser>): Promise<AuthUser> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AppError && error.status === 401) recordAuthFailure(ctx.db, ctx.clock, clientIp(event, ctx.config))
    throw error
  }
}

/**
 * The developer API: token signature and expiry, then the session, the user's status and the
 * blacklist (through the state cache, which every revocation empties). Role comes from the user
 * row, so a demoted admin's old token loses admin rights at once.
 */
export function bearerUser(event: H3Event, ctx: AppContext): Promise<AuthUser> {
  const header = event.req.headers.get('authorization')
  if (!header) return Promise.reject(new AppError('UNAUTHORIZED'))
  return recordingFailures(event, ctx, async () => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match) throw new AppError('INVALID_TOKEN', 'The Authorization header must be "Bearer <access_token>".')
    if (match[1].startsWith('fsk_')) {
      throw new AppError(
        'INVALID_TOKEN',
        'That is an API key, not an access token: exchange it with POST /api/auth/login {"api_key": "fsk_…"} and send the access_token it answers.',
      )
    }
    const claims = await ctx.tokens.verifyAccess(match[1])
    const row = ctx.caches.sessions.get(`${claims.sid}|${claims.jti}`, ctx.clock.now(), () => ({ value: sessionUser(ctx.db, claims.sid, claims.jti) }))
    if (!row || row.id !== claims.sub || row.kind !== 'api') throw new AppError('INVALID_TOKEN')
    if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
    if (row.revoked || row.blacklisted) throw new AppError('INVALID_TOKEN', 'The token has been revoked.')
    return { userId: row.id, name: row.name, role: row.role, sessionId: claims.sid, jti: claims.jti, exp: claims.exp }
  })
}

/**
 * The console: the session cookie of a password sign-in, or null when there is none or it no
 * longer opens a session (the page then sends the browser to the login form).
 */
export function browserUser(event: H3Event, ctx: AppContext): Promise<AuthUser | null> {
  const cookie = getCookie(event, SESSION_COOKIE)
  if (!cookie) return Promise.resolve(null)
  return recordingFailures(event, ctx, async () => {
    const row = sessionUser(ctx.db, cookie, null)
    if (row?.kind !== 'browser' || row.revoked || Date.parse(row.expires_at) <= ctx.clock.now()) {
      throw new AppError('INVALID_TOKEN', 'The browser session has expired.')
    }
    if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
    return { userId: row.id, name: row.name, role: row.role, sessionId: cookie, jti: null, exp: null }
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 401) return null
    throw error
  })
}

/**
 * Sets the console's session cookie. Secure when the browser reached us over https (directly or at
 * --public-url) or at a loopback host, where browsers keep Secure cookies over plain http; not on a
 * LAN address over http, where a Secure cookie would be dropped and sign-in would silently fail.
 */
export function setSessionCookie(event: H3Event, ctx: AppContext, sessionId: string): void {
  const host = event.url.hostname.replace(/^\[(.*)\]$/, '$1')
  const secure = event.url.protocol === 'https:' || ctx.config.publicUrl?.startsWith('https:') === true || host === 'localhost' || host.endsWith('.localhost') || isLoopback(host)
  setCookie(event, SESSION_COOKIE, sessionId, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: BROWSER_TTL_S })
}
