import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../src/db/open.ts'
import { compileFql, compileFqlReport } from '../../src/core/fql/compile.ts'
import { FqlError } from '../../src/core/fql/errors.ts'
import { parseFql } from '../../src/core/fql/parser.ts'

const db = openDb(':memory:')
/** Compiled SQL and parameters of a WHERE clause, as Kysely's testSql helper would show them. */
function compiled(query: string, type: 'company' | 'gst' = 'company') {
  const where = compileFql(query, type)!
  const c = db.kysely
    .selectFrom(type === 'company' ? 'companies' : 'gst_registrations')
    .selectAll()
    .where(where)
    .compile()
  return { sql: c.sql.replace(/^select \* from "\w+" where /, ''), parameters: c.parameters }
}
function fqlError(query: string, type: 'company' | 'gst' = 'company'): FqlError {
  try {
    compileFql(query, type)
  } catch (e) {
    if (e instanceof FqlError) return e
    throw e
  }
  throw new Error(`no error for ${query}`)
}

describe('FQL parser: AST', () => {
  it('the spec example', () => {
    const ast = parseFql("State == 'Maharashtra' AND paidUpCapital > 1000000 AND NICCode IN [62011, 62013]")
    expect(ast).toMatchObject({
      type: 'and',
      items: [
        { type: 'compare', field: 'State', op: '==', value: { kind: 'string', value: 'Maharashtra' } },
        { type: 'compare', field: 'paidUpCapital', op: '>', value: { kind: 'number', value: 1000000 } },
        { type: 'in', field: 'NICCode', negated: false, values: [{ raw: '62011' }, { raw: '62013' }] },
      ],
      span: { start: 0, end: 80 },
    })
  })

  it('keywords are case-insensitive; BETWEEN keeps its own AND', () => {
    expect(parseFql("paidUpCapital between 1 and 5 and City == 'Pune'")).toMatchObject({
      type: 'and',
      items: [
        { type: 'between', low: { value: 1 }, high: { value: 5 } },
        { type: 'compare', field: 'City' },
      ],
    })
  })

  it('NOT, parentheses, IS NULL, text operators, doubled quotes', () => {
    expect(parseFql("NOT (City == 'A' OR City == 'B')")).toMatchObject({ type: 'not', item: { type: 'or', items: [{}, {}] } })
    expect(parseFql('email IS NOT NULL')).toMatchObject({ type: 'null', negated: true })
    expect(parseFql("companyName NOT STARTS_WITH 'O''Brien'")).toMatchObject({ type: 'text', mode: 'startswith', negated: true, value: { value: "O'Brien" } })
    expect(parseFql("x ENDSWITH 'y'")).toMatchObject({ type: 'text', mode: 'endswith' })
    expect(parseFql('')).toBeNull()
  })
})

describe('FQL compiler: SQL and parameters', () => {
  it.each([
    ["State == 'Goa'", '"companies"."state" = ? COLLATE NOCASE', ['Goa']],
    ["CIN == 'u62011ka2020ptc135305'", '"companies"."cin" = ?', ['U62011KA2020PTC135305']],
    ["State != 'Goa'", '"companies"."state" != ? COLLATE NOCASE', ['Goa']],
    ['paidUpCapital >= 100', '"companies"."paid_up_capital" >= ?', [100]],
    ['paidUpCapital < 5.5', '"companies"."paid_up_capital" < ?', [5.5]],
    ["dateOfIncorporation <= '2020-01-31'", '"companies"."date_of_incorporation" <= ?', ['2020-01-31']],
    ['NICCode IN [1111, 62011]', '"companies"."nic_code" IN (?, ?)', ['01111', '62011']],
    ["llpStatus NOT IN ['Active']", '(NOT "companies"."status" COLLATE NOCASE IN (?))', ['Active']],
    ['paidUpCapital BETWEEN 1 AND 9', '"companies"."paid_up_capital" BETWEEN ? AND ?', [1, 9]],
    ['paidUpCapital NOT BETWEEN 1 AND 9', '(NOT "companies"."paid_up_capital" BETWEEN ? AND ?)', [1, 9]],
    ["City STARTSWITH 'Nav'", `"companies"."city" LIKE ? ESCAPE '\\'`, ['Nav%']],
    ["City ENDSWITH '50%_x'", `"companies"."city" LIKE ? ESCAPE '\\'`, ['%50\\%\\_x']],
    ["City CONTAINS 'ab'", `"companies"."city" LIKE ? ESCAPE '\\'`, ['%ab%']],
    ['email IS NULL', '"companies"."email" IS NULL', []],
    ["NOT City == 'X'", '(NOT "companies"."city" = ? COLLATE NOCASE)', ['X']],
    [
      // An OR of equalities on one field is its IN: one index search per value.
      "(City == 'A' OR City == 'B') AND Listed == 'Listed'",
      '("companies"."city" COLLATE NOCASE IN (?, ?) AND "companies"."listed" = ? COLLATE NOCASE)',
      ['A', 'B', 'Listed'],
    ],
    ["(City == 'A' OR State == 'B')", '("companies"."city" = ? COLLATE NOCASE OR "companies"."state" = ? COLLATE NOCASE)', ['A', 'B']],
    ["company CONTAINS 'tech'", `"companies"."rowid" IN (SELECT rowid FROM "companies_fts" WHERE "companies_fts" MATCH ?)`, ['name : "tech"']],
  ])('%s', (query, sql, parameters) => {
    expect(compiled(query)).toEqual({ sql, parameters })
  })

  it('reports when a condition goes through the trigram index', () => {
    expect(compileFqlReport("companyName CONTAINS 'tech' AND State == 'Goa'", 'company').trigram).toBe(true)
    expect(compileFqlReport("companyName CONTAINS 'ab'", 'company').trigram).toBe(false) // too short for trigrams
    expect(compileFqlReport("City CONTAINS 'CONTAINS companyName'", 'company').trigram).toBe(false)
    expect(compileFqlReport("companyName CONTAINS 'tech'", 'company', { fts: false }).trigram).toBe(false)
  })

  it('array fields match any element, negations mean none', () => {
    // Through the element tables (schema.sql gst_array_values / gst_array_items), never json_each.
    expect(compiled('hsncd == 8471', 'gst')).toEqual({
      sql: '"gst_registrations"."rowid" IN (SELECT i.gst FROM gst_array_items i WHERE i.value_id IN (SELECT v.id FROM gst_array_values v WHERE v.field = ? AND v.value = ? COLLATE NOCASE))',
      parameters: ['hsn_codes', '8471'],
    })
    expect(compiled("BusinessActivities != 'Export'", 'gst').sql).toMatch(/^\(NOT "gst_registrations"."rowid" IN/)
    expect(compiled("sacCodes STARTSWITH '9983'", 'gst').parameters).toEqual(['sac_codes', '9983%'])
  })

  it('GST fields and aliases', () => {
    expect(compiled("DateOfRegistration >= '2024-01-01' AND state == 'Goa'", 'gst').sql).toBe(
      '("gst_registrations"."date_of_registration" >= ? AND "gst_registrations"."state" = ? COLLATE NOCASE)',
    )
  })
})

describe('FQL errors: one per code, with message and position', () => {
  it.each([
    ["State == 'Goa", 'UNTERMINATED_STRING', /closing quote/, 10],
    ['State == "Goa"', 'UNSUPPORTED_QUOTE', /single quotes/, 10],
    ["State = 'Goa'", 'UNKNOWN_OPERATOR', /did you mean '=='/, 7],
    ["State <> 'Goa'", 'UNKNOWN_OPERATOR', /'!='/, 7],
    ["State == 'Goa' # x", 'INVALID_CHARACTER', /'#'/, 16],
    ['paidUpCapital > 10k', 'INVALID_NUMBER', /10k/, 17],
    ['dateOfIncorporation > 2020-01-01', 'INVALID_NUMBER', /quote dates/, 23],
    ["State == 'Goa' AND", 'UNEXPECTED_END', /field name/, 19],
    ["State 'Goa'", 'UNEXPECTED_TOKEN', /an operator/, 7],
    ["State == 'A' AND City == 'B' OR City == 'C'", 'MIXED_AND_OR', /parentheses/, 30],
    ['State IN []', 'EMPTY_LIST', /at least one/, 11],
    ['State == NULL', 'NULL_COMPARISON', /IS NULL/, 10],
    ["state == 'Goa'", 'UNKNOWN_FIELD', /did you mean 'State'/, 1],
    ["Stat == 'Goa'", 'UNKNOWN_FIELD', /did you mean 'State'/, 1],
    ["paidUpCapital CONTAINS '1'", 'OPERATOR_NOT_ALLOWED', /CONTAINS is not allowed on number field/, 1],
    ["paidUpCapital > '10'", 'TYPE_MISMATCH', /a number/, 17],
    ['State == TRUE', 'TYPE_MISMATCH', /quoted string/, 10],
    ["dateOfIncorporation > '2023-02-30'", 'INVALID_DATE', /not a valid date/, 23],
    ['x'.repeat(2001), 'QUERY_TOO_LONG', /2000/, 2001],
    ['('.repeat(17) + "State == 'A'" + ')'.repeat(17), 'TOO_DEEP', /16 levels/, 17],
    [Array.from({ length: 51 }, () => "City == 'A'").join(' AND '), 'TOO_MANY_PREDICATES', /50 conditions/, 801],
    [`City IN [${Array.from({ length: 101 }, (_, i) => `'${i}'`).join(', ')}]`, 'LIST_TOO_LONG', /100 values/, 600],
    [`City == '${'x'.repeat(257)}'`, 'STRING_TOO_LONG', /256/, 9],
  ])('%#: %s → %s', (query, code, message, column) => {
    const e = fqlError(query)
    expect(e.code).toBe(code)
    expect(e.status).toBe(400)
    expect(e.detail).toMatch(message)
    expect((e.extra!.position as { column: number }).column).toBe(column)
  })

  it('columns count code points, lines are 1-based', () => {
    const e = fqlError("City == 'मुंबई' AND\n  Stat == 'x'")
    expect(e.extra!.position).toEqual({ offset: 22, line: 2, column: 3 })
  })
})

describe('FQL properties (fast-check)', () => {
  const field = fc.constantFrom('State', 'City', 'paidUpCapital', 'NICCode', 'dateOfIncorporation', 'llpStatus', 'companyName', 'nope', 'email')
  const value = fc.oneof(
    fc.string({ maxLength: 12 }).map((s) => `'${s.replace(/'/g, "''")}'`),
    fc.integer().map(String),
    fc.constantFrom('TRUE', "'2020-01-01'", 'NULL'),
  )
  const predicate = fc.oneof(
    fc.tuple(field, fc.constantFrom('==', '!=', '>', '<=', '='), value).map(([f, o, v]) => `${f} ${o} ${v}`),
    fc.tuple(field, fc.array(value, { minLength: 0, maxLength: 3 })).map(([f, vs]) => `${f} IN [${vs.join(', ')}]`),
    fc.tuple(field, fc.constantFrom('CONTAINS', 'STARTSWITH', 'ENDS_WITH'), value).map(([f, o, v]) => `${f} ${o} ${v}`),
    fc.tuple(field, value, value).map(([f, a, b]) => `${f} BETWEEN ${a} AND ${b}`),
    field.map((f) => `${f} IS NOT NULL`),
  )
  const query: fc.Arbitrary<string> = fc.letrec<{ q: string }>((tie) => ({
    q: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      predicate,
      fc.tuple(tie('q'), fc.constantFrom('AND', 'OR', 'and'), tie('q')).map(([a, j, b]) => `(${a}) ${j} (${b})`),
      tie('q').map((q) => `NOT (${q})`),
    ),
  })).q

  const onlyFqlErrors = (q: string) => {
    try {
      const where = compileFql(q, 'company')
      if (!where) return
      const c = db.kysely.selectFrom('companies').selectAll().where(where).compile()
      // Values are parameters: the only string literal the compiler writes into SQL is LIKE's escape character.
      expect(c.sql.replaceAll(`ESCAPE '\\'`, '')).not.toContain("'")
      db.sqlite.prepare(c.sql).all(...(c.parameters as unknown[]))
    } catch (e) {
      if (!(e instanceof FqlError)) throw e
    }
  }

  it('grammar-generated queries compile to valid SQL or fail with an FqlError', () => {
    fc.assert(fc.property(query, onlyFqlErrors), { numRuns: 1500 })
  })

  it('arbitrary text never throws anything but an FqlError', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200, unit: 'grapheme' }), onlyFqlErrors), { numRuns: 3000 })
    fc.assert(fc.property(fc.string({ maxLength: 80, unit: fc.constantFrom(...`()[],'"=!<> ANDORNOTIN0123abc-.`.split('')) }), onlyFqlErrors), { numRuns: 3000 })
  })

  it('hostile input is refused fast', () => {
    const started = performance.now()
    expect(fqlError('('.repeat(10_000)).code).toBe('QUERY_TOO_LONG')
    expect(fqlError('('.repeat(1_000)).code).toBe('TOO_DEEP')
    expect(performance.now() - started).toBeLessThan(100)
  })
})
