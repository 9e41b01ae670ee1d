import { HTTPError, type H3Event } from 'h3'
import { randomUUID } from 'node:crypto'
import { AppError, ERRORS } from '../errors.ts'
import { JSON_TYPE, SECURITY_HEADERS } from './headers.ts'

// The one translation of failures to HTTP: {detail, code} and the right status; never a stack trace.
export function toAppError(error: unknown): AppError {
  const cause = error instanceof HTTPError && error.cause instanceof AppError ? error.cause : error
  if (cause instanceof AppError) return cause
  const storage = storageFailure(error instanceof HTTPError ? error.cause : error)
  if (storage) return storage
  if (cause instanceof HTTPError) {
    // h3's own failures: malformed URL encoding, bodies it refused, …
    if (cause.status === 404) return new AppError('ROUTE_NOT_FOUND')
    if (cause.status === 413) return new AppError('PAYLOAD_TOO_LARGE')
    if (cause.status >= 400 && cause.status < 500) return new AppError('BAD_REQUEST', cause.message || ERRORS.BAD_REQUEST.detail, { status: cause.status })
  }
  return new AppError('INTERNAL_ERROR')
}

/** SQLite failures that are the storage's state, not a bug: they get their own status and code. */
export function storageFailure(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code
  if ((error as Error | null)?.name !== 'SqliteError' || typeof code !== 'string') return undefined
  if (code === 'SQLITE_FULL') return new AppError('STORAGE_FULL')
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return new AppError('DATABASE_CORRUPT')
  // query_only is switched on once the file under the server was replaced (src/db/open.ts).
  if (code.startsWith('SQLITE_READONLY')) return new AppError('DATABASE_REPLACED')
  return undefined
}

export function errorBody(error: AppError): Record<string, unknown> {
  return { detail: error.detail, code: error.code, ...error.extra }
}

/** 401s name the scheme (RFC 7235); a token that was sent and refused says so (RFC 6750 §3.1). */
export function toErrorResponse(error: unknown, event: H3Event): Response {
  const appError = toAppError(error)
  const headers = new Headers(event.res.headers)
  headers.set('content-type', JSON_TYPE)
  // Failures h3 raises before onRequest (malformed URLs) still get the security headers.
  for (const [k, v] of SECURITY_HEADERS) if (!headers.has(k)) headers.set(k, v)
  if (!headers.has('x-request-id')) headers.set('x-request-id', randomUUID())
  if (appError.status === 401) headers.set('www-authenticate', appError.code === 'INVALID_TOKEN' ? 'Bearer error="invalid_token"' : 'Bearer')
  if (appError.headers) for (const [k, v] of Object.entries(appError.headers)) headers.set(k, v)
  // A failed write or counter commit consumed nothing: no quota headers that would say otherwise.
  if (appError.status >= 500) for (const k of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) headers.delete(k)
  return new Response(JSON.stringify(errorBody(appError)), { status: appError.status, headers })
}

/** Unexpected failures are logged once, server-side only. */
export function isUnexpected(error: unknown): boolean {
  // h3's own client errors (a malformed URL…) are the client's, whatever caused them.
  if (error instanceof HTTPError && error.status < 500) return false
  const cause = error instanceof HTTPError && error.cause !== undefined ? error.cause : error
  return !(cause instanceof AppError) && !(cause instanceof HTTPError && cause.status < 500) && storageFailure(cause) === undefined
}
