// The living registry: each day after the dataset's as-of date made from (seed, day), visible to
// every endpoint, taken back when the clock goes back, the same in every database of that seed.
import { describe, expect, it } from 'vitest'
import { readDatasetInfo } from '../../src/db/settings.ts'
import { createClock } from '../../src/clock.ts'
import { openDb } from '../../src/db/open.ts'
import { dayInSteps, materialiseDay } from '../../src/living/day.ts'
import { rollBackInSteps, rollBackTo } from '../../src/living/journal.ts'
import { companyDetails } from '../../src/core/registry/details.ts'
import { registryCount } from '../../src/db/query.ts'
import { createLivingRegistry } from '../../src/living/registry.ts'
import { makeTestApp, seededDb, T0, withUsers } from '../_setup.ts'

const DAY = 86_400_000
const day = (n: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + n * DAY).toISOString().slice(0, 10)
const rows = (t: { db: { sqlite: { prepare(sql: string): { all(...p: unknown[]): unknown[] } } } }, sql: string, ...p: unknown[]) => t.db.sqlite.prepare(sql).all(...p) as any[]

async function app(config: { static?: boolean } = {}) {
  const t = makeTestApp({ db: await seededDb(), testMode: true, config })
  const u = await withUsers(t)
  const clock = (body: unknown) => t.json('/__admin/clock', { method: 'POST', json: body })
  // Access tokens live an hour of the clock: a fresh one after every move.
  const token = async () => (await t.json('/api/auth/login', { method: 'POST', json: { api_key: u.alice.apiKey } })).body.token.access_token as string
  return { t, u, clock, token }
}

/** Everything the living days added or changed, in a comparable form. */
const livingRows = (t: Parameters<typeof rows>[0]) => ({
  companies: rows(t, "SELECT * FROM companies WHERE date_of_incorporation > '2026-11-20' OR status_date IS NOT NULL ORDER BY cin"),
  appointments: rows(t, "SELECT * FROM director_appointments WHERE date_of_appointment > '2026-11-20' OR date_of_cessation > '2026-11-20' ORDER BY din, cin"),
  gst: rows(t, "SELECT gstin, status, date_of_registration FROM gst_registrations WHERE date_of_registration > '2026-11-20' ORDER BY gstin"),
  days: rows(t, 'SELECT * FROM registry_days ORDER BY day'),
})

describe('a day after the as-of date', () => {
  it('moving the clock one day adds exactly that day: recently registered, details and search return it', async () => {
    const { t, clock, token } = await app()
    expect(rows(t, 'SELECT * FROM registry_days')).toEqual([])
    const before = rows(t, 'SELECT count(*) AS n FROM companies')[0].n
    const moved = await clock({ advance_seconds: 86_400 })
    expect(moved.body.live_through).toBe(day(1))
    const [added] = rows(t, 'SELECT * FROM registry_days')
    expect(added.day).toBe(day(1))
    const made = rows(t, 'SELECT cin FROM companies WHERE date_of_incorporation = ?', day(1)).map((r) => r.cin)
    expect(made).toHaveLength(added.companies + added.llps)
    expect(rows(t, 'SELECT count(*) AS n FROM companies')[0].n).toBe(before + made.length)
    // Two days in one move: both days, each once.
    await clock({ advance_seconds: 2 * 86_400 })
    expect(rows(t, 'SELECT day FROM registry_days ORDER BY day').map((r) => r.day)).toEqual([day(1), day(2), day(3)])
    const newest = rows(t, 'SELECT cin FROM companies WHERE date_of_incorporation > ? ORDER BY cin', '2026-11-20').map((r) => r.cin)
    expect(newest.length).toBeGreaterThan(0)
    const auth = await token()
    const recent = await t.json('/api/recently-registered/companies', { method: 'POST', token: auth, json: { from_date: day(1), limit: 100 } })
    expect(recent.body.companies.map((c: { CIN: string }) => c.CIN).sort()).toEqual(newest)
    const details = await t.json(`/api/company/details?cin=${newest[0]}`, { token: auth })
    expect(details.body.data.dateOfIncorporation > '2026-11-20').toBe(true)
    const search = await t.json('/api/screener/search', { method: 'POST', token: auth, json: { type: 'company', query: `dateOfIncorporation > '2026-11-20'`, limit: 100 } })
    expect(search.body.total).toBe(newest.length)
    const health = await t.json('/healthz')
    expect(health.body.registry).toMatchObject({ live: true, as_of: '2026-11-20', live_through: day(3), catching_up: false })
    expect(health.body.dataset.companies).toBe(before + newest.length)
  })

  it('a month later the three recently-registered lists are full, where a frozen registry had nothing', async () => {
    const { t, clock, token } = await app()
    await clock({ advance_seconds: 31 * 86_400 })
    const auth = await token()
    for (const kind of ['companies', 'directors', 'gst']) {
      const res = await t.json(`/api/recently-registered/${kind}`, { method: 'POST', token: auth, json: {} })
      expect(res.status).toBe(200)
      expect(res.body.total, kind).toBeGreaterThan(0)
      expect(res.body.from_date > '2026-11-20').toBe(true)
    }
  })
})

describe('history', () => {
  it('a company struck off on day N awaits its strike-off before N and is struck off, with its date, from N on; the clock going back takes days off', async () => {
    const { t, clock, token } = await app()
    await clock({ advance_seconds: 45 * 86_400 })
    const struck = rows(t, "SELECT cin, status_date FROM companies WHERE status = 'Struck Off' AND status_date IS NOT NULL ORDER BY status_date, cin")
    expect(struck.length).toBeGreaterThan(0)
    const { cin, status_date: n } = struck[0]
    const status = async () => (await t.json(`/api/company/details?cin=${cin}`, { token: await token() })).body.data
    expect(await status()).toMatchObject({ llpStatus: 'Struck Off', statusDate: n })
    // Its registrations are cancelled with it.
    expect(rows(t, "SELECT status FROM gst_registrations WHERE cin = ? AND status NOT IN ('Cancelled')", cin)).toEqual([])
    // The day before N: under process of striking off again (a notice of a month or more before, or as seeded), and nothing of N or later is left.
    const back = await clock({ set: `${new Date(Date.parse(n) - DAY).toISOString().slice(0, 10)}T12:00:00Z` })
    expect(back.body.live_through).toBe(new Date(Date.parse(n) - DAY).toISOString().slice(0, 10))
    const before = await status()
    expect(before.llpStatus).toBe('Under Process of Striking Off')
    expect(before.statusDate === null || Date.parse(n) - Date.parse(before.statusDate) >= 30 * DAY).toBe(true)
    expect(rows(t, 'SELECT count(*) AS n FROM companies WHERE date_of_incorporation >= ?', n)[0].n).toBe(0)
    expect(rows(t, 'SELECT max(day) AS d FROM registry_days')[0].d < n).toBe(true)
    // Forward again: the same day, the same strike-off.
    await clock({ set: `${n}T12:00:00Z` })
    expect(await status()).toMatchObject({ llpStatus: 'Struck Off', statusDate: n })
  })

  it('reset returns the clock and the registry to where they were at start', async () => {
    const { t, clock } = await app()
    await clock({ advance_seconds: 10 * 86_400 })
    expect(rows(t, 'SELECT count(*) AS n FROM registry_days')[0].n).toBe(10)
    expect((await t.json('/__admin/reset', { method: 'POST' })).status).toBe(200)
    expect((await t.json('/__admin/clock')).body.now).toBe(new Date(T0).toISOString())
    expect(rows(t, 'SELECT count(*) AS n FROM registry_days')[0].n).toBe(0)
    expect(rows(t, "SELECT count(*) AS n FROM companies WHERE date_of_incorporation > '2026-11-20' OR status_date IS NOT NULL")[0].n).toBe(0)
    expect(readDatasetInfo(t.db).live_through ?? null).toBeNull()
  })
})

describe('the same for everyone with the same seed', () => {
  it('two databases of one seed get the same days, row for row, whatever the order they are made in', async () => {
    const a = await seededDb()
    const b = await seededDb()
    for (let n = 1; n <= 12; n++) materialiseDay(a, day(n))
    // b: five days, back to two, then on to twelve.
    for (let n = 1; n <= 5; n++) materialiseDay(b, day(n))
    rollBackTo(b, day(2))
    for (let n = 3; n <= 12; n++) materialiseDay(b, day(n))
    const of = (db: typeof a) => livingRows({ db })
    expect(of(b)).toEqual(of(a))
    expect(of(a).days).toHaveLength(12)
    expect(of(a).companies.length).toBeGreaterThan(5)
    a.close()
    b.close()
  })
})

describe('the living thread', () => {
  it('a registry over a file makes its days on a thread of its own, row for row what this thread makes; the clock back takes them off there too', async () => {
    const inline = await seededDb()
    for (let n = 1; n <= 12; n++) materialiseDay(inline, day(n))
    const db = await seededDb()
    const clock = createClock(Date.parse(`${day(12)}T09:00:00Z`))
    const living = createLivingRegistry(db, clock, { static: false, log: () => {}, idleMs: 200 })
    await living.sync()
    expect(living.state()).toMatchObject({ runner: 'thread', thread: true, live_through: day(12), catching_up: false })
    // Caught up, the thread goes after its idle period (its heap and page cache with it); a move starts it again.
    await expect.poll(() => living.state().thread, { timeout: 5000, interval: 50 }).toBe(false)
    expect(livingRows({ db })).toEqual(livingRows({ db: inline }))
    expect(readDatasetInfo(db)).toEqual(readDatasetInfo(inline))
    clock.set(Date.parse(`${day(4)}T09:00:00Z`))
    await living.sync()
    rollBackTo(inline, day(4))
    expect(living.state().live_through).toBe(day(4))
    expect(livingRows({ db })).toEqual(livingRows({ db: inline }))
    await living.stop()
    db.close()
    inline.close()
  })

  it('an in-memory database (no other thread can open it) makes them on this thread', () => {
    const db = openDb(':memory:')
    expect(createLivingRegistry(db, createClock(), { static: false, log: () => {} }).state().runner).toBe('inline')
    db.close()
  })
})

describe('a day of many companies', () => {
  it('makes each one afresh (planned in parts, the parts do not repeat each other)', async () => {
    const db = await seededDb()
    for (let n = 1; n <= 12; n++) materialiseDay(db, day(n))
    const groups = rows(
      { db },
      "SELECT date_of_incorporation AS d, count(*) AS n, count(DISTINCT pincode || nic_code || authorised_capital) AS distinct_places FROM companies WHERE date_of_incorporation > '2026-11-20' GROUP BY 1",
    )
    expect(groups.reduce((sum, g) => sum + g.n, 0)).toBeGreaterThan(10)
    for (const g of groups) expect(g.distinct_places, g.d).toBe(g.n)
    const births = rows(
      { db },
      "SELECT count(*) AS n, count(DISTINCT date_of_birth) AS b FROM directors WHERE din IN (SELECT din FROM director_appointments WHERE date_of_appointment > '2026-11-20')",
    )[0]
    expect(births.b).toBeGreaterThan(births.n * 0.9)
    db.close()
  })
})

describe('a day cut short', () => {
  it('(a crash between its steps) is taken back by its journal and made again, the same as if never cut', async () => {
    const a = await seededDb()
    const b = await seededDb()
    // Day 10 is the month's last working day: new companies to write in more than one step.
    for (let n = 1; n <= 10; n++) materialiseDay(a, day(n))
    for (let n = 1; n <= 9; n++) materialiseDay(b, day(n))
    const cut = dayInSteps(b, day(10))
    for (let i = 0; i < 2; i++) cut.next() // its first step written, the day not made
    expect(rows({ db: b }, 'SELECT count(*) AS n FROM registry_journal WHERE day = ?', day(10))[0].n).toBeGreaterThan(0)
    expect(rows({ db: b }, 'SELECT count(*) AS n FROM registry_days WHERE day = ?', day(10))[0].n).toBe(0)
    // What the server does on its next sync: the cut day back, then made.
    rollBackTo(b, day(9))
    materialiseDay(b, day(10))
    expect(livingRows({ db: b })).toEqual(livingRows({ db: a }))
    expect(readDatasetInfo(b)).toEqual(readDatasetInfo(a))
    a.close()
    b.close()
  })
})

describe('--static', () => {
  it('keeps the registry at its as-of date whatever the clock does', async () => {
    const { t, clock } = await app({ static: true })
    const count = () => rows(t, 'SELECT (SELECT count(*) FROM companies) AS c, (SELECT count(*) FROM gst_registrations) AS g, (SELECT count(*) FROM director_appointments) AS a')[0]
    const before = count()
    const moved = await clock({ advance_seconds: 30 * 86_400 })
    expect(moved.body.live_through).toBe('2026-11-20')
    expect(count()).toEqual(before)
    expect((await t.json('/healthz')).body.registry).toMatchObject({ live: false, live_through: '2026-11-20' })
  })
})

describe('catching up', () => {
  it('requests are answered while days land, and health says it is catching up', async () => {
    const { t, token } = await app()
    t.deps.clock.advance(60 * DAY)
    const auth = await token()
    const landing = t.deps.living.sync()
    let done = false
    void landing.then(() => {
      done = true
    })
    const health = await t.json('/healthz')
    expect(health.status).toBe(200)
    expect(health.body.registry, JSON.stringify(health.body)).toMatchObject({ catching_up: true })
    const details = await t.json(`/api/company/details?cin=${rows(t, 'SELECT cin FROM companies LIMIT 1')[0].cin}`, { token: auth })
    expect(details.status).toBe(200)
    expect(done).toBe(false)
    await landing
    expect((await t.json('/healthz')).body.registry).toMatchObject({ live_through: day(60), catching_up: false })
  })
})

describe('taking days back while another connection serves', () => {
  it('what the server kept during the rollback (a details record, a total) ends with it: a company the rollback removed is gone', async () => {
    const server = await seededDb()
    for (let n = 1; n <= 12; n++) materialiseDay(server, day(n))
    // The day with the most changes; its first change is undone last, after the marker has moved.
    const { d } = server.sqlite.prepare('SELECT day AS d, count(*) AS n FROM registry_journal GROUP BY day ORDER BY n DESC LIMIT 1').get() as { d: string }
    const first = server.sqlite.prepare("SELECT key FROM registry_journal WHERE day = ? AND tbl = 'companies' AND op = 'insert' ORDER BY seq LIMIT 1").get(d) as { key: string }
    expect(first).toBeDefined()
    const thread = openDb(server.path) // the living thread's connection
    const total = () => registryCount(server, server.kysely.selectFrom('companies'))
    const before = total()
    const work = rollBackInSteps(thread, new Date(Date.parse(d) - DAY).toISOString().slice(0, 10))
    for (let step = work.next(); !step.done; step = work.next()) {
      // The server between the thread's commits: its stamp moved; it answers from what it has.
      server.syncExternalChanges(true)
      try {
        companyDetails(server, first.key)
      } catch {
        // Already taken back.
      }
      total()
    }
    server.syncExternalChanges(true)
    expect(() => companyDetails(server, first.key)).toThrow(/No company/)
    expect(total()).toBeLessThan(before)
    expect(total()).toBe(server.sqlite.prepare('SELECT count(*) AS n FROM companies').pluck().get())
    expect(readDatasetInfo(server).rolling_back).toBeUndefined()
    thread.close()
    server.close()
  })
})
