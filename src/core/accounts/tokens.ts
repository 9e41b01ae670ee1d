import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import { LRUCache } from 'lru-cache'
import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto'
import { isoAt, type Clock } from '../../clock.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/open.ts'
import type { User } from '../../db/types.ts'
import { AppError } from '../../errors.ts'
import { getSetting, setSetting } from '../../db/settings.ts'
import { insertBlacklisted, insertSession, markApiSessionsRevoked, markBrowserSessionsRevoked, markSessionRevoked, sessionUserRow, type SessionUserRow } from '../../db/sessions.ts'
import { newId, newTimeOrderedId, newUuid } from '../ids.ts'

export const ACCESS_TTL_S = 3600
export const REFRESH_TTL_S = 30 * 86_400
export const BROWSER_TTL_S = 86_400
const ISSUER = 'firmbase'

export interface Secrets {
  access: Uint8Array
  refresh: Uint8Array
}

/** From FIRMBASE_*_SECRET, else generated once (256 bits each) and kept in the DB so tokens survive restarts. */
export function loadSecrets(db: Db, config: Pick<Config, 'accessSecret' | 'refreshSecret'>): Secrets {
  const pick = (fromEnv: string | undefined, key: string) => {
    if (fromEnv) return fromEnv
    let stored = getSetting(db, key)
    if (!stored) {
      stored = randomBytes(32).toString('base64url')
      setSetting(db, key, stored)
    }
    return stored
  }
  const access = pick(config.accessSecret, 'jwt_access_secret')
  const refresh = pick(config.refreshSecret, 'jwt_refresh_secret')
  if (access === refresh) throw new AppError('USAGE', 'FIRMBASE_ACCESS_SECRET and FIRMBASE_REFRESH_SECRET must differ')
  const enc = new TextEncoder()
  return { access: enc.encode(access), refresh: enc.encode(refresh) }
}

export interface AccessClaims {
  sub: string
  sid: string
  jti: string
  exp: number
  iat: number
  role: string
}

export interface TokenService {
  issueAccess(user: Pick<User, 'id' | 'role'>, sid: string): string
  issueRefresh(userId: string, sid: string): string
  /** Signature, algorithm, type, issuer and expiry; session and user state are the caller's to check. */
  verifyAccess(token: string): Promise<AccessClaims>
  verifyRefresh(token: string): Promise<AccessClaims>
}

/** Verified access tokens kept (least recently used first out); a token is at most 4 kB. */
export const TOKEN_CACHE_MAX = 10_000

/**
 * Verified access tokens are cached by their text, so a hot client costs one lookup instead
 * of an HMAC. Only the signature check is cached: expiry is re-read against the clock, and the
 * session/user/blacklist state is checked in the database on every request, so logout,
 * suspension and deletion still take effect on the very next request.
 */
export function createTokenService(secrets: Secrets, clock: Clock): TokenService {
  const cache = new LRUCache<string, AccessClaims>({ max: TOKEN_CACHE_MAX })
  const keys = new Map<Uint8Array, KeyObject>([
    [secrets.access, createSecretKey(secrets.access)],
    [secrets.refresh, createSecretKey(secrets.refresh)],
  ])
  const sign = (claims: Record<string, unknown>, typ: string, secret: Uint8Array, ttl: number) => {
    const iat = Math.floor(clock.now() / 1000)
    return signHs256({ alg: 'HS256', typ }, { ...claims, iss: ISSUER, iat, exp: iat + ttl, jti: newUuid() }, keys.get(secret)!)
  }
  const verify = async (token: string, typ: string, secret: Uint8Array): Promise<AccessClaims> => {
    if (token.length > 4096) throw new AppError('INVALID_TOKEN')
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        typ,
        currentDate: new Date(clock.now()),
        requiredClaims: ['exp', 'iat', 'jti', 'sub', 'sid'],
      })
      return toClaims(payload)
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw new AppError('INVALID_TOKEN')
      throw error
    }
  }
  return {
    issueAccess: (user, sid) => sign({ sub: user.id, sid, role: user.role }, 'at+jwt', secrets.access, ACCESS_TTL_S),
    issueRefresh: (userId, sid) => sign({ sub: userId, sid }, 'refresh+jwt', secrets.refresh, REFRESH_TTL_S),
    verifyAccess: async (token) => {
      const hit = cache.get(token)
      if (hit) {
        if (hit.exp * 1000 <= clock.now()) throw new AppError('INVALID_TOKEN', 'The access token has expired.')
        return hit
      }
      const claims = await verify(token, 'at+jwt', secrets.access)
      cache.set(token, claims)
      return claims
    },
    verifyRefresh: (token) => verify(token, 'refresh+jwt', secrets.refresh),
  }
}

const b64url = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url')

/**
 * A compact HS256 JWS, signed synchronously with node:crypto. jose's SignJWT signs through
 * WebCrypto, whose every call is a job on the thread pool awaited by the event loop: two tokens
 * made a login wait twice and cost ≈ 4× this HMAC. Verification stays with jose (jwtVerify), so
 * every token made here is checked by the library on its way back (test/core/tokens.test.ts).
 */
export function signHs256(header: { alg: 'HS256'; typ: string }, payload: Record<string, unknown>, key: KeyObject): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`
}

function toClaims(p: JWTPayload): AccessClaims {
  if (typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.jti !== 'string') throw new AppError('INVALID_TOKEN')
  return { sub: p.sub, sid: p.sid, jti: p.jti, exp: p.exp!, iat: p.iat!, role: String(p.role ?? 'user') }
}

export function createSession(db: Db, clock: Clock, userId: string, kind: 'api' | 'browser', apiKeyId: string | null = null): { id: string; expiresAt: string } {
  const now = clock.now()
  // API sessions live as long as their refresh token; browser sessions a fixed 24 h.
  const ttl = kind === 'api' ? REFRESH_TTL_S : BROWSER_TTL_S
  const id = kind === 'api' ? newTimeOrderedId('ses', now) : newId('web') + newId('x')
  const expiresAt = isoAt(now + ttl * 1000)
  insertSession(db, { id, user_id: userId, kind, created_at: isoAt(now), expires_at: expiresAt, revoked_at: null, api_key_id: apiKeyId })
  return { id, expiresAt }
}

export function revokeSession(db: Db, clock: Clock, sessionId: string): void {
  markSessionRevoked(db, sessionId, isoAt(clock.now()))
  db.touch()
}

/**
 * Ends every live session of the user — each API key's (the caller's own included) and every browser
 * session but `keep` (the console page asking): their tokens and cookies stop working at once. A
 * second console cookie an intruder held survived the owner's "end all" before. How many ended.
 */
export function endSessions(db: Db, clock: Clock, userId: string, keep?: string): number {
  const at = isoAt(clock.now())
  const ended = db.transaction(() => markApiSessionsRevoked(db, { userId }, at) + markBrowserSessionsRevoked(db, userId, at, keep))
  db.touch()
  return ended
}

export function blacklistToken(db: Db, jti: string, expSeconds: number): void {
  insertBlacklisted(db, jti, isoAt(expSeconds * 1000))
  db.touch()
}

export type SessionUser = SessionUserRow

/** One indexed read per authenticated request: session, its user and the token's blacklist entry. */
export function sessionUser(db: Db, sessionId: string, jti: string | null): SessionUser | undefined {
  return sessionUserRow(db, sessionId, jti)
}
