// The console's account page: profile, API keys (created once, revoked), subscriptions, offers, and
// account deletion behind a typed confirmation.
import type { H3Event } from 'h3'
import { userProfile } from '../../core/accounts/profile.ts'
import { activeOffers, listSubscriptions } from '../../core/accounts/subscriptions.ts'
import { listApiKeys } from '../../core/accounts/users.ts'
import { liveSessions } from '../../db/sessions.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { h } from '../html.ts'
import { date, num } from './format.ts'
import { facts, page, postButton, table } from './layout.ts'

export function accountPage(ctx: AppContext, event: H3Event, user: AuthUser, notice?: { newKey?: string; error?: string; ended?: number }) {
  const { db, clock } = ctx
  const now = clock.now()
  const p = userProfile(db, user.userId, now)
  const keys = listApiKeys(db, user.userId)
  const subs = listSubscriptions(db, user.userId, now)
  const offers = activeOffers(db, user.userId, now)
  const sessions = liveSessions(db, user.userId, new Date(now).toISOString()).map((x) => [
    x.kind === 'browser' ? 'Console' : 'API',
    date(x.created_at, true),
    date(x.expires_at, true),
    x.id === user.sessionId ? 'This one' : '',
  ])
  const keyRows = keys.map((k) => [
    h`<code>${k.prefix}…</code>`,
    date(k.created_at, true),
    k.last_used_at ? date(k.last_used_at, true) : 'Never',
    k.revoked_at ? `Revoked ${date(k.revoked_at)}` : 'Active',
    k.revoked_at ? '' : postButton(event, `/console/keys/${k.id}/revoke`, 'Revoke'),
  ])
  return page(
    ctx,
    event,
    user,
    'Account',
    h`${facts([
      ['Name', p.name],
      ['Email', p.email],
      ['User id', h`<code>${p.userId}</code>`],
      ['Role', p.role === 'admin' ? 'Administrator' : 'User'],
      ['Plan', p.plan === 'free' ? 'Free' : p.plan],
      ['Features', p.features.join(', ') || 'None'],
      ['Credits', h`<span data-credits>${num(p.credits)}</span>`],
      ['Member since', date(p.created_at)],
    ])}
${notice?.newKey ? h`<p role="status" class="notice">New API key — copy it now, it is not shown again: <code>${notice.newKey}</code></p>` : ''}
${notice?.ended !== undefined ? h`<p role="status" class="notice">${num(notice.ended)} session(s) ended: their access and refresh tokens, and the other console sign-ins, no longer work.</p>` : ''}
<h2>API keys</h2>${table(['Key', 'Created', 'Last used', 'State', ''], keyRows, 'No API keys: create one to use the developer API.')}<p><small>Revoking a key also ends the sessions it opened and your other console sign-ins.</small></p>${postButton(event, '/console/keys', 'Create an API key', {}, 'small')} ${postButton(event, '/console/sessions/end', 'End all other sessions', {}, 'small secondary')}
<h2>Sessions</h2>${table(['Kind', 'Started', 'Expires', ''], sessions, 'No live sessions.')}
<h2>Subscriptions</h2>${table(
      ['Plan', 'Status', 'From', 'Until', 'Features'],
      subs.map((s) => [s.plan, s.status, date(s.starts_at), date(s.expires_at), s.features.join(', ')]),
      'No subscriptions: the free plan applies.',
    )}
<h2>Offers</h2>${table(
      ['Offer', 'Activated', 'Expires', 'Features'],
      offers.map((o) => [o.offer_name, date(o.activated_at), date(o.expires_at), o.features.join(', ')]),
      'No active offers.',
    )}
<h2>Delete the account</h2><article><p>Your personal data, API keys, watchlists and screeners go at once; orders and subscriptions stay, anonymised. This cannot be undone.</p>${
      notice?.error ? h`<p role="alert" class="error">${notice.error}</p>` : ''
    }<form method="post" action="/console/account/delete">${csrfField(event)}<label>Type your email address (<code>${p.email}</code>) to confirm <input name="confirm" autocomplete="off" required data-confirm="${p.email}"></label><button type="submit" class="contrast">Delete my account</button></form></article>`,
    { status: notice?.error ? 422 : 200 },
  )
}
