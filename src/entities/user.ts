// Users, in table order: the Profile (`GET /api/users/me`) shows the keyed fields. Its `plan`,
// `features` and `credits` come from the subscriptions and the credit ledger
// (src/core/accounts/profile.ts), not from this row.
import type { Field } from './field.ts'

export const USER_ROLES = ['user', 'admin'] as const
export const USER_STATUSES = ['active', 'suspended'] as const

export const USER_FIELDS = [
  { column: 'id', key: 'userId', alsoKeys: ['id'], type: 'text', label: 'User id' },
  { column: 'name', key: 'name', type: 'text', label: 'Name' },
  { column: 'email', key: 'email', type: 'text', label: 'Email' },
  // NULL: the account signs in with API keys only.
  { column: 'password_hash', type: 'text', nullable: true, label: 'Password hash' },
  { column: 'role', key: 'role', type: 'text', label: 'Role', values: USER_ROLES },
  { column: 'status', key: 'status', type: 'text', label: 'Status', values: USER_STATUSES },
  // The plan the account was made with; the Profile's plan is the subscriptions' (see above).
  { column: 'plan', type: 'text', label: 'Plan' },
  { column: 'created_at', key: 'created_at', type: 'time', label: 'Created' },
] as const satisfies readonly Field[]
