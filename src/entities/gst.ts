// GST registrations, in table order.
import type { Field } from './field.ts'

export const GST_STATUSES = ['Active', 'Cancelled', 'Suspended', 'Inactive'] as const
/** The aggregate-turnover slabs (rupees each starts at; the last is open-ended): the values Turnover takes. */
export const TURNOVER_SLABS = [0, 4_000_000, 15_000_000, 50_000_000, 250_000_000, 1_000_000_000, 5_000_000_000] as const

export const GST_FIELDS = [
  {
    column: 'gstin',
    key: 'GSTIN',
    type: 'text',
    label: 'GSTIN',
    fql: { identifier: true, aliases: ['gstin'] },
    pattern: '^[0-9]{2}[A-Z0-9]{10}[0-9A-Z][ZDC][0-9A-Z]$',
    filter: { param: 'GSTIN', match: 'exact' },
  },
  { column: 'pan', key: 'PAN', type: 'text', label: 'PAN', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$', filter: { param: 'PAN', match: 'exact', doc: 'PAN (any case)' } },
  { column: 'cin', key: 'CIN', type: 'text', nullable: true, label: 'CIN', filter: { param: 'CIN', match: 'exact', doc: 'The company’s CIN or LLPIN' } },
  {
    column: 'legal_name',
    key: 'LegalName',
    type: 'text',
    label: 'Legal name',
    fql: { trigram: { table: 'gst_fts', column: 'legal_name' } },
    filter: { param: 'LegalName', match: 'name', doc: 'Part of the legal name' },
  },
  {
    column: 'trade_name',
    key: 'TradeName',
    type: 'text',
    label: 'Trade name',
    fql: { trigram: { table: 'gst_fts', column: 'trade_name' } },
    filter: { param: 'TradeName', match: 'name', doc: 'Part of the trade name' },
  },
  { column: 'status', key: 'Status', type: 'text', label: 'Status', values: GST_STATUSES, fql: {}, filter: { param: 'Status', match: 'exact' } },
  { column: 'taxpayer_type', key: 'TaxpayerType', type: 'text', label: 'Taxpayer type', fql: {}, filter: { param: 'TaxpayerType', match: 'exact' } },
  { column: 'constitution', key: 'ConstitutionBusiness', type: 'text', label: 'Constitution', fql: {} },
  { column: 'date_of_registration', key: 'dateOfRegistration', type: 'date', label: 'Registered', fql: { aliases: ['DateOfRegistration'] } },
  { column: 'state', key: 'state', type: 'text', label: 'State', fql: {}, filter: { param: 'State', match: 'exact', doc: 'State name' } },
  { column: 'address', key: 'Address', type: 'text', label: 'Address' },
  { column: 'pincode', key: 'Pincode', type: 'code', label: 'PIN code', fql: {}, pattern: '^[1-9][0-9]{5}$', filter: { param: 'Pincode', match: 'exact' } },
  { column: 'core_business', key: 'COREBUSINESS', type: 'text', label: 'Core business', fql: {} },
  { column: 'business_activities', key: 'BusinessActivities', type: 'array', label: 'Business activities', show: 'list', fql: {} },
  {
    column: 'hsn_codes',
    key: 'hsnCodes',
    type: 'array',
    label: 'HSN codes',
    show: 'list',
    fql: { aliases: ['hsncd'], describedBy: { table: 'ref_hsn', name: 'hsnDescription', aliases: ['hsndesc'] } },
  },
  {
    column: 'sac_codes',
    key: 'sacCodes',
    type: 'array',
    label: 'SAC codes',
    show: 'list',
    fql: { aliases: ['saccd'], describedBy: { table: 'ref_sac', name: 'sacDescription', aliases: ['sdesc'] } },
  },
  { column: 'district', key: 'district', type: 'text', label: 'District', fql: {}, filter: { param: 'district', match: 'exact' } },
  // The aggregate-turnover slab: the rupees it starts at (null for a Tax Deductor or an older dataset).
  { column: 'turnover', key: 'Turnover', type: 'number', nullable: true, label: 'Turnover slab', fql: { aliases: ['turnover'] } },
] as const satisfies readonly Field[]

/** The keys of a GST registration in search and filter results, in their order. */
export const GST_SUMMARY = ['GSTIN', 'LegalName', 'TradeName', 'dateOfRegistration', 'state', 'Status', 'TaxpayerType', 'Pincode'] as const
