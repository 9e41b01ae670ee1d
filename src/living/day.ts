// One day of the living registry (contract §15): what happens on a day after the dataset's as-of
// date, made from (seed, day) and the registry as the days before left it — new companies and LLPs
// with their first boards, registrations of the young companies over the following weeks and of
// stand-alone proprietors, appointments and cessations on existing boards, cancellations, and status
// moves (strike-offs in batches, dormancy, liquidation). Written in one transaction with a journal of
// every insert and change, so that taking the day back (the clock moved back) is exact. Made in
// steps of a few records, each its own transaction, not synced to disk at each commit (a day cut
// short is taken back by its journal and made again from its seed).
// Loaded only when a day is made: the generator's rules and tables stay out of a static server.
import { dayVolumes } from '../../seed/calendar.ts'
import { createRng, keyHash, type Rng } from '../../seed/rng.ts'
import { addDays } from '../clock.ts'
import type { Db } from '../db/open.ts'
import type { RegistryDaysTable } from '../db/types.ts'
import { readDatasetInfo } from '../db/settings.ts'
import { setGstStatus, writeMarker, writeNew, type Journal } from './journal.ts'
import type { FixtureRecord } from '../records/document.ts'
import { planFixtures } from '../records/fixtures.ts'
import { insertSql, tuneTrigramMerges } from '../db/rows.ts'
import { AppError } from '../errors.ts'
import { CLOSED_STATUSES, GONE_STATUSES, type CompanyStatus } from '../entities/company.ts'
import { boardChanges, needsIndependent } from './boards.ts'
import { type Picked, pickRows } from './pick.ts'
import { SHORT_LIVED_DAYS } from '../../seed/gst-rules.ts'

/** Companies register for GST between a week and about three months after incorporation; seven in ten do. */
const GST_AFTER = { min: 7, spread: 90, share: 70 }

/** What a day added and changed: its registry_days row. */
export type DayCounts = Omit<RegistryDaysTable, 'day'>

/** Records planned and written per step: a step stays within a few tens of milliseconds on a 1M registry. */
const STEP = 8

/** Companies of a status other than Active (a few per cent of the registry, through its index), `n` at random among those `ok` passes. */
function pickAmong(db: Db, r: Rng, status: string, columns: string, n: number, ok: (row: Picked) => boolean, taken: Set<number>): Picked[] {
  const rows = (db.stmt(`SELECT rowid, ${columns} FROM companies WHERE status = ? COLLATE NOCASE ORDER BY cin`).all(status) as Picked[]).filter(
    (row) => row.status === status && !taken.has(row.rowid) && ok(row),
  )
  const out: Picked[] = []
  while (out.length < n && rows.length > 0) {
    const [row] = rows.splice(r.int(0, rows.length - 1), 1)
    taken.add(row.rowid)
    out.push(row)
  }
  return out
}

/** Whether anyone joined or left the company's board after `since` (a strike-off under s. 248 needs two quiet years). */
const boardChangedSince = (db: Db, cin: string, since: string) =>
  db.stmt('SELECT 1 FROM director_appointments WHERE cin = ? AND (date_of_appointment > ? OR date_of_cessation > ?) LIMIT 1').get(cin, since, since) !== undefined

/** Makes and writes the day after the last one materialised, all at once (tests; the server runs dayInSteps). */
export function materialiseDay(db: Db, day: string): DayCounts {
  const work = dayInSteps(db, day)
  for (let step = work.next(); ; step = work.next()) if (step.done) return step.value
}

/**
 * The day after the last one materialised (which must be `day` − 1 or the as-of date), as steps of a
 * few records each, each in its own transaction: whoever drives it yields to other work between steps
 * (the server answers requests meanwhile). The day counts as made only with its registry_days row,
 * written last; a day cut short is taken back by its journal (see rollBackTo) before it is made again.
 */
export function* dayInSteps(db: Db, day: string): Generator<void, DayCounts> {
  const info = readDatasetInfo(db)
  if (!info.as_of || info.seed === null) throw new AppError('USAGE', 'The living registry needs a seeded dataset')
  const seeded = info.seeded_companies ?? info.companies
  const r = createRng(keyHash(`${info.seed}|living|${day}`))
  const v = dayVolumes(day, seeded, r)
  const journal: Journal = (op, tbl, key, col, old) =>
    db.stmt('INSERT INTO registry_journal (day, op, tbl, key, col, old) VALUES (?, ?, ?, ?, ?, ?)').run(day, op, tbl, key, col ?? null, old ?? null)
  const counts: DayCounts = { companies: 0, llps: 0, directors: 0, appointments: 0, cessations: 0, gst: 0, gst_changes: 0, status_changes: 0 }
  tuneTrigramMerges(db)

  // What the day brings, decided before anything is written (the picks read the registry as the days before left it).
  const companies: FixtureRecord[] = []
  for (let i = 0; i < v.companies; i++) companies.push({ companyType: 'Company', dateOfIncorporation: day, llpStatus: 'Active', gst: 0 })
  for (let i = 0; i < v.llps; i++) companies.push({ companyType: 'LLP', dateOfIncorporation: day, llpStatus: 'Active', gst: 0 })
  const gst: FixtureRecord[] = []
  // Young companies of the living days register over the weeks after their incorporation.
  const young = db
    .stmt('SELECT cin, date_of_incorporation AS d, status FROM companies WHERE date_of_incorporation > ? AND date_of_incorporation BETWEEN ? AND ? ORDER BY cin')
    .all(info.as_of, addDays(day, -(GST_AFTER.min + GST_AFTER.spread)), addDays(day, -GST_AFTER.min)) as { cin: string; d: string; status: string }[]
  for (const c of young) {
    if (CLOSED_STATUSES.has(c.status)) continue
    const h = keyHash(`${c.cin}|gst`)
    if (h % 100 < GST_AFTER.share && addDays(c.d, GST_AFTER.min + ((h >>> 8) % GST_AFTER.spread)) === day) gst.push({ CIN: c.cin, dateOfRegistration: day, Status: 'Active' })
  }
  for (let i = 0; i < v.gst; i++) gst.push({ dateOfRegistration: day, Status: 'Active' })
  // New people on existing boards: about half of the appointments; the others are directors already on a board.
  const active = (row: Picked) => row.status === 'Active' && (row.date_of_incorporation as string) < day
  const boards = pickRows(db, r, 'companies', 'cin, status, date_of_incorporation, company_type, listed', v.appointments, active, new Set())
  const directors: FixtureRecord[] = []
  const existingPeople: { cin: string; designation: string }[] = []
  for (const b of boards) {
    const designation =
      b.company_type === 'LLP'
        ? 'Designated Partner'
        : b.listed === 'Listed' && needsIndependent(db, b.cin as string)
          ? 'Independent Director'
          : r.chance(0.6)
            ? 'Additional Director'
            : 'Director'
    if (r.chance(0.5)) directors.push({ companies: [{ CIN: b.cin, dateOfAppointment: day, Designation: designation }] })
    else existingPeople.push({ cin: b.cin as string, designation })
  }

  // New entities through the fixture planner (the generator's rules, identifiers no one holds), a few at a time.
  const parts: { section: 'companies' | 'gst' | 'directors'; records: FixtureRecord[] }[] = []
  for (const [section, list] of [
    ['companies', companies],
    ['gst', gst],
    ['directors', directors],
  ] as const)
    for (let i = 0; i < list.length; i += STEP) parts.push({ section, records: list.slice(i, i + STEP) })
  for (const [k, part] of parts.entries()) {
    yield
    const { problems, plan } = planFixtures(db, { [part.section]: part.records }, { seed: info.seed, fill: true, through: day, stream: String(k) })
    if (!plan) throw new AppError('INTERNAL_ERROR', `The living registry could not make ${day}: ${problems[0].path}: ${problems[0].message}`)
    db.transaction(() => writeNew(db, plan, journal))
    counts.companies += plan.companies.filter((c) => c.company_type === 'Company').length
    counts.llps += plan.companies.filter((c) => c.company_type === 'LLP').length
    counts.directors += plan.directors.length
    counts.appointments += plan.appointments.length
    counts.gst += plan.gst.length
  }

  // Directors already on a board join another one.
  yield
  db.transaction(() => {
    const takenPeople = new Set<number>()
    for (const seat of existingPeople) {
      const [person] = pickRows(
        db,
        r,
        'directors',
        'din, date_of_birth',
        1,
        (p) =>
          (p.date_of_birth === null || (addDays(p.date_of_birth as string, 21 * 366) < day && addDays(p.date_of_birth as string, 75 * 366) > day)) &&
          db.stmt('SELECT 1 FROM director_appointments WHERE din = ? AND cin = ?').get(p.din, seat.cin) === undefined,
        takenPeople,
      )
      if (!person) continue
      const row = { din: person.din as string, cin: seat.cin, designation: seat.designation, date_of_appointment: day, date_of_cessation: null }
      db.stmt(insertSql('director_appointments', row)).run(...Object.values(row))
      journal('insert', 'director_appointments', `${row.din}|${row.cin}`)
      counts.appointments++
    }
    // Appointments end: at random, at the director's leaving age, at the AGM for an additional director.
    boardChanges({ db, r, day, journal, counts, takenPeople }, v.cessations)
    // Casual and non-resident registrations end when their validity does (the seed's rule, seed/gst-rules.ts).
    for (const g of db
      .stmt(
        "SELECT gstin FROM gst_registrations WHERE date_of_registration = ? AND taxpayer_type IN ('Casual Taxable Person', 'Non Resident Taxable Person') AND status = 'Active'",
      )
      .all(addDays(day, -SHORT_LIVED_DAYS - 1)) as { gstin: string }[]) {
      setGstStatus(db, journal, g.gstin, 'Active', 'Cancelled')
      counts.gst_changes++
    }
    // Registrations cancelled or suspended.
    for (const g of pickRows(db, r, 'gst_registrations', 'gstin, status', v.gstCancellations, (g) => g.status === 'Active', new Set())) {
      setGstStatus(db, journal, g.gstin as string, 'Active', r.chance(0.75) ? 'Cancelled' : 'Suspended')
      counts.gst_changes++
    }
  })
  // Status moves, each from the statuses it follows: strike-off notices and strike-offs in the RoCs'
  // batches, amalgamations, dormancy, insolvency and liquidation, conversions to LLPs. A company that
  // leaves the register has its GST registrations cancelled (one awaiting its strike-off or in
  // liquidation may still trade); its last board stays on record as MCA shows it (as the seed's do).
  const quiet = addDays(day, -2 * 366)
  const yearAgo = addDays(day, -366)
  const moves: { to: CompanyStatus; n: number; from: CompanyStatus; ok: (row: Picked) => boolean }[] = [
    // s. 248: no business for two years; the notice gives 30 days (STK-5), then the strike-off (STK-7).
    { to: 'Struck Off', n: v.strikeOffs, from: 'Under Process of Striking Off', ok: (c) => c.status_date === null || (c.status_date as string) <= addDays(day, -30) },
    // A listed company files with the exchanges whatever it does: no notice for want of business, no dormancy (rule 3 of the Companies (Miscellaneous) Rules).
    {
      to: 'Under Process of Striking Off',
      n: v.notices,
      from: 'Active',
      ok: (c) => c.listed !== 'Listed' && (c.date_of_incorporation as string) < quiet && !boardChangedSince(db, c.cin as string, quiet),
    },
    { to: 'Amalgamated', n: v.amalgamations, from: 'Active', ok: (c) => c.company_type === 'Company' && (c.date_of_incorporation as string) < yearAgo },
    // Dormancy (s. 455) is the Companies Act's: an LLP has none.
    { to: 'Dormant', n: v.dormant, from: 'Active', ok: (c) => c.company_type === 'Company' && c.listed !== 'Listed' && (c.date_of_incorporation as string) < quiet },
    { to: 'Under CIRP', n: v.insolvencies, from: 'Active', ok: (c) => c.company_type === 'Company' && (c.date_of_incorporation as string) < quiet },
    // The Code's 180 days, extended to 330: a resolution plan, or liquidation.
    { to: 'Active', n: v.resolutions, from: 'Under CIRP', ok: (c) => c.status_date === null || (c.status_date as string) <= addDays(day, -180) },
    { to: 'Under Liquidation', n: v.liquidations, from: 'Under CIRP', ok: (c) => c.status_date === null || (c.status_date as string) <= addDays(day, -330) },
    { to: 'Under Liquidation', n: v.liquidations, from: 'Active', ok: (c) => (c.date_of_incorporation as string) < quiet },
    { to: 'Liquidated', n: v.dissolutions, from: 'Under Liquidation', ok: (c) => c.status_date === null || (c.status_date as string) <= addDays(day, -366) },
    { to: 'Converted to LLP and Dissolved', n: v.conversions, from: 'Active', ok: (c) => c.class === 'Private' && (c.date_of_incorporation as string) < yearAgo },
  ]
  const takenStatus = new Set<number>()
  for (const move of moves) {
    if (move.n === 0) continue
    const columns = 'cin, status, status_date, date_of_incorporation, company_type, class, listed'
    const moved =
      move.from === 'Active'
        ? pickRows(db, r, 'companies', columns, move.n, (c) => c.status === 'Active' && move.ok(c), takenStatus)
        : pickAmong(db, r, move.from, columns, move.n, move.ok, takenStatus)
    for (let i = 0; i < moved.length; i += STEP) {
      yield
      db.transaction(() => {
        for (const c of moved.slice(i, i + STEP)) {
          db.stmt('UPDATE companies SET status = ?, status_date = ? WHERE rowid = ?').run(move.to, day, c.rowid)
          journal('update', 'companies', c.cin as string, 'status', c.status as string)
          journal('update', 'companies', c.cin as string, 'status_date', c.status_date as string | null)
          counts.status_changes++
          if (!GONE_STATUSES.has(move.to)) continue
          for (const g of db.stmt("SELECT gstin, status FROM gst_registrations WHERE cin = ? AND status != 'Cancelled' ORDER BY gstin").all(c.cin) as {
            gstin: string
            status: string
          }[]) {
            setGstStatus(db, journal, g.gstin, g.status, 'Cancelled')
            counts.gst_changes++
          }
        }
      })
    }
  }
  // The day is made.
  db.transaction(() => {
    db.stmt(insertSql('registry_days', { day, ...counts })).run(day, ...Object.values(counts))
    writeMarker(db, info, day, { companies: counts.companies + counts.llps, directors: counts.directors, gst: counts.gst })
  })
  db.touch()
  return counts
}
