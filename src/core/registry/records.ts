// Database rows → the field names of the real service (spec §2, contract §5), from the entity declarations.
import type { DirectorAppointment } from '../../db/registry.ts'
import type { Company, Director, GstRegistration } from '../../db/types.ts'
import { COMPANY_FIELDS, COMPANY_SUMMARY } from '../../entities/company.ts'
import type { RecordOf } from '../../entities/field.ts'
import { GST_FIELDS, GST_SUMMARY } from '../../entities/gst.ts'
import { projectionOf, recordOf } from '../records.ts'

/** Full company record (details, leads, fixtures): every declared field (src/entities/company.ts). */
export const companyRecord: (c: Company) => RecordOf<typeof COMPANY_FIELDS> = recordOf(COMPANY_FIELDS)
const companyProjection = projectionOf(COMPANY_FIELDS, COMPANY_SUMMARY)
const companyProjectionNoCapital = projectionOf(
  COMPANY_FIELDS,
  COMPANY_SUMMARY.filter((k) => k !== 'paidUpCapital'),
)

/** Search and filter results carry the declared summary (COMPANY_SUMMARY); paidUpCapital only in search. */
export function companySummary(c: Pick<Company, 'cin' | 'name' | 'company_type' | 'class' | 'status' | 'state' | 'city' | 'nic_code' | 'paid_up_capital'>, withCapital: boolean) {
  return withCapital ? companyProjection(c) : companyProjectionNoCapital(c)
}

/** Full GST registration record: every declared field (src/entities/gst.ts). */
export const gstRecord: (g: GstRegistration) => RecordOf<typeof GST_FIELDS> = recordOf(GST_FIELDS)

const gstProjection = projectionOf(GST_FIELDS, GST_SUMMARY)

/** Search and filter results carry the declared summary (GST_SUMMARY). */
export function gstSummary(g: Pick<GstRegistration, 'gstin' | 'legal_name' | 'trade_name' | 'date_of_registration' | 'state' | 'status' | 'taxpayer_type' | 'pincode'>) {
  return gstProjection(g)
}

export function directorRecord(d: Director, appointments: DirectorAppointment[]) {
  return {
    DIN: d.din,
    Name: d.name,
    firstName: d.first_name,
    lastName: d.last_name,
    nationality: d.nationality,
    dateOfBirth: d.date_of_birth,
    companies: appointments.map((a) => ({
      CIN: a.cin,
      companyName: a.company_name,
      Designation: a.designation,
      dateOfAppointment: a.date_of_appointment,
      dateOfCessation: a.date_of_cessation,
    })),
  }
}
