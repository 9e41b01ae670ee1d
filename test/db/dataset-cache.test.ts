// One scope for what is kept while the dataset is the same (src/db/dataset-cache.ts): the registry's
// counts and lists, its kinds, the dashboard's statistics, shaped details records and the answers the
// readers gave all live in it, and all go together when the marker moves.
import { describe, expect, it } from 'vitest'
import { forDataset, forgetDataset } from '../../src/db/dataset-cache.ts'
import { openDb } from '../../src/db/open.ts'
import { setSetting } from '../../src/db/settings.ts'

describe('forDataset', () => {
  it('keeps a value per connection until the dataset marker moves; a write that leaves the marker keeps it', () => {
    const db = openDb(':memory:')
    const other = openDb(':memory:')
    let made = 0
    const value = () => forDataset(db, 'v', () => ++made)
    setSetting(db, 'dataset', 'one')
    expect(value()).toBe(1)
    expect(value()).toBe(1)
    expect(forDataset(other, 'v', () => 'other')).toBe('other')
    setSetting(db, 'unrelated', 'x')
    expect(value()).toBe(1)
    setSetting(db, 'dataset', 'two')
    expect(value()).toBe(2)
    forgetDataset(db)
    expect(value()).toBe(3)
    expect(forDataset(other, 'v', () => 'again')).toBe('other')
    db.close()
    other.close()
  })
})
