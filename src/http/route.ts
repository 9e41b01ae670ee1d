// A route is a declaration: its auth kind, feature, quota class, input schemas, success response and
// error statuses. src/http/pipeline.ts enforces exactly that and src/http/openapi.ts documents it,
// so what a handler does cannot drift from what the docs say.
import type { H3Event, HTTPMethod } from 'h3'
import type * as v from 'valibot'
import type { QuotaClass } from '../core/access/quotas.ts'
import type { AuthUser } from './auth.ts'
import type { Schema } from './openapi-schemas.ts'
import type { RateLimitBody } from './quota.ts'

/**
 * none: no authentication; bearer: `Authorization: Bearer` only; admin: bearer with the admin role;
 * browser: the console's cookie session only (a password sign-in), redirected to the login page without one.
 */
export type AuthKind = 'none' | 'bearer' | 'browser' | 'admin'

export interface Paging {
  page: number
  limit: number
  offset: number
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

/** What a handler receives: the authenticated user and the validated input. */
export interface Input<A extends AuthKind, Q, B> {
  event: H3Event
  user: A extends 'none' ? undefined : AuthUser
  query: Q
  body: B
  params: Record<string, string>
  page: Paging
  /** The counted quota class's state (details responses repeat it in `rate_limit`). */
  rate: RateLimitBody | null
}

export interface RouteDef<A extends AuthKind, QS, BS, P> {
  method: HTTPMethod
  path: string
  auth: A
  /** browser routes only: the role the page needs (API routes use auth: 'admin'). */
  role?: 'admin'
  /** Subscription feature; a function of the validated body when it depends on it. */
  feature?: string | ((body: Out<BS>) => string)
  /** Daily quota class counted once the input is valid (every authenticated request also counts against `api`). */
  quota?: Exclude<QuotaClass, 'api'>
  /** Counts only when this says so (a console page that may just show its form). */
  quotaWhen?: (prepared: P) => boolean
  /** Per-address attempt limit (logins, registrations), taken before the input is read. */
  limit?: 'login' | 'register'
  /** Query parameters (names matched in any case); a strict object refuses unknown ones with 422. */
  query?: QS
  /** JSON body (or, on browser routes and form posts, an urlencoded form). */
  body?: BS
  bodyOptional?: boolean
  /** Checks the JSON body's text before it is parsed (what JSON.parse lets pass silently: a key given twice); throws to refuse. */
  jsonText?: (text: string) => void
  /** A body that fails its schema answers 400 BAD_REQUEST with this detail instead of 422 (the docs' login). */
  badBody?: string
  form?: boolean
  /** page/limit (query on GET, body otherwise): integers ≥ 1, limit clamped to max. */
  paging?: { limit: number; max: number }
  /**
   * The handler runs an input-dependent registry read on the reader pool: it may answer 400
   * QUERY_TIMEOUT past the query deadline, and the class quota is then given back.
   */
  reads?: boolean
  /** Checks that need more than a schema (FQL, date windows); they run before the quota is counted. */
  prepare?: (input: Input<A, Out<QS>, Out<BS>>) => P
  handler: (input: Input<A, Out<QS>, Out<BS>> & { prepared: P }) => unknown
  /** Success status (default 200) and body schema. */
  status?: number
  response: Schema
  /** Error statuses the handler itself answers, with what they mean (the pipeline's own are added). */
  errors?: Record<number, string>
  doc: RouteDoc
}

export interface RouteDoc {
  summary: string
  tag: string
  description?: string
  /** An alias kept for older clients: documented as such. */
  aliasOf?: string
  /** Answers HTML (browser pages) instead of JSON. */
  html?: boolean
  /** Rules across fields that no schema states, by the field a refusal names (OpenAPI `x-rules`). */
  rules?: Record<string, string>
  /** A success that is neither JSON nor HTML: its media types (assets). */
  media?: readonly string[]
  /** Also answers CSV (on request): what its rows and columns are. */
  csv?: string
  /** The body's JSON Schema when the handler checks it itself (a fixture document), in place of the body schema's. */
  bodySchema?: Record<string, unknown>
}

/** Any route, whatever its input types: what the route list holds. */
export type Route = RouteDef<AuthKind, any, any, any>

/** Declares a route; its handler's input types come from the schemas. */
export function defineRoute<A extends AuthKind, QS extends v.GenericSchema | undefined = undefined, BS extends v.GenericSchema | undefined = undefined, P = undefined>(
  route: RouteDef<A, QS, BS, P>,
): Route {
  return route as Route
}

/** Compiles a route path (`/api/orders/:id`) to a matcher, for 405 detection. */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '**' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}/?$`)
}
