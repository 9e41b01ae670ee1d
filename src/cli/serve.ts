import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { defineCommand } from 'citty'
import { resolveConfig, resolveOptions } from '../config.ts'
import { DATASET_OPTIONS, OPTION_KEYS, option, optionArgs, SERVE_OPTIONS, SERVER_OPTIONS } from '../options.ts'
import { startFirmbase } from '../runtime.ts'
import { createClock, type Clock } from '../clock.ts'
import { testModeStart } from '../runtime.ts'
import { createDemoAccounts, ensureDemoKeys, writeCredentialsFile, type DemoRole } from '../core/accounts/demo.ts'
import { datasetState, validateSeedOptions } from '../seeding/options.ts'
import type { Db } from '../db/open.ts'
import { AppError } from '../errors.ts'
import { isNetworkBind } from '../core/access/addresses.ts'
import { seedingProgress } from './seed.ts'
import { commonArgs, datasetArgs, flagsOf } from './args.ts'
import { checkDbPath, explainListenError, readyText } from './serve-checks.ts'
import { refuseLink, writeOwnFile } from '../db/own-file.ts'
import { addFixtureFiles, repeated } from './fixtures.ts'

export const serveArgs = {
  ...commonArgs,
  // Every option (src/options.ts): its flag, with the variable and the default in its help.
  ...optionArgs(SERVER_OPTIONS),
  ...datasetArgs,
  ...optionArgs(SERVE_OPTIONS),
} as const

export type ServeArgs = { [K in keyof typeof serveArgs]?: string | string[] | boolean }

/** Flags that may be given more than once (citty keeps only the last). */
const REPEATABLE = OPTION_KEYS.filter((k) => option(k).kind === 'list' || option(k).kind === 'files').map((k) => option(k).flag)

/** serve's args with every value of the repeatable flags, read from the raw arguments (before `--`). */
export function withRepeated(args: ServeArgs, rawArgs: string[]): ServeArgs {
  const out: ServeArgs = { ...args }
  for (const name of REPEATABLE) {
    const values = repeated(rawArgs, name)
    if (values.length > 0) (out as Record<string, unknown>)[name] = values
  }
  return out
}

export const configFromArgs = (args: ServeArgs) => resolveConfig(flagsOf(SERVER_OPTIONS, args))

export const serveCommand = defineCommand({
  meta: { name: 'serve', description: 'Serve the API (seeds an empty database first)' },
  args: serveArgs,
  run: async ({ args, rawArgs }) => {
    // A ready file that cannot be written is refused before anything starts, not after the server listens.
    const given = withRepeated(args, rawArgs)
    const { readyFile, printKeys, testMode } = resolveOptions(SERVE_OPTIONS, flagsOf(SERVE_OPTIONS, given))
    if (readyFile) refuseLink(readyFile)
    const { fb, config, keys } = await startFromArgs(given, {}, { keys: printKeys })
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
    if (readyFile) {
      try {
        writeOwnFile(readyFile, JSON.stringify(ready) + '\n')
      } catch (error) {
        await fb.stop()
        throw error
      }
    }
    process.stdout.write(args.json ? JSON.stringify(ready) + '\n' : readyText(fb.server.url, testMode))
    await stopped
  },
})

/**
 * Config, dataset and server from serve's flags (`serve` and `exec`). With `keys`, the demo accounts
 * get working API keys before the server starts, so test mode's reset baseline keeps them.
 */
export async function startFromArgs(args: ServeArgs, overrides: Partial<ServeArgs> = {}, options: { keys?: boolean } = {}) {
  const given = { ...args, ...Object.fromEntries(Object.entries(overrides).filter(([k]) => args[k as keyof ServeArgs] === undefined)) }
  const config = configFromArgs(given)
  const serve = resolveOptions(SERVE_OPTIONS, flagsOf(SERVE_OPTIONS, given))
  const seedOptions = validateSeedOptions(flagsOf(DATASET_OPTIONS, given))
  checkDbPath(config.db)
  // A dataset asked for by its size, seed or date is seeded as asked, not copied.
  const asked = args.companies !== undefined || args['as-of'] !== undefined || typeof args.seed === 'string'
  if (serve.datasetFrom && !serve.noSeed && !asked) copyDataset(serve.datasetFrom, config.db)
  if (serve.testMode && isNetworkBind(config.host) && !serve.testModeOnNetwork)
    throw new AppError(
      'USAGE',
      `--test-mode on --host ${config.host} would let any peer on the network load admin accounts with keys of its choosing, move the clock and reset the data; bind to 127.0.0.1, or pass --test-mode-on-network if that is meant (a container serving CI)`,
    )
  let keys: Record<DemoRole, string> | undefined
  const fb = await startFirmbase({
    config,
    testMode: serve.testMode,
    prepare: async (db) => {
      // The server's clock, as it will start (test mode: on a past as-of date): accounts made now get
      // subscriptions that are in force on it.
      const clock = () => createClock(serve.testMode ? testModeStart(db) : undefined)
      await prepareDatabase(db, config.db, serve.noSeed, seedOptions, clock)
      await addFixtureFiles(db, [...serve.fixtures], { clock: clock() })
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
