// npm run bench:living — the living registry (contract §15), measured from separate processes.
// (a) For each of BENCH_SIZES (default 10,000 and 1,000,000 companies): seed with today as the as-of
// date (so the test-mode clock starts on it), serve in test mode, and time `POST /__admin/clock
// {advance_seconds: 30 days}` — it answers once the days are in — while 4 connections ask for company
// details in a loop (before the move, for comparison, and during it). (b) Seed BENCH_BACKLOG (default
// 100,000) companies with an as-of date 365 days ago and start a plain server (the real clock): spawn to
// the ready line, to the first /healthz answer, and to /healthz saying catching_up false; the rows the
// days added and the file's growth. Writes its part of docs/benchmarks.md. Not a test.
// BENCH_CPU_PROF=DIR writes a CPU profile of each server into DIR (on its exit).
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { createClock } from '../src/clock.ts'
import { setQuotaOverride } from '../src/core/access/quotas.ts'
import { createUser } from '../src/core/accounts/users.ts'
import { openDb } from '../src/db/open.ts'
import { startProcess } from './bench-others.ts'
import { commit, load, log, writeSection } from './bench-doc.ts'

const root = resolve(import.meta.dirname, '..')
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').filter(Boolean).map(Number)
const backlog = Number(process.env.BENCH_BACKLOG ?? 100_000)
const connections = 4
const profiles = process.env.BENCH_CPU_PROF
const DAY = 86_400_000
// A run that fails leaves no server behind.
const children: ChildProcess[] = []
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})
const today = new Date().toISOString().slice(0, 10)
const thousands = (n: number) => n.toLocaleString('en-US')
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)])
const verdict = (value: number, target: number, unit: string) =>
  value <= target
    ? 'met'
    : `**missed** by ${(value - target).toFixed(unit === 'ms' ? 0 : 2)} ${unit} (${value < 2 * target ? `${((value / target - 1) * 100).toFixed(0)}%` : `${(value / target).toFixed(1)}× the target`})`
const TABLES = ['companies', 'directors', 'director_appointments', 'gst_registrations', 'registry_days', 'registry_journal'] as const
type Counts = Record<(typeof TABLES)[number], number>

/** Rows per table, read-only, with no server on the file. */
function countTables(db: string): Counts {
  const sqlite = new Database(db, { readonly: true })
  const counts = Object.fromEntries(TABLES.map((t) => [t, sqlite.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number])) as Counts
  sqlite.close()
  return counts
}
const added = (before: Counts, after: Counts) =>
  TABLES.filter((t) => t !== 'registry_days')
    .map(
      (t) =>
        `${thousands(after[t] - before[t])} ${t.replace('director_appointments', 'appointments').replace('gst_registrations', 'GST registrations').replace('registry_journal', 'journal rows')}`,
    )
    .join(', ')
const fileMb = (db: string) => {
  const size = (s: string) => (existsSync(db + s) ? statSync(db + s).size : 0)
  return { db: size('') / 2 ** 20, wal: size('-wal') / 2 ** 20 }
}
const mb = (f: { db: number; wal: number }) => `${f.db.toFixed(1)} MiB + ${f.wal.toFixed(1)} MiB WAL`

function seed(db: string, companies: number, asOf: string) {
  const t = performance.now()
  execFileSync(process.execPath, ['bin/firmbase.js', 'seed', '--db', db, '--companies', String(companies), '--as-of', asOf, '--json'], { cwd: root, stdio: 'ignore' })
  log(`seeded ${thousands(companies)} companies as of ${asOf} in ${((performance.now() - t) / 1000).toFixed(1)} s`)
}

/** serve in its own process; resolves on its JSON ready line, with the ms since spawn. */
async function serve(db: string, flags: string[]) {
  const prof = profiles ? ['--cpu-prof', '--cpu-prof-dir', profiles] : []
  const t0 = performance.now()
  const { child, line } = await startProcess(
    process.execPath,
    [...prof, 'bin/firmbase.js', 'serve', '--db', db, '--port', '0', '--json', '--log-format', 'none', '--no-seed', ...flags],
    root,
    (l) => l.startsWith('{"event":"ready"'),
    children,
  )
  return { child, t0, readyMs: performance.now() - t0, url: (JSON.parse(line) as { url: string }).url }
}
/** SIGTERM, and the exit (a graceful stop checkpoints the WAL, and writes the CPU profile). */
async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

interface Health {
  dataset: { companies: number; directors: number; gst: number }
  registry: { live: boolean; as_of: string; live_through: string; target: string; catching_up: boolean }
}
const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as Health

// ── (a) the clock moved 30 days ──────────────────────────────────────────────
interface Sample {
  at: number
  ms: number
  status: number
}
interface Failure extends Sample {
  error: string
}
interface ClockRun {
  companies: number
  load: string
  moveSeconds: number
  before: Health
  after: Health
  rows: string
  baseline: Sample[]
  during: Sample[]
  /** Details requests that got no answer (the connection closed under them), ms after the clock's POST. */
  failures: Failure[]
}

async function clockRun(companies: number): Promise<ClockRun> {
  const dir = mkdtempSync(join(tmpdir(), 'fb-bench-living-'))
  const dbFile = join(dir, 'living.db')
  const loadAtStart = load()
  log(`\n${thousands(companies)} companies — load average ${loadAtStart}`)
  seed(dbFile, companies, today)
  // A user whose quotas never stop the loop (quota accounting stays on), and the CINs it asks for.
  const db = openDb(dbFile)
  const user = createUser(db, createClock(), { name: 'Bench', email: 'bench-living@example.com', plan: 'premium' })
  for (const cls of ['details', 'search', 'screener', 'api'] as const) setQuotaOverride(db, user.userId, cls, 1_000_000_000)
  const cins = db.sqlite.prepare('SELECT cin FROM companies ORDER BY random() LIMIT 1000').pluck().all() as string[]
  db.close()
  const countsBefore = countTables(dbFile)

  const server = await serve(dbFile, ['--test-mode', '--login-limit', '1000000'])
  const { url } = server
  const before = await health(url)
  // One login shared by the loops; a 401 (the token expired with the clock's jump) logs in again, once.
  let token = ''
  let relogin: Promise<void> | undefined
  const login = () =>
    (relogin ??= (async () => {
      const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: user.apiKey }) })
      token = ((await res.json()) as { token: { access_token: string } }).token.access_token
    })().finally(() => {
      relogin = undefined
    }))
  await login()
  const samples: Sample[] = []
  const failures: Failure[] = []
  let running = true
  const loop = async (k: number) => {
    for (let i = k; running; i += connections) {
      const used = token
      const at = performance.now()
      try {
        const res = await fetch(`${url}/api/company/details?cin=${encodeURIComponent(cins[i % cins.length])}`, { headers: { authorization: `Bearer ${used}` } })
        await res.arrayBuffer()
        samples.push({ at, ms: performance.now() - at, status: res.status })
        if (res.status === 401 && token === used) await login()
      } catch (error) {
        // A connection the server closed (or reset) under the request: counted, not a latency.
        failures.push({ at, ms: performance.now() - at, status: 0, error: String((error as { cause?: { code?: string } }).cause?.code ?? error) })
      }
    }
  }
  const loops = Array.from({ length: connections }, (_, k) => loop(k))
  // A second of warm-up (the first requests compile the routes), then 3 s of details alone.
  await new Promise((r) => setTimeout(r, 1000))
  const warm = performance.now()
  await new Promise((r) => setTimeout(r, 3000))
  const t0 = performance.now()
  const moved = await fetch(`${url}/__admin/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 30 * 86_400 }) })
  const answer = await moved.json()
  const t1 = performance.now()
  running = false
  await Promise.all(loops)
  if (moved.status !== 200) throw new Error(`POST /__admin/clock answered ${moved.status}: ${JSON.stringify(answer)}`)
  const after = await health(url)
  await stop(server.child)
  const countsAfter = countTables(dbFile)
  rmSync(dir, { recursive: true, force: true })
  const run: ClockRun = {
    companies,
    load: loadAtStart,
    moveSeconds: (t1 - t0) / 1000,
    before,
    after,
    rows: added(countsBefore, countsAfter),
    baseline: samples.filter((s) => s.at >= warm && s.at < t0),
    during: samples.filter((s) => s.at >= t0 && s.at <= t1),
    failures: failures.map((f) => ({ ...f, at: f.at - t0 })),
  }
  log(`clock +30 days: ${run.moveSeconds.toFixed(2)} s (${before.registry.live_through} → ${after.registry.live_through}); the days added ${run.rows}`)
  log(`details before: ${describe(run.baseline)}; during: ${describe(run.during)}`)
  if (failures.length > 0)
    log(`details without an answer: ${run.failures.map((f) => `${f.error} ${(f.at / 1000).toFixed(2)} s after the POST, after ${f.ms.toFixed(0)} ms`).join('; ')}`)
  return run
}
function stats(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b)
  return { n: samples.length, ok: samples.filter((s) => s.status === 200).length, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), max: ms.at(-1) ?? Number.NaN }
}
/** The statuses other than 200, counted: `, 4 × 401`. */
function others(samples: Sample[]) {
  const counts = new Map<number, number>()
  for (const s of samples) if (s.status !== 200) counts.set(s.status, (counts.get(s.status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `, ${n} × ${status}`).join('')
}
function describe(samples: Sample[]) {
  const s = stats(samples)
  return `${s.n} answered (${s.ok} 200${others(samples)}), p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`
}

// ── (b) a year of backlog at start ───────────────────────────────────────────
interface BacklogRun {
  companies: number
  load: string
  asOf: string
  readyMs: number
  firstHealthMs: number
  caughtUpMs: number
  polls: number[]
  start: Health
  end: Health
  rows: string
  days: number
  files: { before: { db: number; wal: number }; caughtUp: { db: number; wal: number }; stopped: { db: number; wal: number } }
}

async function backlogRun(companies: number): Promise<BacklogRun> {
  const dir = mkdtempSync(join(tmpdir(), 'fb-bench-living-'))
  const dbFile = join(dir, 'backlog.db')
  const loadAtStart = load()
  const asOf = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * DAY).toISOString().slice(0, 10)
  log(`\n${thousands(companies)} companies as of ${asOf}, served on ${today} — load average ${loadAtStart}`)
  seed(dbFile, companies, asOf)
  const countsBefore = countTables(dbFile)
  const before = fileMb(dbFile)
  const server = await serve(dbFile, [])
  const polls: number[] = []
  let first: Health | undefined
  let firstHealthMs = 0
  let end: Health
  for (;;) {
    const at = performance.now()
    end = await health(server.url)
    polls.push(performance.now() - at)
    if (!first) {
      first = end
      firstHealthMs = performance.now() - server.t0
    }
    if (!end.registry.catching_up) break
    await new Promise((r) => setTimeout(r, 50))
  }
  const caughtUpMs = performance.now() - server.t0
  const caughtUp = fileMb(dbFile)
  await stop(server.child)
  const stopped = fileMb(dbFile)
  const countsAfter = countTables(dbFile)
  rmSync(dir, { recursive: true, force: true })
  const run: BacklogRun = {
    companies,
    load: loadAtStart,
    asOf,
    readyMs: server.readyMs,
    firstHealthMs,
    caughtUpMs,
    polls: polls.sort((a, b) => a - b),
    start: first,
    end,
    rows: added(countsBefore, countsAfter),
    days: countsAfter.registry_days - countsBefore.registry_days,
    files: { before, caughtUp, stopped },
  }
  log(
    `ready ${run.readyMs.toFixed(0)} ms, first /healthz ${firstHealthMs.toFixed(0)} ms (live through ${first.registry.live_through}), caught up (${end.registry.live_through}) at ${(caughtUpMs / 1000).toFixed(2)} s; ${run.days} days added ${run.rows}`,
  )
  log(`/healthz while catching up: ${polls.length} answers, p50 ${percentile(run.polls, 0.5).toFixed(1)} ms, max ${run.polls.at(-1)!.toFixed(1)} ms`)
  log(`file: ${mb(before)} before; ${mb(caughtUp)} caught up; ${mb(stopped)} after the server stopped`)
  return run
}

// ── runs, one at a time ──────────────────────────────────────────────────────
const clockRuns: ClockRun[] = []
for (const n of sizes) clockRuns.push(await clockRun(n))
const year = await backlogRun(backlog)

// ── report ───────────────────────────────────────────────────────────────────
const clockRows = clockRuns.flatMap((r) => {
  const during = stats(r.during)
  const target = r.companies === 10_000 ? 1 : r.companies === 1_000_000 ? 15 : undefined
  return [
    `| clock +30 days, ${thousands(r.companies)} companies (${r.before.registry.live_through} → ${r.after.registry.live_through}; load ${r.load}) | ${r.moveSeconds.toFixed(2)} s | ${target ? `≤ ${target} s` : ''} | ${target ? verdict(r.moveSeconds, target, 's') : ''} |`,
    `| … details meanwhile, ${connections} connections: p50 / p99 (max) | ${during.p50.toFixed(1)} / ${during.p99.toFixed(1)} ms (${during.max.toFixed(0)} ms) | ${r.companies === 1_000_000 ? 'p99 ≤ 20 ms' : ''} | ${r.companies === 1_000_000 ? verdict(during.p99, 20, 'ms') : ''} |`,
  ]
})
const healthzOk = year.firstHealthMs / 1000
const report = `The living registry — \`npm run bench:living\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit()}), Node ${process.version}; each run seeds its own file (\`firmbase seed\`) and serves it in a separate process, the client in this one.

| run | measured | target | verdict |
|---|---:|---:|---|
${clockRows.join('\n')}
| ${thousands(year.companies)} companies as of ${year.asOf}, plain \`serve\` on ${today} (load ${year.load}): spawn → first \`/healthz\` | ${year.firstHealthMs.toFixed(0)} ms | ≤ 1 s | ${verdict(healthzOk, 1, 's')} |
| … spawn → \`registry.catching_up: false\` | ${(year.caughtUpMs / 1000).toFixed(2)} s | ≤ 30 s | ${verdict(year.caughtUpMs / 1000, 30, 's')} |

${clockRuns
  .map((r) => {
    const base = stats(r.baseline)
    const during = stats(r.during)
    return `- ${thousands(r.companies)} companies: \`POST /__admin/clock {advance_seconds: 2592000}\` answered in ${r.moveSeconds.toFixed(2)} s; the 30 days added ${r.rows} (\`/healthz\` dataset: ${thousands(r.before.dataset.companies)} → ${thousands(r.after.dataset.companies)} companies, ${thousands(r.before.dataset.directors)} → ${thousands(r.after.dataset.directors)} directors, ${thousands(r.before.dataset.gst)} → ${thousands(r.after.dataset.gst)} GST registrations). Details (1,000 random CINs, quota on, one user; a 401 after the jump logs in again): before the move ${thousands(base.n)} answers in 3 s, p50 ${base.p50.toFixed(1)} / p99 ${base.p99.toFixed(1)} ms; during it ${thousands(during.n)} answers (${thousands(during.ok)} 200${others(r.during)}), p50 ${during.p50.toFixed(1)} / p99 ${during.p99.toFixed(1)} / max ${during.max.toFixed(1)} ms${r.failures.length > 0 ? `; ${r.failures.length} got no answer (${[...new Set(r.failures.map((f) => f.error))].join(', ')}, ${r.failures.map((f) => `${(f.at / 1000).toFixed(1)} s`).join(', ')} after the POST)` : ''}.`
  })
  .join('\n')}
- The year's backlog: ready line ${year.readyMs.toFixed(0)} ms after spawn, the first \`/healthz\` (live through ${year.start.registry.live_through}, catching up) at ${year.firstHealthMs.toFixed(0)} ms, caught up through ${year.end.registry.live_through} at ${(year.caughtUpMs / 1000).toFixed(2)} s; \`/healthz\` meanwhile (polled every 50 ms, ${year.polls.length} answers) p50 ${percentile(year.polls, 0.5).toFixed(1)} ms, max ${year.polls.at(-1)!.toFixed(1)} ms. ${year.days} days added ${year.rows} (\`/healthz\` then: ${thousands(year.end.dataset.companies)} companies, ${thousands(year.end.dataset.directors)} directors, ${thousands(year.end.dataset.gst)} GST registrations). File: ${mb(year.files.before)} as seeded; ${mb(year.files.caughtUp)} when caught up; ${mb(year.files.stopped)} after the server stopped — ${(year.files.stopped.db + year.files.stopped.wal - year.files.before.db - year.files.before.wal).toFixed(1)} MiB (${(((year.files.stopped.db + year.files.stopped.wal) / (year.files.before.db + year.files.before.wal) - 1) * 100).toFixed(1)}%) for the year.`
// Only the sizes of the targets go into the document.
if (sizes.join() === '10000,1000000' && backlog === 100_000) writeSection('bench:living', report)
else log(`\n${report}`)
process.exit(0)
