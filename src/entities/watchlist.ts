// Watchlists and their members (contract §5), in table order. A list's `count` (its members) is
// computed in src/core/lists/watchlists.ts.
import type { Field } from './field.ts'

/** What a list holds: companies, directors or GST registrations (its members are all of its type). */
export const WATCHLIST_TYPES = ['company', 'director', 'gst'] as const

export const WATCHLIST_FIELDS = [
  { column: 'id', key: 'id', type: 'text', label: 'Watchlist id' },
  { column: 'user_id', type: 'text', label: 'Owner' },
  { column: 'name', key: 'name', type: 'text', label: 'Watchlist' },
  { column: 'type', key: 'type', type: 'text', label: 'Of', values: WATCHLIST_TYPES },
  { column: 'created_at', key: 'created_at', type: 'time', label: 'Created' },
] as const satisfies readonly Field[]

export const WATCHLIST_ITEM_FIELDS = [
  { column: 'watchlist_id', type: 'text', label: 'Watchlist id' },
  { column: 'identifier', key: 'identifier', type: 'text', label: 'Identifier' },
  { column: 'name', key: 'name', type: 'text', label: 'Name' },
  { column: 'type', key: 'type', type: 'text', label: 'Type', values: WATCHLIST_TYPES },
  { column: 'added_at', key: 'added_at', type: 'time', label: 'Added' },
] as const satisfies readonly Field[]
