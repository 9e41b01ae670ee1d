// Header and body timeouts hold while the server runs normally: a client that trickles cannot keep a
// connection (and its file descriptor) for ever.
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { seededCopy, serve, type Served } from './_process.ts'
import { HEADERS_TIMEOUT_MS } from '../../src/http/server.ts'

let s: Served | undefined
afterEach(() => {
  if (s && s.child.exitCode === null) s.child.kill('SIGKILL')
})

/** Milliseconds until the server ends the connection, and what it sent. */
const untilClosed = (socket: Socket, began: number) =>
  new Promise<{ ms: number; text: string }>((resolve) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (d) => (text += d))
    socket.on('error', () => {})
    socket.on('close', () => resolve({ ms: performance.now() - began, text }))
  })

describe('request timeouts (process)', () => {
  it(`headers still arriving after ${HEADERS_TIMEOUT_MS / 1000} s: 408 and the connection is closed`, async () => {
    s = await serve(seededCopy(), ['--log-format', 'none'])
    const socket = connect(s.port, '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    const began = performance.now()
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n')
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 1000) // bytes keep coming, the headers never end
    const closed = await untilClosed(socket, began)
    clearInterval(trickle)
    expect(closed.text).toMatch(/^HTTP\/1\.1 408 /)
    expect(closed.ms).toBeGreaterThan(HEADERS_TIMEOUT_MS - 500)
    expect(closed.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 3000) // checked once a second
    s.child.kill('SIGTERM')
    expect(await s.exit).toBe(0)
  }, 30_000)
})
