// The living registry in a real server: test mode's clock starts on a past as-of date; a plain serve
// on an old dataset answers at once and catches up in the background; --static stays.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { start } from '../../src/api/index.ts'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const today = new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

async function serve(db: string, ...flags: string[]) {
  const child = spawn(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--json', '--log-format', 'none', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]).url)
    })
    child.once('exit', (code) => reject(new Error(`serve exited ${code}`)))
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, stop }
}
const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()).registry

describe('the living registry in a server', () => {
  it('test mode starts its clock on a past as-of date: the registry of that date, recently-registered lists full', async () => {
    const fb = await start({ companies: 400, seed: 4, asOf: '2026-06-01' })
    try {
      expect(await fb.clock.now()).toMatch(/^2026-06-01T/)
      expect(await health(fb.url)).toMatchObject({ live: true, as_of: '2026-06-01', live_through: '2026-06-01', catching_up: false })
      const login = await (
        await fetch(`${fb.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: fb.keys.premium }) })
      ).json()
      const recent = await fetch(`${fb.url}/api/recently-registered/companies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.token.access_token}`, 'content-type': 'application/json' },
        body: '{}',
      })
      const listed = await recent.json()
      expect(listed.companies?.length, JSON.stringify(listed)).toBeGreaterThan(0)
      await fb.clock.advance(7 * 86_400)
      expect(await health(fb.url)).toMatchObject({ live_through: '2026-06-08', catching_up: false })
      await fb.reset()
      expect(await health(fb.url)).toMatchObject({ live_through: '2026-06-01' })
      expect(await fb.clock.now()).toMatch(/^2026-06-01T/)
    } finally {
      await fb.stop()
    }
  }, 60_000)

  it('a clock sent decades ahead is refused at once, naming the bound; --static lets the clock go anywhere', async () => {
    const move = (fb: { url: string }, set: string) =>
      fetch(`${fb.url}/__admin/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set }) })
    const fb = await start({ companies: 200, seed: 4, asOf: '2026-06-01' })
    try {
      const began = performance.now()
      const far = await move(fb, '2100-01-01T00:00:00Z')
      expect(far.status).toBe(422)
      expect((await far.json()).detail).toMatch(
        /would make 26,8\d\d days of the living registry past 2026-06-01; one move makes at most 1,096 \(three years\): move in steps, or serve with --static/,
      )
      expect(performance.now() - began).toBeLessThan(5000) // nothing was made
      expect(await health(fb.url)).toMatchObject({ live_through: '2026-06-01' })
      expect(await fb.clock.now()).toMatch(/^2026-06-01T/)
    } finally {
      await fb.stop()
    }
    const frozen = await start({ companies: 200, seed: 4, asOf: '2026-06-01', static: true })
    try {
      expect((await move(frozen, '2100-01-01T00:00:00Z')).status).toBe(200)
      expect(await health(frozen.url)).toMatchObject({ live_through: '2026-06-01' })
    } finally {
      await frozen.stop()
    }
  }, 120_000)

  it('days taken back give their space back: the file returns to its size, its trigram indexes still agree with their rows', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fb-space-')), 'space.db')
    const bytes = () => statSync(db).size + (statSync(`${db}-wal`, { throwIfNoEntry: false })?.size ?? 0)
    const fb = await start({ companies: 1000, seed: 4, asOf: '2026-06-01', db })
    let before: number
    try {
      before = bytes()
      await fb.clock.set('2029-05-31T00:00:00Z') // three years of days: 3.5 MB became 8.3 MB
      expect(bytes()).toBeGreaterThan(before * 1.5)
      await fb.clock.set('2026-06-01T12:00:00Z')
      expect(await health(fb.url)).toMatchObject({ live_through: '2026-06-01', catching_up: false })
      // The pages and the WAL those days filled used to stay on disk (8.8 MB after going back).
      expect(bytes()).toBeLessThan(before * 1.1)
    } finally {
      await fb.stop()
    }
    const file = new Database(db)
    try {
      expect(file.pragma('freelist_count', { simple: true })).toBeLessThan(16)
      for (const fts of ['companies_fts', 'directors_fts', 'gst_fts']) file.exec(`INSERT INTO ${fts}(${fts}, rank) VALUES ('integrity-check', 1)`)
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok')
    } finally {
      file.close()
    }
  }, 180_000)

  it('a plain serve on a dataset seeded 20 days ago answers at once and catches up to today; --static stays at its date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-living-'))
    const db = join(dir, 'old.db')
    expect(spawnSync(process.execPath, [BIN, 'seed', '--db', db, '--companies', '3000', '--as-of', daysAgo(20)]).status).toBe(0)
    const frozen = await serve(db, '--static')
    try {
      await new Promise((r) => setTimeout(r, 500))
      expect(await health(frozen.url)).toMatchObject({ live: false, live_through: daysAgo(20), catching_up: false })
    } finally {
      await frozen.stop()
    }
    const live = await serve(db)
    try {
      expect((await fetch(`${live.url}/healthz`)).status).toBe(200)
      await expect.poll(() => health(live.url), { timeout: 20_000, interval: 100 }).toMatchObject({ live: true, live_through: today, catching_up: false })
    } finally {
      await live.stop()
    }
  }, 60_000)
})
