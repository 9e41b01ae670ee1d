// Console orders: the list, one order, its leads (table and CSV download).
import { getOwnOrder, listOrders, orderDetail } from '../../core/commerce/orders.ts'
import { orderLeads, orderLeadsCsv } from '../../core/registry/leads.ts'
import { leadsPage, orderPage, ordersPage } from '../console/orders.ts'
import type { AppContext } from '../context.ts'
import { defineRoute, type Route } from '../route.ts'
import { paymentsFor } from './orders.ts'

const doc = (summary: string) => ({ summary, tag: 'Console', html: true })
const NOT_FOUND = { 404: 'No such order (or not yours)' }

export function consoleOrderRoutes(ctx: AppContext): Route[] {
  const { db, config } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/console/orders',
      auth: 'browser',
      handler: ({ event, user }) => ordersPage(ctx, event, user, listOrders(db, user.userId, {}, { page: 1, limit: 100, offset: 0 }, paymentsFor(ctx, event))),
      response: {},
      doc: doc('Console: the caller’s orders'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/orders/:id',
      auth: 'browser',
      handler: ({ event, user, params }) => orderPage(ctx, event, user, orderDetail(db, getOwnOrder(db, user.userId, params.id), paymentsFor(ctx, event))),
      response: {},
      errors: NOT_FOUND,
      doc: doc('Console: one order, its items and payment'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/orders/:id/leads',
      auth: 'browser',
      reads: true,
      handler: async ({ event, user, params }) => leadsPage(ctx, event, user, await orderLeads(db, ctx.reads, getOwnOrder(db, user.userId, params.id), config.serviceName)),
      response: {},
      errors: { 400: 'The order is not paid', ...NOT_FOUND },
      doc: doc('Console: a paid order’s CRM leads'),
    }),
    defineRoute({
      method: 'GET',
      path: '/console/orders/:id/leads.csv',
      auth: 'browser',
      reads: true,
      handler: async ({ event, user, params }) => {
        const leads = await orderLeads(db, ctx.reads, getOwnOrder(db, user.userId, params.id), config.serviceName)
        const headers = new Headers(event.res.headers)
        headers.set('content-type', 'text/csv; charset=utf-8')
        headers.set('content-disposition', `attachment; filename="leads-${leads.order_id}.csv"`)
        return new Response(orderLeadsCsv(leads), { status: 200, headers })
      },
      response: {},
      errors: { 400: 'The order is not paid', ...NOT_FOUND },
      doc: { ...doc('Console: a paid order’s CRM leads as CSV (type, identifier, name, then the lead fields)'), media: ['text/csv'] },
    }),
  ]
}
