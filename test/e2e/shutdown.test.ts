// SIGTERM under load and with stalled clients, and a flood of connections, against the real process.
import { connect, type Socket } from 'node:net'
import { Agent } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { call, credentials, login, seededCopy, serve, type Reply, type Served } from './_process.ts'

let s: Served | undefined
afterEach(() => {
  if (s && s.child.exitCode === null) s.child.kill('SIGKILL')
})

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })

/** What the server sends on a socket until it closes it (an error such as a reset rejects). */
const readAll = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (d) => (text += d))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })

describe('graceful shutdown (process)', () => {
  it('SIGTERM with 40 keep-alive clients sending searches: each request gets its answer or a 503 with Connection: close, none a reset; exit 0', async () => {
    s = await serve(seededCopy(), ['--log-format', 'none'])
    const token = await login(s.port, credentials(s.db).premium.apiKey)
    const agent = new Agent({ keepAlive: true, maxSockets: 40 })
    const search = () =>
      call(s!.port, 'POST', '/api/screener/search', { agent, token, body: { type: 'company', query: "State == 'Karnataka' OR paidUpCapital > 100000", limit: 50 } })
    // Each client keeps its connection busy until the server tells it to go away.
    const replies: Reply[] = []
    const failures: Error[] = []
    let signalled = false
    const client = async () => {
      for (;;) {
        const reply = await search().catch((error: Error) => {
          failures.push(error)
          return undefined
        })
        if (!reply) return
        replies.push(reply)
        if (reply.status === 503 || (signalled && reply.headers.connection === 'close')) return
      }
    }
    const clients = Array.from({ length: 40 }, client)
    // SIGTERM once every client has had an answer, so all 40 connections are open and busy.
    for (let i = 0; i < 200 && replies.length < 40; i++) await new Promise((r) => setTimeout(r, 50))
    const began = performance.now()
    s.child.kill('SIGTERM')
    signalled = true
    await Promise.all(clients)
    agent.destroy()
    expect(failures.map((e) => e.message)).toEqual([])
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(40)
    const refused = replies.filter((r) => r.status !== 200)
    for (const r of refused) {
      expect(r.status).toBe(503)
      expect(r.headers.connection).toBe('close')
      expect(JSON.parse(r.body).code).toBe('SHUTTING_DOWN')
    }
    expect(await s.exit).toBe(0)
    expect(performance.now() - began).toBeLessThan(5000) // well inside the 10 s deadline: nothing waited for it
  }, 60_000)

  it('SIGTERM with stalled partial requests (headers, body) exits 0 within the shutdown deadline', async () => {
    s = await serve(seededCopy(), ['--shutdown-timeout', '2'])
    const headers = await open(s.port)
    headers.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    const body = await open(s.port)
    body.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"api_key":')
    const closed = [readAll(headers).catch(() => 'reset'), readAll(body).catch(() => 'reset')]
    await new Promise((r) => setTimeout(r, 200))
    const began = performance.now()
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
    const took = performance.now() - began
    expect(took).toBeGreaterThan(1500) // the request in flight was given its time
    expect(took).toBeLessThan(5000) // the 2 s deadline, plus closing on a busy machine
    await Promise.all(closed)
    expect(s.stderr()).not.toMatch(/"level":"error"/)
  }, 30_000)
})

describe('shutdown after the worker threads were used (process)', () => {
  it('a server that hashed a password (registration, password sign-in) and ran a search on a reader exits 0 on SIGTERM', async () => {
    s = await serve(seededCopy())
    const account = { name: 'Worker', email: 'worker@example.com', password: 'worker-pass-123' }
    expect((await call(s.port, 'POST', '/api/auth/register', { body: account })).status).toBe(201)
    expect((await call(s.port, 'POST', '/api/auth/session', { body: { email: account.email, password: account.password } })).status).toBe(200)
    const token = await login(s.port, credentials(s.db).premium.apiKey)
    expect((await call(s.port, 'POST', '/api/screener/search', { token, body: { type: 'company', query: "companyName CONTAINS 'a'" } })).status).toBe(200)
    s.child.kill('SIGTERM')
    // Before the fix the password thread held the process: it never exited.
    const exited = await Promise.race([s.exit, new Promise((r) => setTimeout(() => r('still running after 10 s'), 10_000))])
    expect(exited).toBe(0)
  }, 40_000)
})

describe('connection cap (process)', () => {
  it('an idle flood three times the cap: the server holds at most the cap and /healthz keeps answering', async () => {
    s = await serve(seededCopy(), ['--max-connections', '20', '--log-format', 'none'])
    const flood = await Promise.all(Array.from({ length: 60 }, () => open(s!.port)))
    let dropped = 0
    for (const socket of flood) socket.on('close', () => dropped++).on('error', () => {})
    for (let i = 0; i < 5; i++) expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
    await new Promise((r) => setTimeout(r, 200))
    expect(dropped).toBeGreaterThanOrEqual(60 - 20 + 1)
    for (const socket of flood) socket.destroy()
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
  }, 30_000)

  it('every slot busy with a request: the next connection gets a clean 503 TOO_MANY_CONNECTIONS, and a slot freed is usable again', async () => {
    s = await serve(seededCopy(), ['--max-connections', '10', '--log-format', 'none'])
    const busy = await Promise.all(Array.from({ length: 10 }, () => open(s!.port)))
    for (const socket of busy) {
      socket.on('error', () => {})
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{')
    }
    await new Promise((r) => setTimeout(r, 300))
    const extra = await open(s.port)
    extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    const answer = await readAll(extra)
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ detail: expect.any(String), code: 'TOO_MANY_CONNECTIONS' })
    busy[0].destroy()
    await new Promise((r) => setTimeout(r, 200))
    expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
    for (const socket of busy) socket.destroy()
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
  }, 30_000)
})
