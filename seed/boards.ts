// Each company's board: directors and their appointments, from the companies' facts.
import { CLOSED_STATUSES, COMPANY_KINDS, DIRECTOR_DESIGNATIONS, LLP_DESIGNATIONS, type Weighted } from './reference/values.ts'
import { createRng } from './rng.ts'
import { asOfMs, DAY, F, iso, lines, NULL, person, STATUS_NAMES, streamSeed, type CompanyFacts, type GenerateOptions, type Line, type Part } from './generate.ts'

const BORN_FROM = Date.UTC(1940, 0, 1)
const DIRECTOR_COUNTS: Weighted<number> = [[1, 4], [2, 45], [3, 25], [4, 12], [5, 7], [6, 4], [7, 3]]
const FOREIGN_NATIONALITIES = ['British', 'American', 'Singaporean', 'Emirati']

/**
 * The largest step between two DINs allotted in a row. DINs have 8 digits: with about 2.6 new directors
 * per company, steps of 1–20 fit up to ≈ 3.5 M companies; beyond that they shrink so the largest
 * dataset still ends well below 99,999,999.
 */
export function dinGap(companies: number): number {
  return Math.max(2, Math.min(20, Math.floor((2 * 95_000_000) / (2.8 * Math.max(1, companies))) - 1))
}

/** Each company's board: new people mostly, some who already sit on other boards. */
export function generateBoards(
  options: GenerateOptions,
  emit: { director(line: Line): void; appointment(line: Line): void },
  onProgress?: (companiesDone: number) => void,
): Part<{ directors: number; appointments: number }> {
  const rng = createRng(streamSeed(options.seed, 1))
  const asOf = asOfMs(options)
  const counts = { directors: 0, appointments: 0 }
  const gap = dinGap(options.companies)
  let dinNext = 1_000_000 + rng.int(0, 9999)
  // DINs of everyone already on a board, for appointing the same person elsewhere.
  let directorPool = new Uint32Array(1 << 16)
  let poolSize = 0
  let companiesDone = 0

  const add = (facts: CompanyFacts) => {
    const cins = lines(facts.cins)
    for (let i = 0; i < facts.days.length; i++) {
      const incorporated = facts.days[i] * DAY
      const recentlyIncorporated = incorporated >= asOf - 30 * DAY
      const kind = facts.kind[i] < 0 ? null : COMPANY_KINDS[facts.kind[i]]
      const isLlp = kind === null
      const finalStatus = STATUS_NAMES[facts.status[i]]
      const cin = cins()
      const boardSize = isLlp ? rng.int(2, 3) : kind.code === 'OPC' ? rng.int(1, 2) : rng.weighted(DIRECTOR_COUNTS)
      const seated = new Set<string>()
      for (let d = 0; d < boardSize; d++) {
        let din: string
        // Founders of old companies were born long ago; keep everyone born from 1940 on, appointed as adults.
        let earliest = incorporated
        if (poolSize > 50 && rng.chance(0.12)) {
          din = String(directorPool[rng.int(Math.max(0, poolSize - 200_000), poolSize - 1)]).padStart(8, '0')
          if (seated.has(din)) continue
        } else {
          dinNext += rng.int(1, gap)
          if (dinNext > 99_999_999) throw new Error('DINs ran out of 8 digits')
          const p = person(rng)
          din = String(dinNext).padStart(8, '0')
          let born = incorporated - rng.int(23 * 365, 60 * 365) * DAY
          if (born < BORN_FROM) {
            born = BORN_FROM + rng.int(0, 20 * 365) * DAY
            earliest = Math.max(incorporated, born + rng.int(25 * 365, 40 * 365) * DAY)
          }
          const nationality = rng.chance(0.985) ? 'Indian' : rng.pick(FOREIGN_NATIONALITIES)
          emit.director([din, p.full, p.first, p.last, nationality, iso(born)].join(F))
          counts.directors++
          if (poolSize === directorPool.length) {
            const grown = new Uint32Array(poolSize * 2)
            grown.set(directorPool)
            directorPool = grown
          }
          directorPool[poolSize++] = dinNext
        }
        seated.add(din)
        // First board on the incorporation day; later changes spread until as-of, a few in the last 30 days.
        let appointed = Math.min(earliest, asOf - 31 * DAY)
        if (d > 0 && !recentlyIncorporated && rng.chance(0.35)) {
          appointed = rng.chance(0.04) ? asOf - rng.int(0, 29) * DAY : appointed + Math.floor(rng.next() * ((asOf - appointed) / DAY)) * DAY
        }
        if (recentlyIncorporated) appointed = incorporated
        const ceased = !recentlyIncorporated && rng.chance(CLOSED_STATUSES.has(finalStatus) ? 0.3 : 0.08)
        const cessation = ceased ? appointed + Math.max(1, Math.floor(rng.next() * ((asOf - appointed) / DAY))) * DAY : null
        const designation = rng.weighted(isLlp ? LLP_DESIGNATIONS : DIRECTOR_DESIGNATIONS)
        emit.appointment([din, cin, designation, iso(appointed), cessation !== null && cessation < asOf ? iso(cessation) : NULL].join(F))
        counts.appointments++
      }
    }
    companiesDone += facts.days.length
    onProgress?.(companiesDone)
  }
  return { add, finish: () => counts }
}
