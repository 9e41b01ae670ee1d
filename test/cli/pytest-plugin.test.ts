// The Python package python/pytest-firmbase: its own tests and the pytest guide's examples
// (docs/examples/pytest-plugin) run by pytest with the plugin from the source tree (no install),
// against this checkout's CLI — once with a server the plugin starts and stops itself, once under
// `firmbase exec --test-mode` (FIRMBASE_URL and the keys from the environment), and once with a
// failing test (the plugin's server is stopped all the same).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = new URL('../..', import.meta.url).pathname
const PACKAGE = join(ROOT, 'python/pytest-firmbase')
const TESTS = join(PACKAGE, 'tests')
const EXAMPLES = join(ROOT, 'docs/examples/pytest-plugin')
const NODE = existsSync(join(ROOT, 'node_modules/.bin/node')) ? join(ROOT, 'node_modules/.bin/node') : process.execPath
const CLI = join(ROOT, 'bin/firmbase.js')
/** Tests in those files: pytest must report exactly these as passed. */
const EXPECTED = [join(TESTS, 'test_plugin.py'), join(EXAMPLES, 'test_clock.py'), join(EXAMPLES, 'test_fixtures.py')]
  .map((file) => (readFileSync(file, 'utf8').match(/^def test_/gm) ?? []).length)
  .reduce((a, b) => a + b)

/** Why the Python side cannot run here (python3 or pytest missing), or null. */
function missingPython(): string | null {
  const r = spawnSync('python3', ['-c', 'import pytest; print(pytest.__version__)'], { encoding: 'utf8', timeout: 60_000 })
  if (r.error) return `python3 cannot be run (${(r.error as NodeJS.ErrnoException).code ?? r.error.message})`
  if (r.status !== 0) return `pytest is not installed for python3 (${r.stderr.trim().split('\n').at(-1)})`
  return null
}
const MISSING = missingPython()

interface Run {
  status: number | null
  output: string
}

/** Process groups still running: afterAll ends them whatever happened. */
const running = new Set<number>()

/** A command in a process group of its own (pytest, a wrapper, a server: all of them), killed whole on timeout. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 240_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    running.add(child.pid!)
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs} ms]`
      killGroup(child.pid!)
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ status: null, output: output + String(error) })
    })
    child.on('close', (status) => {
      clearTimeout(timer)
      // Whatever the command left behind in its group goes with it.
      killGroup(child.pid!)
      resolve({ status, output })
    })
  })
}

function killGroup(pid: number): void {
  running.delete(pid)
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

let dir: string
let wrapper: string
let started: string
let env: NodeJS.ProcessEnv

/** Servers the wrapper started since the last call: pid and database. */
function startedServers(): { pid: number; db: string }[] {
  const lines = existsSync(started) ? readFileSync(started, 'utf8').trim().split('\n').filter(Boolean) : []
  writeFileSync(started, '')
  return lines.map((line) => {
    const [pid, ...args] = line.split(' ')
    return { pid: Number(pid), db: args[args.indexOf('--db') + 1] }
  })
}

/** Gone within a few seconds of pytest's exit (the stop waits for the server; this is slack for a loaded machine). */
async function expectStopped(server: { pid: number; db: string }): Promise<void> {
  for (let i = 0; i < 100 && alive(server.pid); i++) await new Promise((r) => setTimeout(r, 100))
  expect(alive(server.pid), `server ${server.pid} still running`).toBe(false)
  expect(existsSync(join(server.db, '..')), `${server.db}'s directory is still there`).toBe(false)
}

// -v: the report header (which server) and every test's outcome in the output.
const pytest = (...args: string[]) => ['-m', 'pytest', '-p', 'firmbase_testing.plugin', '-p', 'no:cacheprovider', '-v', ...args]

/** pytest's closing line as counts, warnings aside: `=== 9 passed, 1 failed, 2 warnings in 3.2s ===` → {passed: 9, failed: 1}. */
function summary(output: string): Record<string, number> {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => / in [\d.]+s\b/.test(l) && /\d+ (passed|failed|error|skipped)/.test(l))
  if (!line) return {}
  const counts = [...line.matchAll(/(\d+) (\w+)/g)].map((m) => [m[2].replace(/s$/, ''), Number(m[1])] as const)
  return Object.fromEntries(counts.filter(([what]) => what !== 'warning'))
}

describe.skipIf(MISSING !== null)(MISSING ? `the pytest plugin (skipped: ${MISSING})` : 'the pytest plugin (python/pytest-firmbase)', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-pytest-'))
    started = join(dir, 'started')
    wrapper = join(dir, 'firmbase')
    // FIRMBASE_BIN: the source CLI on Node 24. Each start is written down (its pid is the server's: exec).
    writeFileSync(wrapper, `#!/bin/sh\necho "$$ $*" >> '${started}'\nexec '${NODE}' '${CLI}' "$@"\n`)
    chmodSync(wrapper, 0o755)
    env = { ...process.env, PYTHONPATH: [join(PACKAGE, 'src'), process.env.PYTHONPATH].filter(Boolean).join(':'), PYTHONDONTWRITEBYTECODE: '1', FIRMBASE_BIN: wrapper }
    // Only this plugin: the run does not depend on which other pytest plugins the machine has.
    env.PYTEST_DISABLE_PLUGIN_AUTOLOAD = '1'
    for (const name of ['FIRMBASE_URL', 'FIRMBASE_ADMIN_KEY', 'FIRMBASE_PREMIUM_KEY', 'FIRMBASE_FREE_KEY', 'FIRMBASE_DB', 'FIRMBASE_PORT']) delete env[name]
  })

  afterAll(() => {
    for (const pid of running) killGroup(pid)
    for (const { pid } of existsSync(started ?? '') ? startedServers() : []) if (alive(pid)) process.kill(pid, 'SIGKILL')
  })

  it('the package tests and the guide examples pass against a server the plugin starts itself (--firmbase-companies 200), stopped at the end', async () => {
    expect(EXPECTED).toBeGreaterThanOrEqual(12)
    const r = await run('python3', pytest('--rootdir', ROOT, TESTS, EXAMPLES, '--firmbase-companies', '200'), env)
    expect(r.status, r.output.slice(-4000)).toBe(0)
    expect(summary(r.output)).toEqual({ passed: EXPECTED })
    expect(r.output).toContain(`firmbase: started by the session with '${wrapper}'`)
    // One server for the session (the test of a missing command starts none), stopped and its database removed.
    const servers = startedServers()
    expect(servers).toHaveLength(1)
    expect(servers[0].db).toMatch(/firmbase-pytest-[^/]+\/firmbase\.db$/)
    await expectStopped(servers[0])
  }, 300_000)

  it('under `firmbase exec --test-mode`: the fixtures take FIRMBASE_URL and the keys from the environment', async () => {
    const db = join(dir, 'exec.db')
    // A command the plugin cannot run: passing proves it used exec's server.
    const execEnv = { ...env, FIRMBASE_BIN: join(dir, 'no-such-firmbase') }
    const r = await run(NODE, [CLI, 'exec', '--test-mode', '--companies', '200', '--db', db, '--', 'python3', ...pytest('--rootdir', ROOT, TESTS, EXAMPLES)], execEnv)
    expect(r.status, r.output.slice(-4000)).toBe(0)
    expect(summary(r.output)).toEqual({ passed: EXPECTED })
    expect(r.output).toMatch(/firmbase: http:\/\/127\.0\.0\.1:\d+ \(FIRMBASE_URL, from firmbase exec\)/)
    expect(startedServers()).toEqual([])
  }, 300_000)

  it('a failing test fails the run, and the server is stopped all the same', async () => {
    const failing = join(dir, 'failing')
    mkdirSync(failing)
    writeFileSync(join(failing, 'test_fails.py'), 'def test_fails(firmbase):\n    firmbase.advance(days=1)\n    assert False, "on purpose"\n')
    const r = await run('python3', pytest(failing, '--firmbase-companies', '200'), env)
    expect(r.status, r.output.slice(-4000)).toBe(1)
    expect(summary(r.output)).toEqual({ failed: 1 })
    expect(r.output).toContain('on purpose')
    const servers = startedServers()
    expect(servers).toHaveLength(1)
    await expectStopped(servers[0])
  }, 300_000)
})
