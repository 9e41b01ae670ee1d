// The console's orders: the list, one order (items, payment, the way to the checkout page), and the
// paid order's CRM leads as a table and as CSV.
import type { H3Event } from 'h3'
import type { listOrders, orderDetail } from '../../core/commerce/orders.ts'
import type { OrderLeads } from '../../core/registry/leads.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { h } from '../html.ts'
import { ORDER_ITEM_FIELDS } from '../../entities/order.ts'
import { date, headOf, inr, num } from './format.ts'
import { facts, page, table } from './layout.ts'

const STATUS: Record<string, string> = { pending: 'Awaiting payment', completed: 'Completed', failed: 'Payment failed' }
const PAYMENT: Record<string, string> = { created: 'Not paid yet', paid: 'Paid', failed: 'Failed' }

export function ordersPage(ctx: AppContext, event: H3Event, user: AuthUser, list: ReturnType<typeof listOrders>) {
  const rows = list.orders.map((o) => [
    h`<a href="/console/orders/${o._id}">${o.orderName}</a>`,
    date(o.created_at, true),
    num(o.items_count),
    o.paymentOption === 'credits' ? `${num(o.credits_used)} credits` : inr(o.total_amount),
    STATUS[o.status] ?? o.status,
  ])
  return page(
    ctx,
    event,
    user,
    'Orders',
    table(
      ['Order', 'Placed', 'Items', 'Paid with', 'Status'],
      rows,
      h`No orders yet. Select rows on the <a href="/console/search">search page</a> or in a <a href="/console/watchlists">watchlist</a> and choose “Order”.`,
      { sortable: true },
    ),
  )
}

export function orderPage(ctx: AppContext, event: H3Event, user: AuthUser, o: ReturnType<typeof orderDetail>) {
  const checkout =
    o.payment && o.status === 'pending'
      ? h`<p><a href="/checkout/${o.payment.gateway_order_id}" class="button">Pay ${inr(o.total_amount)} on the ${o.payment.gateway} checkout page</a></p>`
      : ''
  const leads =
    o.payment_status === 'paid'
      ? h`<p><a href="/console/orders/${o._id}/leads" class="button">Open the CRM leads</a> <a href="/console/orders/${o._id}/leads.csv" class="button outline" download>Download leads (CSV)</a></p>`
      : h`<p class="empty">Leads come with paid orders.</p>`
  return page(
    ctx,
    event,
    user,
    o.orderName,
    h`${facts([
      ['Status', STATUS[o.status] ?? o.status],
      ['Payment', `${PAYMENT[o.payment_status] ?? o.payment_status} (${o.paymentOption === 'credits' ? 'credits' : o.paymentOption})`],
      ['Amount', inr(o.total_amount)],
      ['Credits used', num(o.credits_used)],
      ['Placed', date(o.created_at, true)],
      ['Order id', h`<code>${o._id}</code>`],
    ])}${checkout}${leads}
<h2>Items</h2>${table(
      headOf(ORDER_ITEM_FIELDS),
      o.items.map((i) => [i.type, i.name, h`<code>${i.number}</code>`, inr(i.price)]),
    )}<p><a href="/console/orders">All orders</a></p>`,
  )
}

type Leads = OrderLeads

/** The leads as rows: type, identifier, name, then every lead field in the order first seen. */
export function leadRows(leads: Leads): { head: string[]; rows: string[][] } {
  const fields: string[] = []
  for (const l of leads.leads) for (const k of Object.keys(l.lead)) if (!fields.includes(k)) fields.push(k)
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v))
  return { head: ['type', 'identifier', 'name', ...fields], rows: leads.leads.map((l) => [l.type, l.identifier, l.name, ...fields.map((f) => cell(l.lead[f]))]) }
}

export function leadsPage(ctx: AppContext, event: H3Event, user: AuthUser, leads: Leads) {
  const { head, rows } = leadRows(leads)
  return page(
    ctx,
    event,
    user,
    `Leads of “${leads.order_name}”`,
    h`<p>${num(leads.total)} leads in the field names of a CRM’s lead object. <a href="/console/orders/${leads.order_id}/leads.csv" download>Download as CSV</a> · <a href="/console/orders/${leads.order_id}">Back to the order</a></p>${table(head, rows, 'This order has no leads.', { sortable: true })}`,
  )
}
