// Company names as MCA approves them: a distinctive part and a word of the company's own industry,
// words of their era, unique ignoring the legal suffix (Companies (Incorporation) Rules, rule 8);
// government companies named like government companies.
import { DIVISIONS, wordFits } from './reference/industries.ts'
import type { CompanyKind, Weighted } from './reference/values.ts'
import type { Rng } from './rng.ts'

/** Distinctive first words, each with the first year it reads naturally (invented brand words are recent). */
const HEADS: ReadonlyArray<readonly [string, number]> = [
  ...'SHREE SRI OM JAI MAA SAI GANESH LAKSHMI BALAJI KRISHNA SHIV DURGA HANUMAN RAM AADHAR AAKASH ABHINAV ADITYA AKSHAR AMRIT ANAND ANANT ARIHANT ARYAN ASHOKA BHARAT CHETAK DHRUV GAGAN GARUDA INDRA JYOTI KALPATARU KAVERI KIRAN MAHAVIR MANGAL MEGH NAVKAR NILKANTH PARAS PRAGATI PRAKASH RAJHANS SAMRUDDHI SANGAM SARASWATI SHAKTI SHUBH SIDDHI SURYA SWASTIK TRIVENI UDAY UNNATI VARUN VASUDHA VIJAY VIKAS VINAYAK YAMUNA YASH NATIONAL UNITED ROYAL GOLDEN STANDARD EASTERN WESTERN SOUTHERN NORTHERN CENTRAL ORIENTAL HIMALAYA GANGA NARMADA'
    .split(' ')
    .map((w) => [w, 0] as const),
  ...'APEX NEXUS ZENITH PINNACLE VERTEX ORBIT QUANTUM NOVA STELLAR HORIZON SUMMIT PRISM VECTOR GLOBAL SILVERLINE GREENFIELD SUNRISE'.split(' ').map((w) => [w, 1990] as const),
  ...'BLUE OCEAN,NEW ERA,FIRST CHOICE,TRUE VALUE,BRIGHT STAR,NEXTGEN,INFINITY,ELEVATE,SPARKLE,CREST'.split(',').map((w) => [w, 2005] as const),
]
const MIDDLES = ['INDIA', 'BHARAT', 'INTERNATIONAL', 'OVERSEAS', 'HINDUSTAN']
/**
 * Surnames of business houses whose names are registered trade marks: name approval refuses a name
 * that contains one without the owner's consent (Companies (Incorporation) Rules 2014, rule 8(2)), so a
 * founder of that surname names the company otherwise ("X BAJAJ FINSERV" was generated). People keep
 * their surnames; only company names avoid them.
 */
export const BRAND_SURNAMES: ReadonlySet<string> = new Set(
  'TATA BIRLA AMBANI ADANI GODREJ MAHINDRA KIRLOSKAR PIRAMAL HINDUJA MUNJAL BURMAN KOTAK PREMJI BAJAJ JINDAL SINGHANIA WADIA GOENKA DALMIA OBEROI RUIA LODHA HIRANANDANI RAHEJA THAPAR KHAITAN'.split(
    ' ',
  ),
)
/** Name forms below (head + word, surname + word, head + middle + word, initials, two heads, head + surname) and their shares. */
const FORMS: Weighted<number> = [
  [0, 22],
  [1, 14],
  [2, 8],
  [3, 8],
  [4, 28],
  [5, 20],
]
/** Initials of founders' names ("S K STEELS"): letters Indian given names and surnames commonly start with. */
const INITIALS = 'A B C D G H J K L M N P R S T V Y'.split(' ')
const FOREIGN_HEADS =
  'NORDIC ALPINE ATLANTIC PACIFIC HELVETIA SAKURA HANSE MERIDIAN LINDEN WESTBROOK KESTREL FALKEN YAMATO BAVARIA RHEIN CASCADE SEQUOIA MAPLE THAMES DANUBE FJORD AURORA SOLSTICE'.split(
    ' ',
  )
const GOVT_WORDS: Record<string, string> = {
  '05': 'COALFIELDS',
  '06': 'OIL AND GAS',
  '07': 'MINERAL',
  '19': 'PETROLEUM',
  '24': 'STEEL',
  '29': 'AUTOMOBILES',
  '35': 'POWER',
  '36': 'WATER SUPPLY',
  '42': 'INFRASTRUCTURE',
  '49': 'ROAD TRANSPORT',
  '50': 'SHIPPING',
  '51': 'AIRPORTS',
  '52': 'WAREHOUSING',
  '55': 'TOURISM',
  '61': 'TELECOM',
  '64': 'FINANCE',
  '65': 'INSURANCE',
  '68': 'HOUSING',
  '72': 'RESEARCH',
  '85': 'EDUCATION',
}
const ZONES = ['NORTHERN', 'SOUTHERN', 'EASTERN', 'WESTERN', 'CENTRAL', 'NORTH EASTERN']

/**
 * The industry words of a division that read naturally in a year and, given the company's NIC 2008
 * code, say what that code does (WORD_FITS: a rice mill's name says RICE MILLS, not DAIRY).
 */
const wordsByKey = new Map<string, string[]>()
export const industryWords = (division: string, year: number, code?: string): string[] => {
  const key = `${division}|${year}|${code ?? ''}`
  let fit = wordsByKey.get(key)
  if (!fit) {
    const words = DIVISIONS[division].words.filter(([w]) => code === undefined || wordFits(division, w, code))
    // Every code of the generator has a word of its own era or an older one (test/seed/coherence.test.ts).
    const usable = words.length > 0 ? words : DIVISIONS[division].words
    fit = usable.filter(([, from]) => from <= year).map(([w]) => w)
    if (fit.length === 0) fit = [usable.reduce((a, b) => (b[1] < a[1] ? b : a))[0]]
    wordsByKey.set(key, fit)
  }
  return fit
}

export interface NameInput {
  kind: CompanyKind | null
  division: string
  /** The company's NIC 2008 sub-class: the name's industry word fits it. */
  code?: string
  year: number
  surname: string
  stateName: string
  city: string
}

/** FNV-1a of a name without its legal suffix, folded to 31 bits (a small integer in V8). */
const nameHash = (name: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 1
}

/** Names taken, as hashes of the part before the suffix: "X TEXTILES LLP" blocks "X TEXTILES PRIVATE LIMITED". */
export function nameRegistry(r: Rng) {
  const taken = new Set<number>()
  const tryTake = (body: string) => {
    const h = nameHash(body)
    if (taken.has(h)) return false
    taken.add(h)
    return true
  }
  const heads = (year: number) => HEADS.filter(([, from]) => from <= year)
  const headsByEra = new Map<number, string[]>()
  const headFor = (year: number) => {
    const era = year < 1990 ? 0 : year < 2005 ? 1990 : 2005
    if (!headsByEra.has(era))
      headsByEra.set(
        era,
        heads(era).map(([w]) => w),
      )
    return r.pick(headsByEra.get(era)!)
  }

  const governmentBody = (input: NameInput, attempt: number) => {
    const word = GOVT_WORDS[input.division] ?? 'DEVELOPMENT'
    const state = input.stateName.toUpperCase()
    const forms =
      input.kind!.code === 'GOI'
        ? [
            `NATIONAL ${word} CORPORATION`,
            `${word} CORPORATION OF INDIA`,
            `HINDUSTAN ${word}`,
            `BHARAT ${word}`,
            `${r.pick(ZONES)} ${word}`,
            `RASHTRIYA ${word} NIGAM`,
            `INDIAN ${word} DEVELOPMENT AGENCY`,
          ]
        : [`${state} STATE ${word} CORPORATION`, `${state} ${word} DEVELOPMENT CORPORATION`, `${state} ${word} NIGAM`, `${state} STATE ${word} DEVELOPMENT CORPORATION`]
    const body = forms[attempt % forms.length]
    return attempt < forms.length ? body : `${input.city.toUpperCase()} ${body}`
  }

  const privateBody = (input: NameInput, attempt: number) => {
    const word = r.pick(industryWords(input.division, input.year, input.code))
    const surname = input.surname.toUpperCase()
    const branded = BRAND_SURNAMES.has(surname)
    if (input.kind?.code === 'FTC') return attempt < 2 ? `${r.pick(FOREIGN_HEADS)} ${word} INDIA` : `${r.pick(FOREIGN_HEADS)} ${r.pick(FOREIGN_HEADS)} ${word} INDIA`
    // The first try takes any form (two distinctive words the commonest, as on the register); later
    // tries the longer forms, which are rarely taken.
    const form = attempt === 0 ? r.weighted(FORMS) : 4 + (attempt % 2)
    switch (branded && (form === 1 || form === 4 || form === 5) ? 2 : form) {
      case 0:
        return `${headFor(input.year)} ${word}`
      case 1:
        return `${surname} ${word}`
      case 2:
        return `${headFor(input.year)} ${r.pick(MIDDLES)} ${word}`
      case 3:
        return `${r.pick(INITIALS)} ${r.pick(INITIALS)} ${word}`
      case 4: {
        const first = headFor(input.year)
        const second = headFor(input.year)
        return first === second ? `${first} ${surname} ${word}` : `${first} ${second} ${word}`
      }
      default:
        return `${headFor(input.year)} ${surname} ${word}`
    }
  }

  /** A name not taken by any entity of any form: MCA would refuse it otherwise. */
  return (input: NameInput): string => {
    const suffix = input.kind?.suffix ?? 'LLP'
    const government = input.kind?.code === 'GOI' || input.kind?.code === 'SGC'
    for (let attempt = 0; attempt < 12; attempt++) {
      const body = government ? governmentBody(input, attempt) : privateBody(input, attempt)
      if (tryTake(body)) return `${body} ${suffix}`
    }
    // Still taken: a place word distinguishes it, as MCA accepts ("… TEXTILES PUNE PRIVATE LIMITED").
    const base = government ? governmentBody(input, 0) : privateBody(input, 0)
    let body = `${base} ${input.city.toUpperCase()}`
    for (let i = 2; !tryTake(body); i++) body = `${base} ${input.city.toUpperCase()} ${i}`
    return `${body} ${suffix}`
  }
}
