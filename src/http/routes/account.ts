import * as v from 'valibot'
import { SUBSCRIPTION_STATUSES } from '../../entities/subscription.ts'
import { subscriptionStatus } from '../../core/accounts/profile.ts'
import { activeOffers, FEATURES, listSubscriptions } from '../../core/accounts/subscriptions.ts'
import { deleteAccount, setUserStatus } from '../../core/accounts/users.ts'
import { type AppContext, requestState } from '../context.ts'
import { arr, bool, int, nullable, obj, ref, str, time } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

const ReasonBody = v.object({ reason: v.optional(v.string()) })

export function accountRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const statusChange = (action: 'suspend' | 'unsuspend', summary: string) =>
    defineRoute({
      method: 'POST',
      path: `/admin/users/:id/${action}`,
      auth: 'admin',
      body: ReasonBody,
      bodyOptional: true,
      handler: ({ params, user: actor }) => {
        const user = setUserStatus(db, clock, params.id, action === 'suspend' ? 'suspended' : 'active', actor.userId)
        return { success: true, message: action === 'suspend' ? 'User suspended' : 'User reactivated', user: { userId: user.id, status: user.status } }
      },
      response: obj({ success: bool, message: str, user: obj({ userId: str, status: str }) }),
      errors: { 404: 'No such user', 409: 'Suspending oneself, or the last active admin' },
      doc: { summary, tag: 'Admin' },
    })
  return [
    defineRoute({
      method: 'DELETE',
      path: '/api/users/me/account',
      auth: 'bearer',
      handler: ({ event, user }) => {
        deleteAccount(db, user.userId)
        return { success: true, message: 'Account permanently deleted', request_id: requestState(event).requestId }
      },
      response: obj({ success: bool, message: str, request_id: str }),
      errors: { 409: 'The last active admin cannot delete their account' },
      doc: { summary: 'Delete the caller’s account: personal data goes, orders and subscriptions stay anonymised', tag: 'Account' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/subscriptions/status',
      auth: 'bearer',
      handler: ({ user }) => ({ subscriptions: listSubscriptions(db, user.userId, clock.now()) }),
      response: obj({ subscriptions: arr(ref('Subscription')) }),
      doc: { summary: 'The caller’s subscriptions: scheduled (not started on the server clock), active or expired', tag: 'Account' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/subscription-status',
      auth: 'bearer',
      handler: ({ user }) => subscriptionStatus(db, user.userId, clock.now()),
      response: obj({
        subscription: nullable(obj({ plan: str, status: { enum: [...SUBSCRIPTION_STATUSES] }, starts_at: time, expires_at: time })),
        features: obj(Object.fromEntries(FEATURES.map((f) => [f, bool]))),
        limits: obj({ daily_details: int, daily_searches: int, daily_screener_runs: int, daily_api_calls: int }),
      }),
      doc: { summary: 'The current subscription, each feature as true/false and the daily limits (-1: unlimited), as the public docs show it', tag: 'Account' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/offers/my-active',
      auth: 'bearer',
      handler: ({ user }) => activeOffers(db, user.userId, clock.now()),
      response: arr(ref('Offer')),
      doc: { summary: 'Active offer activations (a bare array)', tag: 'Account' },
    }),
    statusChange('suspend', 'Suspend a user: sessions end, every request is refused'),
    statusChange('unsuspend', 'Reactivate a suspended user'),
  ]
}
