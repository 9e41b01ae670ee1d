// MCA's principal business activity groups: the twelve words the Ministry's Company Master Data on
// data.gov.in gives each company (its PRINCIPAL_BUSINESS_ACTIVITY_AS_PER_CIN column, and today's
// CompanyIndustrialClassification where it holds no NIC description), one per NIC section of the code in
// the company's CIN. The grouping of sections is read from the groups' own names and the NIC sections'
// (NIC 2004 for codes registered before 2020, NIC 2008 after): hotels and restaurants count as services,
// computer and information services as business services, publishing with communications in NIC 2008
// (NIC 2004 kept it in manufacturing). MCA publishes no concordance of its own; check one against it.
// Pure data (src/entities): the generator draws by it, and migration 21 filled the companies already there by it.

export const ACTIVITY_GROUPS = [
  'Agriculture and Allied Activities',
  'Mining and Quarrying',
  'Manufacturing',
  'Electricity, Gas and Water companies',
  'Construction',
  'Trading',
  'Transport, storage and Communications',
  'Finance',
  'Insurance',
  'Real Estate and Renting',
  'Business Services',
  'Community, personal and Social Services',
] as const
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number]

/** Divisions from–to (two digits) and their group. */
type Range = readonly [from: number, to: number, group: ActivityGroup]

/** NIC 2008 divisions (two digits) → group. */
export const ACTIVITY_BY_NIC_2008: readonly Range[] = [
  [1, 3, 'Agriculture and Allied Activities'],
  [5, 9, 'Mining and Quarrying'],
  [10, 33, 'Manufacturing'],
  [35, 39, 'Electricity, Gas and Water companies'],
  [41, 43, 'Construction'],
  [45, 47, 'Trading'],
  [49, 53, 'Transport, storage and Communications'],
  [55, 56, 'Community, personal and Social Services'],
  [58, 61, 'Transport, storage and Communications'],
  [62, 63, 'Business Services'],
  [64, 64, 'Finance'],
  [65, 65, 'Insurance'],
  [66, 66, 'Finance'],
  [68, 68, 'Real Estate and Renting'],
  [69, 75, 'Business Services'],
  [77, 77, 'Real Estate and Renting'],
  [78, 82, 'Business Services'],
  [84, 99, 'Community, personal and Social Services'],
]

/** NIC 2004 (and NIC 1998) divisions → group. */
export const ACTIVITY_BY_NIC_2004: readonly Range[] = [
  [1, 5, 'Agriculture and Allied Activities'],
  [10, 14, 'Mining and Quarrying'],
  [15, 37, 'Manufacturing'],
  [40, 41, 'Electricity, Gas and Water companies'],
  [45, 45, 'Construction'],
  [50, 52, 'Trading'],
  [55, 55, 'Community, personal and Social Services'],
  [60, 64, 'Transport, storage and Communications'],
  [65, 65, 'Finance'],
  [66, 66, 'Insurance'],
  [67, 67, 'Finance'],
  [70, 71, 'Real Estate and Renting'],
  [72, 74, 'Business Services'],
  [75, 99, 'Community, personal and Social Services'],
]
