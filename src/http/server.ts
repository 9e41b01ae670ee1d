import { randomUUID } from 'node:crypto'
import { createServer, type OutgoingHttpHeader, type OutgoingHttpHeaders, type Server, ServerResponse, STATUS_CODES } from 'node:http'
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net'
import { toNodeHandler, type H3 } from 'h3'
import { errorBody } from './errors.ts'
import { AppError, type ErrorCode } from '../errors.ts'
import { guardConnections } from './connections.ts'
import { SECURITY_HEADERS } from './headers.ts'

export interface RunningServer {
  server: Server
  url: string
  port: number
  /** Connections open right now. */
  connections(): number
  /**
   * Stops accepting, lets in-flight requests finish (new ones get 503 with Connection: close),
   * closes idle and stalled connections, and destroys whatever is left at the deadline.
   */
  close(): Promise<void>
}

export interface ListenOptions {
  port: number
  host: string
  /** Connections held at once; past it an idle one makes room, or the newcomer gets a 503. */
  maxConnections: number
  /** How long close() waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number
}

// Always on: a client that trickles its headers or body cannot hold a connection for ever.
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * A response whose status line always has a reason phrase: srvx passes the web Response's
 * statusText, which is empty unless a handler set one ("HTTP/1.1 200 " confuses some clients).
 */
class ReasonedResponse extends ServerResponse {
  override writeHead(status: number, reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    if (typeof reason === 'string') return super.writeHead(status, reason || STATUS_CODES[status] || 'Unknown', headers)
    return super.writeHead(status, STATUS_CODES[status] || 'Unknown', reason)
  }
}

export function listen(app: H3, options: ListenOptions): Promise<RunningServer> {
  const handler = toNodeHandler(app)
  const server = createServer({
    ServerResponse: ReasonedResponse,
    keepAliveTimeout: 5000,
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  })
  const guard = guardConnections(server, options.maxConnections)
  server.on('request', (req, res) => {
    if (!guard.intercept(req, res)) void handler(req, res)
  })
  server.on('clientError', answerClientError)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host
      let closing: Promise<void> | undefined
      resolve({
        server,
        port: address.port,
        url: `http://${shownHost}:${address.port}`,
        connections: guard.size,
        close: () =>
          (closing ??= new Promise<void>((done) => {
            // net's close, not http's: http's would stop enforcing the header and request timeouts and
            // destroy "idle" connections whose next request may already be on its way (a reset, not a 503).
            let listening = true
            const stopListening = () => {
              if (listening) NetServer.prototype.close.call(server)
              listening = false
            }
            void guard.drain(options.shutdownTimeoutMs, stopListening).then(done)
          })),
      })
    })
  })
}

const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request headers did not arrive in time.'],
}

/**
 * Requests Node's parser refuses before any handler runs (malformed, headers too large, too slow):
 * the same JSON error body and security headers as every other response, instead of Node's bare
 * status line, then the connection is closed. Requests before it on the same connection (pipelined)
 * are answered first, in order: a valid order followed by a malformed request gets its 201, then the
 * 400 (its order was made and charged; a client that saw only the 400 would order again).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
  // Only a request received whole can still be answered; one cut off mid-body (the client went away:
  // the parser's EOF error) never will, and its connection goes now, as before.
  if (inFlight && !inFlight.writableEnded && !inFlight.req.complete) {
    if (inFlight.headersSent) {
      socket.destroy()
      return
    }
  } else if (inFlight && !inFlight.writableEnded) {
    // On 'prefinish' the answer is queued on the socket, and Node has not yet closed it (it does on
    // 'finish', the parser being gone): the 400 goes right after it, in order.
    const next = () => {
      inFlight.off('close', gone)
      answerClientError(error, socket)
    }
    const gone = () => socket.destroy()
    inFlight.once('prefinish', next)
    inFlight.once('close', gone)
    return
  }
  const [status, code, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'BAD_REQUEST', 'The request is malformed.']
  const body = JSON.stringify(errorBody(new AppError(code, detail)))
  const headers = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['connection', 'close'],
    ['x-request-id', randomUUID()],
    ...SECURITY_HEADERS,
  ]
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`)
}
