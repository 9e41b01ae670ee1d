// The composition root: every service the app uses is built here, once, by the one function that
// the server (src/runtime.ts), `firmbase openapi` and the tests (test/_setup.ts) all call.
// createApp (src/app.ts) receives what this returns and builds nothing of its own.
import { hkdfSync } from 'node:crypto'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import { AttemptWindows } from './core/access/limits.ts'
import { QuotaLedger } from './core/access/quotas.ts'
import { createTokenService, loadSecrets } from './core/accounts/tokens.ts'
import { publishedPasswordsWork } from './core/accounts/demo-sign-ins.ts'
import { ApiKeySignIn } from './core/accounts/users.ts'
import { createScheduler } from './core/jobs.ts'
import { createReads, type Reads } from './core/registry/readers/reads.ts'
import { createTestMode } from './core/test-mode.ts'
import { createLivingRegistry } from './living/registry.ts'
import { groupCommit } from './db/group-commit.ts'
import type { Db } from './db/open.ts'
import { StateCache } from './db/state-cache.ts'
import type { AppContext } from './http/context.ts'
import type { Logger } from './log.ts'
import { VERSION } from './version.ts'

/** What differs between the server, `firmbase openapi` and a test app. */
export interface ServiceOptions {
  clock: Clock
  log: Logger
  /** `serve --test-mode`: the /__admin/ controls, with the data as it is now kept as the `initial` snapshot. */
  testMode: boolean
  /** Tests: registry reads in place of the reader pool (which config.readers and config.queryTimeout size). */
  reads?: (db: Db) => Reads
  /** The port the server listens on, once it does (for URLs built without --public-url). */
  listenPort?: () => number
  /** Called when a route answers a status it does not declare (tests fail on it; see test/_setup.ts). */
  onUndeclaredStatus?: (route: string, status: number) => void
}

/** Builds every service of an app over this database, each exactly once. */
export function createServices(db: Db, config: Config, options: ServiceOptions): AppContext {
  const { clock, log } = options
  const ledger = new QuotaLedger(db)
  const commits = groupCommit(db)
  // Taken before the secrets are stored, as the server always has (the `initial` snapshot is the data it was given).
  const testMode = options.testMode ? createTestMode(db, ledger, clock.now()) : undefined
  const reads = options.reads
    ? options.reads(db)
    : createReads(db, { readers: config.readers, timeoutMs: Math.round(config.queryTimeout * 1000), idleMs: Math.round(config.idleRelease * 1000) })
  const secrets = loadSecrets(db, config)
  return {
    db,
    config,
    clock,
    log,
    version: VERSION,
    startedAt: Date.now(),
    listenPort: options.listenPort,
    onUndeclaredStatus: options.onUndeclaredStatus,
    scheduler: createScheduler(db, clock, log),
    living: createLivingRegistry(db, clock, { static: config.static, log }),
    ledger,
    commits,
    testMode,
    reads,
    tokens: createTokenService(secrets, clock),
    // The console's CSRF tokens are HMACs under a key derived from the server's own secret.
    csrfKey: new Uint8Array(hkdfSync('sha256', secrets.access, new Uint8Array(0), 'firmbase console csrf', 32)),
    caches: { blocks: new StateCache(db), sessions: new StateCache(db), premium: new StateCache(db), limits: new StateCache(db) },
    attempts: new AttemptWindows(db, commits),
    apiKeys: new ApiKeySignIn(db, clock, commits, publishedPasswordsWork(config)),
  }
}
