// The living registry's thread: a day (or a rollback) made on its own connection to the database
// file, so that generating its records and writing them — a few hundred companies with their boards
// and registrations at 1M, tens of milliseconds a step — never runs on the thread that answers
// requests. Its steps (src/living/day.ts) are committed in batches (drain): between them the main
// thread's writes get the file's write lock. One job at a time, as the main thread sends them.
import { workerData } from 'node:worker_threads'
import { COMPACT_IN_PLACE_MAX_BYTES, compactDb, type SpaceGivenBack, spaceToGiveBack } from '../db/admin.ts'
import { openDb, type Db } from '../db/open.ts'
import { answerRequests } from '../threads.ts'
import { dayInSteps, type DayCounts } from './day.ts'
import { rollBackInSteps } from './journal.ts'

export type LivingJob = { day: string } | { back: string }
export type LivingReply = { counts: DayCounts } | { taken: number; compacted?: SpaceGivenBack }

const { path, nativeBinding } = workerData as { path: string; nativeBinding?: string }

/**
 * Steps are committed together until BATCH_MS have passed: every commit flushes a new segment into
 * each of the three trigram indexes, and FTS5's merging of them (in the commit) was more than half
 * of a day's work at 1M. The write lock is held about that long at a time; the main thread's writes
 * meanwhile wait without holding it (src/db/group-commit.ts). The rows are those of step-by-step commits.
 */
const BATCH_MS = 250

function drain<T>(db: Db, work: Generator<void, T>): T {
  let began: number | undefined
  try {
    for (;;) {
      if (began === undefined) {
        db.stmt('BEGIN IMMEDIATE').run()
        began = performance.now()
      }
      const step = work.next()
      if (step.done || performance.now() - began >= BATCH_MS) {
        db.stmt('COMMIT').run()
        began = undefined
      }
      if (step.done) return step.value
    }
  } catch (error) {
    if (db.sqlite.inTransaction) db.stmt('ROLLBACK').run()
    throw error
  }
}

/**
 * Days taken back leave their pages free: a file that held three years more than its dataset kept
 * that size. Up to COMPACT_IN_PLACE_MAX_BYTES the file is compacted here, holding the write lock well
 * under a second; a larger one is left to `firmbase db compact` (the server says so in its log).
 */
function giveBackSpace(db: Db): SpaceGivenBack | undefined {
  const space = spaceToGiveBack(db)
  if (!space) return undefined
  return space.total <= COMPACT_IN_PLACE_MAX_BYTES ? compactDb(db) : space
}

let db: Db
answerRequests<LivingJob, LivingReply>(
  () => {
    db = openDb(path, { create: false, nativeBinding })
    // Inside a batch a step's own transaction is the batch's: as a savepoint it made FTS5 flush a
    // segment into each trigram index at every step all the same. A failing step fails its batch,
    // which is rolled back whole (the day is then cut short, and taken back by its journal).
    const own = db.transaction.bind(db)
    db.transaction = <T>(fn: () => T): T => (db.sqlite.inTransaction ? fn() : own(fn))
  },
  (job) => {
    if ('day' in job) return { counts: drain(db, dayInSteps(db, job.day)) }
    const taken = drain(db, rollBackInSteps(db, job.back))
    return { taken, compacted: taken > 0 ? giveBackSpace(db) : undefined }
  },
  () => db.close(),
)
