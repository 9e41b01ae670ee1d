import { H3, type H3Event } from 'h3'
import { randomUUID } from 'node:crypto'
export type { AppContext, AppDeps } from './http/context.ts'
import { AppError } from './errors.ts'
import { isUnexpected, toErrorResponse } from './http/errors.ts'
import { SECURITY_HEADERS, setHeader, setHeaders } from './http/headers.ts'
import { pathMatcher, type Route } from './http/route.ts'
import { type AppContext, initRequestState, requestState } from './http/context.ts'
import { toHandler } from './http/pipeline.ts'
import { crmRoutes } from './http/routes/crm.ts'
import { checkoutRoutes } from './http/routes/checkout.ts'
import { healthRoutes } from './http/routes/health.ts'
import { homeRoutes } from './http/routes/home.ts'
import { authRoutes } from './http/routes/auth.ts'
import { accountRoutes } from './http/routes/account.ts'
import { dataRoutes } from './http/routes/data.ts'
import { screenerRoutes } from './http/routes/screener.ts'
import { recentRoutes } from './http/routes/recent.ts'
import { referenceRoutes } from './http/routes/reference.ts'
import { watchlistRoutes } from './http/routes/watchlist.ts'
import { orderRoutes } from './http/routes/orders.ts'
import { guardAddress } from './http/guard-address.ts'
import { securityRoutes } from './http/routes/security.ts'
import { faultError, type TestMode } from './core/test-mode.ts'
import { testAdminRoutes } from './http/routes/test-admin.ts'
import { docsRoutes } from './http/routes/docs.ts'
import { assetRoutes } from './http/routes/assets.ts'
import { consoleErrorPage } from './http/console/error.ts'
import { consoleRoutes } from './http/routes/console.ts'
import { consoleAdminRoutes } from './http/routes/console-admin.ts'
import { consoleListRoutes } from './http/routes/console-lists.ts'
import { consoleOrderRoutes } from './http/routes/console-orders.ts'
import { consoleSearchRoutes } from './http/routes/console-search.ts'
import { type DocumentPart, openApiDocument } from './http/openapi.ts'
import { isoAt } from './clock.ts'
import { storageGuard } from './http/storage-guard.ts'
import { bindCsrfKey } from './http/csrf.ts'
import { hostChecker } from './http/host-check.ts'
import { applyCors, corsOptions, isCorsPath, optionsResponse } from './http/cors.ts'
import { noteRequest } from './memory.ts'

/** The services createApp needs: built by createServices (src/services.ts), never here. */
const SERVICES = ['scheduler', 'ledger', 'commits', 'reads', 'tokens', 'csrfKey', 'caches', 'attempts', 'apiKeys'] as const satisfies readonly (keyof AppContext)[]

/** Refuses a context the composition root did not build (a JavaScript caller, a cast in a test). */
function requireServices(ctx: AppContext): void {
  const missing = SERVICES.filter((name) => ctx[name] === undefined)
  if (missing.length > 0) throw new Error(`createApp: no ${missing.join(', ')} in the context; build it with createServices (src/services.ts)`)
}

/** The one list of route groups (the OpenAPI document is built from it). */
function appRoutes(ctx: AppContext): Route[] {
  const routes: Route[] = [
    ...(ctx.testMode ? testAdminRoutes(ctx, ctx.testMode) : []),
    ...homeRoutes(ctx),
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
    ...crmRoutes(ctx),
    ...checkoutRoutes(ctx),
    ...securityRoutes(ctx),
    ...consoleRoutes(ctx),
    ...consoleSearchRoutes(ctx),
    ...consoleListRoutes(ctx),
    ...consoleOrderRoutes(ctx),
    ...consoleAdminRoutes(ctx),
    ...assetRoutes(),
  ]
  return routes
}

/** The OpenAPI document of an app with these services (`firmbase openapi`). */
export function apiDocument(ctx: AppContext, part: DocumentPart = 'api') {
  return openApiDocument(appRoutes(ctx), { version: ctx.version, serviceName: ctx.config.serviceName, testMode: ctx.testMode !== undefined, part })
}

/** The route list, plus the global hooks every request passes through. */
export function createApp(ctx: AppContext): H3 {
  requireServices(ctx)
  const testMode = ctx.testMode
  const routes = appRoutes(ctx)

  const logging = ctx.config.logFormat !== 'none'
  const checkHost = hostChecker(ctx.config)
  const cors = corsOptions(ctx.config.corsOrigins)
  const app = new H3({
    onRequest: (event) => {
      const state = initRequestState(event, { start: performance.now(), requestId: randomUUID() })
      setHeaders(event, SECURITY_HEADERS)
      setHeader(event, 'x-request-id', state.requestId)
      ctx.db.syncExternalChanges()
      noteRequest()
      // Test mode logs every request but its own controls, refused ones (blocked addresses) included.
      const logged = testMode !== undefined && !event.url.pathname.startsWith('/__admin/')
      if (logged) state.at = ctx.clock.now()
      guardAddress(event, ctx)
      // h3 would refuse a malformed percent-encoding before this hook (allowMalformedURL is set so it
      // does not): the address guard comes first, then the 400.
      if (event.url.pathname.includes('%') && !decodes(event.url.pathname)) throw new AppError('BAD_REQUEST', 'The request path has a malformed percent-encoding.')
      checkHost(event)
      bindCsrfKey(event, ctx.csrfKey)
      if (cors !== null && isCorsPath(event.url.pathname)) applyCors(event, cors)
      if (logged) return injectFault(event, testMode)
    },
    onError: (error, event) => {
      if (isUnexpected(error)) ctx.log({ at: new Date().toISOString(), level: 'error', msg: String((error.cause as Error)?.stack ?? error) })
      return event.url.pathname.startsWith('/console') ? consoleErrorPage(error, event) : toErrorResponse(error, event)
    },
    onResponse: async (response, event) => {
      const state = requestState(event)
      if (!state) return
      if (state.at !== undefined) {
        const duration_ms = Math.round((performance.now() - state.start) * 100) / 100
        testMode!.requests.record({ at: isoAt(state.at), method: event.req.method, path: event.url.pathname, status: response.status, duration_ms, userId: state.userId ?? null })
      }
      if (!logging) return
      ctx.log({
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
    allowMalformedURL: true,
  })

  app.use(storageGuard(ctx))
  for (const route of routes) {
    const handler = toHandler(route, ctx)
    app.on(route.method, route.path, handler)
    // HEAD is GET without the body (h3 drops it), as the Allow header of a 405 promises. Registered, not
    // left to h3's HEAD→GET fallback: that runs only when nothing matches HEAD, and the app.all('/**')
    // catch-all below always does (HEAD /healthz would be a 405).
    if (route.method === 'GET') app.on('HEAD', route.path, handler)
  }

  // Unknown path → 404; known path, other method → 405 with Allow.
  const matchers = routes.map((r) => ({ re: pathMatcher(r.path), method: r.method, path: r.path }))
  const fixedPaths = new Set(routes.filter((r) => !r.path.includes(':')).map((r) => r.path))
  // A fixed path is never an id: on /api/orders/normal only its own routes count (GET is 405, not the order "normal").
  const allowedAt = (pathname: string) => {
    const own = fixedPaths.has(pathname) ? matchers.filter((m) => m.path === pathname) : matchers.filter((m) => m.re.test(pathname))
    const methods = [...new Set(own.map((m) => m.method))]
    return methods.includes('GET') ? [...methods, 'HEAD'] : methods
  }
  const notAllowed = (event: H3Event) => {
    const allowed = allowedAt(event.url.pathname)
    if (allowed.length === 0) throw new AppError('ROUTE_NOT_FOUND', `No endpoint at ${event.url.pathname}.`)
    if (event.req.method === 'OPTIONS') return optionsResponse(event, [...allowed, 'OPTIONS'], cors)
    throw new AppError('METHOD_NOT_ALLOWED', `${event.req.method} is not allowed on ${event.url.pathname}; use ${allowed.join(', ')}.`, {
      headers: { allow: allowed.join(', ') },
    })
  }
  // The router would hand a fixed path's other methods to a route with a parameter in its place.
  for (const fixed of fixedPaths) {
    const own = new Set(matchers.filter((m) => m.path === fixed).map((m) => m.method))
    const shadowing = new Set(matchers.filter((m) => m.path.includes(':') && m.re.test(fixed) && !own.has(m.method)).map((m) => m.method))
    if (shadowing.has('GET')) shadowing.add('HEAD')
    for (const method of shadowing) app.on(method, fixed, notAllowed)
  }
  app.all('/**', notAllowed)
  return app
}

const decodes = (path: string): boolean => {
  try {
    decodeURI(path)
    return true
  } catch {
    return false
  }
}

/** Test mode: the first matching fault delays the request, answers it with its status, or both. */
function injectFault(event: H3Event, testMode: TestMode): Promise<void> | undefined {
  const fault = testMode.faults.take(event.req.method, event.url.pathname)
  if (!fault) return undefined
  if (fault.status !== null) requestState(event).faulted = true
  if (fault.latency_ms === 0) {
    if (fault.status !== null) throw faultError(fault)
    return undefined
  }
  return new Promise<void>((resolve) => setTimeout(resolve, fault.latency_ms)).then(() => {
    if (fault.status !== null) throw faultError(fault)
  })
}
