import type { H3Event } from 'h3'
import * as v from 'valibot'
import { premiumStatus } from '../../core/accounts/subscriptions.ts'
import { requireUserRow } from '../../core/accounts/users.ts'
import { createOrder, getOwnOrder, listOrders, MAX_ITEMS, orderDetail, type Payments, settlePayment } from '../../core/commerce/orders.ts'
import { LEAD_COLUMNS, orderLeads, orderLeadsCsv } from '../../core/registry/leads.ts'
import { validationError } from '../../errors.ts'
import { type AppContext, publicOrigin } from '../context.ts'
import { R, ref } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { identifierItem, qText } from '../schemas.ts'
import type { ItemType } from '../../core/registry/reference.ts'
import { ITEM_TYPES, ORDER_STATUSES } from '../../entities/order.ts'
import type { EntityType } from '../../core/registry/identifiers.ts'
import { caseless, text } from '../validate.ts'

/** An order item of some types: its identifier's form follows the type (`oneOf` in the document). */
const item = (types: readonly ItemType[], entity: EntityType) =>
  v.looseObject(
    {
      type: v.picklist(types, `must be one of ${ITEM_TYPES.join(', ')}`),
      number: identifierItem(entity, 'The CIN or LLPIN (company, fullcompany), DIN or GSTIN; it must exist'),
      name: v.optional(
        v.nullable(
          v.pipe(
            v.string('must be a string'),
            v.maxLength(200, 'must be at most 200 characters'),
            v.description('Your label for the item (kept as given; the registry’s name when absent)'),
          ),
        ),
      ),
      price: v.optional(v.nullable(v.pipe(v.number('must be a number'), v.description('Ignored: the price list decides')))),
    },
    'must be an object',
  )
const OrderFields = {
  orderName: text(200),
  paymentOption: v.pipe(v.string('must be a string'), v.description('credits, or the online gateway (--payment-gateway, default cashfree); any case')),
  items: v.pipe(
    v.array(
      v.variant(
        'type',
        [item(['company', 'fullcompany'], 'company'), item(['director'], 'director'), item(['gst'], 'gst')],
        `must be an object whose type is one of ${ITEM_TYPES.join(', ')}`,
      ),
      'must be an array',
    ),
    v.minLength(1, 'must hold at least one item'),
    v.maxLength(MAX_ITEMS, `must hold at most ${MAX_ITEMS} items`),
  ),
}
const PaymentBody = v.object({ outcome: v.picklist(['success', 'failure'], 'must be success or failure') })
export const OrderListQuery = v.object({
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.toLowerCase()),
      v.check((s) => (ORDER_STATUSES as readonly string[]).includes(s), `must be one of ${ORDER_STATUSES.join(', ')}`),
      v.metadata({ enum: [...ORDER_STATUSES] }),
      v.description('pending | completed | failed (any case)'),
    ),
  ),
  search: qText('Part of the order name'),
})
export const ORDER_PAGING = { limit: 10, max: 100 }
const NOT_FOUND = { 404: 'No such order (or not yours)' }

/**
 * Online payments: the gateway's name and its (test) checkout page on this server, at the address
 * the server is configured with (--public-url or the listening address), never the request's Host.
 */
export const paymentsFor = (ctx: AppContext, _event: H3Event): Payments => ({
  gateway: ctx.config.paymentGateway,
  checkoutUrl: (gatewayOrderId) => `${publicOrigin(ctx)}/checkout/${encodeURIComponent(gatewayOrderId)}`,
})

export function orderRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const OrderBody = v.object({
    ...OrderFields,
    // Either payment option, in any case: `credits` or the configured gateway's name.
    paymentOption: v.pipe(OrderFields.paymentOption, v.metadata({ pattern: caseless(['credits', ctx.config.paymentGateway]), examples: ['credits', ctx.config.paymentGateway] })),
  })
  return [
    defineRoute({
      method: 'POST',
      path: '/api/orders/normal',
      auth: 'bearer',
      body: OrderBody,
      handler: ({ event, user, body }) => {
        const key = event.req.headers.get('idempotency-key')?.trim()
        if (key !== undefined && (key.length === 0 || key.length > 255)) throw validationError('Idempotency-Key', 'must be 1 to 255 characters')
        const now = clock.now()
        const row = requireUserRow(db, user.userId)
        const premium = ctx.caches.premium.get(user.userId, now, () => premiumStatus(db, user.userId, now))
        const result = createOrder(db, clock, { id: row.id, name: row.name, email: row.email, premium }, body, paymentsFor(ctx, event), key ? { key, body } : undefined)
        event.res.status = result.status
        return result.body
      },
      status: 201,
      response: ref('Order'),
      errors: { 400: 'Not enough credits (detail states cost and balance)' },
      doc: {
        summary: 'Place an order paid with credits (debited at once) or through the online gateway (pending until paid)',
        rules: { 'items[].number': 'exists, and no two items have the same type and number (422 naming the repeat)' },
        description: 'Items must exist. An Idempotency-Key header makes a retry return the first response; the same key with another body is 422.',
        tag: 'Orders',
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/orders',
      auth: 'bearer',
      query: OrderListQuery,
      paging: ORDER_PAGING,
      handler: ({ event, user, query, page }) => listOrders(db, user.userId, query, page, paymentsFor(ctx, event)),
      response: R.list('orders', ref('Order')),
      doc: { summary: 'The caller’s orders, newest first', tag: 'Orders' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/orders/:id',
      auth: 'bearer',
      handler: ({ event, user, params }) => orderDetail(db, getOwnOrder(db, user.userId, params.id), paymentsFor(ctx, event)),
      response: ref('Order'),
      errors: NOT_FOUND,
      doc: { summary: 'One order with its priced items', tag: 'Orders' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/orders/:id/export',
      auth: 'bearer',
      query: v.object({
        format: v.optional(
          v.pipe(
            v.string(),
            v.transform((s) => s.toLowerCase()),
            v.picklist(['json', 'csv'], 'must be json or csv'),
            v.description('json (default) | csv'),
          ),
          'json',
        ),
      }),
      reads: true,
      handler: async ({ event, user, params, query }) => {
        const leads = await orderLeads(db, ctx.reads, getOwnOrder(db, user.userId, params.id), ctx.config.serviceName)
        if (query.format === 'json') return leads
        event.res.headers.set('content-type', 'text/csv; charset=utf-8')
        event.res.headers.set('content-disposition', `attachment; filename="${leads.order_id}.csv"`)
        return orderLeadsCsv(leads)
      },
      response: ref('OrderLeads'),
      errors: { 400: 'The order is not paid', ...NOT_FOUND },
      doc: {
        summary: 'A paid order’s leads, as JSON (like the CRM leads) or CSV',
        tag: 'Orders',
        csv: `A header row (type, identifier, name, ${LEAD_COLUMNS.join(', ')}), then one row per item; unknown values are empty.`,
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/orders/:id/simulate-payment',
      auth: 'bearer',
      body: PaymentBody,
      handler: ({ event, user, params, body }) => orderDetail(db, settlePayment(db, clock, getOwnOrder(db, user.userId, params.id), body.outcome), paymentsFor(ctx, event)),
      response: ref('Order'),
      errors: { 400: 'Not a pending online order', ...NOT_FOUND },
      doc: { summary: 'Settle a pending online order as the gateway would: success → completed/paid, failure → failed', tag: 'Orders' },
    }),
  ]
}
