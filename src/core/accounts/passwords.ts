// Password hashing off the event loop. bcryptjs is pure JavaScript: its synchronous calls block the
// thread ~100 ms each, and its "async" ones still run in 100 ms slices, so 16 connections guessing
// passwords would hold every other request (health checks included) for seconds. One worker
// thread does the bcrypt work; the serving thread only waits for its answers.
import bcrypt from 'bcryptjs'
import { createHash } from 'node:crypto'
import { openThread, startThread, type ThreadClient } from '../../threads.ts'
import type { PasswordJob } from './password-worker.ts'

declare global {
  // Set by the single-executable and package builds: password-worker.ts bundled, run as the worker's source.
  var __FIRMBASE_PASSWORD_WORKER__: string | undefined
}

const BCRYPT_COST = 10

let thread: ThreadClient<PasswordJob, string | boolean> | undefined

function run(job: PasswordJob): Promise<string | boolean> {
  try {
    // Started with the first job, again after one stopped; it holds the process only while a job is out.
    if (!thread || thread.stopped) {
      const worker = startThread(globalThis.__FIRMBASE_PASSWORD_WORKER__, () => new URL('./password-worker.ts', import.meta.url))
      thread = openThread(worker, { holds: 'busy', name: 'the password thread' })
    }
  } catch {
    // No worker thread available: bcryptjs's sliced asynchronous calls still let other requests in.
    return job.op === 'hash' ? bcrypt.hash(job.password, BCRYPT_COST) : bcrypt.compare(job.password, job.hash ?? '')
  }
  return thread.request(job)
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
