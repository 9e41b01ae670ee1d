// Statuses and boards an expert believes after a year of living days (docs/data.md, "Status" and
// "The living registry"): strike-offs go through a notice (Companies Act s. 248), boards keep the legal
// minimum (s. 149, LLP Act s. 7), closed companies keep no live GST registration, LLPs are never dormant.
// Figures are computed over the whole registry and compared with MCA's.
import { beforeAll, describe, expect, it } from 'vitest'
import { materialiseDay } from '../../src/living/day.ts'
import { rollBackTo } from '../../src/living/journal.ts'
import { CLOSED_STATUSES, GONE_STATUSES } from '../../src/entities/company.ts'
import { seededDb } from '../_setup.ts'

const DAY = 86_400_000
const AS_OF = '2026-11-20'
const day = (n: number) => new Date(Date.parse(`${AS_OF}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
type Db = Awaited<ReturnType<typeof seededDb>>
const all = (db: Db, sql: string, ...p: unknown[]) => db.sqlite.prepare(sql).all(...p) as any[]
const closed = [...CLOSED_STATUSES].map((s) => `'${s}'`).join(', ')

/** Companies on the register whose open seats are fewer than the law's minimum. */
const belowMinimum = (db: Db) =>
  all(
    db,
    `SELECT cin, status, (SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin AND a.date_of_cessation IS NULL) AS seats FROM companies c
     WHERE status NOT IN (${closed}) AND date_of_incorporation <= ?
       AND (SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin AND a.date_of_cessation IS NULL)
           < CASE WHEN company_type = 'LLP' THEN 2 WHEN class = 'One Person Company' THEN 1 WHEN class = 'Public' THEN 3 ELSE 2 END`,
    day(365),
  )

/** Each company's status moves over the living days, from the journal: [from, to, on]. */
function transitions(db: Db): { cin: string; from: string; to: string; on: string; since: string | null }[] {
  const entries = all(db, "SELECT day, key, col, old FROM registry_journal WHERE tbl = 'companies' AND col IN ('status', 'status_date') ORDER BY seq")
  const byCompany = new Map<string, { on: string; status: string; since: string | null }[]>()
  for (const e of entries) {
    if (e.col !== 'status') continue
    const since = entries.find((x) => x.key === e.key && x.day === e.day && x.col === 'status_date')?.old ?? null
    byCompany.set(e.key, [...(byCompany.get(e.key) ?? []), { on: e.day, status: e.old, since }])
  }
  const out: ReturnType<typeof transitions> = []
  for (const [cin, moves] of byCompany) {
    const now = all(db, 'SELECT status FROM companies WHERE cin = ?', cin)[0].status
    for (const [i, m] of moves.entries()) out.push({ cin, from: m.status, to: moves[i + 1]?.status ?? now, on: m.on, since: m.since })
  }
  return out
}

describe('statuses and boards over a living year', () => {
  let db: Db
  let seededUpso: string[]
  let seededStatuses: unknown[]
  let seededBoards: unknown[]
  let movedBoards: unknown[]
  /** Every appointment (its designation and dates) and every registration's status. */
  const boardsAndGst = () => [
    ...all(db, 'SELECT din, cin, designation, date_of_appointment, date_of_cessation FROM director_appointments ORDER BY din, cin'),
    ...all(db, 'SELECT gstin, status FROM gst_registrations ORDER BY gstin'),
  ]
  beforeAll(async () => {
    db = await seededDb()
    seededBoards = boardsAndGst()
    seededUpso = all(db, "SELECT cin FROM companies WHERE status = 'Under Process of Striking Off'").map((r) => r.cin)
    seededStatuses = all(db, 'SELECT status, count(*) AS n FROM companies GROUP BY status ORDER BY status')
    for (let n = 1; n <= 365; n++) materialiseDay(db, day(n))
    movedBoards = boardsAndGst()
  }, 300_000)

  it('the seeded status mix is MCA’s: few dormant, under liquidation, amalgamated or awaiting strike-off; no dormant LLP', () => {
    const share = (status: string) =>
      all(db, 'SELECT count(*) AS n FROM companies WHERE status = ? AND date_of_incorporation <= ? AND (status_date IS NULL)', status, AS_OF)[0].n / 5000
    // MCA: UPSO 1.6%, amalgamated 1.25%, under liquidation 0.3%, dormant 0.1% of all companies.
    const seeded = (status: string) => (seededStatuses as { status: string; n: number }[]).find((s) => s.status === status)?.n ?? 0
    expect(seeded('Under Process of Striking Off') / 5000).toBeGreaterThan(0.008)
    expect(seeded('Under Process of Striking Off') / 5000).toBeLessThan(0.025)
    expect(seeded('Amalgamated') / 5000).toBeGreaterThan(0.006)
    expect(seeded('Amalgamated') / 5000).toBeLessThan(0.02)
    expect(seeded('Under Liquidation') / 5000).toBeLessThan(0.007)
    expect(seeded('Dormant') / 5000).toBeLessThan(0.004)
    expect(share('Struck Off')).toBeGreaterThan(0.25)
    expect(all(db, "SELECT count(*) AS n FROM companies WHERE company_type = 'LLP' AND status = 'Dormant'")[0].n).toBe(0)
    expect(all(db, "SELECT count(*) AS n FROM companies WHERE listed = 'Listed' AND status IN ('Struck Off', 'Dormant', 'Under Process of Striking Off')")[0].n).toBe(0)
  })

  it('every strike-off follows a notice at least 30 days old, and notices reach only companies whose board was quiet for two years', () => {
    const moves = transitions(db)
    const struck = moves.filter((m) => m.to === 'Struck Off')
    expect(struck.length).toBeGreaterThan(30)
    for (const m of struck) {
      expect(m.from, m.cin).toBe('Under Process of Striking Off')
      if (m.since !== null) expect(Date.parse(m.on) - Date.parse(m.since), m.cin).toBeGreaterThanOrEqual(30 * DAY)
    }
    const notices = moves.filter((m) => m.to === 'Under Process of Striking Off')
    expect(notices.length).toBeGreaterThan(30)
    for (const m of notices) {
      const since = new Date(Date.parse(m.on) - 2 * 366 * DAY).toISOString().slice(0, 10)
      const changes = all(
        db,
        'SELECT count(*) AS n FROM director_appointments WHERE cin = ? AND (date_of_appointment > ? OR (date_of_cessation > ? AND date_of_cessation < ?))',
        m.cin,
        since,
        since,
        m.on,
      )
      expect(changes[0].n, m.cin).toBe(0)
    }
    // The seeded companies awaiting strike-off do not wait for ever: most are struck off within the year.
    const stillWaiting = all(db, `SELECT count(*) AS n FROM companies WHERE status = 'Under Process of Striking Off' AND cin IN (${seededUpso.map((c) => `'${c}'`).join(', ')})`)[0]
      .n
    expect(stillWaiting / seededUpso.length).toBeLessThan(0.6)
    // Amalgamations, insolvencies, liquidations and conversions happen too, at MCA's and IBBI's rates.
    // (at 5,000 companies a year brings about 3 amalgamations and one or two of each of the others).
    expect(moves.some((m) => m.to === 'Amalgamated')).toBe(true)
    expect(moves.filter((m) => ['Under CIRP', 'Under Liquidation', 'Liquidated', 'Converted to LLP and Dissolved', 'Dormant'].includes(m.to)).length).toBeGreaterThan(1)
    for (const m of moves.filter((m) => m.to === 'Dormant' || m.to === 'Converted to LLP and Dissolved'))
      expect(all(db, 'SELECT company_type FROM companies WHERE cin = ?', m.cin)[0].company_type).toBe('Company')
  })

  it('boards stay at the legal minimum, and a closed company keeps no live registration', () => {
    expect(belowMinimum(db)).toEqual([])
    const gone = [...GONE_STATUSES].map((s) => `'${s}'`)
    const liveGst = all(
      db,
      `SELECT g.gstin FROM gst_registrations g JOIN companies c ON c.cin = g.cin WHERE c.status IN (${gone.join(', ')}) AND c.status_date IS NOT NULL AND g.status != 'Cancelled'`,
    )
    expect(liveGst).toEqual([])
  })

  it('taking the year back returns every status, appointment, designation and registration the seed gave; the year again is the same year', () => {
    rollBackTo(db, AS_OF)
    expect(all(db, 'SELECT status, count(*) AS n FROM companies GROUP BY status ORDER BY status')).toEqual(seededStatuses)
    expect(belowMinimum(db)).toEqual([])
    const back = boardsAndGst()
    expect(back.length).toBe(seededBoards.length)
    expect(back).toEqual(seededBoards)
    for (let n = 1; n <= 365; n++) materialiseDay(db, day(n))
    expect(boardsAndGst()).toEqual(movedBoards)
  }, 300_000)
})
