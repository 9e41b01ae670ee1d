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
  // Automatic bans (failed authentication, malicious patterns) also stop loopback addresses.
  banLoopback: v.boolean(),
  // The published demo passwords sign in on a network bind too (on loopback they always do).
  demoPasswords: v.boolean(),
  static: v.boolean(),
  // Origins whose browser pages may call the API (CORS); '*' for any. Empty: CORS off.
  corsOrigins: v.array(v.union([v.literal('*'), v.pipe(v.string(), v.check(isOrigin, 'must be an origin like https://app.example'))])),
  // Where clients reach this server (a proxy in front): checkout_url and the Host check use it.
  publicUrl: v.optional(
    v.pipe(
      v.string(),
      v.check(isHttpUrl, 'must be an http(s) URL like https://firmbase.example'),
      v.transform((u) => u.replace(/\/+$/, '')),
    ),
  ),
  // Host names accepted besides the listening host, IP literals, localhost and --public-url's.
  allowedHosts: v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, 'must be a host name'), v.toLowerCase())),
})

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}

function isOrigin(text: string): boolean {
  return isHttpUrl(text) && new URL(text).origin === text.replace(/\/+$/, '')
}

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
  banLoopback: false,
  demoPasswords: false,
  /** The registry stays at its as-of date (no living registry). */
  static: false,
  corsOrigins: [],
  allowedHosts: [],
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
  banLoopback: 'FIRMBASE_BAN_LOOPBACK',
  demoPasswords: 'FIRMBASE_DEMO_PASSWORDS',
  static: 'FIRMBASE_STATIC',
  corsOrigins: 'FIRMBASE_CORS_ORIGIN',
  publicUrl: 'FIRMBASE_PUBLIC_URL',
  allowedHosts: 'FIRMBASE_ALLOWED_HOST',
}

type Raw = Partial<Record<keyof Config, string | string[] | number | boolean | undefined>>

export function resolveConfig(flags: Raw, env: NodeJS.ProcessEnv = process.env): Config {
  const merged: Record<string, unknown> = { ...defaultConfig }
  for (const key of Object.keys(ENV) as (keyof Config)[]) {
    const fromFlag = flags[key]
    const given = Array.isArray(fromFlag) ? fromFlag.length > 0 : fromFlag !== undefined && fromFlag !== ''
    const raw = given ? fromFlag : env[ENV[key]]
    if (raw === undefined || raw === '') continue
    merged[key] = coerce(key, raw)
  }
  const result = v.safeParse(Schema, merged)
  if (!result.success) {
    const issue = result.issues[0]
    const key = String(issue.path?.[0]?.key ?? 'config') as keyof Config
    const shown =
      issue.input !== undefined && (key === 'corsOrigins' || key === 'allowedHosts') ? issue.input : flags[key] !== undefined && flags[key] !== '' ? flags[key] : env[ENV[key]]
    throw new AppError('USAGE', invalidMessage(key, shown, issue.message))
  }
  return result.output
}

function coerce(key: keyof Config, raw: string | string[] | number | boolean): unknown {
  const sample = defaultConfig[key]
  // Repeatable flags; one flag or variable may also list values separated by commas.
  if (Array.isArray(sample))
    return ([] as unknown[])
      .concat(raw)
      .flatMap((r) => String(r).split(','))
      .map((r) => r.trim())
      .filter(Boolean)
  if (Array.isArray(raw)) return raw.at(-1)
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
  corsOrigins: '--cors-origin',
  publicUrl: '--public-url',
  allowedHosts: '--allowed-host',
  readers: '--readers',
  queryTimeout: '--query-timeout',
}
const EXPECTED: Partial<Record<keyof Config, string>> = {
  port: 'a whole number from 0 to 65535 (0 picks a free port)',
  loginLimit: 'a whole number of at least 1',
  registerLimit: 'a whole number of at least 1',
  logFormat: 'one of json, pretty, none',
  corsOrigins: 'an origin like https://app.example (scheme, host and port only), or *',
  publicUrl: 'an http(s) URL like https://firmbase.example',
  allowedHosts: 'a host name like firmbase.lan',
  readers: 'a whole number from 1 to 64',
  queryTimeout: 'a number of seconds from 0.001 to 3600',
}

/** One line naming the flag (or variable), what it takes and what it got: not valibot's "received NaN". */
function invalidMessage(key: keyof Config, raw: unknown, fallback: string): string {
  const name = FLAG[key] ? `${FLAG[key]} (or ${ENV[key]})` : (ENV[key] ?? key)
  return `${name} must be ${EXPECTED[key] ?? fallback}, not ${JSON.stringify(raw ?? '')}`
}
