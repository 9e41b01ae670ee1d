import { assertBodySize, type H3Event, HTTPError } from 'h3'
import type { Readable } from 'node:stream'
import { AppError } from '../errors.ts'
import { assertJsonDepth } from '../core/json-depth.ts'

export const MAX_BODY_BYTES = 1024 * 1024
/**
 * A body that sends no byte for this long is given up: 408 and the connection closed. Sockets that
 * sent headers and a few bytes of a large Content-Length, then nothing, held their connections for the
 * whole request timeout (enough of them locked every other client out).
 */
export const BODY_IDLE_MS = 5000

/**
 * Reads a JSON object body: 415 unless it is declared application/json (so no page on another site
 * can send one without a CORS preflight: a text/plain form post is not JSON here), 413 past 1 MiB
 * (without buffering more), 400 when not a JSON object.
 */
export async function readJsonObject(event: H3Event): Promise<Record<string, unknown>> {
  requireJson(event)
  return parseJsonObject(await readText(event))
}

/** 415 unless the body is declared application/json, or a structured syntax suffix (application/problem+json). */
export function requireJson(event: H3Event): void {
  const type = event.req.headers.get('content-type')
  if (type === null || !/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type.trim())) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
}

export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw new AppError('INVALID_JSON', 'The request body is empty; send a JSON object.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AppError('INVALID_JSON')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new AppError('BODY_NOT_OBJECT')
  assertJsonDepth(value)
  return value as Record<string, unknown>
}

const incomplete = () => new AppError('BAD_REQUEST', 'The request body was not received completely.')
/** 413, closing the connection after the answer (the rest of the body is not read as another request). */
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', undefined, { headers: { connection: 'close' } })

/** How much of a refused body is read and dropped, and for how long, so that the 413 reaches the client. */
export const DRAIN = { bytes: 16 * 1024 * 1024, ms: 5000 } as const

/**
 * Before a 413 is answered: read and drop the rest of the body (up to DRAIN). Node's server closes
 * the socket once an answer with Connection: close is written, and a socket closed while the client
 * still sends is reset: the client gets ECONNRESET/EPIPE instead of the answer (it did under load,
 * when the answer was written as soon as the size was known). Answered after the body's end, the
 * client has finished sending; past the bound the socket is closed (that client gets a reset).
 */
function drainBody(req: Readable, already = 0): Promise<void> {
  return new Promise((resolve) => {
    let drained = already
    const done = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', done)
      req.off('close', done)
      req.off('error', done)
      resolve()
    }
    const stop = () => {
      done()
      req.destroy()
    }
    const timer = setTimeout(stop, DRAIN.ms)
    const onData = (chunk: Buffer) => {
      drained += chunk.byteLength
      if (drained > DRAIN.bytes) stop()
    }
    req.on('data', onData)
    req.once('end', done)
    req.once('close', done)
    req.once('error', done)
    if (req.readableEnded || req.destroyed) done()
    else req.resume()
  })
}

/** The raw body as text: 413 past 1 MiB (without buffering more). */
export async function readText(event: H3Event): Promise<string> {
  const declared = Number(event.req.headers.get('content-length') ?? NaN)
  const node = event.runtime?.node?.req
  if (declared > MAX_BODY_BYTES) {
    if (node) await drainBody(node)
    throw tooLarge()
  }
  if (node && !node.readableEnded && !node.destroyed && !event.req.bodyUsed) return readNodeText(node)
  // In-process (app.request): h3's limit on the web stream, which it cancels past 1 MiB. Not on Node:
  // assertBodySize reads event.req.body, which makes srvx wrap Node's stream in a web stream (the cost
  // readNodeText avoids). Bytes, not event.req.text(): its TextDecoder drops a BOM that Node's read keeps.
  assertBodySize(event, MAX_BODY_BYTES)
  const bytes = await event.req.arrayBuffer().catch((error: unknown) => {
    if (HTTPError.isError(error) && error.status === 413) throw tooLarge()
    // The client went away mid-body (or the connection was cut at shutdown): its request, not a server fault.
    throw incomplete()
  })
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The same from Node's request stream itself, as the server runs: the web stream over it cost a
 * login more than its JSON parse and validation together. Past the limit the rest is read and dropped
 * (bounded) before the 413 is answered, so that it arrives.
 */
function readNodeText(req: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const unlisten = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    let idle: NodeJS.Timeout | undefined
    const stalled = () => {
      const error = new AppError('REQUEST_TIMEOUT', `No byte of the request body arrived for ${BODY_IDLE_MS / 1000} s; send it at once.`, { headers: { connection: 'close' } })
      finish(error)
    }
    const watch = () => {
      clearTimeout(idle)
      idle = setTimeout(stalled, BODY_IDLE_MS)
      idle.unref()
    }
    const finish = (error?: AppError) => {
      clearTimeout(idle)
      unlisten()
      if (error) reject(error)
      else resolve(Buffer.concat(chunks, size).toString('utf8'))
    }
    const onData = (chunk: Buffer) => {
      watch()
      size += chunk.byteLength
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      const refused = tooLarge()
      unlisten()
      chunks.length = 0
      void drainBody(req, size).then(() => reject(refused))
    }
    const onEnd = () => finish()
    // The client went away mid-body (or the connection was cut at shutdown): its request, not a server fault.
    const onError = () => finish(incomplete())
    const onClose = () => finish(incomplete())
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
    watch()
  })
}
