// The OpenAPI document predicts what the server accepts: every JSON API operation is driven from
// /openapi.json itself with generated input (fast-check), and each answer is checked against what
// the document says. Input the document calls valid (checked with a JSON Schema validator, not assumed)
// must never be refused as malformed (422, or 400 for a reason other than a semantic one the document
// names); input it calls invalid must be refused (400/422), never accepted. A looser schema fails it.
import { registerSchema, validate } from '@hyperjump/json-schema/draft-2020-12'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { FQL_ERROR_CODES } from '../../src/core/fql/errors.ts'
import { gstinCheckChar } from '../../src/core/registry/identifiers.ts'
import { IDENTIFIER_SCHEMA } from '../../src/http/schemas.ts'
import { useApp } from '../_scenario.ts'
import { deref } from '../_openapi.ts'

type Schema = Record<string, any>
interface Operation {
  method: string
  path: string
  op: Schema
}
interface Outcome {
  status: number
  body: any
}

const { t, u } = useApp()
let doc: Schema
beforeAll(async () => {
  doc = (await t.json('/openapi.json')).body
}, 60_000)

/** Operations not driven: they end the caller's session or account, block addresses, or count failed logins towards a ban. */
const SKIPPED = new Set([
  'delete /api/users/me/account',
  'post /api/auth/logout',
  'post /api/auth/logout-all',
  'post /admin/security/block-ip',
  'post /admin/security/unblock-ip',
  'post /api/auth/login',
  'post /api/auth/api-key/login',
  'post /api/auth/session',
  'post /api/auth/refresh-token',
  'post /api/auth/refresh',
])
/**
 * 400s about meaning, not form, which the operation's 400 description names: FQL's grammar (a query
 * string that is not FQL: no schema states a grammar), a sort field, credits, an order's state, the deadline.
 */
const SEMANTIC_400 = new Set([...FQL_ERROR_CODES, 'INSUFFICIENT_CREDITS', 'ORDER_STATE', 'QUERY_TIMEOUT'])

function operations(d: Schema): Operation[] {
  return Object.entries(d.paths as Record<string, Schema>).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => /^(get|post|put|patch|delete)$/.test(method))
      .map(([method, op]) => ({ method, path, op }))
      .filter(({ method, path, op }) => /^\/(api|admin)\//.test(path) && !SKIPPED.has(`${method} ${path}`) && !op.deprecated),
  )
}

// ── values from a schema ────────────────────────────────────────────────────

const ascii = (min: number, max: number) => fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.min(max, Math.max(min, 12)) })
const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

/** A pattern without its lookaheads (fast-check cannot generate from them; the full pattern filters). */
function withoutLookarounds(pattern: string): string {
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      let depth = 0
      for (; i < pattern.length; i++) {
        if (pattern[i] === '\\') i++
        else if (pattern[i] === '(') depth++
        else if (pattern[i] === ')' && --depth === 0) break
      }
    } else out += pattern[i]
  }
  return out
}

/** Values the schema allows (checked again by the validator before use). */
/** An identifier field: its pattern is one of the identifier patterns, its examples this registry's records. */
const IDENTIFIER_PATTERNS = new Set(Object.values(IDENTIFIER_SCHEMA).map((i) => i.pattern))
const identifier = (s: Schema) => s.type === 'string' && IDENTIFIER_PATTERNS.has(s.pattern)

function arb(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.examples?.length && s.type === 'string') return identifier(s) ? fc.constantFrom(...s.examples) : fc.oneof(fc.constantFrom(...s.examples), arbBare(s, depth))
  return arbBare(s, depth)
}

function arbBare(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives)
    return fc.oneof(
      ...alternatives.map((a: Schema) => arb({ ...s, anyOf: undefined, oneOf: undefined, ...a, required: [...(s.required ?? []), ...(a.required ?? [])] }, depth + 1)),
    )
  switch (s.type) {
    case 'string':
      if (s.format === 'date') return day
      if (s.pattern === IDENTIFIER_SCHEMA.gst.pattern)
        return fc
          .stringMatching(new RegExp(s.pattern))
          .map((g) => g.trim().toUpperCase())
          .map((g) => g.slice(0, 14) + gstinCheckChar(g.slice(0, 14)))
      if (s.pattern) return fc.stringMatching(new RegExp(withoutLookarounds(s.pattern))).filter((x) => new RegExp(s.pattern).test(x))
      if (s.format === 'date') return day
      if (s.format === 'date-time') return day.map((d) => `${d}T10:00:00Z`)
      return ascii(s.minLength ?? 0, s.maxLength ?? 12)
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 1000, (s.minimum ?? 0) + 1000) })
    case 'number':
      return fc.integer({ min: Math.ceil(s.minimum ?? -1000), max: Math.floor(Math.min(s.maximum ?? 1000, 1000)) })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(depth > 4 ? fc.constant('x') : arb(s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
      })
    case 'object': {
      const props = Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([k, p]) => [k, arb(p, depth + 1)]))
      return fc.record(props, { requiredKeys: s.required ?? [] })
    }
    default:
      return fc.oneof(ascii(0, 8), fc.integer(), fc.constant(null))
  }
}

/** One change that breaks a valid value, for each constraint the schema states. */
function breakages(s: Schema): unknown[] {
  const out: unknown[] = []
  if (s.enum) out.push('zz-not-a-value')
  if (s.type === 'string') out.push(12345, ...(s.maxLength !== undefined ? ['x'.repeat(s.maxLength + 1)] : []), ...(s.minLength ? [''] : []), ...(s.pattern ? ['!!'] : []))
  if (s.format === 'date') out.push('2023-02-30')
  if (s.type === 'integer') out.push('many', 1.5, ...(s.minimum !== undefined ? [s.minimum - 1] : []))
  if (s.type === 'number') out.push('many', ...(s.minimum !== undefined ? [s.minimum - 1] : []))
  if (s.type === 'array') out.push('not a list', ...(s.minItems ? [[]] : []))
  if (s.type === 'object') out.push('not an object')
  if (s.type === 'boolean') out.push('yes')
  return out
}

// ── the validator ───────────────────────────────────────────────────────────

let registered = 0
async function isValid(schema: Schema, value: unknown): Promise<boolean> {
  const id = `https://firmbase.test/schema/${registered++}`
  registerSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema }, id)
  return (await validate(id, value as never)).valid
}

// ── requests ────────────────────────────────────────────────────────────────

const tokenFor = (op: Schema) => (op['x-auth'] === 'admin' ? u.root.token : op['x-auth'] === 'bearer' ? u.alice.token : undefined)
const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'kind' ? 'hsn' : `zz-${name}`))

async function send(o: Operation, query: Record<string, unknown>, body: unknown): Promise<Outcome> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  const url = pathOf(o.path) + (qs ? `?${qs}` : '')
  const res = await t.json(url, { method: o.method.toUpperCase(), token: tokenFor(o.op), json: body })
  return { status: res.status, body: res.body }
}

const bodySchema = (op: Schema): Schema | undefined => deref(op.requestBody?.content?.['application/json']?.schema, doc)
const queryParams = (op: Schema): Schema[] => (op.parameters ?? []).filter((p: Schema) => p.in === 'query')

/** Input the document calls valid: refused only for a reason the document names. */
function predictedForValid(o: Operation, r: Outcome): string | undefined {
  if (r.status >= 500) return `${r.status} for valid input`
  if (r.status === 422) {
    const rules = o.op['x-rules'] ?? {}
    const fields: string[] = (r.body?.errors ?? []).map((e: { field: string }) => e.field.replace(/\[\d+\]/g, '[]'))
    if (fields.length && fields.every((f) => f in rules)) return undefined
    return `422 for input the document calls valid: ${r.body?.detail}`
  }
  if (r.status === 400 && !SEMANTIC_400.has(r.body?.code)) return `400 ${r.body?.code} for input the document calls valid: ${r.body?.detail}`
  return undefined
}

/** Input the document calls invalid: refused as such (or, on a path naming a record, that record not found). */
const predictedForInvalid = (o: Operation, r: Outcome): string | undefined =>
  [400, 422, 429].includes(r.status) || (r.status === 404 && o.path.includes('{'))
    ? undefined
    : `${r.status} for input the document calls invalid: ${JSON.stringify(r.body)?.slice(0, 200)}`

/** Requests sent, with input the document calls valid and invalid (so that a run that skips everything fails). */
const sent = { valid: 0, invalid: 0, operations: new Set<string>() }

/** Drives one operation: valid inputs, then each constraint broken once. Answers the unpredicted outcomes. */
async function drive(o: Operation, runs: number, seed: number): Promise<string[]> {
  const problems: string[] = []
  const params = queryParams(o.op)
  const body = bodySchema(o.op)
  const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(params.map((p) => [p.name, arb(p.schema)]))
  const queryArb = fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) as never[] })
  const input = fc.tuple(queryArb, body ? arb(body) : fc.constant(undefined))
  const samples = fc.sample(input, { numRuns: runs, seed })
  for (const [query, json] of samples) {
    const validQuery = params.every((p) => p.name in query || !p.required) && (await isValidQuery(params, query as Record<string, unknown>))
    const validBody = body ? await isValid(body, json) : true
    if (!validQuery || !validBody) continue
    const r = await send(o, query, json)
    sent.valid++
    sent.operations.add(`${o.method} ${o.path}`)
    const problem = predictedForValid(o, r)
    if (problem) problems.push(`${o.method.toUpperCase()} ${o.path} ${JSON.stringify({ query, json }).slice(0, 300)} → ${problem}`)
    // Break one thing of this valid input at a time: a query parameter, a body property, an unknown parameter.
    const broken: { query: Record<string, unknown>; json: unknown; what: string }[] = []
    for (const p of params) for (const bad of breakages(p.schema)) broken.push({ query: { ...query, [p.name]: bad }, json, what: `query ${p.name}=${String(bad).slice(0, 20)}` })
    broken.push({ query: { ...query, zzUnknown: '1' }, json, what: 'an unknown query parameter' })
    if (body && json && typeof json === 'object') {
      for (const [name, prop] of Object.entries((body.properties ?? {}) as Record<string, Schema>)) {
        for (const bad of breakages(prop)) broken.push({ query, json: { ...(json as object), [name]: bad }, what: `body ${name}=${JSON.stringify(bad).slice(0, 20)}` })
      }
      for (const name of body.required ?? []) {
        const { [name]: _, ...rest } = json as Record<string, unknown>
        broken.push({ query, json: rest, what: `body without ${name}` })
      }
    }
    for (const b of broken.slice(0, 12)) {
      const stillValid = (b.what.startsWith('body') ? await isValid(body!, b.json) : false) || (b.what.startsWith('query') && (await isValidQuery(params, b.query)))
      if (stillValid) continue
      const rb = await send(o, b.query, b.json)
      sent.invalid++
      const problem = predictedForInvalid(o, rb)
      if (problem) problems.push(`${o.method.toUpperCase()} ${o.path} with ${b.what} → ${problem}`)
    }
  }
  return problems
}

async function isValidQuery(params: Schema[], query: Record<string, unknown>): Promise<boolean> {
  for (const p of params) {
    if (!(p.name in query)) continue
    // `allowEmptyValue`: an empty value is the parameter not given (valid unless it is required).
    if (p.allowEmptyValue && String(query[p.name]).trim() === '') {
      if (p.required) return false
      continue
    }
    if (!(await isValid(p.schema, coerce(p.schema, String(query[p.name]))))) return false
  }
  return true
}
/** A query value as the document types it (query strings carry numbers as text). */
const coerce = (s: Schema, v: unknown) => (s.type === 'integer' && typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v)

describe('the OpenAPI document predicts every acceptance and refusal (property test driven from the document)', () => {
  it('drives every JSON API operation with valid and broken input', async () => {
    const ops = operations(doc)
    expect(ops.length).toBeGreaterThan(40)
    const problems: string[] = []
    const runs = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 8)
    for (const [i, o] of ops.entries()) problems.push(...(await drive(o, runs, Number(process.env.OPENAPI_PROPERTY_SEED ?? 20261126) + i)))
    expect(problems.slice(0, 10)).toEqual([])
    // Every operation got valid input at least once, and broken input was sent many times.
    expect(ops.filter((o) => !sent.operations.has(`${o.method} ${o.path}`)).map((o) => `${o.method} ${o.path}`)).toEqual([])
    expect(sent.invalid).toBeGreaterThan(sent.valid)
  }, 240_000)

  it('fails when a schema is loosened: the search type as any string lets unknown types through as "valid"', async () => {
    const loose = structuredClone(doc)
    const search = loose.paths['/api/screener/search'].post
    const body = search.requestBody.content['application/json']
    body.schema = deref(body.schema, loose)
    body.schema.oneOf[0].properties.type = { type: 'string' }
    const problems = await drive({ method: 'post', path: '/api/screener/search', op: search }, 12, 7)
    expect(problems.some((p) => p.includes('422 for input the document calls valid'))).toBe(true)
  }, 60_000)

  it('fails when a constraint is dropped: a page without its minimum', async () => {
    const loose = structuredClone(doc)
    const list = loose.paths['/api/orders'].get
    const page = list.parameters.find((p: Schema) => p.name === 'page')
    page.schema = { type: 'integer' }
    const problems = await drive({ method: 'get', path: '/api/orders', op: list }, 30, 11)
    expect(problems.some((p) => p.includes('page='))).toBe(false)
    expect(problems.some((p) => p.includes('422 for input the document calls valid'))).toBe(true)
  }, 60_000)
})
