// Group commit: small writes of concurrent requests share one transaction. Each request's write is
// queued; at the end of the event-loop turn (setImmediate, after the turn's I/O callbacks, so every
// request parsed in it is queued) they run in order in one IMMEDIATE transaction, each in its own
// savepoint, and each caller's promise settles after the commit. A write that throws rolls back
// alone and rejects its own caller; a commit that fails rejects them all. A burst of N logins costs
// one WAL append instead of N (the quota ledger batches its counters the same way). Writes nobody
// waits for (`later`) do not start a group: they ride with the next one, or go within LATER_MS.
// Not for money: a durableTransaction inside a group is synced as the group is (synchronous=NORMAL).
import type { Db } from './open.ts'

interface Job {
  fn: () => unknown
  resolve: (value: never) => void
  reject: (error: unknown) => void
}

/** The longest a `later` write waits for a group to join. */
export const LATER_MS = 50

export interface GroupCommit {
  /** Runs `fn` (synchronous) in the next group transaction; resolves with its result once committed. */
  write<T>(fn: () => T): Promise<T>
  /** The same for a write no answer waits on: it joins the next group, or commits within LATER_MS. */
  later<T>(fn: () => T): Promise<T>
  /** Runs the queued writes now (shutdown, or before something must see them). */
  flush(): void
}

export function groupCommit(db: Db): GroupCommit {
  let queue: Job[] = []
  let scheduled = false
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    scheduled = false
    clearTimeout(timer)
    timer = undefined
    const jobs = queue
    queue = []
    if (jobs.length === 0) return
    const outcomes: ({ ok: unknown } | { error: unknown })[] = []
    try {
      db.transaction(() => {
        for (const job of jobs) {
          try {
            outcomes.push({ ok: db.sqlite.transaction(job.fn)() })
          } catch (error) {
            // Some errors (a full disk) make SQLite roll back the whole transaction, not just the
            // savepoint: the writes before are gone, and any after would commit on their own.
            if (!db.sqlite.inTransaction) throw error
            outcomes.push({ error })
          }
        }
      })
    } catch (error) {
      for (const job of jobs) job.reject(error)
      return
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]
      if ('error' in outcome) job.reject(outcome.error)
      else job.resolve(outcome.ok as never)
    })
  }
  const enqueue = <T>(fn: () => T, soon: boolean) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ fn, resolve: resolve as (value: never) => void, reject })
      if (soon && !scheduled) {
        scheduled = true
        setImmediate(flush)
      } else if (!soon && !scheduled && !timer) timer = setTimeout(flush, LATER_MS).unref()
    })
  return { write: (fn) => enqueue(fn, true), later: (fn) => enqueue(fn, false), flush }
}
