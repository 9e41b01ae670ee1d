// createServices builds an app's services; createApp uses exactly those and builds none of its own.
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
})
