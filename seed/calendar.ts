// How much the registry moves on a day: the living registry's daily volumes, from national yearly
// figures (sources in docs/data.md, "The living registry: daily volumes") spread over the real calendar
// and scaled to the dataset's size, then drawn as whole numbers from the caller's stream.
import type { Rng } from './rng.ts'

const DAY = 86_400_000

/**
 * Companies and LLPs on the register, all statuses, as the generator models it: ≈ 30.5 lakh companies
 * registered in 2026 (seed/serials.ts's curve, through MCA's 22.3 lakh of Sep 2021 and 24.6 lakh of
 * Jan 2023, the counts the generator's status and form shares come from), plus LLPs as the generator's
 * 15% of entities (30.5 / 0.85 ≈ 36 lakh). A 1M dataset is about 28% of the real registry.
 */
export const REAL_REGISTRY = 3_600_000

/** National figures a year (sources: docs/data.md). */
export const YEARLY = {
  /** MCA: 16,570 companies in Sep 2021 (MIB), 15,300 in Aug 2023, 1.55 lakh in FY 2020-21: ≈ 16k a month. */
  companies: 190_000,
  /** MCA: 4,535 LLPs in Sep 2021, 4,668 in Aug 2023, 42,186 in FY 2020-21: ≈ 4.5k a month. */
  llps: 54_000,
  /** Lok Sabha, Dec 2025: 1,85,350 companies struck off in the five years to July 2025 (≈ 37k a year), LLPs on top (_estimate_). */
  strikeOffs: 40_000,
  /** Lok Sabha, 2022: 451, 362, 570, 81 and 116 companies became dormant (s. 455) in FY 2017-18 to 2021-22. */
  dormant: 320,
  /** IBBI: ≈ 2,600 insolvencies ended in liquidation and ≈ 1,900 voluntary liquidations began, Dec 2016–2024 (_estimate_). */
  liquidations: 600,
  /** NCLT sanctions ≈ 1,000 schemes of amalgamation a year, each dissolving two or three transferor companies (_estimate_). */
  amalgamations: 2_500,
  /** IBBI: 987 corporate insolvency resolution processes admitted in FY 2023-24, 1,263 in FY 2022-23. */
  insolvencies: 1_000,
  /** IBBI: ≈ 270 resolution plans approved a year (FY 2022-24); the company goes on under its new owner. */
  resolutions: 270,
  /** IBBI: liquidations ending in dissolution (final reports), ≈ 600 a year with voluntary ones (_estimate_). */
  dissolutions: 600,
  /** Private companies converted to LLPs (LLP Act s. 56, Third Schedule), dissolved with the conversion (_estimate_). */
  conversions: 800,
}
/**
 * The seeded history: incorporation days from 1950 to the as-of date drawn as 1950 + span × u^¼, so its
 * density grows as (t − 1950)³ and reaches 4 / span of the dataset a day at its end (≈ 5.2% of the
 * registry a year in 2026, MCA's curve of registrations: 24.6 lakh in January 2023 → 30.5 lakh in
 * 2026). The living registry continues that density, so the as-of date is no break in the series. LLPs
 * are `LLP_SHARE` of the entities registered since April 2009.
 */
export const HISTORY_START = Date.UTC(1950, 0, 1)
export const LLP_SHARE = 0.235
/** Entities (companies and LLPs) the seeded history's curve registers in a year around `ms`, for a dataset of `n`. */
export const historyRate = (ms: number, n: number) => (n * 4 * 365.2425 * DAY) / Math.max(DAY, ms - HISTORY_START)

/** GST portal: ≈ 2,250 new registrations a calendar day (1.5–3k) against ≈ 14M active: the share of registrations added in a year. */
const GST_NEW_RATE = (2_250 * 365) / 14_000_000
/** Stand-alone registrants per company in the generator (seed/gst.ts): companies' own registrations follow new companies elsewhere. */
const STANDALONE_PER_COMPANY = 0.3
/** Active GST registrations per company in the generator (7,117 of 11,577 at 10k), and the share cancelled or suspended in a year (_estimate_). */
const ACTIVE_GST_PER_COMPANY = 0.7
const GST_CANCEL_RATE = 0.02
/** Current director seats per company (17,185 at 10k, seed 7) and their yearly turnover, as the generator's 2023–26 history has it. */
const SEATS_PER_COMPANY = 1.7
const APPOINTMENT_RATE = 0.025
const CESSATION_RATE = 0.02
/** RoCs publish strike-off notices in batches: this many working days a month. */
const BATCH_DAYS = 3

// Gazetted holidays of central-government offices (DoPT office memoranda for 2024, 2025 and 2026): the 14
// compulsory everywhere plus Holi and Janmashtami. Lunar dates of later years are not published yet and
// are left out; Republic Day, Independence Day, Gandhi Jayanti, Good Friday and Christmas are added for every year.
const PUBLISHED: Record<number, string> = {
  2024: '03-25 03-29 04-11 04-21 05-23 06-17 07-17 08-26 09-16 10-12 10-31 11-15',
  2025: '03-14 03-31 04-10 04-18 05-12 06-07 07-06 08-16 09-05 10-02 10-20 11-05',
  2026: '03-04 03-21 03-31 04-03 05-01 05-27 06-26 08-26 09-04 10-20 11-08 11-24',
}

/** Easter Sunday (Gregorian computus of Meeus, Jones and Butcher) as UTC ms. */
function easter(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const n = h + l - 7 * m + 114
  return Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1)
}

const holidayYears = new Map<number, Set<string>>()
function holidaysOf(year: number): Set<string> {
  let set = holidayYears.get(year)
  if (!set) {
    const days = ['01-26', '08-15', '10-02', '12-25', ...(PUBLISHED[year]?.split(' ') ?? [])].map((md) => `${year}-${md}`)
    days.push(new Date(easter(year) - 2 * DAY).toISOString().slice(0, 10))
    holidayYears.set(year, (set = new Set(days)))
  }
  return set
}

const toMs = (day: string) => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO date: ${day}`)
  return ms
}
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Gazetted central-government holidays (the MCA and RoCs are closed): ISO dates. */
export function isGazettedHoliday(day: string): boolean {
  toMs(day)
  return holidaysOf(Number(day.slice(0, 4))).has(day)
}

/**
 * A working day of the RoCs: Monday–Friday, not a gazetted holiday. The RoCs and the Central Registration
 * Centre are central-government administrative offices, which keep a five-day week: e-forms filed on a
 * Saturday wait for Monday's approvals, so Saturday is not a working day.
 */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(toMs(day)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isGazettedHoliday(day)
}

/** Working days after this one to the end of its month. */
function workingDaysLeft(ms: number): number {
  const month = new Date(ms).getUTCMonth()
  let left = 0
  for (let at = ms + DAY; new Date(at).getUTCMonth() === month; at += DAY) if (isWorkingDay(isoOf(at))) left++
  return left
}

/** Weight of a day for one kind of event; a year's days share the yearly figure in proportion to their weights. */
type Profile = (ms: number, working: boolean) => number

/** Incorporations: approvals on working days, more in the last three of a month, many more in the last week of March (the financial year closes on 31 March). Closed days: a trickle (_estimate_). */
const incorporations: Profile = (ms, working) => {
  if (!working) return 0.03
  const left = workingDaysLeft(ms)
  const march = new Date(ms).getUTCMonth() === 2
  if (march && left < 5) return 2.5
  return (march ? 1.15 : 1) * (left < 3 ? 1.3 : 1)
}
/** Board changes date from board meetings, some on Saturdays; AGMs (by 30 September, s. 96) bring re-appointments and retirements. */
const boardChanges: Profile = (ms, working) => {
  const weekday = new Date(ms).getUTCDay()
  const base = working ? 1 : weekday === 6 ? 0.3 : 0.1
  return new Date(ms).getUTCMonth() === 8 ? base * 1.5 : base
}
/** Officers' orders (GST approvals and cancellations, RoC and NCLT orders): working days, a few deemed on others. */
const officeDays: Profile = (_ms, working) => (working ? 1 : 0.05)

/** The working days of a month whose batch of strike-offs the RoCs publish: chosen by a hash of the date, the same for every dataset. */
const batchMonths = new Map<string, Set<string>>()
function isBatchDay(ms: number): boolean {
  const day = isoOf(ms)
  const month = day.slice(0, 7)
  let batch = batchMonths.get(month)
  if (!batch) {
    const days: string[] = []
    for (let at = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1); isoOf(at).startsWith(month); at += DAY) if (isWorkingDay(isoOf(at))) days.push(isoOf(at))
    const hash = (d: string) => Math.imul(Number(d.replaceAll('-', '')), 0x9e3779b1) >>> 0
    batchMonths.set(month, (batch = new Set(days.sort((x, y) => hash(x) - hash(y)).slice(0, BATCH_DAYS))))
  }
  return batch.has(day)
}
const batches: Profile = (ms) => (isBatchDay(ms) ? 1 : 0)

/** The share of the year's events that fall on a day: its weight over the year's total (cached per year). */
const totals = new Map<Profile, Map<number, number>>()
function shareOf(profile: Profile, ms: number): number {
  const year = new Date(ms).getUTCFullYear()
  let byYear = totals.get(profile)
  if (!byYear) totals.set(profile, (byYear = new Map()))
  let total = byYear.get(year)
  if (total === undefined) {
    total = 0
    for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += DAY) total += profile(at, isWorkingDay(isoOf(at)))
    byYear.set(year, total)
  }
  return profile(ms, isWorkingDay(isoOf(ms))) / total
}

/** A Poisson draw: exact below 30, a rounded normal above. Nothing is drawn for a mean of 0. */
function poisson(rng: Rng, mean: number): number {
  if (!(mean > 0)) return 0
  if (mean < 30) {
    const limit = Math.exp(-mean)
    let k = 0
    for (let p = rng.next(); p > limit; p *= rng.next()) k++
    return k
  }
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * z))
}

export interface DayVolumes {
  /** New companies incorporated that day. */
  companies: number
  /** New LLPs. */
  llps: number
  /** New GST registrations of stand-alone registrants (proprietors, firms); companies' own are decided per company elsewhere. */
  gst: number
  /** New appointments on existing boards (beyond the first directors of new companies). */
  appointments: number
  /** Appointments ending on existing boards. */
  cessations: number
  /** Registrations cancelled or suspended (beyond those that follow a strike-off). */
  gstCancellations: number
  /** Companies struck off that day, a month or more after their notice (RoCs publish in batches: most days 0, a batch day many). */
  strikeOffs: number
  /** Companies becoming dormant. */
  dormant: number
  /** Companies going into liquidation (from active, or an insolvency process ending in it). */
  liquidations: number
  /** Strike-off notices (STK-5, Companies Act s. 248): active companies under process of striking off, struck off a month or more later. */
  notices: number
  /** Companies dissolved into another by a scheme of amalgamation. */
  amalgamations: number
  /** Insolvency resolution processes admitted (IBC s. 7–10). */
  insolvencies: number
  /** Insolvency processes ending with a resolution plan: the company is active again. */
  resolutions: number
  /** Liquidations completed: the company is liquidated. */
  dissolutions: number
  /** Private companies converted to LLPs and dissolved. */
  conversions: number
}

/**
 * The day's volumes for a dataset of `datasetCompanies` companies (the whole registry's counterpart
 * is about REAL_REGISTRY companies): expected values scaled, then turned into whole numbers by a
 * Poisson draw from `rng`, following the calendar: working days vs weekends and holidays (near zero
 * on those), the month-end and March year-end peaks, strike-off batches on a few days a month.
 * Draws in field order, so identical (day, size, rng state) give identical volumes.
 */
export function dayVolumes(day: string, datasetCompanies: number, rng: Rng): DayVolumes {
  const ms = toMs(day)
  const n = Math.max(0, datasetCompanies)
  const scale = n / REAL_REGISTRY
  const draw = (yearly: number, profile: Profile) => poisson(rng, yearly * shareOf(profile, ms))
  return {
    companies: draw(historyRate(ms, n) * (1 - LLP_SHARE), incorporations),
    llps: draw(historyRate(ms, n) * LLP_SHARE, incorporations),
    gst: draw(GST_NEW_RATE * STANDALONE_PER_COMPANY * n, officeDays),
    appointments: draw(APPOINTMENT_RATE * SEATS_PER_COMPANY * n, boardChanges),
    cessations: draw(CESSATION_RATE * SEATS_PER_COMPANY * n, boardChanges),
    gstCancellations: draw(GST_CANCEL_RATE * ACTIVE_GST_PER_COMPANY * n, officeDays),
    strikeOffs: draw(YEARLY.strikeOffs * scale, batches),
    dormant: draw(YEARLY.dormant * scale, officeDays),
    liquidations: draw(YEARLY.liquidations * scale, officeDays),
    notices: draw(YEARLY.strikeOffs * scale, batches),
    amalgamations: draw(YEARLY.amalgamations * scale, officeDays),
    insolvencies: draw(YEARLY.insolvencies * scale, officeDays),
    resolutions: draw(YEARLY.resolutions * scale, officeDays),
    dissolutions: draw(YEARLY.dissolutions * scale, officeDays),
    conversions: draw(YEARLY.conversions * scale, officeDays),
  }
}
