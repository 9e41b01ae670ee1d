import { chmodSync, writeFileSync } from 'node:fs'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/open.ts'
import { createUser, type CreatedUser } from './users.ts'

export interface DemoCredentials { admin: CreatedUser; premium: CreatedUser; free: CreatedUser }

/** First serve of an empty database: an admin, a premium user (all features, 1,000 credits), a free user. */
export function createDemoAccounts(db: Db, clock: Clock): DemoCredentials {
  return db.durableTransaction(() => ({
    admin: createUser(db, clock, { name: 'Demo Admin', email: 'admin@firmbase.local', role: 'admin', plan: 'premium', credits: 0, password: 'firmbase-admin' }),
    premium: createUser(db, clock, { name: 'Demo Premium', email: 'premium@firmbase.local', plan: 'premium', credits: 1000, password: 'firmbase-premium' }),
    free: createUser(db, clock, { name: 'Demo Free', email: 'free@firmbase.local', plan: 'free', credits: 10, password: 'firmbase-free' }),
  }))
}

/** The keys are shown once; this file (mode 0600) keeps them for scripts. */
export function writeCredentialsFile(dbPath: string, creds: DemoCredentials): string | null {
  if (dbPath === ':memory:') return null
  const file = `${dbPath}.credentials.json`
  const body = Object.fromEntries(Object.entries(creds).map(([k, u]) => [k, { userId: u.userId, apiKey: u.apiKey, role: u.role, plan: u.plan }]))
  writeFileSync(file, JSON.stringify(body, null, 2) + '\n', { mode: 0o600 })
  chmodSync(file, 0o600)
  return file
}
