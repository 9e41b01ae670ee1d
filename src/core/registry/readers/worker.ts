// A reader thread: one read-only connection to the WAL database, answering one read at a time. A
// read that runs past its deadline is not interrupted here: the pool terminates the whole thread and
// starts another (SQLite has no way to cancel a statement from another thread in better-sqlite3).
import { parentPort, workerData } from 'node:worker_threads'
import { openDb } from '../../../db/open.ts'
import { OPS, toWire, type Op } from './ops.ts'

export interface ReaderJob {
  id: number
  op: Op
  args: unknown
}
export type ReaderReply = { id: number; ok: unknown } | { id: number; error: ReturnType<typeof toWire> } | { ready: true } | { failed: string }

const { path, delay, nativeBinding } = workerData as { path: string; delay?: Partial<Record<Op, number>>; nativeBinding?: string }
const port = parentPort!
try {
  // No memory map: pages a read touched through one stay in the process's memory (two readers mapped up to
  // 512 MB of a large file between them under load); read() copies them into the 16 MiB page cache instead.
  const db = openDb(path, { readonly: true, create: false, nativeBinding, cacheKib: 16384, mmapBytes: 0 })
  port.on('message', (job: ReaderJob) => {
    let reply: ReaderReply
    try {
      // Test hook (ReadsOptions.delay): a read that takes this long, without a heavy dataset.
      if (delay?.[job.op]) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay[job.op])
      reply = { id: job.id, ok: (OPS[job.op] as (db: unknown, args: unknown) => unknown)(db, job.args) }
    } catch (error) {
      reply = { id: job.id, error: toWire(error) }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies ReaderReply)
} catch (error) {
  port.postMessage({ failed: (error as Error).message } satisfies ReaderReply)
}
