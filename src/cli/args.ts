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
  cache: {
    type: 'boolean',
    description: 'Copy a dataset seeded before with the same options from the cache (default; --no-cache seeds afresh; env FIRMBASE_NO_CACHE=1, FIRMBASE_CACHE_DIR)',
  },
} as const satisfies ArgsDef
