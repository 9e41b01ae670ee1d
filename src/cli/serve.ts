import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { defineCommand } from 'citty'
import { resolveConfig } from '../config.ts'
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
  'as-of': { type: 'string', description: 'Dataset date YYYY-MM-DD when seeding an empty database (default today)' },
  port: { type: 'string', description: 'Port (0 picks a free one; env FIRMBASE_PORT, default 8080)' },
  host: { type: 'string', description: 'Address to bind (env FIRMBASE_HOST, default 127.0.0.1)' },
  'no-seed': { type: 'boolean', description: 'Do not seed an empty database' },
  'dataset-from': {
    type: 'string',
    description: 'A seeded database (.db or brotli .db.br) to copy in when --db does not exist yet (env FIRMBASE_DATASET_FROM)',
  },
  'trust-proxy': { type: 'boolean', description: 'Take the client address from X-Forwarded-For' },
  'service-name': { type: 'string', description: 'Lead_Source of every lead (default FirmBase)' },
  'payment-gateway': { type: 'string', description: 'Online payment option name (default cashfree)' },
  'log-format': { type: 'string', description: 'json | pretty | none (default pretty)' },
  'max-connections': { type: 'string', description: 'Connections held at once (env FIRMBASE_MAX_CONNECTIONS, default 1000)' },
  'shutdown-timeout': { type: 'string', description: 'Seconds a shutdown waits for requests in flight (env FIRMBASE_SHUTDOWN_TIMEOUT, default 10)' },
  readers: { type: 'string', description: 'Reader threads for searches and filters (env FIRMBASE_READERS, default 2)' },
  'query-timeout': { type: 'string', description: 'Seconds a registry query may run before it answers 400 QUERY_TIMEOUT (env FIRMBASE_QUERY_TIMEOUT, default 10)' },
  'ready-file': { type: 'string', description: 'Write the JSON ready line to this file' },
  'test-mode': { type: 'boolean', description: 'Enable /__admin/ (virtual clock, reset, snapshots, request log, faults)' },
  'test-mode-on-network': {
    type: 'boolean',
    description: 'Allow --test-mode on a network bind (--host other than loopback): any peer can then load accounts and move the clock (a CI container)',
  },
  'login-limit': { type: 'string', description: 'Logins per address per 15 minutes (default 10)' },
  'register-limit': { type: 'string', description: 'Registrations per address per hour (default 3)' },
  'print-keys': { type: 'boolean', description: 'Give the demo accounts working API keys and put them in the --json ready line' },
  'ban-loopback': { type: 'boolean', description: 'Automatic bans (failed logins, malicious patterns) also block loopback addresses' },
  'demo-passwords': { type: 'boolean', description: 'Let the published demo passwords sign in on a network bind (--host other than loopback); off, only on loopback' },
  'cors-origin': { type: 'string', description: 'Allow browser pages of this origin to call the API (repeatable, or *; default: CORS off)' },
  'public-url': { type: 'string', description: 'The URL clients use when a proxy is in front (checkout_url, accepted Host)' },
  'allowed-host': { type: 'string', description: 'Accept this Host name too (repeatable; IP addresses and localhost always are)' },
  static: {
    type: 'boolean',
    description: 'Keep the registry at its as-of date (by default each day after it adds that day’s companies, appointments, registrations and strike-offs)',
  },
  fixtures: { type: 'string', description: 'Add the records and accounts of this fixture file (repeatable; --companies 0 for a registry of fixtures alone)' },
} as const

export type ServeArgs = { [K in keyof typeof serveArgs]?: string | string[] | boolean }

/** Flags that may be given more than once (citty keeps only the last). */
const REPEATABLE = ['cors-origin', 'allowed-host', 'fixtures'] as const

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
  return resolveConfig({
    db: args.db as string | undefined,
    port: args.port as string | undefined,
    host: args.host as string | undefined,
    serviceName: args['service-name'] as string | undefined,
    paymentGateway: args['payment-gateway'] as string | undefined,
    trustProxy: args['trust-proxy'] === true ? true : undefined,
    logFormat: args['log-format'] as string | undefined,
    loginLimit: args['login-limit'] as string | undefined,
    registerLimit: args['register-limit'] as string | undefined,
    maxConnections: args['max-connections'] as string | undefined,
    shutdownTimeout: args['shutdown-timeout'] as string | undefined,
    banLoopback: args['ban-loopback'] === true ? true : undefined,
    demoPasswords: args['demo-passwords'] === true ? true : undefined,
    static: args.static === true ? true : undefined,
    corsOrigins: args['cors-origin'] as string | string[] | undefined,
    publicUrl: args['public-url'] as string | undefined,
    allowedHosts: args['allowed-host'] as string | string[] | undefined,
    readers: args.readers as string | undefined,
    queryTimeout: args['query-timeout'] as string | undefined,
  })
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
