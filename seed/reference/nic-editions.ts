// Which edition of the NIC a company's code is read in. A CIN keeps the code its company was registered
// with: companies registered before 2020 carry NIC 2004 codes (and the NIC 1998 software codes 72200 and
// 72900 registrations kept using: U74999MH2016PTC283891, U72200…), those registered from 2020 (SPICe+)
// NIC 2008 codes (U62099KA2020PTC135305, U62099KA2024PTC186568). The record's NIC code and description
// are the edition's; what the company does — its industry for names, capital and the goods and services
// it declares — is always read in NIC 2008.
import { NIC_1998_LEGACY, NIC_2004_BY_CODE, NIC_2004_DIVISIONS, NIC_2008_TO_2004 } from './nic-2004.ts'
import { NIC_2008_BY_CODE } from './nic-2008.ts'
import { NIC_DIVISIONS } from './nic.ts'

export type NicEdition = '2008' | '2004' | '1998'

export interface NicReading {
  code: string
  edition: NicEdition
  description: string
  divisionDescription: string
  /** The NIC 2008 division the activity falls in (for a NIC 2008 code, its own). */
  industry: string
  /** The NIC 2008 sub-class of the activity, where one is known (for a NIC 2008 code, itself). */
  activity?: string
}

/** Registrations from this year on carry NIC 2008 codes; before it, NIC 2004 ones. */
export const NIC_2008_FROM = 2020

/**
 * NIC 2004 divisions → the NIC 2008 division most of their activity moved to (ISIC Rev.3.1 → Rev.4):
 * publishing to 58, computer activities to 62, other business activities to 82, and so on.
 */
const INDUSTRY_OF_2004: Record<string, string> = {
  '01': '01',
  '02': '02',
  '05': '03',
  '10': '05',
  '11': '06',
  '12': '07',
  '13': '07',
  '14': '08',
  '15': '10',
  '16': '12',
  '17': '13',
  '18': '14',
  '19': '15',
  '20': '16',
  '21': '17',
  '22': '58',
  '23': '19',
  '24': '20',
  '25': '22',
  '26': '23',
  '27': '24',
  '28': '25',
  '29': '28',
  '30': '26',
  '31': '27',
  '32': '26',
  '33': '26',
  '34': '29',
  '35': '30',
  '36': '31',
  '37': '38',
  '40': '35',
  '41': '36',
  '45': '41',
  '50': '45',
  '51': '46',
  '52': '47',
  '55': '55',
  '60': '49',
  '61': '50',
  '62': '51',
  '63': '52',
  '64': '61',
  '65': '64',
  '66': '65',
  '67': '66',
  '70': '68',
  '71': '77',
  '72': '62',
  '73': '72',
  '74': '82',
  '75': '84',
  '80': '85',
  '85': '86',
  '90': '37',
  '91': '94',
  '92': '90',
  '93': '96',
  '95': '97',
  '96': '98',
  '97': '98',
  '99': '99',
}
/** NIC 2004 sub-classes of the generator's NIC 2008 ones, turned round: the NIC 2008 code a NIC 2004 one stands for. */
const FROM_2004 = new Map<string, string>([
  // Accounting, book-keeping and auditing: a company keeps books (69202); audit is a firm's or an LLP's (69201).
  ['74120', '69202'],
])
for (const [nic2008, nic2004] of Object.entries(NIC_2008_TO_2004)) if (!FROM_2004.has(nic2004)) FROM_2004.set(nic2004, nic2008)

/**
 * A class padded with 0 (`24110`, `40100`, `85300`, `17110` of L17110MH1973PLC019786): how CINs of the
 * NIC 1998 years carry a class without sub-classes. Read at the level the tables know, its division's.
 */
const classCode = (code: string) => (code.endsWith('0') && !NIC_2004_BY_CODE.has(code) ? NIC_2004_DIVISIONS[code.slice(0, 2)] : undefined)

function reading(code: string, edition: NicEdition): NicReading | undefined {
  if (edition === '2008') {
    const ref = NIC_2008_BY_CODE.get(code)
    return ref && { code, edition, description: ref.description, divisionDescription: NIC_DIVISIONS[code.slice(0, 2)] ?? '', industry: code.slice(0, 2), activity: code }
  }
  const description = edition === '2004' ? NIC_2004_BY_CODE.get(code)?.description : NIC_1998_LEGACY[code]
  if (description === undefined) return undefined
  const activity = FROM_2004.get(code)
  const industry = activity?.slice(0, 2) ?? INDUSTRY_OF_2004[code.slice(0, 2)] ?? code.slice(0, 2)
  return { code, edition, description, divisionDescription: NIC_2004_DIVISIONS[code.slice(0, 2)] ?? '', industry, activity }
}

/** A code as a company registered in `year` carries it: the edition of that time first, then the others. */
export function readNic(code: string, year: number): NicReading | undefined {
  const order: NicEdition[] = year >= NIC_2008_FROM ? ['2008', '2004', '1998'] : ['2004', '1998', '2008']
  for (const edition of order) {
    const r = reading(code, edition)
    if (r) return r
  }
  // Last, a class padded with 0 that no table holds as a sub-class: read at its NIC 2004 division.
  const division = classCode(code)
  if (division === undefined) return undefined
  return { code, edition: '1998', description: division, divisionDescription: division, industry: INDUSTRY_OF_2004[code.slice(0, 2)] ?? code.slice(0, 2) }
}

/**
 * The code a company doing NIC 2008 activity `code` was registered with in `year`: its NIC 2004
 * counterpart before 2020, the code itself from 2020 (or when it has no NIC 2004 counterpart).
 */
export function registeredNic(code: string, year: number): NicReading {
  const old = NIC_2008_TO_2004[code]
  if (old === undefined || year >= NIC_2008_FROM) return reading(code, '2008')!
  return { ...reading(old, '2004')!, industry: code.slice(0, 2), activity: code }
}
