// An example request for every operation (x-codeSamples, which Redoc shows beside it): curl with
// the route's authentication and, for a body, a sample built from its JSON Schema.
import type { Route } from './route.ts'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

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
  from_date: '2025-01-01',
  to_date: '2025-12-31',
  state: 'Karnataka',
  State: 'Karnataka',
  city: 'Bengaluru',
  City: 'Bengaluru',
  district: 'Bengaluru Urban',
  company: 'SOFTWARE',
  companyName: 'SOFTWARE',
  TradeName: 'TRADERS',
  LegalName: 'TRADERS',
  firstName: 'RAJESH',
  lastName: 'KUMAR',
  directorName: 'KUMAR',
  search: 'software',
  search_query: 'a',
  dateOfIncorporation_start: '2015-01-01',
  dateOfIncorporation_end: '2025-12-31',
  page: 1,
  limit: 10,
  code: '8517',
  PAN: 'AAACK1234A',
  Status: 'Active',
  llpStatus: 'Active',
}

/** A value of a string format (or undefined): what a generator would need a pattern for. */
const FORMATS: Record<string, string> = { date: '2025-01-01', 'date-time': '2025-01-01T00:00:00Z', email: 'you@example.com' }

/** The value satisfies the string constraints a sample has to meet (pattern, length, enum). */
function fits(schema: Record<string, unknown>, value: Json): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(value)
  if (typeof value !== 'string' || schema.type !== 'string') return true
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(value)
}

/**
 * A sample value of a JSON Schema: its own examples (identifier fields: this registry's records) first,
 * then known field names, then by type; required fields only. Strings fit their pattern where a known
 * value or the format gives one that does.
 */
export function sample(schema: Record<string, unknown> | undefined, name?: string, known: Record<string, Json> = KNOWN): Json {
  if (schema && Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0] as Json
  if (name && name in known && (!schema || fits(schema, known[name]))) return known[name]
  if (!schema) return null
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json
  if (schema.const !== undefined) return schema.const as Json
  if (schema.default !== undefined) return schema.default as Json
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf as Record<string, unknown>[]
    const properties = Object.assign({}, ...parts.map((p) => p.properties ?? {}))
    const required = parts.flatMap((p) => (p.required as string[] | undefined) ?? Object.keys((p.properties as object | undefined) ?? {}))
    return sample({ type: 'object', properties, required }, name, known)
  }
  const anyOf = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (anyOf?.length) return sample(anyOf.find((s) => s.type !== 'null') ?? anyOf[0], name, known)
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
      const required = new Set((schema.required as string[] | undefined) ?? Object.keys(props))
      return Object.fromEntries(
        Object.entries(props)
          .filter(([k]) => required.has(k) || k in known)
          .map(([k, s]) => [k, sample(s, k, known)]),
      )
    }
    case 'array':
      return [sample(schema.items as Record<string, unknown> | undefined, undefined, known)]
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    default: {
      const formatted = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined
      return formatted ?? 'string'
    }
  }
}

/**
 * Known values with this registry's records in place of the made-up identifiers: examples a client
 * can send as they are (an order of a company that exists).
 */
export function knownWith(samples: Record<string, string[]>): Record<string, Json> {
  const cin = samples.company?.[0]
  return cin ? { ...KNOWN, identifier: cin, identifiers: [cin], items: [{ type: 'company', number: cin }] } : KNOWN
}

/** A parameter's example: a sample that fits its schema, or none (a generator would otherwise send a placeholder). */
export function parameterExample(schema: Record<string, unknown>, name: string, known: Record<string, Json> = KNOWN): Json | undefined {
  const value = sample(schema, name, known)
  return value !== null && fits(schema, value) && (schema.type !== 'integer' || Number.isInteger(value)) ? value : undefined
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
