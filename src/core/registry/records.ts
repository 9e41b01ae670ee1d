// Database rows → the field names of the real service (spec §2, contract §5), from the entity declarations.
import type { DirectorAppointment } from '../../db/registry.ts'
import type { Company, Director, GstRegistration } from '../../db/types.ts'
import { COMPANY_FIELDS, COMPANY_SUMMARY } from '../../entities/company.ts'
import type { RecordOf } from '../../entities/field.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_APPOINTMENT_KEYS, DIRECTOR_FIELDS } from '../../entities/director.ts'
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

const directorFields = recordOf(DIRECTOR_FIELDS)
const appointmentOf = projectionOf(APPOINTMENT_FIELDS, DIRECTOR_APPOINTMENT_KEYS)

/** A director's record: every declared field (src/entities/director.ts), then their appointments, each with its company's name after the CIN. */
export function directorRecord(d: Director, appointments: DirectorAppointment[]) {
  return {
    ...directorFields(d),
    companies: appointments.map((a) => {
      const { CIN, ...rest } = appointmentOf(a)
      return { CIN, companyName: a.company_name, ...rest }
    }),
  }
}
