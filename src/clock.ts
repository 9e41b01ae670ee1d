// The one clock every time rule reads. Test mode moves it; otherwise it is the system clock.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Test mode only: set the absolute time. */
  set(ms: number): void
  /** Test mode only: move forward (or back) by ms. */
  advance(ms: number): void
}

export function createClock(start?: number): Clock {
  // The offset keeps the clock running after it is set, as a real clock would.
  let offset = start === undefined ? 0 : start - Date.now()
  return {
    now: () => Date.now() + offset,
    set: (ms) => {
      offset = ms - Date.now()
    },
    advance: (ms) => {
      offset += ms
    },
  }
}

/** A clock that only moves when told: for tests that assert exact times. */
export function createFixedClock(start: number): Clock {
  let now = start
  return {
    now: () => now,
    set: (ms) => {
      now = ms
    },
    advance: (ms) => {
      now += ms
    },
  }
}

export const isoAt = (ms: number): string => new Date(ms).toISOString()

/**
 * The one date rule every input follows: `YYYY-MM-DD` naming a real calendar day (2023-02-30 and
 * 2023-13-01 are not dates; 2024-02-29 is). Years 0000–9999, as the text form allows.
 */
export function isIsoDate(s: string): boolean {
  if (s.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const ms = Date.parse(`${s}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s
}
export const dayOf = (ms: number): string => isoAt(ms).slice(0, 10)
/** The day `n` days after (before, for n < 0) a `YYYY-MM-DD` day. */
export const addDays = (day: string, n: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000)
/** The next UTC midnight after ms. */
export const nextUtcMidnight = (ms: number): number => {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
}
