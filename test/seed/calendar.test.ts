// The living registry's calendar: which days the RoCs work, and how many events a day brings for a
// dataset of a given size (seed/calendar.ts).
import { describe, expect, it } from 'vitest'
import { dayVolumes, historyRate, isGazettedHoliday, isWorkingDay, LLP_SHARE, REAL_REGISTRY, YEARLY, type DayVolumes } from '../../seed/calendar.ts'
import { createRng } from '../../seed/rng.ts'

const DAY = 86_400_000
const daysOf = (from: string, to: string) => {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY) days.push(new Date(at).toISOString().slice(0, 10))
  return days
}
const YEAR_2026 = daysOf('2026-01-01', '2026-12-31')
const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())

/** Each day's volumes over a span, from one stream. */
const run = (days: string[], companies: number, seed = 1) => {
  const rng = createRng(seed)
  return days.map((day) => ({ day, v: dayVolumes(day, companies, rng) }))
}
const total = (rows: { v: DayVolumes }[], key: keyof DayVolumes) => rows.reduce((sum, r) => sum + r.v[key], 0)

describe('working days', () => {
  it.each([
    ['2026-01-26', 'Republic Day'],
    ['2026-08-15', 'Independence Day'],
    ['2026-10-02', 'Gandhi Jayanti'],
    ['2026-11-08', 'Diwali'],
    ['2026-04-03', 'Good Friday'],
    ['2026-03-04', 'Holi'],
    ['2025-10-02', 'Dussehra and Gandhi Jayanti'],
    ['2024-10-31', 'Diwali 2024'],
    ['2027-03-26', 'Good Friday, computed from Easter'],
    ['2030-12-25', 'Christmas'],
  ])('%s (%s) is a gazetted holiday, not a working day', (day) => {
    expect(isGazettedHoliday(day)).toBe(true)
    expect(isWorkingDay(day)).toBe(false)
  })

  it('weekends are not working days; a normal weekday is', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false) // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false) // Sunday
    expect(isWorkingDay('2026-11-26')).toBe(true) // Thursday
    expect(isGazettedHoliday('2026-11-26')).toBe(false)
  })

  it('about 249 working days in 2026 (52 weeks, holidays on weekdays taken off)', () => {
    const working = YEAR_2026.filter(isWorkingDay).length
    expect(working).toBeGreaterThanOrEqual(245)
    expect(working).toBeLessThanOrEqual(252)
  })

  it('refuses what is not an ISO date', () => {
    expect(() => isWorkingDay('26/11/2026')).toThrow(RangeError)
  })
})

describe('volumes', () => {
  const small = run(YEAR_2026, 10_000)
  const large = run(YEAR_2026, 1_000_000)

  it('a year at 10k companies brings what the scale says (±25%), few on weekends and holidays', () => {
    // The seeded history's curve continued (calendar.ts historyRate): ≈ 5% of the registry a year, LLPs a quarter of it.
    const expected = historyRate(Date.parse(`${small[180].day}T00:00:00Z`), 10_000) * (1 - LLP_SHARE)
    const companies = total(small, 'companies')
    expect(companies).toBeGreaterThan(expected * 0.75)
    expect(companies).toBeLessThan(expected * 1.25)
    const closed = small.filter((r) => !isWorkingDay(r.day))
    expect(total(closed, 'companies')).toBeLessThan(companies * 0.03)
    expect(
      total(
        small.filter((r) => weekend(r.day)),
        'companies',
      ),
    ).toBeLessThan(companies * 0.03)
    const llps = total(small, 'llps')
    expect(llps).toBeGreaterThan((expected / (1 - LLP_SHARE)) * LLP_SHARE * 0.75)
    expect(llps).toBeLessThan((expected / (1 - LLP_SHARE)) * LLP_SHARE * 1.25)
  })

  it('a few new companies a working day at 10k, a few hundred at 1M, ≈ 100× as many over a year', () => {
    const working = small.filter((r) => isWorkingDay(r.day))
    const perDay = total(working, 'companies') / working.length
    expect(perDay).toBeGreaterThan(1)
    expect(perDay).toBeLessThan(5)
    const ratio = total(large, 'companies') / total(small, 'companies')
    expect(ratio).toBeGreaterThan(85)
    expect(ratio).toBeLessThan(115)
    const busy = large.filter((r) => isWorkingDay(r.day)).map((r) => r.v.companies + r.v.llps)
    expect(busy.reduce((a, b) => a + b, 0) / busy.length).toBeGreaterThan(150)
    expect(busy.reduce((a, b) => a + b, 0) / busy.length).toBeLessThan(500)
  })

  it('draws whole numbers that vary from day to day', () => {
    const working = small.filter((r) => isWorkingDay(r.day)).map((r) => r.v.companies)
    expect(new Set(working).size).toBeGreaterThan(3)
    for (const r of small) for (const value of Object.values(r.v)) expect(Number.isInteger(value) && value >= 0).toBe(true)
  })

  it("March's last week is well above a February week", () => {
    const byDay = new Map(large.map((r) => [r.day, r.v.companies + r.v.llps]))
    const week = (from: string, to: string) => daysOf(from, to).reduce((sum, d) => sum + byDay.get(d)!, 0)
    expect(week('2026-03-25', '2026-03-31')).toBeGreaterThan(week('2026-02-09', '2026-02-15') * 1.5)
  })

  it('strike-offs come in batches: most days none, a handful on a batch day at 10k', () => {
    const batchDays = small.filter((r) => r.v.strikeOffs > 0)
    expect(small.length - batchDays.length).toBeGreaterThan(small.length * 0.85)
    expect(batchDays.every((r) => isWorkingDay(r.day))).toBe(true)
    const struck = total(small, 'strikeOffs')
    expect(struck).toBeGreaterThan(((YEARLY.strikeOffs * 10_000) / REAL_REGISTRY) * 0.75)
    expect(struck / batchDays.length).toBeGreaterThan(2)
    // The same batch days at any size: at 1M, hundreds on each.
    const largeBatches = large.filter((r) => r.v.strikeOffs > 0)
    expect(largeBatches.length).toBe(36)
    expect(Math.min(...largeBatches.map((r) => r.v.strikeOffs))).toBeGreaterThan(100)
  })

  it('board changes and GST follow the dataset size: a year at 10k', () => {
    expect(total(small, 'appointments')).toBeGreaterThan(300)
    expect(total(small, 'appointments')).toBeLessThan(550)
    expect(total(small, 'cessations')).toBeGreaterThan(250)
    expect(total(small, 'cessations')).toBeLessThan(450)
    expect(total(small, 'gst')).toBeGreaterThan(130)
    expect(total(small, 'gst')).toBeLessThan(230)
    expect(total(small, 'gstCancellations')).toBeGreaterThan(100)
    expect(total(small, 'gstCancellations')).toBeLessThan(190)
    // Dormancy and liquidation are rare: a year at 1M brings tens, not hundreds.
    expect(total(large, 'dormant')).toBeLessThan(200)
    expect(total(large, 'liquidations')).toBeGreaterThan(100)
    expect(total(large, 'liquidations')).toBeLessThan(250)
  })

  it('is deterministic: the same seed gives the same year', () => {
    expect(run(YEAR_2026, 10_000, 42)).toEqual(run(YEAR_2026, 10_000, 42))
    expect(run(YEAR_2026, 10_000, 42)).not.toEqual(run(YEAR_2026, 10_000, 43))
  })

  it('an empty dataset gets nothing', () => {
    for (const r of run(YEAR_2026, 0)) expect(Object.values(r.v).every((value) => value === 0)).toBe(true)
  })
})
