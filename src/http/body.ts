import type { H3Event } from 'h3'
import type { Readable } from 'node:stream'
import { AppError } from '../errors.ts'
import { assertJsonDepth } from '../core/json-depth.ts'

export const MAX_BODY_BYTES = 1024 * 1024

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

/** The raw body as text: 413 past 1 MiB (without buffering more). */
export async function readText(event: H3Event): Promise<string> {
  const declared = Number(event.req.headers.get('content-length') ?? NaN)
  if (declared > MAX_BODY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
  const node = event.runtime?.node?.req
  if (node && !node.readableEnded && !node.destroyed && !event.req.bodyUsed) return readNodeText(node)
  const body = event.req.body
  if (!body) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body (or the connection was cut at shutdown): its request, not a server fault.
      throw incomplete()
    })
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw new AppError('PAYLOAD_TOO_LARGE')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The same from Node's request stream itself, as the server runs: the web stream over it cost a
 * login more than its JSON parse and validation together. Past the limit the request is destroyed,
 * as cancelling the web stream does.
 */
function readNodeText(req: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (error?: AppError) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      if (error) reject(error)
      else resolve(Buffer.concat(chunks, size).toString('utf8'))
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      finish(new AppError('PAYLOAD_TOO_LARGE'))
      req.destroy()
    }
    const onEnd = () => finish()
    // The client went away mid-body (or the connection was cut at shutdown): its request, not a server fault.
    const onError = () => finish(incomplete())
    const onClose = () => finish(incomplete())
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}
