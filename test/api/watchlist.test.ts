// Watchlists: create with members, list, rename, add/remove members, pages and search; owners only.
import { beforeAll, describe, expect, it } from 'vitest'
import { type Scenario, scenarios, useApp } from '../_scenario.ts'

const app = useApp()
const { t, u } = app
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

  describe("another user's list is 404 on every route, never 403", () => {
    let w: { id: string }
    beforeAll(async () => {
      const made = await call('POST', '/api/watchlist', { name: 'Private', type: 'company' })
      expect(made.status).toBe(201)
      w = made.body.data
    })
    const list = () => `/api/watchlist/${w.id}`
    scenarios(app, [
      { name: 'GET the list → 404', url: list, as: 'bob', status: 404, expect: { code: 'NOT_FOUND' } },
      { name: 'PATCH the list → 404', method: 'PATCH', url: list, as: 'bob', json: { name: 'x' }, status: 404, expect: { code: 'NOT_FOUND' } },
      { name: 'DELETE the list → 404', method: 'DELETE', url: list, as: 'bob', status: 404, expect: { code: 'NOT_FOUND' } },
      { name: 'GET its entities → 404', url: () => `${list()}/entities`, as: 'bob', status: 404, expect: { code: 'NOT_FOUND' } },
      {
        name: 'POST items → 404',
        method: 'POST',
        url: () => `${list()}/items`,
        as: 'bob',
        json: () => ({ identifiers: [cins[0].cin] }),
        status: 404,
        expect: { code: 'NOT_FOUND' },
      },
      { name: 'DELETE an item → 404', method: 'DELETE', url: () => `${list()}/items/${cins[0].cin}`, as: 'bob', status: 404, expect: { code: 'NOT_FOUND' } },
      { name: 'its owner still reads it', url: list, as: 'alice', status: 200, expect: { data: { name: 'Private', count: 0 } } },
      { name: 'the lists without a token → 401', url: '/api/watchlist', status: 401, expect: { code: 'UNAUTHORIZED' } },
    ])
  })

  describe('bad input is a 422 naming the field, and nothing is written', () => {
    let total: number
    const alicesTotal = async () => (await call('GET', '/api/watchlist?limit=100')).body.total as number
    const nothingWritten: Pick<Scenario, 'before' | 'after'> = {
      before: async () => {
        total = await alicesTotal()
      },
      after: async () => expect(await alicesTotal()).toBe(total),
    }
    const create = (name: string, json: Scenario['json'], field: string): Scenario => ({
      name: `create: ${name} → 422 naming ${field}`,
      method: 'POST',
      url: '/api/watchlist',
      as: 'alice',
      json,
      status: 422,
      expect: { errors: [{ field }] },
      ...nothingWritten,
    })
    let kept: { id: string }
    beforeAll(async () => {
      kept = (await call('POST', '/api/watchlist', { name: 'Kept', type: 'gst' })).body.data
    })
    scenarios(app, [
      create('no name', { type: 'company' }, 'name'),
      create('a blank name', { name: '  ', type: 'company' }, 'name'),
      create('no type', { name: 'x' }, 'type'),
      create('an unknown type', { name: 'x', type: 'person' }, 'type'),
      create('entities not a list', { name: 'x', type: 'company', entities: 'abc' }, 'entities'),
      create('a malformed identifier after a good one', () => ({ name: 'x', type: 'company', entities: [{ identifier: cins[0].cin }, { identifier: 'nope' }] }), 'entities[1]'),
      create('a company not in the registry', { name: 'x', type: 'company', entities: [{ identifier: 'U99999MH2020PTC999999' }] }, 'entities[0]'),
      create('a CIN in a director list', () => ({ name: 'x', type: 'director', entities: [{ identifier: cins[0].cin }] }), 'entities[0]'),
      create('501 entities', () => ({ name: 'x', type: 'company', entities: Array.from({ length: 501 }, () => ({ identifier: cins[0].cin })) }), 'entities'),
      {
        name: 'add no identifiers → 422 naming identifiers',
        method: 'POST',
        url: () => `/api/watchlist/${kept.id}/items`,
        as: 'alice',
        json: { identifiers: [] },
        status: 422,
        expect: { errors: [{ field: 'identifiers' }] },
      },
      {
        name: 'add a good GSTIN and one with a wrong check digit → 422 naming the second, and neither is added (all or nothing)',
        method: 'POST',
        url: () => `/api/watchlist/${kept.id}/items`,
        as: 'alice',
        json: () => ({ identifiers: [gstins[0].gstin, gstins[1].gstin.slice(0, 14) + (gstins[1].gstin[14] === '0' ? '1' : '0')] }),
        status: 422,
        expect: { errors: [{ field: 'identifiers[1]' }] },
        after: async () => expect((await call('GET', `/api/watchlist/${kept.id}`)).body.data.count).toBe(0),
      },
      {
        name: 'rename to an empty name → 422 naming name',
        method: 'PATCH',
        url: () => `/api/watchlist/${kept.id}`,
        as: 'alice',
        json: { name: '' },
        status: 422,
        expect: { errors: [{ field: 'name' }] },
      },
      { name: 'list page 0 → 422 naming page', url: '/api/watchlist?page=0', as: 'alice', status: 422, expect: { errors: [{ field: 'page' }] } },
    ])
  })
})
