// Written by `npm run gen:types` from the options table (src/options.ts): do not edit.
import type { FixtureDocument } from './fixture-document.ts'

/** serve's options as start() takes them: each is the flag of its name in src/options.ts. */
export interface ServeOptions {
  /** Database file (`--db`). Default: a new temporary file, removed by stop(); `:memory:` works too. */
  db?: string
  /** Port (`--port`). Default: 0: a free port. */
  port?: number
  /** Address to bind (`--host`). Default: `127.0.0.1`. */
  host?: string
  /** `Lead_Source` of CRM leads (`--service-name`). Default: `FirmBase`. */
  serviceName?: string
  /** Online payment option of orders (`--payment-gateway`). Default: `cashfree`. */
  paymentGateway?: string
  /** Logins per address per 15 minutes (`--login-limit`). Default: `10`. */
  loginLimit?: number
  /** Registrations per address per hour (`--register-limit`). Default: `3`. */
  registerLimit?: number
  /** Trust `X-Forwarded-For` (its left-most entry, when it is an IP address) (`--trust-proxy`). Default: off. */
  trustProxy?: boolean
  /** Automatic bans (failed authentication, malicious patterns) also block loopback addresses; manual blocks always do (`--ban-loopback`). Default: off: loopback is spared (the block is still listed). */
  banLoopback?: boolean
  /** The published demo passwords, and API keys a fixture document chose, sign in on a network bind (`--host` other than loopback) too (`--demo-passwords`). Default: off: on a network bind they sign nobody in (generated API keys work). */
  demoPasswords?: boolean
  /** Origins whose browser pages may call `/api/*` and `/admin/*` (CORS); repeatable, or `*` (`--cors-origin`). Default: none: CORS off. */
  corsOrigins?: readonly string[]
  /** The URL clients use (a proxy in front): `checkout_url` and the accepted `Host` (`--public-url`). Default: `http://HOST:PORT` of the listener. */
  publicUrl?: string
  /** More accepted `Host` names (IP addresses, `localhost`, the `--host` name and `--public-url`’s always are); repeatable (`--allowed-host`). Default: none. */
  allowedHosts?: readonly string[]
  /** Request log (`--log-format`). Default: `none`; otherwise the server’s log is passed through to this process’s stderr. */
  logFormat?: 'json' | 'pretty' | 'none'
  /** Connections held at once (past it an idle one is closed to make room; when all are busy the newcomer gets 503 `TOO_MANY_CONNECTIONS`) (`--max-connections`). Default: `1000`. */
  maxConnections?: number
  /** Seconds a shutdown waits for requests in flight (`--shutdown-timeout`). Default: `10`. */
  shutdownTimeout?: number
  /** Reader threads for searches, filters, recently registered, reference lookups, watchlist members and leads (`--readers`). Default: `2`. */
  readers?: number
  /** Seconds a registry query may run (past it: 400 `QUERY_TIMEOUT`, no quota used) (`--query-timeout`). Default: `10`. */
  queryTimeout?: number
  /** Seconds without registry reads after which the reader threads stop and, once no request has come for as long, the server gives back its page caches and heap (the next read starts them again) (`--idle-release`). Default: `60`. */
  idleRelease?: number
  /** Keep the registry at its as-of date (no days after it) (`--static`). Default: off. */
  static?: boolean
  /** Companies (≈85%) and LLPs generated into an empty database; a few thousand seed in about a second (`--companies`). Default: `10000`. */
  companies?: number
  /** PRNG seed of the generated dataset (`--seed`). Default: `1`. */
  seed?: number
  /** The generated dataset’s date (YYYY-MM-DD, 2018-01-01 or later) (`--as-of`). Default: today. */
  asOf?: string
  /** Copy a dataset seeded before with the same options from the dataset cache; `--no-cache`, or the variable set to `1`, seeds afresh (`--no-cache`). Default: on. */
  cache?: boolean
  /** The dataset cache’s directory (used only when it is this user’s own: not a link, mode 0700) (`--cache-dir`). Default: `$XDG_CACHE_HOME/firmbase/datasets`, else `~/.cache/firmbase/datasets`. */
  cacheDir?: string
  /** The dataset cache’s bound in MB: least recently used out first, a dataset over half of it not kept, 0 turns the cache off (`--cache-max-mb`). Default: `2048`. */
  cacheMaxMb?: number
  /** Leave an empty database unseeded (the demo accounts are still made) (`--no-seed`). Default: off. */
  noSeed?: boolean
  /** A seeded database (`.db`, or brotli-compressed `.db.br`) that a database which does not exist yet starts as a copy of, unless `--companies`, `--seed` or `--as-of` ask for another (`--dataset-from`). Default: none. */
  datasetFrom?: string
  /** Fixture files whose records and accounts are added (repeatable; a file already in the dataset is not added again) (`--fixtures`). Default: none. */
  fixtures?: string | FixtureDocument | readonly (string | FixtureDocument)[]
  /** Test mode: `/__admin/` (virtual clock, reset, snapshots, request log, faults) (`--test-mode`). Default: on: start() is for test suites. */
  testMode?: boolean
  /** Allow test mode on a network bind (`--host` other than loopback): any peer can then use `/__admin/` (`--test-mode-on-network`). Default: off. */
  testModeOnNetwork?: boolean
}
