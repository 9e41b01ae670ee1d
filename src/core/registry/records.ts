// Database rows → the field names of the real service (spec §2, contract §5).
import type { DirectorAppointment } from '../../db/registry.ts'
import type { Company, Director, GstRegistration } from '../../db/types.ts'

const nic = (code: string) => Number(code)

/** Full company record (details): the spec's fields plus the contract's extras. */
export function companyRecord(c: Company) {
  return {
    CIN: c.cin,
    companyName: c.name,
    companyType: c.company_type,
    classOfCompany: c.class,
    companyCategory: c.category,
    companySubCategory: c.sub_category,
    llpStatus: c.status,
    dateOfIncorporation: c.date_of_incorporation,
    authorisedCapital: c.authorised_capital,
    /** The US spelling the real client reads. */
    authorizedCapital: c.authorised_capital,
    paidUpCapital: c.paid_up_capital,
    registeredAddress: c.address,
    City: c.city,
    District: c.district,
    State: c.state,
    Pincode: c.pincode,
    email: c.email,
    phone: c.phone,
    NICCode: nic(c.nic_code),
    NICDescription: c.nic_description,
    mainDivision: c.main_division,
    mainDivisionDescription: c.main_division_description,
    ROCCode: c.roc_code,
    regionalDirector: c.regional_director,
    Listed: c.listed,
    PAN: c.pan,
  }
}

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

export function gstRecord(g: GstRegistration) {
  return {
    GSTIN: g.gstin,
    LegalName: g.legal_name,
    TradeName: g.trade_name,
    Status: g.status,
    TaxpayerType: g.taxpayer_type,
    ConstitutionBusiness: g.constitution,
    dateOfRegistration: g.date_of_registration,
    state: g.state,
    district: g.district,
    Address: g.address,
    Pincode: g.pincode,
    COREBUSINESS: g.core_business,
    /** Aggregate-turnover slab: the rupees it starts at (null for a Tax Deductor or an older dataset). */
    Turnover: g.turnover,
    BusinessActivities: JSON.parse(g.business_activities) as string[],
    hsnCodes: JSON.parse(g.hsn_codes) as string[],
    sacCodes: JSON.parse(g.sac_codes) as string[],
    PAN: g.pan,
    CIN: g.cin,
  }
}

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
