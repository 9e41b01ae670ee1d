import type { AppContext } from '../../app.ts'
import { readDatasetInfo } from '../../core/dataset.ts'
import type { Route } from '../route.ts'

export function healthRoutes(deps: AppContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/healthz',
      handler: () => ({
        status: 'ok',
        version: deps.version,
        uptime_s: Math.floor((Date.now() - deps.startedAt) / 1000),
        dataset: readDatasetInfo(deps.db),
      }),
    },
  ]
}
