// The seeder's worker threads: starting them, feeding the companies' side without an event loop
// (the generating thread is busy), and merging the finished side files into the first.
import { readdirSync, rmSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Worker } from 'node:worker_threads'
import { startThread } from '../threads.ts'
import type Database from 'better-sqlite3'
import { SCHEMA_VERSION } from '../db/migrations.ts'
import { schemaSql } from '../db/schema-text.ts'
import { AppError } from '../errors.ts'
import { SIDES, sideHolds, sidePrefix, type Statement } from './plan.ts'
import { merge, openFinal } from './merge.ts'
import type { SideDone, SideJob, SideMessage, SideReply } from './side-job.ts'

declare global {
  // Set by the single-executable build (scripts/build.ts): side-file.ts bundled, run as the worker's source.
  var __FIRMBASE_SIDE_WORKER__: string | undefined
  // Set by the npm package's build (scripts/build-package.ts): the worker's file beside the bundle.
  var __FIRMBASE_SIDE_WORKER_FILE__: string | undefined
}

const MAX_BATCHES_IN_FLIGHT = 4
const STALL_MS = 120_000
/** Between two syncs of the file being merged into: the disk keeps writing it back while the merges go on. */
const SYNC_PAUSE_MS = 200

export interface Worked {
  worker: Worker
  progress: Int32Array
  posted: number
  done: Promise<SideDone>
  /** Per side file, in the job's order: resolves once the worker has built and closed it (the last with `done`). */
  files: Promise<void>[]
  /** Resolves once the worker has its side files open; rejects if it could not start. */
  started: Promise<void>
}

/** Side files of seeds that died (kill -9, power cut): named after their process, removed once it is gone. */
export function removeStaleSides(dbPath: string): void {
  const { dir, base } = sidePrefix(dbPath)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const m = name.startsWith(`${base}.seeding-`) ? /\.seeding-(\d+)-/.exec(name) : null
    if (!m || Number(m[1]) === process.pid) continue
    try {
      process.kill(Number(m[1]), 0)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(dir, name), { force: true })
    }
  }
}

export function startWorker(job: SideJob): Worked {
  const source = globalThis.__FIRMBASE_SIDE_WORKER__
  const worker = startThread(source, () => new URL(globalThis.__FIRMBASE_SIDE_WORKER_FILE__ ?? './side-file.ts', import.meta.url), { workerData: job })
  let ready: () => void = () => {}
  const started = new Promise<void>((resolve) => (ready = resolve))
  const built: (() => void)[] = []
  const files = job.files.map(() => new Promise<void>((resolve) => built.push(resolve)))
  const done = new Promise<SideDone>((resolve, reject) => {
    worker.on('message', (reply: SideReply) => {
      if ('ready' in reply) ready()
      else if ('file' in reply) built[reply.file]()
      else if ('error' in reply) reject(new AppError('INTERNAL_ERROR', `Seeding failed: ${reply.error}`))
      else resolve(reply)
    })
    worker.on('error', (error) => reject(new AppError('INTERNAL_ERROR', `A seed worker failed: ${error.message}`, { cause: error })))
    worker.on('exit', (code) => reject(new AppError('INTERNAL_ERROR', `A seed worker exited (${code}) before finishing`)))
  })
  done.catch(() => {}) // awaited later; a failure while generating is noticed through `progress`
  // The last file is done with the worker; a file never reported fails with the worker.
  const settled = files.map((file, i) => (i === files.length - 1 ? done.then(() => {}) : Promise.race([file, done.then(() => {})])))
  for (const file of settled) file.catch(() => {})
  return { worker, progress: new Int32Array(job.progress), posted: 0, done, files: settled, started: Promise.race([started, done.then(() => {})]) }
}

/** Blocks the generating thread while the worker is MAX_BATCHES_IN_FLIGHT behind: memory stays bounded. */
export function post(side: Worked, message: SideMessage): void {
  let waitedSince = 0
  for (;;) {
    if (Atomics.load(side.progress, 1)) throw new AppError('INTERNAL_ERROR', 'A seed worker failed while loading rows')
    const loaded = Atomics.load(side.progress, 0)
    if (side.posted - loaded < MAX_BATCHES_IN_FLIGHT) break
    waitedSince ||= Date.now()
    if (Date.now() - waitedSince > STALL_MS) throw new AppError('INTERNAL_ERROR', 'A seed worker stopped answering')
    Atomics.wait(side.progress, 0, loaded, 1000)
  }
  side.worker.postMessage(message)
  side.posted++
}

/** The error a worker reported, if one did within a moment (its message may still be on the way). */
export async function workerFailure(workers: Worked[]): Promise<unknown> {
  const failed = workers.map((w) =>
    w.done.then(
      () => new Promise<never>(() => {}),
      (error: unknown) => error,
    ),
  )
  // Kept alive: when a worker could not even start, this wait is all that holds the process until the error is thrown.
  const moment = sleep(500)
  return Promise.race([...failed, moment])
}

/**
 * Waits for the side files and merges each into the first (merge.ts: its pages appended) as soon as
 * both are built, while the workers go on with their next files; each file's statistics come along
 * (its worker took them, in parallel with the others). `paths`: each worker's files, in its job's
 * order; the first worker's first file is the one the others are merged into.
 */
export async function mergeSides(workers: Worked[], paths: string[][], statements: Statement[]): Promise<SideDone[]> {
  const finalPath = paths[0][0]
  // The first side file is written without syncing; installing it syncs it (its commit), which would
  // then wait for every page at once. Synced over and over meanwhile, in libuv's thread pool, it lets
  // the disk catch up while the sides are built and merged. (Nothing else opens a side file, so the
  // descriptor opened here, whose closing drops this process's locks on the file, disturbs no one.)
  const written = new AbortController()
  const flushing = (async () => {
    while (!written.signal.aborted) {
      await syncFile(finalPath)
      await sleep(SYNC_PAUSE_MS, undefined, { signal: written.signal }).catch(() => {})
    }
  })()
  let final: Database.Database | undefined
  const results: SideDone[] = []
  const merged: Record<string, number>[] = workers.map(() => ({}))
  const appended: Record<string, number>[] = workers.map(() => ({}))
  try {
    // Any side's failure ends the wait for the first (which could otherwise be kept waiting).
    const failed = Promise.race(workers.slice(1).map((w) => w.done.then(() => new Promise<never>(() => {}))))
    failed.catch(() => {}) // each is awaited again below
    results[0] = await Promise.race([workers[0].done, failed])
    void workers[0].worker.terminate()
    final = openFinal(finalPath)
    const pending = workers.slice(1).flatMap((w, k) => w.files.map((file, j) => file.then(() => ({ i: k + 1, j }))))
    while (pending.length > 0) {
      const next = await Promise.race(pending.map((p, at) => p.then((r) => ({ ...r, at }))))
      pending.splice(next.at, 1)
      const worker = workers[next.i]
      if (next.j === worker.files.length - 1) {
        results[next.i] = await worker.done
        void worker.worker.terminate() // its memory back before the next steps
      }
      const mergeAt = performance.now()
      const { db, pages } = await merge(final, finalPath, paths[next.i][next.j], sideHolds(SIDES[next.i].parts[next.j]), statements)
      final = db
      appended[next.i][`pages ${next.j}`] = pages
      rmSync(paths[next.i][next.j], { force: true }) // its disk space back too
      merged[next.i][`merge ${next.j}`] = performance.now() - mergeAt
    }
    // Every other table too: the file is a whole firmbase database, ready to be swapped in.
    final.exec(schemaSql)
    final.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
  } finally {
    final?.close()
    written.abort()
    await flushing
  }
  return results.map((r, i) => ({ ...r, timings: { ...r.timings, ...merged[i] }, appended: appended[i] }))
}

/** fdatasync in libuv's thread pool: waits on the disk, not on this thread. A failure is left to the install's own sync. */
async function syncFile(path: string): Promise<void> {
  try {
    const file = await open(path, 'r')
    try {
      await file.datasync()
    } finally {
      await file.close()
    }
  } catch {
    // the commit that installs the file syncs it anyway
  }
}
