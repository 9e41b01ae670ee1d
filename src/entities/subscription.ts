// Subscriptions (plans) and offer activations, in table order. A subscription's `status` (scheduled,
// active or expired, by the clock) and an offer's (always active: only those in force are listed) are
// computed in src/core/accounts/subscriptions.ts.
import type { Field } from './field.ts'

export const SUBSCRIPTION_FIELDS = [
  { column: 'id', type: 'text', label: 'Subscription id' },
  { column: 'user_id', type: 'text', nullable: true, label: 'User' },
  { column: 'plan', key: 'plan', type: 'text', label: 'Plan' },
  { column: 'features', key: 'features', type: 'array', show: 'list', label: 'Features' },
  { column: 'starts_at', key: 'starts_at', type: 'time', label: 'Starts' },
  { column: 'expires_at', key: 'expires_at', type: 'time', label: 'Expires' },
  { column: 'created_at', type: 'time', label: 'Granted' },
] as const satisfies readonly Field[]

export const OFFER_FIELDS = [
  { column: 'id', type: 'text', label: 'Activation id' },
  { column: 'user_id', type: 'text', label: 'User' },
  { column: 'offer_id', key: 'offer_id', type: 'text', label: 'Offer id' },
  { column: 'offer_name', key: 'offer_name', type: 'text', label: 'Offer' },
  { column: 'features', key: 'features', type: 'array', show: 'list', label: 'Features' },
  { column: 'activated_at', key: 'activated_at', type: 'time', label: 'Activated' },
  { column: 'expires_at', key: 'expires_at', type: 'time', label: 'Expires' },
] as const satisfies readonly Field[]

/** A subscription's status on the clock: not yet started, in force, or over. */
export const SUBSCRIPTION_STATUSES = ['scheduled', 'active', 'expired'] as const
