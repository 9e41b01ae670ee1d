// The settings table: small named values (JWT secrets, the dataset marker) read through one place.
import type { Db } from './open.ts'

export interface DatasetInfo {
  seed: number | null
  as_of: string | null
  fingerprint: string | null
  companies: number
  directors: number
  gst: number
  /** Digests of the fixture documents written into the dataset, in order (src/records/fixtures.ts). */
  fixtures?: string[]
  /** The last day of the living registry materialised (src/living/); none: the registry is as seeded. */
  live_through?: string | null
  /** Companies the seed generated (the living registry's volumes scale with it; `companies` counts every row). */
  seeded_companies?: number
  /** A living day whose rows are being taken back (src/living/day.ts rollBackInSteps): the marker moves again when they are gone. */
  rolling_back?: string
}

export function getSetting(db: Db, key: string): string | undefined {
  return db.first(db.kysely.selectFrom('settings').select('value').where('key', '=', key))?.value
}

export function setSetting(db: Db, key: string, value: string): void {
  db.run(
    db.kysely
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value })),
  )
  // What is kept for the dataset looks at the marker again once something was written (src/db/dataset-cache.ts).
  db.touch()
}

/** The dataset facts the seeder recorded; counts are stored so /healthz stays O(1) on big datasets. */
export function readDatasetInfo(db: Db): DatasetInfo {
  const raw = getSetting(db, 'dataset')
  if (!raw) return { seed: null, as_of: null, fingerprint: null, companies: 0, directors: 0, gst: 0 }
  return JSON.parse(raw) as DatasetInfo
}
