// The caches of the db layer are least-recently-used and bounded: past their bound the entries used
// least recently go (a hot entry stays; emptying the whole cache would drop it too), and the caches
// keyed by query text are bounded by bytes, so a flood of long distinct queries cannot grow memory.
// A kept answer is recognised by being stale: the rows change under it while the cache keeps it.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { approximateBytes, MiB, textKeyedCache } from '../../src/db/bounded-cache.ts'
import { type Db, openDb } from '../../src/db/open.ts'
import { STATEMENT_CACHE } from '../../src/db/statements.ts'
import { cachedCount, REGISTRY_CACHE_BOUNDS, registryCaches, registryKeys } from '../../src/db/query.ts'
import { setSetting } from '../../src/db/settings.ts'
import { StateCache } from '../../src/db/state-cache.ts'

const addSetting = (db: Db, key: string, value: string) => db.run(db.kysely.insertInto('settings').values({ key, value }))

describe('approximateBytes and textKeyedCache', () => {
  it('estimates a slot per element, a header per object and the characters of strings', () => {
    expect(approximateBytes(7)).toBe(8)
    expect(approximateBytes('x'.repeat(100))).toBe(116)
    expect(approximateBytes(new Array(1000).fill(1))).toBe(16 + 8000)
    expect(approximateBytes({ a: 'xy', b: [1, 2] })).toBe(24 + 8 + 18 + 8 + 32)
    expect(approximateBytes(new Map([['k', 1]]))).toBeGreaterThan(32)
  })

  it('evicts the least recently used by count and keeps keys and values within the byte bound', () => {
    const cache = textKeyedCache<string>(3, 1000)
    for (const k of ['a', 'b', 'c']) cache.set(k, k)
    cache.get('a')
    cache.set('d', 'd')
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd'])
    for (let i = 0; i < 50; i++) cache.set(`long-${i}-${'k'.repeat(200)}`, 'v'.repeat(100))
    expect(cache.calculatedSize).toBeLessThanOrEqual(1000)
    cache.set('huge', 'v'.repeat(2000))
    expect(cache.has('huge')).toBe(false) // larger than the whole bound: not kept
  })
})

describe('registry totals (cachedCount)', () => {
  const COUNT = 'SELECT count(*) AS n FROM settings WHERE value = ?'

  it('keep a total used just before the cache overflows', () => {
    const db = openDb(':memory:')
    const count = (value: string) => cachedCount(db, COUNT, [value])
    const { max } = REGISTRY_CACHE_BOUNDS.totals
    expect(count('hot')).toBe(0)
    for (let i = 0; i < max - 2; i++) count(`v${i}`)
    expect(count('hot')).toBe(0)
    addSetting(db, 'a', 'hot')
    addSetting(db, 'b', 'v0')
    for (let i = 0; i < 10; i++) count(`w${i}`)
    expect(count('hot')).toBe(0) // kept: still the total counted before the insert
    expect(count('v0')).toBe(1) // the least recently used went, and is counted again
    expect(registryCaches(db).totals.size).toBe(max)
    db.close()
  })

  it('stay within their byte bound under a flood of long distinct queries; the oldest go first', () => {
    const db = openDb(':memory:')
    const long = (i: number) => `${i}:${'x'.repeat(10_000)}`
    const count = (i: number) => cachedCount(db, COUNT, [long(i)])
    const { maxBytes } = REGISTRY_CACHE_BOUNDS.totals
    // ~10 MB of distinct keys: far fewer entries than the count bound, more bytes than the byte bound.
    for (let i = 0; i < 1000; i++) count(i)
    const { totals } = registryCaches(db)
    expect(totals.calculatedSize).toBeLessThanOrEqual(maxBytes)
    expect(totals.calculatedSize).toBeGreaterThan(maxBytes * 0.9)
    expect(totals.size).toBeLessThan(1000)
    addSetting(db, 'first', long(0))
    addSetting(db, 'last', long(999))
    expect(count(999)).toBe(0) // recently used: kept
    expect(count(0)).toBe(1) // the oldest went
    db.close()
  })

  it('are emptied by a new dataset', () => {
    const db = openDb(':memory:')
    expect(cachedCount(db, COUNT, ['x'])).toBe(0)
    addSetting(db, 'a', 'x')
    expect(cachedCount(db, COUNT, ['x'])).toBe(0)
    setSetting(db, 'dataset', 'another')
    expect(cachedCount(db, COUNT, ['x'])).toBe(1)
    db.close()
  })
})

describe('registry lists (registryKeys)', () => {
  it('are bounded by bytes, not entries: a hot list outlives a flood of large ones', () => {
    const db = openDb(':memory:')
    db.sqlite.exec(`INSERT INTO settings (key, value) WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 200000) SELECT 'r' || x, 'v' FROM n`)
    const keys = (above: number) => registryKeys(db, db.kysely.selectFrom('settings').select(sql<number>`rowid`.as('k')).where(sql<boolean>`rowid > ${above}`))
    const { maxBytes } = REGISTRY_CACHE_BOUNDS.lists
    const each = approximateBytes(keys(-1))
    expect(each).toBeGreaterThan(1.5 * MiB)
    // Lists of 200,000 rowids: the hot one is used again just before the byte bound is reached.
    const fits = Math.floor(maxBytes / each) - 1
    for (let i = 0; i < fits; i++) keys(i)
    expect(keys(-1)).toHaveLength(200_000)
    for (let i = fits; i < fits + 3; i++) keys(i)
    const { lists } = registryCaches(db)
    expect(lists.calculatedSize).toBeLessThanOrEqual(maxBytes)
    addSetting(db, 'new', 'v')
    expect(keys(-1)).toHaveLength(200_000) // kept: listed before the insert
    expect(keys(0)).toHaveLength(200_001) // the least recently used went, and is listed again
    db.close()
  })
})

describe('prepared statements', () => {
  it('keep a statement used just before the cache overflows', () => {
    const db = openDb(':memory:')
    const hot = db.stmt('SELECT -1 AS n')
    for (let i = 0; i < STATEMENT_CACHE.max - 10; i++) db.stmt(`SELECT ${i} AS n`)
    expect(db.stmt('SELECT -1 AS n')).toBe(hot)
    for (let i = 0; i < 20; i++) db.stmt(`SELECT ${i} AS m`)
    expect(db.stmt('SELECT -1 AS n')).toBe(hot)
    db.close()
  })

  it('are bounded by the bytes of their SQL text', () => {
    const db = openDb(':memory:')
    const text = (i: number) => `SELECT '${'x'.repeat(10_000)}' AS n${i}`
    const first = db.stmt(text(0))
    // ~3 MB of SQL in fewer statements than the count bound.
    for (let i = 1; i < 300; i++) db.stmt(text(i))
    expect(300 * 10_000).toBeGreaterThan(STATEMENT_CACHE.maxBytes)
    expect(db.stmt(text(0))).not.toBe(first)
    expect(db.stmt(text(299))).toBe(db.stmt(text(299)))
    db.close()
  })
})

describe('StateCache', () => {
  const fakeDb = (stamp: { value: string }) => ({ stamp: () => stamp.value }) as unknown as Db

  it('drops the least recently used entry when full, not every entry', () => {
    const cache = new StateCache<string>(fakeDb({ value: '0' }), 3)
    const loads: string[] = []
    const get = (key: string) =>
      cache.get(key, 0, () => {
        loads.push(key)
        return { value: key.toUpperCase() }
      })
    for (const key of ['a', 'b', 'c', 'a', 'd', 'a', 'b']) get(key)
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b'])
  })

  it('is emptied when the database stamp moves, and reloads an entry past its time', () => {
    const stamp = { value: '0' }
    const cache = new StateCache<number>(fakeDb(stamp), 3)
    let loads = 0
    const get = (now: number) => cache.get('k', now, () => ({ value: ++loads, until: 100 }))
    expect([get(0), get(50)]).toEqual([1, 1])
    stamp.value = '1'
    expect(get(60)).toBe(2)
    expect(get(100)).toBe(3)
  })
})
