// StateCache (src/db/state-cache.ts): an entry holds until its time on the caller's clock (test mode's
// clock moves in jumps), or until anything is written; one already past its time is read again.
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { StateCache } from '../../src/db/state-cache.ts'

describe('StateCache', () => {
  it('keeps an entry until its time on the caller’s clock, and until a write', () => {
    const db = openDb(':memory:')
    const cache = new StateCache<string>(db)
    let loads = 0
    const read = (now: number, until?: number) => cache.get('k', now, () => ({ value: `v${++loads}`, until }))
    const start = Date.UTC(2030, 0, 1)
    expect(read(start, start + 1000)).toBe('v1')
    expect(read(start + 999, start + 5000)).toBe('v1') // still within its time
    expect(read(start + 1000, start + 5000)).toBe('v2') // its time came: read again, now until +5 s
    expect(read(start + 4000)).toBe('v2')
    db.touch() // a write: everything is read again
    expect(read(start + 4000)).toBe('v3')
    expect(read(start + 1e12)).toBe('v3') // no time of its own: held until a write
    expect(cache.get('past', start, () => ({ value: 'p', until: start - 1 }))).toBe('p')
    expect(cache.get('past', start, () => ({ value: 'again', until: start - 1 }))).toBe('again') // past its time: never kept
    db.close()
  })
})
