import { deleteCookie, setCookie, type H3Event } from 'h3'
import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { createSession, revokeSession, blacklistToken, BROWSER_TTL_S } from '../../core/accounts/tokens.ts'
import { createUser, userForApiKey, userForPassword } from '../../core/accounts/users.ts'
import { requireUser, SESSION_COOKIE } from '../auth.ts'
import { readJsonObject } from '../body.ts'
import { bool, int, obj, R, ref, str, time } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { parseWith, text } from '../validate.ts'
import { AppError } from '../../errors.ts'
import { sessionUser } from '../../core/accounts/tokens.ts'
import { userProfile } from '../../core/accounts/profile.ts'
import { recordAuthFailure } from '../../core/access/bans.ts'
import { LOGIN_LIMIT, REGISTER_LIMIT } from '../../core/access/limits.ts'
import { attemptFrom } from '../quota.ts'
import { clientIp } from '../client-ip.ts'

const LoginBody = v.object({ api_key: v.string('must be a string') })
const RefreshBody = v.object({ refresh_token: v.string('must be a string') })
const RegisterBody = v.object({ name: text(200), email: text(320), password: v.pipe(v.string('must be a string'), v.minLength(8, 'must be at least 8 characters'), v.maxLength(200)) })
const PasswordBody = v.object({ email: text(320), password: v.string('must be a string') })

const loginDoc: RouteDoc = {
  summary: 'Exchange an API key for an access token (1 hour) and a refresh token; 10 attempts per 15 minutes per address',
  tag: 'Auth',
  auth: 'none',
  body: LoginBody,
  response: ref('Login'),
}
const meDoc: RouteDoc = { summary: 'The caller’s profile: plan, features, credit balance', tag: 'Account', response: R.data(ref('Profile')) }

export function authRoutes(ctx: AppContext): Route[] {
  const { db, clock, tokens } = ctx

  const login = async (event: H3Event) => {
    attemptFrom(event, ctx, LOGIN_LIMIT)
    const body = parseWith(LoginBody, await readJsonObject(event))
    let user
    try {
      user = userForApiKey(db, clock, body.api_key)
    } catch (error) {
      if (error instanceof AppError && error.status === 401) recordAuthFailure(db, clock, clientIp(event, ctx.config))
      throw error
    }
    const session = createSession(db, clock, user.id, 'api')
    return {
      success: true,
      message: 'Login successful',
      user: { name: user.name, userId: user.id },
      token: {
        access_token: await tokens.issueAccess(user, session.id),
        refresh_token: await tokens.issueRefresh(user.id, session.id),
        token_type: 'bearer',
      },
    }
  }

  const me = async (event: H3Event) => {
    const auth = await requireUser(event, ctx)
    return { data: userProfile(db, auth.userId, clock.now()) }
  }

  return [
    { method: 'POST', path: '/api/auth/login', handler: login, doc: loginDoc },
    { method: 'POST', path: '/api/auth/api-key/login', handler: login, doc: { ...loginDoc, aliasOf: 'POST /api/auth/login' } },
    {
      method: 'POST',
      path: '/api/auth/refresh-token',
      handler: async (event) => {
        const body = parseWith(RefreshBody, await readJsonObject(event))
        const claims = await tokens.verifyRefresh(body.refresh_token)
        const row = sessionUser(db, claims.sid, null)
        if (!row || row.id !== claims.sub) throw new AppError('INVALID_TOKEN')
        if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
        if (row.revoked) throw new AppError('INVALID_TOKEN', 'The refresh token has been revoked.')
        return { success: true, token: { access_token: await tokens.issueAccess(row, claims.sid), token_type: 'bearer', expires_in: 3600 } }
      },
      doc: {
        summary: 'A new access token for a refresh token',
        tag: 'Auth',
        auth: 'none',
        body: RefreshBody,
        response: obj({ success: bool, token: obj({ access_token: str, token_type: { const: 'bearer' }, expires_in: int }) }),
      },
    },
    {
      method: 'POST',
      path: '/api/auth/logout',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        db.transaction(() => {
          if (auth.jti && auth.exp) blacklistToken(db, auth.jti, auth.exp)
          revokeSession(db, clock, auth.sessionId)
        })
        if (auth.via === 'cookie') deleteCookie(event, SESSION_COOKIE, { path: '/' })
        return { success: true, message: 'Logged out' }
      },
      doc: { summary: 'Revoke the session and blacklist the access token', tag: 'Auth', response: obj({ success: bool, message: str }) },
    },
    {
      method: 'POST',
      path: '/api/auth/register',
      handler: async (event) => {
        attemptFrom(event, ctx, REGISTER_LIMIT)
        const body = parseWith(RegisterBody, await readJsonObject(event))
        const created = createUser(db, clock, { name: body.name, email: body.email, password: body.password })
        event.res.status = 201
        return { success: true, user: { name: body.name, userId: created.userId }, api_key: created.apiKey }
      },
      doc: {
        summary: 'Create a free account and its first API key (3 per hour per address)',
        tag: 'Auth',
        auth: 'none',
        body: RegisterBody,
        status: 201,
        response: obj({ success: bool, user: obj({ name: str, userId: str }), api_key: str }),
      },
    },
    { method: 'GET', path: '/api/users/me', handler: me, doc: meDoc },
    { method: 'GET', path: '/api/auth/me', handler: me, doc: { ...meDoc, aliasOf: 'GET /api/users/me' } },
    {
      // Browser (console) sessions: email + password, an HttpOnly cookie with a fixed 24 h life.
      method: 'POST',
      path: '/api/auth/session',
      handler: async (event) => {
        const body = parseWith(PasswordBody, await readJsonObject(event))
        const user = userForPassword(db, body.email, body.password)
        const session = createSession(db, clock, user.id, 'browser')
        setCookie(event, SESSION_COOKIE, session.id, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: BROWSER_TTL_S })
        return { success: true, user: { name: user.name, userId: user.id }, expires_at: session.expiresAt }
      },
      doc: {
        summary: 'Web console login: email and password → the firmbase_session cookie (24 hours)',
        tag: 'Auth',
        auth: 'none',
        body: PasswordBody,
        response: obj({ success: bool, user: obj({ name: str, userId: str }), expires_at: time }),
      },
    },
  ]
}
