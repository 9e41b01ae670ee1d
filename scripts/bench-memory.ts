// npm run bench:memory [FILE] — whether memory returns after load: a server (the sources' launcher,
// `node bin/firmbase.js serve`) on a copy of FILE (default: a 20,000-company dataset seeded once into
// .cache/bench-memory-20000.db), its RSS after start, right after 30 s of details at 32 connections,
// and 75 s after it (past the one-minute --idle-release); target ≤ 150 MB then. With the machine's bare
// h3 rate (and BENCH_BUSY=1: a CPU burner on one core meanwhile).
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClock } from '../src/clock.ts'
import { setQuotaOverride } from '../src/core/access/quotas.ts'
import { createUser } from '../src/core/accounts/users.ts'
import { openDb } from '../src/db/open.ts'
import { load } from './bench-load.ts'
import { machineNote, startBurner } from './bench-machine.ts'

const root = resolve(import.meta.dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const AFTER_MS = 75_000
let source = process.argv[2]
if (!source) {
  source = join(root, '.cache', 'bench-memory-20000.db')
  if (!existsSync(source)) {
    mkdirSync(join(root, '.cache'), { recursive: true })
    const { seedDataset } = await import('../src/seeding/seeding.ts')
    const db = openDb(`${source}.part`)
    await seedDataset(db, { seed: 1, companies: 20_000, asOf: '2026-11-21', cache: false })
    db.close()
    renameSync(`${source}.part`, source)
  }
}
const note = await machineNote()
const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'))
const db = join(dir, 'served.db')
copyFileSync(source, db)
// A bench user whose quotas the run never reaches (accounting and headers stay on), as bench:api has.
const setup = openDb(db)
const user = createUser(setup, createClock(), { name: 'Bench', email: 'bench-memory@example.com', plan: 'premium', credits: 1_000_000 })
for (const cls of ['details', 'search', 'screener', 'api'] as const) setQuotaOverride(setup, user.userId, cls, 1_000_000_000)
const cins = setup.sqlite.prepare('SELECT cin FROM companies ORDER BY rowid LIMIT 1000').pluck().all() as string[]
setup.close()
const burner = startBurner()
const child = spawn(process.execPath, ['bin/firmbase.js', 'serve', '--db', db, '--port', '0', '--json', '--log-format', 'none', '--static'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'ignore'],
})
try {
  const ready = await new Promise<{ url: string; pid: number }>((done) => child.stdout!.once('data', (d) => done(JSON.parse(String(d).split('\n')[0]))))
  const status = () => readFileSync(`/proc/${ready.pid}/status`, 'utf8')
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())![1]) / 1024)
  const login = await fetch(`${ready.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: user.apiKey }),
  })
  const token = ((await login.json()) as { token: { access_token: string } }).token.access_token
  const started = mb('VmRSS')
  const result = await load(
    ready.url,
    cins.map((cin) => ({ path: `/api/company/details?cin=${cin}` })),
    { connections: 32, seconds: SECONDS, token },
  )
  const loaded = mb('VmRSS')
  await new Promise((done) => setTimeout(done, AFTER_MS))
  const after = mb('VmRSS')
  process.stdout.write(
    [
      `Memory after load (\`npm run bench:memory\`), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. ${note}.`,
      `Server: \`node bin/firmbase.js serve --static\` on a copy of ${source.replace(`${root}/`, '')}; ${SECONDS} s of details at 32 connections (1,000 rotating CINs, ${Math.round(result.rps).toLocaleString('en-US')} req/s, ${result.non2xx} non-2xx).`,
      '',
      '| RSS | MB |',
      '| --- | ---: |',
      `| after start | ${started} |`,
      `| right after the load | ${loaded} |`,
      `| ${AFTER_MS / 1000} s after it (anonymous ${mb('RssAnon')}, file-backed ${mb('RssFile')}) | ${after} |`,
      '',
      ...(result.non2xx > 0 || result.errors > 0 ? [`**Not a valid run**: ${result.non2xx} answers were not 2xx, ${result.errors} errors.`, ''] : []),
      `Target ≤ 150 MB ${AFTER_MS / 1000} s after: ${after <= 150 ? 'met' : '**missed**'}.`,
      '',
    ].join('\n'),
  )
} finally {
  child.kill('SIGTERM')
  burner.stop()
  rmSync(dir, { recursive: true, force: true })
}
