// The reader pool: registry reads whose cost depends on the input run on worker threads, each with
// its own read-only connection, so the main thread (HTTP, authentication, quotas, writes, lookups by
// identifier) never waits on them. Two lanes: `heavy` reads (searches, filters, windows) may occupy
// every reader but one, which stays free for `cheap` ones (reference lookups, exact identifiers,
// watchlist members, a few leads: lanes.ts), so a burst of slow queries never queues a cheap one
// behind them. Every read has a deadline: past it the reader is terminated (SQLite cannot be
// interrupted from another thread), a new one takes its place, and the caller gets 400 QUERY_TIMEOUT.
import { currentCaller, FairQueue } from './fair-queue.ts'
import { openThread, startThread, type ThreadClient, type ThreadStop } from '../../../threads.ts'
import { MiB, textKeyedCache } from '../../../db/bounded-cache.ts'
import { sqliteAddonPath } from '../../../db/native-addon.ts'
import { isInMemory, type Db } from '../../../db/open.ts'
import { getSetting } from '../../../db/settings.ts'
import { AppError } from '../../../errors.ts'
import { releaseHeap, whenQuiet } from '../../../memory.ts'
import { forgetDetails } from '../details.ts'
import { NOT_KEPT, OPS, type Op, type OpArgs, type OpResult } from './ops.ts'
import type { ReaderJob } from './worker.ts'

declare global {
  // The single executable (scripts/build.ts) has no files: the worker's bundled source text, run with eval.
  var __FIRMBASE_READER_WORKER__: string | undefined
  // The npm package (scripts/build-package.ts): the worker's file name beside the bundle.
  var __FIRMBASE_READER_WORKER_FILE__: string | undefined
}

export type Lane = 'cheap' | 'heavy'

/** The async entry point of every input-dependent registry read (API routes and console pages alike). */
export interface Reads {
  run<O extends Op>(op: O, args: OpArgs<O>, lane?: Lane): Promise<OpResult<O>>
  /** Readers started (0: reads run on the calling thread). */
  readonly size: number
  /** Readers terminated for running past the deadline, since start. */
  readonly replaced: number
  /** Reader threads started since start. */
  readonly started: number
  /** Readers ready to take a read now (started ones may still be opening the file). */
  readonly ready: number
  close(): Promise<void>
}

export interface ReadsOptions {
  /** Reader threads; 0 runs reads on the main thread (also the case for an in-memory database). */
  readers: number
  /** Deadline of one read on a reader, ms. */
  timeoutMs: number
  /** Test hook, not reachable from any route: ms a reader waits before running these operations. */
  delay?: Partial<Record<Op, number>>
  /**
   * After this long without a read the readers stop, giving back their page caches and heaps (tens
   * of MB each); the next read starts them again. Default IDLE_READERS_MS.
   */
  idleMs?: number
  /** Called once idle readers have stopped (the main connection gives back its page cache too). */
  onIdle?: () => void
}

export function queryTimeout(timeoutMs: number): AppError {
  const limit = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`
  return new AppError('QUERY_TIMEOUT', `The query did not finish within the server's query deadline of ${limit} (--query-timeout); make it more selective.`, {
    extra: { timeout_ms: timeoutMs },
  })
}

/** Reads for `db`: a pool of reader threads over its file, or the calling thread for an in-memory database. */
export function createReads(db: Db, options: ReadsOptions): Reads {
  // Idle: the main connection frees its cache and map of the file as well, and the heap what load grew
  // — once the whole server is quiet (details, answered here, may still be coming).
  const onIdle = () =>
    whenQuiet(() => {
      forgetDetails(db)
      db.releaseMemory()
      releaseHeap()
    }, options.idleMs ?? IDLE_READERS_MS)
  return remembered(db, options.readers === 0 || isInMemory(db.path) ? inline(db) : new ReaderPool(db.path, { onIdle, ...options }))
}

/** Answers kept on the main thread: least recently used first out, past this many or about this many bytes (key and answer). */
export const ANSWER_CACHE = { max: 5000, maxBytes: 32 * MiB } as const

/**
 * Answers kept on the main thread, by operation and arguments, for the life of the dataset (the
 * registry never changes while serving; the dataset marker, which a new seed replaces, keys them):
 * a repeated query is answered without a trip to a reader. Reads of user data (NOT_KEPT) always go.
 */
function remembered(db: Db, reads: Reads): Reads {
  let dataset = ''
  const answers = textKeyedCache<{ answer: unknown }>(ANSWER_CACHE.max, ANSWER_CACHE.maxBytes)
  const marker = () => getSetting(db, 'dataset') ?? ''
  return {
    run: async (op, args, lane) => {
      if (NOT_KEPT.has(op)) return reads.run(op, args, lane)
      const now = marker()
      if (now !== dataset) {
        answers.clear()
        dataset = now
      }
      const key = `${op}\u0000${JSON.stringify(args, (_, v) => (v instanceof Map ? [...v] : v))}`
      const hit = answers.get(key)
      if (hit) return hit.answer as never
      const answer = await reads.run(op, args, lane)
      if (marker() === dataset) answers.set(key, { answer })
      return answer
    },
    get size() {
      return reads.size
    },
    get replaced() {
      return reads.replaced
    },
    get started() {
      return reads.started
    },
    get ready() {
      return reads.ready
    },
    close: () => reads.close(),
  }
}

function inline(db: Db): Reads {
  return {
    run: async (op, args) => (OPS[op] as (db: Db, args: unknown) => never)(db, args),
    size: 0,
    replaced: 0,
    started: 0,
    ready: 0,
    close: async () => {},
  }
}

interface Pending {
  job: ReaderJob
  lane: Lane
  /** Whose read it is (the round-robin of the queue). */
  owner: string
  /** When the read's deadline passes (ms): counted from its arrival, so time spent queued counts too. */
  deadline: number
  /** Fires the deadline while the read still waits for a reader. */
  waiting: NodeJS.Timeout | null
  resolve: (value: never) => void
  reject: (error: unknown) => void
}

/** Readers stop after a minute without reads (memory returns after load); the next read restarts them. */
export const IDLE_READERS_MS = 60_000

/** Reads waiting for a reader past which a new one is refused (503 READERS_BUSY) rather than queued. */
export const MAX_QUEUED = 1000
/** A reader that cannot open the file is tried again after this long, doubling up to the maximum. */
export const REOPEN_BACKOFF = { firstMs: 100, maxMs: 5000 } as const

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) })

interface Slot {
  thread: ThreadClient<ReaderJob, unknown>
  ready: boolean
  /** Ended on purpose (past a deadline, idle, closing): its end is not a death to report. */
  retired?: boolean
  job: Pending | null
  timer: NodeJS.Timeout | null
  /** No thread: the file could not be opened, and nobody has asked for a read since (woken by the next one). */
  dormant?: boolean
}

class ReaderPool implements Reads {
  #path: string
  #options: ReadsOptions
  #slots: Slot[] = []
  #queues: Record<Lane, FairQueue<Pending>> = { cheap: new FairQueue(), heavy: new FairQueue() }
  #closed = false
  replaced = 0
  /** Reader threads started since start (a file no reader can open must not start one after another). */
  started = 0
  /** While readers cannot open the file: when the next try is due, and the wait before the one after. */
  #reopenAt = 0
  #backoffMs = 0
  #unavailable: string | null = null
  #idle: NodeJS.Timeout | undefined
  /** When a read last came or went: the one idle timer looks at it rather than being reset per read. */
  #lastActive = 0

  constructor(path: string, options: ReadsOptions) {
    this.#path = path
    this.#options = options
  }

  get size(): number {
    return this.#slots.length
  }

  get ready(): number {
    return this.#slots.filter((s) => s.ready).length
  }

  run<O extends Op>(op: O, args: OpArgs<O>, lane: Lane = 'heavy'): Promise<OpResult<O>> {
    if (this.#closed) return Promise.reject(new AppError('SHUTTING_DOWN'))
    if (this.#slots.length === 0) for (let i = 0; i < this.#options.readers; i++) this.#slots.push(this.#spawn())
    // A read is waiting: one dormant reader tries the file again once the back-off has passed.
    if (this.#unavailable !== null && Date.now() >= this.#reopenAt) this.#wake(1)
    if (this.#unavailable !== null && !this.#slots.some((s) => s.ready)) return Promise.reject(this.#unavailableError())
    if (this.#queues.cheap.length + this.#queues.heavy.length >= MAX_QUEUED) return Promise.reject(new AppError('READERS_BUSY', undefined, { headers: retryAfter(1000) }))
    return new Promise((resolve, reject) => {
      const owner = currentCaller()
      const pending: Pending = { job: { op, args }, lane, owner, deadline: Date.now() + this.#options.timeoutMs, waiting: null, resolve, reject }
      // Other reads were running when it came: if its whole deadline passes in the queue, the server was
      // busy, not this read slow (503 READERS_BUSY, never QUERY_TIMEOUT blaming the caller's query).
      const behind = this.#slots.some((s) => s.job !== null)
      pending.waiting = setTimeout(() => {
        if (!this.#queues[lane].remove(owner, pending)) return
        reject(
          behind
            ? new AppError('READERS_BUSY', `Waited ${Math.round(this.#options.timeoutMs / 100) / 10} s for a reader (other reads were ahead); try again shortly.`, {
                headers: retryAfter(1000),
              })
            : queryTimeout(this.#options.timeoutMs),
        )
      }, this.#options.timeoutMs)
      pending.waiting.unref()
      this.#queues[lane].push(owner, pending)
      this.#pump()
    })
  }

  #unavailableError(): AppError {
    return new AppError('READERS_UNAVAILABLE', `No reader thread can open the database file: ${this.#unavailable}; retrying.`, {
      headers: retryAfter(Math.max(this.#reopenAt - Date.now(), REOPEN_BACKOFF.firstMs)),
    })
  }

  /** Heavy reads may hold every reader but one (all of them when there is only one). */
  get #heavyMax(): number {
    return Math.max(1, this.#slots.length - 1)
  }

  #pump(): void {
    for (const slot of this.#slots) {
      if (!slot.ready || slot.job) continue
      const heavyBusy = this.#slots.filter((s) => s.job?.lane === 'heavy').length
      const next = this.#queues.cheap.shift() ?? (heavyBusy < this.#heavyMax ? this.#queues.heavy.shift() : undefined)
      if (!next) break
      this.#dispatch(slot, next)
    }
    this.#watchIdle()
  }

  #busy(): boolean {
    return this.#slots.some((s) => s.job) || this.#queues.cheap.length + this.#queues.heavy.length > 0
  }

  /**
   * With nothing running or waiting, the readers stop after the idle period (they start again on the
   * next read). One timer, armed when none is: each read only stamps the time.
   */
  #watchIdle(): void {
    this.#lastActive = Date.now()
    if (this.#idle || this.#closed || this.#slots.length === 0) return
    const idleMs = this.#options.idleMs ?? IDLE_READERS_MS
    const check = () => {
      this.#idle = undefined
      if (this.#closed || this.#slots.length === 0 || this.#busy()) return // the next read arms it again
      const left = this.#lastActive + idleMs - Date.now()
      if (left > 0) {
        this.#idle = setTimeout(check, left)
        this.#idle.unref()
        return
      }
      for (const slot of this.#slots.splice(0)) {
        if (slot.timer) clearTimeout(slot.timer)
        slot.retired = true
        void slot.thread.close()
      }
      this.#options.onIdle?.()
    }
    this.#idle = setTimeout(check, idleMs)
    this.#idle.unref()
  }

  #dispatch(slot: Slot, pending: Pending): void {
    if (pending.waiting) clearTimeout(pending.waiting)
    slot.job = pending
    slot.timer = setTimeout(() => this.#expire(slot), Math.max(0, pending.deadline - Date.now()))
    slot.thread.request(pending.job).then(
      (answer) => this.#answered(slot, pending, () => pending.resolve(answer as never)),
      // A thread that stopped under the read is a death (#onDeath), or was retired past the deadline.
      (error: unknown) => slot.thread.stopped || this.#answered(slot, pending, () => pending.reject(error)),
    )
  }

  /** The read's answer (or its own error) came: the reader takes the next. */
  #answered(slot: Slot, pending: Pending, settle: () => void): void {
    if (slot.job !== pending) return
    if (slot.timer) clearTimeout(slot.timer)
    slot.job = null
    slot.timer = null
    settle()
    this.#pump()
  }

  /** The read ran past its deadline: its reader is terminated and replaced, the caller told. */
  #expire(slot: Slot): void {
    const pending = slot.job
    if (!pending) return
    this.replaced++
    this.#retire(slot)
    pending.reject(queryTimeout(this.#options.timeoutMs))
  }

  /** Ends a slot's thread and puts a fresh one in its place. */
  #retire(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer)
    slot.retired = true
    void slot.thread.kill()
    const index = this.#slots.indexOf(slot)
    if (index < 0) return
    if (this.#closed) {
      this.#slots.splice(index, 1)
      return
    }
    // While the file cannot be opened, no thread starts until a read asks for one (after the back-off):
    // waiting for an unreadable file with nobody reading costs nothing (it took half a core).
    if (this.#unavailable !== null) {
      this.#slots[index] = { thread: slot.thread, ready: false, job: null, timer: null, dormant: true, retired: true }
      return
    }
    const wait = this.#reopenAt - Date.now()
    if (wait <= 0) {
      this.#slots[index] = this.#spawn()
      return
    }
    const placeholder: Slot = { thread: slot.thread, ready: false, job: null, timer: null, retired: true }
    this.#slots[index] = placeholder
    setTimeout(() => {
      const at = this.#slots.indexOf(placeholder)
      if (at >= 0 && !this.#closed) this.#slots[at] = this.#spawn()
    }, wait).unref()
  }

  /** Starts up to `count` dormant readers (all of them when the file opened again). */
  #wake(count = Number.POSITIVE_INFINITY): void {
    let woken = 0
    for (const [i, slot] of this.#slots.entries()) {
      if (!slot.dormant || woken >= count || this.#closed) continue
      this.#slots[i] = this.#spawn()
      woken++
    }
  }

  #spawn(): Slot {
    const source = globalThis.__FIRMBASE_READER_WORKER__
    const workerData = { path: this.#path, delay: this.#options.delay, nativeBinding: sqliteAddonPath(this.#path) }
    // The single executable's CommonJS bundle has no import.meta.url: it runs the embedded source.
    const worker = startThread(source, () => new URL(globalThis.__FIRMBASE_READER_WORKER_FILE__ ?? './worker.ts', import.meta.url), { workerData })
    this.started++
    // Never holds the process: the server's socket does, and a command's reads are awaited.
    const slot: Slot = { thread: openThread<ReaderJob, unknown>(worker, { holds: 'never', name: 'a reader thread' }), ready: false, job: null, timer: null }
    slot.thread.ready.then(
      () => this.#onReady(slot),
      () => {}, // told by `ended`, with the thread's own words
    )
    void slot.thread.ended.then((why) => this.#onEnd(slot, why))
    return slot
  }

  #onReady(slot: Slot): void {
    if (slot.retired) return
    slot.ready = true
    this.#unavailable = null
    this.#backoffMs = 0
    this.#wake()
    this.#pump()
  }

  #onEnd(slot: Slot, why: ThreadStop): void {
    if (slot.retired) return
    if (why.reason !== undefined) {
      // The database cannot be opened read-only: the waiting reads get 503 with Retry-After, and the
      // next reader starts after a back-off (100 ms, doubling to 5 s) instead of at once, forever.
      this.#unavailable = why.reason
      this.#backoffMs = Math.min(this.#backoffMs ? this.#backoffMs * 2 : REOPEN_BACKOFF.firstMs, REOPEN_BACKOFF.maxMs)
      this.#reopenAt = Date.now() + this.#backoffMs
      if (!this.#slots.some((s) => s.ready)) {
        const error = this.#unavailableError()
        for (const lane of ['cheap', 'heavy'] as const) for (const p of this.#queues[lane].drain()) this.#fail(p, error)
      }
    }
    const pending = slot.job
    slot.job = null
    this.#retire(slot)
    pending?.reject(new AppError('INTERNAL_ERROR', `A reader thread failed: ${why.message}`))
    this.#pump()
  }

  #fail(pending: Pending, error: AppError): void {
    if (pending.waiting) clearTimeout(pending.waiting)
    pending.reject(error)
  }

  async close(): Promise<void> {
    this.#closed = true
    if (this.#idle) clearTimeout(this.#idle)
    for (const lane of ['cheap', 'heavy'] as const) for (const p of this.#queues[lane].drain()) this.#fail(p, new AppError('SHUTTING_DOWN'))
    const slots = this.#slots.splice(0)
    await Promise.all(
      slots.map((s) => {
        if (s.timer) clearTimeout(s.timer)
        s.retired = true
        s.job?.reject(new AppError('SHUTTING_DOWN'))
        return s.thread.kill()
      }),
    )
  }
}
