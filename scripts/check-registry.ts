// npm run check:registry [FILE] — the dataset's coherence rules (test/seed/coherence.test.ts: places
// against India Post, names and goods against NIC codes, boards against the Companies Act, GST
// registrations against the GST Acts, people by state) checked over a whole dataset: FILE, or a
// 1,000,000-company dataset seeded once into .cache/check-<companies>.db (BENCH_COMPANIES to change)
// by the current generator. The suite checks them over 10,000 companies; this is the 1M check.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDb } from '../src/db/open.ts'
import { sourceDigest } from '../src/seeding/build-id.ts'

const root = resolve(import.meta.dirname, '..')
let file = process.argv[2]
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
    const db = openDb(file)
    await seedDataset(db, { seed: 7, companies, asOf: '2026-11-21', cache: false })
    db.close()
  }
}
const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/seed/coherence.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FIRMBASE_CHECK_DB: resolve(file) },
})
process.exit(r.status ?? 1)
