// Companies in CIN order, read kind by kind (src/db/kinds.ts): one arm per kind, each a CIN-ordered
// range of companies_kind_cin, which SQLite merges (a compound SELECT ordered by cin) and stops at the
// page's end. Used when kinds are asked for (company-filter), and by a broad FQL search whose matches
// leave whole kinds out (`companyName ENDSWITH 'Limited'`: no LLP), so the walk skips those kinds'
// CINs instead of reading them (LLPINs sort before every CIN).
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/open.ts'
import { companyKinds, KIND_COLUMNS, type Kind } from '../../db/kinds.ts'
import { listOrder, registryCount, registryRows, type Page } from '../../db/query.ts'
import type { Company } from '../../db/types.ts'

type Cond = Expression<SqlBool>

/** The condition that selects one kind: each column IS its value (NULL included), the kind index's prefix. */
export const kindArm = (kind: Kind): Cond =>
  sql<SqlBool>`${sql.join(
    KIND_COLUMNS.map((col, i) => sql`${sql.ref(`companies.${col}`)} IS ${kind[i]}`),
    sql.raw(' AND '),
  )}`

const compound = (db: Db, arms: Cond[], where: Cond) =>
  arms
    .map((arm) =>
      db.kysely
        .selectFrom('companies')
        .select([sql<number>`companies.rowid`.as('r'), 'companies.cin'])
        .where(sql<SqlBool>`${arm} AND ${where}`),
    )
    .reduce((a, b) => a.unionAll(b))

/** How many companies the arms hold that match `where` (kept like every registry total). */
export const kindTotal = (db: Db, arms: Cond[], where: Cond): number => (arms.length === 0 ? 0 : registryCount(db, db.kysely.selectFrom(compound(db, arms, where).as('k'))))

/**
 * The rowids (as `k`) of the companies of the arms that match `where`, in CIN order, for a kept list
 * (src/db/query.ts listedSlice): found through the most selective condition (the kind index holds
 * whole kinds) and sorted.
 */
export const kindKeys = (db: Db, arms: Cond[], where: Cond) =>
  db.kysely
    .selectFrom('companies')
    .select(sql<number>`companies.rowid`.as('k'))
    .where(sql<SqlBool>`(${sql.join(arms, sql.raw(' OR '))}) AND ${where}`)
    .orderBy(sql.raw(listOrder('companies.cin')))

/** One page of the companies of the arms that match `where`, in CIN order. */
export function kindPage(db: Db, arms: Cond[], where: Cond, page: Pick<Page, 'limit' | 'offset'>): Company[] {
  if (arms.length === 0) return []
  const keys = compound(db, arms, where).orderBy('cin').limit(page.limit).offset(page.offset)
  return db.all(db.kysely.selectFrom('companies').where(sql<SqlBool>`companies.rowid IN (SELECT r FROM (${keys}))`).selectAll().orderBy('companies.cin'))
}

/** The kinds that hold companies matching `where`, with how many (one grouped count, kept for the dataset's life). */
export function kindsMatching(db: Db, where: Cond): { kind: Kind; n: number }[] {
  const grouped = db.kysely
    .selectFrom('companies')
    .select([...KIND_COLUMNS.map((c) => `companies.${c}` as const), sql<number>`count(*)`.as('n')])
    .where(where)
    .groupBy(KIND_COLUMNS.map((c) => `companies.${c}` as const))
  return registryRows(db, grouped).map((r) => ({ kind: KIND_COLUMNS.map((c) => (r as unknown as Record<string, string | null>)[c]), n: r.n }))
}

/** How many companies a kind holds (a range count of the kind index, kept). */
export const kindSize = (db: Db, kind: Kind): number => registryCount(db, db.kysely.selectFrom('companies').where(kindArm(kind)))

/**
 * The arms a broad match in CIN order is better read through: when some kinds hold none of its matches
 * and, in every other kind, at least 1 company in 100 matches (each arm then finds its rows within a few
 * hundred entries). Undefined: walk the CIN order as it is.
 */
export function denseKinds(db: Db, where: Cond): Cond[] | undefined {
  const live = kindsMatching(db, where)
  if (live.length === companyKinds(db).length) return undefined
  if (live.some(({ kind, n }) => n * 100 < kindSize(db, kind))) return undefined
  return live.map(({ kind }) => kindArm(kind))
}
