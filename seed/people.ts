// People: a surname of the region (or of a business community found everywhere), a given name of
// the generation and sex, never a public figure's name.
import { FAMOUS, FIRST_NAMES, REGION_OF_STATE, surnamesFor, type Region } from './reference/people.ts'
import type { Weighted } from './reference/values.ts'
import type { Rng } from './rng.ts'

/** Women drawn at random; wives and daughters on family boards bring directors to 15–20% women (MCA: ≈ 17%). */
export const WOMEN_SHARE = 0.12
const SOUTH = new Set<Region>(['s', 'ks', 'kl', 'tn', 'te'])

// Zipf-like weights: the commonest surnames of a region carry most of it; the national business
// communities take about a sixth everywhere.
const SURNAME_WEIGHTS = new Map<string, Weighted<string>>()
for (const region of new Set(Object.values(REGION_OF_STATE))) {
  const { local, communities } = surnamesFor(region)
  const localWeights = local.map((name, rank) => [name, 1 / (rank + 4)] as const)
  const localTotal = localWeights.reduce((sum, [, w]) => sum + w, 0)
  SURNAME_WEIGHTS.set(region, [...localWeights, ...communities.map((name) => [name, localTotal / 5 / communities.length] as const)])
}

/** The same tables by GST state code, and whether the state's given names are south Indian. */
const BY_STATE = new Map(Object.entries(REGION_OF_STATE).map(([gst, region]) => [gst, { surnames: SURNAME_WEIGHTS.get(region)!, south: SOUTH.has(region) }]))
const NORTH = BY_STATE.get('07')!

/** A surname common in the state (GST code). */
export const surname = (r: Rng, gst: string) => r.weighted((BY_STATE.get(gst) ?? NORTH).surnames)

export interface Person {
  first: string
  last: string
  full: string
  female: boolean
}

const generation = (bornYear: number) => (bornYear < 1960 ? 0 : bornYear < 1980 ? 1 : 2)

/** Someone from the state (GST code), born in `bornYear`; `surname` keeps a family's name. */
export function person(r: Rng, gst: string, bornYear: number, options: { female?: boolean; surname?: string } = {}): Person {
  const local = BY_STATE.get(gst) ?? NORTH
  const female = options.female ?? r.chance(WOMEN_SHARE)
  const south = local.south && r.chance(0.85)
  const lists = female ? (south ? FIRST_NAMES.southFemale : FIRST_NAMES.female) : south ? FIRST_NAMES.southMale : FIRST_NAMES.male
  // A generation's names mostly, some of the neighbouring one.
  const g = Math.min(2, Math.max(0, generation(bornYear) + (r.chance(0.15) ? (r.chance(0.5) ? -1 : 1) : 0)))
  for (;;) {
    const first = r.pick(lists[g])
    const last = options.surname ?? r.weighted(local.surnames)
    const full = `${first} ${last}`
    if (!FAMOUS.has(full)) return { first, last, full, female }
  }
}
