// Password hashing off the event loop. bcryptjs is pure JavaScript: its synchronous calls block the
// thread ~100 ms each, and its "async" ones still run in 100 ms slices, so 16 connections guessing
// passwords would hold every other request (health checks included) for seconds. One worker
// thread does the bcrypt work; the serving thread only waits for its answers.
import bcrypt from 'bcryptjs'
import type { Worker } from 'node:worker_threads'
import { startThread } from '../../threads.ts'
import type { PasswordJob } from './password-worker.ts'

declare global {
  // Set by the single-executable and package builds: password-worker.ts bundled, run as the worker's source.
  var __FIRMBASE_PASSWORD_WORKER__: string | undefined
}

const BCRYPT_COST = 10
type Pending = { resolve: (v: string | boolean) => void; reject: (e: Error) => void }

let worker: Worker | undefined
let nextId = 1
const pending = new Map<number, Pending>()

function startWorker(): Worker {
  const source = globalThis.__FIRMBASE_PASSWORD_WORKER__
  const w = startThread(source, () => new URL('./password-worker.ts', import.meta.url))
  w.on('message', (reply: { id: number; result?: string | boolean; error?: string }) => {
    const job = pending.get(reply.id)
    pending.delete(reply.id)
    if (pending.size === 0) w.unref()
    if (reply.error !== undefined) job?.reject(new Error(reply.error))
    else job?.resolve(reply.result!)
  })
  const fail = (error: Error) => {
    if (worker === w) worker = undefined
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }
  w.on('error', fail)
  w.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)))
  // Keeps the process alive only while a job is out (run() refs it). After the listeners: a 'message'
  // listener added after unref() refs the worker again, and a server that had hashed one password never
  // exited on SIGTERM.
  w.unref()
  return w
}

function run(job: Omit<PasswordJob, 'id'>): Promise<string | boolean> {
  try {
    worker ??= startWorker()
  } catch {
    // No worker thread available: bcryptjs's sliced asynchronous calls still let other requests in.
    return job.op === 'hash' ? bcrypt.hash(job.password, BCRYPT_COST) : bcrypt.compare(job.password, job.hash ?? '')
  }
  const id = nextId++
  return new Promise((resolve, reject) => {
    if (pending.size === 0) worker!.ref()
    pending.set(id, { resolve, reject })
    worker!.postMessage({ id, ...job })
  })
}

/** A bcrypt hash (cost 10) of the password, computed on the password thread. */
/** bcrypt reads no more than 72 bytes: a longer password would be checked by its first 72 alone. */
export const PASSWORD_MAX_BYTES = 72
export const passwordTooLong = (password: string): boolean => Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: 'hash', password })) as string
}

/** Whether the password matches the bcrypt hash, compared on the password thread. */
export async function checkPassword(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean
}
