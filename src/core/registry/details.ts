import type { Db } from '../../db/open.ts'
import type { Company, GstRegistration } from '../../db/types.ts'
import { AppError, validationError } from '../../errors.ts'
import { IDENTIFIER_HINT } from './entities.ts'
import { isIdentifierOf } from './identifiers.ts'
import { companyRecord, directorRecord, gstRecord, type Appointment } from './records.ts'

const PARAM_TYPE = { cin: 'company', gstin: 'gst', din: 'director' } as const

/** Malformed identifier → 422 naming the parameter (checked before anything is counted). */
export function requireIdentifier(kind: 'cin' | 'gstin' | 'din', value: string | undefined): string {
  const v = value?.trim().toUpperCase()
  if (!v) throw validationError(kind, 'is required')
  const type = PARAM_TYPE[kind]
  if (!isIdentifierOf(type, v)) throw validationError(kind, `must be ${IDENTIFIER_HINT[type]}`)
  return v
}

export function companyDetails(db: Db, cin: string) {
  const row = db.stmt('SELECT * FROM companies WHERE cin = ?').get(cin) as Company | undefined
  if (!row) throw new AppError('NOT_FOUND', `No company with CIN ${cin}`)
  return companyRecord(row)
}

export function gstDetails(db: Db, gstin: string) {
  const row = db.stmt('SELECT * FROM gst_registrations WHERE gstin = ?').get(gstin) as GstRegistration | undefined
  if (!row) throw new AppError('NOT_FOUND', `No GST registration ${gstin}`)
  return gstRecord(row)
}

export function directorAppointments(db: Db, din: string): Appointment[] {
  return db.all(
    db.kysely
      .selectFrom('director_appointments as a')
      .innerJoin('companies as c', 'c.cin', 'a.cin')
      .select(['a.din', 'a.cin', 'a.designation', 'a.date_of_appointment', 'a.date_of_cessation', 'c.name as company_name'])
      .where('a.din', '=', din)
      .orderBy('a.date_of_appointment', 'desc'),
  )
}

export function directorDetails(db: Db, din: string) {
  const row = db.first(db.kysely.selectFrom('directors').selectAll().where('din', '=', din))
  if (!row) throw new AppError('NOT_FOUND', `No director with DIN ${din}`)
  return directorRecord(row, directorAppointments(db, din))
}
