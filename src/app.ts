import { H3, type H3Event } from 'h3'
import { randomUUID } from 'node:crypto'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Db } from './db/open.ts'
import { AppError } from './errors.ts'
import { isUnexpected, toErrorResponse } from './http/errors.ts'
import { SECURITY_HEADERS, setHeader, setHeaders } from './http/headers.ts'
import { pathMatcher, type Route } from './http/route.ts'
import { healthRoutes } from './http/routes/health.ts'
import { authRoutes } from './http/routes/auth.ts'
import { accountRoutes } from './http/routes/account.ts'
import { dataRoutes } from './http/routes/data.ts'
import { screenerRoutes } from './http/routes/screener.ts'
import { recentRoutes } from './http/routes/recent.ts'
import { referenceRoutes } from './http/routes/reference.ts'
import { watchlistRoutes } from './http/routes/watchlist.ts'
import { orderRoutes } from './http/routes/orders.ts'
import { createTokenService, loadSecrets, type SessionUser, type TokenService } from './core/tokens.ts'
import type { Block } from './core/bans.ts'
import { StateCache } from './db/state-cache.ts'
import { QuotaLedger } from './core/quotas.ts'
import { guardAddress } from './http/guard-address.ts'
import { securityRoutes } from './http/routes/security.ts'
import type { Logger } from './log.ts'
import type { Scheduler } from './core/jobs.ts'
import { faultError, type TestMode } from './core/test-mode.ts'
import { testAdminRoutes } from './http/routes/test-admin.ts'
import { docsRoutes } from './http/routes/docs.ts'
import { consoleRoutes } from './http/routes/console.ts'
import { openApiDocument } from './http/openapi.ts'
import { isoAt } from './clock.ts'
import { storageGuard } from './http/storage-guard.ts'

export interface AppDeps {
  db: Db
  config: Config
  clock: Clock
  log: Logger
  version: string
  startedAt: number
  /** Background jobs on the injected clock (runtime starts it; tests tick it). */
  scheduler?: Scheduler
  /** Daily usage counters (created by createApp unless given). */
  ledger?: QuotaLedger
  /** `serve --test-mode`: the /__admin/ controls, the request log and injected faults. */
  testMode?: TestMode
}

/** What route groups receive: the injected deps plus the services built from them once. */
export interface AppContext extends AppDeps {
  tokens: TokenService
  /** Per-request authorisation state, read through StateCache (see src/db/state-cache.ts). */
  caches: {
    blocks: StateCache<Block | null>
    sessions: StateCache<SessionUser | undefined>
    premium: StateCache<boolean>
    limits: StateCache<number | null>
  }
  ledger: QuotaLedger
}

interface RequestState {
  start: number
  /** Test mode: the clock's time when the request arrived (for the request log). */
  at?: number
  requestId: string
  userId?: string | null
  /** Consumed quota: the response waits until the counters are committed. */
  counted?: boolean
}

const kState = Symbol('firmbase.request')

export function requestState(event: H3Event): RequestState {
  return (event.context as Record<symbol, RequestState>)[kState]
}

function appContext(deps: AppDeps): AppContext {
  return {
    ...deps,
    tokens: createTokenService(loadSecrets(deps.db, deps.config), deps.clock),
    caches: { blocks: new StateCache(deps.db), sessions: new StateCache(deps.db), premium: new StateCache(deps.db), limits: new StateCache(deps.db) },
    ledger: deps.ledger ?? new QuotaLedger(deps.db),
  }
}

/** The one list of route groups (the OpenAPI document is built from it). */
function appRoutes(ctx: AppContext): Route[] {
  const routes: Route[] = [
    ...(ctx.testMode ? testAdminRoutes(ctx, ctx.testMode) : []),
    ...healthRoutes(ctx),
    ...docsRoutes(ctx, () => routes),
    ...authRoutes(ctx),
    ...accountRoutes(ctx),
    ...screenerRoutes(ctx),
    ...dataRoutes(ctx),
    ...recentRoutes(ctx),
    ...referenceRoutes(ctx),
    ...watchlistRoutes(ctx),
    ...orderRoutes(ctx),
    ...securityRoutes(ctx),
    ...consoleRoutes(ctx),
  ]
  return routes
}

/** The OpenAPI document of an app with these deps (`firmbase openapi`). */
export function apiDocument(deps: AppDeps) {
  const ctx = appContext(deps)
  return openApiDocument(appRoutes(ctx), { version: deps.version, serviceName: deps.config.serviceName, testMode: deps.testMode !== undefined })
}

/** The route list, plus the global hooks every request passes through. */
export function createApp(deps: AppDeps): H3 {
  const ctx = appContext(deps)
  const testMode = deps.testMode
  const routes = appRoutes(ctx)

  const logging = deps.config.logFormat !== 'none'
  const app = new H3({
    onRequest: (event) => {
      const state: RequestState = { start: performance.now(), requestId: randomUUID() }
      ;(event.context as Record<symbol, RequestState>)[kState] = state
      setHeaders(event, SECURITY_HEADERS)
      setHeader(event, 'x-request-id', state.requestId)
      deps.db.syncExternalChanges()
      // Test mode logs every request but its own controls, refused ones (blocked addresses) included.
      const logged = testMode !== undefined && !event.url.pathname.startsWith('/__admin/')
      if (logged) state.at = deps.clock.now()
      guardAddress(event, ctx)
      if (logged) return injectFault(event, testMode)
    },
    onError: (error, event) => {
      if (isUnexpected(error)) deps.log({ at: new Date().toISOString(), level: 'error', msg: String((error.cause as Error)?.stack ?? error) })
      return toErrorResponse(error, event)
    },
    onResponse: async (response, event) => {
      const state = requestState(event)
      if (!state) return
      if (state.at !== undefined) {
        const duration_ms = Math.round((performance.now() - state.start) * 100) / 100
        testMode!.requests.record({ at: isoAt(state.at), method: event.req.method, path: event.url.pathname, status: response.status, duration_ms, userId: state.userId ?? null })
      }
      if (!logging) return
      deps.log({
        at: new Date().toISOString(),
        method: event.req.method,
        path: event.url.pathname,
        status: response.status,
        duration_ms: Math.round((performance.now() - state.start) * 100) / 100,
        request_id: state.requestId,
        user_id: state.userId ?? null,
      })
    },
    silent: true,
  })

  app.use(storageGuard(ctx))
  for (const route of routes) {
    app.on(route.method, route.path, route.handler)
    // HEAD is GET without the body (h3 drops it), as the Allow header of a 405 promises.
    if (route.method === 'GET') app.on('HEAD', route.path, route.handler)
  }

  // Unknown path → 404; known path, other method → 405 with Allow.
  const matchers = routes.map((r) => ({ re: pathMatcher(r.path), method: r.method }))
  app.all('/**', (event) => {
    const allowed = [...new Set(matchers.filter((m) => m.re.test(event.url.pathname)).map((m) => m.method))]
    if (allowed.length === 0) throw new AppError('ROUTE_NOT_FOUND', `No endpoint at ${event.url.pathname}.`)
    if (allowed.includes('GET')) allowed.push('HEAD')
    throw new AppError('METHOD_NOT_ALLOWED', `${event.req.method} is not allowed on ${event.url.pathname}; use ${allowed.join(', ')}.`, {
      headers: { allow: allowed.join(', ') },
    })
  })
  return app
}

/** Test mode: the first matching fault delays the request, answers it with its status, or both. */
function injectFault(event: H3Event, testMode: TestMode): Promise<void> | undefined {
  const fault = testMode.faults.take(event.req.method, event.url.pathname)
  if (!fault) return undefined
  if (fault.latency_ms === 0) {
    if (fault.status !== null) throw faultError(fault)
    return undefined
  }
  return new Promise<void>((resolve) => setTimeout(resolve, fault.latency_ms)).then(() => {
    if (fault.status !== null) throw faultError(fault)
  })
}
