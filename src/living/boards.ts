// A living day's boards (contract §15): appointments end — at random, at the director's leaving age (the
// seed's rule, seed/boards.ts), and an additional director's office at the AGM (regularised as a
// director, or gone) — and a seat the law needs filled is filled the same day: the Companies Act's (s. 149)
// or the LLP Act's (s. 7) minimum board, and a listed company's one-third of independent directors
// (s. 149(4)) and its whole-time secretary and CFO (s. 203).
import { LEAVING_AGES, leavingAge, YEAR_DAYS } from '../../seed/boards.ts'
import type { Rng } from '../../seed/rng.ts'
import { addDays } from '../clock.ts'
import type { Db } from '../db/open.ts'
import { insertSql } from '../db/rows.ts'
import { CLOSED_STATUSES } from '../entities/company.ts'
import { KMP_DESIGNATIONS } from '../entities/director.ts'
import type { Journal } from './journal.ts'
import { legalMinimum, pickRows } from './pick.ts'

export interface BoardDay {
  db: Db
  r: Rng
  day: string
  journal: Journal
  counts: { appointments: number; cessations: number }
  /** Directors given a seat today (one new seat each). */
  takenPeople: Set<number>
}

interface Seat {
  din: string
  cin: string
  designation: string
}

/** Share of additional directors the AGM regularises; the others leave at it. */
const REGULARISED = 0.85

const NOT_KMP = `designation NOT IN (${KMP_DESIGNATIONS.map((d) => `'${d}'`).join(', ')})`

/** Whether a listed company's next board seat must go to an independent director to keep one third (s. 149(4)). */
export function needsIndependent(db: Db, cin: string): boolean {
  const b = db
    .stmt(
      `SELECT count(*) AS seats, sum(designation = 'Independent Director') AS independents FROM director_appointments WHERE cin = ? AND date_of_cessation IS NULL AND ${NOT_KMP}`,
    )
    .get(cin) as { seats: number; independents: number | null }
  return (b.independents ?? 0) * 3 < b.seats + 1
}

/** The day's cessations: `random` at random, every director at their leaving age, additional directors at the AGM. */
export function boardChanges(ctx: BoardDay, random: number): void {
  const { db, r, day } = ctx
  for (const a of pickRows(
    db,
    r,
    'director_appointments',
    'din, cin, designation, date_of_cessation, date_of_appointment',
    random,
    (a) => a.date_of_cessation === null && (a.date_of_appointment as string) < day,
    new Set(),
  ))
    endSeat(ctx, a as unknown as Seat)
  // Directors reach their leaving age (death or retirement) and leave every board they sit on.
  for (const age of LEAVING_AGES) {
    const born = addDays(day, -age * YEAR_DAYS)
    for (const d of db.stmt('SELECT din FROM directors WHERE date_of_birth = ?').all(born) as { din: string }[]) {
      if (leavingAge(d.din) !== age) continue
      for (const a of db.stmt('SELECT din, cin, designation FROM director_appointments WHERE din = ? AND date_of_cessation IS NULL ORDER BY cin').all(d.din) as Seat[])
        endSeat(ctx, a)
    }
  }
  // An additional director holds office up to the next AGM (s. 161(1)): at the AGM season's end (30
  // September) every one appointed before it, and any still in office a year on, is made a director or leaves.
  const additional = (
    day.endsWith('-09-30')
      ? db
          .stmt(
            "SELECT din, cin, designation FROM director_appointments WHERE date_of_appointment > ? AND date_of_appointment < ? AND designation = 'Additional Director' AND date_of_cessation IS NULL ORDER BY date_of_appointment, cin, din",
          )
          .all(addDays(day, -366), day)
      : db
          .stmt(
            // A year on (the day before too: a seeded one may be 365 days old on the first living day).
            "SELECT din, cin, designation FROM director_appointments WHERE date_of_appointment BETWEEN ? AND ? AND designation = 'Additional Director' AND date_of_cessation IS NULL ORDER BY date_of_appointment, cin, din",
          )
          .all(addDays(day, -366), addDays(day, -365))
  ) as Seat[]
  for (const a of additional) {
    if (r.chance(REGULARISED)) {
      db.stmt("UPDATE director_appointments SET designation = 'Director' WHERE din = ? AND cin = ?").run(a.din, a.cin)
      ctx.journal('update', 'director_appointments', `${a.din}|${a.cin}`, 'designation', a.designation)
    } else endSeat(ctx, a)
  }
}

/** An appointment ends today; a seat the law needs is filled at once. */
function endSeat(ctx: BoardDay, a: Seat): void {
  const { db, r, day, journal, counts } = ctx
  db.stmt('UPDATE director_appointments SET date_of_cessation = ? WHERE din = ? AND cin = ?').run(day, a.din, a.cin)
  journal('update', 'director_appointments', `${a.din}|${a.cin}`, 'date_of_cessation', null)
  counts.cessations++
  const company = db.stmt('SELECT company_type, class, status, listed FROM companies WHERE cin = ?').get(a.cin) as
    | { company_type: string; class: string | null; status: string; listed: string }
    | undefined
  if (!company || CLOSED_STATUSES.has(company.status)) return
  // An LLP's minimum counts its designated partners; a company's its directors, key managerial personnel aside.
  const counted = company.company_type === 'LLP' ? "designation = 'Designated Partner'" : NOT_KMP
  const seats = (db.stmt(`SELECT count(*) AS n FROM director_appointments WHERE cin = ? AND date_of_cessation IS NULL AND ${counted}`).get(a.cin) as { n: number }).n
  const keeps = company.listed === 'Listed' && (KMP_DESIGNATIONS.includes(a.designation) || a.designation === 'Independent Director')
  if (!keeps && seats >= legalMinimum(company)) return
  const [successor] = pickRows(
    db,
    r,
    'directors',
    'din, date_of_birth',
    1,
    (p) =>
      p.din !== a.din &&
      (p.date_of_birth === null || (addDays(p.date_of_birth as string, 21 * 366) < day && addDays(p.date_of_birth as string, 75 * 366) > day)) &&
      db.stmt('SELECT 1 FROM director_appointments WHERE din = ? AND cin = ?').get(p.din, a.cin) === undefined,
    ctx.takenPeople,
  )
  if (!successor) return
  const row = {
    din: successor.din as string,
    cin: a.cin,
    designation: keeps ? a.designation : company.company_type === 'LLP' ? 'Designated Partner' : 'Director',
    date_of_appointment: day,
    date_of_cessation: null,
  }
  db.stmt(insertSql('director_appointments', row)).run(...Object.values(row))
  journal('insert', 'director_appointments', `${row.din}|${row.cin}`)
  counts.appointments++
}
