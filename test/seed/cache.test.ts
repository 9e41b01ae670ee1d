// Datasets built once (src/seeding/cache.ts): a dataset seeded before with the same build and options
// is copied from the cache, identical row for row to a fresh seed; anything else misses; the cache
// stays within its bound and never makes a seed fail.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createClock } from '../../src/clock.ts'
import { createUser } from '../../src/core/accounts/users.ts'
import { openDb } from '../../src/db/open.ts'
import { readDatasetInfo } from '../../src/db/settings.ts'
import { sourceDigest } from '../../src/seeding/build-id.ts'
import { cacheKey, datasetCache, type DatasetCache } from '../../src/seeding/cache.ts'
import { seedDataset, type SeedOptions } from '../../src/seeding/seeding.ts'
import { dump } from './dump.ts'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const OPTIONS = { seed: 21, companies: 300, asOf: '2026-05-31' }
const dir = () => mkdtempSync(join(tmpdir(), 'fb-cache-'))
const newCache = (maxBytes = 1024 ** 3): DatasetCache => ({ dir: join(dir(), 'datasets'), maxBytes })

async function seeded(options: SeedOptions, path = join(dir(), 'db.sqlite')) {
  const db = openDb(path)
  const result = await seedDataset(db, options)
  return { db, result }
}

describe('the dataset cache', () => {
  it('a second seed with the same options is a copy of the first, identical row for row and by fingerprint to a fresh seed', async () => {
    const cache = newCache()
    const first = await seeded({ ...OPTIONS, cache })
    const second = await seeded({ ...OPTIONS, cache })
    const fresh = await seeded({ ...OPTIONS, cache: false })
    expect([first.result.cache, second.result.cache, fresh.result.cache]).toEqual(['stored', 'hit', 'off'])
    expect(second.result.fingerprint).toBe(fresh.result.fingerprint)
    expect(second.result.counts).toEqual(fresh.result.counts)
    expect(readDatasetInfo(second.db)).toEqual(readDatasetInfo(fresh.db))
    expect(dump(second.db)).toBe(dump(fresh.db))
    expect(dump(first.db)).toBe(dump(fresh.db))
    // A copied dataset is a database like any other: searchable (its trigram index) and sound.
    expect(second.db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    for (const s of [first, second, fresh]) s.db.close()
  })

  it('a changed seed, size, date or build misses the cache', async () => {
    const cache = newCache()
    ;(await seeded({ ...OPTIONS, cache })).db.close()
    for (const changed of [{ seed: 22 }, { companies: 301 }, { asOf: '2026-06-01' }]) {
      const { db, result } = await seeded({ ...OPTIONS, ...changed, cache })
      expect(result.cache).toBe('stored')
      db.close()
    }
    const otherBuild = await seeded({ ...OPTIONS, cache: { ...cache, build: 'another build' } })
    expect(otherBuild.result.cache).toBe('stored')
    otherBuild.db.close()
    expect(readdirSync(cache.dir).filter((f) => f.endsWith('.sqlite'))).toHaveLength(5)
    expect(cacheKey(OPTIONS, 'a')).not.toBe(cacheKey(OPTIONS, 'b'))
  })

  it("the build's identity changes with any source file", () => {
    const root = dir()
    for (const part of ['seed', 'src']) spawnSync('mkdir', ['-p', join(root, part)])
    writeFileSync(join(root, 'schema.sql'), 'CREATE TABLE t (a);')
    writeFileSync(join(root, 'package.json'), '{"version":"1.0.0"}')
    writeFileSync(join(root, 'seed', 'names.ts'), 'export const A = 1')
    const before = sourceDigest(root)
    expect(sourceDigest(root)).toBe(before)
    writeFileSync(join(root, 'seed', 'names.ts'), 'export const A = 2')
    expect(sourceDigest(root)).not.toBe(before)
    writeFileSync(join(root, 'seed', 'names.ts'), 'export const A = 1')
    writeFileSync(join(root, 'package.json'), '{"version":"1.0.1"}')
    expect(sourceDigest(root)).not.toBe(before)
  })

  it('a hit is installed as a seed is: accounts beside a replaced dataset are kept', async () => {
    const cache = newCache()
    ;(await seeded({ ...OPTIONS, cache })).db.close()
    const path = join(dir(), 'db.sqlite')
    const { db } = await seeded({ ...OPTIONS, seed: 5, cache: false }, path)
    createUser(db, createClock(), { name: 'Keeper', email: 'keeper@example.com', credits: 7 })
    const again = await seedDataset(db, { ...OPTIONS, cache, reset: true })
    expect(again.cache).toBe('hit')
    expect(readDatasetInfo(db).seed).toBe(OPTIONS.seed)
    expect(db.sqlite.prepare("SELECT count(*) FROM users WHERE email = 'keeper@example.com'").pluck().get()).toBe(1)
    db.close()
  })

  it('stays within its bound, least recently used out first, and keeps no file larger than half of it', async () => {
    const probe = newCache()
    const one = await seeded({ ...OPTIONS, cache: probe })
    one.db.close()
    const bytes = statSync(join(probe.dir, readdirSync(probe.dir).find((f) => f.endsWith('.sqlite'))!)).size
    // Room for two entries of this size.
    const cache = newCache(Math.floor(bytes * 2.5))
    for (const seed of [1, 2]) (await seeded({ ...OPTIONS, seed, cache })).db.close()
    // Seed 1 used again: seed 2 is now the least recently used.
    await new Promise((r) => setTimeout(r, 20))
    const reused = await seeded({ ...OPTIONS, seed: 1, cache })
    expect(reused.result.cache).toBe('hit')
    reused.db.close()
    ;(await seeded({ ...OPTIONS, seed: 3, cache })).db.close()
    const hits = []
    for (const seed of [1, 2, 3]) {
      const { db, result } = await seeded({ ...OPTIONS, seed, cache: { ...cache, maxBytes: 1024 ** 3 } })
      hits.push(result.cache)
      db.close()
    }
    expect(hits).toEqual(['hit', 'stored', 'hit'])
    const tiny = newCache(bytes)
    const big = await seeded({ ...OPTIONS, cache: tiny })
    expect(big.result.cache).toBe('off')
    expect(existsSync(tiny.dir) ? readdirSync(tiny.dir) : []).toEqual([])
    big.db.close()
  })

  it('a broken entry is a miss, never a failure: a description whose file is missing or of another size', async () => {
    const cache = newCache()
    ;(await seeded({ ...OPTIONS, cache })).db.close()
    const file = join(cache.dir, readdirSync(cache.dir).find((f) => f.endsWith('.sqlite'))!)
    writeFileSync(file, 'not a database')
    const { db, result } = await seeded({ ...OPTIONS, cache })
    expect(result.cache).toBe('stored')
    expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  })

  it('is off with FIRMBASE_NO_CACHE=1 or a bound of 0, and lives in FIRMBASE_CACHE_DIR or the user cache directory', () => {
    expect(datasetCache(undefined, { FIRMBASE_NO_CACHE: '1' })).toBe(false)
    expect(datasetCache(undefined, { FIRMBASE_CACHE_MAX_MB: '0' })).toBe(false)
    expect(datasetCache(undefined, { FIRMBASE_CACHE_DIR: '/x/y' })).toMatchObject({ dir: '/x/y' })
    expect(datasetCache(undefined, { XDG_CACHE_HOME: '/c' })).toMatchObject({ dir: '/c/firmbase/datasets', maxBytes: 2 * 1024 ** 3 })
    expect(datasetCache(false, { FIRMBASE_CACHE_DIR: '/x/y' })).toBe(false)
  })

  it('firmbase seed uses it (FIRMBASE_CACHE_DIR), and --no-cache seeds afresh', () => {
    const cacheDir = join(dir(), 'c')
    const run = (file: string, ...extra: string[]) => {
      const out = spawnSync(process.execPath, [BIN, 'seed', '--db', file, '--companies', '200', '--seed', '4', '--as-of', '2026-01-31', '--json', ...extra], {
        encoding: 'utf8',
        env: { ...process.env, FIRMBASE_CACHE_DIR: cacheDir, FIRMBASE_NO_CACHE: '' },
      })
      expect(out.status, out.stderr).toBe(0)
      return JSON.parse(out.stdout) as { cache: string; fingerprint: string }
    }
    const a = run(join(dir(), 'a.db'))
    const b = run(join(dir(), 'b.db'))
    const c = run(join(dir(), 'c.db'), '--no-cache')
    expect([a.cache, b.cache, c.cache]).toEqual(['stored', 'hit', 'off'])
    expect(new Set([a.fingerprint, b.fingerprint, c.fingerprint]).size).toBe(1)
  })
})

// On a machine several people share: a cache directory someone else made (or opened to everyone) could
// hold planted entries and links, and predictable temporary names let a planted link redirect a write.
describe('a dataset cache another user could reach', () => {
  it.skipIf(process.getuid?.() !== 0)("a directory of another user's, or one open to others, is not used at all", async () => {
    const cache = newCache()
    const first = await seeded({ ...OPTIONS, cache })
    expect(first.result.cache).toBe('stored')
    first.db.close()
    spawnSync('chown', ['-R', '65534:65534', cache.dir])
    const foreign = await seeded({ ...OPTIONS, cache })
    expect(foreign.result.cache).not.toBe('hit')
    foreign.db.close()
    spawnSync('chown', ['-R', '0:0', cache.dir])
    spawnSync('chmod', ['0777', cache.dir])
    const before = readdirSync(cache.dir).sort()
    const open = await seeded({ ...OPTIONS, companies: 301, cache })
    expect(open.result.cache).not.toBe('hit')
    expect(readdirSync(cache.dir).sort()).toEqual(before) // nothing written there either
    open.db.close()
  })

  it('an entry whose file is a link is not taken (even to the very bytes it should hold)', async () => {
    const cache = newCache()
    const first = await seeded({ ...OPTIONS, cache })
    first.db.close()
    const entry = join(cache.dir, readdirSync(cache.dir).find((n) => n.endsWith('.sqlite'))!)
    const elsewhere = join(dir(), 'planted.sqlite')
    renameSync(entry, elsewhere)
    symlinkSync(elsewhere, entry)
    const again = await seeded({ ...OPTIONS, cache })
    expect(again.result.cache).not.toBe('hit')
    again.db.close()
  })
})
