// Numbers that look issued: a CIN's RoC serial, an LLPIN and a DIN follow the date they were issued on,
// from curves fitted to real numbers (see docs/data.md), not the count of rows generated so far.
import { LETTERS } from './generate.ts'
import { STATES } from './reference/states.ts'

const YEAR_MS = 365.2425 * 86_400_000
const yearOf = (ms: number) => 1970 + ms / YEAR_MS

/** Piecewise-linear curve through [year, value] points, extended along its last segment. */
const curve = (points: ReadonlyArray<readonly [number, number]>) => (year: number) => {
  let i = 1
  while (i < points.length - 1 && year > points[i][0]) i++
  const [x0, y0] = points[i - 1]
  const [x1, y1] = points[i]
  return Math.max(0, y0 + ((y1 - y0) * (year - x0)) / (x1 - x0))
}

/**
 * Companies registered in India up to a date, all RoCs together (thousands; MCA yearly registrations).
 * RoC Mumbai's share (≈ 16%) gives its serials: 1973 ≈ 20k (Reliance 019786), 1995 ≈ 85k (TCS
 * 084781), 2017 ≈ 300k; RoC Bangalore's (≈ 6%): 2011 ≈ 60k, 2020 ≈ 135k.
 */
const registered = curve([
  [1950, 20],
  [1960, 40],
  [1970, 75],
  [1980, 150],
  [1990, 330],
  [1995, 520],
  [2000, 640],
  [2005, 760],
  [2010, 1000],
  [2015, 1420],
  [2017, 1690],
  [2020, 2050],
  [2022, 2380],
  [2024, 2720],
  [2026, 3050],
])

/** Each CIN state code's share of all registrations (RoC shares; Pune and Coimbatore apart from their states). */
export const CIN_SHARE: Record<string, number> = {
  MH: 0.164,
  PN: 0.036,
  TN: 0.063,
  TZ: 0.014,
  ...Object.fromEntries(STATES.filter((s) => !['MH', 'TN'].includes(s.cin)).map((s) => [s.cin, s.weight / 100])),
}

/** The RoC serial a company incorporated on that day gets, before the per-RoC counter (which only ever grows) takes over. */
export const cinSerialBase = (ms: number, share: number) => Math.floor(registered(yearOf(ms)) * 1000 * share * 1.1)

/** LLPs registered up to a date (the national LLPIN series: AAW-6044 in April 2021, ACX-… in 2024-25). */
const llps = curve([
  [2009.25, 0],
  [2012, 40_000],
  [2016, 100_000],
  [2019, 165_000],
  [2021.3, 226_000],
  [2023, 480_000],
  [2025, 760_000],
  [2027, 900_000],
])
export const llpinIndexBase = (ms: number) => Math.floor(llps(yearOf(ms)))
export const llpin = (k: number) =>
  `${LETTERS[Math.floor(k / 9999 / 676) % 26]}${LETTERS[Math.floor(k / 9999 / 26) % 26]}${LETTERS[Math.floor(k / 9999) % 26]}-${String((k % 9999) + 1).padStart(4, '0')}`

/** DINs issued up to a date (millions): from 1 in November 2006; ≈ 3 M in 2010, ≈ 8 M in 2018, ≈ 11 M now. */
const dins = curve([
  [2006.83, 0],
  [2008, 2.2],
  [2010, 3.0],
  [2012, 4.5],
  [2014, 6.8],
  [2016, 7.6],
  [2018, 8.2],
  [2020, 8.7],
  [2022, 9.5],
  [2024, 10.4],
  [2027, 11.6],
])
export const DIN_START = Date.UTC(2006, 10, 1)
const DAY = 86_400_000
/** The first DIN of a day's allotments (`day`: days since 1970). */
export const dinFirstOn = (day: number) => Math.floor(dins(yearOf(day * DAY)) * 1e6) + 1

/**
 * DINs by allotment day: each day owns the numbers between the curve at that day and the next, handed
 * out in order with small gaps (others' DINs). A day whose numbers are used up passes its applicants
 * to the next day, so numbers stay unique and grow with the date whatever the dataset's size.
 */
export function dinAllotter(): (ms: number, gap: number) => number {
  // Days used up point to a later day that may have room (path-compressed, so a long run of full days is crossed once).
  const full = new Map<number, number>()
  const open = (day: number): number => {
    let found = day
    for (let next = full.get(found); next !== undefined; next = full.get(found)) found = next
    for (let at = day; at !== found; ) {
      const next = full.get(at)!
      full.set(at, found)
      at = next
    }
    return found
  }
  const first = dinFirstOn
  // Per day: the last number handed out and the day's limit (the next day's first number).
  const days = new Map<number, { start: number; last: number; limit: number }>()
  return (ms, gap) => {
    for (let day = open(Math.floor(Math.max(ms, DIN_START) / DAY)); ; day = open(day + 1)) {
      let d = days.get(day)
      if (!d) days.set(day, (d = { start: first(day), last: first(day) - 1, limit: first(day + 1) }))
      // Gaps (others' DINs) in the first quarter of a day's numbers, consecutive numbers after: at 1M
      // companies a dataset's applicants need most of a day's numbers near its as-of date, and gaps
      // throughout pushed 24,000 of 2026's DINs a month past their appointments.
      if (d.last + gap < d.start + (d.limit - d.start) / 4) return (d.last += gap)
      if (d.last + 1 < d.limit) return (d.last += 1)
      full.set(day, day + 1)
    }
  }
}
