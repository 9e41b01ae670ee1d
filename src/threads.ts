// firmbase's worker threads — the seeder's, the readers', the password thread and the living
// registry's — each run either their bundle's embedded source text (the single executable has no
// files to point a Worker at: run with eval) or their module file. One way to start them, with the
// flags a worker may be given.
import { parentPort, Worker, type WorkerOptions } from 'node:worker_threads'

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
/** A request's failure as it crosses the thread: an AppError keeps its code, detail and extra. */
export interface ThreadError {
  message: string
  code?: string
  extra?: Record<string, unknown>
}

/** A worker answering requests one at a time in their order; every pending request fails when it stops. */
export interface ThreadClient<Q, R> {
  /** Resolves once the thread has started; rejects with why it could not (its requests fail with the same). */
  ready: Promise<void>
  request(body: Q): Promise<R>
  /** Requests sent and not yet answered. */
  readonly pending: number
  /** The thread has stopped (exited, failed to start or closed): a new one is needed. */
  readonly stopped: boolean
  /** Asks the thread to finish (its `close`, then its end: pending requests fail) and waits for it to exit. */
  close(): Promise<void>
}

export interface ThreadOptions {
  /** A failed request's ThreadError as the caller's error type (default: an Error with its message). */
  toError?: (e: ThreadError) => Error
  /** 'busy' (default 'always'): the thread keeps the process alive only while a request is out. */
  holds?: 'always' | 'busy'
  /** Names the thread in the errors of its start and its exit ("the password thread"). */
  name?: string
}

/**
 * The caller's side of a worker that answers with `answerRequests`: requests may be sent at once (the
 * thread reads them once started), each answered by id.
 */
export function openThread<Q, R>(worker: Worker, options: ThreadOptions = {}): ThreadClient<Q, R> {
  const toError = options.toError ?? ((e: ThreadError) => new Error(e.message))
  const name = options.name ?? 'the thread'
  let next = 0
  let stopped: Error | undefined
  const waiting = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>()
  let started: () => void = () => {}
  let refused: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve
    refused = reject
  })
  ready.catch(() => {}) // a caller may never wait for it: its requests fail all the same
  const stop = (error: Error) => {
    stopped ??= error
    refused(stopped)
    for (const w of waiting.values()) w.reject(stopped)
    waiting.clear()
  }
  worker.on('message', (reply: ThreadReply<R>) => {
    if ('ready' in reply) return started()
    if ('failed' in reply) return stop(toError({ message: `${name} could not start: ${reply.failed}` }))
    const w = waiting.get(reply.id)
    waiting.delete(reply.id)
    if (waiting.size === 0 && options.holds === 'busy') worker.unref()
    if ('error' in reply) w?.reject(toError(reply.error))
    else w?.resolve(reply.value)
  })
  worker.on('error', (error) => stop(error))
  worker.on('exit', (code) => stop(new Error(`${name} exited with code ${code}`)))
  // After the listeners: a 'message' listener added after unref() refs the worker again.
  if (options.holds === 'busy') worker.unref()
  return {
    ready,
    request: (body) => {
      if (stopped) return Promise.reject(stopped)
      const id = ++next
      if (waiting.size === 0 && options.holds === 'busy') worker.ref()
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
    close: async () => {
      if (worker.threadId === -1) return
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
      // Held while it closes: an unreferenced thread let the event loop drain before 'exit' came, so a
      // stop awaiting it never returned (and `firmbase exec` never set its exit code).
      worker.ref()
      stop(new Error(`${name} was closed`))
      worker.postMessage(CLOSE)
      await exited
    },
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
    const { id, body } = message
    let reply: ThreadReply<R>
    try {
      reply = { id, value: handle(body) }
    } catch (error) {
      const e = error as Error & { code?: unknown; extra?: Record<string, unknown> }
      reply = { id, error: { message: e.message, ...(typeof e.code === 'string' && { code: e.code }), ...(e.extra && { extra: e.extra }) } }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies ThreadReply<R>)
}
