// GET /api/company/director-filter: appointments (with their director and company) in (DIN, CIN)
// order. The exact total comes first (kept for the dataset's life) and picks the page's plan: a broad
// match walks the appointments in key order, every condition checked row by row, and stops at the
// page's end; a narrow one is listed once, SQLite starting from the most selective index, and its
// pages are slices of that list (src/db/query.ts registryKeys).
import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../db/open.ts'
import { containsPattern, registryCount, registryKeys, type Page } from '../../db/query.ts'
import { directorsNamed, directorsNamedCount } from '../../db/registry.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS, DIRECTOR_RESULT_KEYS } from '../../entities/director.ts'
import { trigramContains } from '../fql/compile.ts'
import { type Cond, eqCi, eqId, IDENTIFIERS, like, type Params } from './conditions.ts'

/** Director names matched by a trigram lookup before a page is read: up to `narrow`, their rowids are listed (tests lower it). */
export const DIRECTOR_NAMES = { narrow: 2000 }
/**
 * Past `walk` matching appointments, a page walks the (DIN, CIN) order (reading about 2.9M appointments
 * / total per row of the page); up to it, the matches are listed once and pages are slices (tests lower it).
 */
export const DIRECTOR_PAGES = { walk: 5000 }

// The parameters declared on the appointments (matched on `a.`) and the directors' exact ones (src/entities/director.ts), by their lower-case names.
const APPOINTMENT_PARAMS = APPOINTMENT_FIELDS.flatMap((f) => ('filter' in f ? [[f.filter.param.toLowerCase(), `a.${f.column}`] as const] : []))
const DIRECTOR_PARAMS = DIRECTOR_FIELDS.flatMap((f) => ('filter' in f && f.filter.match === 'exact' ? [[f.filter.param.toLowerCase(), f.column] as const] : []))
const NAME_FILTER = DIRECTOR_FIELDS.find((f) => f.column === 'name')!.filter
const NAME_PARAMS = [NAME_FILTER.param, ...NAME_FILTER.aliases].map((k) => k.toLowerCase())

export function filterDirectors(db: Db, p: Params, page: Page) {
  const name = NAME_PARAMS.map((k) => p.get(k)).find((v) => v !== undefined)
  const state = p.get('state')
  const given = (key: string) => p.get(key)
  // Each condition twice: on the join (SQLite may start from its index) and as a lookup from the
  // appointment row (a correlated probe: the planner then keeps the appointments' key order instead
  // of starting from a condition's index or scanning a table for a Bloom filter).
  const joined: Cond[] = []
  const walked: Cond[] = []
  for (const [key, col] of APPOINTMENT_PARAMS) {
    const v = given(key)
    if (v === undefined) continue
    const cond = IDENTIFIERS.has(key) ? eqId(col, v) : eqCi(col, v)
    joined.push(cond)
    walked.push(cond)
  }
  for (const [key, col] of DIRECTOR_PARAMS) {
    const v = given(key)
    if (v === undefined) continue
    joined.push(eqCi(`d.${col}`, v))
    walked.push(sql<SqlBool>`(SELECT ${sql.ref(`x.${col}`)} FROM directors x WHERE x.din = a.din) = ${v} COLLATE NOCASE`)
  }
  // Another indexed condition (designation has none) can start a narrow page instead of the name.
  const others = ['din', 'cin', 'firstname', 'lastname'].some((k) => given(k) !== undefined)
  const named = name === undefined ? undefined : directorName(db, name)
  // A name and a state, nothing else indexed: one of them starts the join, the other is only checked
  // (`+`), so SQLite never loops over the name's whole rowid list for each row of the state.
  const driver = named && state !== undefined && !others ? (named.broad ? nameOrState(db, name!, state) : 'name') : undefined
  // One probe of companies_state_cin (state, cin): the company row is not read.
  const stateProbe = state === undefined ? undefined : sql<SqlBool>`EXISTS (SELECT 1 FROM companies x WHERE x.state = ${state} COLLATE NOCASE AND x.cin = a.cin)`
  const checkedState = driver === 'name' ? sql<SqlBool>`+c.state = ${state} COLLATE NOCASE` : undefined
  if (state !== undefined) {
    joined.push(checkedState ?? eqCi('c.state', state))
    walked.push(stateProbe!)
  }
  // The name's rowids start the join unless another condition does (then they are only a membership test).
  const nameCount = named && (driver === 'state' || (driver === undefined && (others || state !== undefined)) ? named.member : named?.drive)
  const where = (list: Cond[]) => (list.length ? sql<SqlBool>`${sql.join(list, sql.raw(' AND '))}` : sql<SqlBool>`1`)
  const base = (list: Cond[]) =>
    db.kysely.selectFrom('director_appointments as a').innerJoin('directors as d', 'd.din', 'a.din').innerJoin('companies as c', 'c.cin', 'a.cin').where(where(list))
  // Counted over the tables its conditions name only: every appointment has its director and its
  // company (foreign keys), so a join no condition needs changes no count — and it cost two lookups
  // per appointment (seconds for a common designation at 1M).
  const byDirector = named !== undefined || given('firstname') !== undefined || given('lastname') !== undefined
  // A state only checked (the name drives) is a probe of the state's index, not a join to the company row.
  const byCompany = state !== undefined && checkedState === undefined
  const counted = (list: Cond[]) => {
    const a = db.kysely.selectFrom('director_appointments as a')
    const withD = byDirector ? a.innerJoin('directors as d', 'd.din', 'a.din') : a
    const withC = byCompany ? withD.innerJoin('companies as c', 'c.cin', 'a.cin') : withD
    return (withC as typeof a).where(where(list))
  }
  const countedConds = checkedState ? [...joined.filter((c) => c !== checkedState), stateProbe!] : joined
  const listKeys = (conds: Cond[]) => registryKeys(db, counted(conds).select(sql<number>`a.rowid`.as('k')).orderBy('a.din').orderBy('a.cin'))
  // A name within a state (the name drives): its matches are few, listed in one pass that gives the
  // total as well, instead of a count and then the same join again for the list.
  const listedFirst = checkedState !== undefined && nameCount !== undefined ? listKeys([...countedConds, nameCount]) : undefined
  const total = listedFirst?.length ?? registryCount(db, counted(nameCount ? [...countedConds, nameCount] : countedConds))
  const reply = (rows: Row[]) => ({ results: rows.map(result), total_results: total, page: page.page, limit: page.limit })
  if (total <= page.offset) return reply([])
  const walk = listedFirst === undefined && total > DIRECTOR_PAGES.walk
  // A narrow page started from the state checks a broad name with a LIKE (no rowid list to build).
  const nameNarrow = named && (driver === 'state' && named.broad ? named.like : nameCount)
  const conds = walk ? (named ? [...walked, named.walk] : walked) : nameNarrow ? [...countedConds, nameNarrow] : countedConds
  const columns = ['a.din', 'd.name', 'a.designation', 'a.cin', 'c.name as company_name', 'a.date_of_appointment', 'a.date_of_cessation'] as const
  if (walk) return reply(db.all(base(conds).select(columns).orderBy('a.din').orderBy('a.cin').limit(page.limit).offset(page.offset)))
  // Narrow: the matches are listed once in (DIN, CIN) order (kept for the dataset's life, like the
  // total); a page is a slice of that list, read through the appointments' rowids.
  const keys = listedFirst ?? listKeys(conds)
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
function nameOrState(db: Db, name: string, state: string): 'state' | 'name' {
  const all = (table: 'companies' | 'directors') => Math.max(1, registryCount(db, db.kysely.selectFrom(table)))
  const byState = registryCount(db, db.kysely.selectFrom('companies').where(eqCi('companies.state', state))) / all('companies')
  const byName = directorsNamedCount(db, name) / all('directors')
  return byState <= byName ? 'state' : 'name'
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

/** Each result key's column (src/entities/director.ts DIRECTOR_RESULT_KEYS): the declared ones, and the two names. */
const RESULT_COLUMNS = DIRECTOR_RESULT_KEYS.map((key) => {
  const declared = [...DIRECTOR_FIELDS, ...APPOINTMENT_FIELDS].find((f) => f.key === key)?.column
  return [key, (declared ?? { directorName: 'name', companyName: 'company_name' }[key as string]) as keyof Row] as const
})
const result = (r: Row) => Object.fromEntries(RESULT_COLUMNS.map(([key, column]) => [key, r[column]])) as Record<(typeof DIRECTOR_RESULT_KEYS)[number], string | null>

/**
 * The partial-name condition: `drive` starts the join from the name's directors, `member` only
 * checks them (`+d.rowid`: a join started elsewhere must not loop over the list for each row), `walk`
 * looks the name up from each appointment, `like` reads it. A narrow name (≤ DIRECTOR_NAMES.narrow
 * directors) is listed through the trigram index; a broad one (`sha`: 8% of directors) is matched
 * through it; under 3 characters, a LIKE.
 */
function directorName(db: Db, name: string): { drive: Cond; member: Cond; walk: Cond; like: Cond; broad: boolean } {
  const walk = sql<SqlBool>`(SELECT x.name FROM directors x WHERE x.din = a.din) LIKE ${containsPattern(name)} ESCAPE '\\'`
  const byLike = like('d.name', name)
  if ([...name].length < 3) return { drive: byLike, member: byLike, walk, like: byLike, broad: false }
  const ids = directorsNamed(db, name, DIRECTOR_NAMES.narrow + 1)
  if (ids.length > DIRECTOR_NAMES.narrow) {
    const drive = trigramContains('d', { table: 'directors_fts', column: 'name' }, name)
    const member = sql<SqlBool>`+d.rowid IN (SELECT rowid FROM directors_fts WHERE directors_fts MATCH ${`name : "${name.replace(/"/g, '""')}"`})`
    return { drive, member, walk, like: byLike, broad: true }
  }
  // One JSON parameter, not one per rowid: the SQL text (and its cached statement) stays the same.
  const list = JSON.stringify(ids)
  const drive = sql<SqlBool>`d.rowid IN (SELECT value FROM json_each(${list}))`
  const member = sql<SqlBool>`+d.rowid IN (SELECT value FROM json_each(${list}))`
  return { drive, member, walk: member, like: byLike, broad: false }
}
