// Blocked addresses, in table order: the Block record is the row, every column under its own name.
import type { Field } from './field.ts'

/** Who blocked it: an administrator, the failed-authentication scan, or the malicious-pattern check. */
export const BLOCK_SOURCES = ['admin', 'failed_auth', 'malicious'] as const

export const BLOCKED_IP_FIELDS = [
  { column: 'ip', key: 'ip', type: 'text', label: 'Address' },
  { column: 'reason', key: 'reason', type: 'text', label: 'Reason' },
  { column: 'source', key: 'source', type: 'text', label: 'Source', values: BLOCK_SOURCES },
  { column: 'blocked_at', key: 'blocked_at', type: 'time', label: 'Since' },
  { column: 'expires_at', key: 'expires_at', type: 'time', label: 'Until' },
] as const satisfies readonly Field[]
