// GET /api/company/director-filter: appointments (with their director and company) in (DIN, CIN)
// order. The exact total comes first (kept for the dataset's life) and picks the page's plan: a broad
// match walks the appointments in key order, every condition checked row by row, and stops at the
// page's end; a narrow one is listed once, SQLite starting from the most selective index, and its
// pages are slices of that list (src/db/query.ts registryKeys).
import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../db/open.ts'
import { containsPattern, registryCount, registryKeys, type Page } from '../../db/query.ts'
import { directorsNamed, directorsNamedCount } from '../../db/registry.ts'
import { trigramContains } from '../fql/compile.ts'
import { type Cond, eqCi, eqId, IDENTIFIERS, like, type Params } from './conditions.ts'

/** Director names matched by a trigram lookup before a page is read: up to `narrow`, their rowids are listed (tests lower it). */
export const DIRECTOR_NAMES = { narrow: 2000 }
/**
 * Past `walk` matching appointments, a page walks the (DIN, CIN) order (reading about 2.9M appointments
 * / total per row of the page); up to it, the matches are listed once and pages are slices (tests lower it).
 */
export const DIRECTOR_PAGES = { walk: 5000 }

export function filterDirectors(db: Db, p: Params, page: Page) {
  const name = p.get('name') ?? p.get('directorname')
  const state = p.get('state')
  const given = (key: string) => p.get(key)
  // Each condition twice: on the join (SQLite may start from its index) and as a lookup from the
  // appointment row (a correlated probe: the planner then keeps the appointments' key order instead
  // of starting from a condition's index or scanning a table for a Bloom filter).
  const joined: Cond[] = []
  const walked: Cond[] = []
  for (const [key, col] of [
    ['din', 'a.din'],
    ['cin', 'a.cin'],
    ['designation', 'a.designation'],
  ] as const) {
    const v = given(key)
    if (v === undefined) continue
    const cond = IDENTIFIERS.has(key) ? eqId(col, v) : eqCi(col, v)
    joined.push(cond)
    walked.push(cond)
  }
  for (const [key, col] of [
    ['firstname', 'first_name'],
    ['lastname', 'last_name'],
  ] as const) {
    const v = given(key)
    if (v === undefined) continue
    joined.push(eqCi(`d.${col}`, v))
    walked.push(sql<SqlBool>`(SELECT ${sql.ref(`x.${col}`)} FROM directors x WHERE x.din = a.din) = ${v} COLLATE NOCASE`)
  }
  if (state !== undefined) {
    joined.push(eqCi('c.state', state))
    // One probe of companies_state_cin (state, cin): the company row is not read.
    walked.push(sql<SqlBool>`EXISTS (SELECT 1 FROM companies x WHERE x.state = ${state} COLLATE NOCASE AND x.cin = a.cin)`)
  }
  // Another indexed condition (designation has none) can start a narrow page instead of the name.
  const others = ['din', 'cin', 'firstname', 'lastname'].some((k) => given(k) !== undefined)
  const named = name === undefined ? undefined : directorName(db, name, others || state !== undefined)
  const base = (list: Cond[]) =>
    db.kysely
      .selectFrom('director_appointments as a')
      .innerJoin('directors as d', 'd.din', 'a.din')
      .innerJoin('companies as c', 'c.cin', 'a.cin')
      .where(list.length ? sql<SqlBool>`${sql.join(list, sql.raw(' AND '))}` : sql<SqlBool>`1`)
  const total = registryCount(db, base(named ? [...joined, named.count] : joined))
  const reply = (rows: Row[]) => ({ results: rows.map(result), total_results: total, page: page.page, limit: page.limit })
  if (total <= page.offset) return reply([])
  let plan = total > DIRECTOR_PAGES.walk ? 'walk' : 'narrow'
  if (plan === 'narrow' && name !== undefined && named?.broad && state !== undefined && !others) plan = nameOrState(db, name, state)
  const conds = !named ? (plan === 'walk' ? walked : joined) : plan === 'walk' ? [...walked, named.walk] : plan === 'name' ? [...joined, named.count] : [...joined, named.narrow]
  const columns = ['a.din', 'd.name', 'a.designation', 'a.cin', 'c.name as company_name', 'a.date_of_appointment', 'a.date_of_cessation'] as const
  if (plan === 'walk') return reply(db.all(base(conds).select(columns).orderBy('a.din').orderBy('a.cin').limit(page.limit).offset(page.offset)))
  // Narrow: the matches are listed once in (DIN, CIN) order (kept for the dataset's life, like the
  // total); a page is a slice of that list, read through the appointments' rowids.
  const keys = registryKeys(db, base(conds).select(sql<number>`a.rowid`.as('k')).orderBy('a.din').orderBy('a.cin'))
  const slice = keys.slice(page.offset, page.offset + page.limit)
  const rows = db.all(
    base([sql<SqlBool>`a.rowid IN (SELECT value FROM json_each(${JSON.stringify(slice)}))`])
      .select(columns)
      .orderBy('a.din')
      .orderBy('a.cin'),
  )
  return reply(rows)
}

/**
 * A broad name and a state, nothing else indexed, whose matches are listed: from the state's
 * companies or from the name's directors, whichever is the smaller share of its table.
 */
function nameOrState(db: Db, name: string, state: string): 'narrow' | 'name' {
  const all = (table: 'companies' | 'directors') => Math.max(1, registryCount(db, db.kysely.selectFrom(table)))
  const byState = registryCount(db, db.kysely.selectFrom('companies').where(eqCi('companies.state', state))) / all('companies')
  const byName = directorsNamedCount(db, name) / all('directors')
  return byState <= byName ? 'narrow' : 'name'
}

interface Row {
  din: string
  name: string
  designation: string
  cin: string
  company_name: string
  date_of_appointment: string
  date_of_cessation: string | null
}

const result = (r: Row) => ({
  DIN: r.din,
  Name: r.name,
  directorName: r.name,
  Designation: r.designation,
  CIN: r.cin,
  companyName: r.company_name,
  dateOfAppointment: r.date_of_appointment,
  dateOfCessation: r.date_of_cessation,
})

/**
 * The partial-name condition for the count, for a walked page and for a narrow page. Through the
 * trigram index, a narrow name (≤ DIRECTOR_NAMES.narrow directors) lists its directors, so count and
 * page read only their appointments. A broad one (`sha`: 8% of directors) is counted through the
 * index; its page, if the match is broad too, walks the appointments with a lookup of each name,
 * and if another indexed condition narrows it (a small state), reads that one's matches with a LIKE
 * on the name.
 */
function directorName(db: Db, name: string, indexed: boolean): { count: Cond; walk: Cond; narrow: Cond; broad: boolean } {
  const walk = sql<SqlBool>`(SELECT x.name FROM directors x WHERE x.din = a.din) LIKE ${containsPattern(name)} ESCAPE '\\'`
  if ([...name].length < 3) return { count: like('d.name', name), walk, narrow: like('d.name', name), broad: false }
  const ids = directorsNamed(db, name, DIRECTOR_NAMES.narrow + 1)
  if (ids.length > DIRECTOR_NAMES.narrow) {
    const count = trigramContains('d', { table: 'directors_fts', column: 'name' }, name)
    return { count, walk, narrow: indexed ? like('d.name', name) : count, broad: true }
  }
  // One JSON parameter, not one per rowid: the SQL text (and its cached statement) stays the same.
  const listed = sql<SqlBool>`d.rowid IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`
  return { count: listed, walk: listed, narrow: listed, broad: false }
}
