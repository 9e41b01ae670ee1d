// The document's examples are requests the server answers: a collection converted from it (Postman) or a
// mock (Prism) sends or answers them unedited. Every /api/ and /admin/ operation whose path parameters
// have examples is sent with the examples of its parameters and body, and answers 2xx. Left out: the
// operations that take the caller's own secret (login, refresh, register, a console session) and those
// that end the caller's session or account.
import { describe, expect, it } from 'vitest'
import { useApp } from '../_scenario.ts'

type Schema = Record<string, any>
const app = useApp()
const SECRET = new Set(['api_key', 'password', 'refresh_token'])
const ENDS_CALLER = ['post /api/auth/logout', 'post /api/auth/logout-all', 'delete /api/users/me/account']

describe('the examples of /openapi.json', () => {
  it('every operation it can fill from examples answers them 2xx', async () => {
    const doc = (await app.t.json('/openapi.json')).body
    const sent: string[] = []
    const failed: string[] = []
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Schema>>))
      for (const [method, op] of Object.entries(operations)) {
        const name = `${method} ${path}`
        const params = (op.parameters ?? []) as Schema[]
        const body = op.requestBody?.content?.['application/json']?.example
        if (ENDS_CALLER.includes(name) || Object.keys(body ?? {}).some((k) => SECRET.has(k))) continue
        if (params.some((p) => p.in === 'path' && p.example === undefined)) continue
        let url = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(params.find((p) => p.name === n)!.example)))
        const query = params.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => `${p.name}=${encodeURIComponent(String(p.example))}`)
        if (query.length) url += `?${query.join('&')}`
        const token = path.startsWith('/admin/') ? app.u.root.token : app.u.alice.token
        const res = await app.t.request(url, { method: method.toUpperCase(), token, ...(body !== undefined ? { json: body } : {}) })
        sent.push(name)
        if (res.status < 200 || res.status > 299) failed.push(`${name} ${url} ${JSON.stringify(body)} → ${res.status} ${(await res.text()).slice(0, 200)}`)
      }
    expect(failed).toEqual([])
    expect(sent.length).toBeGreaterThan(30)
  })

  it('every operation carries examples: its parameters that can have one, its body, its JSON answer', async () => {
    const doc = (await app.t.json('/openapi.json')).body
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Schema>>))
      for (const [method, op] of Object.entries(operations)) {
        const json = op.requestBody?.content?.['application/json']
        if (json) expect(json.example, `${method} ${path} body`).toBeDefined()
        const ok = Object.entries(op.responses as Record<string, Schema>).find(([s]) => s.startsWith('2'))![1]
        if (ok.content?.['application/json']) expect(ok.content['application/json'].example, `${method} ${path} answer`).toBeDefined()
        for (const p of (op.parameters ?? []) as Schema[]) if (p.required && p.in === 'query') expect(p.example, `${method} ${path} ${p.name}`).toBeDefined()
      }
  })
})
