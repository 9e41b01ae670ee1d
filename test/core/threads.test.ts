// The one request/reply protocol over a worker thread (src/threads.ts): replies in order, a failed
// request comes back as its error (an AppError keeps its code and extra), a thread that cannot start
// or stops fails what was asked of it, and close() ends it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors.ts'
import { openThread } from '../../src/threads.ts'

const file = new URL('./data/echo-thread.ts', import.meta.url)
type Request = { echo: string } | { fail: 'app' | 'plain' | 'fql' | 'sqlite' } | { exit: number }

describe('openThread and answerRequests', () => {
  it('answers each request with its own reply, in any number at once', async () => {
    const thread = openThread<Request, string>(new Worker(file))
    expect(await Promise.all(['a', 'b', 'c'].map((echo) => thread.request({ echo })))).toEqual(['A', 'B', 'C'])
    await thread.close()
  })

  it('a failed request rejects with its error (code and extra kept), and the thread answers on', async () => {
    const thread = openThread<Request, string>(new Worker(file))
    const failed = await thread.request({ fail: 'app' }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(AppError)
    expect(failed).toMatchObject({ code: 'FIXTURES_INVALID', status: 422, message: 'row 3 is wrong', extra: { rows: 1 } })
    await expect(thread.request({ fail: 'plain' })).rejects.toThrow('plain failure')
    // A code of its own with a status (an FQL error's) is an AppError too; a code without one stays a plain error's.
    expect(await thread.request({ fail: 'fql' }).catch((e: unknown) => e)).toMatchObject({ name: 'FqlError', code: 'UNKNOWN_FIELD', status: 400 })
    expect(await thread.request({ fail: 'sqlite' }).catch((e: unknown) => e)).not.toBeInstanceOf(AppError)
    expect(await thread.request({ echo: 'still here' })).toBe('STILL HERE')
    await thread.close()
  })

  it('a thread that cannot start rejects its ready and its requests with its reason', async () => {
    const thread = openThread<Request, string>(new Worker(file, { workerData: { refuse: true } }), { name: 'the echo thread' })
    await expect(thread.ready).rejects.toThrow('the echo thread could not start: cannot open the file')
    await expect(thread.request({ echo: 'x' })).rejects.toThrow('could not start: cannot open the file')
  })

  it('a thread that exits fails the request under way and every later one', async () => {
    const thread = openThread<Request, string>(new Worker(file))
    await thread.ready
    await expect(thread.request({ exit: 3 })).rejects.toThrow('the thread exited with code 3')
    await expect(thread.request({ echo: 'x' })).rejects.toThrow('the thread exited with code 3')
  })

  it('kill() ends a thread stuck in its work: the request under way fails, ended says why', async () => {
    const thread = openThread<Request | { spin: true }, string>(new Worker(file), { name: 'the echo thread' })
    await thread.ready
    const stuck = expect(thread.request({ spin: true })).rejects.toThrow('the echo thread was stopped')
    await thread.kill()
    await stuck
    expect((await thread.ended).message).toBe('the echo thread was stopped')
    expect(thread.stopped).toBe(true)
  })

  it('close() ends the thread: a later request fails at once', async () => {
    const worker = new Worker(file)
    const thread = openThread<Request, string>(worker)
    await thread.close()
    expect(worker.threadId).toBe(-1)
    await expect(thread.request({ echo: 'x' })).rejects.toThrow('the thread was closed')
  })

  it("holds 'busy': the thread keeps the process alive only while a request is out", async () => {
    // A process that asks once and then has nothing to wait for exits by itself (an always-held thread would keep it).
    const script = join(mkdtempSync(join(tmpdir(), 'fb-threads-')), 'once.mjs')
    writeFileSync(
      script,
      `import { Worker } from 'node:worker_threads'
import { openThread } from ${JSON.stringify(new URL('../../src/threads.ts', import.meta.url).href)}
const thread = openThread(new Worker(new URL(${JSON.stringify(file.href)})), { holds: 'busy' })
console.log(await thread.request({ echo: 'once' }))`,
    )
    const out = execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 20_000 })
    expect(out.trim()).toBe('ONCE')
  })
})
