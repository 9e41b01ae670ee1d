// The README's Quick start on a fresh machine whose `node` is older than firmbase needs (this
// machine ships Node 20): a clean clone, `npm ci && npm start` serves and `npm test` runs, with no
// manual step. npm scripts run on the Node that the `node` devDependency pins (node_modules/.bin).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cleanNpmEnv } from './_npm.ts'

const ROOT = new URL('../..', import.meta.url).pathname
// PATH without the Node running this test: the machine's own node first (20 here), as a new user has it.
const systemPath = (process.env.PATH ?? '').split(':').filter((dir) => !existsSync(join(dir, 'node')) || dir.startsWith('/usr') || dir === '/bin')
// An empty home directory and no npm setting from this machine's user or the running npm: the install
// needs only the registry (no Node headers, compiler or other host for better-sqlite3).
const env = { ...cleanNpmEnv(), PATH: systemPath.join(':'), FIRMBASE_DB: '' }
const machineNode = spawnSync('node', ['-p', 'process.versions.node'], { env, encoding: 'utf8' }).stdout?.trim()

let clone: string
beforeAll(() => {
  clone = join(mkdtempSync(join(tmpdir(), 'fb-clone-')), 'firmbase')
  execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'ignore' })
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: clone, env, stdio: 'ignore', timeout: 240_000 })
}, 300_000)

describe.skipIf(!existsSync(join(ROOT, '.git')))(`a fresh clone with node ${machineNode} first on PATH`, () => {
  it('npm start serves (on the pinned Node)', async () => {
    const child = spawn('npm', ['start', '--', '--port', '0', '--json', '--companies', '200', '--db', join(clone, 'quick.db')], {
      cwd: clone,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let err = ''
    child.stderr.on('data', (c) => (err += c))
    try {
      const ready = await new Promise<{ url: string }>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (c) => {
          out += c
          const line = out.split('\n').find((l) => l.startsWith('{'))
          if (line) resolve(JSON.parse(line))
        })
        child.on('exit', (code) => reject(new Error(`npm start exited ${code}: ${err}`)))
      })
      const health = await fetch(`${ready.url}/healthz`)
      expect(health.status).toBe(200)
      expect((await health.json()).dataset.companies).toBe(200)
    } finally {
      process.kill(-child.pid!, 'SIGTERM') // npm and the server it started
    }
  }, 120_000)

  it('npm test runs (its first file)', () => {
    const r = spawnSync('npm', ['test', '--', 'test/api/auth.test.ts'], { cwd: clone, env, encoding: 'utf8', timeout: 180_000 })
    expect(r.status, r.stdout.slice(-2000) + r.stderr.slice(-2000)).toBe(0)
    expect(r.stdout).toMatch(/Test Files\s.*1 passed/)
  }, 200_000)
})
