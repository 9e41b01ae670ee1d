import { HTTPError, type H3Event } from 'h3'
import { randomUUID } from 'node:crypto'
import { AppError, ERRORS } from '../errors.ts'
import { SECURITY_HEADERS } from './headers.ts'

// The one translation of failures to HTTP: {detail, code} and the right status; never a stack trace.
export function toAppError(error: unknown): AppError {
  const cause = error instanceof HTTPError && error.cause instanceof AppError ? error.cause : error
  if (cause instanceof AppError) return cause
  if (cause instanceof HTTPError) {
    // h3's own failures: malformed URL encoding, bodies it refused, …
    if (cause.status === 404) return new AppError('ROUTE_NOT_FOUND')
    if (cause.status === 413) return new AppError('PAYLOAD_TOO_LARGE')
    if (cause.status >= 400 && cause.status < 500) return new AppError('BAD_REQUEST', cause.message || ERRORS.BAD_REQUEST.detail, { status: cause.status })
  }
  return new AppError('INTERNAL_ERROR')
}

export function errorBody(error: AppError): Record<string, unknown> {
  return { detail: error.detail, code: error.code, ...error.extra }
}

export function toErrorResponse(error: unknown, event: H3Event): Response {
  const appError = toAppError(error)
  const headers = new Headers(event.res.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  // Failures h3 raises before onRequest (malformed URLs) still get the security headers.
  for (const [k, v] of SECURITY_HEADERS) if (!headers.has(k)) headers.set(k, v)
  if (!headers.has('x-request-id')) headers.set('x-request-id', randomUUID())
  if (appError.headers) for (const [k, v] of Object.entries(appError.headers)) headers.set(k, v)
  return new Response(JSON.stringify(errorBody(appError)), { status: appError.status, headers })
}

/** Unexpected failures are logged once, server-side only. */
export function isUnexpected(error: unknown): boolean {
  // h3's own client errors (a malformed URL…) are the client's, whatever caused them.
  if (error instanceof HTTPError && error.status < 500) return false
  const cause = error instanceof HTTPError && error.cause !== undefined ? error.cause : error
  return !(cause instanceof AppError) && !(cause instanceof HTTPError && cause.status < 500)
}
