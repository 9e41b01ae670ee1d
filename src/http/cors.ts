// CORS, off unless --cors-origin names the origins whose pages may call the API ('*' for any), so a
// browser front end of the real service can be pointed at firmbase. The API authenticates with
// Bearer tokens only, so no credentials are ever allowed cross-origin (no cookies go with them).
import type { H3Event } from 'h3'
import { setHeader } from './headers.ts'

const EXPOSED = 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-request-id'
const REQUEST_HEADERS = 'authorization, content-type, idempotency-key'

/** Only the developer API (and the admin API) is offered cross-origin. */
export const isCorsPath = (path: string): boolean => path.startsWith('/api/') || path.startsWith('/admin/')

/** The Access-Control-Allow-Origin value for this request's Origin, or null (not allowed, or no Origin). */
function allowedOrigin(event: H3Event, origins: readonly string[]): string | null {
  const origin = event.req.headers.get('origin')
  if (origin === null || origins.length === 0) return null
  if (origins.includes('*')) return '*'
  return origins.includes(origin) ? origin : null
}

/** On an API response: who may read it, and which of its headers a page's script may see. */
export function applyCors(event: H3Event, origins: readonly string[]): void {
  if (origins.length === 0) return
  if (!origins.includes('*')) setHeader(event, 'vary', 'Origin')
  const allow = allowedOrigin(event, origins)
  if (allow === null) return
  setHeader(event, 'access-control-allow-origin', allow)
  setHeader(event, 'access-control-expose-headers', EXPOSED)
}

/**
 * OPTIONS on a known path: 204 with Allow. On an API path with CORS on, a browser's preflight from an
 * allowed origin also gets the methods and request headers it may use (cached for 10 minutes).
 */
export function optionsResponse(event: H3Event, allowed: string[], origins: readonly string[]): Response {
  // In-process (app.request) the headers set so far are h3's prepared ones; on Node they are already on the response.
  const headers = new Headers(event.res.headers)
  headers.set('allow', allowed.join(', '))
  const method = event.req.headers.get('access-control-request-method')
  if (method !== null && isCorsPath(event.url.pathname) && allowedOrigin(event, origins) !== null) {
    headers.set('access-control-allow-methods', allowed.join(', '))
    headers.set('access-control-allow-headers', event.req.headers.get('access-control-request-headers') ?? REQUEST_HEADERS)
    headers.set('access-control-max-age', '600')
  }
  return new Response(null, { status: 204, headers })
}
