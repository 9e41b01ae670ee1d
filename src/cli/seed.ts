import { defineCommand } from 'citty'
import { resolveConfig } from '../config.ts'
import { seedDataset, validateSeedOptions } from '../core/seeding.ts'
import { openDb } from '../db/open.ts'
import { commonArgs, datasetArgs } from './args.ts'
import { printResult } from './output.ts'

/** A progress bar on stderr, only when it is a terminal. */
export function progressBar(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined
  return (done, total) => {
    const width = 30
    const filled = total === 0 ? width : Math.round((done / total) * width)
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`)
  }
}

export const seedCommand = defineCommand({
  meta: { name: 'seed', description: 'Generate the synthetic dataset (deterministic for a seed, size and date)' },
  args: {
    ...commonArgs,
    ...datasetArgs,
    'as-of': { type: 'string', description: 'Dataset date YYYY-MM-DD (default today)' },
    reset: { type: 'boolean', description: 'Replace an existing dataset' },
  },
  run: async ({ args }) => {
    const options = validateSeedOptions({ seed: args.seed, companies: args.companies, asOf: args['as-of'] })
    const db = openDb(resolveConfig({ db: args.db }).db)
    try {
      const result = await seedDataset(db, { ...options, reset: args.reset }, progressBar('companies'))
      printResult(args.json, { ...result.counts, seconds: result.seconds, fingerprint: result.fingerprint, seed: options.seed, as_of: options.asOf }, () =>
        [
          `companies     ${result.counts.companies}`,
          `directors     ${result.counts.directors}`,
          `appointments  ${result.counts.appointments}`,
          `gst           ${result.counts.gst}`,
          `seconds       ${result.seconds}`,
          `fingerprint   ${result.fingerprint}`,
        ].join('\n'),
      )
    } finally {
      db.close()
    }
  },
})
