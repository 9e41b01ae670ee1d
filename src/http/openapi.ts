// The OpenAPI 3.1 document (contract §3): built from the app's own route list, so every route is
// in it; request bodies come from the valibot schemas that validate them.
import { toJsonSchema } from '@valibot/to-json-schema'
import type { Route, RouteDoc } from './route.ts'
import { ref, SCHEMAS, type Schema } from './openapi-schemas.ts'

const ERROR = { description: 'Error', content: { 'application/json': { schema: ref('Error') } } }

function bodySchema(doc: RouteDoc): Schema {
  const { $schema: _, ...schema } = toJsonSchema(doc.body!, { errorMode: 'ignore', target: 'draft-2020-12' }) as Schema
  return schema
}

/** The error statuses an operation can answer, from what it does. */
function errorStatuses(route: Route): Record<string, string> {
  const d = route.doc
  const out: Record<string, string> = {}
  if (d.body) out['400'] = 'Body is not valid JSON or not an object'
  if (d.auth !== 'none') out['401'] = 'Missing, invalid, expired or revoked token'
  if (d.auth !== 'none' || d.feature) out['403'] = [d.auth === 'admin' ? 'Not an admin' : '', d.feature ? `Subscription feature ${d.feature} missing` : '', 'Account suspended or address blocked'].filter(Boolean).join('; ')
  else out['403'] = 'Address blocked'
  if (route.path.includes(':')) out['404'] = 'No such resource (or not yours)'
  if (d.body) out['413'] = 'Body larger than 1 MiB'
  if (d.body || d.query) out['422'] = 'Invalid input; errors names the field'
  if (d.auth !== 'none') out['429'] = d.quota ? `Daily ${d.quota} quota (or the overall API quota) exhausted` : 'Overall daily API quota exhausted'
  return out
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

export function openApiDocument(routes: readonly Route[], info: { version: string; serviceName: string; testMode: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const d = route.doc
    const path = toOpenApiPath(route.path)
    const params = [
      ...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(d.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        description,
        schema: name === 'page' || name === 'limit' ? { type: 'integer', minimum: 1 } : { type: 'string' },
      })),
    ]
    const success = d.html
      ? { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }
      : { description: 'Success', content: { 'application/json': { schema: d.response } } }
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: d.summary,
      ...(d.description || d.aliasOf ? { description: [d.description, d.aliasOf ? `Alias of ${d.aliasOf}.` : ''].filter(Boolean).join(' ') } : {}),
      tags: [d.tag],
      ...(d.aliasOf ? { deprecated: true } : {}),
      ...(d.auth === 'none' ? { security: [] } : d.auth === 'bearer-only' ? { security: [{ bearer: [] }] } : {}),
      ...(d.feature ? { 'x-feature': d.feature } : {}),
      ...(d.quota ? { 'x-quota-class': d.quota } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(d.body ? { requestBody: { required: !d.bodyOptional, content: { 'application/json': { schema: bodySchema(d) } } } } : {}),
      responses: {
        [String(d.status ?? 200)]: success,
        ...Object.fromEntries(Object.entries(errorStatuses(route)).map(([status, description]) => [status, { ...ERROR, description }])),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${info.serviceName} API (firmbase emulator)`,
      version: info.version,
      description:
        'Indian business-registry data: companies (CIN), directors (DIN) and GST registrations (GSTIN); FQL search, saved screeners, ' +
        'watchlists, orders, CRM leads. Errors are {detail, code}. Log in with an API key (POST /api/auth/login) and send ' +
        '`Authorization: Bearer <access_token>`.' +
        (info.testMode ? ' Test mode is on: /__admin/ controls the clock, snapshots, the request log and faults.' : ''),
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { session: [] }],
    tags: [...new Set(routes.map((r) => r.doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /api/auth/login (1 hour).' },
        session: { type: 'apiKey', in: 'cookie', name: 'firmbase_session', description: 'Web console session (POST /api/auth/session).' },
      },
      schemas: SCHEMAS,
    },
  }
}
