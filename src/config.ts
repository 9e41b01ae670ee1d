import * as v from 'valibot'
import { AppError } from './errors.ts'

// Flags > FIRMBASE_* environment > defaults, resolved once into a validated Config.
const Schema = v.object({
  db: v.pipe(v.string(), v.minLength(1)),
  port: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)),
  host: v.pipe(v.string(), v.minLength(1)),
  serviceName: v.pipe(v.string(), v.minLength(1)),
  paymentGateway: v.pipe(v.string(), v.minLength(1)),
  trustProxy: v.boolean(),
  logFormat: v.picklist(['json', 'pretty', 'none']),
  // Per-address attempts: logins per 15 minutes, registrations per hour (the real service's 10 and 3).
  loginLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  registerLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  maxConnections: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  shutdownTimeout: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
  // Reader threads for input-dependent registry reads, and the deadline of one read (seconds).
  readers: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)),
  queryTimeout: v.pipe(v.number(), v.minValue(0.001), v.maxValue(3600)),
  accessSecret: v.optional(v.string()),
  refreshSecret: v.optional(v.string()),
})

export type Config = v.InferOutput<typeof Schema>

export const defaultConfig: Config = {
  db: './firmbase.db',
  port: 8080,
  host: '127.0.0.1',
  serviceName: 'FirmBase',
  paymentGateway: 'cashfree',
  trustProxy: false,
  logFormat: 'pretty',
  loginLimit: 10,
  registerLimit: 3,
  // Below the common default of 1,024 open files, with room left for the database and logs.
  maxConnections: 1000,
  /** Seconds a shutdown waits for requests in flight. */
  shutdownTimeout: 10,
  /** Two even on a 2-core machine: one slow query can then never hold every reader. */
  readers: 2,
  queryTimeout: 10,
}

const ENV: Record<keyof Config, string> = {
  db: 'FIRMBASE_DB',
  port: 'FIRMBASE_PORT',
  host: 'FIRMBASE_HOST',
  serviceName: 'FIRMBASE_SERVICE_NAME',
  paymentGateway: 'FIRMBASE_PAYMENT_GATEWAY',
  trustProxy: 'FIRMBASE_TRUST_PROXY',
  logFormat: 'FIRMBASE_LOG_FORMAT',
  loginLimit: 'FIRMBASE_LOGIN_LIMIT',
  registerLimit: 'FIRMBASE_REGISTER_LIMIT',
  maxConnections: 'FIRMBASE_MAX_CONNECTIONS',
  shutdownTimeout: 'FIRMBASE_SHUTDOWN_TIMEOUT',
  readers: 'FIRMBASE_READERS',
  queryTimeout: 'FIRMBASE_QUERY_TIMEOUT',
  accessSecret: 'FIRMBASE_ACCESS_SECRET',
  refreshSecret: 'FIRMBASE_REFRESH_SECRET',
}

type Raw = Partial<Record<keyof Config, string | number | boolean | undefined>>

export function resolveConfig(flags: Raw, env: NodeJS.ProcessEnv = process.env): Config {
  const merged: Record<string, unknown> = { ...defaultConfig }
  for (const key of Object.keys(ENV) as (keyof Config)[]) {
    const fromFlag = flags[key]
    const raw = fromFlag !== undefined && fromFlag !== '' ? fromFlag : env[ENV[key]]
    if (raw === undefined || raw === '') continue
    merged[key] = coerce(key, raw)
  }
  const result = v.safeParse(Schema, merged)
  if (!result.success) {
    const issue = result.issues[0]
    const key = (issue.path?.map((p) => String(p.key)).join('.') ?? 'config') as keyof Config
    throw new AppError('USAGE', invalidMessage(key, flags[key] !== undefined && flags[key] !== '' ? flags[key] : env[ENV[key]], issue.message))
  }
  return result.output
}

function coerce(key: keyof Config, raw: string | number | boolean): unknown {
  const sample = defaultConfig[key]
  if (key === 'queryTimeout') return typeof raw === 'number' ? raw : /^\d+(\.\d+)?$/.test(String(raw)) ? Number(raw) : NaN
  if (typeof sample === 'number') return typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
  if (typeof sample === 'boolean') return raw === true || raw === 'true' || raw === '1'
  return String(raw)
}

const FLAG: Partial<Record<keyof Config, string>> = {
  port: '--port',
  loginLimit: '--login-limit',
  registerLimit: '--register-limit',
  logFormat: '--log-format',
  serviceName: '--service-name',
  paymentGateway: '--payment-gateway',
  readers: '--readers',
  queryTimeout: '--query-timeout',
}
const EXPECTED: Partial<Record<keyof Config, string>> = {
  port: 'a whole number from 0 to 65535 (0 picks a free port)',
  loginLimit: 'a whole number of at least 1',
  registerLimit: 'a whole number of at least 1',
  logFormat: 'one of json, pretty, none',
  readers: 'a whole number from 1 to 64',
  queryTimeout: 'a number of seconds from 0.001 to 3600',
}

/** One line naming the flag (or variable), what it takes and what it got: not valibot's "received NaN". */
function invalidMessage(key: keyof Config, raw: unknown, fallback: string): string {
  const name = FLAG[key] ? `${FLAG[key]} (or ${ENV[key]})` : (ENV[key] ?? key)
  return `${name} must be ${EXPECTED[key] ?? fallback}, not ${JSON.stringify(raw ?? '')}`
}
