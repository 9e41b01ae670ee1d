// The registry reads' entry point: createReads gives the server its Reads, a pool of reader threads
// (pool.ts) over the file or the calling thread for an in-memory database, behind the answers kept on
// the main thread for the life of the dataset.
import { MiB, textKeyedCache } from '../../../db/bounded-cache.ts'
import { isInMemory, type Db } from '../../../db/open.ts'
import { forDataset } from '../../../db/dataset-cache.ts'
import { NOT_KEPT, OPS, type Op, type OpArgs, type OpResult } from './ops.ts'
import { ReaderPool } from './pool.ts'

export type Lane = 'cheap' | 'heavy'

/** The async entry point of every input-dependent registry read (API routes and console pages alike). */
export interface Reads {
  run<O extends Op>(op: O, args: OpArgs<O>, lane?: Lane): Promise<OpResult<O>>
  /** Readers started (0: reads run on the calling thread). */
  readonly size: number
  /** Readers terminated for running past the deadline, since start. */
  readonly replaced: number
  /** Reader threads started since start. */
  readonly started: number
  /** Readers ready to take a read now (started ones may still be opening the file). */
  readonly ready: number
  close(): Promise<void>
}

export interface ReadsOptions {
  /** Reader threads; 0 runs reads on the main thread (also the case for an in-memory database). */
  readers: number
  /** Deadline of one read on a reader, ms. */
  timeoutMs: number
  /** Test hook, not reachable from any route: ms a reader waits before running these operations. */
  delay?: Partial<Record<Op, number>>
  /**
   * After this long without a read the readers stop, giving back their page caches and heaps (tens
   * of MB each); the next read starts them again. Default IDLE_READERS_MS (limits.ts).
   */
  idleMs?: number
  /** Called once idle readers have stopped (tests). The main thread's memory returns on its own quiet (src/memory.ts releaseWhenQuiet). */
  onIdle?: () => void
}

/** Reads for `db`: a pool of reader threads over its file, or the calling thread for an in-memory database. */
export function createReads(db: Db, options: ReadsOptions): Reads {
  return remembered(db, options.readers === 0 || isInMemory(db.path) ? inline(db) : new ReaderPool(db.path, options))
}

/** Answers kept on the main thread: least recently used first out, past this many or about this many bytes (key and answer). */
export const ANSWER_CACHE = { max: 5000, maxBytes: 32 * MiB } as const

/**
 * Answers kept on the main thread, by operation and arguments, for the life of the dataset (the
 * registry never changes while serving; the dataset marker, which a new seed replaces, keys them):
 * a repeated query is answered without a trip to a reader. Reads of user data (NOT_KEPT) always go.
 */
function remembered(db: Db, reads: Reads): Reads {
  const kept = () => forDataset(db, 'answers', () => textKeyedCache<{ answer: unknown }>(ANSWER_CACHE.max, ANSWER_CACHE.maxBytes))
  return {
    run: async (op, args, lane) => {
      if (NOT_KEPT.has(op)) return reads.run(op, args, lane)
      const answers = kept()
      const key = `${op}\u0000${JSON.stringify(args, (_, v) => (v instanceof Map ? [...v] : v))}`
      const hit = answers.get(key)
      if (hit) return hit.answer as never
      const answer = await reads.run(op, args, lane)
      // Kept only if the dataset is still the one it was read from (a new one has a cache of its own).
      if (kept() === answers) answers.set(key, { answer })
      return answer
    },
    get size() {
      return reads.size
    },
    get replaced() {
      return reads.replaced
    },
    get started() {
      return reads.started
    },
    get ready() {
      return reads.ready
    },
    close: () => reads.close(),
  }
}

function inline(db: Db): Reads {
  return {
    run: async (op, args) => (OPS[op] as (db: Db, args: unknown) => never)(db, args),
    size: 0,
    replaced: 0,
    started: 0,
    ready: 0,
    close: async () => {},
  }
}
