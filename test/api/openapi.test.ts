// The OpenAPI document: complete against the contract's endpoints, every $ref resolvable, and the
// live responses of the API valid against the schemas it documents.
import { spawnSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp } from '../_setup.ts'
import { useApp } from '../_scenario.ts'
import { bodyOf } from '../_openapi.ts'

type Schema = Record<string, any>
const { t, u } = useApp({ testMode: true })
let doc: Schema
/** The console's, static files' and test mode's document (/openapi-console.json). */
let consoleDoc: Schema
beforeAll(async () => {
  doc = (await t.json('/openapi.json')).body
  consoleDoc = (await t.json('/openapi-console.json')).body
}, 60_000)
const operations = (d: Schema) => Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m} ${path}`))

/** A JSON Schema check for the subset the document uses; undocumented keys are errors too. */
function validate(schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.$ref) return validate(resolve(schema.$ref), value, at)
  if (schema.allOf) {
    const parts = schema.allOf.map((s: Schema) => (s.$ref ? resolve(s.$ref) : s))
    const merged = { type: 'object', properties: Object.assign({}, ...parts.map((p: Schema) => p.properties)), required: parts.flatMap((p: Schema) => p.required ?? []) }
    return validate(merged, value, at)
  }
  if (schema.anyOf) return schema.anyOf.some((s: Schema) => validate(s, value, at).length === 0) ? [] : [`${at}: matches none of anyOf (${JSON.stringify(value)?.slice(0, 60)})`]
  if ('const' in schema && value !== schema.const) return [`${at}: expected ${schema.const}`]
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in ${schema.enum.join('|')}`]
  const types: string[] = schema.type ? [schema.type].flat() : []
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value
  if (types.length && !types.some((ty) => ty === actual || (ty === 'number' && actual === 'integer'))) return [`${at}: ${actual} is not ${types.join('|')}`]
  const errors: string[] = []
  if (actual === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) => {
      errors.push(...validate(schema.items, v, `${at}[${i}]`))
    })
  if (actual === 'object') {
    const obj = value as Record<string, unknown>
    for (const key of schema.required ?? []) if (!(key in obj)) errors.push(`${at}: missing ${key}`)
    for (const [key, v] of Object.entries(obj)) {
      if (schema.properties?.[key]) errors.push(...validate(schema.properties[key], v, `${at}.${key}`))
      else if (schema.additionalProperties) errors.push(...validate(schema.additionalProperties, v, `${at}.${key}`))
      else if (schema.properties) errors.push(`${at}: undocumented ${key}`)
    }
  }
  return errors
}
const resolve = (ref: string): Schema =>
  ref
    .replace('#/', '')
    .split('/')
    .reduce((o: Schema, k) => o?.[k], doc)

/** The success schema documented for an operation. */
function responseSchema(method: string, path: string, status = 200): Schema {
  const op = (doc.paths[path] ?? consoleDoc.paths[path])?.[method.toLowerCase()]
  expect(op, `${method} ${path} documented`).toBeDefined()
  return op.responses[String(status)].content['application/json'].schema
}

async function check(method: string, docPath: string, url: string, init: { json?: unknown; token?: string } = {}, status = 200) {
  const res = await t.json(url, { method, token: u.alice.token, ...init })
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status)
  expect(validate(responseSchema(method, docPath, status), res.body), `${method} ${url}`).toEqual([])
  return res.body
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 without authentication, and lists every endpoint of the contract', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const expected = [
      'post /api/auth/login',
      'post /api/auth/refresh-token',
      'post /api/auth/logout',
      'post /api/auth/register',
      'get /api/users/me',
      'delete /api/users/me/account',
      'get /api/subscriptions/status',
      'get /api/offers/my-active',
      'post /api/screener/search',
      'get /api/screener/screeners',
      'post /api/screener/screeners',
      'get /api/screener/screeners/{id}',
      'put /api/screener/screeners/{id}',
      'delete /api/screener/screeners/{id}',
      'post /api/screener/screeners/{id}/run',
      'get /api/company/details',
      'get /api/gst/details',
      'get /api/company/director-details',
      'get /api/company/company-filter',
      'get /api/company/director-filter',
      'get /api/gst/gst-filter',
      'post /api/recently-registered/companies',
      'post /api/recently-registered/gst',
      'post /api/recently-registered/directors',
      'get /api/reference/hsn',
      'get /api/reference/nic',
      'get /api/reference/sac',
      'get /api/reference/payment/prices',
      'post /api/orders/normal',
      'get /api/orders',
      'get /api/orders/{id}',
      'post /api/orders/{id}/simulate-payment',
      'get /api/crm/orders',
      'get /api/crm/orders/{id}/leads',
      'post /api/crm/newlead',
      'post /api/watchlist',
      'get /api/watchlist',
      'get /api/watchlist/{id}',
      'patch /api/watchlist/{id}',
      'delete /api/watchlist/{id}',
      'get /api/watchlist/{id}/entities',
      'post /api/watchlist/{id}/items',
      'delete /api/watchlist/{id}/items/{identifier}',
      'post /admin/users/{id}/suspend',
      'post /admin/users/{id}/unsuspend',
      'get /admin/security/blocked-ips',
      'post /admin/security/block-ip',
      'post /admin/security/unblock-ip',
      'get /healthz',
      'get /openapi.json',
      'get /docs',
      'get /__admin/clock',
      'post /__admin/clock',
      'post /__admin/reset',
      'post /__admin/snapshots',
      'get /__admin/snapshots',
      'post /__admin/snapshots/{name}/restore',
      'get /__admin/requests',
      'post /__admin/faults',
      'get /__admin/faults',
      'delete /__admin/faults',
      'delete /__admin/faults/{id}',
    ]
    const documented = [...operations(doc), ...operations(consoleDoc)]
    for (const op of expected) expect(documented, op).toContain(op)
    // Nothing documented that the server does not route (a request never meets "no endpoint"/405);
    // probed on a separate app, since these requests include /__admin/reset.
    const probe = makeTestApp({ testMode: true })
    for (const op of documented) {
      const [method, path] = op.split(' ')
      const res = await probe.request(path.replace(/\{\w+\}/g, 'x'), { method: method.toUpperCase() })
      const body = res.headers.get('content-type')?.includes('json') ? await res.json() : {}
      expect([body.code, res.status], op).not.toContain('ROUTE_NOT_FOUND')
      expect(res.status, op).not.toBe(405)
    }
  })

  it('the API document holds the API alone (/api/, /admin/, /healthz); the console, files and /__admin/ are documented apart', () => {
    const api = operations(doc)
    expect(
      api.every((op) => /^\w+ \/(api|admin)\//.test(op) || op === 'get /healthz'),
      api.join(', '),
    ).toBe(true)
    const apart = operations(consoleDoc)
    expect(apart).toEqual(
      expect.arrayContaining(['get /console', 'get /assets/{name}', 'get /favicon.ico', 'post /__admin/reset', 'get /openapi.json', 'get /openapi-console.json']),
    )
    expect(apart.some((op) => / \/(api|admin)\//.test(op))).toBe(false)
    expect(consoleDoc.paths['/console/orders/{id}/leads.csv'].get.responses['200'].content).toHaveProperty(['text/csv'])
    expect(consoleDoc.paths['/assets/{name}'].get.responses['200'].description).not.toMatch(/HTML/)
  })

  it('request bodies and the objects in them are named components (generators made up PostApiOrdersNormalBodyItemsItemType0Type)', () => {
    expect(doc.paths['/api/orders/normal'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PostOrdersNormalBody' })
    const names = Object.keys(doc.components.schemas)
    expect(names).toEqual(expect.arrayContaining(['PostOrdersNormalBodyItemCompany', 'PostOrdersNormalBodyItemDirector', 'PostOrdersNormalBodyItemGst']))
    expect(names).toEqual(expect.arrayContaining(['PostWatchlistBodyWithType', 'PostWatchlistBodyWithWatchlistType', 'PostScreenerSearchBodyCompany', 'PostScreenerSearchBodyGst']))
    expect(names.filter((n) => /\d$|Type\d/.test(n))).toEqual([])
  })

  it('every $ref resolves; request bodies come from the validation schemas', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    for (const r of new Set(refs)) expect(resolve(JSON.parse(`{${r}}`).$ref), r).toBeDefined()
    const order = bodyOf(doc, '/api/orders/normal', 'post')
    expect(order.required).toEqual(['orderName', 'paymentOption', 'items'])
    expect(order.properties.orderName).toMatchObject({ type: 'string', maxLength: 200 })
    const admin = doc.paths['/admin/security/block-ip'].post
    expect(admin.responses['201']).toBeDefined()
    expect(doc.paths['/api/crm/newlead'].post.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/healthz'].get.security).toEqual([])
    expect(doc.paths['/api/recently-registered/gst'].post['x-feature']).toBe('Recent_GST')
  })

  it('live responses match their documented schemas', async () => {
    const cin = (t.db.sqlite.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
    const gstin = (t.db.sqlite.prepare('SELECT gstin FROM gst_registrations WHERE cin IS NOT NULL LIMIT 1').get() as { gstin: string }).gstin
    const din = (t.db.sqlite.prepare('SELECT din FROM directors LIMIT 1').get() as { din: string }).din
    await check('GET', '/healthz', '/healthz')
    await check('POST', '/api/auth/login', '/api/auth/login', { json: { api_key: u.alice.apiKey } })
    await check('POST', '/api/auth/refresh-token', '/api/auth/refresh-token', { json: { refresh_token: u.alice.refresh } })
    await check('GET', '/api/users/me', '/api/users/me')
    await check('GET', '/api/subscriptions/status', '/api/subscriptions/status')
    await check('GET', '/api/offers/my-active', '/api/offers/my-active')
    await check('GET', '/api/company/details', `/api/company/details?cin=${cin}`)
    await check('GET', '/api/gst/details', `/api/gst/details?gstin=${gstin}`)
    await check('GET', '/api/company/director-details', `/api/company/director-details?din=${din}`)
    await check('GET', '/api/company/company-filter', '/api/company/company-filter?state=Kerala')
    await check('GET', '/api/company/director-filter', `/api/company/director-filter?CIN=${cin}`)
    await check('GET', '/api/gst/gst-filter', '/api/gst/gst-filter?State=Kerala')
    await check('POST', '/api/screener/search', '/api/screener/search', { json: { type: 'company', query: "State == 'Kerala'" } })
    await check('POST', '/api/screener/search', '/api/screener/search', { json: { type: 'gst', query: "state == 'Kerala'" } })
    await check('GET', '/api/screener/screeners', '/api/screener/screeners')
    const screener = await check('POST', '/api/screener/screeners', '/api/screener/screeners', { json: { name: 's', type: 'company', query: "City == 'Pune'" } }, 201)
    await check('POST', '/api/screener/screeners/{id}/run', `/api/screener/screeners/${screener.data.id}/run`, { json: {} })
    for (const kind of ['companies', 'gst', 'directors']) await check('POST', `/api/recently-registered/${kind}`, `/api/recently-registered/${kind}`, { json: {} })
    for (const kind of ['hsn', 'nic', 'sac']) await check('GET', `/api/reference/${kind}`, `/api/reference/${kind}?code=9`)
    await check('GET', '/api/reference/payment/prices', '/api/reference/payment/prices')
    const list = await check('POST', '/api/watchlist', '/api/watchlist', { json: { name: 'w', type: 'company', entities: [{ identifier: cin }] } }, 201)
    await check('GET', '/api/watchlist', '/api/watchlist')
    await check('GET', '/api/watchlist/{id}/entities', `/api/watchlist/${list.data.id}/entities`)
    await check('DELETE', '/api/watchlist/{id}', `/api/watchlist/${list.data.id}`)
    const items = [
      { type: 'fullcompany', number: cin },
      { type: 'gst', number: gstin },
      { type: 'director', number: din },
    ]
    const paid = await check('POST', '/api/orders/normal', '/api/orders/normal', { json: { orderName: 'o', paymentOption: 'credits', items } }, 201)
    const online = await check('POST', '/api/orders/normal', '/api/orders/normal', { json: { orderName: 'o', paymentOption: 'cashfree', items } }, 201)
    await check('GET', '/api/orders/{id}', `/api/orders/${paid._id}`)
    await check('POST', '/api/orders/{id}/simulate-payment', `/api/orders/${online._id}/simulate-payment`, { json: { outcome: 'success' } })
    await check('GET', '/api/orders', '/api/orders')
    await check('GET', '/api/crm/orders', '/api/crm/orders')
    await check('GET', '/api/crm/orders/{id}/leads', `/api/crm/orders/${paid._id}/leads`)
    for (const [entity_type, identifier] of [
      ['fullcompany', cin],
      ['director', din],
      ['gst', gstin],
    ]) {
      await check('POST', '/api/crm/newlead', '/api/crm/newlead', { json: { entity_type, identifier } })
    }
    await check('GET', '/admin/security/blocked-ips', '/admin/security/blocked-ips', { token: u.root.token })
    await check('GET', '/__admin/clock', '/__admin/clock')
    await check('GET', '/__admin/requests', '/__admin/requests?limit=5')
    await check('POST', '/__admin/faults', '/__admin/faults', { json: { path: '/nowhere', status: 503 } }, 201)
    await check('GET', '/__admin/faults', '/__admin/faults')
    // Errors are {detail, code} as documented.
    const error = await t.json(`/api/company/details?cin=abc`, { token: u.alice.token })
    expect(validate({ $ref: '#/components/schemas/Error' }, error.body)).toEqual([])
  })

  it('/docs renders the document with the vendored Redoc, from this origin only', async () => {
    const res = await t.request('/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const csp = res.headers.get('content-security-policy')!
    // Scripts from this origin only (no inline script); inline styles for Redoc's styled-components.
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    const page = await res.text()
    expect(page).toContain('<redoc spec-url="/openapi.json"')
    expect(page).toContain('<script src="/assets/redoc.js"></script>')
    expect(page).not.toMatch(/<script>|https?:\/\/(?!127)/)
    const redoc = await t.request('/assets/redoc.js')
    expect(redoc.status).toBe(200)
    expect(redoc.headers.get('content-type')).toMatch(/javascript/)
    expect((await redoc.text()).length).toBeGreaterThan(500_000)
    // The console's pages keep the strict policy.
    expect((await t.request('/console/login')).headers.get('content-security-policy')).not.toContain('unsafe-inline')
  })

  it('`firmbase openapi` prints the same operations', () => {
    const bin = new URL('../../bin/firmbase.js', import.meta.url).pathname
    const out = spawnSync(process.execPath, [bin, 'openapi', '--test-mode'], { encoding: 'utf8' })
    expect(out.status, out.stderr).toBe(0)
    const printed = JSON.parse(out.stdout)
    expect(Object.keys(printed.paths).sort()).toEqual(Object.keys(doc.paths).sort())
    const console = JSON.parse(spawnSync(process.execPath, [bin, 'openapi', '--console', '--test-mode'], { encoding: 'utf8' }).stdout)
    expect(Object.keys(console.paths).sort()).toEqual(Object.keys(consoleDoc.paths).sort())
    const plain = JSON.parse(spawnSync(process.execPath, [bin, 'openapi', '--console'], { encoding: 'utf8' }).stdout)
    expect(Object.keys(plain.paths).some((p) => p.startsWith('/__admin'))).toBe(false)
  })
})
