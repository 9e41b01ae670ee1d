// Synthetic rows of the MCA company master data CSV, for measuring `firmbase import --format mca-csv`:
// today's data.gov.in layout (16 columns: dates YYYY-MM-DD, addresses ending `,PIN-India`, nic_code, the
// listing and origin columns) or, with LAYOUT 2015, the older one (17 columns: upper case, DD-MM-YYYY
// and DD/MM/YYYY dates, Indian digit grouping, addresses quoted over two lines, NA); both with a BOM and
// CRLF. Every row is valid for the registry.
//   npx node scripts/mca-sample.ts N FILE [SEED] [current|2015]
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { ageInYears, drawCapital, drawNic, drawStatus, isListed, OPC_START } from '../seed/company-rules.ts'
import { companyEmail } from '../seed/companies.ts'
import { addressLine, DAY, STATE_WEIGHTED, streetLine } from '../seed/generate.ts'
import { nameRegistry } from '../seed/names.ts'
import { surname } from '../seed/people.ts'
import { place } from '../seed/places.ts'
import { STATES } from '../seed/reference/states.ts'
import { COMPANY_KINDS } from '../seed/reference/values.ts'
import { createRng } from '../seed/rng.ts'

const [n = '1000', file = 'mca-sample.csv', seed = '7', layout = 'current'] = process.argv.slice(2)
const CURRENT_HEADER =
  'CIN,CompanyName,CompanyROCcode,CompanyCategory,CompanySubCategory,CompanyClass,AuthorizedCapital,PaidupCapital,CompanyRegistrationdate_date,Registered_Office_Address,Listingstatus,CompanyStatus,CompanyStateCode,CompanyIndian/Foreign Company,nic_code,CompanyIndustrialClassification'
const HEADER =
  'CORPORATE_IDENTIFICATION_NUMBER,COMPANY_NAME,COMPANY_STATUS,COMPANY_CLASS,COMPANY_CATEGORY,COMPANY_SUB_CATEGORY,DATE_OF_REGISTRATION,REGISTERED_STATE,AUTHORIZED_CAP,PAIDUP_CAPITAL,INDUSTRIAL_CLASS,PRINCIPAL_BUSINESS_ACTIVITY_AS_PER_CIN,REGISTERED_OFFICE_ADDRESS,REGISTRAR_OF_COMPANIES,EMAIL_ADDR,LATEST_YEAR_ANNUAL_RETURN,LATEST_YEAR_FINANCIAL_STATEMENT'
const MCA_STATUS: Record<string, string> = { 'Struck Off': 'STRIKE OFF' }
const MCA_STATE: Record<string, string> = { Odisha: 'ORISSA', Puducherry: 'PONDICHERRY', Chhattisgarh: 'CHATTISGARH' }
const ACTIVITIES = ['BUSINESS SERVICES', 'TRADING', 'MANUFACTURING (OTHERS)', 'CONSTRUCTION', 'FINANCE', 'REAL ESTATE AND RENTING']
const LAST_DAY = Date.UTC(2024, 11, 31)

/** 2500000 → 25,00,000 (Indian grouping: thousands, then pairs). */
const indian = (x: number) => {
  const s = String(x)
  return s.length <= 3 ? s : `${s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${s.slice(-3)}`
}
const two = (x: number) => String(x).padStart(2, '0')
const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`

const r = createRng(Number(seed))
const names = nameRegistry(r)
const serials = new Map<string, number>()
const out = createWriteStream(file)
out.write(`\uFEFF${layout === 'current' ? CURRENT_HEADER : HEADER}\r\n`)
for (let i = 0; i < Number(n); i++) {
  const state = r.weighted(STATE_WEIGHTED)
  const stateIndex = STATES.indexOf(state)
  const at = place(r, stateIndex)
  const kind = r.weighted(COMPANY_KINDS.map((k) => [k, k.weight] as const))
  const earliest = kind.code === 'OPC' ? OPC_START : Date.UTC(1960, 0, 1)
  const day = new Date(earliest + Math.floor(((LAST_DAY - earliest) / DAY) * r.next() ** 0.4) * DAY)
  const year = day.getUTCFullYear()
  const age = ageInYears(day.getTime(), LAST_DAY)
  const nic = drawNic(r, kind.code, year).code
  const listed = isListed(r, kind, age)
  const capital = drawCapital(r, kind, nic.slice(0, 2), day.getTime(), listed)
  const status = drawStatus(r, age, kind, listed)
  const serial = (serials.get(at.cin) ?? 0) + 1
  serials.set(at.cin, serial)
  const cin = `${listed ? 'L' : 'U'}${nic}${at.cin}${year}${kind.code}${String(serial).padStart(6, '0')}`
  const name = names({ kind, division: nic.slice(0, 2), code: nic, year, surname: surname(r, state.gst), stateName: state.name, city: at.city })
  const address = addressLine(streetLine(r, state.gst, at.city), at, state).toUpperCase()
  const sep = r.chance(0.7) ? '-' : '/'
  const date = `${two(day.getUTCDate())}${sep}${two(day.getUTCMonth() + 1)}${sep}${year}`
  const money = (x: number) => (r.chance(0.7) ? quoted(indian(x)) : `${x}.00`)
  const filed = status === 'Active' ? String(2023 - r.int(0, 2)) : 'NA'
  const current = [
    cin,
    name.includes(',') ? quoted(name) : name,
    at.roc,
    kind.category,
    kind.subCategory,
    kind.cls === 'One Person Company' ? 'Private(One Person Company)' : kind.cls,
    String(capital.authorised),
    String(capital.paidUp),
    day.toISOString().slice(0, 10),
    quoted(`${address.replace(/[\s-]*\d{6}$/, '')},${at.district},${state.name},${at.pin}-India`),
    listed ? 'Listed' : 'Unlisted',
    MCA_STATUS[status] ?? status,
    state.name,
    'Indian',
    nic,
    r.pick(ACTIVITIES),
  ]
  const cells = [
    cin,
    name.includes(',') ? quoted(name) : name,
    (MCA_STATUS[status] ?? status).toUpperCase(),
    kind.cls === 'One Person Company' ? 'PRIVATE(ONE PERSON COMPANY)' : kind.cls.toUpperCase(),
    kind.category.toUpperCase(),
    kind.subCategory.toUpperCase(),
    date,
    (MCA_STATE[state.name] ?? state.name).toUpperCase(),
    money(capital.authorised),
    r.chance(0.03) ? 'NA' : money(capital.paidUp),
    nic,
    r.pick(ACTIVITIES),
    quoted(r.chance(0.2) ? address.replace(', ', ',\r\n') : address),
    at.roc.toUpperCase(),
    (companyEmail(r, name) ?? 'NA').toUpperCase(),
    filed,
    filed,
  ]
  if (!out.write(`${(layout === 'current' ? current : cells).join(',')}\r\n`)) await once(out, 'drain')
}
out.end()
await once(out, 'finish')
