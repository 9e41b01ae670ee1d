// npm run bench:seed — wall time and peak RSS of `firmbase seed` for the default 10k dataset and
// for BENCH_COMPANIES (default 1,000,000), each in a fresh process on a fresh file. Not a test.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const sizes = [10_000, Number(process.env.BENCH_COMPANIES ?? 1_000_000)]
const probe = `
const { openDb } = await import(${JSON.stringify(join(root, 'src/db/open.ts'))})
const { seedDataset } = await import(${JSON.stringify(join(root, 'src/seeding/seeding.ts'))})
const db = openDb(process.argv[1])
const t = performance.now()
const r = await seedDataset(db, { seed: 1, companies: Number(process.argv[2]), asOf: '2026-11-21' })
db.close()
console.log(JSON.stringify({ ...r.counts, seconds: (performance.now() - t) / 1000, peak_rss_mib: process.resourceUsage().maxRSS / 1024, installed: r.installed, phases: { ...r.phases, sides: r.phases.sides.map((s) => ({ doneAt: s.doneAt, firstFileAt: s['file 0 doneAt'], cpu: s.cpu, merge: Object.entries(s).filter(([k]) => k.startsWith('merge ')).reduce((sum, [, v]) => sum + v, 0) })) } }))
`
let report = `# Seeding benchmark\n\n\`npm run bench:seed\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}; each size in a fresh process on a fresh file. Targets: 10k ≤ 2 s; 1M ≤ 60 s with peak RSS ≤ 1.5 GiB.\n\n`
for (const n of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'fb-bench-seed-'))
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe, join(dir, 'seed.db'), String(n)], { encoding: 'utf8', maxBuffer: 1 << 20 })
  const r = JSON.parse(out) as {
    companies: number
    directors: number
    appointments: number
    gst: number
    seconds: number
    peak_rss_mib: number
    installed: string
    phases: Record<string, number> & { cpu: { generating: number; main: number; process: number }; sides: { doneAt: number; firstFileAt?: number; cpu: number; merge: number }[] }
  }
  const p = r.phases
  const line =
    `- ${n} companies: ${r.seconds.toFixed(1)} s, peak RSS ${r.peak_rss_mib.toFixed(0)} MiB (${r.directors} directors, ${r.appointments} appointments, ${r.gst} GST registrations; ` +
    `companies generated in ${p.companies} s with boards and GST alongside, then ${p.rest} s to finish those and all indexes and merge, install (${r.installed}) ${p.install} s, ANALYZE of the tables beside the dataset ${p.analyze} s; ` +
    `CPU ${p.cpu.process} s in all threads, ${p.cpu.main} s on the main thread; the companies, GST and boards sides done at ${p.sides.map((s) => s.doneAt).join(' / ')} s ` +
    `after ${p.sides.map((s) => s.cpu).join(' / ')} s of CPU each (their first files, the GST registrations and the directors, at ${p.sides
      .slice(1)
      .map((s) => s.firstFileAt)
      .join(' / ')} s); appending the GST and boards files to the database took ${p.sides
      .slice(1)
      .map((s) => s.merge.toFixed(2))
      .join(' / ')} s; load average ${loadavg()[0].toFixed(1)})\n`
  process.stdout.write(line)
  report += line
  rmSync(dir, { recursive: true, force: true })
}
// The figures replace the first paragraph of results; the analysis that follows them is kept.
const doc = join(root, 'docs', 'bench-seed.md')
const earlier = existsSync(doc) ? readFileSync(doc, 'utf8') : ''
const kept = earlier.indexOf('\n\n', earlier.indexOf('\n- ') + 1)
if (sizes[1] === 1_000_000) writeFileSync(doc, report + (kept > 0 ? earlier.slice(kept + 1) : ''))
