import * as v from 'valibot'
import { blockIp, listBlocks, unblockIp } from '../../core/access/bans.ts'
import type { AppContext } from '../context.ts'
import { arr, int, obj, R, ref } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

const BlockBody = v.object({
  ip: v.string('must be a string'),
  reason: v.optional(v.pipe(v.string('must be a string'), v.maxLength(500))),
  hours: v.optional(v.pipe(v.number('must be a number'), v.minValue(0.01, 'must be > 0'), v.maxValue(87600, 'must be at most 87600'))),
})
const UnblockBody = v.object({ ip: v.string('must be a string') })

export function securityRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/admin/security/blocked-ips',
      auth: 'admin',
      handler: () => {
        const data = listBlocks(db, clock.now())
        return { data, total: data.length }
      },
      response: obj({ data: arr(ref('Block')), total: int }),
      doc: { summary: 'Blocked addresses in force', tag: 'Admin' },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/security/block-ip',
      auth: 'admin',
      body: BlockBody,
      handler: ({ body }) => ({ data: blockIp(db, clock, body.ip.trim(), { hours: body.hours, reason: body.reason }) }),
      status: 201,
      response: R.data(ref('Block')),
      doc: { summary: 'Block an address (default 48 hours)', tag: 'Admin' },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/security/unblock-ip',
      auth: 'admin',
      body: UnblockBody,
      handler: ({ body }) => {
        unblockIp(db, clock, body.ip.trim())
        return { success: true }
      },
      response: ref('Success'),
      errors: { 404: 'The address is not blocked' },
      doc: { summary: 'Lift a block (404 when the address is not blocked)', tag: 'Admin' },
    }),
  ]
}
