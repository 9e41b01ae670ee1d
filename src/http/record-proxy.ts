// `firmbase record`'s listener: it answers the user's client by forwarding each request to the real
// service with the user's own session, hands back the service's status and body unchanged, and writes
// the records each answer holds (src/records/record.ts) to the fixture file and the report. It adds a
// credential to what it forwards, so a browser page (another site, a rebound host name) may not use it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isIP } from 'node:net'
import { AppError, ERRORS } from '../errors.ts'
import { learnSecrets, newRecording, type Recording, takeAnswer, writeRecording } from '../records/record.ts'
import type { ImportCheck } from '../records/record-document.ts'
import { JSON_TYPE } from './headers.ts'
import { hostName } from './host-check.ts'
import { unreachable, upstreamSession, upstreamUrl, USER_AGENT } from './upstream-session.ts'

export interface RecordProxyOptions {
  upstream: URL
  apiKey: string
  host: string
  port: number
  out: string
  report: string
  /** How long an upstream answer may take (the real client waits four minutes for a search). */
  timeoutMs?: number
  /** One line per forwarded request (never a body or a header value). */
  log?: (line: string) => void
  /** The fixture import's check: what it refuses is left out of the file (and reported). */
  check?: ImportCheck
}

export interface RecordProxy {
  url: string
  port: number
  recording: Recording
  /** Stops listening once the requests in flight are answered (and their records written). */
  stop(): Promise<void>
}

/** The real service's request limit, and firmbase's. */
const MAX_BODY = 1024 * 1024
/** Paths where the client signs in: its body gets the user's key (the client may hold any, or none). */
const LOGIN = /^\/api\/auth\/(api-key\/)?login\/?$/
/** The client's own headers that reach the upstream (its credentials and cookies never do, outside /api/auth/). */
const FORWARDED = ['content-type', 'accept', 'idempotency-key'] as const
/** The upstream's headers that reach the client (never a cookie it sets). */
const RETURNED = [
  'content-type',
  'content-disposition',
  'retry-after',
  'www-authenticate',
  'allow',
  'location',
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]

/** Signs in upstream (a refused key stops here), listens, and writes the files (empty until an answer holds records). */
export async function startRecordProxy(options: RecordProxyOptions): Promise<RecordProxy> {
  const timeoutMs = options.timeoutMs ?? 240_000
  const log = options.log ?? (() => {})
  const rec = newRecording([options.apiKey])
  const files = { out: options.out, report: options.report, upstream: options.upstream.origin }
  const session = upstreamSession(options.upstream, options.apiKey, { timeoutMs, onSignIn: (body) => learnSecrets(rec, '/api/auth/login', body) })
  await session.token()

  const forward = async (req: IncomingMessage, target: string, body: Buffer, token: string | undefined) => {
    const headers: Record<string, string> = { 'user-agent': USER_AGENT }
    for (const name of FORWARDED) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name]
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    else if (typeof req.headers.authorization === 'string') headers.authorization = req.headers.authorization
    try {
      const res = await fetch(upstreamUrl(options.upstream, target), {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
    } catch (error) {
      throw error instanceof AppError ? error : unreachable(options.upstream, error, timeoutMs)
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    refuseBrowsers(req, options.host)
    const target = req.url ?? '/'
    if (!target.startsWith('/')) throw new AppError('BAD_REQUEST', 'The request target must be a path of the API (this is not a proxy for other hosts).')
    const path = new URL(target, 'http://recorder').pathname
    const method = req.method ?? 'GET'
    let body = await readBody(req)
    // The client's own session calls (login, refresh, logout) go as it sends them, its sign-in with the user's key.
    const own = path.startsWith('/api/auth/')
    if (own && method === 'POST' && LOGIN.test(path)) body = withKey(body, options.apiKey)
    let token = own ? undefined : await session.token()
    let answer = await forward(req, target, body, token)
    if (token !== undefined && answer.status === 401) {
      token = await session.renew(token)
      answer = await forward(req, target, body, token)
    }
    const json = parseJson(answer.headers.get('content-type'), answer.bytes)
    learnSecrets(rec, path, json)
    const taken = takeAnswer(rec, { method, path, status: answer.status, body: json })
    if (taken) {
      try {
        writeRecording(rec, files, options.check)
      } catch (error) {
        log(`firmbase record: could not write ${options.out}: ${(error as Error).message}`)
      }
    }
    log(`${method} ${path} ${answer.status}${taken ? ` +${taken.companies} companies, ${taken.directors} directors, ${taken.gst} GST` : ''}`)
    for (const name of RETURNED) {
      const value = answer.headers.get(name)
      if (value !== null) res.setHeader(name, value)
    }
    res.writeHead(answer.status)
    res.end(answer.bytes)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      const known = error instanceof AppError
      if (!known) log(`firmbase record: ${method(req)} ${req.url}: ${(error as Error).message}`)
      sendError(res, known ? error : new AppError('INTERNAL_ERROR'))
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve((server.address() as AddressInfo).port))
  })
  // The files exist from the start (empty): a path that cannot be written fails now, not at the first answer.
  try {
    writeRecording(rec, files, options.check)
  } catch (error) {
    server.close()
    throw new AppError('USAGE', `Cannot write ${options.out} or ${options.report}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error })
  }
  const shown = isIP(options.host) === 6 ? `[${options.host}]` : options.host
  let stopping: Promise<void> | undefined
  return {
    url: `http://${shown}:${port}`,
    port,
    recording: rec,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        // A client holding a connection open past the answers in flight is cut.
        setTimeout(() => server.closeAllConnections(), 10_000).unref()
      })),
  }
}

const method = (req: IncomingMessage) => req.method ?? 'GET'

/**
 * The recorder signs requests with the user's key: a page in a browser must not reach it, neither
 * from another site (Origin, Sec-Fetch-Site) nor through a host name rebound to this machine (Host).
 */
function refuseBrowsers(req: IncomingMessage, host: string): void {
  const site = req.headers['sec-fetch-site']
  if (req.headers.origin !== undefined || (site !== undefined && site !== 'none'))
    throw new AppError('FORBIDDEN', 'The recorder adds your API key to what it forwards: requests from a page in a browser are refused.')
  const header = req.headers.host
  if (header === undefined) return
  const name = hostName(header)
  if (name !== null && (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || name === host.toLowerCase())) return
  throw new AppError('HOST_NOT_ALLOWED', `The recorder does not answer to the Host ${JSON.stringify(header.slice(0, 100))}; use its address (${host}).`)
}

/** The request's body; past MAX_BODY the rest is read and dropped, so the client hears the 413 whole. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    req.on('end', () => (size > MAX_BODY ? reject(new AppError('PAYLOAD_TOO_LARGE')) : resolve(Buffer.concat(chunks))))
    req.on('error', reject)
  })
}

/** A sign-in body with the user's key in `api_key`; a body that is not a JSON object goes as it is (the upstream says why). */
function withKey(body: Buffer, apiKey: string): Buffer {
  try {
    const parsed = JSON.parse(body.length === 0 ? '{}' : body.toString('utf8'))
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return Buffer.from(JSON.stringify({ ...parsed, api_key: apiKey }))
  } catch {
    // Not JSON: the upstream answers it.
  }
  return body
}

function parseJson(type: string | null, bytes: Buffer): unknown {
  if (!type?.toLowerCase().includes('json') || bytes.length === 0) return undefined
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}

function sendError(res: ServerResponse, error: AppError): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const code = error.code in ERRORS ? error.code : 'INTERNAL_ERROR'
  res.writeHead(error.status, { 'content-type': JSON_TYPE, 'cache-control': 'no-store' })
  res.end(JSON.stringify({ detail: error.detail, code }))
}
