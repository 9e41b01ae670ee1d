// Registry reads by key: details, leads and entity checks. Each is one indexed read through a
// cached prepared statement (details lookups are on the per-request path), typed by the schema.
import type { Db } from './open.ts'
import { cachedCount } from './query.ts'
import type { Company, Director, GstRegistration } from './types.ts'

export function companyByCin(db: Db, cin: string): Company | undefined {
  return db.stmt('SELECT * FROM companies WHERE cin = ?').get(cin) as Company | undefined
}

export function gstByGstin(db: Db, gstin: string): GstRegistration | undefined {
  return db.stmt('SELECT * FROM gst_registrations WHERE gstin = ?').get(gstin) as GstRegistration | undefined
}

export function directorByDin(db: Db, din: string): Director | undefined {
  return db.stmt('SELECT * FROM directors WHERE din = ?').get(din) as Director | undefined
}

/** The GST registrations that share a PAN, by GSTIN. */
export function registrationsOfPan(db: Db, pan: string): GstRegistration[] {
  return db.stmt('SELECT * FROM gst_registrations WHERE pan = ? ORDER BY gstin').all(pan) as GstRegistration[]
}

export interface DirectorAppointment {
  din: string
  cin: string
  designation: string
  date_of_appointment: string
  date_of_cessation: string | null
  company_name: string
}

/** A director's appointments with each company's name, newest first. */
export function appointmentsOfDirector(db: Db, din: string): DirectorAppointment[] {
  return db
    .stmt(
      `SELECT a.din, a.cin, a.designation, a.date_of_appointment, a.date_of_cessation, c.name AS company_name
       FROM director_appointments a JOIN companies c ON c.cin = a.cin WHERE a.din = ? ORDER BY a.date_of_appointment DESC`,
    )
    .all(din) as DirectorAppointment[]
}

export interface BoardMember {
  din: string
  name: string
  designation: string
  date_of_appointment: string
}

/** A company's board (every appointment, ceased ones too), earliest first. */
export function boardOf(db: Db, cin: string): BoardMember[] {
  return db
    .stmt(
      'SELECT a.din, d.name, a.designation, a.date_of_appointment FROM director_appointments a JOIN directors d USING (din) WHERE a.cin = ? ORDER BY a.date_of_appointment, a.din',
    )
    .all(cin) as BoardMember[]
}

const NAMES = {
  company: 'SELECT cin AS id, name FROM companies WHERE cin IN (SELECT value FROM json_each(?))',
  director: 'SELECT din AS id, name FROM directors WHERE din IN (SELECT value FROM json_each(?))',
  gst: "SELECT gstin AS id, coalesce(nullif(trade_name, ''), legal_name) AS name FROM gst_registrations WHERE gstin IN (SELECT value FROM json_each(?))",
} as const

/** The registry names of those identifiers that exist: one statement per type, the ids as one JSON parameter. */
export function namesOf(db: Db, type: keyof typeof NAMES, ids: readonly string[]): { id: string; name: string }[] {
  return db.stmt(NAMES[type]).all(JSON.stringify(ids)) as { id: string; name: string }[]
}

/** A few identifiers of each type that exist (the first rows), for the OpenAPI document's examples. */
export function sampleIdentifiers(db: Db, limit = 3): Record<'company' | 'director' | 'gst', string[]> {
  const first = (sql: string) => db.stmt(sql).pluck().all(limit) as string[]
  return {
    company: first('SELECT cin FROM companies ORDER BY rowid LIMIT ?'),
    director: first('SELECT din FROM directors ORDER BY rowid LIMIT ?'),
    gst: first('SELECT gstin FROM gst_registrations ORDER BY rowid LIMIT ?'),
  }
}

/** Up to `limit` rowids of directors whose name contains `text` (3+ characters), through the trigram index. */
export function directorsNamed(db: Db, text: string, limit: number): number[] {
  return db
    .stmt('SELECT rowid FROM directors_fts WHERE directors_fts MATCH ? LIMIT ?')
    .pluck()
    .all(`name : "${text.replace(/"/g, '""')}"`, limit) as number[]
}

/** How many directors' names contain `text` (3+ characters), through the trigram index (kept like a registry total). */
export function directorsNamedCount(db: Db, text: string): number {
  return cachedCount(db, 'SELECT count(*) AS n FROM directors_fts WHERE directors_fts MATCH ?', [`name : "${text.replace(/"/g, '""')}"`])
}

/** The distinct (key, value) pairs of two company columns: a column of few values beside the indexed column it follows (src/core/registry/filters.ts). */
export function distinctCompanyPairs(db: Db, key: string, column: string): { k: string; v: string | null }[] {
  return db.stmt(`SELECT DISTINCT ${key} AS k, ${column} AS v FROM companies`).all() as { k: string; v: string | null }[]
}
