// The reader pool under stress: a file no reader can open (back-off, 503 with Retry-After, recovery),
// a deadline counted from a read's arrival (time queued counts), and a bounded queue.
import { existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_QUEUED } from '../../src/core/registry/readers/limits.ts'
import { createReads, type Reads } from '../../src/core/registry/readers/reads.ts'
import { openDb, type Db } from '../../src/db/open.ts'
import { asCaller } from '../../src/core/registry/readers/fair-queue.ts'
import { AppError } from '../../src/errors.ts'
import { residentKib, seededDb } from '../_setup.ts'

const open: { db: Db; pool: Reads }[] = []
afterEach(async () => {
  for (const { db, pool } of open.splice(0)) {
    await pool.close()
    db.close()
  }
})

function poolOver(options: Parameters<typeof createReads>[1]) {
  const dir = mkdtempSync(join(tmpdir(), 'fb-pool-'))
  const path = join(dir, 'r.db')
  const db = openDb(path)
  const pool = createReads(db, options)
  open.push({ db, pool })
  return { dir, path, pool, db }
}
const reference = (pool: Reads, code: string) => pool.run('reference', { kind: 'hsn', code, limit: 1 }, 'cheap')
const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as AppError,
  )
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The server's own connection keeps its file; a reader opening the path finds no database there (the
 * WAL emptied first: a reader would otherwise find every page it needs in it). Returns the way back.
 */
function makeUnreadable({ dir, path, db }: ReturnType<typeof poolOver>): () => void {
  db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
  renameSync(path, join(dir, 'kept.db'))
  writeFileSync(path, 'not a database, not at all: '.repeat(200))
  return () => renameSync(join(dir, 'kept.db'), path)
}
/** A read that succeeds once a reader has opened the file again (tried every 200 ms, 8 s at most). */
async function readsAgain(pool: Reads): Promise<unknown> {
  let answer: unknown
  for (let i = 0; i < 40 && answer === undefined; i++) {
    answer = await reference(pool, '8517').catch(() => undefined)
    if (answer === undefined) await sleep(200)
  }
  return answer
}

describe('a reader that cannot open the file', () => {
  it('answers 503 READERS_UNAVAILABLE with Retry-After, backs off instead of restarting readers at once, and recovers', async () => {
    const over = poolOver({ readers: 1, timeoutMs: 5000 })
    const { pool } = over
    const restore = makeUnreadable(over)
    const error = await caught(reference(pool, '84'))
    expect(error).toBeInstanceOf(AppError)
    expect(error!.status).toBe(503)
    expect(error!.code).toBe('READERS_UNAVAILABLE')
    expect(Number(error!.headers?.['retry-after'])).toBeGreaterThanOrEqual(1)
    await sleep(800)
    // 100, 200, 400 ms between tries: a handful of threads in 0.8 s, not one after another (hundreds).
    expect(pool.started).toBeLessThanOrEqual(5)
    expect((await caught(reference(pool, '85')))?.code).toBe('READERS_UNAVAILABLE')
    restore()
    expect(await readsAgain(pool)).toEqual(expect.any(Array))
  }, 30_000)
})

describe('waiting for an unreadable file', () => {
  it('starts no thread while nobody reads (it took half a core), and the next read tries the file again', async () => {
    const over = poolOver({ readers: 2, timeoutMs: 5000 })
    const { pool } = over
    const restore = makeUnreadable(over)
    expect((await caught(reference(pool, '84')))?.code).toBe('READERS_UNAVAILABLE')
    await sleep(500) // the readers' failures are in
    const quiet = pool.started
    await sleep(3000) // past several back-off steps (100 ms doubling)
    expect(pool.started).toBe(quiet)
    restore()
    expect(await readsAgain(pool)).toEqual(expect.any(Array))
    expect(pool.started).toBeGreaterThan(quiet)
  }, 60_000)
})

describe('one account cannot starve the others', () => {
  it("another account's read is served within a turn of the rotation, not behind the first account's queue", async () => {
    const { pool } = poolOver({ readers: 2, timeoutMs: 20_000, delay: { reference: 150 } })
    await caught(pool.run('watchlist', { id: 'none' })) // the readers are up
    const heavy = (code: string) => pool.run('reference', { kind: 'hsn', code, limit: 1 }, 'heavy')
    const order: string[] = []
    const flood = Array.from({ length: 20 }, (_, i) => asCaller('usr_flood', () => heavy(`8${String(i).padStart(3, '0')}`)).then(() => order.push(`flood${i}`)))
    await sleep(50)
    const victim = asCaller('usr_victim', () => heavy('8517')).then(() => order.push('victim'))
    await Promise.all([...flood, victim])
    // One heavy reader: FIFO would serve the victim 21st; round-robin serves it right after the read under way.
    expect(order.indexOf('victim')).toBeLessThanOrEqual(2)
  }, 60_000)

  it('a read whose whole deadline passes in the queue is 503 READERS_BUSY (the server was busy), never QUERY_TIMEOUT', async () => {
    const { pool } = poolOver({ readers: 1, timeoutMs: 3000, delay: { reference: 2500 } })
    await caught(pool.run('watchlist', { id: 'none' }))
    for (let i = 0; i < 100 && pool.ready < 1; i++) await sleep(50) // the reader is up and idle
    const running = caught(reference(pool, '80')) // on the reader at once
    await sleep(300)
    // Queued behind it: the first of them gets the reader at ~2.5 s with 0.2 s left; the others never do.
    const queued = await Promise.all(Array.from({ length: 3 }, (_, i) => caught(reference(pool, `8${i + 1}`))))
    await running
    const busy = queued.filter((e) => e?.code === 'READERS_BUSY')
    expect(busy.length).toBeGreaterThanOrEqual(2)
    expect(queued.some((e) => e?.code === 'QUERY_TIMEOUT' && queued.indexOf(e) > 0)).toBe(false)
    for (const e of busy) {
      expect(e!.status).toBe(503)
      expect(e!.headers?.['retry-after']).toBe('1')
    }
  }, 60_000)
})

describe('deadlines and the queue', () => {
  it('the deadline counts from arrival: a read that waited for a reader has less time left', async () => {
    // Wide margins (1.5 s either side): the suite runs three files at once on two cores, often beside other work.
    const { pool } = poolOver({ readers: 1, timeoutMs: 4000, delay: { reference: 2500 } })
    await caught(pool.run('watchlist', { id: 'none' })) // the reader is up (starting one takes part of a deadline)
    const began = performance.now()
    const first = reference(pool, '02')
    const second = caught(reference(pool, '03')) // waits ~2500 ms, then needs 2500 ms more: past 4000 from arrival
    await first
    const error = await second
    expect(error?.code).toBe('QUERY_TIMEOUT')
    expect(performance.now() - began).toBeLessThan(4900) // counted from dispatch it would have finished at ~5000 ms
  }, 60_000)

  it(`more than ${MAX_QUEUED} waiting reads: the next is refused with 503 READERS_BUSY at once`, async () => {
    const { pool } = poolOver({ readers: 1, timeoutMs: 20_000, delay: { reference: 2000 } })
    const waiting = Array.from({ length: MAX_QUEUED + 1 }, (_, i) => caught(reference(pool, String(10 + (i % 80)).padEnd(4, String(i % 10)) + String(i))))
    const over = await caught(reference(pool, '99'))
    expect(over?.status).toBe(503)
    expect(over?.code).toBe('READERS_BUSY')
    expect(over?.headers?.['retry-after']).toBe('1')
    await pool.close()
    await Promise.all(waiting)
  }, 30_000)
})

describe('idle readers', () => {
  it('stop after the idle period, giving their memory back, and start again on the next read', async () => {
    let idle = 0
    const { pool } = poolOver({ readers: 2, timeoutMs: 5000, idleMs: 300, onIdle: () => idle++ })
    expect(await caught(pool.run('watchlist', { id: 'none' }))).toBeInstanceOf(AppError) // started; the list does not exist
    expect(pool.size).toBe(2)
    await sleep(600)
    expect(pool.size).toBe(0)
    expect(idle).toBe(1) // the main connection is told to give back its cache too
    const started = pool.started
    expect((await caught(pool.run('watchlist', { id: 'none' })))?.code).toBe('NOT_FOUND')
    expect(pool.size).toBe(2)
    expect(pool.started).toBe(started + 2)
  }, 30_000)

  it('do not stop while a read runs or waits', async () => {
    const { pool } = poolOver({ readers: 1, timeoutMs: 5000, idleMs: 100, delay: { reference: 400 } })
    const slow = reference(pool, '84')
    await sleep(250)
    expect(pool.size).toBe(1)
    await slow
    expect(pool.started).toBe(1)
  }, 30_000)
})

describe.runIf(existsSync('/proc/self/smaps'))('readers’ memory', () => {
  it('a reader maps no page of the file: what its reads touch does not stay in the process’s memory', async () => {
    const db = await seededDb()
    const pool = createReads(db, { readers: 1, timeoutMs: 5000 })
    open.push({ db, pool })
    const tableKib = (db.sqlite.prepare("SELECT sum(pgsize) / 1024 AS k FROM dbstat WHERE name = 'companies'").get() as { k: number }).k
    db.sqlite.pragma('mmap_size = 0') // this connection's own map (its reads here) out of the count
    const before = residentKib(db.path)
    // Counted row by row on the reader (no index holds the e-mail): every page of the companies table read.
    for (const query of ["email ENDSWITH 'example.org'", "email ENDSWITH 'example.net'"]) {
      await pool.run('search', { type: 'company', query, page: 1, limit: 10 }, 'heavy')
    }
    expect(tableKib).toBeGreaterThan(500)
    expect(before).toBe(0)
    expect(residentKib(db.path)).toBeLessThan(tableKib / 4)
  }, 30_000)
})
