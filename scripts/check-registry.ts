// npm run check:registry [FILE] [-- --year-on] — the dataset's coherence rules (test/seed/_coherence.ts:
// places against India Post, names and goods against NIC codes, boards against the Companies Act, GST
// registrations against the GST Acts, people by state) checked over a whole dataset: FILE, or a
// 1,000,000-company dataset seeded once into .cache/check-<companies>-<sources>.db (BENCH_COMPANIES to
// change) by the current generator. `--year-on` checks that dataset a year later: a copy with 365 days
// of the living registry made on it (kept beside it). The suite checks both over 10,000 companies.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { addDays } from '../src/clock.ts'
import { openDb } from '../src/db/open.ts'
import { readDatasetInfo } from '../src/db/settings.ts'
import { sourceDigest } from '../src/seeding/build-id.ts'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const yearOn = args.includes('--year-on')
let file = args.find((a) => !a.startsWith('--'))
const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
if (!file) {
  const companies = Number(process.env.BENCH_COMPANIES ?? 1_000_000)
  const dir = join(root, '.cache')
  mkdirSync(dir, { recursive: true })
  // Named by the sources that made it: an edit to the generator seeds it again (the check is of the generator as it is).
  file = join(dir, `check-${companies}-${sourceDigest(root).slice(0, 12)}.db`)
  if (!existsSync(file)) {
    for (const old of readdirSync(dir).filter((f) => f.startsWith(`check-${companies}-`))) rmSync(join(dir, old), { force: true })
    process.stdout.write(`seeding ${companies.toLocaleString('en-US')} companies into ${file}…\n`)
    const { seedDataset } = await import('../src/seeding/seeding.ts')
    // Seeded under another name and renamed when whole: an interrupted run leaves no file that looks seeded.
    const db = openDb(`${file}.part`)
    await seedDataset(db, { seed: 7, companies, asOf: '2026-11-21', cache: false })
    db.close()
    renameSync(`${file}.part`, file)
    process.stdout.write(`seeded in ${seconds()} s\n`)
  }
}
if (yearOn) {
  const moved = file.replace(/\.db$/, '') + '-year-on.db'
  if (!existsSync(moved)) {
    copyFileSync(file, `${moved}.part`)
    const { materialiseDay } = await import('../src/living/day.ts')
    const db = openDb(`${moved}.part`)
    const asOf = readDatasetInfo(db).as_of!
    process.stdout.write(`making 365 living days after ${asOf} on a copy…\n`)
    for (let n = 1; n <= 365; n++) materialiseDay(db, addDays(asOf, n))
    db.close()
    renameSync(`${moved}.part`, moved)
    process.stdout.write(`a year made in ${seconds()} s\n`)
  }
  file = moved
}
// A rule over 1M rows takes a minute or more on a busy machine: the suite's per-test timeout would cut it.
const r = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/seed/coherence.test.ts', '--testTimeout=1800000', '--hookTimeout=1800000'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FIRMBASE_CHECK_DB: resolve(file) },
  },
)
process.exit(r.status ?? 1)
