// A reader thread: one read-only connection to the WAL database, answering one read at a time. A
// read that runs past its deadline is not interrupted here: the pool ends the whole thread and starts
// another (SQLite has no way to cancel a statement from another thread in better-sqlite3).
import { workerData } from 'node:worker_threads'
import { openDb, type Db } from '../../../db/open.ts'
import { answerRequests } from '../../../threads.ts'
import { OPS, type Op } from './ops.ts'

export interface ReaderJob {
  op: Op
  args: unknown
}

const { path, delay, nativeBinding } = workerData as { path: string; delay?: Partial<Record<Op, number>>; nativeBinding?: string }
let db: Db
answerRequests<ReaderJob, unknown>(
  () => {
    // No memory map: pages a read touched through one stay in the process's memory (two readers mapped
    // large parts of a large file between them under load); read() copies them into the page cache instead.
    db = openDb(path, { readonly: true, create: false, nativeBinding, cacheKib: 16384, mmapBytes: 0 })
  },
  (job) => {
    // Test hook (ReadsOptions.delay): a read that takes this long, without a heavy dataset.
    if (delay?.[job.op]) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay[job.op])
    return (OPS[job.op] as (db: Db, args: unknown) => unknown)(db, job.args)
  },
  () => db.close(),
)
