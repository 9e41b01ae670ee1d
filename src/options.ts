// The server's options, one entry each: its flag, its environment variable, its default, what it
// takes (valibot), the words an invalid value gets, its help line and its README row. config.ts
// (the validated Config), serve's and exec's citty arguments (cli/serve.ts), start()'s serve flags
// (api/start.ts) and the README's configuration table (held to this by test/docs/options.test.ts) all
// read it: a new option is one entry here, plus its field in api/types.ts (the package's documented type).
import * as v from 'valibot'

const isHttpUrl = (text: string): boolean => {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}
const isOrigin = (text: string): boolean => isHttpUrl(text) && new URL(text).origin === text.replace(/\/+$/, '')

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

interface Option {
  /** The flag, without its dashes. */
  flag: string
  env: string
  /** Its value when neither the flag nor the variable gives one (absent: none). */
  default?: string | number | boolean | readonly string[]
  schema: v.GenericSchema
  /** What an invalid value should have been, in the error's words (default: valibot's). */
  expected?: string
  /** A flag taking no value (true when given); `list`: repeatable, or comma-separated. */
  kind?: 'boolean' | 'number' | 'decimal' | 'list'
  /** The `serve --help` line (the variable and the default are added to it). */
  help: string
  /** The README's configuration row: what it sets, and its default in words when they say more than the value. */
  setting: string
  defaultText?: string
  /** Not a flag (secrets: the environment only). */
  envOnly?: true
}

export const OPTIONS = {
  db: { flag: 'db', env: 'FIRMBASE_DB', default: './firmbase.db', schema: v.pipe(v.string(), v.minLength(1)), help: 'SQLite database file', setting: 'Database file' },
  port: {
    flag: 'port',
    env: 'FIRMBASE_PORT',
    default: 8080,
    kind: 'number',
    schema: whole(0, 65535),
    expected: 'a whole number from 0 to 65535 (0 picks a free port)',
    help: 'Port (0 picks a free one)',
    setting: 'Port',
  },
  host: { flag: 'host', env: 'FIRMBASE_HOST', default: '127.0.0.1', schema: v.pipe(v.string(), v.minLength(1)), help: 'Address to bind', setting: 'Address to bind' },
  serviceName: {
    flag: 'service-name',
    env: 'FIRMBASE_SERVICE_NAME',
    default: 'FirmBase',
    schema: v.pipe(v.string(), v.minLength(1)),
    help: 'Lead_Source of every lead',
    setting: '`Lead_Source` of CRM leads',
  },
  paymentGateway: {
    flag: 'payment-gateway',
    env: 'FIRMBASE_PAYMENT_GATEWAY',
    default: 'cashfree',
    schema: v.pipe(v.string(), v.minLength(1)),
    help: 'Online payment option name',
    setting: 'Online payment option of orders',
  },
  loginLimit: {
    flag: 'login-limit',
    env: 'FIRMBASE_LOGIN_LIMIT',
    default: 10,
    kind: 'number',
    schema: whole(1, 1_000_000),
    expected: 'a whole number of at least 1',
    help: 'Logins per address per 15 minutes',
    setting: 'Logins per address per 15 minutes',
  },
  registerLimit: {
    flag: 'register-limit',
    env: 'FIRMBASE_REGISTER_LIMIT',
    default: 3,
    kind: 'number',
    schema: whole(1, 1_000_000),
    expected: 'a whole number of at least 1',
    help: 'Registrations per address per hour',
    setting: 'Registrations per address per hour',
  },
  trustProxy: {
    flag: 'trust-proxy',
    env: 'FIRMBASE_TRUST_PROXY',
    default: false,
    kind: 'boolean',
    schema: v.boolean(),
    help: 'Take the client address from X-Forwarded-For',
    setting: 'Trust `X-Forwarded-For` (its left-most entry, when it is an IP address)',
  },
  banLoopback: {
    flag: 'ban-loopback',
    env: 'FIRMBASE_BAN_LOOPBACK',
    default: false,
    kind: 'boolean',
    schema: v.boolean(),
    help: 'Automatic bans (failed logins, malicious patterns) also block loopback addresses',
    setting: 'Automatic bans (failed authentication, malicious patterns) also block loopback addresses; manual blocks always do',
    defaultText: 'off: loopback is spared (the block is still listed)',
  },
  demoPasswords: {
    flag: 'demo-passwords',
    env: 'FIRMBASE_DEMO_PASSWORDS',
    default: false,
    kind: 'boolean',
    schema: v.boolean(),
    help: 'Let the published demo passwords sign in on a network bind (--host other than loopback)',
    setting: 'The published demo passwords, and API keys a fixture document chose, sign in on a network bind (`--host` other than loopback) too',
    defaultText: 'off: on a network bind they sign nobody in (generated API keys work)',
  },
  corsOrigins: {
    flag: 'cors-origin',
    env: 'FIRMBASE_CORS_ORIGIN',
    default: [],
    kind: 'list',
    schema: v.array(v.union([v.literal('*'), v.pipe(v.string(), v.check(isOrigin, 'must be an origin like https://app.example'))])),
    expected: 'an origin like https://app.example (scheme, host and port only), or *',
    help: 'Allow browser pages of this origin to call the API (repeatable, or *)',
    setting: 'Origins whose browser pages may call `/api/*` and `/admin/*` (CORS); repeatable, or `*`',
    defaultText: 'none: CORS off',
  },
  publicUrl: {
    flag: 'public-url',
    env: 'FIRMBASE_PUBLIC_URL',
    schema: v.optional(
      v.pipe(
        v.string(),
        v.check(isHttpUrl, 'must be an http(s) URL like https://firmbase.example'),
        v.transform((u) => u.replace(/\/+$/, '')),
      ),
    ),
    expected: 'an http(s) URL like https://firmbase.example',
    help: 'The URL clients use when a proxy is in front (checkout_url, accepted Host)',
    setting: 'The URL clients use (a proxy in front): `checkout_url` and the accepted `Host`',
    defaultText: '`http://HOST:PORT` of the listener',
  },
  allowedHosts: {
    flag: 'allowed-host',
    env: 'FIRMBASE_ALLOWED_HOST',
    default: [],
    kind: 'list',
    schema: v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, 'must be a host name'), v.toLowerCase())),
    expected: 'a host name like firmbase.lan',
    help: 'Accept this Host name too (repeatable; IP addresses and localhost always are)',
    setting: 'More accepted `Host` names (IP addresses, `localhost`, the `--host` name and `--public-url`’s always are); repeatable',
    defaultText: 'none',
  },
  logFormat: {
    flag: 'log-format',
    env: 'FIRMBASE_LOG_FORMAT',
    default: 'pretty',
    schema: v.picklist(['json', 'pretty', 'none']),
    expected: 'one of json, pretty, none',
    help: 'Request log: json | pretty | none',
    setting: 'Request log',
    defaultText: '`pretty` (one line per request on stderr)',
  },
  maxConnections: {
    flag: 'max-connections',
    env: 'FIRMBASE_MAX_CONNECTIONS',
    // Below the common default of 1,024 open files, with room left for the database and logs.
    default: 1000,
    kind: 'number',
    schema: whole(1, 1_000_000),
    help: 'Connections held at once',
    setting: 'Connections held at once (past it an idle one is closed to make room; when all are busy the newcomer gets 503 `TOO_MANY_CONNECTIONS`)',
  },
  shutdownTimeout: {
    flag: 'shutdown-timeout',
    env: 'FIRMBASE_SHUTDOWN_TIMEOUT',
    default: 10,
    kind: 'number',
    schema: whole(0, 3600),
    help: 'Seconds a shutdown waits for requests in flight',
    setting: 'Seconds a shutdown waits for requests in flight',
  },
  readers: {
    flag: 'readers',
    env: 'FIRMBASE_READERS',
    // Two even on a 2-core machine: one slow query can then never hold every reader.
    default: 2,
    kind: 'number',
    schema: whole(1, 64),
    expected: 'a whole number from 1 to 64',
    help: 'Reader threads for searches and filters',
    setting: 'Reader threads for searches, filters, recently registered, reference lookups, watchlist members and leads',
  },
  queryTimeout: {
    flag: 'query-timeout',
    env: 'FIRMBASE_QUERY_TIMEOUT',
    default: 10,
    kind: 'decimal',
    schema: v.pipe(v.number(), v.minValue(0.001), v.maxValue(3600)),
    expected: 'a number of seconds from 0.001 to 3600',
    help: 'Seconds a registry query may run before it answers 400 QUERY_TIMEOUT',
    setting: 'Seconds a registry query may run (past it: 400 `QUERY_TIMEOUT`, no quota used)',
  },
  static: {
    flag: 'static',
    env: 'FIRMBASE_STATIC',
    default: false,
    kind: 'boolean',
    schema: v.boolean(),
    help: 'Keep the registry at its as-of date (by default each day after it adds that day’s records)',
    setting: 'Keep the registry at its as-of date (no days after it)',
  },
  accessSecret: {
    flag: 'access-secret',
    env: 'FIRMBASE_ACCESS_SECRET',
    envOnly: true,
    schema: v.optional(v.string()),
    help: 'The access tokens’ signing secret',
    setting: 'JWT secret of access tokens',
    defaultText: 'generated once (256 bits) and kept in the database, so tokens survive restarts',
  },
  refreshSecret: {
    flag: 'refresh-secret',
    env: 'FIRMBASE_REFRESH_SECRET',
    envOnly: true,
    schema: v.optional(v.string()),
    help: 'The refresh tokens’ signing secret',
    setting: 'JWT secret of refresh tokens',
    defaultText: 'generated once (256 bits) and kept in the database, so tokens survive restarts',
  },
} as const satisfies Record<string, Option>

export type OptionKey = keyof typeof OPTIONS
export const OPTION_KEYS = Object.keys(OPTIONS) as OptionKey[]
/** An option's entry, typed as any option's (the table's literal types are for the Config it derives). */
export const option = (key: OptionKey): Option => OPTIONS[key]

/** The default in words, as the help line and the README say it. */
export function defaultInWords(o: Option): string | undefined {
  if (o.defaultText) return o.defaultText
  if (o.default === undefined) return undefined
  if (typeof o.default === 'boolean') return o.default ? 'on' : 'off'
  if (Array.isArray(o.default)) return o.default.length === 0 ? 'none' : o.default.join(', ')
  return `\`${String(o.default)}\``
}

/** serve's (and exec's) citty arguments for the options that have a flag: the help line names the variable and the default. */
export function optionArgs(): Record<string, { type: 'string' | 'boolean'; description: string }> {
  return Object.fromEntries(
    OPTION_KEYS.filter((k) => !option(k).envOnly).map((k) => {
      const o = option(k)
      // The value itself, not the README's words for it: a help line stays one line.
      const dflt = o.default === undefined ? undefined : defaultInWords({ ...o, defaultText: undefined })?.replace(/`/g, '')
      return [o.flag, { type: o.kind === 'boolean' ? 'boolean' : 'string', description: `${o.help} (env ${o.env}${dflt ? `, default ${dflt}` : ''})` }]
    }),
  )
}

/** The option's row of the README's configuration table. */
export function readmeRow(key: OptionKey): string {
  const o = option(key)
  const flag = o.envOnly ? '—' : `\`--${o.flag}\``
  const env = `\`${o.env}\`${o.kind === 'list' ? ' (comma-separated)' : ''}`
  return `| ${o.setting} | ${flag} | ${env} | ${defaultInWords(o) ?? '—'} |`
}
