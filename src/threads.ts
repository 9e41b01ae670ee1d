// firmbase's worker threads — the seeder's, the readers', the password thread and the living
// registry's — each run either their bundle's embedded source text (the single executable has no
// files to point a Worker at: run with eval) or their module file. One way to start them, with the
// flags a worker may be given.
import { parentPort, Worker, type WorkerOptions } from 'node:worker_threads'
import { AppError, type ErrorCode, isErrorCode } from './errors.ts'

/** V8's heap and stack limits are the process's: a worker given them refuses to start (ERR_WORKER_INVALID_EXEC_ARGV). */
const PROCESS_ONLY = /^--(max-old-space-size|max-semi-space-size|max-young-generation-size|stack-size)\b/

/**
 * The process's flags a worker can take: not --input-type (node -e scripts; it applies to string input
 * only and would stop a file worker), nor V8's heap and stack limits (`node --max-old-space-size=…
 * firmbase serve` answered every search 500: no reader could start).
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  return execArgv.filter((a) => !a.startsWith('--input-type') && !PROCESS_ONLY.test(a))
}

/**
 * A worker on `source` (bundled text) when the build embedded one, else on the module `file()` names
 * (a function: a CommonJS bundle has no import.meta.url to resolve it against).
 */
export function startThread(source: string | undefined, file: () => URL, options: Omit<WorkerOptions, 'eval' | 'execArgv'> = {}): Worker {
  const execArgv = workerExecArgv()
  return source ? new Worker(source, { ...options, eval: true, execArgv }) : new Worker(file(), { ...options, execArgv })
}

// ── requests and replies ─────────────────────────────────────────────────────

/** What a thread says: started (or why not), or the answer to one request by its id. */
export type ThreadReply<R> = { ready: true } | { failed: string } | { id: number; value: R } | { id: number; error: ThreadError }
/** A request's failure as it crosses the thread: an AppError keeps its code, status, detail, extra and headers. */
export interface ThreadError {
  name: string
  message: string
  code?: string
  status?: number
  extra?: Record<string, unknown>
  headers?: Record<string, string>
}

/** An error as it crosses to another thread. */
export function toThreadError(error: unknown): ThreadError {
  const e = error as Partial<ThreadError> & Error
  return {
    name: e?.name ?? 'Error',
    message: String(e?.message ?? error),
    ...(typeof e?.code === 'string' && { code: e.code }),
    ...(typeof e?.status === 'number' && { status: e.status }),
    ...(e?.extra && { extra: e.extra }),
    ...(e?.headers && { headers: e.headers }),
  }
}

/**
 * An error that crossed from another thread, rebuilt: an AppError (a code with its status, as an FQL
 * error has, or a catalogue code) keeps its code, status, extra and headers.
 */
export function fromThreadError(e: ThreadError): Error {
  if (e.code !== undefined && (e.status !== undefined || isErrorCode(e.code))) {
    const error = new AppError(e.code as ErrorCode, e.message, { status: e.status, extra: e.extra, headers: e.headers })
    error.name = e.name
    return error
  }
  const error = new Error(e.message) as Error & { code?: string }
  error.name = e.name
  if (e.code !== undefined) error.code = e.code
  return error
}

/** Why a thread stopped; `reason` is the thread's own words when it could not start. */
export type ThreadStop = Error & { reason?: string }

/** A worker answering requests one at a time in their order; every pending request fails when it stops. */
export interface ThreadClient<Q, R> {
  /** Resolves once the thread has started; rejects with why it could not (its requests fail with the same). */
  ready: Promise<void>
  /** Resolves with why the thread stopped (exited, failed, closed or killed), whenever that is. */
  ended: Promise<ThreadStop>
  request(body: Q): Promise<R>
  /** Requests sent and not yet answered. */
  readonly pending: number
  /** The thread has stopped: a new one is needed. */
  readonly stopped: boolean
  /** Asks the thread to finish (its `close`, then its end: pending requests fail) and waits for it to exit. */
  close(): Promise<void>
  /** Ends the thread at once, whatever it is doing (a read past its deadline: SQLite cannot be interrupted from outside). */
  kill(): Promise<void>
}

export interface ThreadOptions {
  /** Whether the thread keeps the process alive: always (default), only while a request is out, or never. */
  holds?: 'always' | 'busy' | 'never'
  /** Names the thread in the errors of its start and its exit ("the password thread"). */
  name?: string
}

/**
 * The caller's side of a worker that answers with `answerRequests`: requests may be sent at once (the
 * thread reads them once started), each answered by id; a failed one rejects with the thread's error
 * rebuilt (fromThreadError).
 */
export function openThread<Q, R>(worker: Worker, options: ThreadOptions = {}): ThreadClient<Q, R> {
  const name = options.name ?? 'the thread'
  const holds = options.holds ?? 'always'
  let next = 0
  let stopped: ThreadStop | undefined
  const waiting = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>()
  let started: () => void = () => {}
  let refused: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve
    refused = reject
  })
  ready.catch(() => {}) // a caller may never wait for it: its requests fail all the same
  let end: (why: ThreadStop) => void = () => {}
  const ended = new Promise<ThreadStop>((resolve) => (end = resolve))
  const stop = (error: ThreadStop) => {
    if (stopped) return
    stopped = error
    refused(error)
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
    end(error)
  }
  worker.on('message', (reply: ThreadReply<R>) => {
    if ('ready' in reply) return started()
    if ('failed' in reply) return stop(Object.assign(new Error(`${name} could not start: ${reply.failed}`), { reason: reply.failed }))
    const w = waiting.get(reply.id)
    waiting.delete(reply.id)
    if (waiting.size === 0 && holds === 'busy') worker.unref()
    if ('error' in reply) w?.reject(fromThreadError(reply.error))
    else w?.resolve(reply.value)
  })
  worker.on('error', (error) => stop(error))
  worker.on('exit', (code) => stop(new Error(`${name} exited with code ${code}`)))
  // After the listeners: a 'message' listener added after unref() refs the worker again.
  if (holds !== 'always') worker.unref()
  const exit = async (how: () => void, why: string) => {
    if (worker.threadId === -1) return
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    // Held while it closes: an unreferenced thread let the event loop drain before 'exit' came, so a
    // stop awaiting it never returned (and `firmbase exec` never set its exit code).
    worker.ref()
    stop(new Error(`${name} was ${why}`))
    how()
    await exited
  }
  return {
    ready,
    ended,
    request: (body) => {
      if (stopped) return Promise.reject(stopped)
      const id = ++next
      if (waiting.size === 0 && holds === 'busy') worker.ref()
      const answer = new Promise<R>((resolve, reject) => waiting.set(id, { resolve, reject }))
      worker.postMessage({ id, body })
      return answer
    },
    get pending() {
      return waiting.size
    },
    get stopped() {
      return stopped !== undefined
    },
    close: () => exit(() => worker.postMessage(CLOSE), 'closed'),
    kill: () => exit(() => void worker.terminate(), 'stopped'),
  }
}

/** The message that asks a thread to finish. */
const CLOSE = { close: true } as const

/**
 * The worker's side: `start` runs first (its failure is reported as `failed`), then each request's
 * `handle` in order; a thrown error goes back as the request's ThreadError. Asked to close, it runs
 * `close` (a database connection closed cleanly) and stops listening, and the thread ends.
 */
export function answerRequests<Q, R>(start: () => void, handle: (body: Q) => R, close: () => void = () => {}): void {
  const port = parentPort
  if (!port) throw new Error('answerRequests runs on a worker thread')
  try {
    start()
  } catch (error) {
    port.postMessage({ failed: (error as Error).message } satisfies ThreadReply<R>)
    return
  }
  port.on('message', (message: { id: number; body: Q } | typeof CLOSE) => {
    if ('close' in message) {
      try {
        close()
      } finally {
        port.close()
      }
      return
    }
    let reply: ThreadReply<R>
    try {
      reply = { id: message.id, value: handle(message.body) }
    } catch (error) {
      reply = { id: message.id, error: toThreadError(error) }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies ThreadReply<R>)
}
