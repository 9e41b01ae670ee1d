// /openapi.json is a valid OpenAPI 3.1 document (the official schema, bundled by @hyperjump/json-schema),
// true to the server's limits, and shows an example request for every operation.
import { validate } from '@hyperjump/json-schema/openapi-3-1'
import { BASIC } from '@hyperjump/json-schema/experimental'
import { beforeAll, describe, expect, it } from 'vitest'
import { FQL_LIMITS } from '../../src/core/fql/parser.ts'
import { useApp } from '../_scenario.ts'
import { bodyOf } from '../_openapi.ts'

type Schema = Record<string, any>
const { t, u } = useApp({ testMode: true })
let doc: Schema
beforeAll(async () => {
  doc = (await t.json('/openapi.json')).body
}, 60_000)

describe('the OpenAPI document against the OpenAPI 3.1 schema', () => {
  it('validates (schema-base: the document and every schema in it, in the 3.1 dialect)', async () => {
    const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', doc, BASIC)
    const errors = ('errors' in output ? output.errors : undefined) ?? []
    expect(errors.slice(0, 5)).toEqual([])
    expect(output.valid).toBe(true)
  })

  it('a broken document does not validate (the check can fail)', async () => {
    const broken = structuredClone(doc)
    broken.paths['/api/screener/search'].post.responses = { '200': { content: {} } } // a response needs a description
    expect((await validate('https://spec.openapis.org/oas/3.1/schema-base', broken)).valid).toBe(false)
  })

  it('documents the FQL limit the server enforces: maxLength 2,000; one character more is refused', async () => {
    for (const [path, method] of [
      ['/api/screener/search', 'post'],
      ['/api/screener/screeners', 'post'],
    ]) {
      // One shape per type (oneOf): each states the limit.
      const shapes = bodyOf(doc, path, method).oneOf
      expect(
        shapes.map((s: Schema) => s.properties.query.maxLength),
        path,
      ).toEqual([FQL_LIMITS.length, FQL_LIMITS.length])
    }
    expect(FQL_LIMITS.length).toBe(2000)
    const search = (query: string) => t.json('/api/screener/search', { method: 'POST', token: u.alice.token, json: { type: 'company', query } })
    const atLimit = `companyName contains '${'a'.repeat(50)}'`.padEnd(2000, ' ')
    expect((await search(atLimit)).status).toBe(200)
    const over = await search(`${atLimit} `)
    expect(over.status).toBe(400)
    expect(over.body.code).toBe('QUERY_TOO_LONG')
  })

  it('every operation has a curl example; bodies carry a sample of their schema', () => {
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const sample = op['x-codeSamples']?.[0]
        expect(sample?.source, `${method} ${path}`).toMatch(new RegExp(`^curl -X ${method.toUpperCase()} `))
      }
    }
    const login = doc.paths['/api/auth/login'].post['x-codeSamples'][0].source
    expect(login).toContain('"api_key":"fsk_your_api_key"')
    expect(doc.paths['/api/users/me'].get['x-codeSamples'][0].source).toContain('Authorization: Bearer $TOKEN')
  })
})
