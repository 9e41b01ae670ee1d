// The demo accounts and their published passwords (README, the home page): data only, so that the
// password sign-in (users.ts) can recognise them without importing the account creation (demo.ts).
import type { NewUser } from './users.ts'

export type DemoRole = 'admin' | 'premium' | 'free'

/** First serve of an empty database: an admin, a premium user (all features, 1,000 credits), a free user. */
export const DEMO: Record<DemoRole, NewUser> = {
  admin: { name: 'Demo Admin', email: 'admin@firmbase.local', role: 'admin', plan: 'premium', credits: 0, password: 'firmbase-admin' },
  premium: { name: 'Demo Premium', email: 'premium@firmbase.local', plan: 'premium', credits: 1000, password: 'firmbase-premium' },
  free: { name: 'Demo Free', email: 'free@firmbase.local', plan: 'free', credits: 10, password: 'firmbase-free' },
}
/** The demo sign-ins as the home page and the README publish them. */
export const DEMO_SIGN_INS = (['premium', 'free', 'admin'] as const).map((role) => ({ role, email: DEMO[role].email, password: DEMO[role].password as string }))

/** Whether this is a demo account's published password, which anyone who read the README knows. */
export const isPublishedDemoPassword = (email: string, password: string): boolean => DEMO_SIGN_INS.some((d) => d.email === email.trim().toLowerCase() && d.password === password)
