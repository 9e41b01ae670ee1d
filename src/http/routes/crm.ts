// CRM leads: developer API authentication only (contract §4, §9).
import * as v from 'valibot'
import { getOwnOrder, listOrders } from '../../core/commerce/orders.ts'
import type { EntityType } from '../../core/registry/identifiers.ts'
import { LEAD_FEATURE, LEAD_TYPES, orderLeads } from '../../core/registry/leads.ts'
import { AppError } from '../../errors.ts'
import type { AppContext } from '../context.ts'
import { bool, obj, R, ref, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { identifierParam } from '../schemas.ts'
import { ORDER_PAGING, OrderListQuery, paymentsFor } from './orders.ts'

const baseType = (t: (typeof LEAD_TYPES)[number]) => (t === 'fullcompany' ? 'company' : t)

/** The identifier's form follows the type (`oneOf` in the document), so a malformed one is 422 before the feature check. */
const lead = (types: readonly (typeof LEAD_TYPES)[number][], entity: EntityType) =>
  v.object({
    entity_type: v.picklist(types, `must be one of ${LEAD_TYPES.join(', ')}`),
    identifier: identifierParam(entity, 'The CIN or LLPIN (company, fullcompany), DIN or GSTIN; any case'),
  })
const LeadBody = v.variant(
  'entity_type',
  [lead(['company', 'fullcompany'], 'company'), lead(['director'], 'director'), lead(['gst'], 'gst')],
  `must be one of ${LEAD_TYPES.join(', ')}`,
)

export function crmRoutes(ctx: AppContext): Route[] {
  const { db, config } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/api/crm/orders',
      auth: 'bearer',
      query: OrderListQuery,
      paging: ORDER_PAGING,
      handler: ({ event, user, query, page }) => listOrders(db, user.userId, { ...query, paidOnly: true }, page, paymentsFor(ctx, event)),
      response: R.list('orders', ref('Order')),
      doc: { summary: 'The caller’s paid orders (those with leads), for a CRM integration', tag: 'CRM' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/crm/orders/:id/leads',
      auth: 'bearer',
      reads: true,
      handler: ({ user, params }) => orderLeads(db, ctx.reads, getOwnOrder(db, user.userId, params.id), config.serviceName),
      response: ref('OrderLeads'),
      errors: { 400: 'The order is not paid', 404: 'No such order (or not yours)' },
      doc: { summary: 'The leads of a paid order (fullcompany items with full_data)', tag: 'CRM' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/crm/newlead',
      auth: 'bearer',
      body: LeadBody,
      feature: (body) => LEAD_FEATURE[body.entity_type],
      // One identifier: a few index probes, on a reader's cheap lane.
      reads: true,
      handler: async ({ body }) => {
        const built = await ctx.reads.run('lead', { type: body.entity_type, identifier: body.identifier, source: config.serviceName }, 'cheap')
        if (!built) throw new AppError('NOT_FOUND', `No ${baseType(body.entity_type) === 'gst' ? 'GST registration' : baseType(body.entity_type)} ${body.identifier}`)
        return { success: true, entity_type: body.entity_type, identifier: body.identifier, lead: built.lead, full_data: built.full_data }
      },
      response: obj({ success: bool, entity_type: str, identifier: str, lead: ref('Lead'), full_data: ref('FullData') }),
      errors: { 404: 'No such company, director or GST registration' },
      doc: {
        summary: 'A lead for one company, director or GST registration, with full data',
        description: 'Needs Recent_COMP (company, fullcompany), Recent_DIR (director) or Recent_GST (gst).',
        tag: 'CRM',
      },
    }),
  ]
}
