import type { ArgsDef } from 'citty'

// Shared argument fragments, spread into every command.
export const commonArgs = {
  db: { type: 'string', description: 'SQLite database file (env FIRMBASE_DB, default ./firmbase.db)' },
  json: { type: 'boolean', description: 'Machine-readable output: one JSON document on stdout' },
  debug: { type: 'boolean', description: 'Print stack traces on errors' },
} as const satisfies ArgsDef

export const datasetArgs = {
  companies: { type: 'string', description: 'Number of companies to generate (default 10000)' },
  seed: { type: 'string', description: 'PRNG seed (default 1)' },
} as const satisfies ArgsDef
