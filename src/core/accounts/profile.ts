import type { Db } from '../../db/open.ts'
import { creditBalance } from '../commerce/credits.ts'
import { type QuotaClass, quotaLimit } from '../access/quotas.ts'
import { QUOTA_CLASSES } from '../../entities/quota-classes.ts'
import { USER_FIELDS } from '../../entities/user.ts'
import { recordOf } from '../records.ts'
import { entitlements, FEATURES } from './subscriptions.ts'
import { requireUserRow } from './users.ts'

const userRecord = recordOf(USER_FIELDS)

/**
 * The caller's own profile: the user's declared fields (src/entities/user.ts: never the hash), then
 * the plan and features of their subscriptions and their credit balance. Never another user's data.
 */
export function userProfile(db: Db, userId: string, now: number) {
  return profileAndEntitlements(db, userId, now).profile
}

function profileAndEntitlements(db: Db, userId: string, now: number) {
  const user = requireUserRow(db, userId)
  const ent = entitlements(db, userId, now)
  return { ent, profile: { ...userRecord(user), plan: ent.premium ? ent.plan : 'free', features: ent.features, credits: creditBalance(db, userId) } }
}

/**
 * The profile as the public docs show it (`GET /api/user/me`): id, email, name, credits and the
 * current subscription, at the top level; the real client's `data` wrapper rides along.
 */
export function documentedProfile(db: Db, userId: string, now: number) {
  const { profile, ent } = profileAndEntitlements(db, userId, now)
  const sub = ent.subscription
  const { id, email, name, credits } = profile
  return {
    ...{ id, email, name, credits },
    subscription: sub ? { plan: sub.plan, status: sub.status, expires_at: sub.expires_at } : { plan: 'free', status: 'active', expires_at: null },
    data: profile,
  }
}

/**
 * The subscription status as the docs' `GET /api/user/subscription-status` shows it: the current
 * subscription, every feature as true or false, and the daily limits (-1: unlimited).
 */
export function subscriptionStatus(db: Db, userId: string, now: number) {
  const ent = entitlements(db, userId, now)
  const sub = ent.subscription
  const limit = (cls: QuotaClass) => quotaLimit(db, userId, cls, ent.premium) ?? -1
  return {
    subscription: sub ? { plan: sub.plan, status: sub.status, starts_at: sub.starts_at, expires_at: sub.expires_at } : null,
    features: Object.fromEntries(FEATURES.map((f) => [f, ent.features.includes(f)])),
    limits: Object.fromEntries(QUOTA_CLASSES.map((c) => [c.limitKey, limit(c.name)])) as Record<(typeof QUOTA_CLASSES)[number]['limitKey'], number>,
  }
}
