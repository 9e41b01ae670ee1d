import type { H3Event } from 'h3'

/** The one spelling of the JSON media type: h3's own (what every JSON body it serialises carries). */
export const JSON_TYPE = 'application/json;charset=UTF-8'

// Contract §3: on every response, errors and 404s included.
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['cache-control', 'no-store, private'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
]

// Browser-facing (HTML) responses also carry these.
export const HTML_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-frame-options', 'DENY'],
  // data: images: the CSS framework draws its select arrows and checkboxes as inline SVG (no script).
  ['content-security-policy', "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
]

/**
 * Sets a response header. On Node it writes to the ServerResponse directly: its headers merge into
 * the final writeHead and cost a fraction of a web Headers write. In-process (app.request) it falls
 * back to h3's prepared headers, which src/http/errors.ts also copies onto error responses.
 */
export function setHeader(event: H3Event, name: string, value: string): void {
  const res = event.runtime?.node?.res
  if (res && !res.headersSent) res.setHeader(name, value)
  else event.res.headers.set(name, value)
}

export function removeHeader(event: H3Event, name: string): void {
  const res = event.runtime?.node?.res
  if (res && !res.headersSent) res.removeHeader(name)
  event.res.headers.delete(name)
}

export function setHeaders(event: H3Event, headers: ReadonlyArray<readonly [string, string]>): void {
  const res = event.runtime?.node?.res
  if (res && !res.headersSent) for (const [k, v] of headers) res.setHeader(k, v)
  else for (const [k, v] of headers) event.res.headers.set(k, v)
}
