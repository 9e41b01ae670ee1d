import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { ERRORS } from '../errors.ts'
import { JSON_TYPE } from './headers.ts'

// Every connection the HTTP server holds, so that a flood cannot exhaust file descriptors and a
// shutdown can tell requests in flight (answered) from idle or stalled connections (closed).

interface Conn {
  socket: Socket
  /** Requests received and not yet answered on this connection. */
  responses: Set<ServerResponse>
  /** socket.bytesRead at the last shutdown sweep: bytes arriving mean a request is on its way. */
  bytes: number
  /** When the connection last showed activity (opened, a response finished, bytes arrived). */
  activeAt: number
}

export interface ConnectionGuard {
  /** Open connections right now. */
  size(): number
  /**
   * Answers the request itself when the server is shutting down (503 with Connection: close);
   * otherwise marks it in flight and returns false.
   */
  intercept(req: IncomingMessage, res: ServerResponse): boolean
  /**
   * Shutdown: in-flight requests finish (their responses close the connection), requests that
   * arrive meanwhile get 503, connections with nothing on the way are closed; at the deadline every
   * connection left is destroyed. Resolves when none is open. `stopListening` is called after the
   * first sweep: connections already waiting in the kernel's accept queue (their requests sent) are
   * accepted and answered 503 first, since closing the listener would reset them.
   */
  drain(deadlineMs: number, stopListening: () => void): Promise<void>
}

const SWEEP_MS = 250
/**
 * A connection idle this long during a shutdown is closed. A client sends its next request on a
 * kept-alive connection right after the previous response; closing sooner could cut a request that
 * is already on its way (a reset the client cannot tell from a lost request).
 */
const IDLE_GRACE_MS = 1000
const body = (code: 'TOO_MANY_CONNECTIONS' | 'SHUTTING_DOWN') => JSON.stringify({ detail: ERRORS[code].detail, code })
const BUSY_BODY = body('TOO_MANY_CONNECTIONS')
const SHUTDOWN_BODY = body('SHUTTING_DOWN')

/** A whole HTTP response written to a socket the HTTP parser never saw. */
const rawRefusal = (text: string) =>
  `HTTP/1.1 503 Service Unavailable\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` + `Retry-After: 1\r\nConnection: close\r\n\r\n${text}`

export function guardConnections(server: Server, maxConnections: number): ConnectionGuard {
  const conns = new Map<Socket, Conn>()
  let draining = false

  // Runs before Node's own connection listener, which only ever sees the sockets admitted here.
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[]
  server.removeAllListeners('connection')
  // One address may hold a quarter of the connections (or 32, when that is more): a peer opening a
  // thousand sockets (slow bodies, idle keep-alives) cannot take the room every other client needs.
  const perAddress = Math.max(Math.min(maxConnections, 32), Math.floor(maxConnections / 4))
  const byAddress = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const held = byAddress.get(address) ?? 0
    if (held >= perAddress && !evictIdle(conns, (c) => c.socket.remoteAddress === address)) return refuse(socket)
    if (conns.size >= maxConnections && !evictIdle(conns)) return refuse(socket)
    conns.set(socket, { socket, responses: new Set(), bytes: 0, activeAt: performance.now() })
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
    socket.once('close', () => {
      conns.delete(socket)
      const left = (byAddress.get(address) ?? 1) - 1
      if (left > 0) byAddress.set(address, left)
      else byAddress.delete(address)
    })
    for (const listener of nodeListeners) listener.call(server, socket)
  })

  return {
    size: () => conns.size,
    intercept(req, res) {
      const conn = conns.get(req.socket)
      if (draining || !conn) {
        res.writeHead(503, { 'content-type': JSON_TYPE, 'retry-after': '1', connection: 'close' })
        res.end(SHUTDOWN_BODY)
        return true
      }
      conn.responses.add(res)
      res.once('close', () => {
        conn.responses.delete(res)
        conn.activeAt = performance.now()
      })
      return false
    },
    drain(deadlineMs, stopListening) {
      draining = true
      // Responses not yet started announce Connection: close and close their connection once sent.
      for (const conn of conns.values()) for (const res of conn.responses) if (!res.headersSent) res.shouldKeepAlive = false
      return new Promise<void>((resolve) => {
        const deadline = setTimeout(() => {
          for (const conn of conns.values()) conn.socket.destroy()
        }, deadlineMs)
        const sweep = setInterval(() => {
          // After the poll phase, so bytes that arrived meanwhile are counted before judging a connection idle.
          setImmediate(() => {
            stopListening()
            closeIdle(conns)
            if (conns.size > 0) return
            clearInterval(sweep)
            clearTimeout(deadline)
            resolve()
          })
        }, SWEEP_MS)
        for (const conn of conns.values()) conn.bytes = conn.socket.bytesRead
      })
    },
  }
}

/** At the cap, the oldest connection with no request in flight makes room (an idle flood cannot lock clients out). */
function evictIdle(conns: Map<Socket, Conn>, among: (conn: Conn) => boolean = () => true): boolean {
  for (const conn of conns.values()) {
    if (conn.responses.size === 0 && among(conn)) {
      conns.delete(conn.socket)
      conn.socket.destroy()
      return true
    }
  }
  return false
}

/** Every connection is busy with a request: this one gets a clean 503 instead of a reset. */
function refuse(socket: Socket): void {
  socket.on('error', () => {})
  // Read what the client sends, so closing does not turn into a reset that hides the answer.
  socket.on('data', () => {})
  socket.end(rawRefusal(BUSY_BODY))
  setTimeout(() => socket.destroy(), 2000).unref()
}

/** Shutdown sweep: a connection with nothing in flight and no byte received for IDLE_GRACE_MS is closed. */
function closeIdle(conns: Map<Socket, Conn>): void {
  const now = performance.now()
  for (const conn of conns.values()) {
    const read = conn.socket.bytesRead
    if (read !== conn.bytes) conn.activeAt = now
    conn.bytes = read
    if (conn.responses.size === 0 && now - conn.activeAt >= IDLE_GRACE_MS) conn.socket.destroy()
  }
}
