// Plans for the search shapes that were slow at 1M companies (issue 12: every shape p95 ≤ 50 ms):
// the kind filters read the kind index in CIN order, a broad FQL match sorted by an indexed column
// walks that index, a filter that matches nothing reads no page. Each answer equals a plain SQL oracle.
import type Database from 'better-sqlite3'
import { sql, type SqlBool } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileFql, compileFqlReport } from '../../src/core/fql/compile.ts'
import { DIRECTOR_NAMES, DIRECTOR_PAGES, filterCompanies, filterDirectors, type Params } from '../../src/core/registry/filters.ts'
import { RECENT_WALK, recentCompanies, recentDirectors, recentGst } from '../../src/core/registry/recent.ts'
import { searchRecords } from '../../src/core/registry/search.ts'
import { companyKinds } from '../../src/db/kinds.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb, type Db } from '../../src/db/open.ts'
import { registryCaches } from '../../src/db/query.ts'
import { loadFixtures } from '../../src/records/fixtures.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { seededDb } from '../_setup.ts'

const plan = (db: Database.Database, text: string, params: readonly unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[]).map((r) => r.detail).join('\n')

/** The queries `run` sends through db.all (compiled: SQL and parameters), in order. */
/** The SQL texts of the statements `fn` prepares through `db.stmt` that `keep` matches, and what `fn` returned. */
function statementsOf<T>(db: Db, keep: RegExp, fn: () => T): { texts: string[]; value: T } {
  const texts: string[] = []
  const stmt = db.stmt
  db.stmt = ((text: string) => {
    if (keep.test(text)) texts.push(text)
    return stmt(text)
  }) as Db['stmt']
  try {
    return { texts, value: fn() }
  } finally {
    db.stmt = stmt
  }
}

function queriesOf(run: () => void): { sql: string; parameters: readonly unknown[] }[] {
  const seen: { sql: string; parameters: readonly unknown[] }[] = []
  const all = db.all
  db.all = ((q: Parameters<Db['all']>[0]) => {
    seen.push(q.compile())
    return all(q)
  }) as Db['all']
  try {
    run()
  } finally {
    db.all = all
  }
  return seen
}

let db: Db
beforeAll(async () => {
  db = await seededDb()
}, 60_000)
afterAll(() => db.close())

/** In a company search's default order: companies, then LLPs (every LLPIN sorts before 'L'), each by identifier. */
const cinsOf = (where: string, params: unknown[], offset = 0, limit = 10) =>
  db.sqlite
    .prepare(`SELECT cin FROM companies WHERE ${where} ORDER BY cin < 'L', cin LIMIT ${limit} OFFSET ${offset}`)
    .pluck()
    .all(...params) as string[]
const countOf = (where: string, params: unknown[]) =>
  db.sqlite
    .prepare(`SELECT count(*) FROM companies WHERE ${where}`)
    .pluck()
    .get(...params) as number

describe('company kinds (listed, class, category, sub-category)', () => {
  it('are the distinct combinations of the rows, found by skipping through the index', () => {
    const all = db.sqlite.prepare('SELECT DISTINCT listed, class, category, sub_category FROM companies ORDER BY 1, 2, 3, 4').raw().all()
    expect(all.length).toBeGreaterThan(3)
    expect(companyKinds(db)).toEqual(all)
  })

  it('filters answer what a scan of every row would, in any case, with other conditions, page by page', () => {
    const cases: [Record<string, string>, string, unknown[]][] = [
      [{ companycategory: 'company limited by shares' }, 'category = ? COLLATE NOCASE', ['company limited by shares']],
      [{ companycategory: 'Company limited by guarantee' }, 'category = ? COLLATE NOCASE', ['Company limited by guarantee']],
      [{ listed: 'LISTED' }, 'listed = ? COLLATE NOCASE', ['LISTED']],
      [{ companysubcategory: 'State Govt company' }, 'sub_category = ? COLLATE NOCASE', ['State Govt company']],
      [{ classofcompany: 'Public', city: 'Mumbai' }, 'class = ? COLLATE NOCASE AND city = ? COLLATE NOCASE', ['Public', 'Mumbai']],
      [
        { classofcompany: 'Private', listed: 'Unlisted', state: 'Karnataka' },
        'class = ? COLLATE NOCASE AND listed = ? COLLATE NOCASE AND state = ? COLLATE NOCASE',
        ['Private', 'Unlisted', 'Karnataka'],
      ],
      [{ companycategory: 'Company limited by shares', company: 'infotech' }, "category = ? COLLATE NOCASE AND name LIKE '%infotech%'", ['Company limited by shares']],
      [{ companycategory: 'no such category' }, 'category = ? COLLATE NOCASE', ['no such category']],
    ]
    for (const [params, where, args] of cases) {
      const total = countOf(where, args)
      for (const pageNo of [1, 3]) {
        const found = filterCompanies(db, new Map(Object.entries(params)), { page: pageNo, limit: 10, offset: (pageNo - 1) * 10 })
        expect(found.total_results, JSON.stringify(params)).toBe(total)
        expect(
          found.results.map((r) => r.CIN),
          `${JSON.stringify(params)} page ${pageNo}`,
        ).toEqual(cinsOf(where, args, (pageNo - 1) * 10))
      }
    }
  })

  it('a page reads the kind index in CIN order: no sort, no walk over every CIN', () => {
    const seen = queriesOf(() => filterCompanies(db, new Map([['companycategory', 'Company limited by shares']]), { page: 2, limit: 10, offset: 10 }))
    const page = seen.find((q) => /union all/i.test(q.sql))
    expect(page).toBeDefined()
    const text = plan(db.sqlite, page!.sql, page!.parameters)
    expect(text).toMatch(/MERGE \(UNION ALL\)/)
    expect(text).toMatch(/USING COVERING INDEX companies_kind_cin/)
    expect(text).not.toMatch(/companies_cin|SCAN companies\b(?! USING)/)
  })
})

describe('FQL: broad matches walk the sort order; nothing matched reads no page', () => {
  const search = (query: string, sort: string | undefined, page: number) => searchRecords(db, { type: 'company', query, sort, page, limit: 10 })
  it('answers what sorting every match would, at pages 1 and 3', () => {
    const cases: [string, string | undefined, string, string][] = [
      // The default order: companies, then LLPs (every LLPIN sorts before 'L'), each by identifier.
      ['paidUpCapital > 1', undefined, 'paid_up_capital > 1', "cin < 'L', cin"],
      ['authorisedCapital >= 0 AND authorisedCapital <= 100000000000', undefined, 'authorised_capital BETWEEN 0 AND 100000000000', "cin < 'L', cin"],
      ["State != 'Goa'", 'paidUpCapital desc', "state != 'Goa' COLLATE NOCASE", 'paid_up_capital DESC, cin DESC'],
      ["llpStatus IN ['Active', 'Struck Off']", 'dateOfIncorporation asc', "status COLLATE NOCASE IN ('Active', 'Struck Off')", 'date_of_incorporation ASC, cin ASC'],
      ['paidUpCapital > 100000000000000', undefined, 'paid_up_capital > 100000000000000', "cin < 'L', cin"],
      ['paidUpCapital > 1', 'CIN asc', 'paid_up_capital > 1', 'cin ASC'],
    ]
    for (const [query, sort, where, order] of cases) {
      const total = countOf(where, [])
      if (query.startsWith('paidUpCapital > 1 ')) expect(total).toBeGreaterThan(2000)
      for (const pageNo of [1, 3]) {
        const found = search(query, sort, pageNo)
        const oracle = db.sqlite
          .prepare(`SELECT cin FROM companies WHERE ${where} ORDER BY ${order} LIMIT 10 OFFSET ${(pageNo - 1) * 10}`)
          .pluck()
          .all()
        expect(found.total, query).toBe(total)
        expect(
          found.results.map((r) => (r as { CIN: string }).CIN),
          `${query} ${sort ?? ''} page ${pageNo}`,
        ).toEqual(oracle)
      }
    }
  })

  it('a place or NIC code with a status is counted from the index alone, never the wide rows (the selective search)', () => {
    const count = (query: string) => {
      const q = db.kysely.selectFrom('companies').select(sql<number>`count(*)`.as('n')).where(compileFql(query, 'company')!).compile()
      return plan(db.sqlite, q.sql, q.parameters)
    }
    expect(count("State == 'Karnataka' AND llpStatus == 'Active'")).toMatch(/COVERING INDEX companies_state_cin \(state=\?\)/)
    expect(count("City == 'Pune' AND llpStatus == 'Active'")).toMatch(/COVERING INDEX companies_city_cin \(city=\?\)/)
    expect(count("NICCode == 62011 AND llpStatus != 'Active'")).toMatch(/COVERING INDEX companies_nic_cin \(nic_code=\?\)/)
    // The first search for a state's private companies read each match's row for its class (451 ms at 1M).
    expect(count("State == 'Kerala' AND classOfCompany == 'Private'")).toMatch(/COVERING INDEX companies_state_cin \(state=\?\)/)
    expect(count("City == 'Pune' AND companyType == 'LLP' AND Listed == 'Unlisted'")).toMatch(/COVERING INDEX companies_city_cin \(city=\?\)/)
    // A state with a capital condition read each match's row for its capital (Kerala at 1M: 94 → 4 ms).
    expect(count("paidUpCapital NOT BETWEEN 0 AND 100000000 AND State == 'Kerala'")).toMatch(/COVERING INDEX companies_state_cin \(state=\?\)/)
    expect(count("State == 'Kerala' AND authorisedCapital > 5000000")).toMatch(/COVERING INDEX companies_state_cin \(state=\?\)/)
    // …and a state's companies registered in a window (recently registered since 2000 in Maharashtra: 613 → 59 ms at 1M).
    expect(count("State == 'Kerala' AND dateOfIncorporation >= '2000-01-01'")).toMatch(/COVERING INDEX companies_state_cin \(state=\?\)/)
    // Companies without an e-mail address, by state: a partial index (the state's rows were read: 765 ms at 1M).
    expect(count("email IS NULL AND State == 'Kerala'")).toMatch(/INDEX companies_no_email \(state=\?\)/)
  })

  it('a place with a class or listing is counted and listed from the place’s index, not read kind by kind (Mumbai’s public companies: 317 → 57 ms at 1M)', () => {
    registryCaches(db).totals.clear()
    registryCaches(db).lists.clear()
    const cities = db.sqlite.prepare('SELECT city FROM companies GROUP BY city ORDER BY count(*) DESC LIMIT 3').pluck().all() as string[]
    const { texts } = statementsOf(db, /./, () => {
      for (const city of cities)
        for (const [param, column, value] of [
          ['classofcompany', 'class', 'Public'],
          ['listed', 'listed', 'Unlisted'],
        ]) {
          for (const pageNo of [1, 2]) {
            const found = filterCompanies(
              db,
              new Map([
                [param, value],
                ['city', city],
              ]),
              { page: pageNo, limit: 10, offset: (pageNo - 1) * 10 },
            )
            const where = `city = ? COLLATE NOCASE AND ${column} = ? COLLATE NOCASE`
            expect(found.total_results).toBe(db.sqlite.prepare(`SELECT count(*) FROM companies WHERE ${where}`).pluck().get(city, value))
            const oracle = db.sqlite
              .prepare(`SELECT cin FROM companies WHERE ${where} ORDER BY cin LIMIT 10 OFFSET ${(pageNo - 1) * 10}`)
              .pluck()
              .all(city, value)
            expect(found.results.map((r) => r.CIN)).toEqual(oracle)
          }
        }
    })
    const reads = texts.filter((t) => /count\(\*\)| AS "?k"? FROM/i.test(t))
    expect(reads.length).toBeGreaterThan(0)
    for (const text of reads) {
      expect(text).not.toMatch(/"companies"\."category" IS/) // no arm of the kind index
      expect(
        plan(
          db.sqlite,
          text,
          text.match(/\?/g)!.map(() => 'x'),
        ),
      ).toMatch(/INDEX companies_city_cin/)
    }
  })

  it('an OR of equalities on one field searches its index once per value (it walked the CIN index row by row: 2.8 s at 1M)', () => {
    const [a, b] = db.sqlite.prepare('SELECT city FROM companies GROUP BY city ORDER BY count(*) DESC LIMIT 2 OFFSET 5').pluck().all() as string[]
    const query = `(City == '${a}' OR City == '${b.toUpperCase()}') AND llpStatus == 'Active'`
    const keys = db.kysely.selectFrom('companies').select('cin').where(compileFql(query, 'company')!).orderBy(sql.raw('+companies.cin')).compile()
    expect(plan(db.sqlite, keys.sql, keys.parameters)).toMatch(/SEARCH companies USING (COVERING )?INDEX companies_city_cin \(city=\?\)/)
    const found = searchRecords(db, { type: 'company', query, page: 2, limit: 10 })
    const where = "(city = ? COLLATE NOCASE OR city = ? COLLATE NOCASE) AND status = 'Active' COLLATE NOCASE"
    expect(found.total).toBe(db.sqlite.prepare(`SELECT count(*) FROM companies WHERE ${where}`).pluck().get(a, b))
    // The search's order: companies by CIN, then LLPs by LLPIN.
    const oracle = db.sqlite.prepare(`SELECT cin FROM companies WHERE ${where} ORDER BY cin < 'L', cin LIMIT 10 OFFSET 10`).pluck().all(a, b)
    expect(found.results.map((r) => (r as { CIN: string }).CIN)).toEqual(oracle)
  })

  it('a range of capitals is counted for companies and LLPs apart from its index alone (each match’s row was read for its CIN: 658 ms at 1M)', () => {
    for (const query of ['authorisedCapital >= 1000000 AND authorisedCapital <= 1500000', 'paidUpCapital > 50000000']) {
      for (const part of ["companies.cin >= 'L'", "companies.cin < 'L'"]) {
        const q = db.kysely
          .selectFrom('companies')
          .select(sql<number>`count(*)`.as('n'))
          .where(sql<SqlBool>`${sql.raw(part)} AND ${compileFql(query, 'company')!}`)
          .compile()
        expect(plan(db.sqlite, q.sql, q.parameters), `${query} ${part}`).toMatch(/COVERING INDEX companies_(authorised|paid_up)/)
      }
    }
  })

  it('a lone array-field match is counted among the element rows, no registration read (hsncd == 1006 at 1M: 358 → 5 ms)', () => {
    const hsn = db.sqlite.prepare('SELECT j.value FROM gst_registrations g, json_each(g.hsn_codes) j GROUP BY 1 ORDER BY count(*) DESC LIMIT 1').pluck().get() as string
    const sac = db.sqlite.prepare('SELECT j.value FROM gst_registrations g, json_each(g.sac_codes) j GROUP BY 1 ORDER BY count(*) DESC LIMIT 2').pluck().all() as string[]
    const cases: [string, string][] = [
      [`hsncd == '${hsn}'`, `EXISTS (SELECT 1 FROM json_each(hsn_codes) j WHERE j.value = '${hsn}')`],
      [`saccd IN ['${sac[0]}', '${sac[1]}']`, `EXISTS (SELECT 1 FROM json_each(sac_codes) j WHERE j.value IN ('${sac[0]}', '${sac[1]}'))`],
      ["BusinessActivities CONTAINS 'whole'", "EXISTS (SELECT 1 FROM json_each(business_activities) j WHERE j.value LIKE '%whole%')"],
    ]
    for (const [query, oracle] of cases) {
      registryCaches(db).totals.clear()
      const { texts, value: found } = statementsOf(db, /count\(/i, () => searchRecords(db, { type: 'gst', query, page: 1, limit: 10 }))
      expect(found.total, query).toBe(db.sqlite.prepare(`SELECT count(*) FROM gst_registrations WHERE ${oracle}`).pluck().get())
      expect(texts, query).toHaveLength(1)
      expect(texts[0], query).toMatch(/count\(DISTINCT gst\)/)
      expect(texts[0], query).not.toMatch(/from "gst_registrations"/i)
    }
    // Not for a negated match, nor with another condition: those count the registrations.
    for (const query of [`hsncd != '${hsn}'`, `hsncd == '${hsn}' AND state == 'Goa'`]) {
      const { rowids } = compileFqlReport(query, 'gst')
      expect(rowids, query).toBeUndefined()
    }
  })

  it('a GST state with a status, a district, a RoC, a NIC code and a division are counted from an index (they read the table: 0.1–0.9 s at 1M)', () => {
    const gst = db.kysely.selectFrom('gst_registrations').select(sql<number>`count(*)`.as('n')).where(compileFql("state == 'Gujarat' AND Status == 'Active'", 'gst')!).compile()
    expect(plan(db.sqlite, gst.sql, gst.parameters)).toMatch(/COVERING INDEX gst_state_gstin \(state=\?\)/)
    const type = db.kysely.selectFrom('gst_registrations').select(sql<number>`count(*)`.as('n')).where(compileFql("TaxpayerType == 'Composition'", 'gst')!).compile()
    expect(plan(db.sqlite, type.sql, type.parameters)).toMatch(/COVERING INDEX gst_type_gstin \(taxpayer_type=\?\)/)
    for (const [param, value, index] of [
      ['district', 'Pune', 'companies_district_cin'],
      ['roccode', 'RoC-Chennai', 'companies_roc_cin'],
      // A NIC code compared without regard to case could not use its index; a division had none.
      ['niccode', '62011', 'companies_nic_cin'],
      ['maindivisioncode', '62', 'companies_division_cin'],
    ]) {
      registryCaches(db).totals.clear()
      const { texts } = statementsOf(db, /count\(\*\)/i, () => filterCompanies(db, new Map([[param, value]]), { page: 1, limit: 10, offset: 0 }))
      expect(texts.length, param).toBeGreaterThan(0)
      for (const text of texts)
        expect(
          plan(
            db.sqlite,
            text,
            text.match(/\?/g)!.map(() => value),
          ),
          param,
        ).toMatch(new RegExp(`SEARCH companies USING (COVERING )?INDEX ${index}`))
    }
  })

  it('row-wise conditions leave the sort index to the planner: no sort of every match', () => {
    const walk = (query: string, order: string, rowWise: (f: { type: string }) => boolean) => {
      const q = db.kysely
        .selectFrom('companies')
        .selectAll()
        .where(compileFql(query, 'company', { rowWise })!)
        .orderBy(sql.raw(order))
        .limit(10)
        .compile()
      return plan(db.sqlite, q.sql, q.parameters)
    }
    const byCin = walk('paidUpCapital > 1', 'companies.cin ASC', (f) => f.type === 'number')
    expect(byCin).toMatch(/SCAN companies USING INDEX companies_cin/)
    expect(byCin).not.toMatch(/TEMP B-TREE/)
    const byCapital = walk("State == 'Goa'", 'companies.paid_up_capital DESC, companies.cin DESC', () => true)
    expect(byCapital).toMatch(/SCAN companies USING INDEX companies_paid_up/)
    expect(byCapital).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
  })
})

describe('director-filter: walked or listed by the total, same answers', () => {
  it('every parameter alone and with a state, walked (lowered threshold) and listed, pages 1 and 3', () => {
    const row = db.sqlite.prepare('SELECT d.first_name, d.last_name, a.designation FROM director_appointments a JOIN directors d USING (din) LIMIT 1 OFFSET 100').get() as {
      first_name: string
      last_name: string
      designation: string
    }
    const wide = db.sqlite.prepare("SELECT lower(substr(name, 2, 3)) AS t FROM directors WHERE t NOT LIKE '% %' GROUP BY t ORDER BY count(*) DESC LIMIT 1").pluck().get() as string
    const cases: [Record<string, string>, string][] = [
      [{ state: 'Maharashtra' }, "c.state = 'Maharashtra' COLLATE NOCASE"],
      [{ firstname: row.first_name.toUpperCase() }, `d.first_name = '${row.first_name}' COLLATE NOCASE`],
      [{ lastname: row.last_name, state: 'Karnataka' }, `d.last_name = '${row.last_name}' COLLATE NOCASE AND c.state = 'Karnataka' COLLATE NOCASE`],
      [{ designation: row.designation }, `a.designation = '${row.designation}' COLLATE NOCASE`],
      [{ name: wide }, `d.name LIKE '%${wide}%'`],
      [{ name: wide, state: 'Goa' }, `d.name LIKE '%${wide}%' AND c.state = 'Goa' COLLATE NOCASE`],
      [{ directorname: wide, state: 'Maharashtra' }, `d.name LIKE '%${wide}%' AND c.state = 'Maharashtra' COLLATE NOCASE`],
      [{ name: 'zzqx', state: 'Goa' }, "d.name LIKE '%zzqx%' AND c.state = 'Goa' COLLATE NOCASE"],
    ]
    const from = (where: string) => `FROM director_appointments a JOIN directors d ON d.din = a.din JOIN companies c ON c.cin = a.cin WHERE ${where}`
    const saved = { ...DIRECTOR_PAGES }
    const savedNames = { ...DIRECTOR_NAMES }
    // A broad name (past the trigram list) with a state starts from the state or from the name.
    DIRECTOR_NAMES.narrow = 100
    expect(db.sqlite.prepare('SELECT count(*) FROM directors_fts WHERE directors_fts MATCH ?').pluck().get(`name : "${wide}"`)).toBeGreaterThan(100)
    try {
      for (const walk of [50, 1_000_000]) {
        DIRECTOR_PAGES.walk = walk
        for (const [params, where] of cases) {
          const total = db.sqlite
            .prepare(`SELECT count(*) ${from(where)}`)
            .pluck()
            .get() as number
          for (const pageNo of [1, 3]) {
            const found = filterDirectors(db, new Map(Object.entries(params)), { page: pageNo, limit: 10, offset: (pageNo - 1) * 10 })
            const oracle = db.sqlite.prepare(`SELECT a.din AS DIN, a.cin AS CIN, d.name AS Name ${from(where)} ORDER BY a.din, a.cin LIMIT 10 OFFSET ${(pageNo - 1) * 10}`).all()
            const label = `${JSON.stringify(params)} walk>${walk} page ${pageNo}`
            expect(found.total_results, label).toBe(total)
            expect(
              found.results.map((r) => ({ DIN: r.DIN, CIN: r.CIN, Name: r.Name })),
              label,
            ).toEqual(oracle)
          }
        }
      }
    } finally {
      Object.assign(DIRECTOR_PAGES, saved)
      Object.assign(DIRECTOR_NAMES, savedNames)
    }
  })
})

describe('recently registered directors: walked along the date index or listed, same answers', () => {
  it('with and without a state, pages 1 and 3, both ways', () => {
    const saved = RECENT_WALK.min
    // A small state (written in lower case: matched without regard to case) with a few pages of appointments since 2020.
    const small = (
      db.sqlite
        .prepare(
          "SELECT c.state FROM director_appointments a JOIN companies c ON c.cin = a.cin WHERE a.date_of_appointment >= '2020-01-01' GROUP BY c.state HAVING count(*) > 30 ORDER BY count(*) LIMIT 1",
        )
        .pluck()
        .get() as string
    ).toLowerCase()
    try {
      for (const min of [5, 1_000_000]) {
        RECENT_WALK.min = min
        for (const state of [undefined, 'Maharashtra', small]) {
          for (const pageNo of [1, 3]) {
            const q = { from: '2020-01-01', to: '2026-11-20', state, page: pageNo, limit: 7, offset: (pageNo - 1) * 7 }
            const found = recentDirectors(db, q)
            const where = `a.date_of_appointment BETWEEN '${q.from}' AND '${q.to}'${state ? ` AND c.state = '${state}' COLLATE NOCASE` : ''}`
            const from = `FROM director_appointments a JOIN companies c ON c.cin = a.cin WHERE ${where}`
            const oracle = db.sqlite
              .prepare(`SELECT a.din AS DIN, a.cin AS CIN, a.date_of_appointment AS d ${from} ORDER BY a.date_of_appointment DESC, a.din, a.cin LIMIT 7 OFFSET ${q.offset}`)
              .all()
            const label = `${state} min ${min} page ${pageNo}`
            expect(found.total, label).toBe(db.sqlite.prepare(`SELECT count(*) ${from}`).pluck().get())
            expect(found.total, label).toBeGreaterThan(21)
            expect(
              found.directors.map((r) => ({ DIN: r.DIN, CIN: r.CIN, d: r.dateOfAppointment })),
              label,
            ).toEqual(oracle)
          }
        }
      }
    } finally {
      RECENT_WALK.min = saved
    }
  })
})

describe('FQL: a broad name match that leaves whole kinds out reads the other kinds only', () => {
  it("companyName ENDSWITH 'Limited' (no LLP) pages through the dense kinds, answering what a sort of every match would", () => {
    const seen = queriesOf(() => {
      for (const [query, like] of [
        ["companyName ENDSWITH 'Limited'", '%Limited'],
        ["companyName ENDSWITH 'private limited'", '%private limited'],
        ["companyName CONTAINS 'ite'", '%ite%'],
      ]) {
        const total = countOf(`name LIKE '${like}'`, [])
        for (const pageNo of [1, 3]) {
          const found = searchRecords(db, { type: 'company', query, page: pageNo, limit: 10 })
          expect(found.total, query).toBe(total)
          expect(
            found.results.map((r) => (r as { CIN: string }).CIN),
            `${query} page ${pageNo}`,
          ).toEqual(cinsOf(`name LIKE '${like}'`, [], (pageNo - 1) * 10))
        }
      }
    }).map((q) => q.sql)
    expect(countOf("name LIKE '%Limited'", [])).toBeGreaterThan(2000)
    expect(seen.some((s) => /union all/i.test(s) && /LIKE/.test(s))).toBe(true)
  })
})

describe('recently registered companies and GST with a state: walked or listed, same answers', () => {
  it('narrow and wide windows, small and large states, pages 1 and 3', () => {
    const seen = queriesOf(() => {
      for (const [table, run, date, id] of [
        ['companies', recentCompanies, 'date_of_incorporation', 'cin'],
        ['gst_registrations', recentGst, 'date_of_registration', 'gstin'],
      ] as const) {
        for (const from of ['2026-06-01', '1990-01-01']) {
          for (const state of ['Maharashtra', 'goa', 'Sikkim']) {
            for (const pageNo of [1, 3]) {
              const q = { from, to: '2026-11-20', state, page: pageNo, limit: 5, offset: (pageNo - 1) * 5 }
              const found = run(db, q)
              const where = `${date} BETWEEN '${q.from}' AND '${q.to}' AND state = '${state}' COLLATE NOCASE`
              const label = `${table} ${from} ${state} page ${pageNo}`
              expect(found.total, label).toBe(db.sqlite.prepare(`SELECT count(*) FROM ${table} WHERE ${where}`).pluck().get())
              const oracle = db.sqlite.prepare(`SELECT ${id} FROM ${table} WHERE ${where} ORDER BY ${date} DESC, ${id} LIMIT 5 OFFSET ${q.offset}`).pluck().all()
              const ids = 'companies' in found ? found.companies.map((c) => c.CIN) : found.gst.map((g) => g.GSTIN)
              expect(ids, label).toEqual(oracle)
            }
          }
        }
      }
    }).map((q) => q.sql)
    // Both ways were taken.
    expect(seen.some((s) => /json_each/.test(s) && /"companies"/.test(s))).toBe(true)
    expect(seen.some((s) => /\+"companies"\."state"/.test(s))).toBe(true)
  })
})

describe('director-filter: a total joins only the tables its conditions name', () => {
  it('a designation is counted over the appointments alone, a first name with the directors, a state with the companies (each join cost two lookups per appointment: 4.3 s at 1M)', () => {
    registryCaches(db).totals.clear()
    const first = db.sqlite.prepare('SELECT first_name FROM directors GROUP BY 1 ORDER BY count(*) DESC LIMIT 1').pluck().get() as string
    const cases: [Params, string, RegExp, RegExp][] = [
      [new Map([['designation', 'Director']]), "a.designation = 'Director' COLLATE NOCASE", /director_appointments/, /join/i],
      [new Map([['firstname', first]]), `d.first_name = '${first}' COLLATE NOCASE`, /join "directors"/, /join "companies"/],
      [new Map([['state', 'Goa']]), "c.state = 'Goa' COLLATE NOCASE", /join "companies"/, /join "directors"/],
    ]
    for (const [params, where, joins, not] of cases) {
      const { texts, value: found } = statementsOf(db, /count\(\*\)/i, () => filterDirectors(db, params, { page: 1, limit: 10, offset: 0 }))
      const all = db.sqlite.prepare(`SELECT count(*) FROM director_appointments a JOIN directors d ON d.din = a.din JOIN companies c ON c.cin = a.cin WHERE ${where}`).pluck().get()
      expect(found.total_results, where).toBe(all)
      expect(texts.length, where).toBe(1)
      expect(texts[0], where).toMatch(joins)
      expect(texts[0], where).not.toMatch(not)
    }
  })

  it('a name within a state is listed in one pass that gives its total, the state checked by a probe of its index (no count, no join to the company row)', () => {
    registryCaches(db).totals.clear()
    registryCaches(db).lists.clear()
    const { last, state } = db.sqlite
      .prepare(
        'SELECT d.last_name AS last, c.state FROM director_appointments a JOIN directors d ON d.din = a.din JOIN companies c ON c.cin = a.cin GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1',
      )
      .get() as { last: string; state: string }
    const { texts, value: found } = statementsOf(db, /director_appointments/, () =>
      filterDirectors(
        db,
        new Map([
          ['name', last],
          ['state', state],
        ]),
        { page: 1, limit: 10, offset: 0 },
      ),
    )
    const oracle = db.sqlite
      .prepare(
        'SELECT a.din FROM director_appointments a JOIN directors d ON d.din = a.din JOIN companies c ON c.cin = a.cin WHERE d.name LIKE ? AND c.state = ? COLLATE NOCASE ORDER BY a.din, a.cin',
      )
      .pluck()
      .all(`%${last}%`, state)
    expect(found.total_results).toBe(oracle.length)
    expect(found.results.map((r) => r.DIN)).toEqual(oracle.slice(0, 10))
    const reads = texts.filter((t) => /^select (count|a\.rowid)/i.test(t))
    expect(reads.filter((t) => /count\(\*\)/.test(t))).toEqual([])
    expect(reads.length).toBe(1)
    expect(reads[0]).toMatch(/EXISTS \(SELECT 1 FROM companies x WHERE x\.state/)
    expect(reads[0]).not.toMatch(/join "companies"/)
  })
})

describe('director-filter: a name and a state never loop over the name list for each row', () => {
  it('one of them starts the join, the other is a check (no `din=? AND rowid=?` search inside the join)', () => {
    const savedNames = { ...DIRECTOR_NAMES }
    DIRECTOR_NAMES.narrow = 20
    let seen: { sql: string; parameters: readonly unknown[] }[]
    try {
      seen = queriesOf(() => {
        for (const state of ['Goa', 'Maharashtra'])
          for (const name of ['sha', 'kum', 'ram'])
            filterDirectors(
              db,
              new Map([
                ['name', name],
                ['state', state],
              ]),
              { page: 1, limit: 10, offset: 0 },
            )
      })
    } finally {
      Object.assign(DIRECTOR_NAMES, savedNames)
    }
    expect(seen.length).toBeGreaterThan(3)
    for (const q of seen) {
      const text = plan(db.sqlite, q.sql, q.parameters)
      expect(text, q.sql).not.toMatch(/\(din=\? AND rowid=\?\)/)
    }
    // Each query names the state or the name as a check (`+`) when both are there.
    expect(seen.every((q) => !/state/.test(q.sql) || !/rowid IN|LIKE/.test(q.sql) || /\+c\.state|\+d\.rowid|LIKE/.test(q.sql))).toBe(true)
  })
})

/** The rowid lists the queries `seen` passed as JSON parameters (the listed slices). */
const slicesOf = (seen: { parameters: readonly unknown[] }[]) =>
  seen.flatMap((q) => q.parameters.filter((p): p is string => typeof p === 'string' && p.startsWith('[')).map((p) => JSON.parse(p) as number[]))

describe('sparse matches (under a tenth of the table) are listed once in their page order', () => {
  it('FQL without a name, and company-filter with and without kinds: each page reads only its own rows', () => {
    const { city, state } = db.sqlite.prepare('SELECT city, state FROM companies GROUP BY city HAVING count(*) BETWEEN 15 AND 300 LIMIT 1').get() as { city: string; state: string }
    const fql = `State == '${state}' AND paidUpCapital > 100000`
    const fqlWhere = ['state = ? AND paid_up_capital > 100000', [state]] as const
    const filters: [Record<string, string>, string, unknown[]][] = [
      [{ city }, 'city = ? COLLATE NOCASE', [city]],
      [{ classofcompany: 'Private', city }, "class = 'Private' AND city = ? COLLATE NOCASE", [city]],
    ]
    expect(countOf(fqlWhere[0], [...fqlWhere[1]]) * 10).toBeLessThan(countOf('1', []))
    for (const [pageNo, limit] of [
      [1, 10],
      [2, 7],
      [3, 5],
    ]) {
      const seen = queriesOf(() => {
        const found = searchRecords(db, { type: 'company', query: fql, page: pageNo, limit })
        expect(found.results.map((r) => (r as { CIN: string }).CIN)).toEqual(cinsOf(fqlWhere[0], [...fqlWhere[1]], (pageNo - 1) * limit, limit))
        for (const [params, where, args] of filters) {
          const got = filterCompanies(db, new Map(Object.entries(params)), { page: pageNo, limit, offset: (pageNo - 1) * limit })
          const want = db.sqlite
            .prepare(`SELECT cin FROM companies WHERE ${where} ORDER BY cin LIMIT ${limit} OFFSET ${(pageNo - 1) * limit}`)
            .pluck()
            .all(...args)
          expect(
            got.results.map((r) => (r as { CIN: string }).CIN),
            JSON.stringify(params),
          ).toEqual(want)
          expect(got.total_results).toBe(countOf(where, args))
        }
      })
      const slices = slicesOf(seen)
      expect(slices.length).toBeGreaterThanOrEqual(3)
      for (const ids of slices) expect(ids.length).toBeLessThanOrEqual(limit)
    }
  })

  it('the list is found through the most selective condition and sorted, not by walking the order to its end', () => {
    const texts: string[] = []
    const stmt = db.stmt
    db.stmt = ((text: string) => {
      if (/ AS "?k"? FROM/i.test(text)) texts.push(text)
      return stmt(text)
    }) as Db['stmt']
    const { state } = db.sqlite.prepare('SELECT state FROM companies GROUP BY state HAVING count(*) BETWEEN 20 AND 400 LIMIT 1').get() as { state: string }
    const division = db.sqlite.prepare('SELECT main_division FROM companies GROUP BY main_division HAVING count(*) BETWEEN 20 AND 400 LIMIT 1').pluck().get() as string
    const { city } = db.sqlite.prepare('SELECT city FROM companies GROUP BY city HAVING count(*) BETWEEN 5 AND 200 LIMIT 1').get() as { city: string }
    // Lists kept by the tests before would answer without a query to look at.
    registryCaches(db).lists.clear()
    registryCaches(db).totals.clear()
    try {
      filterCompanies(db, new Map([['state', state]]), { page: 1, limit: 10, offset: 0 })
      filterCompanies(db, new Map([['maindivisioncode', division]]), { page: 1, limit: 10, offset: 0 })
      filterCompanies(
        db,
        new Map([
          ['classofcompany', 'Private'],
          ['city', city],
        ]),
        { page: 1, limit: 10, offset: 0 },
      )
      searchRecords(db, { type: 'company', query: `State == '${state}' AND paidUpCapital > 100000`, page: 1, limit: 10 })
      searchRecords(db, { type: 'company', query: `State == '${state}' AND paidUpCapital > 100000`, page: 1, limit: 10, sort: 'paidUpCapital desc' })
    } finally {
      db.stmt = stmt
    }
    expect(texts.length).toBeGreaterThanOrEqual(5)
    for (const text of texts) {
      const detail = plan(
        db.sqlite,
        text,
        text.match(/\?/g)!.map(() => 'x'),
      )
      // Not the whole table read along the key order's index (or the sort's), a row lookup per entry,
      // for a few matches: their condition's index, or without one a plain scan of the table, then a sort.
      expect(detail, text).not.toMatch(/^SCAN companies USING (COVERING )?INDEX (companies_cin|companies_paid_up)$/m)
    }
  })

  it('a name match: wherever along the order its matches lie', () => {
    const words = ['trans', 'pharma', 'agro']
    for (const word of words) {
      const like = `%${word}%`
      const total = countOf('name LIKE ?', [like])
      expect(total, word).toBeGreaterThan(20)
      expect(total * 10, word).toBeLessThan(countOf('1', []))
      for (const [pageNo, limit] of [
        [1, 10],
        [2, 10],
        [1, 17],
        [Math.ceil(total / 7), 7],
      ]) {
        const seen = queriesOf(() => {
          const found = searchRecords(db, { type: 'company', query: `companyName CONTAINS '${word}'`, page: pageNo, limit })
          expect(found.total).toBe(total)
          expect(
            found.results.map((r) => (r as { CIN: string }).CIN),
            `${word} page ${pageNo} of ${limit}`,
          ).toEqual(cinsOf('name LIKE ?', [like], (pageNo - 1) * limit, limit))
        })
        // The page's rows by their rowids: the listed slice, not every match.
        const listed = slicesOf(seen)
        expect(listed.length, word).toBeGreaterThan(0)
        for (const ids of listed) expect(ids.length, word).toBeLessThanOrEqual(limit)
      }
    }
  })
})

describe('a small registry of fixtures', () => {
  it('a name match that is much of the table is paged from its list: its pages hold what the trigram index counted, accented letters too', async () => {
    const small = openDb(join(mkdtempSync(join(tmpdir(), 'fb-small-')), 'db.sqlite'))
    await seedDataset(small, { seed: 1, companies: 0, asOf: '2026-11-20', cache: false })
    loadFixtures(small, {
      companies: [
        { companyName: 'ÉCOLE ALPHA PRIVATE LIMITED', State: 'Kerala' },
        { companyName: 'ÉCOLE BETA PRIVATE LIMITED', State: 'Kerala' },
        { companyName: 'OTHER WORKS PRIVATE LIMITED', State: 'Kerala' },
      ],
    })
    const found = searchRecords(small, { type: 'company', query: "companyName CONTAINS 'école'", page: 1, limit: 10 })
    expect(found.total).toBe(2)
    expect(found.results.map((r) => (r as { companyName: string }).companyName).sort()).toEqual(['ÉCOLE ALPHA PRIVATE LIMITED', 'ÉCOLE BETA PRIVATE LIMITED'])
    small.close()
  })
})
