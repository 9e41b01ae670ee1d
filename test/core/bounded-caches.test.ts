// The caches above the db layer (test/db/bounded-caches.test.ts has the db layer's): the readers'
// kept answers, verified access tokens and Host checks drop their least recently used entries when
// full instead of emptying themselves, and the readers' answers, keyed by query text, are bounded by bytes.
import type { H3Event } from 'h3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClock } from '../../src/clock.ts'
import { createTokenService, TOKEN_CACHE_MAX } from '../../src/core/accounts/tokens.ts'
import { ANSWER_CACHE, createReads } from '../../src/core/registry/readers/reads.ts'
import { openDb } from '../../src/db/open.ts'
import { hostChecker } from '../../src/http/host-check.ts'

describe("the readers' kept answers", () => {
  const setUp = () => {
    const db = openDb(':memory:')
    const reads = createReads(db, { readers: 0, timeoutMs: 1000 })
    const addHsn = (code: string, description: string) => db.run(db.kysely.insertInto('ref_hsn').values({ code, description, chapter: 1, section: 'I' }))
    return { db, reads, addHsn }
  }

  it('keep an answer used just before the cache overflows', async () => {
    const { db, reads, addHsn } = setUp()
    const byCode = (code: string) => reads.run('reference', { kind: 'hsn', code, limit: 10 })
    expect(await byCode('9')).toEqual([])
    for (let i = 0; i < ANSWER_CACHE.max - 2; i++) await byCode(`1${i}`)
    expect(await byCode('9')).toEqual([])
    addHsn('99', 'hot')
    addHsn('10', 'cold')
    for (let i = 0; i < 10; i++) await byCode(`2${i}`)
    expect(await byCode('9')).toEqual([]) // kept: answered before the insert
    expect(await byCode('10')).toHaveLength(1) // the least recently used went, and is read again
    db.close()
  })

  it('are bounded by bytes: a flood of long distinct queries pushes out the oldest', async () => {
    const { db, reads, addHsn } = setUp()
    // 20 kB of search text each (every word is at most 100 characters, only the first ten are used).
    const words = (i: number) => `w${i} ${`${'y'.repeat(99)} `.repeat(200)}`
    const search = (i: number) => reads.run('reference', { kind: 'hsn', search: words(i), limit: 10 })
    const n = Math.ceil((1.5 * ANSWER_CACHE.maxBytes) / words(0).length)
    expect(n).toBeLessThan(ANSWER_CACHE.max)
    for (let i = 0; i < n; i++) await search(i)
    addHsn('1', `w0 w${n - 1} ${'y'.repeat(99)}`)
    expect(await search(n - 1)).toEqual([]) // recently used: kept
    expect(await search(0)).toHaveLength(1) // the oldest went
    db.close()
  })
})

describe('verified access tokens', () => {
  it('keep a token used just before the cache overflows', async () => {
    const secrets = { access: new TextEncoder().encode('a'.repeat(43)), refresh: new TextEncoder().encode('r'.repeat(43)) }
    const service = createTokenService(secrets, createClock())
    const token = (i: number) => service.issueAccess({ id: `usr_${i}`, role: 'user' }, `ses_${i}`)
    const hot = token(-1)
    const claims = await service.verifyAccess(hot)
    for (let i = 0; i < TOKEN_CACHE_MAX - 2; i++) await service.verifyAccess(token(i))
    expect(await service.verifyAccess(hot)).toBe(claims)
    for (let i = 0; i < 10; i++) await service.verifyAccess(token(TOKEN_CACHE_MAX + i))
    // The same object: taken from the cache, not verified (and built) again.
    expect(await service.verifyAccess(hot)).toBe(claims)
  }, 60_000)
})

describe('the Host check', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('parses a Host value used just before its cache overflows only once', () => {
    const check = hostChecker({ host: '127.0.0.1', publicUrl: undefined, allowedHosts: [] })
    let parsed = 0
    vi.stubGlobal(
      'URL',
      class extends URL {
        constructor(...args: ConstructorParameters<typeof URL>) {
          super(...args)
          parsed++
        }
      },
    )
    const request = (host: string) => check({ req: { headers: new Headers({ host }) } } as unknown as H3Event)
    request('hot.localhost')
    for (let i = 0; i < 254; i++) request(`h${i}.localhost`)
    request('hot.localhost')
    for (let i = 254; i < 264; i++) request(`h${i}.localhost`)
    const before = parsed
    request('hot.localhost')
    expect(parsed).toBe(before)
    request('h0.localhost') // the least recently seen went: parsed again
    expect(parsed).toBe(before + 1)
  })
})
