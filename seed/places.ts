// Real places: every address is a PIN of India Post's directory with one of its post offices as the
// locality, in the PIN's own district and state. Cities carry their real share of their state's
// companies. The PIN table is large, so only the seeder imports this module (never `serve`).
import { PINCODE_LINES } from './reference/pincodes.ts'
import { SECOND_ROC, STATES, type StateRef } from './reference/states.ts'
import type { Weighted } from './reference/values.ts'
import type { Rng } from './rng.ts'

export interface Place {
  city: string
  district: string
  pin: string
  locality: string
  /** CIN state code and RoC when not the state's own (RoC Pune, RoC Coimbatore). */
  cin: string
  roc: string
}

interface District {
  name: string
  pins: string[]
  localities: string[][]
}
/** A city's pool: the district's PINs that fit the city's prefixes. */
interface CityPool {
  city: string
  district: string
  pins: string[]
  localities: string[][]
  cin: string
  roc: string
}

const districtsByState = new Map<string, Map<string, District>>()
for (const line of PINCODE_LINES.split('\n')) {
  const [gst, name, pins] = line.split('|')
  const district: District = { name, pins: [], localities: [] }
  for (const entry of pins.split(',')) {
    const space = entry.indexOf(' ')
    district.pins.push(entry.slice(0, space))
    district.localities.push(entry.slice(space + 1).split(';'))
  }
  if (!districtsByState.has(gst)) districtsByState.set(gst, new Map())
  districtsByState.get(gst)!.set(name, district)
}

/**
 * Post offices of the metros' districts. A village office elsewhere may share such a name (Bandra,
 * PIN 360330, Rajkot district), and in an address it reads as the metro's famous locality put in the
 * wrong city: outside its metro such a name is not used as a locality, while the PIN has another.
 */
const METROS = /^(Mumbai|Kolkata|Chennai|Bangalore|Hyderabad|(Central|East|New|North|North East|North West|South|South West|West) Delhi)$/
/** A locality's name without a compass part ("Bandra West" → "Bandra", "Andheri (E)" → "Andheri"). */
const baseName = (name: string) => name.replace(/\s*(\((E|W|N|S)\)|East|West|North|South)$/i, '')
const METRO_LOCALITIES = new Set(
  [...districtsByState.values()].flatMap((ds) => [...ds.values()].filter((d) => METROS.test(d.name)).flatMap((d) => d.localities.flat().map(baseName))),
)
for (const ds of districtsByState.values())
  for (const d of ds.values()) {
    if (METROS.test(d.name)) continue
    d.localities = d.localities.map((names) => {
      const kept = names.filter((n) => !METRO_LOCALITIES.has(baseName(n)))
      return kept.length > 0 ? kept : names
    })
  }

/** "Raigarh(MH)" → "Raigarh": India Post disambiguates district names that a city name does not repeat. */
const cityOfDistrict = (name: string) => name.replace(/\s*\(.*\)$/, '')

/**
 * A city's own PINs among its district's: India Post numbers a city's delivery offices from its head
 * office (xxx001) on, a run with small gaps (Jaipur 302001–302040, Patna 800001–800029), and the
 * district's villages after (303xxx, 801xxx). A village office's address names its own town, not the
 * district's city, so a city's pool keeps the run when the district has many PINs beyond it.
 */
function cityPins(pins: readonly string[]): Set<string> {
  const sorted = pins.map(Number).sort((a, b) => a - b)
  const head = sorted.find((p) => p % 1000 === 1)
  if (head === undefined) return new Set(pins)
  const run = [head]
  for (const p of sorted) if (p > head && p - run[run.length - 1] <= 10) run.push(p)
  return run.length >= 4 && sorted.length > 1.5 * run.length ? new Set(run.map(String)) : new Set(pins)
}

function poolsOf(state: StateRef): Weighted<CityPool> {
  const districts = districtsByState.get(state.gst)
  if (!districts) throw new Error(`No PINs for ${state.name}`)
  const second = SECOND_ROC[state.name]
  const roc = (district: string) => (second?.districts.includes(district) ? { cin: second.cin, roc: second.roc } : { cin: state.cin, roc: state.roc })
  const pools: [CityPool, number][] = []
  const named = new Set<string>()
  for (const [city, districtName, share, prefixes, ownDistrict] of state.cities) {
    const district = districts.get(districtName)
    if (!district) throw new Error(`No district ${districtName} in ${state.name}`)
    named.add(districtName)
    const fits = (pin: string) => prefixes === undefined || prefixes.split('|').some((p) => pin.startsWith(p))
    const fitting = district.pins.filter(fits)
    // A prefix list that picks the city's PINs stands; a whole district, or a three-digit sorting district, is cut to the city's run.
    const own = prefixes === undefined || /^\d{1,3}$/.test(prefixes) ? cityPins(fitting) : new Set(fitting)
    const at = district.pins.flatMap((pin, i) => (own.has(pin) ? [i] : []))
    if (at.length === 0) throw new Error(`No PIN of ${city} in ${districtName}`)
    pools.push([
      { city, district: ownDistrict ?? districtName, pins: at.map((i) => district.pins[i]), localities: at.map((i) => district.localities[i]), ...roc(districtName) },
      share,
    ])
  }
  const rest = [...districts.values()].filter((d) => !named.has(d.name))
  const restPins = rest.reduce((sum, d) => sum + d.pins.length, 0)
  if (state.other > 0)
    for (const d of rest)
      pools.push([{ city: cityOfDistrict(d.name), district: d.name, pins: d.pins, localities: d.localities, ...roc(d.name) }, (state.other * d.pins.length) / restPins])
  return pools
}

const POOLS = STATES.map(poolsOf)
/** A place in the state (by index in STATES): a city by its share, a PIN of it, one of the PIN's post offices. */
export function place(r: Rng, stateIndex: number): Place {
  const pool = r.weighted(POOLS[stateIndex])
  const k = Math.floor(r.next() * pool.pins.length)
  return { city: pool.city, district: pool.district, pin: pool.pins[k], locality: r.pick(pool.localities[k]), cin: pool.cin, roc: pool.roc }
}

interface PinPlace {
  stateIndex: number
  city: string
  district: string
  localities: string[]
  cin: string
  roc: string
}
let byPin: Map<string, PinPlace> | undefined
/** Every PIN of the directory: its state, district and post offices, and the city the generator names for it. */
function pinTable(): Map<string, PinPlace> {
  if (byPin) return byPin
  byPin = new Map()
  STATES.forEach((state, stateIndex) => {
    const second = SECOND_ROC[state.name]
    for (const d of districtsByState.get(state.gst)?.values() ?? []) {
      const roc = second?.districts.includes(d.name) ? { cin: second.cin, roc: second.roc } : { cin: state.cin, roc: state.roc }
      for (const [k, pin] of d.pins.entries()) byPin!.set(pin, { stateIndex, city: cityOfDistrict(d.name), district: d.name, localities: d.localities[k], ...roc })
    }
    // A named city's PINs carry the city's name (Bengaluru's PINs in Bangalore district, not "Bangalore").
    for (const [pool] of POOLS[stateIndex])
      for (const pin of pool.pins) {
        byPin!.get(pin)!.city = pool.city
        byPin!.get(pin)!.district = pool.district
      }
  })
  return byPin
}

/** The place of a PIN of India Post's directory (one of its post offices as the locality), or undefined for a PIN that does not exist. */
export function placeOfPin(r: Rng, pin: string): (Place & { stateIndex: number }) | undefined {
  const at = pinTable().get(pin)
  return at && { stateIndex: at.stateIndex, city: at.city, district: at.district, pin, locality: r.pick(at.localities), cin: at.cin, roc: at.roc }
}
