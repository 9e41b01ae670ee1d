import type { Db } from '../../db/open.ts'
import { creditBalance } from '../commerce/credits.ts'
import { entitlements } from './subscriptions.ts'
import { requireUserRow } from './users.ts'

/** The caller's own profile: never a hash, never another user's data. */
export function userProfile(db: Db, userId: string, now: number) {
  const user = requireUserRow(db, userId)
  const ent = entitlements(db, userId, now)
  return {
    userId: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    plan: ent.premium ? ent.plan : 'free',
    features: ent.features,
    credits: creditBalance(db, userId),
    created_at: user.created_at,
  }
}
