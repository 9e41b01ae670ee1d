import { describe, expect, it } from 'vitest'
import { isIsoDate } from '../../src/clock.ts'
import { compileFql } from '../../src/core/fql/compile.ts'
import { recentDate } from '../../src/core/registry/recent.ts'
import { validateSeedOptions } from '../../src/seeding/seeding.ts'

describe('isIsoDate: the one date rule', () => {
  it.each(['2023-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '0001-01-01', '9999-12-31'])('%s is a date', (s) => {
    expect(isIsoDate(s)).toBe(true)
  })

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['2023-02-30', 'February has no 30th'],
    ['1900-02-29', 'century years are not leap years'],
    ['2023-04-31', 'April has 30 days'],
    ['2023-13-01', 'no month 13'],
    ['2023-00-10', 'no month 0'],
    ['2023-01-00', 'no day 0'],
    ['2023-1-01', 'month needs two digits'],
    ['20230101', 'no dashes'],
    ['2023-01-01T00:00:00Z', 'a timestamp is not a date'],
    [' 2023-01-01', 'surrounding space'],
    ['', 'empty'],
  ])('%s is not (%s)', (s) => {
    expect(isIsoDate(s)).toBe(false)
  })
})

describe('every date input follows it', () => {
  it('FQL rejects 2023-02-30 with INVALID_DATE', () => {
    expect(() => compileFql("dateOfIncorporation == '2023-02-30'", 'company')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }))
    expect(compileFql("dateOfIncorporation == '2024-02-29'", 'company')).not.toBeNull()
  })

  it('recently-registered dates reject 2023-02-30, also as the date part of a timestamp', () => {
    expect(() => recentDate('2023-02-30', 'from_date')).toThrow(/from_date/)
    expect(() => recentDate('2023-02-30T10:00:00Z', 'from_date')).toThrow(/from_date/)
    expect(recentDate('2024-02-29T10:00:00Z', 'from_date')).toBe('2024-02-29')
  })

  it("the seeder's --as-of rejects 2023-02-30", () => {
    expect(() => validateSeedOptions({ asOf: '2023-02-30' })).toThrow(/--as-of/)
    expect(validateSeedOptions({ asOf: '2024-02-29' }).asOf).toBe('2024-02-29')
  })
})
