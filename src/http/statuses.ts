// Every status a route can answer, from its declaration: the pipeline's own (authentication,
// validation, quota) plus the ones its handler declares. The pipeline reports any other status
// (AppDeps.onUndeclaredStatus) and the OpenAPI document lists exactly these.
import type { Route } from './route.ts'
import { isBrowserFacing, isStateChanging } from './same-origin.ts'
import { strictQuery } from './input.ts'

export function declaredStatuses(route: Route): Map<number, string> {
  const out = new Map<number, string>()
  const add = (status: number, text: string) => out.set(status, out.has(status) ? `${out.get(status)}; ${text}` : text)
  add(route.status ?? 200, route.doc.media ? `The file (${route.doc.media.join(', ')})` : route.doc.html ? 'HTML page' : 'Success')
  if (route.auth === 'browser') add(303, 'Redirect (to the login page without a session, or after a form post)')
  if (route.body) {
    if (!route.form) add(400, 'Body is not valid JSON or not an object')
    add(413, 'Body larger than 1 MiB')
    add(408, 'No byte of the body arrived for 5 s (the connection is closed)')
    if (!route.form) add(415, 'Body is not application/json')
  }
  if (route.auth === 'bearer' || route.auth === 'admin') add(401, 'Missing, invalid, expired or revoked token')
  if (route.auth === 'browser') add(401, 'The session cookie opens no browser session (it is cleared)')
  const forbidden = [
    route.auth === 'admin' || route.role === 'admin' ? 'Not an admin' : '',
    route.feature ? `Subscription feature ${typeof route.feature === 'string' ? route.feature : 'of the entity type'} missing` : '',
    route.auth !== 'none' ? 'Account suspended' : '',
    route.form ? 'Stale form (CSRF token)' : '',
    isStateChanging(route.method) && isBrowserFacing(route.path) ? 'Cross-site request' : '',
    'Address blocked',
  ]
  add(403, forbidden.filter(Boolean).join('; '))
  if (route.reads) add(400, 'QUERY_TIMEOUT: the query ran past the server’s query deadline (--query-timeout); no quota is charged')
  if (route.body || route.query || route.paging) add(422, 'Invalid input; errors names the field')
  else if (strictQuery(route)) add(422, 'A query parameter the endpoint does not take, or an empty one; errors names it')
  if (route.limit) add(429, `Too many ${route.limit} attempts from this address`)
  if (route.auth !== 'none') add(429, route.quota ? `Daily ${route.quota} quota (or the overall API quota) exhausted` : 'Overall daily API quota exhausted')
  // The server's own conditions, on any route: shutting down, the database file replaced or damaged, a full disk.
  add(503, 'Shutting down, the database file was replaced or is damaged, no reader can open it, or too many reads wait (Retry-After)')
  add(507, 'Storage full: the change (or the usage count) could not be saved')
  for (const [status, text] of Object.entries(route.errors ?? {})) add(Number(status), text)
  return out
}
