// Orders paid with credits or through the online gateway, and idempotent creation (CRM leads: crm.test.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { registrySamples, type Scenario, scenarios, useApp } from '../_scenario.ts'
import { creditBalance } from '../../src/core/commerce/credits.ts'
import { createUser } from '../../src/core/accounts/users.ts'

const app = useApp({ config: { serviceName: 'AcmeData' } })
const { t, u } = app
const samples = registrySamples(app)

const call = (method: string, path: string, json?: unknown, token = u.alice.token, headers: Record<string, string> = {}) =>
  t.json(path, { method, token, headers, ...(json === undefined ? {} : { json }) })
const order = (items: unknown[], extra: Record<string, unknown> = {}, token = u.alice.token, headers: Record<string, string> = {}) =>
  call('POST', '/api/orders/normal', { orderName: 'Test order', paymentOption: 'credits', items, ...extra }, token, headers)
const items = () => [
  { type: 'company', name: 'My label', number: samples.company.cin },
  { type: 'fullcompany', number: samples.company.cin.toLowerCase() },
  { type: 'director', name: ' ', number: samples.director.din },
  { type: 'gst', number: samples.gst.gstin, price: 0 },
]

describe('orders paid with credits', () => {
  it('debits the credits and prices each item at the caller’s tier; the detail lists the items (the caller’s name kept, else the registry’s)', async () => {
    const before = creditBalance(t.db, u.alice.userId)
    const res = await order(items())
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      _id: expect.stringMatching(/^ord_/),
      orderName: 'Test order',
      paymentOption: 'credits',
      total_amount: 8 + 40 + 8 + 8,
      credits_used: 1 + 5 + 1 + 1,
      status: 'completed',
      payment_status: 'paid',
      items_count: 4,
      created_at: '2026-11-20T10:00:00.000Z',
    })
    expect(res.body.payment).toBeUndefined()
    expect(creditBalance(t.db, u.alice.userId)).toBe(before - 8)
    const detail = await call('GET', `/api/orders/${res.body._id}`)
    expect(detail.body.items).toEqual([
      { type: 'company', name: 'My label', number: samples.company.cin, price: 8 },
      { type: 'fullcompany', name: samples.company.name, number: samples.company.cin, price: 40 },
      { type: 'director', name: samples.director.name, number: samples.director.din, price: 8 },
      { type: 'gst', name: samples.gst.trade_name, number: samples.gst.gstin, price: 8 },
    ])
    // A free user pays the free tier's prices.
    const carol = createUser(t.db, t.deps.clock, { name: 'Carol', email: 'carol@example.com', plan: 'free', credits: 10 })
    const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: carol.apiKey } })).body.token.access_token
    expect((await order([{ type: 'fullcompany', number: samples.company.cin }], {}, token)).body).toMatchObject({ total_amount: 50, credits_used: 5 })
  })

  it('refuses an order the balance cannot cover (400 with cost and balance), writing nothing', async () => {
    const before = creditBalance(t.db, u.bob.userId)
    const orders = () => t.db.sqlite.prepare('SELECT count(*) FROM orders WHERE user_id = ?').pluck().get(u.bob.userId)
    const listed = orders()
    const res = await order(
      [
        { type: 'fullcompany', number: samples.company.cin },
        { type: 'company', number: samples.company.cin },
      ],
      {},
      u.bob.token,
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('INSUFFICIENT_CREDITS')
    expect(res.body.detail).toContain(`6 credits`)
    expect(res.body.detail).toContain(`balance is ${before}`)
    expect(creditBalance(t.db, u.bob.userId)).toBe(before)
    expect(orders()).toBe(listed)
  })

  it('concurrent orders never take the balance below zero', async () => {
    const dave = createUser(t.db, t.deps.clock, { name: 'Dave', email: 'dave@example.com', plan: 'free', credits: 5 })
    const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: dave.apiKey } })).body.token.access_token
    const results = await Promise.all(Array.from({ length: 12 }, () => order([{ type: 'company', number: samples.company.cin }], {}, token)))
    expect(results.filter((r) => r.status === 201).length).toBe(5)
    expect(results.filter((r) => r.status === 400).length).toBe(7)
    expect(creditBalance(t.db, dave.userId)).toBe(0)
  })

  // Bad orders are 422 naming the field.
  const bad = (name: string, json: Scenario['json'], field: string): Scenario => ({
    name: `${name} → 422 naming ${field}`,
    method: 'POST',
    url: '/api/orders/normal',
    as: 'alice',
    json,
    status: 422,
    expect: { errors: [{ field }] },
  })
  const cin = () => samples.company.cin
  scenarios(app, [
    bad('no name', () => ({ paymentOption: 'credits', items: items() }), 'orderName'),
    bad('no payment option', () => ({ orderName: 'x', items: items() }), 'paymentOption'),
    bad('an unknown payment option', () => ({ orderName: 'x', paymentOption: 'paypal', items: items() }), 'paymentOption'),
    bad('no items', { orderName: 'x', paymentOption: 'credits' }, 'items'),
    bad('an empty item list', { orderName: 'x', paymentOption: 'credits', items: [] }, 'items'),
    bad('501 items', () => ({ orderName: 'x', paymentOption: 'credits', items: Array.from({ length: 501 }, () => ({ type: 'company', number: cin() })) }), 'items'),
    bad('an item that is not an object', () => ({ orderName: 'x', paymentOption: 'credits', items: [{ type: 'company', number: cin() }, 'abc'] }), 'items[1]'),
    bad('an unknown item type', () => ({ orderName: 'x', paymentOption: 'credits', items: [{ type: 'person', number: cin() }] }), 'items[0].type'),
    bad(
      'a CIN as a director',
      () => ({
        orderName: 'x',
        paymentOption: 'credits',
        items: [
          { type: 'company', number: cin() },
          { type: 'director', number: cin() },
        ],
      }),
      'items[1].number',
    ),
    bad(
      'a GSTIN with a wrong check digit',
      () => ({ orderName: 'x', paymentOption: 'credits', items: [{ type: 'gst', number: samples.gst.gstin.slice(0, 14) + (samples.gst.gstin[14] === '0' ? '1' : '0') }] }),
      'items[0].number',
    ),
    bad('a company not in the registry', { orderName: 'x', paymentOption: 'credits', items: [{ type: 'company', number: 'U99999MH2020PTC999999' }] }, 'items[0].number'),
  ])
})

describe('idempotent creation', () => {
  it('a replay returns the first response and debits once; the same key with another body is 422', async () => {
    const before = creditBalance(t.db, u.alice.userId)
    const headers = { 'idempotency-key': 'retry-1' }
    const first = await order([{ type: 'company', number: samples.company.cin }], {}, u.alice.token, headers)
    const again = await order([{ type: 'company', number: samples.company.cin }], {}, u.alice.token, headers)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(creditBalance(t.db, u.alice.userId)).toBe(before - 1)
    const other = await order([{ type: 'director', number: samples.director.din }], {}, u.alice.token, headers)
    expect(other.status).toBe(422)
    expect(other.body.errors[0].field).toBe('Idempotency-Key')
    // Keys belong to their user: another user's same key is a new order.
    expect((await order([{ type: 'company', number: samples.company.cin }], {}, u.bob.token, headers)).body._id).not.toBe(first.body._id)
    expect((await order([{ type: 'company', number: samples.company.cin }], {}, u.alice.token, { 'idempotency-key': 'k'.repeat(256) })).status).toBe(422)
  })

  it('a burst of concurrent requests with one key makes one order and one debit', async () => {
    const before = creditBalance(t.db, u.alice.userId)
    const orders = () => t.db.sqlite.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?').get(u.alice.userId) as { n: number }
    const count = orders().n
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => order([{ type: 'fullcompany', number: samples.company.cin }], {}, u.alice.token, { 'idempotency-key': 'burst-1' })),
    )
    expect(new Set(burst.map((r) => r.status))).toEqual(new Set([201]))
    expect(new Set(burst.map((r) => r.body._id)).size).toBe(1)
    expect(orders().n).toBe(count + 1)
    expect(creditBalance(t.db, u.alice.userId)).toBe(before - 5)
  })

  it('keys are kept 24 hours: after the cleanup job the same key is a new order', async () => {
    const headers = { 'idempotency-key': 'daily-1' }
    const first = await order([{ type: 'company', number: samples.company.cin }], {}, u.alice.token, headers)
    t.deps.clock.advance(30 * 3600_000)
    try {
      expect(t.deps.scheduler!.tick()).toContain('rate-limit-cleanup')
      const token = (await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey } })).body.token.access_token
      const later = await order([{ type: 'director', number: samples.director.din }], {}, token, headers)
      expect(later.status).toBe(201)
      expect(later.body._id).not.toBe(first.body._id)
    } finally {
      t.deps.clock.advance(-30 * 3600_000)
    }
  })
})

describe('online payment', () => {
  it('pending until the payment is simulated; leads only once paid; a settled order cannot be settled again', async () => {
    const res = await order(items(), { paymentOption: 'cashfree' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'pending', payment_status: 'created', credits_used: 0, total_amount: 64 })
    expect(res.body.payment).toEqual({
      gateway: 'cashfree',
      gateway_order_id: expect.stringMatching(/^cashfree_order_/),
      amount: 64,
      currency: 'INR',
      checkout_url: expect.stringMatching(/\/checkout\/cashfree_order_/),
    })
    const id = res.body._id
    expect((await call('GET', `/api/crm/orders/${id}/leads`)).body.code).toBe('ORDER_NOT_PAID')
    const paid = await call('POST', `/api/orders/${id}/simulate-payment`, { outcome: 'success' })
    expect(paid.body).toMatchObject({ _id: id, status: 'completed', payment_status: 'paid', items: expect.any(Array) })
    expect((await call('GET', `/api/crm/orders/${id}/leads`)).status).toBe(200)
    const again = await call('POST', `/api/orders/${id}/simulate-payment`, { outcome: 'failure' })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('ORDER_STATE')

    const failed = await order([{ type: 'company', number: samples.company.cin }], { paymentOption: 'cashfree' })
    expect((await call('POST', `/api/orders/${failed.body._id}/simulate-payment`, { outcome: 'failure' })).body).toMatchObject({ status: 'failed', payment_status: 'failed' })
    expect((await call('GET', `/api/crm/orders/${failed.body._id}/leads`)).status).toBe(400)
    expect((await call('POST', `/api/orders/${failed.body._id}/simulate-payment`, { outcome: 'maybe' })).status).toBe(422)

    expect((await order([{ type: 'company', number: samples.company.cin }], { paymentOption: 'CashFree' })).body).toMatchObject({ paymentOption: 'cashfree', status: 'pending' })
    const byCredits = await order([{ type: 'company', number: samples.company.cin }], { paymentOption: 'Credits' })
    expect(byCredits.body.paymentOption).toBe('credits')
    expect((await call('POST', `/api/orders/${byCredits.body._id}/simulate-payment`, { outcome: 'success' })).body.code).toBe('ORDER_STATE')
  })

  it('the checkout page takes the payment in a browser', async () => {
    const res = await order([{ type: 'gst', number: samples.gst.gstin }], { paymentOption: 'cashfree', orderName: '<b>Mine</b>' })
    const path = new URL(res.body.payment.checkout_url).pathname
    const page = await t.request(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const text = await page.text()
    expect(text).toContain('₹ 8.00')
    expect(text).toContain('&#60;b&#62;Mine&#60;/b&#62;') // escaped like every console page
    expect(text).not.toContain('<b>')
    expect(text).toContain('value="success"')
    const done = await t.request(path, { method: 'POST', body: 'outcome=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(await done.text()).toContain('Payment paid; order completed.')
    expect((await call('GET', `/api/orders/${res.body._id}`)).body.payment_status).toBe('paid')
    expect((await t.request('/checkout/cashfree_order_nothing')).status).toBe(404)
  })
})

describe('order lists', () => {
  it('newest first in pages, filtered by status and name; CRM lists the paid ones; other users get 404', async () => {
    const bob = u.bob.token
    for (const name of ['Q1 leads', 'Q2 leads', 'Other']) {
      t.deps.clock.advance(1000) // each order strictly newer than the one before
      await call('POST', '/api/orders/normal', { orderName: name, paymentOption: 'cashfree', items: [{ type: 'company', number: samples.company.cin }] }, bob)
    }
    const stored = t.db.sqlite.prepare('SELECT count(*) FROM orders WHERE user_id = ?').pluck().get(u.bob.userId) as number
    expect(stored).toBeGreaterThanOrEqual(3)
    const all = await call('GET', '/api/orders?limit=2', undefined, bob)
    expect(all.body).toMatchObject({ total: stored, page: 1, limit: 2, pages: Math.ceil(stored / 2) })
    expect(all.body.orders.map((o: { orderName: string }) => o.orderName)).toEqual(['Other', 'Q2 leads'])
    expect(all.body.orders[0]).toMatchObject({ _id: expect.any(String), items_count: 1 })
    const leads = await call('GET', '/api/orders?search=LEADS&status=pending', undefined, bob)
    expect(leads.body.orders.map((o: { orderName: string }) => o.orderName).sort()).toEqual(['Q1 leads', 'Q2 leads'])
    expect((await call('GET', '/api/orders?status=shipped', undefined, bob)).status).toBe(422)
    // The CRM lists paid orders only (the others have no leads yet).
    const paid = t.db.sqlite.prepare("SELECT count(*) FROM orders WHERE user_id = ? AND payment_status = 'paid'").pluck().get(u.bob.userId) as number
    expect(paid).toBeLessThan(stored)
    const crm = await call('GET', '/api/crm/orders?limit=100', undefined, bob)
    expect(crm.body.total).toBe(paid)
    expect(crm.body.orders.every((o: { payment_status: string }) => o.payment_status === 'paid')).toBe(true)
    const mine = all.body.orders[0]._id
    expect((await call('GET', `/api/orders/${mine}`)).status).toBe(404)
    expect((await call('GET', `/api/crm/orders/${mine}/leads`)).status).toBe(404)
    expect((await call('POST', `/api/orders/${mine}/simulate-payment`, { outcome: 'success' })).status).toBe(404)
  })

  describe('order and CRM endpoints refuse browser sessions (developer API: Bearer only)', () => {
    let cookie: string
    beforeAll(async () => {
      const session = await t.json('/api/auth/session', { method: 'POST', json: { email: 'alice@example.com', password: 'alice-password' } })
      cookie = session.headers.get('set-cookie')!.split(';')[0]
    })
    const headers = () => ({ cookie, 'content-type': 'application/json' })
    scenarios(app, [
      { name: 'GET /api/orders with a session cookie → 401', url: '/api/orders', headers, status: 401, expect: { code: 'UNAUTHORIZED' } },
      { name: 'GET /api/crm/orders with a session cookie → 401', url: '/api/crm/orders', headers, status: 401, expect: { code: 'UNAUTHORIZED' } },
      {
        name: 'POST /api/orders/normal with a session cookie → 401',
        method: 'POST',
        url: '/api/orders/normal',
        headers,
        body: JSON.stringify({ orderName: 'x', paymentOption: 'credits', items: [] }),
        status: 401,
        expect: { code: 'UNAUTHORIZED' },
      },
    ])
  })
})
