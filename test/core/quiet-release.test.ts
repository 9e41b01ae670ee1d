// A running server gives back what load grew once no request has come for --idle-release seconds, whatever
// the requests were: details answered on the main thread start no reader, and before this the main
// thread's release waited for readers going idle — a details-only load kept its memory (issue 38: 194 MB
// 75 s after a details load, not released).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../src/config.ts'
import { startFirmbase } from '../../src/runtime.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('memory after load', () => {
  it('returns after each burst of requests that started no reader, once the server has been quiet for --idle-release', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fb-quiet-')), 'q.db')
    const fb = await startFirmbase({ config: { ...resolveConfig({ db, port: '0', idleRelease: '0.5' }, {}), logFormat: 'none' } })
    let released = 0
    const release = fb.ctx.db.releaseMemory.bind(fb.ctx.db)
    fb.ctx.db.releaseMemory = () => {
      released++
      release()
    }
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${fb.server.url}/healthz`)).status).toBe(200)
      expect(fb.ctx.reads.started).toBe(0) // no reader ever started: nothing but the quiet can release
      await sleep(2000)
      expect(released).toBe(1) // the start and the burst that came within its quiet time: once
      await sleep(1000)
      expect(released).toBe(1) // quiet since: once per burst
      await fetch(`${fb.server.url}/healthz`)
      await sleep(2000)
      expect(released).toBe(2)
    } finally {
      await fb.stop()
    }
  }, 30_000)
})
