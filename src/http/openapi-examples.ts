// An example request for every operation (x-codeSamples, which Redoc shows beside it): curl with
// the route's authentication and, for a body, a sample built from its JSON Schema.
import type { Route } from './route.ts'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

const KNOWN: Record<string, Json> = {
  api_key: 'fsk_your_api_key',
  refresh_token: 'eyJhbGciOi…',
  query: "State == 'Karnataka' AND paidUpCapital > 1000000",
  type: 'company',
  entity_type: 'company',
  identifier: 'U72200KA2015PTC081234',
  orderName: 'Bengaluru software prospects',
  paymentOption: 'credits',
  items: [{ type: 'company', number: 'U72200KA2015PTC081234' }],
  identifiers: ['U72200KA2015PTC081234'],
  name: 'My prospects',
  email: 'you@example.com',
  password: 'a long passphrase',
  outcome: 'success',
  ip: '203.0.113.7',
  path: '/api/orders/*',
  set: '2026-01-01T00:00:00Z',
  advance_seconds: 3600,
}

/** A sample value of a JSON Schema: known field names first, then by type; required fields only. */
export function sample(schema: Record<string, unknown> | undefined, name?: string): Json {
  if (name && name in KNOWN) return KNOWN[name]
  if (!schema) return null
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0] as Json
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json
  const anyOf = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (anyOf?.length) return sample(anyOf.find((s) => s.type !== 'null') ?? anyOf[0], name)
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
      const required = new Set((schema.required as string[] | undefined) ?? Object.keys(props))
      return Object.fromEntries(
        Object.entries(props)
          .filter(([k]) => required.has(k) || k in KNOWN)
          .map(([k, s]) => [k, sample(s, k)]),
      )
    }
    case 'array':
      return [sample(schema.items as Record<string, unknown> | undefined)]
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    default:
      return 'string'
  }
}

export function codeSamples(route: Route, path: string, body: Record<string, unknown> | undefined) {
  const url = `http://127.0.0.1:8080${path.replace(/\{(\w+)\}/g, (_, p: string) => `<${p}>`)}`
  const lines = [`curl -X ${route.method} '${url}'`]
  if (route.auth === 'bearer' || route.auth === 'admin') lines.push(`  -H "Authorization: Bearer $TOKEN"`)
  if (route.auth === 'browser') lines.push(`  -b 'firmbase_session=<console session cookie>'`)
  if (body) {
    const data = sample(body)
    if (route.form)
      lines.push(
        `  --data-urlencode ${Object.keys(data as object)
          .map((k) => `'${k}=…'`)
          .join(' --data-urlencode ')}`,
      )
    else lines.push(`  -H 'content-type: application/json'`, `  -d '${JSON.stringify(data).replace(/'/g, `'\\''`)}'`)
  }
  return [{ lang: 'Shell', label: 'curl', source: lines.join(' \\\n') }]
}
