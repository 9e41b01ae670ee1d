import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { blockIp, listBlocks, unblockIp } from '../../core/access/bans.ts'
import { requireAdmin } from '../auth.ts'
import { readJsonObject } from '../body.ts'
import { arr, int, obj, R, ref } from '../openapi-schemas.ts'
import type { Route } from '../route.ts'
import { parseWith } from '../validate.ts'

const BlockBody = v.object({
  ip: v.string('must be a string'),
  reason: v.optional(v.pipe(v.string('must be a string'), v.maxLength(500))),
  hours: v.optional(v.pipe(v.number('must be a number'), v.minValue(0.01, 'must be > 0'), v.maxValue(87600, 'must be at most 87600'))),
})
const UnblockBody = v.object({ ip: v.string('must be a string') })

export function securityRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    {
      method: 'GET',
      path: '/admin/security/blocked-ips',
      handler: async (event) => {
        await requireAdmin(event, ctx)
        const data = listBlocks(db, clock.now())
        return { data, total: data.length }
      },
      doc: { summary: 'Blocked addresses in force', tag: 'Admin', auth: 'admin', response: obj({ data: arr(ref('Block')), total: int }) },
    },
    {
      method: 'POST',
      path: '/admin/security/block-ip',
      handler: async (event) => {
        await requireAdmin(event, ctx)
        const body = parseWith(BlockBody, await readJsonObject(event))
        const data = blockIp(db, clock, body.ip.trim(), { hours: body.hours, reason: body.reason })
        event.res.status = 201
        return { data }
      },
      doc: { summary: 'Block an address (default 48 hours)', tag: 'Admin', auth: 'admin', body: BlockBody, status: 201, response: R.data(ref('Block')) },
    },
    {
      method: 'POST',
      path: '/admin/security/unblock-ip',
      handler: async (event) => {
        await requireAdmin(event, ctx)
        const body = parseWith(UnblockBody, await readJsonObject(event))
        unblockIp(db, clock, body.ip.trim())
        return { success: true }
      },
      doc: { summary: 'Lift a block (404 when the address is not blocked)', tag: 'Admin', auth: 'admin', body: UnblockBody, response: ref('Success') },
    },
  ]
}
