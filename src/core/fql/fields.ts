// The field allowlist of each searchable type: FQL names (case-sensitive), aliases, column, value type.
// Columns are only ever taken from here, never from the query text.
import { SECTION_DIVISIONS } from '../registry/nic.ts'
import type { Literal, Node } from './ast.ts'

export type FieldType = 'text' | 'code' | 'number' | 'date' | 'array'

export interface FieldDef {
  name: string
  column: string
  type: FieldType
  aliases?: string[]
  /** code fields: numbers are left-padded to this width ('NICCode == 1111' means '01111'). */
  pad?: number
  /** Identifiers: stored upper-case, compared exactly (so the primary-key index serves them). */
  identifier?: boolean
  /** Named groups of values: `== 'C'` means IN (every value of group C), `!=` NOT IN, and likewise in IN lists. */
  groups?: Record<string, string[]>
}

export type SearchType = 'company' | 'gst'

export const TABLES: Record<SearchType, 'companies' | 'gst_registrations'> = { company: 'companies', gst: 'gst_registrations' }

export const FIELDS: Record<SearchType, FieldDef[]> = {
  company: [
    { name: 'CIN', column: 'cin', type: 'text', identifier: true },
    { name: 'companyName', column: 'name', type: 'text', aliases: ['company'] },
    { name: 'companyType', column: 'company_type', type: 'text' },
    { name: 'classOfCompany', column: 'class', type: 'text' },
    { name: 'companyCategory', column: 'category', type: 'text' },
    { name: 'companySubCategory', column: 'sub_category', type: 'text' },
    { name: 'llpStatus', column: 'status', type: 'text' },
    { name: 'Listed', column: 'listed', type: 'text' },
    { name: 'dateOfIncorporation', column: 'date_of_incorporation', type: 'date' },
    { name: 'authorisedCapital', column: 'authorised_capital', type: 'number', aliases: ['authorizedCapital'] },
    { name: 'paidUpCapital', column: 'paid_up_capital', type: 'number' },
    { name: 'City', column: 'city', type: 'text' },
    { name: 'District', column: 'district', type: 'text' },
    { name: 'State', column: 'state', type: 'text' },
    { name: 'Pincode', column: 'pincode', type: 'code', aliases: ['pincode'] },
    { name: 'NICCode', column: 'nic_code', type: 'code', pad: 5 },
    { name: 'NICDescription', column: 'nic_description', type: 'text' },
    { name: 'mainDivision', column: 'main_division', type: 'code', pad: 2, groups: SECTION_DIVISIONS },
    { name: 'ROCCode', column: 'roc_code', type: 'text' },
    { name: 'email', column: 'email', type: 'text' },
  ],
  gst: [
    { name: 'GSTIN', column: 'gstin', type: 'text', identifier: true },
    { name: 'LegalName', column: 'legal_name', type: 'text' },
    { name: 'TradeName', column: 'trade_name', type: 'text' },
    { name: 'Status', column: 'status', type: 'text' },
    { name: 'TaxpayerType', column: 'taxpayer_type', type: 'text' },
    { name: 'ConstitutionBusiness', column: 'constitution', type: 'text' },
    { name: 'dateOfRegistration', column: 'date_of_registration', type: 'date', aliases: ['DateOfRegistration'] },
    { name: 'state', column: 'state', type: 'text' },
    { name: 'district', column: 'district', type: 'text' },
    { name: 'Pincode', column: 'pincode', type: 'code' },
    { name: 'COREBUSINESS', column: 'core_business', type: 'text' },
    { name: 'Turnover', column: 'turnover', type: 'number', aliases: ['turnover'] },
    { name: 'BusinessActivities', column: 'business_activities', type: 'array' },
    { name: 'hsnCodes', column: 'hsn_codes', type: 'array', aliases: ['hsncd'] },
    { name: 'sacCodes', column: 'sac_codes', type: 'array', aliases: ['saccd'] },
  ],
}

const INDEX = Object.fromEntries(
  (Object.keys(FIELDS) as SearchType[]).map((t) => [t, new Map(FIELDS[t].flatMap((f) => [[f.name, f], ...(f.aliases ?? []).map((a) => [a, f] as const)]))]),
) as Record<SearchType, Map<string, FieldDef>>

/** A predicate on a field with groups, with each group name replaced by its values. */
export function expandGroups<N extends Node>(node: N, field: FieldDef): N | Extract<Node, { type: 'in' }> {
  const groups = field.groups
  if (!groups) return node
  const members = (lit: Literal) => (lit.kind === 'string' ? groups[lit.value.trim().toUpperCase()] : undefined)
  const literals = (lit: Literal): Literal[] => members(lit)?.map((value) => ({ kind: 'string', value, span: lit.span })) ?? [lit]
  if (node.type === 'compare' && (node.op === '==' || node.op === '!=') && members(node.value)) {
    return { type: 'in', field: node.field, fieldSpan: node.fieldSpan, negated: node.op === '!=', values: literals(node.value), span: node.span }
  }
  if (node.type === 'in') return { ...node, values: node.values.flatMap(literals) }
  return node
}

export const findField = (type: SearchType, name: string): FieldDef | undefined => INDEX[type].get(name)

/** The closest known name, for "did you mean" (case differences first, then edit distance ≤ 3). */
export function nearestField(type: SearchType, name: string): string | undefined {
  const names = [...INDEX[type].keys()]
  const sameCase = names.find((n) => n.toLowerCase() === name.toLowerCase())
  if (sameCase) return sameCase
  let best: string | undefined
  let bestDistance = 4
  for (const n of names) {
    const d = editDistance(n.toLowerCase(), name.toLowerCase())
    if (d < bestDistance) {
      best = n
      bestDistance = d
    }
  }
  return best
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]
}
