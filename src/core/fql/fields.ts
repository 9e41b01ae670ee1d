// The field allowlist of each searchable type, derived from the entity declarations (src/entities/):
// FQL names (case-sensitive), aliases, column, value type, value set. Columns are only ever taken
// from here, never from the query text.
import { COMPANY_FIELDS } from '../../entities/company.ts'
import type { Field, FieldType as StoredType } from '../../entities/field.ts'
import { GST_FIELDS } from '../../entities/gst.ts'
import { nearest } from '../nearest.ts'
import { SECTION_DIVISIONS } from '../registry/nic.ts'
import type { Literal, Node } from './ast.ts'

/**
 * `described`: an array of codes searched by the descriptions of those codes in a reference table.
 * Amounts and instants (the account-side records' `real` and `time`) are not searchable.
 */
export type FieldType = Exclude<StoredType, 'real' | 'time'> | 'described'

export interface FieldDef {
  name: string
  column: string
  type: FieldType
  label: string
  nullable?: boolean
  aliases?: readonly string[]
  /** code fields: numbers are left-padded to this width ('NICCode == 1111' means '01111'). */
  pad?: number
  /** Identifiers: stored upper-case, compared exactly (so the primary-key index serves them). */
  identifier?: boolean
  /** Named groups of values: `== 'C'` means IN (every value of group C), `!=` NOT IN, and likewise in IN lists. */
  groups?: Record<string, string[]>
  /** The closed value set: ==, != and IN take only these (case-insensitively) or a meaning. */
  values?: readonly string[]
  /** Documented values the registry does not hold → the FQL they mean. */
  meanings?: Readonly<Record<string, string>>
  /** The value set and the meanings by lower-cased value, made once (compile looks every literal up). */
  byCase?: { values: ReadonlyMap<string, string>; meanings: ReadonlyMap<string, string> }
  /** described fields: the reference table whose descriptions are searched. */
  reference?: 'ref_hsn' | 'ref_sac'
  /** The trigram index that serves CONTAINS, STARTSWITH and ENDSWITH of 3+ characters. */
  trigram?: { table: string; column: string }
}

export type SearchType = 'company' | 'gst'

export const TABLES: Record<SearchType, 'companies' | 'gst_registrations'> = { company: 'companies', gst: 'gst_registrations' }

const GROUPS = { nicSections: SECTION_DIVISIONS }

function fqlFields(fields: readonly Field[]): FieldDef[] {
  return fields.flatMap((f): FieldDef[] => {
    const q = f.fql
    if (!q) return []
    const name = q.name ?? f.key
    if (name === undefined || f.type === 'real' || f.type === 'time') throw new Error(`FQL cannot search ${f.column}: it needs a name, and a type FQL compares`)
    const field: FieldDef = {
      name,
      column: f.column,
      type: f.type,
      label: f.label,
      nullable: f.nullable,
      aliases: q.aliases,
      pad: q.pad,
      identifier: q.identifier,
      groups: q.groups && GROUPS[q.groups],
      values: f.values,
      meanings: q.meanings,
      trigram: q.trigram,
      byCase: f.values && {
        values: new Map(f.values.map((v) => [v.toLowerCase(), v])),
        meanings: new Map(Object.entries(q.meanings ?? {}).map(([k, fql]) => [k.toLowerCase(), fql])),
      },
    }
    const d = q.describedBy
    const described: FieldDef[] = d ? [{ name: d.name, aliases: d.aliases, column: f.column, type: 'described', label: `${f.label}: description`, reference: d.table }] : []
    return [field, ...described]
  })
}

export const FIELDS: Record<SearchType, FieldDef[]> = { company: fqlFields(COMPANY_FIELDS), gst: fqlFields(GST_FIELDS) }

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
export const nearestField = (type: SearchType, name: string): string | undefined => nearest(name, [...INDEX[type].keys()])
