// What every route group and pipeline stage receives: the injected dependencies, the services built
// from them once, and the per-request state. Only the composition root (src/services.ts) builds these.
import type { LivingRegistry } from '../living/registry.ts'
import type { H3Event } from 'h3'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Block } from '../core/access/bans.ts'
import type { AttemptWindows } from '../core/access/limits.ts'
import type { QuotaLedger } from '../core/access/quotas.ts'
import type { SessionUser, TokenService } from '../core/accounts/tokens.ts'
import type { ApiKeySignIn } from '../core/accounts/users.ts'
import type { Scheduler } from '../core/jobs.ts'
import type { TestMode } from '../core/test-mode.ts'
import type { GroupCommit } from '../db/group-commit.ts'
import type { Db } from '../db/open.ts'
import type { Reads } from '../core/registry/readers/reads.ts'
import type { StateCache } from '../db/state-cache.ts'
import type { Logger } from '../log.ts'

export interface AppDeps {
  db: Db
  config: Config
  clock: Clock
  log: Logger
  version: string
  startedAt: number
  /** The port the server listens on, once it does (for URLs built without --public-url). */
  listenPort?: () => number
  /** Called when a route answers a status it does not declare (tests fail on it; see test/_setup.ts). */
  onUndeclaredStatus?: (route: string, status: number) => void
}

/** What route groups receive: the injected deps plus every service, built once by createServices (src/services.ts). */
export interface AppContext extends AppDeps {
  /** Background jobs on the injected clock (runtime starts it; tests tick it). */
  scheduler: Scheduler
  /** The days after the dataset's as-of date (runtime starts it; test mode's clock moves it). */
  living: LivingRegistry
  /** Daily usage counters. */
  ledger: QuotaLedger
  /** Small writes of one event-loop turn in one transaction. */
  commits: GroupCommit
  /** Input-dependent registry reads: the reader pool. */
  reads: Reads
  /** `serve --test-mode`: the /__admin/ controls, the request log and injected faults. */
  testMode?: TestMode
  tokens: TokenService
  /** The key of the console's CSRF tokens (src/http/csrf.ts). */
  csrfKey: Uint8Array
  /** Per-request authorisation state, read through StateCache (see src/db/state-cache.ts). */
  caches: {
    blocks: StateCache<Block | null>
    sessions: StateCache<SessionUser | undefined>
    premium: StateCache<boolean>
    limits: StateCache<number | null>
  }
  /** Per-address login and registration windows (src/core/access/limits.ts). */
  attempts: AttemptWindows
  /** API-key login: cached key rows, last-use stamps written once per group (src/core/accounts/users.ts). */
  apiKeys: ApiKeySignIn
}

export interface RequestState {
  start: number
  /** Test mode: the clock's time when the request arrived (for the request log). */
  at?: number
  requestId: string
  userId?: string | null
  /** Consumed quota: the response waits until the counters are committed. */
  counted?: boolean
  /** An injected test-mode fault answered this request (any status is then allowed). */
  faulted?: boolean
}

const kState = Symbol('firmbase.request')

export function requestState(event: H3Event): RequestState {
  return (event.context as Record<symbol, RequestState>)[kState]
}

export function initRequestState(event: H3Event, state: RequestState): RequestState {
  ;(event.context as Record<symbol, RequestState>)[kState] = state
  return state
}

/** Where clients reach this server: --public-url, else the listening address (never the request's Host). */
export function publicOrigin(ctx: AppDeps): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '')
  const host = ctx.config.host === '0.0.0.0' ? '127.0.0.1' : ctx.config.host === '::' ? '::1' : ctx.config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${ctx.listenPort?.() ?? ctx.config.port}`
}
