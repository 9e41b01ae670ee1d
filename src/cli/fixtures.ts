// Fixtures in from the command line: `firmbase import FILE…` into an existing database, and
// `firmbase fixtures schema`, the JSON Schema an editor checks a fixture file with.
import { defineCommand } from 'citty'
import { existsSync } from 'node:fs'
import { resolveConfig } from '../config.ts'
import { openDb, type Db } from '../db/open.ts'
import { lockForServing } from '../db/server-lock.ts'
import type { Clock } from '../clock.ts'
import { AppError } from '../errors.ts'
import { datasetState, validateSeedOptions } from '../seeding/options.ts'
import { commonArgs } from './args.ts'
import { printResult } from './output.ts'
import { progressBar } from './seed.ts'

/** Every value of a flag given more than once (before `--`). */
export function repeated(rawArgs: string[], name: string): string[] {
  const own = rawArgs.includes('--') ? rawArgs.slice(0, rawArgs.indexOf('--')) : rawArgs
  const values: string[] = []
  own.forEach((arg, i) => {
    if (arg === `--${name}` && i + 1 < own.length) values.push(own[i + 1])
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3))
  })
  return values
}

/** A repeatable flag's values. */
export const listOf = (value: unknown): string[] => (value === undefined || value === false ? [] : Array.isArray(value) ? value.map(String) : [String(value)])

/**
 * The fixture files' records, each file once: a file already in the dataset (a restarted server, the
 * same flags) is not added again. A file with problems stops the start, listing them all.
 */
export async function addFixtureFiles(db: Db, files: string[], options: { replace?: boolean; clock?: Clock } = {}): Promise<void> {
  if (files.length === 0) return
  // Loaded only now: the generator's rules and PIN table stay out of a serve without fixtures.
  const { addFixtureFile } = await import('../records/files.ts')
  for (const file of files) addFixtureFile(db, file, options)
}

const FORMATS = ['json', 'mca-csv'] as const

/** The import's page cache: its writes go to the WAL as they come and its lookups are a few indexes (64 MiB took 45 MB more, no less time). */
const IMPORT_CACHE_KIB = 16 * 1024

export const importCommand = defineCommand({
  meta: { name: 'import', description: 'Add records and accounts from fixture files (JSON; or --format mca-csv: the MCA company master data) to a database' },
  args: {
    ...commonArgs,
    file: { type: 'positional', description: 'Fixture file(s)', required: true },
    format: { type: 'string', description: 'json (default: a fixture file) | mca-csv (the Ministry’s Company or LLP Master Data CSV)' },
    replace: { type: 'boolean', description: 'Records whose identifier (or user email) exists replace the existing ones' },
    fill: { type: 'boolean', description: 'Companies without directors or GST registrations get generated ones' },
    'skip-invalid': { type: 'boolean', description: 'mca-csv: import the readable rows and report the others (default: any bad row imports nothing)' },
    strict: {
      type: 'boolean',
      description: 'mca-csv: a row whose fields disagree with its CIN (MCA’s own inconsistencies) is refused instead of imported as given with a warning',
    },
    'as-of': { type: 'string', description: 'Dataset date YYYY-MM-DD when the database holds no dataset yet (default today)' },
    seed: { type: 'string', description: 'PRNG seed of the generated parts (default: the dataset’s)' },
  },
  run: async ({ args }) => {
    const files = (args._ as string[]).length > 0 ? (args._ as string[]) : [args.file]
    const format = (args.format ?? 'json') as (typeof FORMATS)[number]
    if (!FORMATS.includes(format)) throw new AppError('USAGE', `--format must be one of ${FORMATS.join(', ')}`)
    for (const file of files) if (!existsSync(file)) throw new AppError('USAGE', `No file ${file}`)
    const seedOptions = validateSeedOptions({ seed: args.seed, companies: 0, asOf: args['as-of'] }, {})
    const path = resolveConfig({ db: args.db }).db
    const lock = lockForServing(
      path,
      (h) =>
        `${path} is served by process ${h.pid} (since ${h.started_at}): importing beside it would stall the server; post the file to the server instead (POST /__admin/fixtures, in test mode) or stop it first`,
    )
    let db: Db
    try {
      db = openDb(path, format === 'mca-csv' ? { cacheKib: IMPORT_CACHE_KIB } : {})
    } catch (error) {
      lock.release()
      throw error
    }
    try {
      const state = datasetState(db)
      if (state === 'incomplete') throw new AppError('DB_OPEN_FAILED', 'The dataset is incomplete (an interrupted seed); run firmbase seed --reset first')
      // A database without a dataset gets an empty one first (reference tables, built-in screeners, the marker).
      if (state === 'empty') {
        const { seedDataset } = await import('../seeding/seeding.ts')
        await seedDataset(db, seedOptions)
      }
      const options = { replace: args.replace === true, fill: args.fill === true, ...(args.seed !== undefined && { seed: seedOptions.seed }) }
      if (format === 'mca-csv') {
        const { importMcaCsv } = await import('../records/mca-import.ts')
        const result = await importMcaCsv(db, files, {
          ...options,
          skipInvalid: args['skip-invalid'] === true,
          strict: args.strict === true,
          onProgress: progressBar('importing'),
        })
        printResult(args.json, result, () => mcaSummary(result))
        return
      }
      if (args['skip-invalid']) throw new AppError('USAGE', '--skip-invalid is for --format mca-csv; a fixture file is written whole or not at all')
      if (args.strict) throw new AppError('USAGE', '--strict is for --format mca-csv; a fixture file is always checked strictly')
      const { documentDigest, fixturesIn, loadFixtures, readFixtureFile } = await import('../records/fixtures.ts')
      const results = files.map((file) => {
        const doc = readFixtureFile(file)
        // The same file again would add its records without identifiers a second time.
        if (!options.replace && fixturesIn(db).includes(documentDigest(doc, options)))
          throw new AppError('USAGE', `${file} is already in this dataset (imported before); nothing was written. --replace imports it again, replacing the records it names`)
        const { write: _, ...result } = loadFixtures(db, doc, { ...options, source: file })
        return { file, ...result }
      })
      printResult(args.json, results.length === 1 ? results[0] : results, () =>
        results
          .map(
            (r) =>
              `${r.file}: ${r.companies} companies, ${r.directors} directors, ${r.appointments} appointments, ${r.gst} GST registrations, ${r.users} users, ${r.watchlists} watchlists, ${r.screeners} screeners${r.replaced ? ` (${r.replaced} replaced)` : ''}\nfingerprint ${r.fingerprint}`,
          )
          .join('\n'),
      )
    } finally {
      db.close()
      lock.release()
    }
  },
})

type RowNotes = { file: string; line: number; problems: string[] }[]
function mcaSummary(result: { imported: number; skippedRows: number; reasons: Record<string, number>; skipped: RowNotes; warningRows: number; warnings: RowNotes }): string {
  const lines = [`imported ${result.imported} companies`]
  if (result.warningRows > 0) {
    lines.push(`${result.warningRows} rows imported as given though their fields disagree (--strict refuses them):`)
    for (const w of result.warnings.slice(0, 50)) lines.push(`  ${w.file} line ${w.line}: ${w.problems.join('; ')}`)
    if (result.warningRows > 50) lines.push(`  … and ${result.warningRows - 50} more`)
  }
  if (result.skippedRows > 0) {
    lines.push(
      `skipped ${result.skippedRows} rows (${Object.entries(result.reasons)
        .map(([why, n]) => `${n} ${why}`)
        .join('; ')}):`,
    )
    for (const s of result.skipped.slice(0, 50)) lines.push(`  ${s.file} line ${s.line}: ${s.problems.join('; ')}`)
    if (result.skippedRows > 50) lines.push(`  … and ${result.skippedRows - 50} more`)
  }
  return lines.join('\n')
}

const schema = defineCommand({
  meta: { name: 'schema', description: 'Print the JSON Schema of fixture files (also shipped as fixtures.schema.json in the package)' },
  args: {},
  run: async () => {
    const { fixtureSchema } = await import('../records/schema.ts')
    process.stdout.write(JSON.stringify(fixtureSchema(), null, 2) + '\n')
  },
})

export const fixturesCommand = defineCommand({
  meta: { name: 'fixtures', description: 'Fixture files: their JSON Schema' },
  subCommands: { schema },
})
