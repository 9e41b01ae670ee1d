import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { requestState } from '../../app.ts'
import { activeOffers, listSubscriptions } from '../../core/subscriptions.ts'
import { deleteAccount, setUserStatus } from '../../core/users.ts'
import { requireAdmin, requireUser } from '../auth.ts'
import type { Route } from '../route.ts'
import { getRouterParam } from 'h3'
import { hasBody, readJsonObject } from '../body.ts'
import { parseWith } from '../validate.ts'

const ReasonBody = v.object({ reason: v.optional(v.string()) })

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
    },
    {
      method: 'GET',
      path: '/api/subscriptions/status',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return { subscriptions: listSubscriptions(db, auth.userId, clock.now()) }
      },
    },
    {
      method: 'GET',
      path: '/api/offers/my-active',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return activeOffers(db, auth.userId, clock.now())
      },
    },
    { method: 'POST', path: '/admin/users/:id/suspend', handler: statusChange('suspended') },
    { method: 'POST', path: '/admin/users/:id/unsuspend', handler: statusChange('active') },
  ]
}
