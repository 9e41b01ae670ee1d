import { getQuery, getRouterParam, type H3Event } from 'h3'
import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { lowerParams } from '../../core/registry/filters.ts'
import { IDENTIFIER_HINT, normalizeIdentifier } from '../../core/registry/entities.ts'
import { isIdentifierOf } from '../../core/registry/identifiers.ts'
import { buildLead, LEAD_FEATURE, LEAD_TYPES, orderLeads } from '../../core/registry/leads.ts'
import { createOrder, getOwnOrder, listOrders, orderByGatewayId, orderDetail, ORDER_STATUSES, settlePayment, type Payments } from '../../core/commerce/orders.ts'
import { premiumStatus } from '../../core/accounts/subscriptions.ts'
import type { Order } from '../../db/types.ts'
import { requireUserRow } from '../../core/accounts/users.ts'
import { AppError, validationError } from '../../errors.ts'
import { requireFeature, requireUser } from '../auth.ts'
import { readJsonObject, readText } from '../body.ts'
import { h, htmlPage } from '../html.ts'
import { arr, bool, int, obj, R, ref, str } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { paging, parseWith, text } from '../validate.ts'

const OrderBody = v.object({
  orderName: text(200),
  paymentOption: text(100),
  items: v.array(
    v.looseObject(
      {
        type: v.optional(v.pipe(v.unknown(), v.description('company | director | gst | fullcompany'))),
        number: v.optional(v.pipe(v.unknown(), v.description('The CIN (fullcompany, company), DIN or GSTIN; it must exist'))),
      },
      'must be an object',
    ),
    'must be an array',
  ),
})
const PaymentBody = v.object({ outcome: v.picklist(['success', 'failure'], 'must be success or failure') })
const LeadBody = v.object({
  entity_type: v.picklist(LEAD_TYPES, `must be one of ${LEAD_TYPES.join(', ')}`),
  identifier: v.pipe(v.string('must be a string'), v.maxLength(100)),
})

const ORDER_PAGING = { limit: 10, max: 100 }

const listDoc = (summary: string, tag: string, auth: RouteDoc['auth']): RouteDoc => ({
  summary,
  tag,
  auth,
  query: { status: 'pending | completed | failed', search: 'Part of the order name', page: 'Page (default 1)', limit: 'Page size (default 10, max 100)' },
  response: R.list('orders', ref('Order')),
})

export function orderRoutes(ctx: AppContext): Route[] {
  const { db, clock, config } = ctx
  const id = (event: H3Event, name = 'id') => getRouterParam(event, name, { decode: true })!
  const payments = (event: H3Event): Payments => ({
    gateway: config.paymentGateway,
    checkoutUrl: (gatewayOrderId) => `${event.url.origin}/checkout/${encodeURIComponent(gatewayOrderId)}`,
  })
  const list = async (event: H3Event, options: { allowCookie: boolean }) => {
    const auth = await requireUser(event, ctx, options)
    const params = lowerParams(getQuery(event))
    const page = paging({ page: params.get('page'), limit: params.get('limit') }, ORDER_PAGING)
    const status = params.get('status')
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status.toLowerCase())) throw validationError('status', `must be one of ${ORDER_STATUSES.join(', ')}`)
    return listOrders(db, auth.userId, { status, search: params.get('search') }, page, payments(event))
  }

  return [
    {
      method: 'POST',
      path: '/api/orders/normal',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const raw = await readJsonObject(event)
        const body = parseWith(OrderBody, raw)
        const key = event.req.headers.get('idempotency-key')?.trim()
        if (key !== undefined && (key.length === 0 || key.length > 255)) throw validationError('Idempotency-Key', 'must be 1 to 255 characters')
        const now = clock.now()
        const user = requireUserRow(db, auth.userId)
        const premium = ctx.caches.premium.get(auth.userId, now, () => premiumStatus(db, auth.userId, now))
        const result = createOrder(db, clock, { id: user.id, name: user.name, email: user.email, premium }, body, payments(event), key ? { key, body: raw } : undefined)
        event.res.status = result.status
        return result.body
      },
      doc: {
        summary: 'Place an order paid with credits (debited at once) or through the online gateway (pending until paid)',
        description: 'Items must exist. An Idempotency-Key header makes a retry return the first response; the same key with another body is 422.',
        tag: 'Orders',
        body: OrderBody,
        status: 201,
        response: ref('Order'),
      },
    },
    { method: 'GET', path: '/api/orders', handler: (event) => list(event, { allowCookie: true }), doc: listDoc('The caller’s orders, newest first', 'Orders', 'bearer') },
    {
      method: 'GET',
      path: '/api/orders/:id',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        return orderDetail(db, getOwnOrder(db, auth.userId, id(event)), payments(event))
      },
      doc: { summary: 'One order with its priced items', tag: 'Orders', response: ref('Order') },
    },
    {
      method: 'POST',
      path: '/api/orders/:id/simulate-payment',
      handler: async (event) => {
        const auth = await requireUser(event, ctx)
        const body = parseWith(PaymentBody, await readJsonObject(event))
        const order = settlePayment(db, clock, getOwnOrder(db, auth.userId, id(event)), body.outcome)
        return orderDetail(db, order, payments(event))
      },
      doc: { summary: 'Settle a pending online order as the gateway would: success → completed/paid, failure → failed', tag: 'Orders', body: PaymentBody, response: ref('Order') },
    },

    // ── CRM: developer API authentication only (no browser sessions) ──
    { method: 'GET', path: '/api/crm/orders', handler: (event) => list(event, { allowCookie: false }), doc: listDoc('The caller’s orders, for a CRM integration', 'CRM', 'bearer-only') },
    {
      method: 'GET',
      path: '/api/crm/orders/:id/leads',
      handler: async (event) => {
        const auth = await requireUser(event, ctx, { allowCookie: false })
        return orderLeads(db, getOwnOrder(db, auth.userId, id(event)), config.serviceName)
      },
      doc: {
        summary: 'The leads of a paid order (fullcompany items with full_data)',
        tag: 'CRM',
        auth: 'bearer-only',
        response: obj({
          order_id: str,
          order_name: str,
          payment_status: str,
          status: str,
          leads: arr(obj({ type: str, identifier: str, name: str, lead: ref('Lead'), full_data: ref('FullData') }, ['full_data'])),
          total: int,
        }),
      },
    },
    {
      method: 'POST',
      path: '/api/crm/newlead',
      handler: async (event) => {
        const auth = await requireUser(event, ctx, { allowCookie: false })
        const body = parseWith(LeadBody, await readJsonObject(event))
        const base = body.entity_type === 'fullcompany' ? 'company' : body.entity_type
        const identifier = normalizeIdentifier(body.identifier)
        if (!isIdentifierOf(base, identifier)) throw validationError('identifier', `must be ${IDENTIFIER_HINT[base]}`)
        requireFeature(ctx, auth, LEAD_FEATURE[body.entity_type])
        const built = buildLead(db, body.entity_type, identifier, config.serviceName, true)
        if (!built) throw new AppError('NOT_FOUND', `No ${base === 'gst' ? 'GST registration' : base} ${identifier}`)
        return { success: true, entity_type: body.entity_type, identifier, lead: built.lead, full_data: built.full_data }
      },
      doc: {
        summary: 'A lead for one company, director or GST registration, with full data',
        description: 'Needs Recent_COMP (company, fullcompany), Recent_DIR (director) or Recent_GST (gst).',
        tag: 'CRM',
        auth: 'bearer-only',
        body: LeadBody,
        response: obj({ success: bool, entity_type: str, identifier: str, lead: ref('Lead'), full_data: ref('FullData') }),
      },
    },

    // ── the gateway's hosted checkout page (no API authentication: the payer is not the API user) ──
    {
      method: 'GET',
      path: '/checkout/:gid',
      handler: (event) => checkoutPage(event, findCheckout(id(event, 'gid'))),
      doc: { summary: 'The gateway’s test checkout page for an online order', tag: 'Orders', auth: 'none', html: true, response: {} },
    },
    {
      method: 'POST',
      path: '/checkout/:gid',
      handler: async (event) => {
        const order = findCheckout(id(event, 'gid'))
        const form = new URLSearchParams(await readText(event))
        const outcome = form.get('outcome')
        if (outcome !== 'success' && outcome !== 'failure') throw validationError('outcome', 'must be success or failure')
        return checkoutPage(event, settlePayment(db, clock, order, outcome))
      },
      doc: { summary: 'Pay or decline on the checkout page (form field outcome=success|failure)', tag: 'Orders', auth: 'none', html: true, response: {} },
    },
  ]

  function findCheckout(gid: string) {
    const order = orderByGatewayId(db, gid)
    if (!order) throw new AppError('NOT_FOUND', `No payment ${gid}`)
    return order
  }
}

/** A plain page: the amount and two buttons, as a gateway's test checkout offers. */
function checkoutPage(event: H3Event, order: Order) {
  const amount = `₹${order.total_amount.toFixed(2)}`
  const actions =
    order.status === 'pending'
      ? h`<form method="post"><button name="outcome" value="success">Pay ${amount}</button> <button name="outcome" value="failure">Decline</button></form>`
      : h`<p>Payment ${order.payment_status}; order ${order.status}.</p>`
  return htmlPage(
    event,
    `${order.payment_option} checkout`,
    h`<h1>${order.payment_option} test checkout</h1><p>Order “${order.order_name}”, payment ${order.gateway_order_id}: ${amount} INR.</p>${actions}`,
  )
}
