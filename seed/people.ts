// People: a surname of a community living in the state (weighted by the community's share there and
// the surname's rank within it), a given name of the community's tradition, generation and sex, never
// a public figure's name.
import { FAMOUS, FIRST_NAMES } from './reference/people.ts'
import { COMMUNITIES, NATIONAL_MIX, STATE_MIX, type Community, type NameStyle } from './reference/surnames.ts'
import type { Weighted } from './reference/values.ts'
import type { Rng } from './rng.ts'

/** Women drawn at random; wives and daughters on family boards bring directors to 15–20% women (MCA: ≈ 17%). */
export const WOMEN_SHARE = 0.1
/** Given names cross traditions: a share of people of each tradition carry a pan-Indian (north) name. */
const CROSSOVER: Record<NameStyle, number> = { north: 0, south: 0.15, east: 0.3, sikh: 0.1, muslim: 0, christian: 0.05, meitei: 0, ladakhi: 0 }
/** A Ladakhi woman's second name is a woman's name (Lhamo, Dolma), not her father's. */
const LADAKHI_WOMEN = ['Lhamo', 'Dolma', 'Angmo', 'Chorol', 'Yangdol', 'Dolker', 'Spalzes', 'Palmo', 'Lhadol']

interface Surname {
  last: string
  style: NameStyle
}

/**
 * One state's surnames: every community of its mix, each surname weighted Zipf-like by its rank in the
 * community (1 / (rank + 2): the commonest carry most of it, the long tail still shows up).
 */
function stateTable(mix: Partial<Record<Community, number>>): { surnames: Weighted<Surname>; styleOf: Map<string, NameStyle> } {
  const surnames: [Surname, number][] = []
  const styleOf = new Map<string, { style: NameStyle; weight: number }>()
  const total = Object.values(mix).reduce((sum, share) => sum + share, 0)
  for (const [community, share] of Object.entries(mix) as [Community, number][]) {
    const { names, style } = COMMUNITIES[community]
    const z = names.reduce((sum, _, rank) => sum + 1 / (rank + 2), 0)
    names.forEach((last, rank) => {
      const weight = share / total / z / (rank + 2)
      surnames.push([{ last, style }, weight])
      if ((styleOf.get(last)?.weight ?? 0) < weight) styleOf.set(last, { style, weight })
    })
  }
  return { surnames, styleOf: new Map([...styleOf].map(([last, { style }]) => [last, style])) }
}

const BY_STATE = new Map(Object.entries(STATE_MIX).map(([gst, mix]) => [gst, stateTable(mix)]))
const NATIONAL = stateTable(NATIONAL_MIX)
const tableOf = (gst: string) => BY_STATE.get(gst) ?? NATIONAL

/** A surname common in the state (GST code). */
export const surname = (r: Rng, gst: string) => r.weighted(tableOf(gst).surnames).last

export interface Person {
  first: string
  last: string
  full: string
  female: boolean
}

const generation = (bornYear: number) => (bornYear < 1960 ? 0 : bornYear < 1980 ? 1 : 2)

/** Someone from the state (GST code), born in `bornYear`; `surname` keeps a family's name (and its tradition). */
export function person(r: Rng, gst: string, bornYear: number, options: { female?: boolean; surname?: string } = {}): Person {
  const table = tableOf(gst)
  const female = options.female ?? r.chance(WOMEN_SHARE)
  // A generation's names mostly, some of the neighbouring one.
  const g = Math.min(2, Math.max(0, generation(bornYear) + (r.chance(0.15) ? (r.chance(0.5) ? -1 : 1) : 0)))
  for (;;) {
    let last: string
    let style: NameStyle
    if (options.surname) {
      last = options.surname
      style = table.styleOf.get(last) ?? NATIONAL.styleOf.get(last) ?? 'north'
    } else {
      ;({ last, style } = r.weighted(table.surnames))
      // Sikh women mostly carry Kaur, not the family's name.
      if (style === 'sikh' && female && r.chance(0.7)) last = 'Kaur'
    }
    if (r.chance(CROSSOVER[style])) style = 'north'
    const first = r.pick(FIRST_NAMES[style][female ? 'female' : 'male'][g])
    if (style === 'ladakhi' && female && !options.surname) last = r.pick(LADAKHI_WOMEN)
    // A Meitei name is the clan's, the given name, then Singh for a man and Devi or Chanu for a woman.
    const full = style === 'meitei' ? `${last} ${first} ${female ? (r.chance(0.5) ? 'Devi' : 'Chanu') : 'Singh'}` : `${first} ${last}`
    if (!FAMOUS.has(full)) return { first, last, full, female }
  }
}
