import * as v from 'valibot'
import { FIELDS, type SearchType } from '../../core/fql/fields.ts'
import { FQL_LIMITS } from '../../core/fql/parser.ts'
import { createScreener, deleteScreener, getVisibleScreener, listScreeners, toScreener, updateScreener } from '../../core/lists/screeners.ts'
import { prepareSearch, validateQuery } from '../../core/registry/search.ts'
import type { AppContext } from '../context.ts'
import { arr, bool, obj, R, ref } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { bodyPaging, text } from '../validate.ts'

const TYPE_MESSAGE = 'must be company or gst'
/** Queries of each type that run as they are (the document's examples). */
const EXAMPLES: Record<SearchType, string[]> = {
  company: ["State == 'Karnataka' AND paidUpCapital > 1000000", "NICDesc CONTAINS 'software'", "companyType == 'Private' AND llpStatus == 'Active'"],
  gst: ["state == 'Maharashtra' AND Status == 'Active'", "hsndesc CONTAINS 'telephone'", "saccd IN ['998311', '998312', '998313']"],
}
const fql = (types: SearchType[]) =>
  v.pipe(
    v.string('must be a string'),
    v.check((s) => s.trim() !== '', 'must not be empty'),
    // The FQL parser's own limit, documented as the schema's maxLength: a longer query is refused with
    // 400 QUERY_TOO_LONG (and its position) before anything else; the body limit bounds the text read.
    v.metadata({ minLength: 1, pattern: '\\S', maxLength: FQL_LIMITS.length, examples: types.flatMap((t) => EXAMPLES[t]) }),
    v.description(`FQL over ${types.join(' or ')} fields; at most ${String(FQL_LIMITS.length).replace(/\B(?=(\d{3})+$)/g, ',')} characters (longer is 400 QUERY_TOO_LONG)`),
  )
/** `"<field> asc|desc"` with a field of the type that can be sorted by (the pattern lists them). */
const sort = (types: SearchType[]) => {
  const names = types.flatMap((t) => FIELDS[t].filter((f) => f.type !== 'array' && f.type !== 'described').flatMap((f) => [f.name, ...(f.aliases ?? [])]))
  // Blank means the default order, as absent does.
  const pattern = `^\\s*(?:(?:${[...new Set(names)].join('|')})(?:\\s+(?:[aA][sS][cC]|[dD][eE][sS][cC]))?)?\\s*$`
  return v.optional(v.nullable(v.pipe(v.string('must be a string'), v.metadata({ pattern }), v.description(`"<${types.join(' or ')} field> asc|desc" (default: by identifier)`))))
}
const SEARCH_PAGING = { limit: 10, max: 100 }
const PageFields = bodyPaging(SEARCH_PAGING)
/** One shape per type (`oneOf` in the document): the query's and the sort's fields are the type's. */
const byType = <E extends v.ObjectEntries>(entries: (type: SearchType) => E) =>
  v.variant(
    'type',
    [v.object({ type: v.literal('company', TYPE_MESSAGE), ...entries('company') }), v.object({ type: v.literal('gst', TYPE_MESSAGE), ...entries('gst') })],
    TYPE_MESSAGE,
  )
const SearchBody = byType((type) => ({ query: fql([type]), ...PageFields, sort: sort([type]) }))
const ScreenerBody = byType((type) => ({
  name: text(200),
  query: fql([type]),
  description: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.maxLength(2000)))),
}))
const RunBody = v.object({ ...PageFields, sort: sort(['company', 'gst']) })

const FQL_ERROR = { 400: 'Malformed FQL or sort (code and position say where)' }
const NOT_FOUND = { 404: 'No such screener (or not yours)' }

export function screenerRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  return [
    defineRoute({
      method: 'POST',
      path: '/api/screener/search',
      auth: 'bearer',
      quota: 'search',
      body: SearchBody,
      paging: SEARCH_PAGING,
      // Compiled before the quota: malformed FQL is a 400 that does not count.
      prepare: ({ body, page }) => prepareSearch({ type: body.type, query: body.query, page: page.page, limit: page.limit, sort: body.sort ?? undefined }),
      reads: true,
      handler: ({ prepared }) => ctx.reads.run('search', prepared.input),
      response: ref('SearchResults'),
      errors: FQL_ERROR,
      doc: {
        summary: 'Search companies or GST registrations with an FQL query',
        description: 'FQL: State == \'Maharashtra\' AND paidUpCapital > 1000000; malformed queries are 400 with the position. sort: "<field> asc|desc".',
        tag: 'Search',
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/screener/screeners',
      auth: 'bearer',
      handler: ({ user }) => ({ data: listScreeners(db, user.userId).map(toScreener) }),
      response: R.data(arr(ref('Screener'))),
      doc: { summary: 'The caller’s screeners and the built-in ones', tag: 'Screeners' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/screener/screeners',
      auth: 'bearer',
      quota: 'screener',
      body: ScreenerBody,
      prepare: ({ body }) => validateQuery(body.type, body.query),
      handler: ({ user, body }) => ({ data: toScreener(createScreener(db, clock, user.userId, body)) }),
      status: 201,
      response: R.data(ref('Screener')),
      errors: FQL_ERROR,
      doc: { summary: 'Save an FQL query as a screener (validated)', tag: 'Screeners' },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/screener/screeners/:id',
      auth: 'bearer',
      handler: ({ user, params }) => ({ data: toScreener(getVisibleScreener(db, user.userId, params.id)) }),
      response: R.data(ref('Screener')),
      errors: NOT_FOUND,
      doc: { summary: 'One screener (own or built-in)', tag: 'Screeners' },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/screener/screeners/:id',
      auth: 'bearer',
      body: ScreenerBody,
      handler: ({ user, params, body }) => ({ data: toScreener(updateScreener(db, clock, user.userId, params.id, body)) }),
      response: R.data(ref('Screener')),
      errors: { ...FQL_ERROR, 403: 'A built-in screener', ...NOT_FOUND },
      doc: { summary: 'Replace an own screener', tag: 'Screeners' },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/screener/screeners/:id',
      auth: 'bearer',
      handler: ({ user, params }) => {
        deleteScreener(db, user.userId, params.id)
        return { success: true }
      },
      response: obj({ success: bool }),
      errors: { 403: 'A built-in screener', ...NOT_FOUND },
      doc: { summary: 'Delete an own screener (built-in ones: 403)', tag: 'Screeners' },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/screener/screeners/:id/run',
      auth: 'bearer',
      quota: 'screener',
      body: RunBody,
      bodyOptional: true,
      paging: SEARCH_PAGING,
      prepare: ({ user, params, body, page }) => {
        const screener = getVisibleScreener(db, user.userId, params.id)
        return prepareSearch({ type: screener.type, query: screener.query, page: page.page, limit: page.limit, sort: body.sort ?? undefined })
      },
      reads: true,
      handler: ({ prepared }) => ctx.reads.run('search', prepared.input),
      response: ref('SearchResults'),
      errors: { ...FQL_ERROR, ...NOT_FOUND },
      doc: { summary: 'Run a screener: one page of its results', tag: 'Screeners', rules: { sort: 'a field of the screener’s type (400 INVALID_SORT otherwise)' } },
    }),
  ]
}
