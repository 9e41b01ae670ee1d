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
  request(body: Q): Promise<R>
  /** Stops the thread (pending requests fail) and waits for it to exit. */
  close(): Promise<void>
}

/**
 * Starts a worker that answers with `answerRequests`, once it says it is ready; `toError` turns a
 * failed request's ThreadError back into the caller's error type.
 */
export function openThread<Q, R>(worker: Worker, toError: (e: ThreadError) => Error = (e) => new Error(e.message)): Promise<ThreadClient<Q, R>> {
  let next = 0
  let stopped: Error | undefined
  const waiting = new Map<number, { resolve: (value: R) => void; reject: (error: Error) => void }>()
  const stop = (error: Error) => {
    stopped ??= error
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
  }
  const client: ThreadClient<Q, R> = {
    request: (body) => {
      if (stopped) return Promise.reject(stopped)
      const id = ++next
      worker.postMessage({ id, body })
      return new Promise<R>((resolve, reject) => waiting.set(id, { resolve, reject }))
    },
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
      stop(new Error('the thread was closed'))
      await worker.terminate()
      await exited
    },
  }
  return new Promise((resolve, reject) => {
    worker.on('message', (reply: ThreadReply<R>) => {
      if ('ready' in reply) return resolve(client)
      if ('failed' in reply) {
        stop(new Error(reply.failed))
        return reject(toError({ message: reply.failed }))
      }
      const w = waiting.get(reply.id)
      waiting.delete(reply.id)
      if ('error' in reply) w?.reject(toError(reply.error))
      else w?.resolve(reply.value)
    })
    worker.on('error', (error) => {
      stop(error)
      reject(error)
    })
    worker.on('exit', (code) => {
      const error = new Error(`the thread exited with code ${code}`)
      stop(error)
      reject(error)
    })
  })
}

/**
 * The worker's side: `start` runs first (its failure is reported as `failed`), then each request's
 * `handle` in order; a thrown error goes back as the request's ThreadError.
 */
export function answerRequests<Q, R>(start: () => void, handle: (body: Q) => R): void {
  const port = parentPort
  if (!port) throw new Error('answerRequests runs on a worker thread')
  try {
    start()
  } catch (error) {
    port.postMessage({ failed: (error as Error).message } satisfies ThreadReply<R>)
    return
  }
  port.on('message', ({ id, body }: { id: number; body: Q }) => {
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
