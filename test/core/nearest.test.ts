// "Did you mean": one edit distance for FQL fields and values, query parameters and CLI flags.
import { describe, expect, it } from 'vitest'
import { distance, nearest } from '../../src/core/nearest.ts'

describe('nearest', () => {
  it.each([
    ['state', ['State', 'City'], 'State'], // a case-only difference wins
    ['Status', ['State', 'llpStatus', 'companyStatus'], 'llpStatus'], // the shortest name containing it, not the closest spelling
    ['Pincod', ['Pincode', 'PAN'], 'Pincode'],
    ['xyzzy', ['State', 'City'], undefined], // nothing within three edits
    ['cty', ['City', 'State'], 'City'],
  ])('%s among %j → %s', (wanted, names, expected) => {
    expect(nearest(wanted, names)).toBe(expected)
  })

  it('counts edits', () => {
    expect(distance('kitten', 'sitting')).toBe(3)
    expect(distance('', 'abc')).toBe(3)
  })

  it('a value far longer than every name is compared with none of them (a 1,040,000-character State took 13 s)', () => {
    const states = ['Andhra Pradesh', 'Arunachal Pradesh', 'Maharashtra', 'Tamil Nadu', 'Uttar Pradesh', 'West Bengal']
    for (let i = 0; i < 20; i++) expect(nearest(`${'x'.repeat(1_040_000)}${i}`, states)).toBeUndefined()
    expect(nearest('Maharashtr', states)).toBe('Maharashtra') // near ones are still found
  }, 5_000)
})
