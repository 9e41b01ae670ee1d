// The public types of `import { start } from 'firmbase'` (shipped as lib/index.d.ts and lib/types.d.ts).
// Self-contained but for the fault and request-log types, declared once with test mode (core/test-mode.ts):
// scripts/build-package.ts copies their declarations in, so the shipped ones import nothing.
import type { Fault, FaultSpec, LoggedRequest } from '../core/test-mode.ts'
import type { FixtureDocument } from './fixture-document.ts'

export type { Fault, FaultSpec, LoggedRequest } from '../core/test-mode.ts'
export type { FixtureCompany, FixtureDirector, FixtureDocument, FixtureGst, FixtureScreener, FixtureUser, FixtureWatchlist } from './fixture-document.ts'

/** Options of start(): the same as `firmbase serve`'s flags. */
export interface StartOptions {
  /** SQLite file. Default: a new temporary file, removed by stop(). `':memory:'` works too. */
  db?: string
  /** Default 0: a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Companies to generate when the database is empty (default 10000; a few thousand seed in about a second). */
  companies?: number
  /** PRNG seed of the dataset (default 1). */
  seed?: number
  /** Dataset date, YYYY-MM-DD (default today). */
  asOf?: string
  /** Do not seed an empty database (demo accounts are still made). */
  noSeed?: boolean
  /**
   * Fixture files (paths) or documents (objects) whose records and accounts the server starts with;
   * with `companies: 0` the registry holds them alone. They are part of the state `reset()` returns to.
   */
  fixtures?: string | FixtureDocument | readonly (string | FixtureDocument)[]
  /**
   * Copy a dataset seeded before with the same options from the per-user dataset cache instead of
   * seeding it again (default true; `false` is `serve --no-cache`; FIRMBASE_NO_CACHE=1 turns it off everywhere).
   */
  cache?: boolean
  /** Keep the registry at its as-of date: no days after it (`serve --static`). In test mode it moves only with the clock anyway. */
  static?: boolean
  /** /__admin/ controls: clock, reset, snapshots, request log, faults. Default true (start() is for test suites). */
  testMode?: boolean
  /** Logins per address per 15 minutes (default 10). */
  loginLimit?: number
  /** Registrations per address per hour (default 3). */
  registerLimit?: number
  trustProxy?: boolean
  /** Automatic bans (failed logins, malicious patterns) also block loopback addresses (default: they spare it). */
  banLoopback?: boolean
  /** Let the published demo passwords sign in when `host` is not loopback (`--demo-passwords`). */
  demoPasswords?: boolean
  /** Allow test mode (the default here) when `host` is not loopback (`--test-mode-on-network`): any peer can then use /__admin/. */
  testModeOnNetwork?: boolean
  /** Origins whose browser pages may call the API (CORS), or ['*']. Default: CORS off. */
  corsOrigins?: string[]
  /** The URL clients use when a proxy is in front (checkout_url, accepted Host). */
  publicUrl?: string
  /** Host names accepted besides IP addresses, localhost and publicUrl's host. */
  allowedHosts?: string[]
  /** Reader threads for searches, filters and other input-dependent registry reads (default 2). */
  readers?: number
  /** Seconds one registry read may run before it answers 400 QUERY_TIMEOUT (default 10). */
  queryTimeout?: number
  serviceName?: string
  paymentGateway?: string
  /** Request log on the child's stderr, passed through to this process's stderr (default 'none'). */
  logFormat?: 'json' | 'pretty' | 'none'
  /** How long to wait for the ready line, in ms (default 120000: seeding a large dataset takes a while). */
  timeoutMs?: number
}

/** The demo accounts' API keys (POST /api/auth/login with {api_key}). */
export interface DemoKeys {
  admin: string
  premium: string
  free: string
}

export interface VirtualClock {
  /** The server's time, ISO 8601. */
  now(): Promise<string>
  /** Sets the time; jobs that fell due run. Returns the new time. */
  set(time: string | Date): Promise<string>
  /** Moves the time forward by this many seconds. Returns the new time. */
  advance(seconds: number): Promise<string>
}

/** A running firmbase server in a child process. */
export interface Firmbase {
  url: string
  port: number
  pid: number
  db: string
  keys: DemoKeys
  clock: VirtualClock
  /** Account data back to how it was at start (keys kept), request log and faults emptied, per-address limits cleared. */
  reset(): Promise<void>
  snapshot(name: string): Promise<void>
  restore(name: string): Promise<void>
  /** The last requests, newest first; `path` takes a glob. */
  requests(filter?: { path?: string; status?: number; limit?: number }): Promise<LoggedRequest[]>
  fault(spec: FaultSpec): Promise<Fault>
  clearFaults(): Promise<void>
  /** Stops the server (the port is free when this resolves) and removes a temporary database. */
  stop(): Promise<void>
}
