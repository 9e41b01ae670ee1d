// Value sets of the registries (MCA master data, GST portal) and the links between industry and
// the goods/services a business declares. `[value, weight]` pairs are sampling weights.
export type Weighted<T = string> = ReadonlyArray<readonly [T, number]>

export const COMPANY_STATUSES: Weighted = [
  ['Active', 62], ['Struck Off', 28], ['Under Process of Striking Off', 3], ['Amalgamated', 3], ['Under Liquidation', 2], ['Dormant', 2],
]
export const LLP_STATUSES: Weighted = [['Active', 66], ['Struck Off', 27], ['Under Process of Striking Off', 4], ['Dormant', 3]]
export const CLOSED_STATUSES = new Set(['Struck Off', 'Under Process of Striking Off', 'Amalgamated', 'Under Liquidation'])

/** CIN ownership code → class, category, sub-category, name suffix. */
export interface CompanyKind { code: string; cls: string; category: string; subCategory: string; suffix: string; weight: number; listable: boolean }
export const COMPANY_KINDS: readonly CompanyKind[] = [
  { code: 'PTC', cls: 'Private', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'PRIVATE LIMITED', weight: 86, listable: false },
  { code: 'PLC', cls: 'Public', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: 'LIMITED', weight: 7, listable: true },
  { code: 'OPC', cls: 'One Person Company', category: 'Company limited by shares', subCategory: 'Non-govt company', suffix: '(OPC) PRIVATE LIMITED', weight: 2.5, listable: false },
  { code: 'FTC', cls: 'Private', category: 'Company limited by shares', subCategory: 'Subsidiary of Foreign Company', suffix: 'PRIVATE LIMITED', weight: 1.5, listable: false },
  { code: 'NPL', cls: 'Public', category: 'Company limited by guarantee', subCategory: 'Non-govt company', suffix: 'FOUNDATION', weight: 1.5, listable: false },
  { code: 'GOI', cls: 'Public', category: 'Company limited by shares', subCategory: 'Union Govt company', suffix: 'LIMITED', weight: 0.2, listable: true },
  { code: 'SGC', cls: 'Public', category: 'Company limited by shares', subCategory: 'State Govt company', suffix: 'LIMITED', weight: 0.3, listable: true },
  { code: 'ULT', cls: 'Private', category: 'Unlimited company', subCategory: 'Non-govt company', suffix: 'PRIVATE UNLIMITED COMPANY', weight: 0.1, listable: false },
]

export const DIRECTOR_DESIGNATIONS: Weighted = [
  ['Director', 55], ['Managing Director', 10], ['Whole-time director', 8], ['Additional Director', 8], ['Independent Director', 5],
  ['Nominee Director', 2], ['Alternate Director', 1], ['Director appointed in casual vacancy', 1], ['Company Secretary', 5], ['CFO', 3], ['CEO', 2],
]
export const LLP_DESIGNATIONS: Weighted = [['Designated Partner', 85], ['Partner', 15]]

export const GST_STATUSES_OPEN: Weighted = [['Active', 88], ['Cancelled', 6], ['Suspended', 3], ['Inactive', 3]]
export const GST_STATUSES_CLOSED: Weighted = [['Cancelled', 85], ['Inactive', 10], ['Active', 5]]
export const TAXPAYER_TYPES: Weighted = [
  ['Regular', 85], ['Composition', 11], ['Input Service Distributor (ISD)', 1], ['Casual Taxable Person', 1], ['SEZ Unit', 1], ['Tax Deductor', 0.5], ['Non Resident Taxable Person', 0.5],
]

/** GST constitution of business for a company class / LLP; stand-alone registrations use the others. */
export const constitutionFor = (companyType: string, cls: string | null, subCategory: string | null): string => {
  if (companyType === 'LLP') return 'Limited Liability Partnership'
  if (subCategory === 'Union Govt company' || subCategory === 'State Govt company') return 'Public Sector Undertaking'
  if (subCategory === 'Unlimited company') return 'Unlimited Company'
  return cls === 'Public' ? 'Public Limited Company' : 'Private Limited Company'
}

/** How a NIC section shows up in GST: core business, nature of business, goods and services. */
export interface Industry {
  core: string
  activities: readonly string[]
  hsnChapters: readonly number[]
  sac: readonly string[]
  words: readonly string[]
}

const MANUFACTURING: Industry = {
  core: 'Manufacturing',
  activities: ['Factory / Manufacturing', 'Wholesale Business', 'Office / Sale Office', 'Warehouse / Depot', 'Export', 'Import'],
  hsnChapters: [4, 10, 15, 17, 19, 20, 21, 22, 25, 30, 32, 33, 34, 39, 40, 44, 48, 52, 61, 62, 64, 69, 71, 72, 73, 76, 84, 85, 87, 94],
  sac: ['998821'],
  words: ['INDUSTRIES', 'MANUFACTURING', 'PRODUCTS', 'POLYMERS', 'TEXTILES', 'FOODS', 'PHARMA', 'ENGINEERING WORKS', 'STEELS', 'PACKAGING', 'AGRO PRODUCTS', 'ELECTRICALS', 'CHEMICALS', 'FABRICS', 'AUTO COMPONENTS'],
}

export const INDUSTRIES: Record<string, Industry> = {
  A: { core: 'Agriculture', activities: ['Supplier of Services', 'Wholesale Business', 'Warehouse / Depot'], hsnChapters: [7, 8, 9, 10, 12], sac: [], words: ['AGRO', 'FARMS', 'AGRITECH', 'PLANTATIONS', 'FARMER PRODUCER'] },
  B: { core: 'Mining', activities: ['Factory / Manufacturing', 'Supplier of Services'], hsnChapters: [25, 26, 27], sac: [], words: ['MINERALS', 'MINES', 'RESOURCES', 'NATURAL RESOURCES'] },
  C: MANUFACTURING,
  D: { core: 'Electricity and Energy', activities: ['Supplier of Services', 'Office / Sale Office'], hsnChapters: [85], sac: ['995421'], words: ['POWER', 'ENERGY', 'SOLAR', 'RENEWABLES', 'GREEN ENERGY'] },
  E: { core: 'Waste Management', activities: ['Supplier of Services', 'Recipient of Goods or Services'], hsnChapters: [39, 72], sac: ['998531', '998599'], words: ['ENVIRO', 'RECYCLING', 'WATER SOLUTIONS', 'WASTE MANAGEMENT'] },
  F: { core: 'Construction', activities: ['Works Contract', 'Supplier of Services', 'Office / Sale Office'], hsnChapters: [25, 68, 72, 73], sac: ['995411', '995412', '995414', '995415', '995421', '995461', '995465'], words: ['BUILDERS', 'CONSTRUCTIONS', 'INFRA', 'INFRASTRUCTURE', 'DEVELOPERS', 'INFRAPROJECTS', 'BUILDCON'] },
  G: { core: 'Trading', activities: ['Wholesale Business', 'Retail Business', 'Warehouse / Depot', 'Office / Sale Office', 'Import', 'Export'], hsnChapters: [10, 17, 30, 33, 52, 62, 71, 84, 85, 87], sac: ['996111'], words: ['TRADERS', 'TRADING', 'ENTERPRISES', 'IMPEX', 'OVERSEAS', 'MARKETING', 'DISTRIBUTORS', 'EXPORTS', 'RETAIL'] },
  H: { core: 'Transport and Logistics', activities: ['Supplier of Services', 'Warehouse / Depot', 'Office / Sale Office'], hsnChapters: [], sac: ['996511', '996711', '996721', '996729', '996791', '996812'], words: ['LOGISTICS', 'TRANSPORT', 'CARGO MOVERS', 'FREIGHT CARRIERS', 'SUPPLY CHAIN', 'SHIPPING'] },
  I: { core: 'Hospitality', activities: ['Supplier of Services', 'Retail Business'], hsnChapters: [], sac: ['996311', '996331', '996334', '996337'], words: ['HOSPITALITY', 'HOTELS', 'RESORTS', 'FOODS AND BEVERAGES', 'RESTAURANTS'] },
  J: { core: 'Information Technology', activities: ['Supplier of Services', 'Office / Sale Office', 'Export'], hsnChapters: [85], sac: ['998313', '998314', '998315', '998316', '998319', '998434'], words: ['TECHNOLOGIES', 'SOFTWARE SOLUTIONS', 'INFOTECH', 'DIGITAL', 'TECH LABS', 'SYSTEMS', 'INFOSYSTEMS', 'DATA SERVICES', 'MEDIA'] },
  K: { core: 'Financial Services', activities: ['Supplier of Services', 'Office / Sale Office'], hsnChapters: [], sac: ['997113', '997119', '997131', '997152'], words: ['FINANCE', 'FINVEST', 'CAPITAL', 'INVESTMENTS', 'FINANCIAL SERVICES', 'FINSERV', 'HOLDINGS'] },
  L: { core: 'Real Estate', activities: ['Supplier of Services', 'Leasing Business', 'Office / Sale Office'], hsnChapters: [], sac: ['997211', '997212', '997221'], words: ['REALTY', 'ESTATES', 'PROPERTIES', 'HOMES', 'REAL ESTATE'] },
  M: { core: 'Professional Services', activities: ['Supplier of Services', 'Office / Sale Office'], hsnChapters: [], sac: ['998221', '998222', '998231', '998311', '998312', '998321', '998331', '998346', '998361', '998371'], words: ['CONSULTANTS', 'CONSULTING', 'ADVISORS', 'ASSOCIATES', 'MANAGEMENT SERVICES', 'RESEARCH', 'DESIGN STUDIO'] },
  N: { core: 'Business Support Services', activities: ['Supplier of Services', 'Office / Sale Office'], hsnChapters: [], sac: ['998511', '998513', '998521', '998522', '998533', '998552', '998596', '998599'], words: ['SERVICES', 'FACILITY SERVICES', 'MANPOWER SOLUTIONS', 'SECURITY SERVICES', 'TRAVELS', 'EVENTS', 'OUTSOURCING'] },
  O: { core: 'Public Administration', activities: ['Supplier of Services'], hsnChapters: [], sac: ['998599'], words: ['DEVELOPMENT CORPORATION', 'SERVICES'] },
  P: { core: 'Education', activities: ['Supplier of Services'], hsnChapters: [49], sac: ['999293', '999294'], words: ['EDUCATION', 'EDUTECH', 'LEARNING', 'ACADEMY', 'SKILLS'] },
  Q: { core: 'Healthcare', activities: ['Supplier of Services', 'Retail Business'], hsnChapters: [30, 90], sac: ['999311', '999316'], words: ['HEALTHCARE', 'HOSPITALS', 'MEDICARE', 'DIAGNOSTICS', 'LIFE SCIENCES', 'WELLNESS'] },
  R: { core: 'Entertainment', activities: ['Supplier of Services'], hsnChapters: [95], sac: ['999612'], words: ['ENTERTAINMENT', 'STUDIOS', 'FILMS', 'SPORTS', 'PRODUCTIONS'] },
  S: { core: 'Other Services', activities: ['Supplier of Services', 'Retail Business'], hsnChapters: [33], sac: ['999721', '999722', '998713'], words: ['SERVICES', 'SOLUTIONS', 'CARE'] },
  T: { core: 'Household Services', activities: ['Supplier of Services'], hsnChapters: [], sac: ['998599'], words: ['SERVICES'] },
  U: { core: 'Extraterritorial Organisations', activities: ['Supplier of Services'], hsnChapters: [], sac: ['998599'], words: ['SERVICES'] },
}

/** First words of company names, as MCA names go: family names, Sanskrit words, invented brands. */
export const NAME_WORDS = [
  'SHREE', 'SRI', 'OM', 'JAI', 'MAA', 'SAI', 'GANESH', 'LAKSHMI', 'BALAJI', 'KRISHNA', 'SHIV', 'DURGA', 'HANUMAN', 'RAM',
  'APEX', 'NEXUS', 'ZENITH', 'PINNACLE', 'VERTEX', 'ORBIT', 'QUANTUM', 'NOVA', 'STELLAR', 'HORIZON', 'SUMMIT', 'PRISM', 'VECTOR',
  'AADHAR', 'AAKASH', 'ABHINAV', 'ADITYA', 'AKSHAR', 'AMRIT', 'ANAND', 'ANANT', 'ARIHANT', 'ARYAN', 'ASHOKA', 'BHARAT', 'CHETAK',
  'DHRUV', 'GAGAN', 'GARUDA', 'INDRA', 'JYOTI', 'KALPATARU', 'KAVERI', 'KIRAN', 'MAHAVIR', 'MANGAL', 'MEGH', 'NAVKAR', 'NILKANTH',
  'PARAS', 'PRAGATI', 'PRAKASH', 'RAJHANS', 'SAMRUDDHI', 'SANGAM', 'SARASWATI', 'SHAKTI', 'SHUBH', 'SIDDHI', 'SURYA', 'SWASTIK',
  'TRIVENI', 'UDAY', 'UNNATI', 'VARUN', 'VASUDHA', 'VIJAY', 'VIKAS', 'VINAYAK', 'YAMUNA', 'YASH', 'GLOBAL', 'UNITED', 'NATIONAL',
  'ROYAL', 'GOLDEN', 'SILVERLINE', 'BLUE OCEAN', 'GREENFIELD', 'SUNRISE', 'NEW ERA', 'FIRST CHOICE', 'TRUE VALUE', 'BRIGHT STAR',
]
export const NAME_MIDDLES = ['', '', '', 'INDIA', 'BHARAT', 'GLOBAL', 'INTERNATIONAL', 'NEXT', 'PRIME', 'SMART', 'ELITE', 'UNIVERSAL', 'NEW', 'MODERN']

export const TRADE_SUFFIXES = ['TRADERS', 'ENTERPRISES', 'STORES', 'AGENCIES', 'SERVICES', 'INDUSTRIES', 'TEXTILES', 'ELECTRICALS', 'HARDWARE', 'MEDICALS', 'FOODS', 'MOTORS', 'CONSTRUCTIONS', 'JEWELLERS', 'SUPPLIERS']

export const STREET_KINDS = ['Road', 'Marg', 'Street', 'Nagar', 'Lane', 'Chowk', 'Path', 'Main Road', 'Cross Road', 'Bazar']
export const LOCALITIES = ['Industrial Area', 'Phase II', 'Sector 18', 'MIDC', 'Civil Lines', 'Gandhi Nagar', 'Shivaji Nagar', 'Nehru Place', 'Anna Nagar', 'Salt Lake', 'Koramangala', 'Banjara Hills', 'Connaught Place', 'Andheri East', 'Electronic City', 'Rajaji Nagar', 'Model Town', 'Vasant Vihar', 'Sector 62', 'Peenya']
export const BUILDINGS = ['Plot No.', 'Flat No.', 'Office No.', 'Shop No.', 'Unit', 'Survey No.', 'Door No.', 'House No.']
export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com']
