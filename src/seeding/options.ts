// The seed options and the dataset's state: all `serve` needs on an existing dataset, so it loads
// none of the generator, its reference tables or the seeding pipeline (src/seeding/seeding.ts, loaded
// by a dynamic import only when there is something to seed).
import { dayOf } from '../clock.ts'
import { type Raw, resolveOptions } from '../config.ts'
import { DATASET_OPTIONS } from '../options.ts'
import { cacheFrom } from './cache.ts'
import type { Db } from '../db/open.ts'
import { readDatasetInfo } from '../db/settings.ts'
import type { SeedOptions } from './seeding.ts'

export type DatasetState = 'empty' | 'complete' | 'incomplete'

/** "incomplete": rows without the marker the seeder writes last (left by an interrupted seed of an older firmbase). */
export function datasetState(db: Db): DatasetState {
  if (readDatasetInfo(db).fingerprint) return 'complete'
  const any = db.stmt('SELECT EXISTS (SELECT 1 FROM companies) OR EXISTS (SELECT 1 FROM gst_registrations) OR EXISTS (SELECT 1 FROM directors) AS n').get() as { n: number }
  return any.n ? 'incomplete' : 'empty'
}

/** The dataset's options from flags (or a caller's values), the environment and the defaults (src/options/dataset.ts); `asOf` defaults to today. */
export function validateSeedOptions(flags: Raw<typeof DATASET_OPTIONS>, env: NodeJS.ProcessEnv = process.env): Omit<SeedOptions, 'reset'> {
  const o = resolveOptions(DATASET_OPTIONS, flags, env)
  return { seed: o.seed, companies: o.companies, asOf: o.asOf ?? dayOf(Date.now()), cache: cacheFrom(o, env) }
}
