// Industry first: what each NIC 2008 division means for the rest of a record — the words its names
// use, the goods (HSN headings) and services (SAC) its GST registrations declare, its GST business
// activities and how large its capital typically is. Codes are those of hsn.ts and sac.ts.

export type ActivityKind = 'factory' | 'trade' | 'retail' | 'works' | 'service' | 'export-service'
export const ACTIVITIES: Record<ActivityKind, readonly string[]> = {
  factory: ['Factory / Manufacturing', 'Office / Sale Office', 'Warehouse / Depot', 'Wholesale Business', 'Export', 'Import'],
  trade: ['Wholesale Business', 'Warehouse / Depot', 'Office / Sale Office', 'Retail Business', 'Import', 'Export'],
  retail: ['Retail Business', 'Office / Sale Office', 'Warehouse / Depot'],
  works: ['Works Contract', 'Supplier of Services', 'Office / Sale Office'],
  service: ['Supplier of Services', 'Office / Sale Office', 'Recipient of Goods or Services'],
  'export-service': ['Supplier of Services', 'Office / Sale Office', 'Export'],
}

export interface DivisionProfile {
  /** Words of the industry for names, each with the first year it reads naturally (0: always). */
  words: ReadonlyArray<readonly [string, number]>
  hsn: readonly string[]
  sac: readonly string[]
  activity: ActivityKind
  /** Typical size: multiplies the authorised-capital draw (1 = a small trading or service company). */
  scale: number
}

const p = (words: string, hsn: string, sac: string, activity: ActivityKind, scale = 1): DivisionProfile => ({
  words: words.split(',').map((w) => {
    const [word, from] = w.trim().split('@')
    return [word, Number(from ?? 0)] as const
  }),
  hsn: hsn === '' ? [] : hsn.split(' '),
  sac: sac === '' ? [] : sac.split(' '),
  activity,
  scale,
})

/** Services of a sub-class that are not its division's (a non-life insurer insures property, not lives). */
export const SAC_BY_CODE: Record<string, readonly string[]> = {
  '64191': ['997112', '997113'],
  '64199': ['997112', '997113'],
  '64910': ['997114'],
  '65110': ['997131'],
  '65120': ['997132', '997133', '997136', '997139'],
}

export const DIVISIONS: Record<string, DivisionProfile> = {
  '01': p('AGRO, FARMS, PLANTATIONS, AGRITECH@2012', '0701 0702 0703 0713 0801 0803 0804 0901 0902 1001 1005 1006 1201 1207', '', 'trade'),
  '02': p('FORESTRY, TIMBERS', '4407', '', 'trade'),
  '03': p('FISHERIES, AQUA, MARINE FOODS', '0302', '', 'trade'),
  '05': p('COAL, MINERALS', '2701', '', 'factory', 20),
  '06': p('PETROLEUM, OIL AND GAS', '2710 2711', '', 'factory', 50),
  '07': p('MINERALS, MINES, ORES', '2601', '', 'factory', 10),
  '08': p('MINERALS, STONES, GRANITES', '2515 2517 2501', '', 'factory', 2),
  '09': p('OILFIELD SERVICES, DRILLING', '', '998599', 'service', 5),
  '10': p(
    'FOODS, FOOD PRODUCTS, AGRO FOODS, DAIRY, FLOUR MILLS, RICE MILLS',
    '0401 0402 0405 0406 1006 1101 1507 1508 1701 1704 1806 1901 1902 1905 2001 2009 2101 2106 0902 0904 0909 2309',
    '',
    'factory',
    2,
  ),
  '11': p('BEVERAGES, AQUA, BOTTLERS', '2201 2202 2203', '', 'factory', 3),
  '12': p('TOBACCO, BIDI', '2401 2403', '', 'factory', 2),
  '13': p('TEXTILES, SPINNING MILLS, FABRICS, COTTON MILLS, YARNS', '5205 5208 5407 5509 5701 6302 6305 5007', '998821', 'factory', 3),
  '14': p('GARMENTS, APPARELS, FASHIONS@1985, CLOTHING, EXPORTS', '6105 6109 6203 6204 6205 6206 6211', '998821', 'factory'),
  '15': p('LEATHERS, FOOTWEAR, TANNERS', '4107 4202 4203 6403 6404', '', 'factory'),
  '16': p('TIMBERS, PLYWOOD, WOOD PRODUCTS, SAW MILLS', '4407 4412 4418', '', 'factory'),
  '17': p('PAPERS, PAPER MILLS, PACKAGING, CARTONS', '4802 4819 4820', '', 'factory', 2),
  '18': p('PRINTERS, OFFSET PRINTERS, PRINTING PRESS, GRAPHICS', '4901 4902 4911', '', 'factory'),
  '19': p('PETROLEUM, REFINERIES, FUELS', '2710 2711 2701', '', 'factory', 50),
  '20': p(
    'CHEMICALS, FERTILIZERS, PAINTS, DYES, COSMETICS, DETERGENTS',
    '2804 2836 2901 2933 3102 3105 3208 3209 3215 3301 3304 3305 3306 3401 3402 3403 3506 3808 3824',
    '',
    'factory',
    3,
  ),
  '21': p('PHARMA, PHARMACEUTICALS, DRUGS, LIFE SCIENCES@1995, LABORATORIES, REMEDIES', '3002 3003 3004 3005 2933', '', 'factory', 3),
  '22': p('POLYMERS, PLASTICS, RUBBER, TYRES, POLYPACK', '3901 3917 3920 3923 3924 3926 4011 4016', '', 'factory', 2),
  '23': p('CEMENT, CERAMICS, BRICKS, GLASS, TILES, CONCRETE', '2523 6802 6810 6907 6911 7010 7013', '', 'factory', 3),
  '24': p('STEELS, ISPAT, METALS, ALLOYS, FOUNDRY, IRON AND STEEL', '7204 7208 7210 7214 7408 7604 7108', '', 'factory', 8),
  '25': p('ENGINEERING WORKS, FABRICATORS, METAL WORKS, FORGINGS', '7306 7308 7318 7323 7610 8201 8205 8301', '', 'factory', 2),
  '26': p('ELECTRONICS@1970, TELECOM@1985, MOBILES@2000, COMPUTERS@1985, SEMICONDUCTORS@1985', '8471 8473 8517 8523 8528 8541 9026', '', 'factory', 3),
  '27': p('ELECTRICALS, CABLES, SWITCHGEARS, TRANSFORMERS, BATTERIES, LIGHTING', '8501 8504 8507 8516 8536 8539 8544 9405', '', 'factory', 2),
  '28': p('MACHINERY, MACHINE TOOLS, PUMPS, ENGINEERS, EQUIPMENTS', '8413 8414 8415 8418 8421 8432 8443 8450 8481', '998717', 'factory', 3),
  '29': p('AUTOMOTIVE, AUTO COMPONENTS, MOTORS, AUTO PARTS', '8702 8703 8704 8708 4011', '998881', 'factory', 5),
  '30': p('CYCLES, MOTORS, AUTOMOTIVE', '8711 8712', '', 'factory', 5),
  '31': p('FURNITURE, FURNISHINGS, WOOD CRAFTS', '9401 9403 9404', '', 'factory'),
  '32': p('JEWELLERS, GEMS, DIAMONDS, TOYS, SURGICALS, OPTICALS', '7113 7117 7102 9503 9506 9608 9619 9018 9021 9004 9102 9207', '', 'factory', 2),
  '33': p('ENGINEERING SERVICES, MAINTENANCE SERVICES, ENGINEERS', '8413 8481', '998717 998714', 'service'),
  // Electricity is goods (HSN 2716, exempt); transmission and distribution are services (SAC 9969).
  '35': p('POWER, ENERGY, SOLAR@2005, RENEWABLES@2005, GREEN ENERGY@2005', '2716', '996912 996911', 'service', 30),
  '36': p('WATER, WATER SOLUTIONS', '2201', '', 'service', 3),
  '38': p('ENVIRO, RECYCLING@1995, WASTE MANAGEMENT', '7204 3901', '998531 998599', 'service', 2),
  '41': p('BUILDERS, CONSTRUCTIONS, DEVELOPERS, BUILDCON@1995, HOUSING', '', '995411 995412 995414 995415', 'works', 2),
  '42': p('INFRA@1995, INFRASTRUCTURE, INFRAPROJECTS@2000, CONSTRUCTIONS, ENGINEERS AND CONTRACTORS', '2523 7214 7308', '995421', 'works', 4),
  '43': p('ELECTRICAL CONTRACTORS, INTERIORS, CONTRACTORS, PROJECTS', '8544 8536', '995461 995465', 'works'),
  '45': p('AUTOMOBILES, MOTORS, AUTO SALES, AUTO AGENCIES', '8703 8708 8711 4011', '998714', 'trade', 2),
  '46': p('TRADERS, TRADING, IMPEX, DISTRIBUTORS, EXPORTS, AGENCIES, MARKETING', '', '996111', 'trade'),
  '47': p('RETAIL, STORES, MART@1995, SUPERMARKET@1990, RETAIL VENTURES@1995', '', '', 'retail'),
  '49': p('LOGISTICS@1995, TRANSPORT, ROADLINES, CARRIERS, TRAVELS', '', '996511 996791 996411', 'service'),
  '50': p('SHIPPING, MARINE SERVICES, SHIPPING LINES', '', '996521', 'service', 5),
  '51': p('AIRWAYS, AVIATION, AIRLINES', '', '996531', 'service', 20),
  '52': p('WAREHOUSING, COLD STORAGE, LOGISTICS@1995, CLEARING AND FORWARDING, SUPPLY CHAIN@2000', '', '996711 996721 996729', 'service'),
  '53': p('COURIER, EXPRESS', '', '996812', 'service'),
  '55': p('HOTELS, RESORTS, HOSPITALITY, INNS', '', '996311', 'service', 2),
  '56': p('RESTAURANTS, CATERERS, FOODS AND BEVERAGES, HOSPITALITY', '', '996331 996334 996337', 'service'),
  '58': p('PUBLICATIONS, PUBLISHERS, PUBLISHING HOUSE', '4901 4902', '998434', 'service'),
  '59': p('FILMS, STUDIOS, PRODUCTIONS, PICTURES, ENTERTAINMENT', '', '999612', 'service'),
  '60': p('BROADCASTING, TELEVISION, MEDIA, NETWORK', '', '999612', 'service', 5),
  '61': p('TELECOM@1985, COMMUNICATIONS, BROADBAND@2000, TELESERVICES@1990', '', '998422', 'service', 10),
  '62': p(
    'SOFTWARE@1980, TECHNOLOGIES@1985, INFOTECH@1995, INFOSYSTEMS@1990, SYSTEMS@1980, DIGITAL@2000, TECH LABS@2010, IT SOLUTIONS@1995, SOFTECH@1990',
    '',
    '998313 998314 998315 998316 998319',
    'export-service',
  ),
  '63': p('DATA SERVICES@1985, INFOTECH@1995, WEB SERVICES@1998, DIGITAL@2000, INTERNET@1997, ONLINE@1998', '', '998315 998319 998434 998598', 'export-service'),
  '64': p('FINANCE, FINVEST, CAPITAL, INVESTMENTS, HOLDINGS, FINANCIERS, CREDITS, FINSERV@2000', '', '997113 997114 997119', 'service', 3),
  '65': p('INSURANCE, ASSURANCE, LIFE INSURANCE', '', '997131', 'service', 100),
  '66': p('SECURITIES, STOCK BROKERS, SHARE BROKERS, INSURANCE BROKERS, WEALTH@1995, CAPITAL', '', '997152 997119', 'service'),
  '68': p('REALTY@1995, ESTATES, PROPERTIES, HOMES, REAL ESTATE, LAND DEVELOPERS', '', '997211 997212 997221', 'service', 2),
  '69': p('ADVISORS, CONSULTANTS, TAX CONSULTANTS, ACCOUNTANTS', '', '998221 998222 998231 998232 998211', 'service'),
  '70': p('CONSULTANTS, CONSULTING, MANAGEMENT SERVICES, ADVISORS, ADVISORY', '', '998311 998312', 'export-service'),
  '71': p('ENGINEERING CONSULTANTS, ARCHITECTS, DESIGNERS, TESTING LABORATORIES', '', '998321 998331 998346', 'service'),
  '72': p('RESEARCH, RESEARCH LABS, BIOTECH@1990, INNOVATIONS@1995', '', '998346', 'export-service', 2),
  '73': p('ADVERTISING, MEDIA, ADVERTISERS, MARKETING, RESEARCH', '', '998361 998371', 'service'),
  '74': p('DESIGN STUDIO@1995, DESIGNERS, TECHNICAL SERVICES, CONSULTANTS', '', '998599 998312', 'service'),
  '75': p('VETERINARY SERVICES, ANIMAL CARE', '', '998599', 'service'),
  '77': p('RENTALS, LEASING, CAR RENTALS, EQUIPMENT HIRE', '', '997311', 'service', 2),
  '78': p('MANPOWER SOLUTIONS, PLACEMENTS, STAFFING@1995, HR SERVICES@1995, RECRUITMENT', '', '998511 998513', 'service'),
  '79': p('TRAVELS, TOURS AND TRAVELS, HOLIDAYS, TOURS', '', '998552 998555', 'service'),
  '80': p('SECURITY SERVICES, SECURITY AND ALLIED SERVICES, GUARDS, DETECTIVES', '', '998521 998522', 'service'),
  '81': p('FACILITY SERVICES@1995, FACILITY MANAGEMENT@1995, CLEANING SERVICES, PEST CONTROL', '', '998533 998531', 'service'),
  '82': p('BUSINESS SERVICES, OUTSOURCING@1995, BPO@2000, EVENTS, SUPPORT SERVICES', '', '998599 998596', 'export-service'),
  '84': p('ADMINISTRATION', '', '998599', 'service'),
  '85': p('EDUCATION, ACADEMY, LEARNING, EDUCATIONAL SERVICES, EDUTECH@2012, SKILLS@2010, SCHOOLS', '4901', '999293 999294', 'service'),
  '86': p('HOSPITALS, HEALTHCARE, MEDICARE, DIAGNOSTICS, CLINICS, NURSING HOME', '3004 9018', '999311 999316', 'service', 2),
  '87': p('CARE HOMES, ELDER CARE, NURSING CARE', '', '999311', 'service'),
  '88': p('SOCIAL SERVICES, WELFARE, COMMUNITY SERVICES', '', '998599', 'service'),
  '90': p('ARTS, ENTERTAINMENT, EVENTS, CREATIONS', '', '999612', 'service'),
  '93': p('SPORTS, CLUBS, AMUSEMENTS, FITNESS@1995, GAMING@2005', '9506', '998599', 'service'),
  '94': p('ASSOCIATION, FORUM, FEDERATION, CHAMBER', '', '998599', 'service'),
  '95': p('COMPUTER SERVICES@1985, REPAIRS, SERVICE CENTRE', '8473', '998713', 'service'),
  '96': p('SALONS, BEAUTY CARE, WELLNESS@1995, LAUNDRY, SERVICES', '3304 3305', '999721 999722', 'service'),
}

/**
 * Trade codes name their goods: wholesale and retail HSN by NIC sub-class (the first 4 or 5 digits
 * that match), for the trading divisions 45–47 whose division alone says nothing about the goods.
 */
export const TRADE_HSN: Record<string, readonly string[]> = {
  '46201': ['1001', '1006', '0713'],
  '46301': ['1701', '1905', '2106', '2202', '0401', '0902'],
  '46411': ['5208', '5407', '5509', '6302'],
  '46491': ['3004', '3003', '9018'],
  '46511': ['8471', '8473'],
  '46529': ['8517', '8528', '8523'],
  '46539': ['8432', '8201'],
  '46610': ['2710', '2711', '2701'],
  '46620': ['7214', '7208', '7604', '7408'],
  '46632': ['2523', '6907', '7214', '6810'],
  '46101': ['1006', '5208', '7214', '3004'],
  '46909': ['3923', '4819', '8516', '9403', '3401', '1905'],
  '4711': ['1006', '0401', '1905', '2106', '3401'],
  '4719': ['3401', '6109', '9403', '8516', '3304'],
  '4721': ['1006', '1001', '0713'],
  '4773': ['7113', '7117'],
  '4791': ['8517', '6109', '8471', '3304', '9503'],
}

export const tradeHsn = (nic: string): readonly string[] => TRADE_HSN[nic] ?? TRADE_HSN[nic.slice(0, 4)] ?? []

/**
 * NIC sub-classes that need a licence or a legal form (banking and insurance: public companies; audit
 * and legal practice: LLPs of professionals; NBFCs: companies other than OPCs), and the year an activity
 * became possible (mobile phones, e-commerce…): the generator draws another code when these fail.
 */
export const NIC_FORMS: Record<string, readonly string[]> = {
  '64191': ['PLC', 'GOI', 'SGC'],
  '64199': ['PLC', 'GOI', 'SGC'],
  '65110': ['PLC', 'GOI'],
  '65120': ['PLC', 'GOI'],
  '64920': ['PTC', 'PLC', 'GOI', 'SGC'],
  '64990': ['PTC', 'PLC', 'FTC'],
  '69100': ['LLP'],
  '69201': ['LLP'],
}
export const NIC_FROM: Record<string, number> = {
  '26305': 1995,
  '26201': 1985,
  '47912': 2000,
  '62012': 1996,
  '63112': 1997,
  '63122': 1997,
  '35105': 2005,
  '35106': 1995,
  '61202': 1994,
  '58201': 1985,
  '62011': 1980,
  '62013': 1985,
  '62020': 1985,
  '62091': 1990,
  '62099': 1985,
  '63111': 1980,
  '82200': 1998,
  '78300': 1990,
}
/** Section 8 companies: education, health, social work, research, arts, sport, associations. */
export const NPL_DIVISIONS = new Set(['72', '85', '86', '87', '88', '90', '93', '94'])
/** Government companies: utilities, mining, heavy industry, finance, transport, infrastructure, development. */
export const GOVT_DIVISIONS = new Set(['05', '06', '07', '19', '24', '29', '35', '36', '42', '49', '50', '51', '52', '55', '61', '64', '65', '68', '72', '85'])
