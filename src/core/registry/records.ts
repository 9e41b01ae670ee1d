// Database rows → the field names of the real service (spec §2, contract §5), from the entity declarations.
import type { DirectorAppointment } from '../../db/registry.ts'
import type { Company, Director, GstRegistration } from '../../db/types.ts'
import { COMPANY_FIELDS } from '../../entities/company.ts'
import type { RecordOf } from '../../entities/field.ts'
import { GST_FIELDS } from '../../entities/gst.ts'
import { recordOf } from '../records.ts'

/** Full company record (details, leads, fixtures): every declared field (src/entities/company.ts). */
export const companyRecord: (c: Company) => RecordOf<typeof COMPANY_FIELDS> = recordOf(COMPANY_FIELDS)
const nic = (code: string) => Number(code)

/** Search and filter results carry a subset; paidUpCapital only in search. */
export function companySummary(c: Pick<Company, 'cin' | 'name' | 'company_type' | 'class' | 'status' | 'state' | 'city' | 'nic_code' | 'paid_up_capital'>, withCapital: boolean) {
  return {
    CIN: c.cin,
    companyName: c.name,
    companyType: c.company_type,
    classOfCompany: c.class,
    llpStatus: c.status,
    State: c.state,
    City: c.city,
    NICCode: nic(c.nic_code),
    ...(withCapital ? { paidUpCapital: c.paid_up_capital } : {}),
  }
}

/** Full GST registration record: every declared field (src/entities/gst.ts). */
export const gstRecord: (g: GstRegistration) => RecordOf<typeof GST_FIELDS> = recordOf(GST_FIELDS)

export function gstSummary(g: Pick<GstRegistration, 'gstin' | 'legal_name' | 'trade_name' | 'date_of_registration' | 'state' | 'status' | 'taxpayer_type' | 'pincode'>) {
  return {
    GSTIN: g.gstin,
    LegalName: g.legal_name,
    TradeName: g.trade_name,
    dateOfRegistration: g.date_of_registration,
    state: g.state,
    Status: g.status,
    TaxpayerType: g.taxpayer_type,
    Pincode: g.pincode,
  }
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
