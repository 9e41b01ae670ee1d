import type { H3Event } from 'h3'
import type { AppContext } from './context.ts'
import { requestState } from './context.ts'
import { toAppError } from './errors.ts'
import { AppError } from '../errors.ts'
import { reserveOf } from '../db/reserve.ts'
import type { Route } from './route.ts'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A route that writes: any method but GET/HEAD/OPTIONS, unless it is a registry read sent as a POST
 * (`reads`: FQL search, a saved screener's run, recently registered, a CRM lead). Reads keep answering
 * on a full disk, whatever their method.
 */
export const writes = (route: Pick<Route, 'method' | 'reads'>): boolean => !READ_METHODS.has(route.method) && route.reads !== true

/**
 * Before a writing route's handler (the pipeline calls it): the database file must still be the one
 * opened (503 otherwise), and with the storage reserve spent the answer is 507 at once.
 */
export function checkWritable(ctx: AppContext): void {
  ctx.db.checkFile(1)
  if (reserveOf(ctx.db)?.low()) throw new AppError('STORAGE_FULL')
}

/**
 * Global middleware between the hooks and every route: a request that consumed quota is answered
 * only once its counters are committed, and a commit that fails turns the answer into that
 * failure (507 when the disk is full) instead of a 200 whose counters were never saved. A full disk
 * is logged once when it begins and once when writes work again. With a storage reserve (serve),
 * the first failure frees it for the counters of reads, and writing routes get 507 at once until
 * there is room again (src/db/reserve.ts; checkWritable).
 */
export function storageGuard(ctx: AppContext) {
  let full = false
  const note = (error: unknown) => {
    if (toAppError(error).code !== 'STORAGE_FULL') return
    const freed = reserveOf(ctx.db)?.release() ? '; the storage reserve was freed for usage counters' : ''
    if (full) return
    full = true
    ctx.log({ at: new Date().toISOString(), level: 'error', msg: `storage full: writes answer 507 until space is freed (${(error as Error).message}${freed})` })
  }
  const recovered = () => {
    if (!full) return
    full = false
    ctx.log({ at: new Date().toISOString(), level: 'info', msg: 'storage writable again' })
  }
  return async (event: H3Event, next: () => unknown) => {
    const write = !READ_METHODS.has(event.req.method)
    const mark = ctx.ledger.mark()
    let result: unknown
    try {
      result = await next()
    } catch (error) {
      note(error)
      await settle(event, ctx, mark).catch(() => {})
      throw error
    }
    try {
      await settle(event, ctx, mark)
    } catch (error) {
      note(error)
      throw error
    }
    if (write) recovered()
    return result
  }
}

function settle(event: H3Event, ctx: AppContext, mark: number): Promise<void> {
  return requestState(event)?.counted ? ctx.ledger.settled(mark) : Promise.resolve()
}
