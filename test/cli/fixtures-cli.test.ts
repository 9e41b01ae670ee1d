// Fixtures from the command line: seed/import take fixture files, every problem is listed and the
// exit is 2 with nothing written, a file is added once, and the schema command prints the shipped schema.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const EXAMPLE = new URL('../../docs/examples/fixtures/fixtures.json', import.meta.url).pathname
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, FIRMBASE_DB: '' } })
  return { code: r.status, out: r.stdout, err: r.stderr, json: () => JSON.parse(r.stdout) }
}

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fb-fixtures-cli-'))
})

describe('fixture files on the command line', () => {
  it('seed --companies 0 --fixtures: a registry of the file alone; import adds another file; the fingerprint moves', () => {
    const db = join(dir, 'alone.db')
    const seeded = run('seed', '--db', db, '--companies', '0', '--as-of', '2026-11-20', '--fixtures', EXAMPLE, '--json')
    expect(seeded.code, seeded.err).toBe(0)
    expect(seeded.json()).toMatchObject({ companies: 3, directors: 3, appointments: 4, gst: 2 })
    const more = join(dir, 'more.json')
    writeFileSync(more, JSON.stringify({ companies: [{ companyName: 'LATER ADDED PRIVATE LIMITED', State: 'Goa' }] }))
    const imported = run('import', more, '--db', db, '--json')
    expect(imported.code, imported.err).toBe(0)
    expect(imported.json()).toMatchObject({ companies: 1, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(imported.json().fingerprint).not.toBe(seeded.json().fingerprint)
    expect(run('db', 'stats', '--db', db, '--json').json()).toMatchObject({ companies: 4, dataset: { fingerprint: imported.json().fingerprint } })
    // The same file again is refused (it would add its company a second time).
    const again = run('import', more, '--db', db)
    expect(again.code).toBe(2)
    expect(again.err).toContain('is already in this dataset')
    // A file naming an existing record is refused, naming both, unless it replaces.
    const named = join(dir, 'named.json')
    const cin = run('export', '--db', db, '--query', "companyName CONTAINS 'LATER ADDED'", '--json').json().companies[0].CIN
    writeFileSync(named, JSON.stringify({ companies: [{ CIN: cin, companyName: 'RENAMED PRIVATE LIMITED' }] }))
    const clash = run('import', named, '--db', db)
    expect(clash.code).toBe(2)
    expect(clash.err).toContain(`companies[0].CIN: ${cin} already exists in the database (LATER ADDED PRIVATE LIMITED)`)
    expect(run('import', named, '--db', db, '--replace', '--json').json()).toMatchObject({ companies: 1, replaced: 1 })
  })

  it('a file with problems: every one listed with its path, exit 2, nothing written', () => {
    const db = join(dir, 'bad.db')
    expect(run('seed', '--db', db, '--companies', '50', '--as-of', '2026-11-20').code).toBe(0)
    const before = run('db', 'stats', '--db', db, '--json').json()
    const bad = join(dir, 'bad.json')
    writeFileSync(
      bad,
      JSON.stringify({ companies: [{ State: 'Karnatak' }, { Stat: 'Goa' }, { companyName: 'FINE PRIVATE LIMITED' }], users: [{ email: 'x@example.com', apiKeys: ['nope'] }] }),
    )
    const r = run('import', bad, '--db', db)
    expect(r.code).toBe(2)
    expect(r.err.split('\n')[0]).toMatch(/^firmbase: .*bad\.json: 3 problems in the fixtures; nothing was written/)
    expect(r.err).toContain('  companies[0].State: "Karnatak" is not a state or union territory; did you mean \'Karnataka\'?\n')
    expect(r.err).toContain('  companies[1].Stat: unknown key; did you mean State?\n')
    expect(r.err).toContain('  users[0].apiKeys[0]: ')
    expect(r.err).not.toMatch(/\n\s+at /) // no stack trace
    expect(run('db', 'stats', '--db', db, '--json').json()).toEqual(before)
    // Not JSON at all: where it breaks.
    writeFileSync(bad, '{"companies": [}')
    const broken = run('import', bad, '--db', db)
    expect(broken.code).toBe(2)
    expect(broken.err).toMatch(/\(document\): not valid JSON/)
  })

  it('fixtures schema prints the schema shipped in the package', () => {
    const r = run('fixtures', 'schema')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual(JSON.parse(readFileSync(new URL('../../fixtures.schema.json', import.meta.url), 'utf8')))
  })
})

describe('import on a file a server is serving', () => {
  it('is refused in one line pointing at POST /__admin/fixtures (and seed --reset too); the server never waits on it; after the stop it imports', async () => {
    const { serve, seededCopy, call } = await import('../e2e/_process.ts')
    const db = seededCopy()
    const more = join(mkdtempSync(join(tmpdir(), 'fb-fixcli-')), 'more.json')
    writeFileSync(more, JSON.stringify({ companies: [{ companyName: 'KAVERI AGRO FOODS PRIVATE LIMITED' }] }))
    const s = await serve(db, ['--log-format', 'none'])
    try {
      const r = run('import', more, '--db', db)
      expect(r.code).toBe(2)
      expect(r.err.trim().split('\n')).toHaveLength(1)
      expect(r.err).toMatch(new RegExp(`is served by process ${s.child.pid} .*POST /__admin/fixtures`))
      const reseed = run('seed', '--db', db, '--reset', '--companies', '50')
      expect(reseed.code).toBe(2)
      expect(reseed.err).toMatch(new RegExp(`is served by process ${s.child.pid} .*stop it first`))
      const began = performance.now()
      expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
      expect(performance.now() - began).toBeLessThan(2000)
    } finally {
      s.child.kill('SIGTERM')
      await s.exit
    }
    const after = run('import', more, '--db', db, '--json')
    expect(after.code, after.err).toBe(0)
  }, 120_000)
})
