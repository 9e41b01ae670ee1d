// npm run bench:start — start-up and memory as a CI job feels them, each in its own process:
// (a) ready on an existing 20,000-company file: spawn → the ready line → the first /healthz, for the
//     source checkout, the npm package (lib/, built by `npm run build:package`, run through its own
//     bin/firmbase.js) and the single executable (dist/firmbase, `npm run build`), median of BENCH_RUNS;
//     BENCH_1M_DB=FILE adds a 1,000,000-company file (seed it with `firmbase seed --companies 1000000`);
// (b) start({ companies: 2000 }) from the package: the first time on a machine (no dataset cache, no
//     compile cache) and after (fresh database file, warm caches);
// (c) seed 10,000 and 100,000 companies without the cache: wall time and peak RSS (GNU time);
// (d) the server's RSS after a mix of requests: 3 s after, and once idle readers have stopped.
// The machine's bare h3 rate opens the block; BENCH_BUSY=1 keeps one core busy with a CPU burner for the
// whole run (scripts/bench-machine.ts), as on a 2-core CI runner.
// Writes its block of docs/benchmarks.md. Not a test.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { commit, load, log, median, writeSection } from './bench-doc.ts'
import { busy, machineNote, startBurner } from './bench-machine.ts'
import { createClock } from '../src/clock.ts'
import { createUser } from '../src/core/accounts/users.ts'
import { openDb } from '../src/db/open.ts'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const big = process.env.BENCH_1M_DB
const dir = mkdtempSync(join(tmpdir(), 'fb-bench-start-'))
const ms = (x: number) => `${x.toFixed(0)} ms`
const verdict = (value: number, target: number) => (value <= target ? 'met' : `**missed** by ${(value - target).toFixed(0)} (${((value / target - 1) * 100).toFixed(0)}%)`)
log(`load average at start: ${load()}`)
const burner = startBurner()
const machine = await machineNote()
log(machine)

// The npm package as installed: its bin/firmbase.js beside lib/ (no src/), dependencies from the checkout.
if (!existsSync(join(root, 'lib', 'cli.js'))) throw new Error('lib/ is missing: run npm run build:package first')
const pkg = join(dir, 'package')
mkdirSync(join(pkg, 'bin'), { recursive: true })
cpSync(join(root, 'bin', 'firmbase.js'), join(pkg, 'bin', 'firmbase.js'))
cpSync(join(root, 'lib'), join(pkg, 'lib'), { recursive: true })
cpSync(join(root, 'package.json'), join(pkg, 'package.json'))
symlinkSync(join(root, 'node_modules'), join(pkg, 'node_modules'))

const forms: { name: string; command: string[] }[] = [
  { name: 'source (`node bin/firmbase.js`)', command: [process.execPath, join(root, 'bin', 'firmbase.js')] },
  { name: 'npm package (`node lib/…` through its bin)', command: [process.execPath, join(pkg, 'bin', 'firmbase.js')] },
  ...(existsSync(join(root, 'dist', 'firmbase')) ? [{ name: 'single executable (`dist/firmbase`)', command: [join(root, 'dist', 'firmbase')] }] : []),
]
const env = (extra: Record<string, string> = {}) => ({ ...process.env, FIRMBASE_CACHE_DIR: join(dir, 'datasets'), NODE_COMPILE_CACHE: join(dir, 'compile'), ...extra })

interface Served {
  child: ChildProcess
  url: string
  ready: number
  healthz: number
}
/** Spawns `serve` and resolves once its ready line has come and /healthz answered. */
function serve(command: string[], args: string[], environment = env()): Promise<Served> {
  const t0 = performance.now()
  const child = spawn(command[0], [...command.slice(1), 'serve', '--port', '0', '--json', '--log-format', 'none', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: environment })
  let out = ''
  let err = ''
  child.stderr!.on('data', (d) => (err += d))
  return new Promise((resolvePromise, reject) => {
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err.slice(-2000)}`)))
    child.stdout!.on('data', async (d) => {
      out += d
      if (!out.includes('\n')) return
      const ready = performance.now() - t0
      const url = JSON.parse(out.split('\n')[0]).url as string
      const res = await fetch(`${url}/healthz`)
      if (res.status !== 200) reject(new Error(`healthz ${res.status}`))
      child.removeAllListeners('exit')
      resolvePromise({ child, url, ready, healthz: performance.now() - t0 })
    })
  })
}
const stop = (child: ChildProcess) =>
  new Promise<void>((resolvePromise) => {
    child.on('exit', () => resolvePromise())
    child.kill('SIGTERM')
  })

// ── (a) ready on an existing file ────────────────────────────────────────────
const file20k = join(dir, 'b20k.db')
execFileSync(process.execPath, ['bin/firmbase.js', 'seed', '--db', file20k, '--companies', '20000', '--seed', '1', '--as-of', '2026-11-20', '--no-cache'], {
  cwd: root,
  stdio: 'ignore',
})
const files = [{ label: '20k', path: file20k }, ...(big ? [{ label: '1M', path: big }] : [])]
const readyRows: string[] = []
const readyFigures: Record<string, number> = {}
for (const file of files) {
  for (const form of forms) {
    const loadAt = load()
    const figures: Served[] = []
    for (let i = 0; i <= runs; i++) {
      const s = await serve(form.command, ['--db', file.path])
      await stop(s.child)
      if (i > 0) figures.push(s) // the first run warms the compile cache and the page cache
    }
    const ready = median(figures.map((f) => f.ready))
    const healthz = median(figures.map((f) => f.healthz))
    const target = file.label === '1M' ? 500 : form.name.startsWith('single') ? 300 : 500
    readyFigures[`${file.label} ${form.name}`] = healthz
    readyRows.push(
      `| ready on the ${file.label} file, ${form.name} (load ${loadAt}) | ${ms(ready)} | ${ms(healthz)} | ≤ ${target} ms | ${verdict(healthz, target)} | ${figures.map((f) => f.healthz.toFixed(0)).join(' / ')} |`,
    )
    log(readyRows.at(-1)!)
  }
}

// ── (b) start({ companies: 2000 }) from the package ──────────────────────────
const { start } = (await import(join(pkg, 'lib', 'index.js'))) as typeof import('../src/api/index.ts')
async function timedStart(environment: Record<string, string>): Promise<number> {
  const saved = { ...process.env }
  Object.assign(process.env, environment)
  try {
    const t0 = performance.now()
    const fb = await start({ companies: 2000, seed: 7, asOf: '2026-11-20' })
    const took = performance.now() - t0
    await fb.stop()
    return took
  } finally {
    for (const key of Object.keys(environment)) if (saved[key] === undefined) delete process.env[key]
    Object.assign(process.env, saved)
  }
}
const firstTimes: number[] = []
const afterTimes: number[] = []
const loadStart = load()
for (let i = 0; i < runs; i++) {
  // A machine that never ran firmbase: its own empty dataset cache and compile cache.
  const fresh = { FIRMBASE_CACHE_DIR: join(dir, `first-${i}`, 'datasets'), NODE_COMPILE_CACHE: join(dir, `first-${i}`, 'compile') }
  firstTimes.push(await timedStart(fresh))
}
const warm = { FIRMBASE_CACHE_DIR: join(dir, 'datasets'), NODE_COMPILE_CACHE: join(dir, 'compile') }
await timedStart(warm)
for (let i = 0; i < runs; i++) afterTimes.push(await timedStart(warm))
log(`start({ companies: 2000 }) first: ${firstTimes.map((x) => x.toFixed(0)).join(', ')} ms; after: ${afterTimes.map((x) => x.toFixed(0)).join(', ')} ms`)

// ── (c) seed without the cache ───────────────────────────────────────────────
function timedSeed(companies: number): { seconds: number; peakMb: number; load: string } {
  const loadAt = load()
  const db = join(dir, `seed-${companies}.db`)
  const r = spawnSync('/usr/bin/time', ['-f', 'FBTIME %e %M', process.execPath, 'bin/firmbase.js', 'seed', '--db', db, '--companies', String(companies), '--no-cache', '--json'], {
    cwd: root,
    encoding: 'utf8',
  })
  const time = /FBTIME ([\d.]+) (\d+)/.exec(r.stderr)
  if (r.status !== 0 || !time) throw new Error(`seed ${companies} failed: ${r.stderr.slice(-2000)}`)
  return { seconds: Number(time[1]), peakMb: Number(time[2]) / 1024, load: loadAt }
}
const seeds = [10_000, 100_000].map((n) => ({ n, ...timedSeed(n) }))
for (const s of seeds) log(`seed ${s.n}: ${s.seconds} s, peak ${s.peakMb.toFixed(0)} MB (load ${s.load})`)

// ── (d) RSS after a mix of requests ──────────────────────────────────────────
/** VmRSS and its anonymous part (RssAnon: heaps and caches; the rest is the mapped executable and database file), MB. */
function rss(pid: number): { all: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1])
  return { all: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 }
}
async function memoryAfterMix(form: (typeof forms)[number], path: string, apiKey: string) {
  // --login-limit: a 1M file `npm run bench` has served keeps its thousands of recent logins from this address.
  const s = await serve(form.command, ['--db', path, '--login-limit', '1000000'])
  const pid = s.child.pid!
  const idle = rss(pid)
  const login = await fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  }).then((r) => r.json() as Promise<{ token: { access_token: string } }>)
  const auth = { authorization: `Bearer ${login.token.access_token}`, 'content-type': 'application/json' }
  const get = (path: string) => fetch(`${s.url}${path}`, { headers: auth }).then((r) => r.text())
  const search = (query: string) =>
    fetch(`${s.url}/api/screener/search`, { method: 'POST', headers: auth, body: JSON.stringify({ type: 'company', query, limit: 10 }) }).then((r) => r.text())
  let peak = idle.all
  for (let round = 0; round < 20; round++) {
    await Promise.all([
      search(`State == 'Kerala' AND llpStatus == 'Active' AND paidUpCapital > ${round * 1000}`),
      search(`companyName CONTAINS 'infra' AND State == 'Maharashtra'`),
      get(`/api/company/director-filter?state=Karnataka&name=kumar&page=${round + 1}`),
      get(`/api/gst/gst-filter?State=Gujarat&TradeName=traders&page=${round + 1}`),
      fetch(`${s.url}/console/`, { headers: { accept: 'text/html' } }).then((r) => r.text()),
    ])
    peak = Math.max(peak, rss(pid).all)
  }
  await sleep(3000)
  const settled = rss(pid)
  await sleep(62_000) // readers stop after a minute without reads (IDLE_READERS_MS)
  const idleAfter = rss(pid)
  await stop(s.child)
  return { idle, peak, settled, idleAfter }
}
/**
 * A premium API key for the file: the demo one from the credentials file the first serve wrote beside it,
 * or (a file served with --no-seed, as `npm run bench` does) a user of the bench's own, made once.
 */
function apiKeyOf(path: string): string {
  const credentials = `${path}.credentials.json`
  if (existsSync(credentials)) return (JSON.parse(readFileSync(credentials, 'utf8')) as Record<string, { apiKey: string }>).premium.apiKey
  benchKeys[path] ??= (() => {
    const db = openDb(path)
    try {
      return createUser(db, createClock(), { name: 'Bench start', email: `bench-start-${Date.now()}@example.com`, plan: 'premium', credits: 0 }).apiKey
    } finally {
      db.close()
    }
  })()
  return benchKeys[path]
}
const benchKeys: Record<string, string> = {}
const memoryRows: string[] = []
for (const file of files) {
  for (const form of forms) {
    const loadAt = load()
    const m = await memoryAfterMix(form, file.path, apiKeyOf(file.path))
    memoryRows.push(
      `| ${file.label}, ${form.name} (load ${loadAt}) | ${m.idle.all.toFixed(0)} (${m.idle.anon.toFixed(0)}) | ${m.peak.toFixed(0)} | ${m.settled.all.toFixed(0)} (${m.settled.anon.toFixed(0)}) | ${m.idleAfter.all.toFixed(0)} (${m.idleAfter.anon.toFixed(0)}) | ${verdict(m.idleAfter.all, 120)} |`,
    )
    log(memoryRows.at(-1)!)
  }
}

burner.stop()
const firstMs = median(firstTimes)
const afterMs = median(afterTimes)
writeSection(
  busy ? 'bench:start busy' : 'bench:start',
  `Start-up${busy ? ' with one core kept busy' : ''} — \`${busy ? 'BENCH_BUSY=1 ' : ''}npm run bench:start\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit()}), Node ${process.version}; every run a separate process. Machine: ${machine}.

| run | ready line | first /healthz answered | target | verdict | runs (ms) |
|---|---:|---:|---|---|---|
${readyRows.join('\n')}
| \`start({ companies: 2000 })\` from the package, the first time on a machine (empty dataset and compile caches; load ${loadStart}) |  | ${ms(firstMs)} | ≤ 1000 ms | ${verdict(firstMs, 1000)} | ${firstTimes.map((x) => x.toFixed(0)).join(' / ')} |
| … after (a fresh database file, warm caches) |  | ${ms(afterMs)} | ≤ 300 ms | ${verdict(afterMs, 300)} | ${afterTimes.map((x) => x.toFixed(0)).join(' / ')} |
${seeds.map((s) => `| \`seed\` ${s.n.toLocaleString('en-US')} companies, \`--no-cache\` (load ${s.load}) |  | ${s.seconds} s, peak RSS ${s.peakMb.toFixed(0)} MB | ≤ ${s.n === 10_000 ? '1.5' : '8'} s | ${verdict(s.seconds * 1000, s.n === 10_000 ? 1500 : 8000)} |  |`).join('\n')}

Server RSS (VmRSS, and in brackets its anonymous part: heaps and caches; the rest is the mapped executable and database file) in MB after a mix of requests (20 rounds of five at once: two FQL searches, a director filter, a GST filter, the console's page), on the file it was started on; target ≤ 120 MB idle after it:

| server | after start | peak | 3 s after the mix | after readers stopped (62 s idle) | ≤ 120 MB idle |
|---|---:|---:|---:|---:|---|
${memoryRows.join('\n')}

The 20k file is seeded by the script (seed 1, as of 2026-11-20); each form is started once before its ${runs} timed runs (its compile cache and the file's pages warm, as on a CI runner's second job). Ready is the ready line on stdout; the first /healthz is when a request has been answered.`,
)
log('written to docs/benchmarks.md')
