// Group commit: small writes of concurrent requests share one transaction. Each request's write is
// queued; at the end of the event-loop turn (setImmediate, after the turn's I/O callbacks, so every
// request parsed in it is queued) they run in order in one IMMEDIATE transaction, each in its own
// savepoint, and each caller's promise settles after the commit. A write that throws rolls back
// alone and rejects its own caller; a commit that fails rejects them all. A burst of N logins costs
// one WAL append instead of N (the quota ledger batches its counters the same way). Writes nobody
// waits for (`later`) do not start a group: they ride with the next one, or go within LATER_MS.
// A write queued while a group runs (by one of its writes) joins that group.
// Not for money: a durableTransaction inside a group is synced as the group is (synchronous=NORMAL).
import type { Db } from './open.ts'

interface Job {
  fn: () => unknown
  resolve: (value: never) => void
  reject: (error: unknown) => void
}

/** The longest a `later` write waits for a group to join. */
export const LATER_MS = 50
/** How soon a group that found the write lock held tries again. */
export const RETRY_MS = 2

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
  let running: Job[] | undefined
  /**
   * Runs the queued writes in one transaction. `wait` false (a group the event loop scheduled): when
   * another connection holds the write lock (the living registry's thread making a day, another
   * process), the writes go back to the queue and are tried again in RETRY_MS, their callers still
   * waiting, instead of this thread sleeping in SQLite's busy handler while every request waits.
   */
  const run = (wait: boolean) => {
    scheduled = false
    clearTimeout(timer)
    timer = undefined
    const jobs = queue
    queue = []
    if (jobs.length === 0) return
    const outcomes: ({ ok: unknown } | { error: unknown })[] = []
    running = jobs
    const transaction = <T>(fn: () => T): { value: T } | undefined => (wait ? { value: db.transaction(fn) } : db.tryTransaction(fn))
    try {
      const done = transaction(() => {
        // Another process's commits, as of this transaction's start: cached authorisation state (a
        // login's key row) read by the jobs is then exact, whatever the request's own sync saw.
        db.syncExternalChanges(true)
        for (let i = 0; i < jobs.length; i++) {
          const job = jobs[i]
          // A savepoint per job by prepared statements (better-sqlite3's transaction() builds a
          // wrapper function per call, which cost more than the job's own insert).
          db.stmt('SAVEPOINT group_job').run()
          try {
            const ok = job.fn()
            db.stmt('RELEASE group_job').run()
            outcomes.push({ ok })
          } catch (error) {
            // Some errors (a full disk) make SQLite roll back the whole transaction, not just the
            // savepoint: the writes before are gone, and any after would commit on their own.
            if (!db.sqlite.inTransaction) throw error
            db.stmt('ROLLBACK TO group_job').run()
            db.stmt('RELEASE group_job').run()
            outcomes.push({ error })
          }
        }
      })
      if (!done) {
        queue = [...jobs, ...queue]
        scheduled = true
        setTimeout(() => run(false), RETRY_MS)
        return
      }
    } catch (error) {
      for (const job of jobs) job.reject(error)
      return
    } finally {
      running = undefined
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]
      if ('error' in outcome) job.reject(outcome.error)
      else job.resolve(outcome.ok as never)
    })
  }
  const flush = () => run(true)
  const enqueue = <T>(fn: () => T, soon: boolean) =>
    new Promise<T>((resolve, reject) => {
      const job = { fn, resolve: resolve as (value: never) => void, reject }
      // Queued by a write of the running group (a login's key stamp): it joins that group.
      if (running) return void running.push(job)
      queue.push(job)
      if (soon && !scheduled) {
        scheduled = true
        setImmediate(() => run(false))
      } else if (!soon && !scheduled && !timer) timer = setTimeout(() => run(false), LATER_MS).unref()
    })
  return { write: (fn) => enqueue(fn, true), later: (fn) => enqueue(fn, false), flush }
}
