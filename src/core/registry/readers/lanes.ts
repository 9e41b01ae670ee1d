// Which lane a filter read takes (src/core/registry/readers/pool.ts): an exact identifier makes it an
// index probe whatever else it asks, so it never waits behind slow searches.
import type { Params } from '../filters.ts'

const IDENTIFIERS = ['cin', 'din', 'gstin', 'pan']

export function laneOf(params: Params): 'cheap' | 'heavy' {
  return IDENTIFIERS.some((k) => params.get(k) !== undefined) ? 'cheap' : 'heavy'
}
