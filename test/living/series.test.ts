// Identifiers continue their series (docs/data.md, "Identifiers"): each RoC's CIN serials, the national
// LLPIN series and DINs rise from the last number issued, on every living day, after the clock goes
// back and forth, and for fixture records — an expert reads a CIN's serial as its place in the RoC's queue.
import { describe, expect, it } from 'vitest'
import { materialiseDay } from '../../src/living/day.ts'
import { rollBackTo } from '../../src/living/journal.ts'
import { loadFixtures } from '../../src/records/fixtures.ts'
import { seededDb } from '../_setup.ts'

const DAY = 86_400_000
const day = (n: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + n * DAY).toISOString().slice(0, 10)
type Db = Awaited<ReturnType<typeof seededDb>>
const all = (db: Db, sql: string, ...p: unknown[]) => db.sqlite.prepare(sql).all(...p) as any[]

const serialOf = (cin: string) => Number(cin.slice(-6))
const llpIndex = (id: string) => ((id.charCodeAt(0) - 65) * 676 + (id.charCodeAt(1) - 65) * 26 + (id.charCodeAt(2) - 65)) * 9999 + Number(id.slice(4))
/** Each RoC code's CINs, oldest first (by date, then as issued): the serials must rise along it. */
function cinsByRoc(db: Db, where: string, ...p: unknown[]) {
  const byCode = new Map<string, { cin: string; day: string }[]>()
  for (const row of all(db, `SELECT cin, date_of_incorporation AS day FROM companies WHERE length(cin) = 21 AND ${where} ORDER BY day, rowid`, ...p)) {
    const code = row.cin.slice(6, 8)
    byCode.set(code, [...(byCode.get(code) ?? []), row])
  }
  return byCode
}

/** Every series rises over the living days, each starting above where the seeded registry stopped. */
function expectSeriesContinue(db: Db, seeded: { serials: Map<string, number>; llp: number; din: number }) {
  for (const [code, rows] of cinsByRoc(db, "date_of_incorporation > '2026-11-20'")) {
    const serials = rows.map((r) => serialOf(r.cin))
    expect(serials[0], `${code}'s first living serial`).toBeGreaterThan(seeded.serials.get(code) ?? 0)
    // A little above: the RoC's other companies of those days (not in a sample registry) take the numbers between.
    expect(serials[0] - (seeded.serials.get(code) ?? serials[0]), `${code}'s first living serial`).toBeLessThan(5_000)
    for (let i = 1; i < serials.length; i++) expect(serials[i], `${code}: ${rows[i].cin} after ${rows[i - 1].cin}`).toBeGreaterThan(serials[i - 1])
  }
  const llps = all(db, "SELECT cin FROM companies WHERE length(cin) = 8 AND date_of_incorporation > '2026-11-20' ORDER BY date_of_incorporation, rowid").map((r) => llpIndex(r.cin))
  expect(llps.length).toBeGreaterThan(0)
  expect(llps[0]).toBeGreaterThan(seeded.llp)
  for (let i = 1; i < llps.length; i++) expect(llps[i]).toBeGreaterThan(llps[i - 1])
  // A new person's DIN is allotted on their first appointment's day: later days, higher numbers.
  const dins = all(
    db,
    'SELECT d.din, min(a.date_of_appointment) AS first FROM directors d JOIN director_appointments a ON a.din = d.din WHERE CAST(d.din AS INTEGER) > ? GROUP BY d.din ORDER BY first, d.rowid',
    seeded.din,
  )
  expect(dins.length).toBeGreaterThan(0)
  expect(dins.every((d) => d.first > '2026-11-20')).toBe(true)
  for (let i = 1; i < dins.length; i++) expect(Number(dins[i].din), `${dins[i].din} (${dins[i].first}) after ${dins[i - 1].din}`).toBeGreaterThan(Number(dins[i - 1].din))
  const living = all(
    db,
    "SELECT count(*) AS n FROM directors d WHERE EXISTS (SELECT 1 FROM director_appointments a WHERE a.din = d.din AND a.date_of_appointment > '2026-11-20') AND NOT EXISTS (SELECT 1 FROM director_appointments a WHERE a.din = d.din AND a.date_of_appointment <= '2026-11-20')",
  )[0].n
  expect(dins.length).toBe(living)
}

function seededEnds(db: Db) {
  const serials = new Map<string, number>()
  for (const [code, rows] of cinsByRoc(db, '1')) serials.set(code, Math.max(...rows.map((r) => serialOf(r.cin))))
  const llp = Math.max(...all(db, 'SELECT cin FROM companies WHERE length(cin) = 8').map((r) => llpIndex(r.cin)))
  const din = all(db, 'SELECT max(CAST(din AS INTEGER)) AS n FROM directors')[0].n as number
  return { serials, llp, din }
}

describe('identifier series', () => {
  it('living days continue each RoC serial, the LLPIN series and the DINs, and after going back and forth again', async () => {
    const db = await seededDb()
    const seeded = seededEnds(db)
    for (let n = 1; n <= 20; n++) materialiseDay(db, day(n))
    expectSeriesContinue(db, seeded)
    const made = all(db, "SELECT cin FROM companies WHERE date_of_incorporation > '2026-11-20' ORDER BY cin")
    // Back ten days and forward again: the same identifiers, and the series still in order.
    rollBackTo(db, day(10))
    for (let n = 11; n <= 20; n++) materialiseDay(db, day(n))
    expect(all(db, "SELECT cin FROM companies WHERE date_of_incorporation > '2026-11-20' ORDER BY cin")).toEqual(made)
    expectSeriesContinue(db, seeded)
    // All the way back: the series stop where the seed left them, and start there again.
    rollBackTo(db, '2026-11-20')
    expect(all(db, "SELECT count(*) AS n FROM companies WHERE date_of_incorporation > '2026-11-20'")[0].n).toBe(0)
    for (let n = 1; n <= 3; n++) materialiseDay(db, day(n))
    expectSeriesContinue(db, seeded)
    db.close()
  }, 120_000)

  it('fixture records continue the series on the newest day, and take their own date’s range when dated earlier', async () => {
    const db = await seededDb()
    const seeded = seededEnds(db)
    materialiseDay(db, day(1))
    const lastMh = Math.max(...all(db, "SELECT cin FROM companies WHERE substr(cin, 7, 2) = 'MH' AND length(cin) = 21").map((r) => serialOf(r.cin)))
    const written = loadFixtures(db, {
      companies: [
        {
          companyName: 'SERIES TODAY PRIVATE LIMITED',
          State: 'Maharashtra',
          Pincode: '400001',
          dateOfIncorporation: day(1),
          classOfCompany: 'Private',
          directors: [{ Name: 'Asha Kulkarni', dateOfAppointment: day(1) }],
        },
        { companyName: 'SERIES GOA PRIVATE LIMITED', State: 'Goa', dateOfIncorporation: '2020-03-10', classOfCompany: 'Private' },
      ],
    })
    const [today, goa] = written.ids.companies
    expect(today.slice(6, 8)).toBe('MH')
    expect(serialOf(today)).toBeGreaterThan(lastMh)
    // The Goa company of 2020 sits between Goa's seeded serials of the years around it, not in another RoC's range.
    const goaSerials = (years: string) =>
      all(db, `SELECT cin FROM companies WHERE substr(cin, 7, 2) = 'GA' AND substr(cin, 9, 4) ${years} AND cin != ?`, goa).map((r) => serialOf(r.cin))
    const before = goaSerials("BETWEEN '2014' AND '2019'")
    const after = goaSerials("BETWEEN '2021' AND '2026'")
    expect(before.length * after.length).toBeGreaterThan(0)
    expect(goa.slice(6, 12)).toBe('GA2020')
    expect(serialOf(goa)).toBeGreaterThan(Math.max(...before))
    expect(serialOf(goa)).toBeLessThan(Math.min(...after))
    // The person appointed today has the next DIN; the next living day continues after both.
    const [din] = written.ids.directors
    expect(Number(din)).toBeGreaterThan(seeded.din)
    materialiseDay(db, day(2))
    const next = all(db, "SELECT cin FROM companies WHERE substr(cin, 7, 2) = 'MH' AND length(cin) = 21 AND date_of_incorporation = ?", day(2)).map((r) => serialOf(r.cin))
    for (const s of next) expect(s).toBeGreaterThan(serialOf(today))
    const newDins = all(db, 'SELECT a.din FROM director_appointments a WHERE a.date_of_appointment = ? AND CAST(a.din AS INTEGER) > ?', day(2), seeded.din).map((r) =>
      Number(r.din),
    )
    for (const d of newDins) expect(d).toBeGreaterThan(Number(din))
    db.close()
  }, 120_000)
})
