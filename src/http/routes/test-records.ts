// The test-mode routes of the records wing (contract §11, `serve --test-mode`): GET /__admin/export
// writes registry records as a fixture document, POST /__admin/fixtures adds one (reset takes it back).
import * as v from 'valibot'
import type { AppContext } from '../context.ts'
import type { TestMode } from '../../core/test-mode.ts'
import { EXPORT_LIMIT, EXPORT_TYPES } from '../../core/registry/export.ts'
import { DOCUMENT_SHAPE } from '../../records/document.ts'
import { duplicatesAndDepth } from '../../records/json-text.ts'
import { fixturesInvalid, jsonSchema, pathOf } from '../../records/shape.ts'
import { arr, int, obj, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

const doc = (summary: string) => ({ summary, tag: 'Test mode' })

const ExportQuery = v.object({
  type: v.optional(v.pipe(v.picklist(EXPORT_TYPES, 'must be company, gst or director'), v.description('What query, id or limit select (default company)'))),
  query: v.optional(v.pipe(v.string(), v.description('FQL over company or gst fields, as the search takes it (not for directors)'))),
  id: v.optional(v.pipe(v.string(), v.description('Exact records, comma-separated: CINs or LLPINs, GSTINs, DINs (without type, each one’s form says what it is)'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.description(`How many records the query (or no selection: the first by identifier) takes (default ${EXPORT_LIMIT.default}, max ${EXPORT_LIMIT.max}; larger is clamped)`),
    ),
  ),
})

const FixturesQuery = v.object({
  replace: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((x) => x === 'true'),
      v.description('Records whose identifier (or user email) exists replace them'),
    ),
  ),
  fill: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((x) => x === 'true'),
      v.description('Companies without directors or GST registrations get generated ones'),
    ),
  ),
})
const fixtureResult = obj({
  companies: int,
  directors: int,
  appointments: int,
  gst: int,
  users: int,
  watchlists: int,
  screeners: int,
  replaced: int,
  fingerprint: str,
  ids: obj({ companies: arr(str), directors: arr(str), gst: arr(str), users: arr(str) }),
})

export function testRecordRoutes(ctx: AppContext, testMode: TestMode): Route[] {
  const { clock } = ctx
  return [
    defineRoute({
      method: 'GET',
      path: '/__admin/export',
      auth: 'none',
      query: ExportQuery,
      reads: true,
      // Made as text on a reader: a large export held the serving thread for seconds (docs/reliability.md).
      handler: async ({ event, query }) => {
        const text = await ctx.reads.run('exportFixtures', { type: query.type, query: query.query, ids: query.id?.split(','), limit: query.limit })
        const headers = new Headers(event.res.headers)
        headers.set('content-type', 'application/json; charset=utf-8')
        return new Response(text, { status: 200, headers })
      },
      response: jsonSchema(DOCUMENT_SHAPE),
      errors: { 400: 'Malformed FQL (code and position say where)', 404: 'An id names no record' },
      doc: {
        ...doc('A fixture file of registry records: each company with its directors and GST registrations (what `firmbase export` writes)'),
        rules: { query: 'Not with id, nor with type director' },
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/__admin/fixtures',
      auth: 'none',
      query: FixturesQuery,
      body: v.looseObject({}),
      // Read as strictly as a fixture file: a key given twice (`"role": "user", "role": "admin"`) or nesting too deep is refused with its path.
      jsonText: (text) => {
        const problems = duplicatesAndDepth(text, pathOf)
        if (problems.length > 0) throw fixturesInvalid(problems)
      },
      handler: async ({ query, body }) => {
        // Loaded on first use: the generator's rules and PIN table stay out of a server that never takes fixtures.
        const [{ hashFixturePasswords, loadFixtures }, { postedWrite }] = await Promise.all([import('../../records/fixtures.ts'), import('../../records/write.ts')])
        const passwordHashes = await hashFixturePasswords(body)
        const { write, ...result } = loadFixtures(ctx.db, body, { replace: query.replace, fill: query.fill, now: clock.now(), clock, passwordHashes })
        testMode.snapshots.posted(postedWrite(ctx.db, write))
        return result
      },
      status: 201,
      response: fixtureResult,
      errors: { 422: 'The document has problems (errors lists each with its JSON path); nothing was written' },
      doc: {
        ...doc('Add records and accounts from a fixture document (the file `--fixtures` takes); reset takes them back'),
        bodySchema: jsonSchema(DOCUMENT_SHAPE),
      },
    }),
  ]
}
