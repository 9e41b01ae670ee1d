import { DIVISIONS as INDUSTRY_DIVISIONS } from '../../../seed/reference/industries.ts'
import { NIC_CODES } from '../../../seed/reference/nic.ts'

type LegalForm = 'LLP' | 'OPC' | 'PRIVATE' | 'PUBLIC' | 'UNLIMITED' | 'SECTION8'
export const SUFFIX_KINDS: Record<Exclude<LegalForm, 'LLP'>, readonly string[]> = {
  OPC: ['OPC'],
  PRIVATE: ['PTC', 'FTC', 'GAT'],
  PUBLIC: ['PLC', 'GOI', 'SGC', 'FLC', 'GAP'],
  UNLIMITED: ['ULT', 'ULL'],
  SECTION8: ['NPL'],
}
/** The legal form a name ends with: `… (OPC) PRIVATE LIMITED`, `… PVT. LTD.`, `… LIMITED`, `… LLP`, a FOUNDATION without LIMITED. */
export function legalFormOf(name: string): LegalForm | undefined {
  const n = name
    .toUpperCase()
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
  if (/\bL\.?L\.?P$/.test(n)) return 'LLP'
  if (/\bUNLIMITED( COMPANY)?$/.test(n)) return 'UNLIMITED'
  if (/\(?OPC\)? (PRIVATE|PVT\.?) (LIMITED|LTD)$/.test(n)) return 'OPC'
  if (/\b(PRIVATE|PVT\.?) (LIMITED|LTD)$/.test(n)) return 'PRIVATE'
  if (/\b(LIMITED|LTD)$/.test(n)) return 'PUBLIC'
  if (/\b(FOUNDATION|ASSOCIATION|COUNCIL|FEDERATION|FORUM|CHAMBER OF [A-Z ]+|SOCIETY|TRUST|SANGH|SAMITI|SABHA)$/.test(n)) return 'SECTION8'
  return undefined
}
/** Each division's name words (seed/reference/industries.ts), longest first: `MARINE FOODS` before `FOODS`. */
const NAME_WORDS = [
  ...Object.entries(INDUSTRY_DIVISIONS).flatMap(([division, profile]) => profile.words.map(([word]) => [word.toUpperCase(), division] as const)),
  // Words real names carry that the generator does not use.
  ...([
    ['ANALYTICS', '63'],
    ['DATA', '63'],
    ['AI', '62'],
    ['LABS', '72'],
    ['GARMENTS', '14'],
    ['JEWELLERS', '32'],
    ['AUTOMOBILES', '45'],
    ['SHIPPING', '50'],
    ['AIRLINES', '51'],
  ] as const),
].sort((a, b) => b[0].length - a[0].length)
/** The division of the last industry word a name carries before its legal form (`KAVERI AGRO FOODS` → foods, 10). */
export function divisionOfName(name: string): string | undefined {
  const n = ` ${name
    .toUpperCase()
    .replace(/[^A-Z0-9& ]/g, ' ')
    .replace(/\s+/g, ' ')} `
  let best: { at: number; division: string } | undefined
  for (const [word, division] of NAME_WORDS) {
    const at = n.lastIndexOf(` ${word} `)
    if (at >= 0 && (best === undefined || at > best.at)) best = { at, division }
  }
  return best?.division
}

/**
 * The NIC 2008 sub-class standing for what a company of `division` does when its record carries a code
 * of another edition: the generator's commonest code there (one per division, remembered).
 */
export const commonest = new Map<string, string>()
export function activityIn(division: string): string {
  let code = commonest.get(division)
  if (code === undefined) {
    code = NIC_CODES.filter((n) => n.division === division).sort((a, b) => b.weight - a.weight)[0]?.code ?? '82990'
    commonest.set(division, code)
  }
  return code
}
