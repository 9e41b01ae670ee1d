// Watchlists: create with members, list, rename, add/remove members, pages and search; owners only.
import { beforeAll, describe, expect, it } from 'vitest'
import { useApp } from '../_scenario.ts'

const { t, u } = useApp()
let cins: { cin: string; name: string }[]
let dins: { din: string; name: string }[]
let gstins: { gstin: string; trade_name: string; legal_name: string }[]
beforeAll(async () => {
  cins = t.db.sqlite.prepare('SELECT cin, name FROM companies ORDER BY cin LIMIT 30').all() as typeof cins
  dins = t.db.sqlite.prepare('SELECT din, name FROM directors ORDER BY din LIMIT 3').all() as typeof dins
  gstins = t.db.sqlite.prepare("SELECT gstin, trade_name, legal_name FROM gst_registrations WHERE trade_name != '' LIMIT 2").all() as typeof gstins
}, 60_000)

const call = (method: string, path: string, json?: unknown, token = u.alice.token) => t.json(path, { method, token, ...(json === undefined ? {} : { json }) })

describe('watchlists', () => {
  it('created with entities: 201, names from the registry, identifiers normalised, duplicates once', async () => {
    const res = await call('POST', '/api/watchlist', {
      name: 'Suppliers',
      type: 'company',
      entities: [{ identifier: cins[0].cin.toLowerCase(), name: 'ignored' }, { identifier: cins[1].cin }, { identifier: ` ${cins[0].cin} ` }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ id: expect.stringMatching(/^wl_/), name: 'Suppliers', type: 'company', count: 2 })
    expect(res.body.data.items).toEqual([
      { identifier: cins[0].cin, name: cins[0].name, type: 'company', added_at: '2026-11-20T10:00:00.000Z' },
      { identifier: cins[1].cin, name: cins[1].name, type: 'company', added_at: '2026-11-20T10:00:00.000Z' },
    ])
    const fetched = await call('GET', `/api/watchlist/${res.body.data.id}`)
    expect(fetched.body.data).toEqual(res.body.data)
  })

  it('director and GST lists (watchlist_type accepted as the type); GST names are trade names', async () => {
    const d = await call('POST', '/api/watchlist', { name: 'People', watchlist_type: 'director', entities: dins.map((x) => ({ identifier: x.din })) })
    expect(d.status).toBe(201)
    expect(d.body.data.items.map((i: { name: string }) => i.name)).toEqual(dins.map((x) => x.name))
    const g = await call('POST', '/api/watchlist', { name: 'GST', type: 'gst' })
    expect(g.body.data).toMatchObject({ count: 0, items: [] })
    const added = await call('POST', `/api/watchlist/${g.body.data.id}/items`, { identifiers: gstins.map((x) => x.gstin) })
    expect(added.status).toBe(200)
    expect(added.body.data.items.map((i: { name: string }) => i.name).sort()).toEqual(gstins.map((x) => x.trade_name).sort())
  })

  it('members: added, kept once with their first date, listed in pages with a search, removed', async () => {
    const w = (await call('POST', '/api/watchlist', { name: 'Paged', type: 'company', entities: cins.slice(0, 5).map((c) => ({ identifier: c.cin })) })).body.data
    t.deps.clock.advance(60_000)
    try {
      const more = await call('POST', `/api/watchlist/${w.id}/items`, { identifiers: cins.slice(3, 25).map((c) => c.cin) })
      expect(more.body.data.count).toBe(25)
      const first = more.body.data.items.find((i: { identifier: string }) => i.identifier === cins[3].cin)
      expect(first.added_at).toBe('2026-11-20T10:00:00.000Z')
      const page = await call('GET', `/api/watchlist/${w.id}/entities?page=3&limit=10`)
      expect(page.body).toMatchObject({ total: 25, page: 3, limit: 10 })
      expect(page.body.data.length).toBe(5)
      const needle = cins[7].name.split(' ')[0].toLowerCase()
      const found = await call('GET', `/api/watchlist/${w.id}/entities?search_query=${encodeURIComponent(needle)}&limit=100`)
      const expected = cins.slice(0, 25).filter((c) => c.name.toLowerCase().includes(needle) || c.cin.toLowerCase().includes(needle))
      expect(found.body.total).toBe(expected.length)
      expect(found.body.data.map((i: { identifier: string }) => i.identifier).sort()).toEqual(expected.map((c) => c.cin).sort())
      const removed = await call('DELETE', `/api/watchlist/${w.id}/items/${cins[0].cin.toLowerCase()}`)
      expect(removed.status).toBe(200)
      expect(removed.body.data.count).toBe(24)
      expect((await call('DELETE', `/api/watchlist/${w.id}/items/${cins[0].cin}`)).status).toBe(404)
    } finally {
      t.deps.clock.advance(-60_000)
    }
  })

  it('listed newest first with counts, searched by name, paged; renamed; deleted', async () => {
    const bob = u.bob.token
    for (const name of ['Alpha watch', 'Beta watch', 'Gamma']) expect((await call('POST', '/api/watchlist', { name, type: 'company' }, bob)).status).toBe(201)
    const all = await call('GET', '/api/watchlist?limit=2', undefined, bob)
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 2 })
    expect(all.body.data[0]).toEqual({ id: expect.any(String), name: expect.any(String), type: 'company', count: 0, created_at: expect.any(String) })
    const watch = await call('GET', '/api/watchlist?search=WATCH', undefined, bob)
    expect(watch.body.data.map((w: { name: string }) => w.name).sort()).toEqual(['Alpha watch', 'Beta watch'])
    const id = watch.body.data[0].id
    const renamed = await call('PATCH', `/api/watchlist/${id}`, { name: 'Renamed' }, bob)
    expect(renamed.body.data).toMatchObject({ id, name: 'Renamed', items: [] })
    const deleted = await call('DELETE', `/api/watchlist/${id}`, undefined, bob)
    expect(deleted.body).toMatchObject({ success: true, data: { id, name: 'Renamed' } })
    expect((await call('GET', `/api/watchlist/${id}`, undefined, bob)).status).toBe(404)
    expect((await call('GET', '/api/watchlist', undefined, bob)).body.total).toBe(2)
  })

  it("another user's list is 404 on every route, never 403", async () => {
    const w = (await call('POST', '/api/watchlist', { name: 'Private', type: 'company' })).body.data
    const bob = u.bob.token
    for (const [method, path, json] of [
      ['GET', `/api/watchlist/${w.id}`],
      ['PATCH', `/api/watchlist/${w.id}`, { name: 'x' }],
      ['DELETE', `/api/watchlist/${w.id}`],
      ['GET', `/api/watchlist/${w.id}/entities`],
      ['POST', `/api/watchlist/${w.id}/items`, { identifiers: [cins[0].cin] }],
      ['DELETE', `/api/watchlist/${w.id}/items/${cins[0].cin}`],
    ] as [string, string, unknown?][]) {
      expect((await call(method, path, json, bob)).status, `${method} ${path}`).toBe(404)
    }
    expect((await call('GET', `/api/watchlist/${w.id}`)).status).toBe(200)
    expect((await t.json('/api/watchlist')).status).toBe(401)
  })

  it('bad input is a 422 naming the field, and nothing is written', async () => {
    const before = (await call('GET', '/api/watchlist?limit=100')).body.total
    const cases: [unknown, string][] = [
      [{ type: 'company' }, 'name'],
      [{ name: '  ', type: 'company' }, 'name'],
      [{ name: 'x' }, 'type'],
      [{ name: 'x', type: 'person' }, 'type'],
      [{ name: 'x', type: 'company', entities: 'abc' }, 'entities'],
      [{ name: 'x', type: 'company', entities: [{ identifier: cins[0].cin }, { identifier: 'nope' }] }, 'entities[1]'],
      [{ name: 'x', type: 'company', entities: [{ identifier: 'U99999MH2020PTC999999' }] }, 'entities[0]'],
      [{ name: 'x', type: 'director', entities: [{ identifier: cins[0].cin }] }, 'entities[0]'],
      [{ name: 'x', type: 'company', entities: Array.from({ length: 501 }, () => ({ identifier: cins[0].cin })) }, 'entities'],
    ]
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/watchlist', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(res.body.errors[0].field).toBe(field)
    }
    expect((await call('GET', '/api/watchlist?limit=100')).body.total).toBe(before)
    const w = (await call('POST', '/api/watchlist', { name: 'Kept', type: 'gst' })).body.data
    expect((await call('POST', `/api/watchlist/${w.id}/items`, { identifiers: [] })).status).toBe(422)
    const bad = await call('POST', `/api/watchlist/${w.id}/items`, { identifiers: [gstins[0].gstin, gstins[1].gstin.slice(0, 14) + (gstins[1].gstin[14] === '0' ? '1' : '0')] })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].field).toBe('identifiers[1]')
    expect((await call('GET', `/api/watchlist/${w.id}`)).body.data.count).toBe(0) // all or nothing
    expect((await call('PATCH', `/api/watchlist/${w.id}`, { name: '' })).status).toBe(422)
    expect((await call('GET', '/api/watchlist?page=0')).status).toBe(422)
  })
})
