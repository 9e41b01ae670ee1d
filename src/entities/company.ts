// Companies and LLPs (one table: an LLP is a company_type 'LLP' with an LLPIN for CIN), in table order.
import type { Field } from './field.ts'

/** Statuses of the registry (MCA master data; seed/company-rules.ts draws them by age). */
export const COMPANY_STATUSES = ['Active', 'Struck Off', 'Under Process of Striking Off', 'Amalgamated', 'Under Liquidation', 'Dormant'] as const

export const COMPANY_FIELDS = [
  {
    column: 'cin',
    key: 'CIN',
    type: 'text',
    label: 'CIN',
    fql: { aliases: ['cin'], identifier: true },
    pattern: '^([LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}|[A-Z]{3}-[0-9]{4})$',
  },
  { column: 'name', key: 'companyName', type: 'text', label: 'Company', fql: { aliases: ['company'] } },
  {
    column: 'company_type',
    key: 'companyType',
    type: 'text',
    label: 'Type',
    values: ['Company', 'LLP'],
    // The docs' own example is `companyType == 'Private'`, and their overview lists "Private, Public, LLP".
    fql: { meanings: { Private: "classOfCompany == 'Private'", Public: "classOfCompany == 'Public'" } },
  },
  {
    column: 'class',
    key: 'classOfCompany',
    type: 'text',
    nullable: true,
    label: 'Class',
    values: ['Private', 'Public', 'One Person Company'],
    // The docs list 'Government Company' as a class; the registry records government ownership in the sub-category.
    fql: {
      meanings: {
        'Government Company': "companySubCategory IN ['Union Govt company', 'State Govt company']",
        'Private(One Person Company)': "classOfCompany == 'One Person Company'",
      },
    },
  },
  {
    column: 'category',
    key: 'companyCategory',
    type: 'text',
    nullable: true,
    label: 'Category',
    values: ['Company limited by shares', 'Company limited by guarantee', 'Unlimited company'],
    fql: {},
  },
  {
    column: 'sub_category',
    key: 'companySubCategory',
    type: 'text',
    nullable: true,
    label: 'Sub-category',
    values: ['Non-govt company', 'Subsidiary of Foreign Company', 'Union Govt company', 'State Govt company'],
    fql: { aliases: ['companySubcategory'] },
  },
  {
    column: 'status',
    key: 'llpStatus',
    type: 'text',
    label: 'Status',
    values: COMPANY_STATUSES,
    // MCA's own files spell it "Strike Off".
    fql: { aliases: ['companyStatus'], meanings: { 'Strike Off': "llpStatus == 'Struck Off'" } },
  },
  { column: 'date_of_incorporation', key: 'dateOfIncorporation', type: 'date', label: 'Incorporated', fql: {} },
  {
    column: 'authorised_capital',
    key: 'authorisedCapital',
    type: 'number',
    label: 'Authorised capital',
    alsoKeys: ['authorizedCapital'],
    fql: { aliases: ['authorizedCapital'] },
  },
  { column: 'paid_up_capital', key: 'paidUpCapital', type: 'number', label: 'Paid-up capital', fql: {} },
  { column: 'address', key: 'registeredAddress', type: 'text', label: 'Registered address' },
  { column: 'city', key: 'City', type: 'text', label: 'City', fql: {} },
  { column: 'state', key: 'State', type: 'text', label: 'State', fql: {} },
  { column: 'pincode', key: 'Pincode', type: 'code', label: 'PIN code', fql: { aliases: ['pincode'] }, pattern: '^[1-9][0-9]{5}$' },
  { column: 'email', key: 'email', type: 'text', nullable: true, label: 'Email', fql: {} },
  { column: 'phone', key: 'phone', type: 'text', nullable: true, label: 'Phone' },
  { column: 'nic_code', key: 'NICCode', type: 'code', label: 'NIC code', show: 'number', fql: { pad: 5 } },
  { column: 'nic_description', key: 'NICDescription', type: 'text', label: 'Industry (NIC)', fql: { aliases: ['NICDesc'] } },
  { column: 'main_division', key: 'mainDivision', type: 'code', label: 'NIC division', fql: { pad: 2, groups: 'nicSections' } },
  { column: 'main_division_description', key: 'mainDivisionDescription', type: 'text', label: 'Division', fql: {} },
  { column: 'roc_code', key: 'ROCCode', type: 'text', label: 'Registrar (ROC)', fql: {} },
  { column: 'regional_director', key: 'regionalDirector', type: 'text', label: 'Regional director' },
  { column: 'listed', key: 'Listed', type: 'text', label: 'Listed', values: ['Listed', 'Unlisted'], fql: {} },
  { column: 'pan', key: 'PAN', type: 'text', label: 'PAN', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
  { column: 'district', key: 'District', type: 'text', label: 'District', fql: {} },
  { column: 'subscribed_capital', key: 'subscribedCapital', type: 'number', label: 'Subscribed capital', fql: {} },
  { column: 'registration_number', key: 'registrationNumber', type: 'text', nullable: true, label: 'Registration number', fql: {}, pattern: '^[0-9]{6}$' },
  { column: 'company_origin', key: 'companyOrigin', type: 'text', label: 'Origin', values: ['Domestic', 'Foreign'], fql: {} },
] as const satisfies readonly Field[]
