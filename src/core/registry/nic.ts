// NIC 2008 main divisions as clients name them: a 2-digit division, or its section letter (C: divisions 10–33).

/** Divisions of each NIC 2008 section (the ISIC Rev.4 ranges; seed/reference/nic.ts has the same table). */
const SECTION_RANGES: Record<string, readonly [number, number]> = {
  A: [1, 3],
  B: [5, 9],
  C: [10, 33],
  D: [35, 35],
  E: [36, 39],
  F: [41, 43],
  G: [45, 47],
  H: [49, 53],
  I: [55, 56],
  J: [58, 63],
  K: [64, 66],
  L: [68, 68],
  M: [69, 75],
  N: [77, 82],
  O: [84, 84],
  P: [85, 85],
  Q: [86, 88],
  R: [90, 93],
  S: [94, 96],
  T: [97, 98],
  U: [99, 99],
}

/** Section letter → its 2-digit divisions. */
export const SECTION_DIVISIONS: Record<string, string[]> = Object.fromEntries(
  Object.entries(SECTION_RANGES).map(([letter, [from, to]]) => [letter, Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'))]),
)

/** A main-division value: a section letter (any case) → its divisions; digits → the 2-digit division. */
export function divisionsOf(value: string): string[] {
  const v = value.trim()
  const section = SECTION_DIVISIONS[v.toUpperCase()]
  if (section) return section
  return [/^\d{1,2}$/.test(v) ? v.padStart(2, '0') : v]
}
