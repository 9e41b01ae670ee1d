// What the console's detail pages show beyond the API's records: a company's board and the GST
// registrations sharing its PAN, a registration's HSN/SAC codes with their descriptions.
import type { Db } from '../../db/open.ts'
import { boardOf, companyByCin, registrationsOfPan } from '../../db/registry.ts'
import { companyDetails, directorDetails, gstDetails } from './details.ts'
import { originOf } from '../../db/origins.ts'
import { gstSummary } from './records.ts'

export function companyView(db: Db, cin: string) {
  const record = companyDetails(db, cin)
  return {
    record,
    board: boardOf(db, record.CIN),
    gst: record.PAN ? registrationsOfPan(db, record.PAN).map(gstSummary) : [],
    origin: originOf(db, 'companies', record.CIN),
  }
}

export function directorView(db: Db, din: string) {
  const record = directorDetails(db, din)
  return { record, origin: originOf(db, 'directors', record.DIN) }
}

/** A registration and its HSN/SAC codes with their descriptions. */
export function gstView(db: Db, gstin: string) {
  const record = gstDetails(db, gstin)
  const describe = (table: 'ref_hsn' | 'ref_sac', codes: readonly string[]) => {
    if (codes.length === 0) return []
    const rows = db.all(
      db.kysely
        .selectFrom(table)
        .select(['code', 'description'])
        .where('code', 'in', [...codes]),
    )
    const known = new Map(rows.map((r) => [r.code, r.description]))
    return codes.map((code) => ({ code, description: known.get(code) ?? null }))
  }
  const company = record.CIN ? companyByCin(db, record.CIN) : undefined
  return {
    record,
    hsn: describe('ref_hsn', record.hsnCodes),
    sac: describe('ref_sac', record.sacCodes),
    company: company && { cin: company.cin, name: company.name },
    origin: originOf(db, 'gst_registrations', record.GSTIN),
  }
}
