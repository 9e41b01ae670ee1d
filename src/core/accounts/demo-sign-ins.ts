// The demo accounts and their published passwords (README, the home page): data only, so that the
// password sign-in (users.ts) can recognise them without importing the account creation (demo.ts).
import type { Config } from '../../config.ts'
import { isNetworkBind } from '../access/addresses.ts'
import type { NewUser } from './users.ts'

export type DemoRole = 'admin' | 'premium' | 'free'

/**
 * First serve of an empty database: an admin, a premium user (all features, 1,000 credits), a free user.
 * Their bcrypt hashes are made once, here: the passwords are published, so a salt of their own per
 * database protects nothing, and hashing three at cost 10 took half a second of every fresh start
 * (a test checks each hash against its password).
 */
export const DEMO: Record<DemoRole, NewUser> = {
  admin: {
    name: 'Demo Admin',
    email: 'admin@firmbase.local',
    role: 'admin',
    plan: 'premium',
    credits: 0,
    password: 'firmbase-admin',
    passwordHash: '$2b$10$EpgwNrKAUWR.7ydhCQBIGe18..EPmgLfr2OZgnAMwAQV/b3n1HPHu',
  },
  premium: {
    name: 'Demo Premium',
    email: 'premium@firmbase.local',
    plan: 'premium',
    credits: 1000,
    password: 'firmbase-premium',
    passwordHash: '$2b$10$n5gbNgRnEtvC5hwxw38fAOw05K7TZecGX5tjSAxPiAhTjiZ0puGvy',
  },
  free: {
    name: 'Demo Free',
    email: 'free@firmbase.local',
    plan: 'free',
    credits: 10,
    password: 'firmbase-free',
    passwordHash: '$2b$10$BtKdvLBKPRPsj4Up47hiCOqzUQtX2LxUftYgDAlp2d4ytprM4yjde',
  },
}
/** The demo sign-ins as the home page and the README publish them. */
export const DEMO_SIGN_INS = (['premium', 'free', 'admin'] as const).map((role) => ({ role, email: DEMO[role].email, password: DEMO[role].password as string }))

/** Whether this is a demo account's published password, which anyone who read the README knows. */
export const isPublishedDemoPassword = (email: string, password: string): boolean => DEMO_SIGN_INS.some((d) => d.email === email.trim().toLowerCase() && d.password === password)

/**
 * The demo accounts' published passwords, and keys a fixture document chose, sign in on loopback, and
 * on a network bind only when the operator asked for it (--demo-passwords): anyone on the network
 * has read the README and the guides.
 */
export const publishedPasswordsWork = (config: Pick<Config, 'host' | 'demoPasswords'>): boolean => config.demoPasswords || !isNetworkBind(config.host)
