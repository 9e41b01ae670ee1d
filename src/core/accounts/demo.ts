import { readFileSync } from 'node:fs'
import { writeOwnFile } from '../../db/own-file.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import { DEMO, type DemoRole } from './demo-sign-ins.ts'
import { createApiKey, createUser, hashApiKey, type CreatedUser } from './users.ts'

export type { DemoRole } from './demo-sign-ins.ts'
export type DemoCredentials = Record<DemoRole, CreatedUser>

const ROLES = Object.keys(DEMO) as DemoRole[]

export function createDemoAccounts(db: Db, clock: Clock): DemoCredentials {
  return db.durableTransaction(() => Object.fromEntries(ROLES.map((role) => [role, createUser(db, clock, DEMO[role])])) as DemoCredentials)
}

const credentialsPath = (dbPath: string) => `${dbPath}.credentials.json`

/** The keys are shown once; this file (mode 0600) keeps them for scripts. */
export function writeCredentialsFile(dbPath: string, creds: Record<DemoRole, Pick<CreatedUser, 'userId' | 'apiKey' | 'role' | 'plan'>>): string | null {
  if (dbPath === ':memory:') return null
  const file = credentialsPath(dbPath)
  const body = Object.fromEntries(Object.entries(creds).map(([k, u]) => [k, { userId: u.userId, apiKey: u.apiKey, role: u.role, plan: u.plan }]))
  writeOwnFile(file, JSON.stringify(body, null, 2) + '\n')
  return file
}

/**
 * Working API keys of the three demo accounts (for `firmbase exec`): those in the credentials file
 * while they still open their accounts; otherwise a new key for each demo account (created when
 * missing), written back to the file.
 */
export function ensureDemoKeys(db: Db, clock: Clock, dbPath: string): Record<DemoRole, string> {
  const saved = readCredentials(dbPath)
  const valid = (role: DemoRole) => {
    const key = saved?.[role]?.apiKey
    if (typeof key !== 'string') return false
    const row = db.first(
      db.kysely
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select('u.email')
        .where('k.key_hash', '=', hashApiKey(key))
        .where('k.revoked_at', 'is', null)
        .where('u.status', '=', 'active'),
    )
    return row?.email === DEMO[role].email
  }
  if (saved && ROLES.every(valid)) return Object.fromEntries(ROLES.map((r) => [r, saved[r]!.apiKey])) as Record<DemoRole, string>
  const creds = db.durableTransaction(() =>
    Object.fromEntries(
      ROLES.map((role) => {
        const user = db.first(db.kysely.selectFrom('users').select(['id', 'role']).where('email', '=', DEMO[role].email))
        if (!user) return [role, createUser(db, clock, DEMO[role])]
        return [role, { userId: user.id, apiKey: createApiKey(db, clock, user.id).apiKey, role: user.role, plan: DEMO[role].plan ?? 'free' }]
      }),
    ),
  ) as Record<DemoRole, Pick<CreatedUser, 'userId' | 'apiKey' | 'role' | 'plan'>>
  writeCredentialsFile(dbPath, creds)
  return Object.fromEntries(ROLES.map((r) => [r, creds[r].apiKey])) as Record<DemoRole, string>
}

function readCredentials(dbPath: string): Partial<Record<DemoRole, { apiKey?: unknown }>> | undefined {
  if (dbPath === ':memory:') return undefined
  try {
    return JSON.parse(readFileSync(credentialsPath(dbPath), 'utf8'))
  } catch {
    return undefined
  }
}
