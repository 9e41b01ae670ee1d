import type { Db } from '../../db/open.ts'
import { appointmentsOfDirector, companyByCin, directorByDin, gstByGstin } from '../../db/registry.ts'
import { AppError } from '../../errors.ts'
import { companyRecord, directorRecord, gstRecord } from './records.ts'

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
