// firmbase's worker threads — the seeder's, the readers', the password thread and the living
// registry's — each run either their bundle's embedded source text (the single executable has no
// files to point a Worker at: run with eval) or their module file. One way to start them, with the
// flags a worker may be given.
import { Worker, type WorkerOptions } from 'node:worker_threads'

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
