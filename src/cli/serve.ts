import { defineCommand } from 'citty'
import { writeFileSync } from 'node:fs'
import { resolveConfig } from '../config.ts'
import { startFirmbase } from '../runtime.ts'
import { createClock } from '../clock.ts'
import { createDemoAccounts, writeCredentialsFile } from '../core/demo.ts'
import { datasetState, seedDataset, validateSeedOptions } from '../core/seeding.ts'
import type { Db } from '../db/open.ts'
import { AppError } from '../errors.ts'
import { progressBar } from './seed.ts'
import { commonArgs, datasetArgs } from './args.ts'

export const serveArgs = {
  ...commonArgs,
  ...datasetArgs,
  port: { type: 'string', description: 'Port (0 picks a free one; env FIRMBASE_PORT, default 8080)' },
  host: { type: 'string', description: 'Address to bind (env FIRMBASE_HOST, default 127.0.0.1)' },
  'no-seed': { type: 'boolean', description: 'Do not seed an empty database' },
  'trust-proxy': { type: 'boolean', description: 'Take the client address from X-Forwarded-For' },
  'service-name': { type: 'string', description: 'Lead_Source of every lead (default FirmBase)' },
  'payment-gateway': { type: 'string', description: 'Online payment option name (default cashfree)' },
  'log-format': { type: 'string', description: 'json | pretty | none (default pretty)' },
  'max-connections': { type: 'string', description: 'Connections held at once (env FIRMBASE_MAX_CONNECTIONS, default 1000)' },
  'shutdown-timeout': { type: 'string', description: 'Seconds a shutdown waits for requests in flight (env FIRMBASE_SHUTDOWN_TIMEOUT, default 10)' },
  'ready-file': { type: 'string', description: 'Write the JSON ready line to this file' },
  'test-mode': { type: 'boolean', description: 'Enable /__admin/ (virtual clock, reset, snapshots, request log, faults)' },
} as const

export type ServeArgs = { [K in keyof typeof serveArgs]?: string | boolean }

export function configFromArgs(args: ServeArgs) {
  return resolveConfig({
    db: args.db as string | undefined,
    port: args.port as string | undefined,
    host: args.host as string | undefined,
    serviceName: args['service-name'] as string | undefined,
    paymentGateway: args['payment-gateway'] as string | undefined,
    trustProxy: args['trust-proxy'] === true ? true : undefined,
    logFormat: args['log-format'] as string | undefined,
    maxConnections: args['max-connections'] as string | undefined,
    shutdownTimeout: args['shutdown-timeout'] as string | undefined,
  })
}

export const serveCommand = defineCommand({
  meta: { name: 'serve', description: 'Serve the API (seeds an empty database first)' },
  args: serveArgs,
  run: async ({ args }) => {
    const { fb, config } = await startFromArgs(args)
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
    const ready = { event: 'ready', url: fb.server.url, port: fb.server.port, pid: process.pid, db: config.db }
    if (args['ready-file']) writeFileSync(args['ready-file'], JSON.stringify(ready) + '\n')
    process.stdout.write(args.json ? JSON.stringify(ready) + '\n' : `firmbase listening on ${fb.server.url}\n`)
    await stopped
  },
})

/** Config, dataset and server from serve's flags (`serve` and `exec`). */
export async function startFromArgs(args: ServeArgs, overrides: Partial<ServeArgs> = {}) {
  const config = configFromArgs({ ...args, ...Object.fromEntries(Object.entries(overrides).filter(([k]) => args[k as keyof ServeArgs] === undefined)) })
  const seedOptions = validateSeedOptions({ seed: args.seed as string | undefined, companies: args.companies as string | undefined })
  const fb = await startFirmbase({
    config,
    testMode: args['test-mode'] === true,
    prepare: (db) => prepareDatabase(db, config.db, args['no-seed'] === true, seedOptions),
  })
  return { fb, config }
}

/** An empty database gets the default dataset and demo accounts; a half-seeded one is refused. */
export async function prepareDatabase(db: Db, dbPath: string, noSeed: boolean, seed: ReturnType<typeof validateSeedOptions>): Promise<void> {
  const state = datasetState(db)
  if (state === 'incomplete') {
    throw new AppError('DB_OPEN_FAILED', `The dataset in ${dbPath} is incomplete (an interrupted seed); run: firmbase seed --db ${dbPath} --reset`)
  }
  if (noSeed) return
  if (state === 'empty') await seedDataset(db, seed, progressBar('seeding'))
  const users = db.stmt('SELECT count(*) AS n FROM users').get() as { n: number }
  if (users.n === 0) {
    const creds = createDemoAccounts(db, createClock())
    const file = writeCredentialsFile(dbPath, creds)
    process.stderr.write(
      `Demo accounts (API keys are shown only now${file ? `; also saved to ${file}` : ''}):\n` +
        Object.entries(creds).map(([k, u]) => `  ${k.padEnd(8)} ${u.userId}  ${u.apiKey}\n`).join(''),
    )
  }
}
