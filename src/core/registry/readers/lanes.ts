// Which lane a read takes (src/core/registry/readers/pool.ts). `cheap`: index probes whose number is
// bounded by our own limits, not by the registry's size, so they never wait behind slow searches.
// `heavy`: everything whose cost grows with what matches.
import type { Params } from '../filters.ts'

const IDENTIFIERS = ['cin', 'din', 'gstin', 'pan']

/** A filter read: an exact identifier makes it an index probe whatever else it asks. */
export function laneOf(params: Params): 'cheap' | 'heavy' {
  return IDENTIFIERS.some((k) => params.get(k) !== undefined) ? 'cheap' : 'heavy'
}

/**
 * Reads by identifier (leads: each a company, its board and its PAN's GST registrations, a few index
 * probes apiece) are cheap for a few identifiers; an order of hundreds takes thousands of probes and
 * waits its turn with the heavy reads rather than hold the reader kept for cheap ones (an order's
 * leads cost in proportion to its items: docs/benchmarks.md). Watchlist listings are always cheap: one
 * list's key range, at most 10,000 members (src/core/lists/watchlists.ts MAX_MEMBERS).
 */
export const CHEAP_LOOKUPS = 25

export function laneOfLookups(identifiers: number): 'cheap' | 'heavy' {
  return identifiers <= CHEAP_LOOKUPS ? 'cheap' : 'heavy'
}
