import type { H3Event, HTTPMethod } from 'h3'
import type { GenericSchema } from 'valibot'
import type { QuotaClass } from '../core/access/quotas.ts'
import type { Schema } from './openapi-schemas.ts'

export interface Route {
  method: HTTPMethod
  path: string
  handler: (event: H3Event) => unknown
  /** What the OpenAPI document says of the operation (src/http/openapi.ts); every route has one. */
  doc: RouteDoc
}

export interface RouteDoc {
  summary: string
  tag: string
  description?: string
  /** bearer (default): Bearer token or console cookie; bearer-only: no cookie; admin: admin role; none. */
  auth?: 'none' | 'bearer' | 'bearer-only' | 'admin'
  /** Subscription feature the operation needs. */
  feature?: string
  quota?: QuotaClass
  /** The JSON request body, validated by this very schema. */
  body?: GenericSchema
  bodyOptional?: boolean
  /** Query parameters: name → description (strings unless `page`/`limit`). */
  query?: Record<string, string>
  /** Success status (default 200) and body. */
  status?: number
  response: Schema
  /** An alias kept for older clients: documented as such. */
  aliasOf?: string
  /** Answers HTML (browser pages) instead of JSON. */
  html?: boolean
}

/** Compiles a route path (`/api/orders/:id`) to a matcher, for 405 detection. */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '**' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}/?$`)
}
