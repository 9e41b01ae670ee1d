// The OpenAPI 3.1 document (contract §3): built from the app's own route list, so every route is
// in it; request bodies come from the valibot schemas that validate them.
import { toJsonSchema } from '@valibot/to-json-schema'
import type { GenericSchema } from 'valibot'
import type { Route } from './route.ts'
import { declaredStatuses } from './statuses.ts'
import { codeSamples, type Json, knownWith, parameterExample, sample } from './openapi-examples.ts'
import { ref, SCHEMAS, type Schema } from './openapi-schemas.ts'

/** Developer-API answers: the quota that counted the request (its class, else the overall API quota); absent when unlimited. */
const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Daily limit of the quota that counted this request', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left today under it', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When it resets (next UTC midnight)', schema: { type: 'string', format: 'date-time' } },
}
const ERROR = { description: 'Error', content: { 'application/json': { schema: ref('Error') } } }
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } }
/** Headers of the error answers that carry them: 429 (per-address limits and quotas), 503 (no free connection). */
const ERROR_HEADERS: Record<number, Record<string, unknown>> = { 429: { ...RETRY_AFTER, ...RATE_HEADERS }, 503: RETRY_AFTER }
const MAX_PAGE = Number.MAX_SAFE_INTEGER
const EMPTY_IS_ABSENT = 'An empty value (`name=`) means not given.'

/** JSON Schema of a valibot schema, without its $schema key. */
function jsonSchema(schema: GenericSchema): Schema {
  const { $schema: _, ...out } = toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' }) as Schema
  return out
}

/**
 * An object whose `anyOf` only lists which properties are required (`type` or `watchlist_type`) as whole
 * alternatives, each the object with its own required list: code generators type a sibling `anyOf`
 * beside `properties` as unknown, and a misspelt field then compiled.
 */
function wholeAlternatives(schema: Schema): Schema {
  const { anyOf, ...object } = schema as Schema & { anyOf?: Schema[]; required?: string[] }
  const onlyRequired = anyOf?.every((branch) => Object.keys(branch).length === 1 && Array.isArray(branch.required))
  if (!anyOf || !onlyRequired || object.type !== 'object') return schema
  return { anyOf: anyOf.map((branch) => ({ ...object, required: [...(object.required ?? []), ...(branch.required as string[])] })) }
}

const pascal = (words: string) => words.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase())

/** `POST /api/orders/normal` → `PostOrdersNormalBody`: what a generated client calls the body's type. */
const bodyName = (route: Route) => pascal(`${route.method.toLowerCase()} ${route.path.replace(/^\/api\//, '/').replace(/\/:\w+/g, '')}`) + 'Body'

/**
 * A body schema with every object in it (the body itself, array items, each alternative of a union)
 * moved to `components` under a name from its place — `PostOrdersNormalBodyItemCompany` for the
 * company alternative of an order's items — and referenced: generators otherwise made up names such as
 * `PostApiOrdersNormalBodyItemsItemType0Type`.
 */
function named(schema: Schema, name: string, components: Record<string, Schema>): Schema {
  const place = (target: Schema, as: string): Schema => {
    let unique = as
    for (let n = 2; unique in components || unique in SCHEMAS; n++) unique = `${as}${n}`
    components[unique] = target
    return ref(unique)
  }
  const walk = (node: Schema, as: string): Schema => {
    const alternatives = (node.oneOf ?? node.anyOf) as Schema[] | undefined
    if (alternatives?.some((a) => a.type === 'object')) {
      const key = node.oneOf ? 'oneOf' : 'anyOf'
      const suffixes = branchNames(alternatives)
      const branches = alternatives.map((branch, i) => (branch.type === 'object' ? walk(branch, `${as}${suffixes[i]}`) : branch))
      return { ...node, [key]: branches }
    }
    // An array's element: `…Items` → `…Item`.
    if (node.type === 'array' && node.items) return { ...node, items: walk(node.items as Schema, as.endsWith('s') ? as.slice(0, -1) : `${as}Item`) }
    if (node.type !== 'object' || !node.properties) return node
    const properties = Object.fromEntries(Object.entries(node.properties as Record<string, Schema>).map(([k, v]) => [k, walk(v, `${as}${pascal(k)}`)]))
    return place({ ...node, properties }, as)
  }
  const top = walk(schema, name)
  return top
}

/**
 * What tells a union's object alternatives apart, as name suffixes: the value of a property whose enum
 * differs between them (`Company`, `Director`), else the property only that alternative requires
 * (`WithType`, `WithWatchlistType`), else its position.
 */
function branchNames(alternatives: Schema[]): string[] {
  const unique = (names: (string | undefined)[]) => names.every((n) => n !== undefined) && new Set(names).size === names.length
  const objects = alternatives.map((a) => (a.type === 'object' ? a : undefined))
  const byTag = objects.map((a) => {
    const tagged = Object.values((a?.properties ?? {}) as Record<string, Schema>).find((p) => Array.isArray(p.enum) || p.const !== undefined)
    const tag = tagged ? (tagged.const ?? (tagged.enum as unknown[])[0]) : undefined
    return a && tag !== undefined ? pascal(String(tag)) : undefined
  })
  if (unique(byTag.filter((_, i) => objects[i]))) return byTag.map((n, i) => n ?? String(i + 1))
  const required = objects.map((a) => new Set((a?.required as string[] | undefined) ?? []))
  const byRequired = objects.map((a, i) => {
    const own = [...required[i]].find((k) => required.every((other, j) => j === i || !other.has(k)))
    return a && own ? `With${pascal(own)}` : undefined
  })
  if (unique(byRequired.filter((_, i) => objects[i]))) return byRequired.map((n, i) => n ?? String(i + 1))
  return alternatives.map((_, i) => String(i + 1))
}

/** Query parameters from the declared schema, plus page/limit when the route pages by query. */
function queryParameters(route: Route) {
  const entries = (route.query as { entries?: Record<string, GenericSchema> } | undefined)?.entries ?? {}
  const params = Object.entries(entries).map(([name, schema]) => {
    const { description, ...rest } = jsonSchema(schema) as Schema & { description?: string }
    return {
      name,
      in: 'query',
      required: !(schema as { type: string }).type.startsWith('optional'),
      description: [description, EMPTY_IS_ABSENT].filter(Boolean).join(' '),
      schema: Object.keys(rest).length ? rest : { type: 'string' },
    }
  })
  if (route.paging && route.method === 'GET') {
    params.push(
      { name: 'page', in: 'query', required: false, description: `Page (default 1). ${EMPTY_IS_ABSENT}`, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: `Page size (default ${route.paging.limit}, max ${route.paging.max}; larger is clamped). ${EMPTY_IS_ABSENT}`,
        schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
      },
    )
  }
  // `allowEmptyValue`: `?TradeName=&State=Goa` is accepted, the empty one taken as not given (src/http/input.ts).
  return params.map((p) => ({ ...p, allowEmptyValue: true }))
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

const SECURITY: Record<Route['auth'], unknown[]> = { none: [], bearer: [{ bearer: [] }], admin: [{ bearer: [] }], browser: [{ session: [] }] }

/**
 * Which document a route is in: `api` (/openapi.json) holds the API clients are generated from — /api/,
 * /admin/ and /healthz; `console` (/openapi-console.json) holds the console's pages, static files, the
 * test checkout, the documents themselves and test mode's /__admin/ controls, so generated SDKs do not carry them.
 */
export type DocumentPart = 'api' | 'console'
export const partOf = (route: Pick<Route, 'path'>): DocumentPart => (/^\/(api|admin)\//.test(route.path) || route.path === '/healthz' ? 'api' : 'console')

/**
 * The document of one part. `samples`: identifiers of this instance's registry, by entity type, given
 * as the examples of every identifier field, so that a client generated from it, or a tester driving
 * it, finds real records.
 */
export function openApiDocument(all: readonly Route[], info: { version: string; serviceName: string; testMode: boolean; part?: DocumentPart; samples?: Record<string, string[]> }) {
  return withExamples(withRegistryExamples(documentOf(all, info), info.samples ?? {}), knownWith(info.samples ?? {}))
}

/** A schema with its `$ref`s replaced by what they name (a cycle stops at depth 12). */
function dereferenced(schema: unknown, schemas: Record<string, Schema>, depth = 0): Schema {
  if (Array.isArray(schema)) return schema.map((s) => dereferenced(s, schemas, depth)) as unknown as Schema
  if (schema === null || typeof schema !== 'object') return schema as Schema
  const ref = (schema as { $ref?: string }).$ref
  if (typeof ref === 'string') return depth > 12 ? {} : dereferenced(schemas[ref.split('/').pop()!], schemas, depth + 1)
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, dereferenced(v, schemas, depth)]))
}

/**
 * An example for every parameter that can have a valid one, every request body and every JSON answer:
 * mock servers (Prism) answer them, and collections converted from the document (Postman) send them.
 */
function withExamples<T extends { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } }>(doc: T, known: Record<string, Json>): T {
  const schemas = doc.components.schemas
  for (const operations of Object.values(doc.paths))
    for (const op of Object.values(operations) as Schema[]) {
      for (const p of (op.parameters ?? []) as Schema[]) {
        // A path parameter names a record: only an example of the registry's own (a made-up id would be a 404).
        const own = ((p.schema as Schema).examples as unknown[] | undefined)?.[0]
        const example = p.example ?? (p.in === 'path' ? own : parameterExample(p.schema as Schema, p.name as string, known))
        if (example !== undefined) p.example = example
      }
      const body = (op.requestBody as { content?: Record<string, Schema> } | undefined)?.content ?? {}
      for (const media of Object.values(body)) media.example ??= sample(dereferenced(media.schema, schemas), undefined, known)
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, { content?: Record<string, Schema> }>)) {
        const json = status.startsWith('2') ? response.content?.['application/json'] : undefined
        if (json) json.example ??= sample(dereferenced(json.schema, schemas))
      }
    }
  return doc
}

function documentOf(all: readonly Route[], info: { version: string; serviceName: string; testMode: boolean; part?: DocumentPart }) {
  const part = info.part ?? 'api'
  const routes = all.filter((r) => partOf(r) === part)
  const paths: Record<string, Record<string, unknown>> = {}
  /** Request bodies and the objects in them, named (see `named`). */
  const components: Record<string, Schema> = {}
  for (const route of routes) {
    const d = route.doc
    const path = toOpenApiPath(route.path)
    const params = [...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(route)]
    const statuses = declaredStatuses(route)
    const success = route.status ?? 200
    const responses = Object.fromEntries(
      [...statuses].map(([status, description]) => {
        if (status === success)
          return [
            String(status),
            d.media
              ? { description, content: Object.fromEntries(d.media.map((type) => [type, { schema: { type: 'string' } }])) }
              : d.html
                ? { description, content: { 'text/html': { schema: { type: 'string' } } } }
                : {
                    description,
                    ...(route.auth === 'bearer' || route.auth === 'admin' ? { headers: RATE_HEADERS } : {}),
                    content: { 'application/json': { schema: route.response }, ...(d.csv ? { 'text/csv': { schema: { type: 'string', description: d.csv } } } : {}) },
                  },
          ]
        if (status === 303) return [String(status), { description }]
        return [String(status), { ...ERROR, description, ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}) }]
      }),
    )
    const bodySchema = d.bodySchema ?? (route.body ? wholeAlternatives(jsonSchema(route.body)) : undefined)
    const documented = bodySchema && !route.form && !d.bodySchema ? named(bodySchema, bodyName(route), components) : bodySchema
    const body = documented && {
      requestBody: { required: !route.bodyOptional, content: { [route.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: documented } } },
    }
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: d.summary,
      ...(d.description || d.aliasOf ? { description: [d.description, d.aliasOf ? `Alias of ${d.aliasOf}.` : ''].filter(Boolean).join(' ') } : {}),
      tags: [d.tag],
      ...(d.aliasOf ? { deprecated: true } : {}),
      security: SECURITY[route.auth],
      'x-auth': route.auth === 'browser' && route.role ? `browser (${route.role})` : route.auth,
      ...(route.feature ? { 'x-feature': typeof route.feature === 'string' ? route.feature : 'by entity type' } : {}),
      ...(route.quota ? { 'x-quota-class': route.quota } : {}),
      ...(d.rules ? { 'x-rules': d.rules } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...body,
      responses,
      'x-codeSamples': codeSamples(route, path, bodySchema as Record<string, unknown> | undefined),
    }
  }
  return {
    openapi: '3.1.0',
    info:
      part === 'api'
        ? {
            title: `${info.serviceName} API (firmbase emulator)`,
            version: info.version,
            description:
              'Indian business-registry data: companies (CIN), directors (DIN) and GST registrations (GSTIN); FQL search, saved screeners, ' +
              'watchlists, orders, CRM leads. Errors are {detail, code}. Log in with an API key (POST /api/auth/login) and send ' +
              '`Authorization: Bearer <access_token>`. The web console, static files and test-mode controls are in /openapi-console.json.' +
              (info.testMode ? ' Test mode is on: /__admin/ (in that document) controls the clock, snapshots, the request log and faults.' : ''),
          }
        : {
            title: `${info.serviceName} console, files and test-mode controls (firmbase emulator)`,
            version: info.version,
            description:
              'What firmbase serves beside the API (/openapi.json): the web console and its forms, static files, the test checkout, ' +
              'the API reference' +
              (info.testMode ? ', and test mode’s /__admin/ controls (clock, reset, snapshots, fixtures, request log, faults).' : '.'),
          },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /api/auth/login (1 hour).' },
        session: { type: 'apiKey', in: 'cookie', name: 'firmbase_session', description: 'Web console session (POST /api/auth/session).' },
      },
      schemas: { ...SCHEMAS, ...components },
    },
  }
}

/**
 * Identifier fields carry `x-entity` (their type) while the document is built: here they get the
 * samples as examples, and the marker goes (validators in strict mode refuse keywords they do not know).
 */
function withRegistryExamples<T>(doc: T, samples: Record<string, string[]>): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const { 'x-entity': entity, ...out } = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Record<string, unknown>
    return typeof entity === 'string' && samples[entity]?.length ? { ...out, examples: samples[entity] } : out
  }
  return walk(doc) as T
}
