import type { H3 } from 'h3'
import { createApp, type AppContext } from './app.ts'
import { createClock, dayOf, isoAt, type Clock } from './clock.ts'
import { readDatasetInfo } from './db/settings.ts'
import type { Config } from './config.ts'
import { openDb, type Db } from './db/open.ts'
import { markCleanStop, quickCheck, takeCleanStop } from './db/health.ts'
import { fileId, sameFile } from './db/file-identity.ts'
import { attachReserve, storageReserve } from './db/reserve.ts'
import { listen, type RunningServer } from './http/server.ts'
import { createLogger, type Logger } from './log.ts'
import { createServices } from './services.ts'
import { lockForServing } from './db/server-lock.ts'
import { holdYoungGenerationBound, releaseHeap, releaseWhenQuiet } from './memory.ts'
import { forgetDataset } from './db/dataset-cache.ts'

export interface Firmbase {
  ctx: AppContext
  server: RunningServer
  stop(): Promise<void>
}

export interface StartOptions {
  config: Config
  clock?: Clock
  log?: Logger
  /** Runs after the schema is applied and before the server listens (seeding). */
  prepare?: (db: Db) => void | Promise<void>
  /** Adds routes to the app before it listens (benchmarks add a bare baseline route). */
  extend?: (app: H3) => void
  /** Contract §11: /__admin/ controls, with the data at start kept as the `initial` snapshot. */
  testMode?: boolean
}

/** Notices a replaced database file within a second even when no write comes (one log line, via onReplaced). */
function watchFile(db: Db): NodeJS.Timeout {
  const timer = setInterval(() => {
    try {
      db.checkFile()
    } catch {
      clearInterval(timer)
    }
  }, 1000)
  return timer.unref()
}

/**
 * Test mode's clock starts on the dataset's as-of date (at the present time of day) when that date is
 * past: a suite seeded `asOf: '2026-01-01'` and run in March sees the registry of its as-of date, and
 * moving the clock a day adds exactly that day (contract §15). A dataset of today or later: the real time.
 */
export function testModeStart(db: Db): number | undefined {
  const asOf = readDatasetInfo(db).as_of
  const now = Date.now()
  if (!asOf || asOf >= dayOf(now)) return undefined
  return Date.parse(`${asOf}T00:00:00Z`) + (now % 86_400_000)
}

/** Opens the database, builds the app and listens: everything `serve` and `exec` share. */
export async function startFirmbase(options: StartOptions): Promise<Firmbase> {
  const { config } = options
  const log = options.log ?? createLogger(config.logFormat)
  // Before the file is opened: a second server must not apply a WAL or seed into the first one's file.
  const lock = lockForServing(config.db)
  // A serving process's young generation stops growing at a bound (src/memory.ts), while it serves.
  const unbound = holdYoungGenerationBound()
  const file = !config.db.startsWith(':memory:') && config.db !== ''
  let db: Db
  let afterCleanStop: boolean
  try {
    // Read (and used up) before the file is opened: opening makes a WAL.
    afterCleanStop = file && takeCleanStop(config.db)
    db = openDb(config.db, { onReplaced: (msg) => log({ at: isoAt(Date.now()), level: 'error', msg }) })
  } catch (error) {
    lock.release()
    unbound()
    throw error
  }
  try {
    if (quickCheck(db, undefined, afterCleanStop) === 'skipped' && afterCleanStop) {
      log({ at: isoAt(Date.now()), level: 'info', msg: 'integrity check skipped: the file is as its last server left it (a clean stop)' })
    }
    await options.prepare?.(db)
    // After seeding, which may have moved a new file into the path: the file this server serves.
    const opened = fileId(config.db)
    let port = config.port
    const clock = options.clock ?? createClock(options.testMode ? testModeStart(db) : undefined)
    const ctx = createServices(db, config, { clock, log, testMode: options.testMode === true, listenPort: () => port })
    const { scheduler, reads, commits, ledger } = ctx
    const app = createApp(ctx)
    options.extend?.(app)
    if (!db.path.startsWith(':memory:') && db.path !== '') attachReserve(db, storageReserve(db.path))
    const server = await listen(app, {
      port: config.port,
      host: config.host,
      maxConnections: config.maxConnections,
      shutdownTimeoutMs: config.shutdownTimeout * 1000,
    })
    port = server.port
    scheduler.start()
    // Days after the dataset's as-of date land in the background: requests are served meanwhile.
    ctx.living.start()
    const watch = watchFile(db)
    // Memory that load grew returns once the server has had no request for --idle-release seconds: the
    // main connection's page cache and map of the file, what was kept for the dataset, the heap.
    const stopReleasing = releaseWhenQuiet(() => {
      forgetDataset(db)
      db.releaseMemory()
      releaseHeap()
    }, config.idleRelease * 1000)
    let stopping: Promise<void> | undefined
    return {
      ctx,
      server,
      stop: () =>
        (stopping ??= server.close().then(async () => {
          stopReleasing()
          await ctx.living.stop()
          await reads.close()
          clearInterval(watch)
          scheduler.stop()
          try {
            commits.flush()
            ledger.flush()
          } catch (error) {
            // Every request those counts belong to was refused (settled() failed it), so nothing is lost.
            log({ at: isoAt(Date.now()), level: 'error', msg: `usage counters not saved at shutdown: ${(error as Error).message}` })
          }
          db.close()
          // Only the file this server opened and closed is vouched for (not one moved into its path).
          if (file && sameFile(opened, fileId(config.db))) markCleanStop(config.db)
          lock.release()
          unbound()
        })),
    }
  } catch (error) {
    db.close()
    lock.release()
    unbound()
    throw error
  }
}
