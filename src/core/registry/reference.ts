// Reference lookups (spec "Reference", contract §5 and §8): HSN, NIC and SAC codes by code prefix
// or description words, and the price list of order items.
import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../../db/open.ts'
import { validationError } from '../../errors.ts'
import { containsPattern } from '../../db/query.ts'
import { ITEM_TYPES } from '../../entities/order.ts'

export const REFERENCE_LIMIT = { limit: 10, max: 50 }

interface Lookup {
  code?: string
  search?: string
  limit: number
}

/** Each table, and the form of a code as a caller may write it (blanks around it are ignored). */
export const REFERENCE_TABLES = {
  hsn: { table: 'ref_hsn', code: /^\s*(?=(?:\D*\d){1,8}\D*$)\d+(?:[. ]\d+)*\s*$/, codeHint: '1 to 8 digits, in groups split by dots or spaces (84.71, 8517 12)' },
  sac: { table: 'ref_sac', code: /^\s*\d{1,6}\s*$/, codeHint: '1 to 6 digits' },
  nic: { table: 'ref_nic', code: /^\s*(?:[A-Ua-u]|\d{1,5})\s*$/, codeHint: 'a section letter A–U or 1 to 5 digits' },
} as const
export type ReferenceKind = keyof typeof REFERENCE_TABLES

/**
 * `code` matches as a prefix (codes are hierarchical: `84` finds chapter 84 and its headings), the
 * shortest (broadest) codes first; `search` needs every word in the description. Neither: the
 * broadest codes (the docs' `/api/reference/hsn-codes` lists codes).
 */
export function lookupReference(db: Db, kind: ReferenceKind, input: Lookup) {
  const spec = REFERENCE_TABLES[kind]
  if (input.code !== undefined && !spec.code.test(input.code)) throw validationError('code', `must be ${spec.codeHint}`)
  const code = input.code?.replace(/[\s.]/g, '').toUpperCase()
  const words = (input.search ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.some((w) => w.length > 100)) throw validationError('search', 'words must be at most 100 characters')
  const conds: Expression<SqlBool>[] = []
  // A NIC sub-class as a record's NICCode carries it (1251 for 01251) matches too.
  if (code && kind === 'nic' && /^\d{4}$/.test(code)) conds.push(sql<SqlBool>`(code LIKE ${`${code}%`} OR code = ${`0${code}`})`)
  else if (code) conds.push(sql<SqlBool>`code LIKE ${`${code}%`}`)
  for (const w of words.slice(0, 10)) conds.push(sql<SqlBool>`description LIKE ${containsPattern(w)} ESCAPE '\\'`)
  const rows = db.all(
    db.kysely
      .selectFrom(spec.table)
      .selectAll()
      .where(conds.length ? sql<SqlBool>`${sql.join(conds, sql.raw(' AND '))}` : sql<SqlBool>`1`)
      .orderBy(sql`length(code)`)
      .orderBy('code')
      .limit(input.limit),
  ) as Record<string, unknown>[]
  // Sub-classes also carry NICCode, the number a company record's NICCode holds (spec: a number).
  if (kind === 'nic') return rows.map((r) => ({ ...r, division: r.division || null, ...(String(r.code).length === 5 ? { NICCode: Number(r.code) } : {}) }))
  return rows
}

// ── prices (contract §8) ─────────────────────────────────────────────────────

export type ItemType = (typeof ITEM_TYPES)[number]

export const CREDIT_COST: Record<ItemType, number> = { company: 1, director: 1, gst: 1, fullcompany: 5 }
export const PRICE_INR: Record<'free' | 'premium', Record<ItemType, number>> = {
  free: { company: 10, director: 10, gst: 10, fullcompany: 50 },
  premium: { company: 8, director: 8, gst: 8, fullcompany: 40 },
}

/** The price list (spec: an object keyed by item type), at the caller's tier: premium pays less. */
export function priceList(premium: boolean): Record<ItemType, { credits: number; price_inr: number }> {
  const tier = premium ? 'premium' : 'free'
  return Object.fromEntries(ITEM_TYPES.map((type) => [type, { credits: CREDIT_COST[type], price_inr: PRICE_INR[tier][type] }])) as Record<
    ItemType,
    { credits: number; price_inr: number }
  >
}
