import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { defineCommand } from 'citty'
import { resolveConfig } from '../config.ts'
import { OPTION_KEYS, type OPTIONS, option, optionArgs } from '../options.ts'
import { startFirmbase } from '../runtime.ts'
import { createClock, type Clock } from '../clock.ts'
import { testModeStart } from '../runtime.ts'
import { createDemoAccounts, ensureDemoKeys, writeCredentialsFile, type DemoRole } from '../core/accounts/demo.ts'
import { datasetState, validateSeedOptions } from '../seeding/options.ts'
import type { Db } from '../db/open.ts'
import { AppError } from '../errors.ts'
import { isNetworkBind } from '../core/access/addresses.ts'
import { seedingProgress } from './seed.ts'
import { commonArgs, datasetArgs } from './args.ts'
import { checkDbPath, explainListenError, readyText } from './serve-checks.ts'
import { refuseLink, writeOwnFile } from '../db/own-file.ts'
import { addFixtureFiles, listOf, repeated } from './fixtures.ts'

export const serveArgs = {
  ...commonArgs,
  ...datasetArgs,
  // Every server option (src/options.ts): its flag, with the variable and the default in its help.
  ...(optionArgs() as Record<ConfigFlag, { type: 'string' | 'boolean'; description: string }>),
  'as-of': { type: 'string', description: 'Dataset date YYYY-MM-DD when seeding an empty database (default today)' },
  'no-seed': { type: 'boolean', description: 'Do not seed an empty database' },
  'dataset-from': {
    type: 'string',
    description: 'A seeded database (.db or brotli .db.br) to copy in when --db does not exist yet (env FIRMBASE_DATASET_FROM)',
  },
  'ready-file': { type: 'string', description: 'Write the JSON ready line to this file' },
  'test-mode': { type: 'boolean', description: 'Enable /__admin/ (virtual clock, reset, snapshots, request log, faults)' },
  'test-mode-on-network': {
    type: 'boolean',
    description: 'Allow --test-mode on a network bind (--host other than loopback): any peer can then load accounts and move the clock (a CI container)',
  },
  'print-keys': { type: 'boolean', description: 'Give the demo accounts working API keys and put them in the --json ready line' },
  fixtures: { type: 'string', description: 'Add the records and accounts of this fixture file (repeatable; --companies 0 for a registry of fixtures alone)' },
} as const

/** The options' flags (src/options.ts). */
type ConfigFlag = Exclude<(typeof OPTIONS)[keyof typeof OPTIONS], { envOnly: true }>['flag']

export type ServeArgs = { [K in keyof typeof serveArgs]?: string | string[] | boolean }

/** Flags that may be given more than once (citty keeps only the last). */
const REPEATABLE = [...OPTION_KEYS.filter((k) => option(k).kind === 'list').map((k) => option(k).flag), 'fixtures']

/** serve's args with every value of the repeatable flags, read from the raw arguments (before `--`). */
export function withRepeated(args: ServeArgs, rawArgs: string[]): ServeArgs {
  const out: ServeArgs = { ...args }
  for (const name of REPEATABLE) {
    const values = repeated(rawArgs, name)
    if (values.length > 0) (out as Record<string, unknown>)[name] = values
  }
  return out
}

export function configFromArgs(args: ServeArgs) {
  const flags: Record<string, string | string[] | boolean | undefined> = {}
  for (const key of OPTION_KEYS) {
    const o = option(key)
    if (o.envOnly) continue
    const given = args[o.flag as keyof ServeArgs]
    // A boolean flag sets its option when given; absent, the variable or the default decides.
    flags[key] = o.kind === 'boolean' ? (given === true ? true : undefined) : (given as string | string[] | undefined)
  }
  return resolveConfig(flags)
}

export const serveCommand = defineCommand({
  meta: { name: 'serve', description: 'Serve the API (seeds an empty database first)' },
  args: serveArgs,
  run: async ({ args, rawArgs }) => {
    // A ready file that cannot be written is refused before anything starts, not after the server listens.
    if (args['ready-file']) refuseLink(args['ready-file'])
    const { fb, config, keys } = await startFromArgs(withRepeated(args, rawArgs), {}, { keys: args['print-keys'] === true })
    // Handlers first: a supervisor may send SIGTERM the moment it reads the ready line.
    const stopped = new Promise<void>((resolve) => {
      const shutdown = () => {
        process.off('SIGINT', shutdown)
        process.off('SIGTERM', shutdown)
        void fb.stop().then(resolve)
      }
      process.on('SIGINT', shutdown)
      process.on('SIGTERM', shutdown)
    })
    const ready = { event: 'ready', url: fb.server.url, port: fb.server.port, pid: process.pid, db: config.db, ...(keys && { keys }) }
    // It may hold every demo API key (--print-keys): 0600, and never through a planted link.
    if (args['ready-file']) {
      try {
        writeOwnFile(args['ready-file'], JSON.stringify(ready) + '\n')
      } catch (error) {
        await fb.stop()
        throw error
      }
    }
    process.stdout.write(args.json ? JSON.stringify(ready) + '\n' : readyText(fb.server.url, args['test-mode'] === true))
    await stopped
  },
})

/**
 * Config, dataset and server from serve's flags (`serve` and `exec`). With `keys`, the demo accounts
 * get working API keys before the server starts, so test mode's reset baseline keeps them.
 */
export async function startFromArgs(args: ServeArgs, overrides: Partial<ServeArgs> = {}, options: { keys?: boolean } = {}) {
  const config = configFromArgs({ ...args, ...Object.fromEntries(Object.entries(overrides).filter(([k]) => args[k as keyof ServeArgs] === undefined)) })
  // citty reads `--no-seed` as `seed: false` (the negation of --seed), not as `no-seed: true`.
  const noSeed = args['no-seed'] === true || args.seed === false
  const seedOptions = validateSeedOptions({
    seed: typeof args.seed === 'string' ? args.seed : undefined,
    companies: args.companies as string | undefined,
    asOf: args['as-of'],
    cache: args.cache,
  })
  checkDbPath(config.db)
  const template = typeof args['dataset-from'] === 'string' ? args['dataset-from'] : process.env.FIRMBASE_DATASET_FROM
  // A dataset asked for by its size, seed or date is seeded as asked, not copied.
  const asked = args.companies !== undefined || args['as-of'] !== undefined || typeof args.seed === 'string'
  if (template && !noSeed && !asked) copyDataset(template, config.db)
  if (args['test-mode'] === true && isNetworkBind(config.host) && args['test-mode-on-network'] !== true)
    throw new AppError(
      'USAGE',
      `--test-mode on --host ${config.host} would let any peer on the network load admin accounts with keys of its choosing, move the clock and reset the data; bind to 127.0.0.1, or pass --test-mode-on-network if that is meant (a container serving CI)`,
    )
  let keys: Record<DemoRole, string> | undefined
  const fb = await startFirmbase({
    config,
    testMode: args['test-mode'] === true,
    prepare: async (db) => {
      // The server's clock, as it will start (test mode: on a past as-of date): accounts made now get
      // subscriptions that are in force on it.
      const clock = () => createClock(args['test-mode'] === true ? testModeStart(db) : undefined)
      await prepareDatabase(db, config.db, noSeed, seedOptions, clock)
      await addFixtureFiles(db, listOf(args.fixtures), { clock: clock() })
      if (options.keys) keys = ensureDemoKeys(db, clock(), config.db)
    },
  }).catch((error: unknown) => {
    throw explainListenError(error, config)
  })
  return { fb, config, keys: keys as Record<DemoRole, string> | undefined }
}

/**
 * A seeded database copied in as `db` when there is none yet (a container's first start on an empty
 * volume): created exclusively, 0600, never over a file or through a link; the living registry then
 * catches up from the copy's as-of date while requests are served.
 */
function copyDataset(template: string, db: string): void {
  if (db === ':memory:' || existsSync(db)) return
  let bytes: Buffer
  try {
    bytes = readFileSync(template)
  } catch (error) {
    throw new AppError('USAGE', `--dataset-from ${template}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`, { cause: error })
  }
  if (template.endsWith('.br')) bytes = brotliDecompressSync(bytes)
  if (bytes.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') throw new AppError('USAGE', `--dataset-from ${template} is not a SQLite database`)
  writeFileSync(db, bytes, { mode: 0o600, flag: 'wx' })
}

/** An empty database gets the default dataset and demo accounts; a half-seeded one is refused. */
export async function prepareDatabase(
  db: Db,
  dbPath: string,
  noSeed: boolean,
  seed: ReturnType<typeof validateSeedOptions>,
  clock: () => Clock = () => createClock(),
): Promise<void> {
  const state = datasetState(db)
  if (state === 'incomplete') {
    throw new AppError('DB_OPEN_FAILED', `The dataset in ${dbPath} is incomplete (an interrupted seed); run: firmbase seed --db ${dbPath} --reset`)
  }
  if (noSeed) return
  if (state === 'empty') {
    // Loaded only now: serving an existing dataset loads nothing of the generator.
    const { seedDataset } = await import('../seeding/seeding.ts')
    await seedDataset(db, seed, seedingProgress(seed, dbPath))
  }
  const users = db.stmt('SELECT count(*) AS n FROM users').get() as { n: number }
  if (users.n === 0) {
    const creds = createDemoAccounts(db, clock())
    const file = writeCredentialsFile(dbPath, creds)
    process.stderr.write(
      `Demo accounts (API keys are shown only now${file ? `; also saved to ${file}` : ''}):\n` +
        Object.entries(creds)
          .map(([k, u]) => `  ${k.padEnd(8)} ${u.userId}  ${u.apiKey}\n`)
          .join(''),
    )
  }
}
