// The console's account page: profile, API keys, subscriptions and offers.
import type { H3Event } from 'h3'
import { userProfile } from '../../core/accounts/profile.ts'
import { activeOffers, listSubscriptions } from '../../core/accounts/subscriptions.ts'
import { listApiKeys } from '../../core/accounts/users.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { h } from '../html.ts'
import { page, postButton, table } from './layout.ts'

export function accountPage(ctx: AppContext, event: H3Event, user: AuthUser, newKey?: string) {
  const { db, clock } = ctx
  const now = clock.now()
  const p = userProfile(db, user.userId, now)
  const keys = listApiKeys(db, user.userId)
  const subs = listSubscriptions(db, user.userId, now)
  const offers = activeOffers(db, user.userId, now)
  const keyRows = keys.map((k) => [
    h`<code>${k.prefix}…</code>`,
    k.created_at,
    k.last_used_at ?? 'never',
    k.revoked_at ? `revoked ${k.revoked_at}` : 'active',
    k.revoked_at ? '' : postButton(event, `/console/keys/${k.id}/revoke`, 'Revoke'),
  ])
  return page(
    event,
    'Account',
    h`<dl><dt>Name</dt><dd>${p.name}</dd><dt>Email</dt><dd>${p.email}</dd><dt>User id</dt><dd><code>${p.userId}</code></dd><dt>Role</dt><dd>${p.role}</dd><dt>Plan</dt><dd>${p.plan}</dd><dt>Features</dt><dd>${p.features.join(', ') || 'none'}</dd><dt>Credits</dt><dd>${p.credits}</dd></dl>
${newKey ? h`<p role="status">New API key — copy it now, it is not shown again: <code>${newKey}</code></p>` : ''}
<h2>API keys</h2>${table(['Key', 'Created', 'Last used', 'State', ''], keyRows)}${postButton(event, '/console/keys', 'Create an API key')}
<h2>Subscriptions</h2>${table(
      ['Plan', 'Status', 'From', 'Until', 'Features'],
      subs.map((s) => [s.plan, s.status, s.starts_at, s.expires_at, s.features.join(', ')]),
    )}
<h2>Offers</h2>${table(
      ['Offer', 'Activated', 'Expires', 'Features'],
      offers.map((o) => [o.offer_name, o.activated_at, o.expires_at, o.features.join(', ')]),
    )}`,
    user,
  )
}
