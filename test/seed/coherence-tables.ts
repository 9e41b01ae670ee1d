// Tables of the coherence test, written independently of the generator's: which NIC divisions an
// industry word in a company name stands for, and which HSN chapters each manufacturing division makes.

/** [word or phrase, NIC divisions it fits]; generic words (SERVICES, SOLUTIONS, ENTERPRISES…) are not industry words. */
export const INDUSTRY_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = (
  [
    ['TEXTILES', '13 14 46 47'], ['FABRICS', '13 46'], ['YARNS', '13'], ['SPINNING', '13'], ['COTTON', '01 13 46'], ['GARMENTS', '14 46 47'], ['APPARELS', '14 46 47'],
    ['CLOTHING', '14'], ['LEATHERS', '15'], ['FOOTWEAR', '15 46 47'], ['PLYWOOD', '16'], ['TIMBERS', '02 16'], ['PAPER', '17'], ['PAPERS', '17'], ['PACKAGING', '17 22'],
    ['PRINTERS', '18'], ['PRINTING', '18'], ['PETROLEUM', '06 19'], ['REFINERIES', '19'], ['CHEMICALS', '20'], ['FERTILIZERS', '20'], ['PAINTS', '20'], ['COSMETICS', '20'],
    ['PHARMA', '21'], ['PHARMACEUTICALS', '21'], ['DRUGS', '21'], ['POLYMERS', '22'], ['PLASTICS', '22'], ['TYRES', '22'], ['RUBBER', '22'], ['CEMENT', '23'], ['CERAMICS', '23'],
    ['TILES', '23'], ['GLASS', '23'], ['STEEL', '24'], ['STEELS', '24'], ['ISPAT', '24'], ['ALLOYS', '24'], ['FORGINGS', '25'], ['FABRICATORS', '25'], ['ELECTRONICS', '26'],
    ['MOBILES', '26'], ['SEMICONDUCTORS', '26'], ['ELECTRICALS', '27'], ['CABLES', '27'], ['TRANSFORMERS', '27'], ['SWITCHGEARS', '27'], ['BATTERIES', '27'],
    ['MACHINERY', '28'], ['PUMPS', '28'], ['AUTO COMPONENTS', '29'], ['AUTOMOTIVE', '29 30'], ['CYCLES', '30'], ['FURNITURE', '31'], ['JEWELLERS', '32'], ['DIAMONDS', '32'],
    ['TOYS', '32'], ['POWER', '35'], ['ENERGY', '35'], ['SOLAR', '35'], ['BUILDERS', '41'], ['CONSTRUCTIONS', '41 42'], ['DEVELOPERS', '41 68'], ['HOUSING', '41 68'],
    ['INFRASTRUCTURE', '42'], ['INFRA', '42'], ['AUTOMOBILES', '29 45'], ['TRADERS', '46'], ['TRADING', '46'], ['IMPEX', '46'], ['DISTRIBUTORS', '46'], ['RETAIL', '47'],
    ['SUPERMARKET', '47'], ['LOGISTICS', '49 52'], ['TRANSPORT', '49'], ['ROADLINES', '49'], ['SHIPPING', '50'], ['AIRLINES', '51'], ['AVIATION', '51'], ['AIRPORTS', '51'],
    ['WAREHOUSING', '52'], ['COLD STORAGE', '52'], ['COURIER', '53'], ['HOTELS', '55'], ['RESORTS', '55'], ['RESTAURANTS', '56'], ['CATERERS', '56'], ['HOSPITALITY', '55 56'],
    ['PUBLISHERS', '58'], ['FILMS', '59'], ['STUDIOS', '59'], ['BROADCASTING', '60'], ['TELEVISION', '60'], ['TELECOM', '26 61'], ['BROADBAND', '61'], ['SOFTWARE', '62'],
    ['INFOTECH', '62 63'], ['INFOSYSTEMS', '62'], ['FINANCE', '64'], ['FINVEST', '64'], ['FINANCIERS', '64'], ['INSURANCE', '65 66'], ['ASSURANCE', '65'], ['BROKERS', '66'],
    ['SECURITIES', '66'], ['REALTY', '68'], ['ESTATES', '68'], ['PROPERTIES', '68'], ['ACCOUNTANTS', '69'], ['CONSULTANTS', '69 70 71 74'], ['CONSULTING', '70'],
    ['ARCHITECTS', '71'], ['RESEARCH', '72 73'], ['BIOTECH', '72'], ['ADVERTISING', '73'], ['MANPOWER', '78'], ['PLACEMENTS', '78'], ['STAFFING', '78'], ['RECRUITMENT', '78'],
    ['TRAVELS', '49 79'], ['TOURS', '79'], ['SECURITY SERVICES', '80'], ['EDUCATION', '85'], ['ACADEMY', '85'], ['EDUTECH', '85'], ['SCHOOLS', '85'], ['HOSPITALS', '86'],
    ['HEALTHCARE', '86'], ['MEDICARE', '86'], ['DIAGNOSTICS', '86'], ['CLINICS', '86'], ['SALONS', '96'], ['FOODS', '03 10 56'], ['DAIRY', '10'], ['TOBACCO', '12'],
  ] as const
).map(([word, divisions]) => [word, divisions.split(' ')] as const)

/** HSN chapters (2-digit) that each manufacturing division (NIC 10–32) makes. */
export const MANUFACTURED_CHAPTERS: Record<string, readonly number[]> = {
  '10': [2, 3, 4, 9, 10, 11, 15, 17, 18, 19, 20, 21, 23], '11': [20, 22], '12': [24], '13': [50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 63], '14': [61, 62], '15': [41, 42, 43, 64],
  '16': [44], '17': [48], '18': [49], '19': [27], '20': [28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38], '21': [29, 30], '22': [39, 40], '23': [25, 68, 69, 70],
  '24': [71, 72, 73, 74, 75, 76], '25': [73, 76, 82, 83], '26': [84, 85, 90], '27': [84, 85, 94], '28': [84], '29': [40, 87], '30': [87], '31': [94], '32': [71, 90, 91, 92, 95, 96],
}

/** India Post's state of a post office as the GST portal names it (Ladakh apart, the western UTs merged, newer spellings). */
export function indiaPostState(state: string, district: string): string {
  if (district === 'Leh' || district === 'Kargil') return 'Ladakh'
  const names: Record<string, string> = {
    'Jammu & Kashmir': 'Jammu and Kashmir', 'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
    Chattisgarh: 'Chhattisgarh', Pondicherry: 'Puducherry', 'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  }
  return names[state] ?? state
}
