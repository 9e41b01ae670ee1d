import { defineCommand } from 'citty'
import { VERSION } from '../version.ts'
import { creditsCommand, keysCommand, offersCommand, subscriptionsCommand, usersCommand } from './accounts.ts'
import { dbCommand } from './db.ts'
import { seedCommand } from './seed.ts'
import { ipsCommand, securityCommand } from './security.ts'
import { serveCommand } from './serve.ts'
import { execCommand } from './exec.ts'
import { openapiCommand } from './openapi.ts'
import { fixturesCommand, importCommand } from './fixtures.ts'
import { exportCommand } from './export.ts'
import { healthCommand } from './health.ts'
import { recordCommand } from './record.ts'

export const main = defineCommand({
  meta: { name: 'firmbase', version: VERSION, description: 'Local emulator of the Indian business-registry data API' },
  subCommands: {
    serve: serveCommand,
    exec: execCommand,
    seed: seedCommand,
    db: dbCommand,
    users: usersCommand,
    keys: keysCommand,
    credits: creditsCommand,
    subscriptions: subscriptionsCommand,
    offers: offersCommand,
    ips: ipsCommand,
    security: securityCommand,
    openapi: openapiCommand,
    import: importCommand,
    export: exportCommand,
    record: recordCommand,
    fixtures: fixturesCommand,
    health: healthCommand,
  },
})
