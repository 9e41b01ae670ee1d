import { defineCommand } from 'citty'
import { resolveConfig } from '../config.ts'
import { validateSeedOptions } from '../seeding/options.ts'
import { openDb } from '../db/open.ts'
import { lockForServing } from '../db/server-lock.ts'
import { commonArgs, datasetArgs, flagsOf } from './args.ts'
import { DATASET_OPTIONS, optionArgs, SERVE_OPTIONS } from '../options.ts'
import { printResult } from './output.ts'
import { addFixtureFiles, repeated } from './fixtures.ts'
import { readDatasetInfo } from '../db/settings.ts'

/** A progress bar on stderr, only when it is a terminal; redrawn only when it changes. */
export function progressBar(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined
  let last = ''
  return (done, total) => {
    const width = 30
    const share = total === 0 ? 1 : Math.min(1, done / total)
    const filled = Math.round(share * width)
    const line = `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%`
    if (line === last) return
    last = line
    process.stderr.write(line + (share === 1 ? '\n' : ''))
  }
}

/**
 * Seeding's report on stderr: the progress bar on a terminal; elsewhere (CI logs, a pipe) one line
 * saying what is being made, once the seeding starts (a refusal or a cached copy prints none), so a
 * long seed is not silence.
 */
export function seedingProgress(o: { seed: number; companies: number; asOf: string }, dbPath: string): (done: number, total: number) => void {
  const bar = progressBar('seeding')
  if (bar) return bar
  let said = false
  return () => {
    if (said) return
    said = true
    process.stderr.write(`firmbase: seeding ${o.companies.toLocaleString('en-US')} companies (seed ${o.seed}, as of ${o.asOf}) into ${dbPath}\n`)
  }
}

export const seedCommand = defineCommand({
  meta: { name: 'seed', description: 'Generate the synthetic dataset (deterministic for a seed, size and date)' },
  args: {
    ...commonArgs,
    ...datasetArgs,
    reset: { type: 'boolean', description: 'Replace an existing dataset' },
    ...optionArgs({ fixtures: SERVE_OPTIONS.fixtures }),
  },
  run: async ({ args, rawArgs }) => {
    const options = validateSeedOptions(flagsOf(DATASET_OPTIONS, args))
    const { seedDataset } = await import('../seeding/seeding.ts') // the generator loads only for this command
    const path = resolveConfig({ db: args.db }).db
    const lock = lockForServing(path, (h) => `${path} is served by process ${h.pid} (since ${h.started_at}): seeding beside it would stall and confuse the server; stop it first`)
    let db: ReturnType<typeof openDb>
    try {
      db = openDb(path)
    } catch (error) {
      lock.release()
      throw error
    }
    try {
      const seeded = await seedDataset(db, { ...options, reset: args.reset }, seedingProgress(options, path))
      await addFixtureFiles(db, repeated(rawArgs, 'fixtures'))
      // With fixtures, the counts and fingerprint are the dataset's as it now stands.
      const info = readDatasetInfo(db)
      const appointments = (db.stmt('SELECT count(*) AS n FROM director_appointments').get() as { n: number }).n
      const result = { ...seeded, counts: { companies: info.companies, directors: info.directors, appointments, gst: info.gst }, fingerprint: info.fingerprint! }
      printResult(args.json, { ...result.counts, seconds: result.seconds, fingerprint: result.fingerprint, seed: options.seed, as_of: options.asOf, cache: seeded.cache }, () =>
        [
          `companies     ${result.counts.companies}`,
          `directors     ${result.counts.directors}`,
          `appointments  ${result.counts.appointments}`,
          `gst           ${result.counts.gst}`,
          `seconds       ${result.seconds}`,
          `fingerprint   ${result.fingerprint}`,
          `cache         ${{ hit: 'copied from the dataset cache', stored: 'seeded, and kept in the dataset cache', off: 'seeded (not cached)' }[seeded.cache]}`,
        ].join('\n'),
      )
    } finally {
      db.close()
      lock.release()
    }
  },
})
