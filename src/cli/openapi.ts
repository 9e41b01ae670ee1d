import { defineCommand } from 'citty'
import { apiDocument } from '../app.ts'
import { createClock } from '../clock.ts'
import { resolveConfig } from '../config.ts'
import { openDb } from '../db/open.ts'
import { createServices } from '../services.ts'

/** `firmbase openapi`: the document /openapi.json (or with --console, /openapi-console.json) serves, without a database or a server. */
export const openapiCommand = defineCommand({
  meta: { name: 'openapi', description: 'Print the OpenAPI 3.1 document' },
  args: {
    'service-name': { type: 'string', description: 'Service name in the title (default FirmBase)' },
    'test-mode': { type: 'boolean', description: 'Include the /__admin/ endpoints (in the console document)' },
    console: { type: 'boolean', description: 'The document of the console, static files and /__admin/ (/openapi-console.json) instead of the API’s' },
  },
  run: ({ args }) => {
    const config = resolveConfig({ db: ':memory:', serviceName: args['service-name'] as string | undefined })
    const db = openDb(':memory:')
    try {
      const doc = apiDocument(createServices(db, config, { clock: createClock(), log: () => {}, testMode: args['test-mode'] === true }), args.console ? 'console' : 'api')
      process.stdout.write(JSON.stringify(doc, null, 2) + '\n')
    } finally {
      db.close()
    }
  },
})
