// The reader pool's limits and the errors they answer with: the query deadline, the queue's length,
// the back-off for a file no reader can open, the idle stop.
import { AppError } from '../../../errors.ts'
import { SERVER_OPTIONS } from '../../../options/server.ts'

/** 400 QUERY_TIMEOUT: a read ran past the deadline (--query-timeout). */
export function queryTimeout(timeoutMs: number): AppError {
  const limit = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`
  return new AppError('QUERY_TIMEOUT', `The query did not finish within the server's query deadline of ${limit} (--query-timeout); make it more selective.`, {
    extra: { timeout_ms: timeoutMs },
  })
}

/** Readers stop after this long without reads (memory returns after load; --idle-release); the next read restarts them. */
export const IDLE_READERS_MS = SERVER_OPTIONS.idleRelease.default * 1000

/** Reads waiting for a reader past which a new one is refused (503 READERS_BUSY) rather than queued. */
export const MAX_QUEUED = 1000
/** A reader that cannot open the file is tried again after this long, doubling up to the maximum. */
export const REOPEN_BACKOFF = { firstMs: 100, maxMs: 5000 } as const

/** A Retry-After header of whole seconds, at least one. */
export const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) })
