// The soak's traffic mix: what one client connection does in a loop, and what it tallies so the
// database can be checked against it afterwards (scripts/soak.ts).
import { request, type Agent } from 'node:http'
import { connect } from 'node:net'

export interface Target {
  port: number
  agent: Agent
  /** Access tokens of the demo accounts. */
  tokens: { premium: string; free: string; admin: string }
  userIds: { premium: string; free: string }
  apiKeys: { free: string }
  cins: string[]
  gstins: string[]
}

export interface Tally {
  requests: number
  byStatus: Map<number, number>
  /** Requests that got no HTTP answer at all (reset, hang-up). */
  networkErrors: string[]
  fiveHundreds: string[]
  /** Answers that consumed quota (200s, and 404s of lookups), per user id and quota class. */
  counted: Map<string, number>
  /** Orders answered 201 (they must all be in the database). */
  orders: string[]
  /** The longest any request took to be answered, ms. */
  slowestMs: number
}

export const newTally = (): Tally => ({ requests: 0, byStatus: new Map(), networkErrors: [], fiveHundreds: [], counted: new Map(), orders: [], slowestMs: 0 })

interface Reply {
  status: number
  body: string
}

function send(t: Target, method: string, path: string, opts: { token?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json'
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.port, method, path, headers, agent: t.agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(opts.body)
  })
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]

type Op = (t: Target, tally: Tally) => Promise<void>

/** Runs one request and tallies its outcome; `counted` names the quota class a 200 consumed. */
async function hit(
  t: Target,
  tally: Tally,
  label: string,
  method: string,
  path: string,
  opts: Parameters<typeof send>[3] & { counted?: [string, string] } = {},
): Promise<Reply | undefined> {
  tally.requests++
  let reply: Reply
  const began = performance.now()
  try {
    reply = await send(t, method, path, opts)
  } catch (error) {
    tally.networkErrors.push(`${label}: ${(error as Error).message}`)
    return undefined
  }
  tally.slowestMs = Math.max(tally.slowestMs, performance.now() - began)
  tally.byStatus.set(reply.status, (tally.byStatus.get(reply.status) ?? 0) + 1)
  if (reply.status >= 500) tally.fiveHundreds.push(`${label} ${reply.status}: ${reply.body.slice(0, 200)}`)
  // A lookup of an identifier that does not exist is charged like one that does (the details route charges before the lookup).
  if (opts.counted && (reply.status === 200 || (reply.status === 404 && opts.counted[1] === 'details'))) {
    const key = opts.counted.join('|')
    tally.counted.set(key, (tally.counted.get(key) ?? 0) + 1)
  }
  return reply
}

const enc = encodeURIComponent
const OPS: [weight: number, op: Op][] = [
  [20, (t, y) => hit(t, y, 'details', 'GET', `/api/company/details?cin=${enc(pick(t.cins))}`, { token: t.tokens.premium, counted: [t.userIds.premium, 'details'] }).then(() => {})],
  [6, (t, y) => hit(t, y, 'details free', 'GET', `/api/company/details?cin=${enc(pick(t.cins))}`, { token: t.tokens.free, counted: [t.userIds.free, 'details'] }).then(() => {})],
  [
    8,
    (t, y) => hit(t, y, 'gst details', 'GET', `/api/gst/details?gstin=${enc(pick(t.gstins))}`, { token: t.tokens.premium, counted: [t.userIds.premium, 'details'] }).then(() => {}),
  ],
  [
    12,
    (t, y) =>
      hit(t, y, 'search', 'POST', '/api/screener/search', {
        token: t.tokens.premium,
        counted: [t.userIds.premium, 'search'],
        body: JSON.stringify({ type: 'company', query: pick(["State == 'Karnataka'", 'paidUpCapital > 1000000', "companyName ~ 'tech'"]), limit: 20 }),
      }).then(() => {}),
  ],
  [
    8,
    (t, y) =>
      hit(t, y, 'filter', 'GET', `/api/company/company-filter?state=${enc(pick(['Karnataka', 'Maharashtra', 'Delhi']))}&page=${1 + Math.floor(Math.random() * 3)}`, {
        token: t.tokens.premium,
        counted: [t.userIds.premium, 'search'],
      }).then(() => {}),
  ],
  [4, (t, y) => hit(t, y, 'gst filter', 'GET', `/api/gst/gst-filter?Status=Active`, { token: t.tokens.free, counted: [t.userIds.free, 'search'] }).then(() => {})],
  [6, order],
  [6, watchlist],
  [2, (t, y) => hit(t, y, 'login', 'POST', '/api/auth/login', { body: JSON.stringify({ api_key: t.apiKeys.free }) }).then(() => {})],
  [3, (t, y) => hit(t, y, 'me', 'GET', '/api/users/me', { token: t.tokens.free }).then(() => {})],
  [3, (t, y) => hit(t, y, 'health', 'GET', '/healthz').then(() => {})],
  // Invalid: malformed FQL, unknown and malformed identifiers, broken JSON, a wrong body type.
  [
    3,
    (t, y) => hit(t, y, 'bad fql', 'POST', '/api/screener/search', { token: t.tokens.premium, body: JSON.stringify({ type: 'company', query: "State == 'Kar" }) }).then(() => {}),
  ],
  [
    3,
    (t, y) =>
      hit(t, y, 'unknown cin', 'GET', '/api/company/details?cin=U00000MH2000PTC000000', { token: t.tokens.premium, counted: [t.userIds.premium, 'details'] }).then(() => {}),
  ],
  [2, (t, y) => hit(t, y, 'malformed cin', 'GET', '/api/company/details?cin=%E2%80%AE%00x', { token: t.tokens.premium }).then(() => {})],
  [2, (t, y) => hit(t, y, 'broken json', 'POST', '/api/watchlist', { token: t.tokens.premium, body: '{"name": ' }).then(() => {})],
  [2, (t, y) => hit(t, y, 'array body', 'POST', '/api/orders/normal', { token: t.tokens.premium, body: '[1,2,3]' }).then(() => {})],
  // Hostile: deep nesting with an idempotency key, an oversized body, a huge query string, no auth.
  [
    1,
    (t, y) =>
      hit(t, y, 'deep body', 'POST', '/api/orders/normal', {
        token: t.tokens.premium,
        headers: { 'idempotency-key': `deep-${Math.random()}` },
        body: `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      }).then(() => {}),
  ],
  [1, (t, y) => hit(t, y, 'oversized', 'POST', '/api/watchlist', { token: t.tokens.premium, body: `{"name":"${'x'.repeat(1_100_000)}"}` }).then(() => {})],
  [
    1,
    (t, y) =>
      hit(t, y, 'long query', 'GET', `/api/company/company-filter?company=${'a'.repeat(6000)}`, { token: t.tokens.premium, counted: [t.userIds.premium, 'search'] }).then(() => {}),
  ],
  [1, (t, y) => hit(t, y, 'no auth', 'GET', `/api/company/details?cin=${enc(pick(t.cins))}`).then(() => {})],
]
const TOTAL = OPS.reduce((n, [w]) => n + w, 0)

async function order(t: Target, tally: Tally): Promise<void> {
  const body = JSON.stringify({ orderName: 'soak', paymentOption: 'credits', items: [{ type: 'company', number: pick(t.cins) }] })
  const key = Math.random() < 0.3 ? { 'idempotency-key': `soak-${Math.floor(Math.random() * 50)}` } : undefined
  const reply = await hit(t, tally, 'order', 'POST', '/api/orders/normal', { token: t.tokens.premium, body, headers: key })
  if (reply?.status === 201) tally.orders.push(JSON.parse(reply.body)._id)
}

async function watchlist(t: Target, tally: Tally): Promise<void> {
  const created = await hit(t, tally, 'watchlist create', 'POST', '/api/watchlist', {
    token: t.tokens.premium,
    body: JSON.stringify({ name: `soak ${Math.random()}`, type: 'company' }),
  })
  if (created?.status !== 201) return
  const id = JSON.parse(created.body).data?.id
  if (!id) return
  await hit(t, tally, 'watchlist add', 'POST', `/api/watchlist/${id}/items`, { token: t.tokens.premium, body: JSON.stringify({ identifiers: [pick(t.cins), pick(t.cins)] }) })
  await hit(t, tally, 'watchlist read', 'GET', `/api/watchlist/${id}/entities`, { token: t.tokens.premium })
  await hit(t, tally, 'watchlist delete', 'DELETE', `/api/watchlist/${id}`, { token: t.tokens.premium })
}

/** One connection's loop until `until` (performance.now() time). */
export async function client(t: Target, tally: Tally, until: number): Promise<void> {
  while (performance.now() < until) {
    let r = Math.random() * TOTAL
    const found = OPS.find(([w]) => (r -= w) < 0) ?? OPS[0]
    await found[1](t, tally)
  }
}

/**
 * A peer that holds connections with slow request bodies: `count` sockets from another loopback address,
 * each sending a megabyte's headers and 13 bytes, then nothing; reopened when the server closes them.
 */
export async function slowBodies(port: number, count: number, until: number): Promise<{ opened: number; answers: Map<string, number> }> {
  const answers = new Map<string, number>()
  let opened = 0
  const one = async (): Promise<void> => {
    while (performance.now() < until) {
      opened++
      const first = await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.3' }, () =>
          socket.write('POST /api/auth/refresh-token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"refresh_to'),
        )
        let text = ''
        socket.on('data', (d) => (text += d))
        socket.on('error', () => {})
        const stop = setTimeout(() => socket.destroy(), Math.max(0, until - performance.now()))
        socket.on('close', () => {
          clearTimeout(stop)
          resolve(text.split('\r\n')[0] || '(closed)')
        })
      })
      answers.set(first, (answers.get(first) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: count }, one))
  return { opened, answers }
}

/** One account's many concurrent distinct searches (FQL over company names): the heavy lane's flood. */
export async function heavySearches(t: Target, token: string, concurrency: number, until: number): Promise<Tally> {
  const tally = newTally()
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const loop = async () => {
    while (performance.now() < until) {
      const word = Array.from({ length: 3 }, () => pick([...letters])).join('')
      await hit(t, tally, 'heavy search', 'POST', '/api/screener/search', { token, body: JSON.stringify({ type: 'company', query: `companyName CONTAINS '${word}'`, limit: 10 }) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  return tally
}
