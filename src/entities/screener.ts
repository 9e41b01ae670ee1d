// Saved screeners (an FQL query with a name), in table order. A screener's `builtin` (it has no
// owner) is computed in src/core/lists/screeners.ts.
import type { Field } from './field.ts'

/** What a screener searches: companies or GST registrations (the FQL search types). */
export const SCREENER_TYPES = ['company', 'gst'] as const

export const SCREENER_FIELDS = [
  { column: 'id', key: 'id', type: 'text', label: 'Screener id' },
  // NULL: built in, visible to everyone.
  { column: 'owner_id', type: 'text', nullable: true, label: 'Owner' },
  { column: 'name', key: 'name', type: 'text', label: 'Name' },
  { column: 'type', key: 'type', type: 'text', label: 'Searches', values: SCREENER_TYPES },
  { column: 'query', key: 'query', type: 'text', label: 'FQL query' },
  { column: 'description', key: 'description', type: 'text', nullable: true, label: 'Description' },
  { column: 'created_at', key: 'created_at', type: 'time', label: 'Created' },
  { column: 'updated_at', key: 'updated_at', type: 'time', label: 'Updated' },
] as const satisfies readonly Field[]
