import { defineCommand } from 'citty'
import { apiDocument } from '../app.ts'
import { createClock } from '../clock.ts'
import { resolveConfig } from '../config.ts'
import { openDb } from '../db/open.ts'
import { QuotaLedger } from '../core/access/quotas.ts'
import { createTestMode } from '../core/test-mode.ts'
import { VERSION } from '../version.ts'

/** `firmbase openapi`: the document /openapi.json serves, without a database or a server. */
export const openapiCommand = defineCommand({
  meta: { name: 'openapi', description: 'Print the OpenAPI 3.1 document' },
  args: {
    'service-name': { type: 'string', description: 'Service name in the title (default FirmBase)' },
    'test-mode': { type: 'boolean', description: 'Include the /__admin/ endpoints' },
  },
  run: ({ args }) => {
    const config = resolveConfig({ db: ':memory:', serviceName: args['service-name'] as string | undefined })
    const db = openDb(':memory:')
    try {
      const doc = apiDocument({
        db,
        config,
        clock: createClock(),
        log: () => {},
        version: VERSION,
        startedAt: Date.now(),
        testMode: args['test-mode'] ? createTestMode(db, new QuotaLedger(db), Date.now()) : undefined,
      })
      process.stdout.write(JSON.stringify(doc, null, 2) + '\n')
    } finally {
      db.close()
    }
  },
})
