// The web console (/console): server-rendered pages on the browser session cookie (contract §4).
// This file: sign-in and sign-out, the dashboard, the account (API keys, deletion). Search and detail
// pages, lists, orders, admin and test mode are in the console-*.ts route files beside it.
// Scripts are external same-origin files that only enhance; forms carry a CSRF token.
import { deleteCookie, redirect } from 'h3'
import * as v from 'valibot'
import { recordAuthFailure } from '../../core/access/bans.ts'
import { createSession, endSessions, revokeSession } from '../../core/accounts/tokens.ts'
import { createApiKey, deleteAccount, listApiKeys, requireUserRow, revokeApiKey, userForPassword } from '../../core/accounts/users.ts'
import { AppError } from '../../errors.ts'
import { SESSION_COOKIE, setSessionCookie } from '../auth.ts'
import { clientIp } from '../client-ip.ts'
import { accountPage } from '../console/account.ts'
import { dashboardPage } from '../console/dashboard.ts'
import { loginPage } from '../console/layout.ts'
import type { AppContext } from '../context.ts'
import { defineRoute, type Route } from '../route.ts'
import { publishedPasswordsWork } from '../../core/accounts/demo-sign-ins.ts'

const LoginForm = v.object({ email: v.optional(v.string(), ''), password: v.optional(v.string(), '') })
const DeleteForm = v.object({ confirm: v.optional(v.string(), '') })
const doc = (summary: string) => ({ summary, tag: 'Console', html: true })

export function consoleRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({ method: 'GET', path: '/console/login', auth: 'none', handler: ({ event }) => loginPage(ctx, event), response: {}, doc: doc('Console sign-in page') }),
    defineRoute({
      method: 'POST',
      path: '/console/login',
      auth: 'none',
      limit: 'login',
      form: true,
      body: LoginForm,
      handler: async ({ event, body }) => {
        try {
          const user = await userForPassword(db, body.email.trim(), body.password, publishedPasswordsWork(ctx.config))
          const session = createSession(db, clock, user.id, 'browser')
          setSessionCookie(event, ctx, session.id)
          return redirect('/console', 303)
        } catch (error) {
          if (error instanceof AppError && error.status === 401) recordAuthFailure(db, clock, clientIp(event, ctx.config))
          if (error instanceof AppError && (error.status === 401 || error.status === 403)) return loginPage(ctx, event, error.detail, error.status)
          throw error
        }
      },
      response: {},
      errors: { 303: 'Signed in: to the dashboard', 401: 'Wrong email or password (the form again)' },
      doc: doc('Console sign-in (form: email, password) → the session cookie'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/logout',
      auth: 'browser',
      form: true,
      handler: ({ event, user }) => {
        revokeSession(db, clock, user.sessionId)
        deleteCookie(event, SESSION_COOKIE, { path: '/' })
        return redirect('/console/login', 303)
      },
      response: {},
      doc: doc('Console sign-out'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console',
      auth: 'browser',
      handler: ({ event, user }) => dashboardPage(ctx, event, user),
      response: {},
      doc: doc('Console dashboard: plan, credits, today’s quotas, charts of the account and the dataset'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/account',
      auth: 'browser',
      handler: ({ event, user }) => accountPage(ctx, event, user),
      response: {},
      doc: doc('Console: the account, its API keys, subscriptions and offers'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/keys',
      auth: 'browser',
      form: true,
      handler: ({ event, user }) => accountPage(ctx, event, user, { newKey: createApiKey(db, clock, user.userId).apiKey }),
      response: {},
      doc: doc('Console: create an API key (shown once)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/keys/:id/revoke',
      auth: 'browser',
      form: true,
      handler: ({ user, params }) => {
        if (!listApiKeys(db, user.userId).some((k) => k.id === params.id)) throw new AppError('NOT_FOUND', `No API key ${params.id}`)
        revokeApiKey(db, clock, params.id, user.sessionId)
        return redirect('/console/account', 303)
      },
      response: {},
      errors: { 404: 'Not one of the caller’s keys' },
      doc: doc('Console: revoke one of the caller’s API keys'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/sessions/end',
      auth: 'browser',
      form: true,
      handler: ({ event, user }) => accountPage(ctx, event, user, { ended: endSessions(db, clock, user.userId, user.sessionId) }),
      response: {},
      doc: doc('Console: end every other session of the caller (every key’s access and refresh tokens, and every console session but this one)'),
    }),
    defineRoute({
      method: 'POST',
      path: '/console/account/delete',
      auth: 'browser',
      form: true,
      body: DeleteForm,
      handler: ({ event, user, body }) => {
        const email = requireUserRow(db, user.userId).email
        if (body.confirm.trim() !== email) return accountPage(ctx, event, user, { error: `Type ${email} exactly to delete the account.` })
        try {
          deleteAccount(db, user.userId)
        } catch (error) {
          if (error instanceof AppError && error.code === 'LAST_ADMIN') return accountPage(ctx, event, user, { error: error.detail })
          throw error
        }
        deleteCookie(event, SESSION_COOKIE, { path: '/' })
        return redirect('/console/login', 303)
      },
      response: {},
      errors: { 303: 'Deleted: to the sign-in page', 422: 'The confirmation does not match, or this is the last active admin (the page again)' },
      doc: doc('Console: delete the account (form: confirm = the account’s email)'),
    }),
  ]
}
