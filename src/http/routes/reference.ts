import { getQuery } from 'h3'
import type { AppContext } from '../../app.ts'
import { lowerParams } from '../../core/filters.ts'
import { lookupReference, priceList, REFERENCE_LIMIT, type ReferenceKind } from '../../core/reference.ts'
import { premiumStatus } from '../../core/subscriptions.ts'
import { requireUser } from '../auth.ts'
import type { Route } from '../route.ts'
import { paging } from '../validate.ts'

export function referenceRoutes(ctx: AppContext): Route[] {
  const lookup = (kind: ReferenceKind): Route['handler'] => async (event) => {
    await requireUser(event, ctx)
    const params = lowerParams(getQuery(event))
    const { limit } = paging({ limit: params.get('limit') }, REFERENCE_LIMIT)
    return { data: lookupReference(ctx.db, kind, { code: params.get('code'), search: params.get('search'), limit }) }
  }
  return [
    { method: 'GET', path: '/api/reference/hsn', handler: lookup('hsn') },
    { method: 'GET', path: '/api/reference/nic', handler: lookup('nic') },
    { method: 'GET', path: '/api/reference/sac', handler: lookup('sac') },
    {
      method: 'GET',
      path: '/api/reference/payment/prices',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const now = ctx.clock.now()
        return priceList(ctx.caches.premium.get(auth.userId, now, () => premiumStatus(ctx.db, auth.userId, now)))
      },
    },
  ]
}
