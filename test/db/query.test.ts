import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { containsPattern, countAndPage, countOf, escapeLike, pageCount } from '../../src/db/query.ts'

describe('LIKE patterns', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now')
    expect(containsPattern('a_b')).toBe('%a\\_b%')
  })

  it('match the text literally in SQLite with ESCAPE', () => {
    const db = openDb(':memory:')
    for (const [key, value] of [
      ['a', '50% off'],
      ['b', '50 off'],
      ['c', 'x_y'],
      ['d', 'xzy'],
    ])
      db.run(db.kysely.insertInto('settings').values({ key, value }))
    const like = (text: string) =>
      db
        .all(
          db.kysely
            .selectFrom('settings')
            .select('key')
            .where(sql<boolean>`value LIKE ${containsPattern(text)} ESCAPE '\\'`)
            .orderBy('key'),
        )
        .map((r) => r.key)
    expect(like('0%')).toEqual(['a'])
    expect(like('_')).toEqual(['c'])
    db.close()
  })
})

describe('paging', () => {
  it('pages = ceil(total / limit), 0 for nothing', () => {
    expect([pageCount(0, 10), pageCount(1, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([0, 1, 1, 2])
  })

  it('countAndPage returns the page asked for and the count of every match', () => {
    const db = openDb(':memory:')
    for (let i = 0; i < 25; i++) db.run(db.kysely.insertInto('settings').values({ key: `k${String(i).padStart(2, '0')}`, value: i % 2 ? 'odd' : 'even' }))
    const base = db.kysely.selectFrom('settings').where('value', '=', 'even')
    const { rows, total } = countAndPage(db, base, { limit: 5, offset: 10 }, (q) => q.select('key').orderBy('key'))
    expect(total).toBe(13)
    expect(rows.map((r) => r.key)).toEqual(['k20', 'k22', 'k24'])
    // A separate count query, when a cheaper one counts the same rows.
    expect(countAndPage(db, base, { limit: 1, offset: 0 }, (q) => q.selectAll(), db.kysely.selectFrom('settings')).total).toBe(25)
    expect(countOf(db, db.kysely.selectFrom('settings').where('value', '=', 'odd'))).toBe(12)
    db.close()
  })
})
