// One continuous series (docs/data.md, "The living registry: daily volumes"): the seeded history's
// incorporations run into the as-of date at the rate the living registry goes on with, and they fall
// on the RoCs' working days as the living ones do (the audit: 31.5 a month in the seeded 2025, 93 in
// the as-of month, 41 after; 13.9% of all incorporations on a Sunday).
import { beforeAll, describe, expect, it } from 'vitest'
import { materialiseDay } from '../../src/living/day.ts'
import { seededDb } from '../_setup.ts'

const DAY = 86_400_000
const AS_OF = '2026-11-20'
const day = (n: number) => new Date(Date.parse(`${AS_OF}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
type Db = Awaited<ReturnType<typeof seededDb>>
let db: Db
const count = (where: string, ...p: unknown[]) => (db.sqlite.prepare(`SELECT count(*) AS n FROM companies WHERE ${where}`).get(...p) as { n: number }).n

beforeAll(async () => {
  db = await seededDb()
  for (let n = 1; n <= 365; n++) materialiseDay(db, day(n))
}, 300_000)

describe('incorporations over the as-of date', () => {
  it('the year before, the as-of month and the year after run at one rate (each within a third of the others)', () => {
    const before = count('date_of_incorporation > ? AND date_of_incorporation <= ?', day(-365), AS_OF) / 12
    const asOfMonth = count('date_of_incorporation > ? AND date_of_incorporation <= ?', day(-30), AS_OF) * (365 / 30 / 12)
    const after = count('date_of_incorporation > ?', AS_OF) / 12
    expect(after / before).toBeGreaterThan(0.75)
    expect(after / before).toBeLessThan(1.33)
    expect(asOfMonth / before).toBeGreaterThan(0.4)
    expect(asOfMonth / before).toBeLessThan(2)
  })

  it('the seeded history incorporates on working days: Saturdays ≤ 4%, Sundays ≤ 1.5% (real: 2–4% and ≤ 1%)', () => {
    const all = count('date_of_incorporation <= ?', AS_OF)
    const saturday = count("date_of_incorporation <= ? AND strftime('%w', date_of_incorporation) = '6'", AS_OF)
    const sunday = count("date_of_incorporation <= ? AND strftime('%w', date_of_incorporation) = '0'", AS_OF)
    expect(saturday / all).toBeLessThan(0.04)
    expect(sunday / all).toBeLessThan(0.015)
    expect(saturday).toBeGreaterThan(0)
  })
})
