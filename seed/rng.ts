// The one seeded PRNG behind every random choice of the generator: sfc32, seeded through splitmix32.
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
}

const CUMULATIVE = Symbol('cumulative weights')

export function createRng(seed: number): Rng {
  let s = seed >>> 0
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix()
  let b = splitmix()
  let c = splitmix()
  let d = splitmix()
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      // The running sums live on the table itself: a property read is cheaper than a WeakMap lookup at this rate.
      const table = items as { [CUMULATIVE]?: number[] }
      let cum = table[CUMULATIVE]
      if (!cum) {
        let acc = 0
        cum = items.map(([, w]) => (acc += w))
        Object.defineProperty(table, CUMULATIVE, { value: cum })
      }
      const r = next() * cum[cum.length - 1]
      let lo = 0
      let hi = cum.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cum[mid] > r) hi = mid
        else lo = mid + 1
      }
      return items[lo][0]
    },
  }
}

/** A 32-bit hash of a key (FNV-1a): choices made from a record's own identifier, drawing nothing from a stream. */
export function keyHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  return h >>> 0
}
