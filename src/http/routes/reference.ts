import * as v from 'valibot'
import { premiumStatus } from '../../core/accounts/subscriptions.ts'
import { priceList, REFERENCE_LIMIT, REFERENCE_TABLES, type ReferenceKind } from '../../core/registry/reference.ts'
import { ITEM_TYPES } from '../../entities/order.ts'
import type { AppContext } from '../context.ts'
import { arr, int, nullable, num, obj, R, str, type Schema } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { qText } from '../schemas.ts'

const lookupQuery = (kind: ReferenceKind) =>
  v.object({
    code: v.optional(
      v.pipe(
        v.string(),
        v.regex(REFERENCE_TABLES[kind].code, `must be ${REFERENCE_TABLES[kind].codeHint}`),
        v.description(`Code or its start, ${REFERENCE_TABLES[kind].codeHint} (broadest codes first)`),
      ),
    ),
    search: qText('Words that must all appear in the description; neither code nor search: the broadest codes'),
  })

export function referenceRoutes(ctx: AppContext): Route[] {
  const lookup = (kind: ReferenceKind, what: string, item: Schema, path = `/api/reference/${kind}`, aliasOf?: string) =>
    defineRoute({
      method: 'GET',
      path,
      auth: 'bearer',
      query: lookupQuery(kind),
      paging: REFERENCE_LIMIT,
      reads: true,
      // Reference tables are small (thousands of codes): the cheap lane.
      handler: async ({ query, page }) => ({ data: await ctx.reads.run('reference', { kind, ...query, limit: page.limit }, 'cheap') }),
      response: R.data(arr(item)),
      doc: { summary: `${what} codes by code prefix or description words (limit default 10, max 50)`, tag: 'Reference', aliasOf },
    })
  const items: Record<ReferenceKind, [string, Schema]> = {
    hsn: ['HSN', obj({ code: str, description: str, chapter: int, section: str })],
    nic: ['NIC 2008', obj({ code: str, description: str, section: str, division: nullable(str), NICCode: int }, ['NICCode'])],
    sac: ['SAC', obj({ code: str, description: str })],
  }
  return [
    // The real client's paths, and the public docs' (/api/reference/hsn-codes, /sac-codes; nic-codes alike).
    ...(Object.entries(items) as [ReferenceKind, [string, Schema]][]).flatMap(([kind, [what, item]]) => [
      lookup(kind, what, item),
      lookup(kind, what, item, `/api/reference/${kind}-codes`, `GET /api/reference/${kind}`),
    ]),
    defineRoute({
      method: 'GET',
      path: '/api/reference/payment/prices',
      auth: 'bearer',
      handler: ({ user }) => {
        const now = ctx.clock.now()
        return priceList(ctx.caches.premium.get(user.userId, now, () => premiumStatus(ctx.db, user.userId, now)))
      },
      response: obj(Object.fromEntries(ITEM_TYPES.map((t) => [t, obj({ credits: int, price_inr: num })]))),
      doc: { summary: 'Credits and rupee price of each order item type, at the caller’s tier', tag: 'Reference' },
    }),
  ]
}
