// Structures derived from the registry rows, built once the rows are in (after a seed, or by the
// migration to schema 6 for a file seeded before): the GST array fields one row per element, so that
// FQL ==, IN, CONTAINS, STARTSWITH and ENDSWITH on hsnCodes, sacCodes and BusinessActivities read an
// index instead of every registration's JSON (src/core/fql/compile.ts).

/** The array columns of gst_registrations that gst_array_values / gst_array_items index. */
export const GST_ARRAY_COLUMNS = ['hsn_codes', 'sac_codes', 'business_activities'] as const

/** Rebuilds the element tables from gst_registrations (idempotent: emptied first). */
export const BUILD_GST_ARRAYS = [
  'DELETE FROM gst_array_items;',
  'DELETE FROM gst_array_values;',
  ...GST_ARRAY_COLUMNS.map(
    (col) => `INSERT OR IGNORE INTO gst_array_values (field, value) SELECT DISTINCT '${col}', j.value FROM gst_registrations g, json_each(g.${col}) j ORDER BY 2;`,
  ),
  // Registrations outermost (CROSS JOIN fixes the order: left to itself the planner may loop over the
  // values and read every registration's JSON once per value), sorted, then into the key in order.
  ...GST_ARRAY_COLUMNS.map(
    (col) =>
      `INSERT OR IGNORE INTO gst_array_items (value_id, gst) SELECT v.id, g.rowid FROM gst_registrations g CROSS JOIN json_each(g.${col}) j CROSS JOIN gst_array_values v ON v.field = '${col}' AND v.value = j.value ORDER BY 1, 2;`,
  ),
].join('\n')

/** Anything that can run once the registry rows are in place (seeding, or the migration). */
export function buildDerived(exec: (sql: string) => unknown): void {
  exec(BUILD_GST_ARRAYS)
}
