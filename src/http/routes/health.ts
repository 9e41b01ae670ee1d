import type { AppContext } from '../context.ts'
import { readDatasetInfo } from '../../db/settings.ts'
import { int, nullable, obj, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

export function healthRoutes(deps: AppContext): Route[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      auth: 'none',
      handler: () => ({
        status: 'ok',
        version: deps.version,
        uptime_s: Math.floor((Date.now() - deps.startedAt) / 1000),
        dataset: readDatasetInfo(deps.db),
      }),
      doc: { summary: 'Liveness, version and the dataset (seed, as-of date, fingerprint, counts)', tag: 'Health' },
      response: obj({
        status: { const: 'ok' },
        version: str,
        uptime_s: int,
        dataset: obj({ seed: nullable(int), as_of: nullable(str), fingerprint: nullable(str), companies: int, directors: int, gst: int }),
      }),
    }),
  ]
}
