import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { requestState } from '../../app.ts'
import { activeOffers, listSubscriptions } from '../../core/accounts/subscriptions.ts'
import { deleteAccount, setUserStatus } from '../../core/accounts/users.ts'
import { requireAdmin, requireUser } from '../auth.ts'
import { arr, bool, obj, ref, str } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { getRouterParam } from 'h3'
import { hasBody, readJsonObject } from '../body.ts'
import { parseWith } from '../validate.ts'

const ReasonBody = v.object({ reason: v.optional(v.string()) })

const statusDoc = (summary: string): RouteDoc => ({
  summary,
  tag: 'Admin',
  auth: 'admin',
  body: ReasonBody,
  bodyOptional: true,
  response: obj({ success: bool, message: str, user: obj({ userId: str, status: str }) }),
})

export function accountRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const statusChange = (status: 'active' | 'suspended') => async (event: Parameters<Route['handler']>[0]) => {
    await requireAdmin(event, ctx)
    if (hasBody(event)) parseWith(ReasonBody, await readJsonObject(event))
    const user = setUserStatus(db, clock, getRouterParam(event, 'id')!, status)
    return { success: true, message: status === 'suspended' ? 'User suspended' : 'User reactivated', user: { userId: user.id, status: user.status } }
  }
  return [
    {
      method: 'DELETE',
      path: '/api/users/me/account',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        deleteAccount(db, auth.userId)
        return { success: true, message: 'Account permanently deleted', request_id: requestState(event).requestId }
      },
      doc: {
        summary: 'Delete the caller’s account: personal data goes, orders and subscriptions stay anonymised',
        tag: 'Account',
        response: obj({ success: bool, message: str, request_id: str }),
      },
    },
    {
      method: 'GET',
      path: '/api/subscriptions/status',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { subscriptions: listSubscriptions(db, auth.userId, clock.now()) }
      },
      doc: { summary: 'The caller’s subscriptions, active or expired', tag: 'Account', response: obj({ subscriptions: arr(ref('Subscription')) }) },
    },
    {
      method: 'GET',
      path: '/api/offers/my-active',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return activeOffers(db, auth.userId, clock.now())
      },
      doc: { summary: 'Active offer activations (a bare array)', tag: 'Account', response: arr(ref('Offer')) },
    },
    { method: 'POST', path: '/admin/users/:id/suspend', handler: statusChange('suspended'), doc: statusDoc('Suspend a user: sessions end, every request is refused') },
    { method: 'POST', path: '/admin/users/:id/unsuspend', handler: statusChange('active'), doc: statusDoc('Reactivate a suspended user') },
  ]
}
