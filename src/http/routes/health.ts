import type { AppContext } from '../context.ts'
import { readDatasetInfo } from '../../db/settings.ts'
import { bool, int, nullable, obj, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

export function healthRoutes(deps: AppContext): Route[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      auth: 'none',
      handler: () => {
        const { seed, as_of, fingerprint, companies, directors, gst } = readDatasetInfo(deps.db)
        const { live, live_through, target, catching_up } = deps.living.state()
        return {
          status: 'ok',
          version: deps.version,
          uptime_s: Math.floor((Date.now() - deps.startedAt) / 1000),
          dataset: { seed, as_of, fingerprint, companies, directors, gst },
          // The living registry: the day it holds records through, and whether days are still landing.
          registry: { live, as_of, live_through, target, catching_up },
        }
      },
      doc: {
        summary:
          'Liveness, version, the dataset (seed, as-of date, fingerprint, counts) and the living registry (the day it is live through; catching_up while a backlog of days lands)',
        tag: 'Health',
      },
      response: obj({
        status: { const: 'ok' },
        version: str,
        uptime_s: int,
        dataset: obj({ seed: nullable(int), as_of: nullable(str), fingerprint: nullable(str), companies: int, directors: int, gst: int }),
        registry: obj({ live: bool, as_of: nullable(str), live_through: nullable(str), target: nullable(str), catching_up: bool }),
      }),
    }),
  ]
}
