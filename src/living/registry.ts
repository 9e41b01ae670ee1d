// The living registry (contract §15): the days after the dataset's as-of date, up to the clock's
// date, materialised one at a time — at start (a backlog lands while requests are served), at each new
// UTC day, and when test mode moves the clock (moving it back takes days off again). `--static` keeps
// the registry at its as-of date. One day at a time with a turn of the event loop between days, so
// catching up never holds a request for longer than one day's transaction.
import { addDays, dayOf, isoAt, type Clock } from '../clock.ts'
import type { Db } from '../db/open.ts'
import { readDatasetInfo } from '../db/settings.ts'
import type { Logger } from '../log.ts'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface LivingState {
  /** Days after as-of are made (false: `--static`). */
  live: boolean
  as_of: string | null
  /** The last day in the registry (the as-of date when none was added). */
  live_through: string | null
  /** The day the registry is moving to (the clock's date, never before as-of). */
  target: string | null
  catching_up: boolean
}

export interface LivingRegistry {
  /** Brings the registry to the clock's date (forward or back); resolves when it is there. */
  sync(): Promise<void>
  state(): LivingState
  /** Checks for a new day every `everyMs` (and starts catching up now). */
  start(everyMs?: number): void
  stop(): Promise<void>
}

export function createLivingRegistry(db: Db, clock: Clock, options: { static: boolean; log: Logger }): LivingRegistry {
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const dataset = () => readDatasetInfo(db)
  const target = (): string | null => {
    const info = dataset()
    if (!info.as_of || info.seed === null) return null
    // Static: the registry stays as it is (days an earlier live server added are kept, not taken off).
    if (options.static) return info.live_through ?? info.as_of
    const today = dayOf(clock.now())
    return today < info.as_of ? info.as_of : today
  }
  const through = () => {
    const info = dataset()
    return info.live_through ?? info.as_of
  }

  /** Drives a day's (or a rollback's) steps, a turn of the event loop between them. */
  const drive = async <T>(work: Generator<void, T>): Promise<T> => {
    for (let step = work.next(); ; step = work.next()) {
      if (step.done) return step.value
      await turn()
    }
  }

  const run = async () => {
    // The generator's rules load on the first day made, not before.
    let days: typeof import('./day.ts') | undefined
    do {
      again = false
      for (;;) {
        if (stopped) return
        const to = target()
        const at = through()
        if (to === null || at === null) break
        // A day cut short (a crash, a stop mid-day) is taken back before anything else.
        const cut = (db.stmt('SELECT max(day) AS d FROM registry_journal').get() as { d: string | null }).d
        if (to === at && (cut === null || cut <= at)) break
        days ??= await import('./day.ts')
        if (to < at || (cut !== null && cut > at)) {
          const back = to < at ? to : at
          const n = await drive(days.rollBackInSteps(db, back))
          options.log({ at: isoAt(Date.now()), level: 'info', msg: `living registry: ${n} days after ${back} taken back` })
          continue
        }
        const day = addDays(at, 1)
        const counts = await drive(days.dayInSteps(db, day))
        if (counts.companies + counts.llps + counts.gst + counts.status_changes > 0)
          options.log({
            at: isoAt(Date.now()),
            level: 'info',
            msg: `living registry: ${day}: ${counts.companies} companies, ${counts.llps} LLPs, ${counts.gst} GST registrations, ${counts.status_changes} status changes`,
          })
        await turn()
      }
    } while (again)
  }

  const sync = (): Promise<void> => {
    if (running) {
      again = true // the clock moved while catching up: go on to the new target
      return running
    }
    running = run()
      .catch((error: unknown) => {
        options.log({ at: isoAt(Date.now()), level: 'error', msg: `living registry: ${(error as Error).stack ?? String(error)}` })
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    sync,
    state: () => {
      const info = dataset()
      const to = target()
      return { live: !options.static, as_of: info.as_of, live_through: through(), target: to, catching_up: running !== undefined || (to !== null && to !== through()) }
    },
    start: (everyMs = 30_000) => {
      void sync()
      timer = setInterval(() => void sync(), everyMs).unref()
    },
    stop: async () => {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}
