// The public types of `import { start } from 'firmbase'` (shipped as lib/index.d.ts and lib/types.d.ts).
// Self-contained but for the fault and request-log types, declared once with test mode (core/test-mode.ts):
// scripts/build-package.ts copies their declarations in, so the shipped ones import nothing.
import type { Fault, FaultSpec, LoggedRequest } from '../core/test-mode.ts'
import type { ServeOptions } from './start-options.ts'

export type { Fault, FaultSpec, LoggedRequest } from '../core/test-mode.ts'
export type { ServeOptions } from './start-options.ts'
export type { FixtureCompany, FixtureDirector, FixtureDocument, FixtureGst, FixtureScreener, FixtureUser, FixtureWatchlist } from './fixture-document.ts'

/** Options of start(): `firmbase serve`'s flags (ServeOptions, written from the options table), and how long to wait. */
export interface StartOptions extends ServeOptions {
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
