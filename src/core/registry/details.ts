import type { Db } from '../../db/open.ts'
import { appointmentsOfDirector, companyByCin, directorByDin, gstByGstin } from '../../db/registry.ts'
import { AppError, validationError } from '../../errors.ts'
import { IDENTIFIER_HINT } from './entities.ts'
import { isIdentifierOf } from './identifiers.ts'
import { companyRecord, directorRecord, gstRecord } from './records.ts'

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
  const row = companyByCin(db, cin)
  if (!row) throw new AppError('NOT_FOUND', `No company with CIN ${cin}`)
  return companyRecord(row)
}

export function gstDetails(db: Db, gstin: string) {
  const row = gstByGstin(db, gstin)
  if (!row) throw new AppError('NOT_FOUND', `No GST registration ${gstin}`)
  return gstRecord(row)
}

export function directorDetails(db: Db, din: string) {
  const row = directorByDin(db, din)
  if (!row) throw new AppError('NOT_FOUND', `No director with DIN ${din}`)
  return directorRecord(row, appointmentsOfDirector(db, din))
}
