import type { H3Event, HTTPMethod } from 'h3'

export interface Route {
  method: HTTPMethod
  path: string
  handler: (event: H3Event) => unknown
}

/** Compiles a route path (`/api/orders/:id`) to a matcher, for 405 detection. */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '**' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}/?$`)
}
