import type { H3Event } from 'h3'
import * as v from 'valibot'
import { ACCESS_TTL_S, blacklistToken, createSession, endSessions, revokeSession, sessionUser } from '../../core/accounts/tokens.ts'
import { hashPassword, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, passwordLength } from '../../core/accounts/passwords.ts'
import { createUser, EMAIL, userForPassword } from '../../core/accounts/users.ts'
import { documentedProfile } from '../../core/accounts/profile.ts'
import { recordAuthFailure } from '../../core/access/bans.ts'
import { AppError } from '../../errors.ts'
import { clientIp } from '../client-ip.ts'
import type { AppContext } from '../context.ts'
import { bool, int, nullable, obj, ref, str, time } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { text } from '../validate.ts'
import { setSessionCookie } from '../auth.ts'
import { publishedPasswordsWork } from '../../core/accounts/demo-sign-ins.ts'

const LoginBody = v.object({ api_key: v.string('must be a string') })
const RefreshBody = v.object({ refresh_token: v.string('must be a string') })
const RegisterBody = v.object({
  name: text(200),
  // Checked again by createUser; stated here so the document says what an address must look like (blanks around are trimmed).
  email: v.pipe(text(320), v.regex(EMAIL, 'must be an email address'), v.metadata({ pattern: `^\\s*${EMAIL.source.slice(1, -1)}\\s*$` })),
  password: v.pipe(
    v.string('must be a string'),
    // Characters as JSON Schema counts them (code points), not UTF-16 units; every one counts.
    v.check((s) => passwordLength(s) >= PASSWORD_MIN_CHARS, `must be at least ${PASSWORD_MIN_CHARS} characters`),
    v.check((s) => passwordLength(s) <= PASSWORD_MAX_CHARS, `must be at most ${PASSWORD_MAX_CHARS} characters`),
    v.metadata({ minLength: PASSWORD_MIN_CHARS, maxLength: PASSWORD_MAX_CHARS }),
    v.description(`${PASSWORD_MIN_CHARS} to ${PASSWORD_MAX_CHARS} characters, every one of which counts`),
  ),
})
const PasswordBody = v.object({ email: text(320), password: v.string('must be a string') })

const WRONG_KEY = { 401: 'Wrong or revoked API key', 403: 'Account suspended' }

export function authRoutes(ctx: AppContext): Route[] {
  const { db, clock, tokens } = ctx

  /** A wrong key or password counts as a failed authentication of the caller's address. */
  const counted = async <T>(event: H3Event, signIn: () => T | Promise<T>): Promise<T> => {
    try {
      return await signIn()
    } catch (error) {
      if (error instanceof AppError && error.status === 401) recordAuthFailure(db, clock, clientIp(event, ctx.config))
      throw error
    }
  }
  const login = (path: string, aliasOf?: string) =>
    defineRoute({
      method: 'POST',
      path,
      auth: 'none',
      limit: 'login',
      body: LoginBody,
      // The docs: 400 "Invalid request body or missing API key".
      badBody: 'Invalid request body or missing API key: send {"api_key": "fsk_…"}',
      handler: async ({ event, body }) => {
        // The key checked and the new session made in the group commit of this turn's requests, so a
        // key revoked or a user suspended before the group began is refused; the key's last use rides along.
        const { user, session } = await counted(event, () =>
          ctx.commits.write(() => {
            const { user, keyId } = ctx.apiKeys.check(body.api_key)
            const session = createSession(db, clock, user.id, 'api', keyId)
            ctx.apiKeys.used(keyId)
            return { user, session }
          }),
        )
        return {
          success: true,
          message: 'Login successful',
          user: { name: user.name, userId: user.id },
          token: { access_token: tokens.issueAccess(user, session.id), refresh_token: tokens.issueRefresh(user.id, session.id), token_type: 'bearer', expires_in: ACCESS_TTL_S },
        }
      },
      response: ref('Login'),
      errors: { 400: 'No api_key in the body, or not a string', ...WRONG_KEY },
      doc: { summary: 'Exchange an API key for an access token (1 hour) and a refresh token; 10 attempts per 15 minutes per address', tag: 'Auth', aliasOf },
    })
  // The docs give two refresh paths and two answers: {token: {…}} and {access_token, token_type} at
  // the top level. Both paths answer both shapes, with a refresh token for the same session.
  const refresh = (path: string, aliasOf?: string) =>
    defineRoute({
      method: 'POST',
      path,
      auth: 'none',
      body: RefreshBody,
      handler: async ({ body }) => {
        const claims = await tokens.verifyRefresh(body.refresh_token)
        const row = sessionUser(db, claims.sid, null)
        if (!row || row.id !== claims.sub) throw new AppError('INVALID_TOKEN')
        if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
        if (row.revoked) throw new AppError('INVALID_TOKEN', 'The refresh token has been revoked.')
        const access = tokens.issueAccess(row, claims.sid)
        const token = { access_token: access, refresh_token: tokens.issueRefresh(row.id, claims.sid), token_type: 'bearer', expires_in: ACCESS_TTL_S } as const
        return { success: true, access_token: access, token_type: 'bearer', expires_in: ACCESS_TTL_S, token }
      },
      response: obj({
        success: bool,
        access_token: str,
        token_type: { const: 'bearer' },
        expires_in: int,
        token: obj({ access_token: str, refresh_token: str, token_type: { const: 'bearer' }, expires_in: int }),
      }),
      errors: { 401: 'Invalid, expired or revoked refresh token', 403: 'Account suspended' },
      doc: { summary: 'A new access token (1 hour) and refresh token for a refresh token, in both shapes the docs show', tag: 'Auth', aliasOf },
    })
  const me = (path: string, aliasOf?: string) =>
    defineRoute({
      method: 'GET',
      path,
      auth: 'bearer',
      handler: ({ user }) => documentedProfile(db, user.userId, clock.now()),
      response: obj({
        id: str,
        email: str,
        name: str,
        credits: int,
        subscription: obj({ plan: str, status: str, expires_at: nullable(time) }),
        data: ref('Profile'),
      }),
      doc: { summary: 'The caller’s profile: plan, features, credit balance', tag: 'Account', aliasOf },
    })

  return [
    login('/api/auth/login'),
    login('/api/auth/api-key/login', 'POST /api/auth/login'),
    refresh('/api/auth/refresh-token'),
    refresh('/api/auth/refresh', 'POST /api/auth/refresh-token'),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      auth: 'bearer',
      handler: ({ user }) => {
        db.transaction(() => {
          if (user.jti && user.exp) blacklistToken(db, user.jti, user.exp)
          revokeSession(db, clock, user.sessionId)
        })
        return { success: true, message: 'Logged out' }
      },
      response: obj({ success: bool, message: str }),
      doc: { summary: 'Revoke the session and blacklist the access token', tag: 'Auth' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout-all',
      auth: 'bearer',
      handler: ({ user }) => {
        const ended = endSessions(db, clock, user.userId)
        return { success: true, message: `${ended} session(s) ended`, ended }
      },
      response: obj({ success: bool, message: str, ended: int }),
      doc: {
        summary: 'End every session of the caller, this one included: all its access and refresh tokens (a leaked key’s too) and its console sessions stop working',
        tag: 'Auth',
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/register',
      auth: 'none',
      limit: 'register',
      body: RegisterBody,
      handler: async ({ body }) => {
        const passwordHash = await hashPassword(body.password)
        const created = createUser(db, clock, { name: body.name, email: body.email, passwordHash })
        return { success: true, user: { name: body.name, userId: created.userId }, api_key: created.apiKey }
      },
      status: 201,
      response: obj({ success: bool, user: obj({ name: str, userId: str }), api_key: str }),
      doc: { summary: 'Create a free account and its first API key (3 per hour per address)', tag: 'Auth' },
    }),
    me('/api/users/me'),
    me('/api/user/me', 'GET /api/users/me'),
    me('/api/auth/me', 'GET /api/users/me'),
    defineRoute({
      // Browser (console) sessions: email + password, an HttpOnly cookie with a fixed 24 h life. Limited
      // with the API-key login and the console form (one count per address), failures counted for bans.
      method: 'POST',
      path: '/api/auth/session',
      auth: 'none',
      limit: 'login',
      body: PasswordBody,
      handler: async ({ event, body }) => {
        const user = await counted(event, () => userForPassword(db, body.email, body.password, publishedPasswordsWork(ctx.config)))
        const session = createSession(db, clock, user.id, 'browser')
        setSessionCookie(event, ctx, session.id)
        return { success: true, user: { name: user.name, userId: user.id }, expires_at: session.expiresAt }
      },
      response: obj({ success: bool, user: obj({ name: str, userId: str }), expires_at: time }),
      errors: { 401: 'Wrong email or password', 403: 'Account suspended' },
      doc: {
        summary: 'Web console login: email and password → the firmbase_session cookie (24 hours); 10 attempts per 15 minutes per address, shared with API-key login',
        tag: 'Auth',
      },
    }),
  ]
}
