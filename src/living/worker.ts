// The living registry's thread: a day (or a rollback) made on its own connection to the database
// file, so that generating its records and writing them — a few hundred companies with their boards
// and registrations at 1M, tens of milliseconds a step — never runs on the thread that answers
// requests. Steps stay separate transactions (src/living/day.ts): between them the main thread's
// writes get the file's write lock. One job at a time, as the main thread sends them.
import { parentPort, workerData } from 'node:worker_threads'
import { openDb } from '../db/open.ts'
import { dayInSteps, rollBackInSteps, type DayCounts } from './day.ts'

export type LivingJob = { id: number; day: string } | { id: number; back: string } | { close: true }
export type LivingReply = { ready: true } | { failed: string } | { id: number; counts: DayCounts } | { id: number; taken: number } | { id: number; error: string }

const { path, nativeBinding } = workerData as { path: string; nativeBinding?: string }
const port = parentPort!

function drain<T>(work: Generator<void, T>): T {
  for (let step = work.next(); ; step = work.next()) if (step.done) return step.value
}

try {
  const db = openDb(path, { create: false, nativeBinding })
  port.on('message', (job: LivingJob) => {
    if ('close' in job) {
      db.close()
      port.close()
      return
    }
    let reply: LivingReply
    try {
      reply = 'day' in job ? { id: job.id, counts: drain(dayInSteps(db, job.day)) } : { id: job.id, taken: drain(rollBackInSteps(db, job.back)) }
    } catch (error) {
      reply = { id: job.id, error: (error as Error).stack ?? String(error) }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies LivingReply)
} catch (error) {
  port.postMessage({ failed: (error as Error).message } satisfies LivingReply)
}
