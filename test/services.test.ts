// createServices builds an app's services; createApp uses exactly those and builds none of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createApp, type AppContext, type AppDeps } from '../src/app.ts'
import { createFixedClock } from '../src/clock.ts'
import { resolveConfig } from '../src/config.ts'
import { openDb } from '../src/db/open.ts'
import { createServices } from '../src/services.ts'

const config = { ...resolveConfig({}, {}), logFormat: 'none' as const }
const services = (testMode = false) => createServices(openDb(':memory:'), config, { clock: createFixedClock(Date.now()), log: () => {}, testMode })

describe('createServices and createApp', () => {
  it('createApp answers through the services it is given (its caches, not copies of its own)', async () => {
    const ctx = services()
    const blocks = vi.spyOn(ctx.caches.blocks, 'get')
    const app = createApp(ctx)
    expect((await app.request('/healthz')).status).toBe(200)
    expect(blocks).toHaveBeenCalled()
  })

  it('createApp refuses deps without the services, instead of building them', () => {
    const deps: AppDeps = { db: openDb(':memory:'), config, clock: createFixedClock(Date.now()), log: () => {}, version: 'test', startedAt: Date.now() }
    // @ts-expect-error createApp takes the context createServices builds, not bare deps
    expect(() => createApp(deps)).toThrow(/no scheduler, ledger, commits, reads, tokens, csrfKey, caches, attempts, apiKeys in the context/)
    const { ledger: _, ...withoutLedger } = services()
    expect(() => createApp(withoutLedger as AppContext)).toThrow(/no ledger in the context/)
  })

  it('test mode is built only when asked for, with its initial snapshot', () => {
    expect(services().testMode).toBeUndefined()
    expect(
      services(true)
        .testMode?.snapshots.list()
        .map((s) => s.name),
    ).toEqual(['initial'])
  })

  it('--idle-release reaches the readers: they stop after that many quiet seconds, and the next read starts them again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-services-'))
    const ctx = createServices(
      openDb(join(dir, 'idle.db')),
      { ...resolveConfig({ idleRelease: '0.3', readers: 1 }, {}), logFormat: 'none' },
      { clock: createFixedClock(Date.now()), log: () => {}, testMode: false },
    )
    try {
      await ctx.reads.run('reference', { kind: 'hsn', code: '84', limit: 1 }, 'cheap')
      expect(ctx.reads.size).toBe(1)
      await new Promise((r) => setTimeout(r, 1500))
      expect(ctx.reads.size).toBe(0)
      // Another read (the first one's answer is kept on this thread): a reader starts for it.
      await ctx.reads.run('reference', { kind: 'hsn', code: '85', limit: 1 }, 'cheap')
      expect(ctx.reads.started).toBe(2)
    } finally {
      await ctx.reads.close()
      ctx.db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
