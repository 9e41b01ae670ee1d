import { sql, type SqlBool } from 'kysely'
import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import { readDatasetInfo } from '../../db/settings.ts'
import { validationError } from '../../errors.ts'
import { OFFER_FIELDS, SUBSCRIPTION_FIELDS, type SUBSCRIPTION_STATUSES } from '../../entities/subscription.ts'
import { newId } from '../ids.ts'
import { recordOf } from '../records.ts'

const DAY = 86_400_000

/** Subscription features (spec "Feature names seen"). */
export const FEATURES = ['Recent_COMP', 'Recent_DIR', 'Recent_GST', 'API_ACCESS'] as const
/** Plans known by name: premium has every feature, free none. */
export const PLANS = ['free', 'premium'] as const

/**
 * A plan's name and features, checked: feature names must be known; a known plan (any case) is
 * stored in lower case with its own features unless others are given; a custom plan name needs
 * its features given explicitly.
 */
export function planOf(plan: string, features: readonly string[] | undefined): { plan: string; features: string[] } {
  const name = plan.trim()
  if (!name) throw validationError('plan', 'must not be empty')
  checkFeatures(features ?? [])
  const known = (PLANS as readonly string[]).find((p) => p === name.toLowerCase())
  if (features !== undefined) return { plan: known ?? name, features: [...features] }
  if (known === undefined) throw validationError('plan', `${name} is not a known plan (${PLANS.join(', ')}); a custom plan needs its features given`)
  return { plan: known, features: known === 'premium' ? [...FEATURES] : [] }
}

export function checkFeatures(features: readonly string[]): void {
  for (const f of features) if (!(FEATURES as readonly string[]).includes(f)) throw validationError('features', `${f} is not a feature (${FEATURES.join(', ')})`)
}

/** A plan given with a user (`users create --plan`, fixtures, the demo accounts) lasts this long: longer than any test moves the clock. */
export const USER_PLAN_DAYS = 3650

/**
 * Where a grant made outside a server (the CLI, a fixture file, a new user's plan) starts: now, or the
 * start of the dataset's as-of day when that is earlier. A server in test mode starts its clock on a
 * past as-of date: a grant starting at the wall-clock time would not have begun on that clock.
 */
export function startByAsOf(db: Db): number | undefined {
  const asOf = readDatasetInfo(db).as_of
  return asOf ? Date.parse(`${asOf}T00:00:00Z`) : undefined
}

/** A grant's period: from now (or `startBy` when earlier) until `days` (default 30) after now. */
function period(clock: Clock, days = 30, startBy?: number): { now: number; from: string; to: string } {
  if (!Number.isInteger(days) || days < 1) throw validationError('days', 'must be a whole number ≥ 1')
  const now = clock.now()
  return { now, from: isoAt(startBy !== undefined && startBy < now ? startBy : now), to: isoAt(now + days * DAY) }
}

interface Grant {
  userId: string
  days?: number
  /** The latest moment it may start (startByAsOf for grants made outside a server). */
  startBy?: number
}

/** A subscription to a plan (features as planOf decides). */
export function grantSubscription(db: Db, clock: Clock, input: Grant & { plan: string; features?: readonly string[] }) {
  const { plan, features } = planOf(input.plan, input.features)
  const { now, from, to } = period(clock, input.days, input.startBy)
  const row = { id: newId('sub'), user_id: input.userId, plan, features: JSON.stringify(features), starts_at: from, expires_at: to, created_at: from }
  db.run(db.kysely.insertInto('subscriptions').values(row))
  db.touch()
  return toSubscription(row, now)
}

export function grantOffer(db: Db, clock: Clock, input: Grant & { name: string; features: string[] }) {
  if (!input.name.trim()) throw validationError('name', 'must not be empty')
  checkFeatures(input.features)
  const { from, to } = period(clock, input.days, input.startBy)
  const row = {
    id: newId('ofa'),
    user_id: input.userId,
    offer_id: newId('off'),
    offer_name: input.name,
    features: JSON.stringify(input.features),
    activated_at: from,
    expires_at: to,
  }
  db.run(db.kysely.insertInto('offer_activations').values(row))
  db.touch()
  return toOffer(row)
}

const subscriptionRecord = recordOf(SUBSCRIPTION_FIELDS)
const offerRecord = recordOf(OFFER_FIELDS)

/** A subscription's declared fields (src/entities/subscription.ts) and its status by the clock. */
function toSubscription(row: Parameters<typeof subscriptionRecord>[0], now: number) {
  const status: (typeof SUBSCRIPTION_STATUSES)[number] = Date.parse(row.starts_at) > now ? 'scheduled' : Date.parse(row.expires_at) > now ? 'active' : 'expired'
  return { ...subscriptionRecord(row), status }
}

/** An offer's declared fields; only offers in force are listed, so each is active. */
function toOffer(row: Parameters<typeof offerRecord>[0]) {
  return { ...offerRecord(row), status: 'active' }
}

export function listSubscriptions(db: Db, userId: string, now: number) {
  return db.all(db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at')).map((r) => toSubscription(r, now))
}

export function activeOffers(db: Db, userId: string, now: number) {
  const at = isoAt(now)
  return db
    .all(db.kysely.selectFrom('offer_activations').selectAll().where('user_id', '=', userId).where('activated_at', '<=', at).where('expires_at', '>', at).orderBy('activated_at'))
    .map(toOffer)
}

export interface Entitlements {
  /** Premium: an active subscription whose plan is not "free". */
  premium: boolean
  plan: string
  features: string[]
  /** The subscription that sets the tier: the first active paid one, else the newest active one (or none). */
  subscription: ReturnType<typeof toSubscription> | null
}

export function entitlements(db: Db, userId: string, now: number): Entitlements {
  const subs = listSubscriptions(db, userId, now).filter((s) => s.status === 'active')
  const offers = activeOffers(db, userId, now)
  const features = new Set<string>()
  for (const s of [...subs, ...offers]) for (const f of s.features) features.add(f)
  const paid = subs.find((s) => s.plan.toLowerCase() !== 'free')
  return { premium: paid !== undefined, plan: paid?.plan ?? 'free', features: [...features].sort(), subscription: paid ?? subs.at(-1) ?? null }
}

/** Premium tier: an active subscription whose plan is not "free"; `until`: when that can next change by time alone. */
export function premiumStatus(db: Db, userId: string, now: number): { value: boolean; until: number } {
  const subs = db.all(db.kysely.selectFrom('subscriptions').select(['starts_at', 'expires_at']).where('user_id', '=', userId).where(sql<SqlBool>`lower(plan) != 'free'`))
  let premium = false
  let until = Infinity
  for (const s of subs) {
    const start = Date.parse(s.starts_at)
    const end = Date.parse(s.expires_at)
    if (start <= now && now < end) premium = true
    for (const t of [start, end]) if (t > now && t < until) until = t
  }
  return { value: premium, until }
}
