// Orders (contract §8): items priced from the registry, paid with credits (debited in the same
// transaction, never below zero) or through the online gateway (pending until its payment is
// simulated). An Idempotency-Key makes creation safe to retry.
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { Order, OrderItem } from '../../db/types.ts'
import { AppError, validationError } from '../../errors.ts'
import { creditBalance } from './credits.ts'
import { resolveEntities } from '../registry/entities.ts'
import { newId, randomBase62 } from '../ids.ts'
import { CREDIT_COST, PRICE_INR, type ItemType } from '../registry/reference.ts'
import { containsPattern, countAndPage, pageCount, type Page } from '../../db/query.ts'
import { ITEM_TYPES, ORDER_FIELDS, ORDER_ITEM_FIELDS } from '../../entities/order.ts'
import { MAX_JSON_DEPTH } from '../json-depth.ts'
import { recordOf } from '../records.ts'

export const MAX_ITEMS = 500

export interface OrderInput {
  orderName: string
  paymentOption: string
  items: readonly { type?: unknown; name?: unknown; number?: unknown }[]
}

export interface Payments {
  /** The online gateway's name: the paymentOption value that selects it (--payment-gateway). */
  gateway: string
  /** Where a payer completes an online payment (the emulator's checkout page). */
  checkoutUrl: (gatewayOrderId: string) => string
}

export interface Stored {
  status: number
  body: unknown
}

const orderRecord = recordOf(ORDER_FIELDS)
const toItem = recordOf(ORDER_ITEM_FIELDS)

/**
 * Order fields as the service names them (src/entities/order.ts), then the computed ones: the
 * number of items, `payment` for online orders (and `items` in detail, orderDetail).
 */
export function toOrder(o: Order, itemsCount: number, payments: Payments) {
  return {
    ...orderRecord(o),
    items_count: itemsCount,
    ...(o.gateway_order_id
      ? {
          payment: {
            gateway: o.payment_option,
            gateway_order_id: o.gateway_order_id,
            amount: o.total_amount,
            currency: 'INR',
            checkout_url: payments.checkoutUrl(o.gateway_order_id),
          },
        }
      : {}),
  }
}

function orderItems(db: Db, orderId: string): OrderItem[] {
  return db.all(db.kysely.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position'))
}

/** The caller's own order, or 404 (other users' orders do not exist for them). */
export function getOwnOrder(db: Db, userId: string, id: string): Order {
  const row = db.first(db.kysely.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId))
  if (!row) throw new AppError('NOT_FOUND', `No order ${id}`)
  return row
}

export function orderDetail(db: Db, o: Order, payments: Payments) {
  const items = orderItems(db, o.id)
  return { ...toOrder(o, items.length, payments), items: items.map(toItem) }
}

export function listOrders(db: Db, userId: string, filter: { status?: string; search?: string; paidOnly?: boolean }, page: Page, payments: Payments) {
  let base = db.kysely.selectFrom('orders').where('user_id', '=', userId)
  if (filter.paidOnly) base = base.where('payment_status', '=', 'paid')
  if (filter.status) base = base.where(sql<boolean>`status = ${filter.status} COLLATE NOCASE`)
  if (filter.search) base = base.where(sql<boolean>`order_name LIKE ${containsPattern(filter.search)} ESCAPE '\\'`)
  const { rows, total } = countAndPage(db, base, page, (q) =>
    q.selectAll().select(sql<number>`(SELECT count(*) FROM order_items i WHERE i.order_id = orders.id)`.as('items_count')).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  )
  return { orders: rows.map((r) => toOrder(r, r.items_count, payments)), total, page: page.page, limit: page.limit, pages: pageCount(total, page.limit) }
}

/** Validates and prices the items: type, then a well-formed identifier of it that exists. */
function pricedItems(db: Db, items: OrderInput['items'], premium: boolean) {
  if (items.length === 0) throw validationError('items', 'must hold at least one item')
  if (items.length > MAX_ITEMS) throw validationError('items', `must hold at most ${MAX_ITEMS} items`)
  const types = items.map((item, i) => {
    const type = item.type
    if (typeof type !== 'string' || !(ITEM_TYPES as readonly string[]).includes(type)) throw validationError(`items[${i}].type`, `must be one of ${ITEM_TYPES.join(', ')}`)
    return type as ItemType
  })
  const entities = resolveEntities(
    db,
    items.map((item, i) => ({ type: types[i] === 'fullcompany' ? 'company' : types[i], raw: item.number, field: `items[${i}].number` }) as const),
  )
  // The same item twice would be charged twice: refused, naming the repeat.
  const seen = new Map<string, number>()
  entities.forEach((e, i) => {
    const key = `${types[i]} ${e.identifier}`
    const first = seen.get(key)
    if (first !== undefined) throw validationError(`items[${i}].number`, `repeats items[${first}] (${types[i]} ${e.identifier})`)
    seen.set(key, i)
  })
  const prices = PRICE_INR[premium ? 'premium' : 'free']
  return entities.map((e, i) => ({ type: types[i], name: callerName(items[i].name, i) ?? e.name, number: e.identifier, price: prices[types[i]], credits: CREDIT_COST[types[i]] }))
}

/** The caller's own label for an item, kept as given (trimmed); absent or empty → the registry's name. */
function callerName(name: unknown, i: number): string | undefined {
  if (name === undefined || name === null) return undefined
  if (typeof name !== 'string' || name.trim().length > 200) throw validationError(`items[${i}].name`, 'must be a string of at most 200 characters')
  return name.trim() || undefined
}

/**
 * Creates an order in one durable transaction: the idempotency record, the balance check and
 * debit (credits), the order and its items. A replayed key returns the first response.
 */
export function createOrder(
  db: Db,
  clock: Clock,
  user: { id: string; name: string; email: string; premium: boolean },
  input: OrderInput,
  payments: Payments,
  idempotency?: { key: string; body: unknown },
): Stored {
  // Either spelling of case is taken; the order records the canonical name.
  const option = input.paymentOption.toLowerCase()
  const online = option === payments.gateway.toLowerCase()
  if (option !== 'credits' && !online) throw validationError('paymentOption', `must be credits or ${payments.gateway}`)
  const paymentOption = online ? payments.gateway : 'credits'
  const requestHash = createHash('sha256')
    .update(canonicalJson(idempotency?.body ?? null))
    .digest('hex')
  return db.durableTransaction(() => {
    const replay = idempotency && priorResponse(db, user.id, idempotency.key, requestHash)
    if (replay) return replay
    const items = pricedItems(db, input.items, user.premium)
    const now = isoAt(clock.now())
    const total = Math.round(items.reduce((sum, i) => sum + i.price, 0) * 100) / 100
    const cost = items.reduce((sum, i) => sum + i.credits, 0)
    const id = newId('ord')
    if (!online) {
      const balance = creditBalance(db, user.id)
      if (balance < cost) throw new AppError('INSUFFICIENT_CREDITS', `This order costs ${cost} credits; your balance is ${balance}.`, { extra: { cost, balance } })
    }
    const order: Order = {
      id,
      user_id: user.id,
      order_name: input.orderName,
      payment_option: paymentOption,
      total_amount: total,
      credits_used: online ? 0 : cost,
      status: online ? 'pending' : 'completed',
      payment_status: online ? 'created' : 'paid',
      gateway_order_id: online ? `${payments.gateway}_order_${randomBase62(14)}` : null,
      customer_name: user.name,
      customer_email: user.email,
      created_at: now,
      updated_at: now,
    }
    db.run(db.kysely.insertInto('orders').values(order))
    insertItems(db, id, items)
    if (!online) db.run(db.kysely.insertInto('credit_ledger').values({ user_id: user.id, delta: -cost, reason: 'order', order_id: id, created_at: now }))
    const stored = { status: 201, body: toOrder(order, items.length, payments) }
    if (idempotency) {
      const record = { user_id: user.id, key: idempotency.key, request_hash: requestHash, status: stored.status, response: JSON.stringify(stored.body), created_at: now }
      db.run(db.kysely.insertInto('idempotency_keys').values(record))
    }
    return stored
  })
}

/** The first response to this key, or undefined; the key with another body → 422. */
function priorResponse(db: Db, userId: string, key: string, requestHash: string): Stored | undefined {
  const prior = db.first(db.kysely.selectFrom('idempotency_keys').select(['request_hash', 'status', 'response']).where('user_id', '=', userId).where('key', '=', key))
  if (!prior) return undefined
  if (prior.request_hash !== requestHash) throw validationError('Idempotency-Key', 'was already used with a different request body')
  return { status: prior.status, body: JSON.parse(prior.response) }
}

/** An order's items in their order; a few hundred rows per statement (SQLite binds at most 32,766 parameters). */
function insertItems(db: Db, orderId: string, items: readonly { type: ItemType; name: string; number: string; price: number }[]): void {
  const rows = items.map((item, position) => ({ order_id: orderId, position, type: item.type, name: item.name, number: item.number, price: item.price }))
  for (let i = 0; i < rows.length; i += 500) db.run(db.kysely.insertInto('order_items').values(rows.slice(i, i + 500)))
}

/** The gateway's verdict on a pending online order: success → completed/paid, failure → failed/failed. */
export function settlePayment(db: Db, clock: Clock, order: Order, outcome: 'success' | 'failure'): Order {
  if (!order.gateway_order_id) throw new AppError('ORDER_STATE', `Order ${order.id} is paid with credits; only online orders take a payment.`)
  return db.durableTransaction(() => {
    const current = db.first(db.kysely.selectFrom('orders').selectAll().where('id', '=', order.id))!
    if (current.status !== 'pending') throw new AppError('ORDER_STATE', `Order ${order.id} is already ${current.status} (payment ${current.payment_status}).`)
    const [status, payment] = outcome === 'success' ? (['completed', 'paid'] as const) : (['failed', 'failed'] as const)
    db.run(
      db.kysely
        .updateTable('orders')
        .set({ status, payment_status: payment, updated_at: isoAt(clock.now()) })
        .where('id', '=', order.id),
    )
    return db.first(db.kysely.selectFrom('orders').selectAll().where('id', '=', order.id))!
  })
}

export function orderByGatewayId(db: Db, gatewayOrderId: string): Order | undefined {
  return db.first(db.kysely.selectFrom('orders').selectAll().where('gateway_order_id', '=', gatewayOrderId))
}

/** JSON with sorted keys: the same body in another key order is the same request. Depth-bounded. */
function canonicalJson(value: unknown, depth = 0): string {
  if (value !== null && typeof value === 'object' && depth >= MAX_JSON_DEPTH) throw new AppError('JSON_TOO_DEEP')
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
