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
  maxConnections: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  shutdownTimeout: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
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
  // Below the common default of 1,024 open files, with room left for the database and logs.
  maxConnections: 1000,
  /** Seconds a shutdown waits for requests in flight. */
  shutdownTimeout: 10,
}

const ENV: Record<keyof Config, string> = {
  db: 'FIRMBASE_DB',
  port: 'FIRMBASE_PORT',
  host: 'FIRMBASE_HOST',
  serviceName: 'FIRMBASE_SERVICE_NAME',
  paymentGateway: 'FIRMBASE_PAYMENT_GATEWAY',
  trustProxy: 'FIRMBASE_TRUST_PROXY',
  logFormat: 'FIRMBASE_LOG_FORMAT',
  maxConnections: 'FIRMBASE_MAX_CONNECTIONS',
  shutdownTimeout: 'FIRMBASE_SHUTDOWN_TIMEOUT',
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
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'config'
    throw new AppError('USAGE', `Invalid ${key}: ${issue.message}`)
  }
  return result.output
}

function coerce(key: keyof Config, raw: string | number | boolean): unknown {
  const sample = defaultConfig[key]
  if (typeof sample === 'number') return typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
  if (typeof sample === 'boolean') return raw === true || raw === 'true' || raw === '1'
  return String(raw)
}
