// Forward-only migrations. schema.sql always describes the latest version and creates a fresh
// database at SCHEMA_VERSION directly; an older database runs every step above its version, in order.
// A step changes what CREATE TABLE IF NOT EXISTS cannot (added columns, changed constraints).
export interface Migration { version: number; sql: string }

export const migrations: Migration[] = [
  // 2: recently registered — appointments_date became appointments_date_cin (schema.sql creates it).
  { version: 2, sql: 'DROP INDEX IF EXISTS appointments_date;' },
  // 3: every address has its district (empty in datasets seeded before; a reseed fills it).
  { version: 3, sql: "ALTER TABLE companies ADD COLUMN district TEXT NOT NULL DEFAULT ''; ALTER TABLE gst_registrations ADD COLUMN district TEXT NOT NULL DEFAULT '';" },
]

export const SCHEMA_VERSION = 1 + migrations.length
