// The gateway's hosted test checkout page: no API authentication (the payer is not the API user).
import type { H3Event } from 'h3'
import * as v from 'valibot'
import { orderByGatewayId, settlePayment } from '../../core/commerce/orders.ts'
import type { Order } from '../../db/types.ts'
import { AppError } from '../../errors.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { CONSOLE_STYLES, h, htmlPage } from '../html.ts'
import { defineRoute, type Route } from '../route.ts'

const PayForm = v.object({ outcome: v.picklist(['success', 'failure'], 'must be success or failure') })
const NOT_FOUND = { 404: 'No such payment' }

export function checkoutRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const find = (gid: string) => {
    const order = orderByGatewayId(db, gid)
    if (!order) throw new AppError('NOT_FOUND', `No payment ${gid}`)
    return order
  }
  return [
    defineRoute({
      method: 'GET',
      path: '/checkout/:gid',
      auth: 'none',
      handler: ({ event, params }) => checkoutPage(event, find(params.gid)),
      response: {},
      errors: NOT_FOUND,
      doc: { summary: 'The gateway’s test checkout page for an online order', tag: 'Orders', html: true },
    }),
    defineRoute({
      method: 'POST',
      path: '/checkout/:gid',
      auth: 'none',
      form: true,
      body: PayForm,
      handler: ({ event, params, body }) => checkoutPage(event, settlePayment(db, clock, find(params.gid), body.outcome)),
      response: {},
      errors: { 400: 'The order is no longer pending', ...NOT_FOUND },
      doc: { summary: 'Pay or decline on the checkout page (form field outcome=success|failure)', tag: 'Orders', html: true },
    }),
  ]
}

/** A plain page: the amount and two buttons, as a gateway's test checkout offers; then the way back to the order. */
function checkoutPage(event: H3Event, order: Order) {
  const amount = `₹ ${order.total_amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const actions =
    order.status === 'pending'
      ? h`<form method="post">${csrfField(event)}<button name="outcome" value="success">Pay ${amount}</button> <button name="outcome" value="failure">Decline</button></form><p><a href="/console/orders/${order.id}">Back to the order without paying</a></p>`
      : h`<p role="status">Payment ${order.payment_status}; order ${order.status}.</p><p><a href="/console/orders/${order.id}" class="button">Return to the order</a></p>`
  return htmlPage(
    event,
    `${order.payment_option} checkout`,
    h`<main class="container"><article class="narrow"><h1>${order.payment_option} test checkout</h1><p>Order “${order.order_name}”, payment <code>${order.gateway_order_id}</code>: <strong>${amount}</strong> INR.</p>${actions}</article></main>`,
    200,
    { head: CONSOLE_STYLES },
  )
}
