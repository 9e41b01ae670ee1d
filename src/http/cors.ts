// CORS, off unless --cors-origin names the origins whose pages may call the API ('*' for any), so a
// browser front end of the real service can be pointed at firmbase. The API authenticates with
// Bearer tokens only, so no credentials are ever allowed cross-origin (no cookies go with them).
//
// Which origins are allowed and what is a preflight are h3's (isCorsOriginAllowed, isPreflightRequest);
// the headers are written here, as h3's writers do not fit:
// - appendCorsHeaders writes h3's web Headers (twice: headers and errHeaders), merged into a new Headers
//   on every API response, measurably slower than Node's setHeader (docs/benchmarks.md). With '*' it also
//   answers requests that send no Origin.
// - handleCors answers a preflight before routing: no 404 on an unknown path, no Allow from the routes.
// - appendCorsPreflightHeaders grants methods, headers and max-age to a refused origin too, writes the
//   origin headers and Vary again after applyCors, and its allowHeaders is a fixed list or, as '*',
//   nothing when the preflight asks for none (here: what it asks for, else REQUEST_HEADERS).
import { type H3Event, isCorsOriginAllowed, isPreflightRequest } from 'h3'
import { setHeader } from './headers.ts'

const EXPOSED = 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-request-id'
const REQUEST_HEADERS = 'authorization, content-type, idempotency-key'

/** The origins of --cors-origin as h3 matches them; null when CORS is off. */
export type Cors = { origin: '*' | string[] } | null

export const corsOptions = (origins: readonly string[]): Cors => (origins.length === 0 ? null : { origin: origins.includes('*') ? '*' : [...origins] })

/** Only the developer API (and the admin API) is offered cross-origin. */
export const isCorsPath = (path: string): boolean => path.startsWith('/api/') || path.startsWith('/admin/')

/** The Access-Control-Allow-Origin value for this request's Origin, or null (not allowed, or no Origin). */
function allowedOrigin(event: H3Event, cors: Cors): string | null {
  const origin = event.req.headers.get('origin')
  if (cors === null || !isCorsOriginAllowed(origin, cors)) return null
  return cors.origin === '*' ? '*' : origin
}

/** On an API response: who may read it, and which of its headers a page's script may see. */
export function applyCors(event: H3Event, cors: NonNullable<Cors>): void {
  if (cors.origin !== '*') setHeader(event, 'vary', 'Origin')
  const allow = allowedOrigin(event, cors)
  if (allow === null) return
  setHeader(event, 'access-control-allow-origin', allow)
  setHeader(event, 'access-control-expose-headers', EXPOSED)
}

/**
 * OPTIONS on a known path: 204 with Allow. On an API path with CORS on, a browser's preflight from an
 * allowed origin also gets the methods and request headers it may use (cached for 10 minutes).
 */
export function optionsResponse(event: H3Event, allowed: string[], cors: Cors): Response {
  // In-process (app.request) the headers set so far are h3's prepared ones; on Node they are already on the response.
  const headers = new Headers(event.res.headers)
  headers.set('allow', allowed.join(', '))
  if (isCorsPath(event.url.pathname) && isPreflightRequest(event) && allowedOrigin(event, cors) !== null) {
    headers.set('access-control-allow-methods', allowed.join(', '))
    headers.set('access-control-allow-headers', event.req.headers.get('access-control-request-headers') ?? REQUEST_HEADERS)
    headers.set('access-control-max-age', '600')
  }
  return new Response(null, { status: 204, headers })
}
