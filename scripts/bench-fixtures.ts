// npm run bench:fixtures — fixtures, measured from separate processes. (a) `firmbase import --format
// mca-csv` of BENCH_ROWS (default 100,000) rows of scripts/mca-sample.ts into a fresh database, without
// and with --fill: wall time, CPU time and peak RSS of the import process (GNU time). (b) A registry of 50 fixture
// companies alone — start()'s own serve flags (`--companies 0 --fixtures FILE`, test mode): spawn to the
// ready line, to the first login with the file's API key, and start() itself; the median of BENCH_RUNS
// (default 5) runs, each on a fresh file. The import without --fill runs BENCH_IMPORTS (default 3) times:
// the median's wall time and peak RSS are reported, every run listed. The machine's bare h3 rate opens
// the block; BENCH_BUSY=1 keeps one core busy with a CPU burner meanwhile. Writes its part of
// docs/benchmarks.md. Not a test. BENCH_CPU_PROF=DIR writes a CPU profile of each import into DIR.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serveFlags, start } from '../src/api/start.ts'
import { writeSection } from './bench-doc.ts'
import { machineNote, startBurner } from './bench-machine.ts'

const root = resolve(import.meta.dirname, '..')
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
const rows = Number(process.env.BENCH_ROWS ?? 100_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const imports = Number(process.env.BENCH_IMPORTS ?? 3)
const profiles = process.env.BENCH_CPU_PROF
const dir = mkdtempSync(join(tmpdir(), 'fb-bench-fixtures-'))
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
const log = (line: string) => process.stdout.write(`${line}\n`)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const verdict = (value: number, target: number, unit: string) =>
  value <= target ? 'met' : `**missed** by ${(value - target).toFixed(unit === 'MB' ? 0 : 2)} ${unit} (${((value / target - 1) * 100).toFixed(0)}%)`
log(`load average at start: ${load()}`)
const burner = startBurner()
const machine = await machineNote()
log(machine)

// ── (a) import --format mca-csv ──────────────────────────────────────────────
const csv = join(dir, 'mca.csv')
const t = performance.now()
execFileSync(process.execPath, ['scripts/mca-sample.ts', String(rows), csv, '7'], { cwd: root })
const sampleSeconds = (performance.now() - t) / 1000
log(`${rows} rows written in ${sampleSeconds.toFixed(1)} s (${(statSync(csv).size / 2 ** 20).toFixed(1)} MiB)`)

interface Imported {
  seconds: number
  cpuSeconds: number
  peakMb: number
  dbMb: number
  result: { imported: number; directors: number; gst: number; skippedRows: number }
  load: string
}
/** One import into a fresh file, under GNU time: its wall and CPU seconds and peak RSS. */
function timedImport(label: string, extra: string[], file = csv): Imported {
  const db = join(dir, `${label}.db`)
  const loadAtStart = load()
  const prof = profiles ? ['--cpu-prof', '--cpu-prof-dir', profiles, '--cpu-prof-name', `import-${label}.cpuprofile`] : []
  const args = ['-f', 'FBTIME %e %M %U %S', process.execPath, ...prof, 'bin/firmbase.js', 'import', '--db', db, '--format', 'mca-csv', '--json', ...extra, file]
  const r = spawnSync('/usr/bin/time', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 })
  const time = /FBTIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(r.stderr)
  if (r.status !== 0 || !time) throw new Error(`import ${label} failed (${r.status}): ${r.stderr.slice(-2000)}`)
  const size = ['', '-wal'].reduce((sum, s) => sum + (existsSync(db + s) ? statSync(db + s).size : 0), 0)
  const out: Imported = {
    seconds: Number(time[1]),
    cpuSeconds: Number(time[3]) + Number(time[4]),
    peakMb: Number(time[2]) / 1024,
    dbMb: size / 2 ** 20,
    result: JSON.parse(r.stdout),
    load: loadAtStart,
  }
  for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true })
  log(
    `import ${label}: ${out.seconds.toFixed(2)} s (CPU ${out.cpuSeconds.toFixed(2)} s), peak RSS ${out.peakMb.toFixed(0)} MB, file ${out.dbMb.toFixed(0)} MiB, ${JSON.stringify(out.result)} (load ${out.load})`,
  )
  return out
}
// The median run of several (by wall time): one run on a shared machine says little.
const plainRuns = Array.from({ length: imports }, (_, i) => timedImport(`plain-${i + 1}`, []))
const plain = [...plainRuns].sort((a, b) => a.seconds - b.seconds)[Math.floor(plainRuns.length / 2)]
const filled = timedImport('fill', ['--fill'])
// The command's own floor: 10 rows (the same generator and seed: the big file's first 10).
const tenRows = join(dir, 'mca-10.csv')
execFileSync(process.execPath, ['scripts/mca-sample.ts', '10', tenRows, '7'], { cwd: root })
const floor = timedImport('floor', [], tenRows)

// ── (b) 50 fixture companies alone ───────────────────────────────────────────
const API_KEY = 'fsk_bench_fixtures_0001'
const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi', 'Gujarat', 'Kerala', 'West Bengal', 'Telangana', 'Punjab', 'Assam']
const fixtures = join(dir, 'fixtures.json')
writeFileSync(
  fixtures,
  JSON.stringify({
    users: [{ email: 'bench@example.com', name: 'Bench', plan: 'premium', apiKeys: [API_KEY] }],
    companies: Array.from({ length: 50 }, (_, i) => ({ companyName: `BENCH FIXTURE ${i + 1} PRIVATE LIMITED`, State: STATES[i % STATES.length], directors: 2, gst: 1 })),
  }),
)
const login = (url: string) => fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: API_KEY }) })

/** Spawn → ready line → first successful login (with the file), on a fresh file; the server is stopped after. */
async function serveRun(i: number, withFixtures = true) {
  const db = join(dir, `serve-${i}.db`)
  const t0 = performance.now()
  const flags = serveFlags({ companies: 0, fixtures: withFixtures ? fixtures : undefined }, db)
  const child: ChildProcess = spawn(process.execPath, ['bin/firmbase.js', ...flags], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise((r) => child.once('exit', r))
  const url = await new Promise<string>((resolveUrl, reject) => {
    let buffer = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const line = buffer.split('\n').find((l) => l.startsWith('{"event":"ready"'))
      if (line) resolveUrl((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)))
  })
  const ready = performance.now() - t0
  for (; withFixtures; ) {
    const res = await login(url)
    if (res.status === 200) break
    await res.arrayBuffer()
  }
  const loggedIn = performance.now() - t0
  child.kill('SIGTERM')
  await exited
  for (const s of ['', '-wal', '-shm', '-owner', '.credentials.json']) rmSync(db + s, { force: true })
  return { ready, loggedIn }
}
/** start() itself: from the call to its promise resolving (it waits for the ready line). */
async function startRun(i: number) {
  const db = join(dir, `start-${i}.db`)
  const t0 = performance.now()
  const fb = await start({ companies: 0, fixtures, db })
  const ready = performance.now() - t0
  await fb.stop()
  for (const s of ['', '-wal', '-shm', '-owner', '.credentials.json']) rmSync(db + s, { force: true })
  return ready
}
const loadServe = load()
await serveRun(-1) // warm-up: the page cache, and this process's fetch
const served: { ready: number; loggedIn: number }[] = []
for (let i = 0; i < runs; i++) served.push(await serveRun(i))
const started: number[] = []
for (let i = 0; i < runs; i++) started.push(await startRun(i))
// What the start costs without the fixtures: the same serve without --fixtures, and the CLI loading alone.
const bare: number[] = []
for (let i = 0; i < runs; i++) bare.push((await serveRun(i, false)).ready)
const cli: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  execFileSync(process.execPath, ['bin/firmbase.js', '--version'], { cwd: root })
  cli.push(performance.now() - t0)
}
const readyMs = median(served.map((s) => s.ready))
const loginMs = median(served.map((s) => s.loggedIn))
const startMs = median(started)
log(
  `serve --companies 0 --fixtures (50 companies): ready ${served.map((s) => s.ready.toFixed(0)).join(', ')} ms; first login ${served.map((s) => s.loggedIn.toFixed(0)).join(', ')} ms`,
)
log(`start({ companies: 0, fixtures }): ${started.map((s) => s.toFixed(0)).join(', ')} ms`)
log(`the same serve without --fixtures: ready ${bare.map((s) => s.toFixed(0)).join(', ')} ms; firmbase --version: ${cli.map((s) => s.toFixed(0)).join(', ')} ms`)
rmSync(dir, { recursive: true, force: true })
burner.stop()

// ── report ───────────────────────────────────────────────────────────────────
const n = rows.toLocaleString('en-US')
const report = `Fixtures — \`npm run bench:fixtures\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit}), Node ${process.version}; every run a separate process on a fresh file. Machine: ${machine}.

| run | measured | target | verdict |
|---|---:|---:|---|
| \`import --format mca-csv\`, ${n} rows, empty database, median of ${plainRuns.length} (load ${plain.load}) | ${plain.seconds.toFixed(2)} s (CPU ${plain.cpuSeconds.toFixed(1)} s) | ≤ 10 s | ${verdict(plain.seconds, 10, 's')} |
| … its peak RSS | ${plain.peakMb.toFixed(0)} MB | ≤ 300 MB | ${verdict(plain.peakMb, 300, 'MB')} |
| … the same command on the file's first 10 rows: peak RSS (load ${floor.load}) | ${floor.peakMb.toFixed(0)} MB (${floor.seconds.toFixed(2)} s) |  |  |
| \`import --format mca-csv --fill\`, ${n} rows (load ${filled.load}) | ${filled.seconds.toFixed(2)} s (CPU ${filled.cpuSeconds.toFixed(1)} s) | ≤ 20 s | ${verdict(filled.seconds, 20, 's')} |
| … its peak RSS | ${filled.peakMb.toFixed(0)} MB |  |  |
| \`start({ companies: 0, fixtures })\`, 50 companies (2 directors, 1 GST each), median of ${runs} (load ${loadServe}) | ${startMs.toFixed(0)} ms | ≤ 1 s | ${verdict(startMs / 1000, 1, 's')} |
| … its serve command, spawn → ready line | ${readyMs.toFixed(0)} ms |  |  |
| … spawn → first login with the file's API key | ${loginMs.toFixed(0)} ms |  |  |
| … the same serve without \`--fixtures\` (an empty registry), spawn → ready line | ${median(bare).toFixed(0)} ms |  |  |
| … \`firmbase --version\` (loading the CLI from the TypeScript sources) | ${median(cli).toFixed(0)} ms |  |  |

The import wrote ${plain.result.imported.toLocaleString('en-US')} companies (${plain.dbMb.toFixed(0)} MiB of database); with \`--fill\`, ${filled.result.imported.toLocaleString('en-US')} companies, ${filled.result.directors.toLocaleString('en-US')} directors and ${filled.result.gst.toLocaleString('en-US')} GST registrations (${filled.dbMb.toFixed(0)} MiB). The import's runs: ${plainRuns.map((r) => `${r.seconds.toFixed(2)} s / ${r.peakMb.toFixed(0)} MB`).join(', ')}. Wall time, CPU time (user + system, all threads) and peak RSS are GNU time's (\`/usr/bin/time -f '%e %M %U %S'\`) for the import process, after its CSV was written (${sampleSeconds.toFixed(1)} s by scripts/mca-sample.ts, seed 7). The serve runs use start()'s flags (\`serve --json --print-keys --port 0 --log-format none --companies 0 --test-mode --fixtures FILE\`): ready ${served.map((s) => s.ready.toFixed(0)).join(' / ')} ms, first login ${served.map((s) => s.loggedIn.toFixed(0)).join(' / ')} ms; start() ${started.map((s) => s.toFixed(0)).join(' / ')} ms.`
// Only the sizes of the targets go into the document.
if (rows === 100_000) writeSection('bench:fixtures', report)
else log(report)
process.exit(0)
