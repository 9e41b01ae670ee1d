// Request bodies as the server reads them: from Node's request stream (src/http/body.ts), over a real socket.
import { request } from 'node:http'
import { connect } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { listen, type RunningServer } from '../../src/http/server.ts'
import { makeTestApp, type TestApp } from '../_setup.ts'

let t: TestApp
let server: RunningServer
let apiKey: string
beforeEach(async () => {
  t = makeTestApp()
  apiKey = createUser(t.db, t.deps.clock, { name: 'S', email: 's@example.com' }).apiKey
  server = await listen(createApp(t.deps), { port: 0, host: '127.0.0.1', maxConnections: 10, shutdownTimeoutMs: 200 })
})
afterEach(() => server.close())

/** A login whose body is sent chunked, piece by piece (no Content-Length); resolves with the status, or the socket error. */
function chunkedLogin(pieces: (string | Buffer)[], options: { abortAfter?: number } = {}): Promise<{ status: number; body: any } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.on('data', (c) => {
        text += c
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }))
      res.on('error', (e) => resolve({ error: e.message }))
    })
    req.on('error', (e) => resolve({ error: e.message }))
    let i = 0
    const next = () => {
      if (options.abortAfter !== undefined && i === options.abortAfter) {
        req.destroy()
        resolve({ error: 'aborted by the client' })
        return
      }
      if (i === pieces.length) return void req.end()
      req.write(pieces[i++], () => setTimeout(next, 5))
    }
    next()
  })
}

const healthy = async () => (await fetch(`http://127.0.0.1:${server.port}/healthz`)).status

describe('request bodies read from the socket', () => {
  it('a body that arrives in pieces is read whole', async () => {
    const body = JSON.stringify({ api_key: apiKey })
    const res = await chunkedLogin([body.slice(0, 5), body.slice(5, 20), body.slice(20)])
    expect(res).toMatchObject({ status: 200, body: { success: true } })
  })

  it('a multi-byte character split between pieces survives', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Śrī Gaṇeśa', email: 'ganesa@example.com', password: 'long-enough-password' }))
    const cut = body.indexOf(Buffer.from('ś')) + 1 // inside the two bytes of ś
    const res = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/auth/register', headers: { 'content-type': 'application/json' } }, (r) => {
        let text = ''
        r.on('data', (c) => {
          text += c
        })
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body: JSON.parse(text) }))
      })
      req.on('error', reject)
      req.write(body.subarray(0, cut), () => setTimeout(() => req.end(body.subarray(cut)), 5))
    })
    expect(res.status).toBe(201)
    expect(t.db.sqlite.prepare("SELECT name FROM users WHERE email = 'ganesa@example.com'").pluck().get()).toBe('Śrī Gaṇeśa')
  })

  it('a chunked body past 1 MiB gets its 413 every time (the rest read and dropped, never buffered, no reset), and the server goes on', async () => {
    const piece = Buffer.alloc(256 * 1024, 'x')
    for (let i = 0; i < 5; i++) {
      const res = await chunkedLogin(['{"api_key":"', ...Array(8).fill(piece), '"}'])
      expect(res).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } })
    }
    expect(await healthy()).toBe(200)
  })

  it('a 2 MiB body with Content-Length gets its 413, not EPIPE or a reset, also several at once', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'x')
    const send = () =>
      new Promise<{ status: number; code?: string } | { error: string }>((resolve) => {
        const req = request(
          { host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': body.length } },
          (res) => {
            let text = ''
            res.on('data', (c) => {
              text += c
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).code }))
          },
        )
        req.on('error', (e) => resolve({ error: e.message }))
        req.end(body)
      })
    const answers = await Promise.all(Array.from({ length: 8 }, send))
    expect(answers).toEqual(Array(8).fill({ status: 413, code: 'PAYLOAD_TOO_LARGE' }))
    expect(await healthy()).toBe(200)
  })

  for (const framing of ['content-length', 'chunked'] as const) {
    it(`a slow oversized body (${framing}) is answered after its last byte: the client's writes never fail (EPIPE under load before)`, async () => {
      const piece = Buffer.alloc(64 * 1024, 'x')
      const pieces = 24 // 1.5 MiB
      const head = framing === 'content-length' ? `Content-Length: ${piece.length * pieces}\r\n` : 'Transfer-Encoding: chunked\r\n'
      const frame = (b: Buffer) => (framing === 'chunked' ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]) : b)
      const outcome = await new Promise<{ text: string; errors: string[]; answeredBeforeEnd: boolean }>((resolve) => {
        const socket = connect(server.port, '127.0.0.1')
        const errors: string[] = []
        let text = ''
        let sent = 0
        let answeredBeforeEnd = false
        socket.setEncoding('utf8')
        socket.on('data', (d) => {
          if (sent < pieces && text === '') answeredBeforeEnd = true
          text += d
        })
        socket.on('error', (e) => errors.push(e.message))
        socket.on('close', () => resolve({ text, errors, answeredBeforeEnd }))
        socket.setTimeout(8000, () => socket.destroy())
        socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${head}\r\n`)
        const next = () => {
          if (socket.destroyed) return
          if (sent === pieces) return void (framing === 'chunked' ? socket.write('0\r\n\r\n') : undefined)
          sent++
          socket.write(frame(piece), (error) => (error ? undefined : setTimeout(next, 3)))
        }
        next()
      })
      expect(outcome.errors).toEqual([])
      expect(outcome.answeredBeforeEnd).toBe(false)
      expect(outcome.text).toMatch(/^HTTP\/1\.1 413 /)
      expect(outcome.text).toContain('PAYLOAD_TOO_LARGE')
      expect(await healthy()).toBe(200)
    })
  }

  it('pipelined: a valid request followed by a malformed one on the same connection gets its own answer first, then the 400', async () => {
    const body = JSON.stringify({ api_key: apiKey })
    const valid = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1')
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (d) => (text += d))
      socket.on('close', () => resolve(text))
      socket.on('error', () => {})
      socket.setTimeout(5000, () => socket.destroy())
      socket.write(`${valid}GARBAGE\r\n\r\n`)
    })
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))
    expect(statuses).toEqual([200, 400])
    expect(answer.indexOf('access_token')).toBeLessThan(answer.lastIndexOf('HTTP/1.1 400'))
    expect(t.db.sqlite.prepare("SELECT count(*) FROM sessions WHERE kind = 'api'").pluck().get()).toBe(1)
  })

  it('a body read in-process is read as from the socket: a BOM is kept (and is not JSON) on both', async () => {
    const body = `\uFEFF${JSON.stringify({ api_key: apiKey })}`
    const overSocket = await chunkedLogin([body])
    const inProcess = await t.json('/api/auth/login', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect(overSocket).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } })
    expect(inProcess).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } })
  })

  it('a client that goes away mid-body costs nothing: no error, no session, the next request is served', async () => {
    const body = JSON.stringify({ api_key: apiKey })
    expect(await chunkedLogin([body.slice(0, 10), body.slice(10)], { abortAfter: 1 })).toEqual({ error: 'aborted by the client' })
    await new Promise((r) => setTimeout(r, 50))
    expect(t.db.sqlite.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0)
    expect(await healthy()).toBe(200)
  })
})
