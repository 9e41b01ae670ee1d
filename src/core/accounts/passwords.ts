// Password hashing off the event loop. bcryptjs is pure JavaScript: its synchronous calls block the
// thread ~100 ms each, and its "async" ones still run in 100 ms slices, so 16 connections guessing
// passwords would hold every other request (health checks included) for seconds. One worker
// thread does the bcrypt work; the serving thread only waits for its answers.
import bcrypt from 'bcryptjs'
import { createHash } from 'node:crypto'
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

/**
 * Passwords up to this many characters (code points, as JSON Schema counts them) count whole: bcrypt
 * reads 72 bytes at most, so a password is first reduced to its SHA-256 (44 base64 characters), as
 * many services do. Hashes made so carry PREHASHED before bcrypt's own text; a hash without it (made
 * by an earlier firmbase, or the demo accounts' precomputed ones) is of the password itself.
 */
export const PASSWORD_MAX_CHARS = 256
export const PASSWORD_MIN_CHARS = 8
const PREHASHED = 'sha256+'
const prepared = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64')
/** Characters as JSON Schema counts them (code points), not UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length

export async function hashPassword(password: string): Promise<string> {
  return PREHASHED + ((await run({ op: 'hash', password: prepared(password) })) as string)
}

/** The same, on this thread (a fixture file's or the command line's accounts). */
export function hashPasswordSync(password: string): string {
  return PREHASHED + bcrypt.hashSync(prepared(password), BCRYPT_COST)
}

/** Whether the password matches the hash, compared on the password thread. */
export async function checkPassword(password: string, hash: string): Promise<boolean> {
  if (hash.startsWith(PREHASHED)) return (await run({ op: 'compare', password: prepared(password), hash: hash.slice(PREHASHED.length) })) as boolean
  return (await run({ op: 'compare', password, hash })) as boolean
}
