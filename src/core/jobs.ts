import type { Compilable } from 'kysely'
import { dayOf, isoAt, type Clock } from '../clock.ts'
import type { Db } from '../db/open.ts'
import type { Logger } from '../log.ts'
import { scanFailedAuth } from './access/bans.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Rows a DELETE removed. */
const deleted = (db: Db, query: Compilable<unknown>): number => db.run(query).changes

export interface Job {
  name: string
  everyMs: number
  run: (db: Db, clock: Clock, log: Logger) => number
}

/** Background jobs (spec §8.4, §8.6): all on the injected clock. run() returns rows affected. */
export const JOBS: Job[] = [
  { name: 'failed-auth-scan', everyMs: 15 * MINUTE, run: (db, clock, log) => scanFailedAuth(db, clock, (msg) => log({ at: isoAt(Date.now()), level: 'error', msg })).length },
  {
    name: 'session-cleanup',
    everyMs: HOUR,
    run: (db, clock) => deleted(db, db.kysely.deleteFrom('sessions').where('expires_at', '<', isoAt(clock.now() - DAY))),
  },
  {
    name: 'rate-limit-cleanup',
    everyMs: 6 * HOUR,
    run: (db, clock) => {
      const cutoff = clock.now() - DAY
      return (
        deleted(db, db.kysely.deleteFrom('rate_limits').where('window_start', '<', isoAt(cutoff))) +
        deleted(db, db.kysely.deleteFrom('auth_failures').where('window_start', '<', isoAt(cutoff))) +
        deleted(db, db.kysely.deleteFrom('usage_counters').where('day', '<', dayOf(cutoff))) +
        deleted(db, db.kysely.deleteFrom('blocked_ips').where('expires_at', '<', isoAt(cutoff))) +
        // Order idempotency keys answer replays for 24 hours, as payment APIs' keys do.
        deleted(db, db.kysely.deleteFrom('idempotency_keys').where('created_at', '<', isoAt(cutoff)))
      )
    },
  },
  {
    name: 'blacklist-prune',
    everyMs: HOUR,
    run: (db, clock) => deleted(db, db.kysely.deleteFrom('token_blacklist').where('expires_at', '<', isoAt(clock.now()))),
  },
]

export interface Scheduler {
  /** Runs every job that fell due by the clock (each once, however far the clock moved). */
  tick(): string[]
  /** After the clock went back: every job is next due one interval from now (not at the old future time). */
  rebase(): void
  start(intervalMs?: number): void
  stop(): void
}

export function createScheduler(db: Db, clock: Clock, log: Logger, jobs: Job[] = JOBS): Scheduler {
  const due = new Map(jobs.map((j) => [j.name, clock.now() + j.everyMs]))
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    const now = clock.now()
    const ran: string[] = []
    for (const job of jobs) {
      if (now < due.get(job.name)!) continue
      try {
        const n = job.run(db, clock, log)
        if (n > 0) db.touch()
        if (n > 0) log({ at: isoAt(Date.now()), level: 'info', msg: `job ${job.name}: ${n} rows` })
      } catch (error) {
        log({ at: isoAt(Date.now()), level: 'error', msg: `job ${job.name} failed: ${(error as Error).message}` })
      }
      ran.push(job.name)
      due.set(job.name, now + job.everyMs)
    }
    return ran
  }
  return {
    tick,
    rebase: () => {
      for (const job of jobs) due.set(job.name, clock.now() + job.everyMs)
    },
    start: (intervalMs = 10_000) => {
      timer = setInterval(tick, intervalMs)
      timer.unref()
    },
    stop: () => clearInterval(timer),
  }
}
