// The reader pool: registry reads whose cost depends on the input run on worker threads, each with
// its own read-only connection, so the main thread (HTTP, authentication, quotas, writes, lookups by
// identifier) never waits on them. Two lanes: `heavy` reads (searches, filters, windows) may occupy
// every reader but one, which stays free for `cheap` ones (reference lookups, exact identifiers,
// watchlist members, a few leads: lanes.ts), so a burst of slow queries never queues a cheap one
// behind them. Every read has a deadline: past it the reader is terminated (SQLite cannot be
// interrupted from another thread), a new one takes its place, and the caller gets 400 QUERY_TIMEOUT.
import { currentCaller, FairQueue } from './fair-queue.ts'
import { openThread, startThread, type ThreadClient, type ThreadStop } from '../../../threads.ts'
import { sqliteAddonPath } from '../../../db/native-addon.ts'
import { AppError } from '../../../errors.ts'
import { IDLE_READERS_MS, MAX_QUEUED, queryTimeout, REOPEN_BACKOFF, retryAfter } from './limits.ts'
import type { Op, OpArgs, OpResult } from './ops.ts'
import type { Lane, Reads, ReadsOptions } from './reads.ts'
import type { ReaderJob } from './worker.ts'

declare global {
  // The single executable (scripts/build.ts) has no files: the worker's bundled source text, run with eval.
  var __FIRMBASE_READER_WORKER__: string | undefined
  // The npm package (scripts/build-package.ts): the worker's file name beside the bundle.
  var __FIRMBASE_READER_WORKER_FILE__: string | undefined
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

export class ReaderPool implements Reads {
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
