// npm run bench: the API under load, driven from separate processes (scripts/bench-load.ts: wrk when
// installed, else autocannon), against two ceilings in processes of their own — a bare node:http
// server and a bare h3 app (scripts/bench-bare.ts). In one run: details (1,000 rotating CINs),
// selective search (repeated and rotating values), login, a credits order, and the mixed run (4
// connections sending the slowest shapes while 28 send details: details p99 under that pressure, and
// /healthz meanwhile). Writes docs/benchmarks.md. BENCH_DB: an existing seeded file (e.g. 1M
// companies); otherwise 20,000 companies are seeded into a temporary file.
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { writeApiPart } from './bench-doc.ts'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClock } from '../src/clock.ts'
import { setQuotaOverride } from '../src/core/access/quotas.ts'
import { createUser } from '../src/core/accounts/users.ts'
import { openDb } from '../src/db/open.ts'
import { readDatasetInfo } from '../src/db/settings.ts'
import { load, loadTool, type LoadResult, type Req, SLOWEST_SHAPES } from './bench-load.ts'
import { freePort, idleRssOf, PRISM_VERSION, prismCommand, rssMb, startProcess, stopAll } from './bench-others.ts'

const root = resolve(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const dir = mkdtempSync(join(tmpdir(), 'fb-bench-'))
const dbFile = process.env.BENCH_DB ?? join(dir, 'bench.db')

// ── dataset and a bench user (before the server starts) ─────────────────────
const db = openDb(dbFile)
if (!process.env.BENCH_DB) {
  const { seedDataset } = await import('../src/seeding/seeding.ts')
  await seedDataset(db, { seed: 1, companies: 20_000, asOf: '2026-11-21' })
}
const dataset = readDatasetInfo(db)
const user = createUser(db, createClock(), { name: 'Bench', email: `bench-${Date.now()}@example.com`, plan: 'premium', credits: 1_000_000_000 })
// Large finite limits: quota accounting and X-RateLimit-* headers stay on, but the run never hits 429.
for (const cls of ['details', 'search', 'screener', 'api'] as const) setQuotaOverride(db, user.userId, cls, 1_000_000_000)
const sample = (sql: string) => db.sqlite.prepare(sql).pluck().all() as string[]
const cins = sample('SELECT cin FROM companies ORDER BY random() LIMIT 1000')
const cities = sample('SELECT city FROM companies GROUP BY city HAVING count(*) BETWEEN 20 AND 2000 ORDER BY random() LIMIT 200')
db.close()

// ── processes ────────────────────────────────────────────────────────────────
const children: ChildProcess[] = []
const node = (args: string[], ready: (line: string) => boolean) => startProcess(process.execPath, args, root, ready, children)

// The server as the npm package runs it (lib/, `npm run build:package`) when built: the form users run, and
// the one whose memory the targets are about; else from the TypeScript sources.
const packaged = existsSync(join(root, 'lib', 'cli.js'))
const serverForm = packaged ? 'the npm package (`node lib/cli.js`)' : 'the TypeScript sources (`node bin/firmbase.js`)'
const server = await node(
  [packaged ? 'lib/cli.js' : 'bin/firmbase.js', 'serve', '--db', dbFile, '--port', '0', '--json', '--log-format', 'none', '--no-seed', '--login-limit', '1000000'],
  (l) => l.startsWith('{"event":"ready"'),
)
const { url, pid } = JSON.parse(server.line) as { url: string; pid: number }
await new Promise((r) => setTimeout(r, 3000))
const idleRss = rssMb(pid)
const bareNode = `http://127.0.0.1:${(await node(['scripts/bench-bare.ts', 'node'], (l) => /^\d+$/.test(l))).line}/bench/bare`
const bareH3 = `http://127.0.0.1:${(await node(['scripts/bench-bare.ts', 'h3'], (l) => /^\d+$/.test(l))).line}/bench/bare`

const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: user.apiKey }) })
const token = ((await login.json()) as { token: { access_token: string } }).token.access_token

// ── request lists ────────────────────────────────────────────────────────────
const search = (query: string): Req => ({ method: 'POST', path: '/api/screener/search', body: { type: 'company', query, limit: 10 } })
const details: Req[] = cins.map((cin) => ({ path: `/api/company/details?cin=${encodeURIComponent(cin)}` }))
const repeated: Req[] = [search("State == 'Karnataka' AND llpStatus == 'Active'")]
const rotating: Req[] = cities.map((c) => search(`City == '${c.replace(/'/g, "''")}' AND llpStatus == 'Active'`))
const logins: Req[] = [{ method: 'POST', path: '/api/auth/login', body: { api_key: user.apiKey } }]
const orders: Req[] = cins.slice(0, 200).map((cin, i) => ({
  method: 'POST',
  path: '/api/orders/normal',
  body: { orderName: `bench ${i}`, paymentOption: 'credits', items: [{ type: 'company', number: cin }] },
}))
const slowest = SLOWEST_SHAPES

// ── runs ─────────────────────────────────────────────────────────────────────
const run = (target: string, reqs: Req[], c = connections, s = seconds, withToken = true) =>
  load(target, reqs, { connections: c, seconds: s, token: withToken ? token : undefined })
await run(bareH3, [{ path: '/bench/bare' }], connections, 2, false) // warm-up
await run(url, details, connections, 2)
const results: Record<string, LoadResult> = {}
results.node = await run(bareNode, [{ path: '/bench/bare' }], connections, seconds, false)
results.h3 = await run(bareH3, [{ path: '/bench/bare' }], connections, seconds, false)
results.details = await run(url, details)
results.repeated = await run(url, repeated)
results.rotating = await run(url, rotating)
results.login = await run(url, logins)
results.order = await run(url, orders)
// Prism's mock of the same endpoint, from the server's own OpenAPI document, in its own process.
const prism = prismCommand(root)
if (prism.path) {
  const spec = join(dir, 'openapi.json')
  writeFileSync(spec, await (await fetch(`${url}/openapi.json`)).text())
  const port = await freePort()
  await startProcess(prism.path, ['mock', '-p', String(port), spec], root, (l) => l.includes('Prism is listening'), children)
  results.prism = await run(`http://127.0.0.1:${port}`, details)
}
const baseline = await run(url, details, 28)
const [slow, mixed, health] = await Promise.all([run(url, slowest, 4), run(url, details, 28), run(url, [{ path: '/healthz' }], 1, seconds, false)])
results.slow = slow
results.mixed = mixed
results.health = health
results.baseline = baseline
const busyRss = rssMb(pid)
// The high-water mark of the server's resident memory over every run (VmHWM).
const peakRss = rssMb(pid, 'VmHWM')
// Stopped before the next server opens the file (a second server on a file is refused while the first holds it).
await stopAll(children)
// The forms users run, each alone on the same file: the executable (npm run build) and the package's JavaScript (npm run build:package).
const forms = [
  await idleRssOf('single executable (`dist/firmbase`)', join(root, 'dist', 'firmbase'), [], root, dbFile),
  packaged
    ? await idleRssOf('from the TypeScript sources (`node bin/firmbase.js`; Node strips the types in memory)', process.execPath, [join(root, 'bin', 'firmbase.js')], root, dbFile)
    : await idleRssOf('npm package (`node lib/cli.js`)', process.execPath, [join(root, 'lib', 'cli.js')], root, dbFile),
]
if (!process.env.BENCH_DB) rmSync(dir, { recursive: true, force: true })

// ── report ───────────────────────────────────────────────────────────────────
const idleForms = [{ label: `${serverForm.replace('the ', '')}, the server of the runs above`, mb: idleRss as number | undefined }, ...forms]
const h3 = results.h3.rps
const x = (r: LoadResult) => (r.rps / h3).toFixed(2)
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**')
const row = (name: string, r: LoadResult, target = '') =>
  `| ${name} | ${r.rps.toFixed(0)} | ${x(r)}× | ${target} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} | ${r.errors} |`
const report = `# Benchmarks

Measured by \`npm run bench\` (scripts/bench-api.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Node ${process.version},
${cpus().length} cores, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(
    ' / ',
  )} when the report was written${loadavg()[0] > 1.5 ? ' — **the machine was shared with other test runs: absolute figures are low and noisy; the ratios of one run are what the targets are about**' : ''}.
Server: \`firmbase serve --log-format none\`, ${serverForm}, in its own process on ${dataset.companies.toLocaleString('en-US')} companies (${dataset.gst.toLocaleString('en-US')} GST
registrations), 2 readers; load from ${loadTool} in another process, ${connections} connections, ${seconds} s per run; the
ceilings are a bare \`node:http\` server and a bare h3 app (through \`toNodeHandler\`, as firmbase serves), each in its own process.

| run | requests/s | × bare h3 | target | p50 ms | p99 ms | non-2xx | errors |
|---|---:|---:|---|---:|---:|---:|---:|
${row('bare `node:http`', results.node)}
${row('bare h3', results.h3)}
${row('`GET /api/company/details` (Bearer, quota, 1,000 rotating CINs)', results.details, `≥ 0.45×, p99 ≤ 10 ms: ${verdict(results.details.rps / h3 >= 0.45 && results.details.p99 <= 10)}`)}
${row("search, repeated: `State == 'Karnataka' AND llpStatus == 'Active'`", results.repeated, `≥ 0.15×: ${verdict(results.repeated.rps / h3 >= 0.15)}`)}
${row("search, rotating: `City == '…' AND llpStatus == 'Active'` (200 cities)", results.rotating, `≥ 0.05×: ${verdict(results.rotating.rps / h3 >= 0.05)}`)}
${row('`POST /api/auth/login` (API key)', results.login, `≥ 0.20×: ${verdict(results.login.rps / h3 >= 0.2)}`)}
${row('`POST /api/orders/normal` (1 company, paid with credits)', results.order)}
${row('details alone, 28 connections (before the mixed run)', results.baseline)}
${row('mixed: details, 28 connections …', results.mixed, `p99 ≤ 20 ms: ${verdict(results.mixed.p99 <= 20)}`)}
${row('mixed: … while 4 connections send the slowest shapes', results.slow)}
${row('mixed: … and `/healthz` on 1 connection', results.health)}

The slowest shapes (rotating): director-filter \`name=sha\` and \`state=Maharashtra&name=kumar\`, a GST search of 50 ORed
array-field CONTAINS (\`hsncd/saccd/BusinessActivities CONTAINS 'zzN'\`), company-filter state + partial name, gst-filter
state + trade name, \`companyName CONTAINS 'infra'\`, recently registered directors with a state. They run on the reader
threads; details, authentication and quotas stay on the main thread.

Idle RSS, 3 s after start, on this file (target ≤ 120 MB at 1M companies, judged on the forms users run):
${idleForms.map((f) => `- ${f.label}: ${f.mb === undefined ? `not measured (${f.note})` : `${f.mb} MB`}`).join('\n')}
${dataset.companies < 1_000_000 ? '(not the 1M dataset: no verdict)' : `Verdict: ${idleForms.map((f) => `${f.label.split(' (')[0]} ${f.mb !== undefined && f.mb <= 120 ? 'met' : '**missed**'}`).join(', ')}.`} After the runs: ${busyRss} MB; the server's peak over all of them (VmHWM) ${peakRss} MB (target ≤ 350 MB: ${peakRss <= 350 ? 'met' : '**missed**'}).

${
  results.prism
    ? `Prism ${PRISM_VERSION} (\`prism mock\` of the server's own /openapi.json, its own process, same 1,000 CINs): ${results.prism.rps.toFixed(0)} requests/s, p99 ${results.prism.p99.toFixed(1)} ms; firmbase's details are ${(results.details.rps / results.prism.rps).toFixed(1)}× that (target ≥ 8×: ${verdict(results.details.rps / results.prism.rps >= 8)}).`
    : `Prism's mock was not measured: ${prism.note}.`
}

See also [bench-search.md](bench-search.md) (\`npm run bench:search\`) and [bench-seed.md](bench-seed.md) (\`npm run bench:seed\`).
`
// Its own part only: the blocks of the other benchmark scripts below it stay.
writeApiPart(report)
process.stdout.write(report)
process.exit(0)
