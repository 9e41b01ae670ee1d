import { getQuery } from 'h3'
import type { AppContext } from '../../app.ts'
import { lowerParams } from '../../core/registry/filters.ts'
import { ITEM_TYPES, lookupReference, priceList, REFERENCE_LIMIT, type ReferenceKind } from '../../core/registry/reference.ts'
import { premiumStatus } from '../../core/accounts/subscriptions.ts'
import { requireUser } from '../auth.ts'
import { arr, int, nullable, num, obj, R, str, type Schema } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { paging } from '../validate.ts'

export function referenceRoutes(ctx: AppContext): Route[] {
  const lookup = (kind: ReferenceKind): Route['handler'] => async (event) => {
    await requireUser(event, ctx)
    const params = lowerParams(getQuery(event))
    const { limit } = paging({ limit: params.get('limit') }, REFERENCE_LIMIT)
    return { data: lookupReference(ctx.db, kind, { code: params.get('code'), search: params.get('search'), limit }) }
  }
  const doc = (what: string, item: Schema): RouteDoc => ({
    summary: `${what} codes by code prefix or description words`,
    tag: 'Reference',
    query: { code: 'Code or its start (broadest codes first)', search: 'Words that must all appear in the description', limit: 'At most this many (default 10, max 50)' },
    response: R.data(arr(item)),
  })
  return [
    { method: 'GET', path: '/api/reference/hsn', handler: lookup('hsn'), doc: doc('HSN', obj({ code: str, description: str, chapter: int, section: str })) },
    { method: 'GET', path: '/api/reference/nic', handler: lookup('nic'), doc: doc('NIC 2008', obj({ code: str, description: str, section: str, division: nullable(str) })) },
    { method: 'GET', path: '/api/reference/sac', handler: lookup('sac'), doc: doc('SAC', obj({ code: str, description: str })) },
    {
      method: 'GET',
      path: '/api/reference/payment/prices',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const now = ctx.clock.now()
        return priceList(ctx.caches.premium.get(auth.userId, now, () => premiumStatus(ctx.db, auth.userId, now)))
      },
      doc: {
        summary: 'Credits and rupee price of each order item type, at the caller’s tier',
        tag: 'Reference',
        response: obj(Object.fromEntries(ITEM_TYPES.map((t) => [t, obj({ credits: int, price_inr: num })]))),
      },
    },
  ]
}
