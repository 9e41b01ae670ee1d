// npm run bench:search — p50/p95 of search and filter queries on a large dataset (default 1,000,000
// companies, BENCH_COMPANIES to change). The dataset is seeded once into .cache/ and reused.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { filterCompanies, filterDirectors, filterGst } from '../src/core/registry/filters.ts'
import { lowerKeys as lowerParams } from '../src/http/schemas.ts'
import { recentCompanies, recentDirectors, recentGst } from '../src/core/registry/recent.ts'
import { lookupReference } from '../src/core/registry/reference.ts'
import { searchRecords, type SearchInput } from '../src/core/registry/search.ts'
import { readDatasetInfo } from '../src/db/settings.ts'
import { seedDataset } from '../src/seeding/seeding.ts'
import { openDb } from '../src/db/open.ts'

const root = resolve(import.meta.dirname, '..')
const companies = Number(process.env.BENCH_COMPANIES ?? 1_000_000)
mkdirSync(join(root, '.cache'), { recursive: true })
const file = join(root, '.cache', `bench-${companies}.db`)
const fresh = !existsSync(file)
const db = openDb(file)
if (fresh || readDatasetInfo(db).companies !== companies) {
  process.stdout.write(`seeding ${companies} companies into ${file}…\n`)
  await seedDataset(db, { seed: 1, companies, asOf: '2026-11-21', reset: true })
}

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const page = { page: 1, limit: 10, offset: 0 }
const states = ['Goa', 'Kerala', 'Punjab', 'Bihar', 'Assam']
const words = ['tech', 'agro', 'infra', 'pharma', 'logis']
const fragments = ['balaji infra', 'vertex elite', 'shakti agro', 'nexus global', 'om prime']
const cities = ['Margao', 'Kohima', 'Tezpur', 'Karaikal', 'Haldwani']
const cases: { name: string; target?: number; run: (i: number) => unknown }[] = [
  { name: 'selective: CIN == one company', target: 20, run: (i) => search({ type: 'company', query: `CIN == '${cins[i % cins.length]}'` }) },
  { name: 'selective indexed: City AND llpStatus', target: 20, run: (i) => search({ type: 'company', query: `City == '${cities[i % 5]}' AND llpStatus == 'Active'` }) },
  {
    name: 'mixed: State AND NICCode AND paidUpCapital',
    run: (i) => search({ type: 'company', query: `State == '${states[i % 5]}' AND NICCode == 62011 AND paidUpCapital > 500000` }),
  },
  { name: "broad with total: State == 'Maharashtra'", target: 100, run: () => search({ type: 'company', query: "State == 'Maharashtra'" }) },
  { name: "broad with total: llpStatus == 'Active'", target: 100, run: () => search({ type: 'company', query: "llpStatus == 'Active'" }) },
  { name: 'CONTAINS on names, a firm-name fragment (trigram index)', target: 50, run: (i) => search({ type: 'company', query: `companyName CONTAINS '${fragments[i % 5]}'` }) },
  { name: 'CONTAINS on names, a common industry word', run: (i) => search({ type: 'company', query: `companyName CONTAINS '${words[i % 5]}'` }) },
  { name: 'gst: state AND Status', run: (i) => search({ type: 'gst', query: `state == '${states[i % 5]}' AND Status == 'Active'` }) },
  { name: 'company-filter: state + partial name', run: (i) => filterCompanies(db, lowerParams({ state: states[i % 5], company: words[i % 5] }), page) },
  {
    name: 'company-filter: incorporation date range',
    run: () => filterCompanies(db, lowerParams({ dateOfIncorporation_start: '2026-10-01', dateOfIncorporation_end: '2026-10-31' }), page),
  },
  { name: 'gst-filter: State + TradeName', run: (i) => filterGst(db, lowerParams({ State: states[i % 5], TradeName: 'traders' }), page) },
  { name: 'director-filter: CIN', run: (i) => filterDirectors(db, lowerParams({ CIN: cins[i % cins.length] }), page) },
  { name: 'director-filter: state + name', run: (i) => filterDirectors(db, lowerParams({ state: states[i % 5], name: 'sharma' }), page) },
  { name: 'recently registered companies: 30 days, page 3', run: () => recentCompanies(db, { ...window, page: 3, limit: 50, offset: 100 }) },
  { name: 'recently registered GST: 30 days + state', run: (i) => recentGst(db, { ...window, state: [...states, 'Maharashtra'][i % 6], page: 1, limit: 50, offset: 0 }) },
  { name: 'recently registered directors: 30 days', run: () => recentDirectors(db, { ...window, page: 1, limit: 50, offset: 0 }) },
  {
    name: 'recently registered directors: 30 days + state',
    run: (i) => recentDirectors(db, { ...window, state: [...states, 'Maharashtra'][i % 6], page: 1, limit: 50, offset: 0 }),
  },
  { name: 'reference: HSN description words', run: (i) => lookupReference(db, 'hsn', { search: ['machinery parts', 'cotton', 'steel'][i % 3], limit: 10 }) },
]
const window = { from: '2026-10-22', to: '2026-11-21' }
const cins = (db.sqlite.prepare('SELECT cin FROM companies ORDER BY random() LIMIT 100').all() as { cin: string }[]).map((r) => r.cin)
function search(input: Omit<SearchInput, 'page' | 'limit'>) {
  return searchRecords(db, { ...input, page: 1, limit: 10 })
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
let report = `# Search benchmark\n\n\`npm run bench:search\` on ${new Date().toISOString().slice(0, 10)}: ${companies} companies, ${RUNS} runs per query (rotating values), in-process (core functions, no HTTP), Node ${process.version}. Steady state: every query and value runs once before timing, so the file is in the OS page cache; a first run on a cold cache shows p95 spikes from disk reads.\n\n| query | p50 ms | p95 ms | target p95 |\n|---|---:|---:|---|\n`
for (const c of cases) for (let i = 0; i < 5; i++) c.run(i)
for (const c of cases) {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    c.run(i)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const p95 = pct(times, 95)
  report += `| ${c.name} | ${pct(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${c.target ? `≤ ${c.target} ms ${p95 <= c.target ? 'met' : 'NOT met'}` : '—'} |\n`
}
process.stdout.write(report)
if (companies === 1_000_000) writeFileSync(join(root, 'docs', 'bench-search.md'), report)
db.close()
