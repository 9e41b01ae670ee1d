import { readFileSync } from 'node:fs'

declare global {
  // Set by the single-executable build (scripts/build.ts), which has no schema.sql beside it.
  var __FIRMBASE_SCHEMA__: string | undefined
}

export const schemaSql: string = globalThis.__FIRMBASE_SCHEMA__ ?? readFileSync(new URL('../../schema.sql', import.meta.url), 'utf8')
