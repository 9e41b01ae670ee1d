// npm run test:soak [-- --seconds N] — N seconds (default 60) of mixed traffic at 50 connections
// against `firmbase serve` in its own process, then the checks: zero 5xx and zero connections cut
// without an answer, every acknowledged order in the database, balance = Σ ledger and every paid
// order debited, usage counters equal to the answers that consumed quota, no error in the server log,
// integrity_check ok, a clean SIGTERM exit, and server RSS (after a full GC) without an upward trend
// in the second half. Prints a JSON summary and one line per check; exit code 1 when a check fails.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { connectInspector, slope, type MemorySample } from './soak-memory.ts'
import { client, heavySearches, newTally, slowBodies, type Target, type Tally } from './soak-traffic.ts'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' }, companies: { type: 'string', default: '2000' } },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
if (!(seconds > 0) || !(connections > 0)) throw new Error('--seconds and --connections must be positive numbers')

const root = resolve(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'fb-soak-'))
const dbFile = join(dir, 'soak.db')

const cli = (...args: string[]) => {
  const r = spawnSync(process.execPath, [join(root, 'bin', 'firmbase.ts'), ...args, '--db', dbFile], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`firmbase ${args.join(' ')}: ${r.stderr}`)
  return r.stdout
}
// Seeded by its own process, so the server's memory is that of serving alone.
cli('seed', '--companies', values.companies, '--seed', '7')
// --inspect on a loopback port: the soak asks for a full GC before each memory sample (scripts/soak-memory.ts).
const server = spawn(process.execPath, ['--inspect=127.0.0.1:0', join(root, 'bin', 'firmbase.ts'), 'serve', '--db', dbFile, '--port', '0', '--json', '--log-format', 'json'], {
  stdio: ['ignore', 'pipe', 'pipe'],
})
let serverLog = ''
server.stderr!.on('data', (d) => (serverLog += d))
const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)))
const ready = await new Promise<{ port: number; pid: number }>((done, fail) => {
  let out = ''
  server.stdout!.on('data', (d) => {
    out += d
    const line = out.split('\n').find((l) => l.startsWith('{"event":"ready"'))
    if (line) done(JSON.parse(line))
  })
  server.on('exit', (code) => fail(new Error(`serve exited ${code}: ${serverLog}`)))
})

const inspector = await connectInspector(ready.pid, () => serverLog)
const post = (path: string, body: unknown) =>
  new Promise<any>((done, fail) => {
    const req = request({ host: '127.0.0.1', port: ready.port, method: 'POST', path, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d)).on('end', () => done(JSON.parse(text)))
    })
    req.on('error', fail)
    req.end(JSON.stringify(body))
  })

const creds = JSON.parse(readFileSync(`${dbFile}.credentials.json`, 'utf8'))
// The premium account gets large finite limits (counting and headers stay on, the run is not all 429s);
// the free account keeps its tier's limits, so refusals past a limit are part of the mix.
for (const cls of ['api', 'details']) cli('users', 'set-quota', creds.premium.userId, '--class', cls, '--limit', '100000000')
cli('credits', 'grant', '--user', creds.premium.userId, '--amount', '1000000')
const token = async (role: string) => (await post('/api/auth/login', { api_key: creds[role].apiKey })).token.access_token as string
// Beside the mix: a second premium account flooding the heavy lane with distinct searches.
const heavyKey = JSON.parse(cli('users', 'create', '--name', 'Heavy', '--email', 'heavy@example.com', '--plan', 'premium', '--json')).apiKey as string
const heavyToken = (await post('/api/auth/login', { api_key: heavyKey })).token.access_token as string
const reader = new Database(dbFile, { readonly: true })
const target: Target = {
  port: ready.port,
  agent: new Agent({ keepAlive: true, maxSockets: connections }),
  tokens: { premium: await token('premium'), free: await token('free'), admin: await token('admin') },
  userIds: { premium: creds.premium.userId, free: creds.free.userId },
  apiKeys: { free: creds.free.apiKey },
  cins: reader.prepare('SELECT cin FROM companies ORDER BY random() LIMIT 500').pluck().all() as string[],
  gstins: reader.prepare('SELECT gstin FROM gst_registrations ORDER BY random() LIMIT 500').pluck().all() as string[],
}
reader.close()

// The traffic, with the server's memory sampled after a full GC every two seconds.
const samples: MemorySample[] = []
const began = performance.now()
const until = began + seconds * 1000
const sampler = (async () => {
  while (performance.now() < until) {
    await new Promise((r) => setTimeout(r, 2000))
    samples.push(await inspector.sample((performance.now() - began) / 1000))
  }
})()
const tallies: Tally[] = Array.from({ length: connections }, newTally)
const [, slow, heavy] = await Promise.all([
  sampler,
  slowBodies(ready.port, 40, until),
  heavySearches(target, heavyToken, 40, until),
  ...tallies.map((tally) => client(target, tally, until)),
])
inspector.close()
target.agent.destroy()
const elapsed = (performance.now() - began) / 1000
server.kill('SIGTERM')
const exitCode = await exited

const all = newTally()
for (const t of tallies) {
  all.requests += t.requests
  for (const [s, n] of t.byStatus) all.byStatus.set(s, (all.byStatus.get(s) ?? 0) + n)
  all.networkErrors.push(...t.networkErrors)
  all.fiveHundreds.push(...t.fiveHundreds)
  for (const [k, n] of t.counted) all.counted.set(k, (all.counted.get(k) ?? 0) + n)
  all.orders.push(...t.orders)
  all.slowestMs = Math.max(all.slowestMs, t.slowestMs)
}
const heavyStatuses = [...heavy.byStatus].map(([status, n]) => `${status}×${n}`).join(' ')
const slowAnswers = [...slow.answers].map(([first, n]) => `${first}×${n}`).join(', ')

// The database, after the server is gone.
const db = new Database(dbFile, { readonly: true })
const integrity = db.pragma('integrity_check', { simple: true })
const stored = new Set(db.prepare('SELECT id FROM orders').pluck().all() as string[])
const missing = all.orders.filter((id) => !stored.has(id))
const money = db
  .prepare(
    `SELECT u.id, (SELECT coalesce(sum(delta), 0) FROM credit_ledger l WHERE l.user_id = u.id) AS balance,
       (SELECT coalesce(sum(delta), 0) FROM credit_ledger l WHERE l.user_id = u.id AND delta > 0) AS granted,
       (SELECT coalesce(sum(credits_used), 0) FROM orders o WHERE o.user_id = u.id AND o.payment_status = 'paid') AS used
     FROM users u`,
  )
  .all() as { id: string; balance: number; granted: number; used: number }[]
const usage = new Map(
  (db.prepare('SELECT user_id, class, sum(count) AS n FROM usage_counters GROUP BY 1, 2').all() as { user_id: string; class: string; n: number }[]).map((r) => [
    `${r.user_id}|${r.class}`,
    r.n,
  ]),
)
db.close()

// Memory over the second half, after the first half's warm-up (caches, pools, JIT): the fitted
// growth of post-GC RSS across that half must stay under 5% of it (8 MB at least: page-level noise).
const half = samples.filter((m) => m.t >= elapsed / 2)
const meanRss = half.reduce((a, m) => a + m.rssMb, 0) / Math.max(1, half.length)
const rssGrowth = slope(half.map((m) => ({ t: m.t, y: m.rssMb }))) * (elapsed / 2)
const heapGrowth = slope(half.map((m) => ({ t: m.t, y: m.heapMb }))) * (elapsed / 2)
const serverErrors = serverLog.split('\n').filter((l) => l.includes('"level":"error"'))
const quotaMismatch = [...all.counted].filter(([k, n]) => usage.get(k) !== n).map(([k, n]) => `${k}: ${n} counted 200s, ${usage.get(k) ?? 0} in usage_counters`)

const checks: [string, boolean, string][] = [
  ['zero 5xx', all.fiveHundreds.length === 0, all.fiveHundreds.slice(0, 5).join('; ') || '0'],
  // The peers beside the mix: slow bodies cut by the server, a heavy-search account that got its answers or 503s.
  [
    'slow bodies cut (408) or refused, never left open',
    slow.opened > 0 && [...slow.answers.keys()].every((a) => /^HTTP\/1\.1 (408|503)|\(closed\)/.test(a)),
    `${slow.opened} opened: ${slowAnswers}`,
  ],
  ['the heavy-search account was served', (heavy.byStatus.get(200) ?? 0) > 0 && heavy.networkErrors.length === 0, `${heavy.requests} searches: ${heavyStatuses}`],
  ['every other client answered within the query deadline (10 s)', all.slowestMs < 10_000, `slowest ${Math.round(all.slowestMs)} ms`],
  ['no error in the server log', serverErrors.length === 0, serverErrors.slice(0, 3).join('; ') || '0'],
  ['zero requests without an answer', all.networkErrors.length === 0, all.networkErrors.slice(0, 5).join('; ') || '0'],
  ['acknowledged orders present', missing.length === 0, `${all.orders.length} acknowledged, ${missing.length} missing`],
  [
    'balance = Σ ledger = grants − paid orders',
    money.every((m) => m.balance === m.granted - m.used && m.balance >= 0),
    money
      .filter((m) => m.granted > 0)
      .map((m) => `${m.balance} = ${m.granted} − ${m.used}`)
      .join(', '),
  ],
  ['quotas exact (details, search)', quotaMismatch.length === 0, quotaMismatch.join('; ') || [...all.counted].map(([k, n]) => `${k.split('|')[1]} ${n}`).join(', ')],
  ['integrity_check', integrity === 'ok', String(integrity)],
  ['SIGTERM exit code 0', exitCode === 0, String(exitCode)],
  [
    'RSS without an upward trend in the second half',
    half.length >= 3 && rssGrowth < Math.max(8, meanRss * 0.05),
    `post-GC RSS ${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)} MB across the second half (mean ${meanRss.toFixed(0)} MB, ${half.length} samples); JS heap ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB`,
  ],
]
const statuses = [...all.byStatus]
  .sort(([a], [b]) => a - b)
  .map(([s, n]) => `${s}×${n}`)
  .join(' ')
const summary = {
  seconds: Math.round(elapsed),
  connections,
  requests: all.requests,
  rps: Math.round(all.requests / elapsed),
  statuses,
  orders: all.orders.length,
  memory_after_gc_mb: samples.map((m) => `${m.t.toFixed(0)}s ${m.rssMb.toFixed(0)}/${m.heapMb.toFixed(0)}`).join(', '),
  checks: Object.fromEntries(checks.map(([name, ok, detail]) => [name, { ok, detail }])),
}
console.log(JSON.stringify(summary, null, 2))
for (const [name, ok, detail] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
rmSync(dir, { recursive: true, force: true })
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
