// The living registry's journal: a day's writes, each recorded, and taking days back (the clock moved
// back) by undoing it, newest change first — inserted rows go, changed values return — with the dataset
// marker moved along.
import type { Db } from '../db/open.ts'
import { deleteCompany, deleteDirector, deleteGst, insertCompany, insertDirector, insertGst, insertSql } from '../db/rows.ts'
import type { FixturePlan } from '../records/write.ts'
import { SERIES_KEY, writeSeries } from '../records/series.ts'
import { readDatasetInfo, type DatasetInfo } from '../db/settings.ts'
import type { DayCounts } from './day.ts'

/** Records a day's change: an inserted row (by its key), or a column's value before it changed. */
export type Journal = (op: 'insert' | 'update', tbl: string, key: string, col?: string, old?: string | null) => void

/** A registration's status changed, its old one journalled. */
export function setGstStatus(db: Db, journal: Journal, gstin: string, before: string, status: string): void {
  db.stmt('UPDATE gst_registrations SET status = ? WHERE gstin = ?').run(status, gstin)
  journal('update', 'gst_registrations', gstin, 'status', before)
}

/** A plan's new rows, each journalled (the living registry never replaces a row: its plans have none to replace). Within the caller's transaction. */
export function writeNew(db: Db, plan: FixturePlan, journal: Journal): void {
  for (const row of plan.companies) {
    insertCompany(db, row)
    journal('insert', 'companies', row.cin)
  }
  for (const row of plan.directors) {
    insertDirector(db, row)
    journal('insert', 'directors', row.din)
  }
  for (const row of plan.appointments) {
    db.stmt(insertSql('director_appointments', row)).run(...Object.values(row))
    journal('insert', 'director_appointments', `${row.din}|${row.cin}`)
  }
  for (const row of plan.gst) {
    insertGst(db, row)
    journal('insert', 'gst_registrations', row.gstin)
  }
  if (plan.series) writeSeries(db, plan.series, (old) => journal('update', 'settings', SERIES_KEY, 'value', old))
}

/**
 * The dataset marker with the registry's counts moved by what a day added (or taking days back took
 * away: counting a 1M registry's rows would cost more than the day) and the day it is live through;
 * registry caches follow the marker.
 */
export function writeMarker(db: Db, info: DatasetInfo, liveThrough: string | null, added: { companies: number; directors: number; gst: number }): void {
  writeDatasetInfo(db, {
    ...info,
    companies: info.companies + added.companies,
    directors: info.directors + added.directors,
    gst: info.gst + added.gst,
    seeded_companies: info.seeded_companies ?? info.companies,
    live_through: liveThrough,
  })
}

const writeDatasetInfo = (db: Db, info: DatasetInfo): void => {
  db.stmt("UPDATE settings SET value = ? WHERE key = 'dataset'").run(JSON.stringify(info))
}

const TABLE_KEYS: Record<string, string> = { companies: 'cin', directors: 'din', gst_registrations: 'gstin', settings: 'key' }

/** Journal entries undone per step. */
const UNDO_STEP = 50

interface Entry {
  seq: number
  tbl: string
  op: 'insert' | 'update'
  key: string
  col: string | null
  old: string | null
}

/** Takes back every day after `day`, all at once (tests; the server runs rollBackInSteps). The days taken back. */
export function rollBackTo(db: Db, day: string): number {
  const work = rollBackInSteps(db, day)
  for (let step = work.next(); ; step = work.next()) if (step.done) return step.value
}

/**
 * Takes back every day after `day`, newest first, newest change first: inserted rows go, changed
 * values return. A made day first stops counting as made (its registry_days row and its counts leave
 * the marker, which also names the day being taken back), then its journal is undone 50 entries a
 * transaction, and the marker moves once more when they are done (caches filled in between end); a day
 * cut short (no registry_days row) is undone the same way. Resumable at every step.
 */
export function* rollBackInSteps(db: Db, day: string): Generator<void, number> {
  let days = 0
  for (;;) {
    const newest = db.stmt('SELECT max(d) AS d FROM (SELECT max(day) AS d FROM registry_journal UNION ALL SELECT max(day) FROM registry_days)').get() as { d: string | null }
    if (newest.d === null || newest.d <= day) break
    const d = newest.d
    const made = db.stmt('SELECT * FROM registry_days WHERE day = ?').get(d) as DayCounts | undefined
    // While its rows go, commit by commit, the marker says so (`rolling_back`), and it moves again once
    // they are gone: what a reader counted or kept meanwhile is keyed by a marker that then ends.
    db.transaction(() => {
      const info = readDatasetInfo(db)
      if (!made) return writeDatasetInfo(db, { ...info, rolling_back: d })
      db.stmt('DELETE FROM registry_days WHERE day = ?').run(d)
      const before = db.stmt('SELECT max(day) AS d FROM registry_days').get() as { d: string | null }
      writeMarker(db, { ...info, rolling_back: d }, before.d, { companies: -(made.companies + made.llps), directors: -made.directors, gst: -made.gst })
    })
    if (made) days++
    yield
    for (;;) {
      const entries = db.stmt('SELECT seq, tbl, op, key, col, old FROM registry_journal WHERE day = ? ORDER BY seq DESC LIMIT ?').all(d, UNDO_STEP) as Entry[]
      if (entries.length === 0) break
      db.transaction(() => {
        for (const e of entries) undo(db, e)
        db.stmt('DELETE FROM registry_journal WHERE day = ? AND seq >= ?').run(d, entries[entries.length - 1].seq)
      })
      yield
    }
    db.transaction(() => {
      const { rolling_back: _, ...info } = readDatasetInfo(db)
      writeDatasetInfo(db, info)
    })
  }
  db.touch()
  return days
}

function undo(db: Db, e: Entry): void {
  if (e.op === 'insert') {
    if (e.tbl === 'companies') deleteCompany(db, e.key)
    else if (e.tbl === 'directors') deleteDirector(db, e.key)
    else if (e.tbl === 'gst_registrations') deleteGst(db, e.key)
    else if (e.tbl === 'director_appointments') {
      const [din, cin] = e.key.split('|')
      db.stmt('DELETE FROM director_appointments WHERE din = ? AND cin = ?').run(din, cin)
    }
  } else if (e.tbl === 'settings' && e.old === null) db.stmt('DELETE FROM settings WHERE key = ?').run(e.key)
  else if (e.tbl === 'director_appointments') {
    const [din, cin] = e.key.split('|')
    db.stmt(`UPDATE director_appointments SET ${e.col} = ? WHERE din = ? AND cin = ?`).run(e.old, din, cin)
  } else db.stmt(`UPDATE ${e.tbl} SET ${e.col} = ? WHERE ${TABLE_KEYS[e.tbl]} = ?`).run(e.old, e.key)
}
