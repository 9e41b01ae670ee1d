// The living registry (contract §15): the days after the dataset's as-of date, up to the clock's
// date, materialised one at a time — at start (a backlog lands while requests are served), at each new
// UTC day, and when test mode moves the clock (moving it back takes days off again). `--static` keeps
// the registry at its as-of date. One day at a time, made on a thread of its own with its own
// connection (an in-memory database: on this thread, a turn of the event loop between its steps), so
// catching up never holds a request.
import { openThread, startThread, type ThreadClient } from '../threads.ts'
import { addDays, dayOf, isoAt, type Clock } from '../clock.ts'
import type { SpaceGivenBack } from '../db/admin.ts'
import { sqliteAddonPath } from '../db/native-addon.ts'
import { isInMemory, type Db } from '../db/open.ts'
import { readDatasetInfo } from '../db/settings.ts'
import type { Logger } from '../log.ts'
import type { DayCounts } from './day.ts'
import type { LivingJob, LivingReply } from './worker.ts'

declare global {
  // The single executable (scripts/build.ts): the living thread's bundled source text, run with eval.
  var __FIRMBASE_LIVING_WORKER__: string | undefined
  // The npm package (scripts/build-package.ts): its file name beside the bundle.
  var __FIRMBASE_LIVING_WORKER_FILE__: string | undefined
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
/** What a take-back did with the space its days held. */
const spaceNote = (c: SpaceGivenBack | undefined, path: string): string =>
  !c
    ? ''
    : 'after' in c
      ? `; the file compacted from ${mb(c.before)} to ${mb(c.after)}`
      : `; ${mb(c.free)} of ${mb(c.total)} are free pages now, which later days reuse (to give them back: stop the server and run firmbase db compact --db ${path})`

/** Makes a day and takes days back. */
interface DayRunner {
  kind: 'thread' | 'inline'
  /** A thread is up (it stops after IDLE_THREAD_MS without a job). */
  readonly running: boolean
  day(day: string): Promise<DayCounts>
  /** The days taken back, and what became of their space (a thread's file only). */
  back(to: string): Promise<{ taken: number; compacted?: SpaceGivenBack }>
  close(): Promise<void>
}

/** On this thread, a turn of the event loop between steps: an in-memory database, which no other thread can open. */
function inlineRunner(db: Db): DayRunner {
  // The generator's rules load on the first day made, not before.
  let days: typeof import('./day.ts') | undefined
  const load = async () => (days ??= await import('./day.ts'))
  let journal: typeof import('./journal.ts') | undefined
  const loadJournal = async () => (journal ??= await import('./journal.ts'))
  /** Drives a day's (or a rollback's) steps, a turn of the event loop between them. */
  const drive = async <T>(work: Generator<void, T>): Promise<T> => {
    for (let step = work.next(); ; step = work.next()) {
      if (step.done) return step.value
      await turn()
    }
  }
  return {
    kind: 'inline',
    running: false,
    day: async (day) => drive((await load()).dayInSteps(db, day)),
    back: async (to) => ({ taken: await drive((await loadJournal()).rollBackInSteps(db, to)) }),
    close: async () => {},
  }
}

/**
 * On a thread of its own with its own connection (src/living/worker.ts), started with the first job:
 * at 1M companies a day's generation and writes took the main thread for tens of milliseconds a step,
 * and the details answered meanwhile waited on them. Each answer makes this thread see the commits at once.
 */
function threadRunner(db: Db, idleMs: number): DayRunner {
  let thread: ThreadClient<LivingJob, LivingReply> | undefined
  let idle: NodeJS.Timeout | undefined
  const open = () => {
    const workerData = { path: db.path, nativeBinding: sqliteAddonPath(db.path) }
    const w = startThread(globalThis.__FIRMBASE_LIVING_WORKER__, () => new URL(globalThis.__FIRMBASE_LIVING_WORKER_FILE__ ?? './worker.ts', import.meta.url), { workerData })
    // A job under way keeps the process; an idle thread does not.
    return openThread<LivingJob, LivingReply>(w, { holds: 'busy', name: "the living registry's thread" })
  }
  const send = async (job: LivingJob): Promise<LivingReply> => {
    clearTimeout(idle)
    if (!thread || thread.stopped) thread = open()
    const t = thread
    // Meanwhile the thread's own commits checkpoint the WAL it fills, not the requests' small ones here.
    db.autoCheckpoint(0)
    const reply = await t.request(job).finally(() => db.autoCheckpoint(1000))
    db.syncExternalChanges(true)
    // Idle (caught up): the thread goes after a while, with its heap, its modules and its page cache.
    if (t.pending === 0) {
      clearTimeout(idle)
      idle = setTimeout(() => void close(), idleMs).unref()
    }
    return reply
  }
  const close = async () => {
    clearTimeout(idle)
    const t = thread
    if (!t || t.pending > 0) return
    thread = undefined
    await t.close()
  }
  return {
    kind: 'thread',
    day: async (day) => ((await send({ day })) as { counts: DayCounts }).counts,
    back: async (to) => (await send({ back: to })) as { taken: number; compacted?: SpaceGivenBack },
    close,
    get running() {
      return thread !== undefined && !thread.stopped
    },
  }
}

export interface LivingState {
  /** Days after as-of are made (false: `--static`). */
  live: boolean
  as_of: string | null
  /** The last day in the registry (the as-of date when none was added). */
  live_through: string | null
  /** The day the registry is moving to (the clock's date, never before as-of). */
  target: string | null
  catching_up: boolean
  /** Where days are made: a thread of its own over the file, or this thread (an in-memory database). */
  runner: 'thread' | 'inline'
  /** The living thread is up now. */
  thread: boolean
}

export interface LivingRegistry {
  /** Brings the registry to the clock's date (forward or back); resolves when it is there. */
  sync(): Promise<void>
  state(): LivingState
  /** Checks for a new day every `everyMs` (and starts catching up now). */
  start(everyMs?: number): void
  stop(): Promise<void>
}

/** The living thread stops after this long without a day to make (a new UTC day, or the clock moved, starts it again). */
export const IDLE_THREAD_MS = 30_000

export function createLivingRegistry(db: Db, clock: Clock, options: { static: boolean; log: Logger; idleMs?: number }): LivingRegistry {
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

  const runner = isInMemory(db.path) ? inlineRunner(db) : threadRunner(db, options.idleMs ?? IDLE_THREAD_MS)

  const run = async () => {
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
        if (to < at || (cut !== null && cut > at)) {
          const back = to < at ? to : at
          const { taken, compacted } = await runner.back(back)
          options.log({ at: isoAt(Date.now()), level: 'info', msg: `living registry: ${taken} days after ${back} taken back${spaceNote(compacted, db.path)}` })
          continue
        }
        const day = addDays(at, 1)
        const counts = await runner.day(day)
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
      return {
        live: !options.static,
        as_of: info.as_of,
        live_through: through(),
        target: to,
        catching_up: running !== undefined || (to !== null && to !== through()),
        runner: runner.kind,
        thread: runner.running,
      }
    },
    start: (everyMs = 30_000) => {
      void sync()
      timer = setInterval(() => void sync(), everyMs).unref()
    },
    stop: async () => {
      stopped = true
      if (timer) clearInterval(timer)
      await running
      await runner.close()
    },
  }
}
