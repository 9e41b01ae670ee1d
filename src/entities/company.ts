// Companies and LLPs (one table: an LLP is a company_type 'LLP' with an LLPIN for CIN), in table order.
import type { Field } from './field.ts'

/**
 * Statuses of the registry, as MCA's master data spells them (seed/company-rules.ts draws them by age;
 * docs/data.md gives their shares), each with where it leaves the company: `on` the register (dormant
 * under s. 455, in insolvency resolution, non-compliant or barred from e-filing — which bars filings,
 * not business), `leaving` it (a strike-off notice, a liquidation under way) or `gone` (struck off,
 * amalgamated, liquidated, dissolved, converted). A company converted to an LLP (LLP Act s. 58) is
 * dissolved with the conversion; MCA names some dissolutions by their provision (IBC s. 54 after
 * liquidation, LLP Act s. 59(8)); "Active Non-Compliant": an active company that has not filed its INC-22A.
 */
const STATUS_STANDING = {
  Active: 'on',
  'Struck Off': 'gone',
  'Under Process of Striking Off': 'leaving',
  Amalgamated: 'gone',
  'Under Liquidation': 'leaving',
  Liquidated: 'gone',
  Dissolved: 'gone',
  'Dissolved (Liquidated)': 'gone',
  'Dissolved under section 54': 'gone',
  'Dissolved under section 59(8)': 'gone',
  'Converted to LLP': 'gone',
  'Converted to LLP and Dissolved': 'gone',
  'Under CIRP': 'on',
  Dormant: 'on',
  'Active Non-Compliant': 'on',
  'Inactive for e-filing': 'on',
  'Not Available for e-Filing': 'on',
} as const satisfies Record<string, 'on' | 'leaving' | 'gone'>
export type CompanyStatus = keyof typeof STATUS_STANDING
export const COMPANY_STATUSES = Object.keys(STATUS_STANDING) as readonly CompanyStatus[]
const standing = (of: readonly string[]): ReadonlySet<string> => new Set(COMPANY_STATUSES.filter((s) => of.includes(STATUS_STANDING[s])))

/**
 * Closed: gone from the register or leaving it. Nothing new is appointed or registered; a company's GST
 * registrations are cancelled once it is gone; its last board stays on record as MCA shows it.
 */
export const CLOSED_STATUSES = standing(['leaving', 'gone'])
/** Gone from the register: it no longer exists to trade. */
export const GONE_STATUSES = standing(['gone'])

export const COMPANY_FIELDS = [
  {
    column: 'cin',
    key: 'CIN',
    type: 'text',
    label: 'CIN',
    fql: { aliases: ['cin'], identifier: true },
    pattern: '^([LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}|[A-Z]{3}-[0-9]{4})$',
    filter: { param: 'CIN', match: 'exact', doc: 'CIN or LLPIN' },
  },
  {
    column: 'name',
    key: 'companyName',
    type: 'text',
    label: 'Company',
    fql: { aliases: ['company'], trigram: { table: 'companies_fts', column: 'name' } },
    filter: { param: 'company', aliases: ['companyName'], match: 'name', doc: 'Part of the name (a CIN or LLPIN means that company)' },
  },
  {
    column: 'company_type',
    key: 'companyType',
    type: 'text',
    label: 'Type',
    values: ['Company', 'LLP'],
    // The docs' own example is `companyType == 'Private'`, and their overview lists "Private, Public, LLP".
    fql: { meanings: { Private: "classOfCompany == 'Private'", Public: "classOfCompany == 'Public'" } },
    filter: { param: 'companyType', match: 'exact' },
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
    filter: { param: 'classOfCompany', match: 'kind' },
  },
  {
    column: 'category',
    key: 'companyCategory',
    type: 'text',
    nullable: true,
    label: 'Category',
    values: ['Company limited by shares', 'Company limited by guarantee', 'Unlimited company'],
    fql: {},
    filter: { param: 'companyCategory', match: 'kind' },
  },
  {
    column: 'sub_category',
    key: 'companySubCategory',
    type: 'text',
    nullable: true,
    label: 'Sub-category',
    values: ['Non-govt company', 'Subsidiary of Foreign Company', 'Union Govt company', 'State Govt company'],
    fql: { aliases: ['companySubcategory'] },
    filter: { param: 'companySubCategory', match: 'kind' },
  },
  {
    column: 'status',
    key: 'llpStatus',
    type: 'text',
    label: 'Status',
    values: COMPANY_STATUSES,
    // MCA's own files spell it "Strike Off".
    fql: { aliases: ['companyStatus'], meanings: { 'Strike Off': "llpStatus == 'Struck Off'" } },
    filter: { param: 'llpStatus', match: 'exact' },
  },
  {
    column: 'date_of_incorporation',
    key: 'dateOfIncorporation',
    type: 'date',
    label: 'Incorporated',
    fql: {},
    filter: { param: 'dateOfIncorporation', match: 'range', doc: 'Incorporated' },
  },
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
  { column: 'city', key: 'City', type: 'text', label: 'City', fql: {}, filter: { param: 'city', match: 'exact' } },
  { column: 'state', key: 'State', type: 'text', label: 'State', fql: {}, filter: { param: 'state', match: 'exact', doc: 'State name' } },
  { column: 'pincode', key: 'Pincode', type: 'code', label: 'PIN code', fql: { aliases: ['pincode'] }, pattern: '^[1-9][0-9]{5}$', filter: { param: 'pincode', match: 'exact' } },
  { column: 'email', key: 'email', type: 'text', nullable: true, label: 'Email', fql: {} },
  { column: 'phone', key: 'phone', type: 'text', nullable: true, label: 'Phone' },
  { column: 'nic_code', key: 'NICCode', type: 'code', label: 'NIC code', show: 'number', fql: { pad: 5 }, filter: { param: 'nicCode', match: 'exact', doc: '5-digit NIC code' } },
  {
    column: 'nic_description',
    key: 'NICDescription',
    type: 'text',
    label: 'Industry (NIC)',
    fql: { aliases: ['NICDesc'] },
    filter: { param: 'nicDescription', match: 'partial', doc: 'Part of the NIC description' },
  },
  {
    column: 'main_division',
    key: 'mainDivision',
    type: 'code',
    label: 'NIC division',
    fql: { pad: 2, groups: 'nicSections' },
    filter: { param: 'mainDivisionCode', match: 'division', doc: '2-digit NIC division or a section letter' },
  },
  {
    column: 'main_division_description',
    key: 'mainDivisionDescription',
    type: 'text',
    label: 'Division',
    fql: {},
    filter: { param: 'mainDivisionDescription', match: 'partial', doc: 'Part of the NIC division description' },
  },
  { column: 'roc_code', key: 'ROCCode', type: 'text', label: 'Registrar (ROC)', fql: {}, filter: { param: 'rocCode', match: 'exact', doc: 'RoC (e.g. RoC-Mumbai)' } },
  {
    column: 'regional_director',
    key: 'regionalDirector',
    type: 'text',
    label: 'Regional director',
    filter: { param: 'regionalDirector', match: 'partial', doc: 'Part of the Regional Director' },
  },
  { column: 'listed', key: 'Listed', type: 'text', label: 'Listed', values: ['Listed', 'Unlisted'], fql: {}, filter: { param: 'listed', match: 'kind' } },
  { column: 'pan', key: 'PAN', type: 'text', label: 'PAN', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
  {
    column: 'district',
    key: 'District',
    type: 'text',
    label: 'District',
    fql: {},
    filter: { param: 'district', match: 'exact', doc: 'District of the registered office (India Post name)' },
  },
  { column: 'subscribed_capital', key: 'subscribedCapital', type: 'number', label: 'Subscribed capital', fql: {} },
  { column: 'registration_number', key: 'registrationNumber', type: 'text', nullable: true, label: 'Registration number', fql: {}, pattern: '^[0-9]{6}$' },
  { column: 'company_origin', key: 'companyOrigin', type: 'text', label: 'Origin', values: ['Domestic', 'Foreign'], fql: {} },
  // The living registry's strike-offs, dormancies and liquidations carry their day; a seeded status has none.
  { column: 'status_date', key: 'statusDate', type: 'date', nullable: true, label: 'Status since', fql: {} },
  // MCA's activity group of the CIN's NIC code (Business Services, Manufacturing…; older files say
  // Manufacturing (Textiles)): what the Ministry's file gives is kept as given, so the set is open.
  {
    column: 'principal_business_activity',
    key: 'principalBusinessActivity',
    type: 'text',
    nullable: true,
    label: 'Principal business activity',
    fql: {},
    filter: { param: 'principalBusinessActivity', match: 'exact', doc: 'MCA’s principal business activity group (e.g. Business Services, Manufacturing)' },
  },
] as const satisfies readonly Field[]

/** The keys of a company in search and filter results, in their order (paidUpCapital in search only). */
export const COMPANY_SUMMARY = ['CIN', 'companyName', 'companyType', 'classOfCompany', 'llpStatus', 'State', 'City', 'NICCode', 'paidUpCapital'] as const
