// The seed options and the dataset's state: all `serve` needs on an existing dataset, so it loads
// none of the generator, its reference tables or the seeding pipeline (src/seeding/seeding.ts, loaded
// by a dynamic import only when there is something to seed).
import { dayOf, isIsoDate } from '../clock.ts'
import type { Db } from '../db/open.ts'
import { readDatasetInfo } from '../db/settings.ts'
import { AppError } from '../errors.ts'
import type { SeedOptions } from './seeding.ts'

export type DatasetState = 'empty' | 'complete' | 'incomplete'

/** "incomplete": rows without the marker the seeder writes last (left by an interrupted seed of an older firmbase). */
export function datasetState(db: Db): DatasetState {
  if (readDatasetInfo(db).fingerprint) return 'complete'
  const any = db.stmt('SELECT EXISTS (SELECT 1 FROM companies) OR EXISTS (SELECT 1 FROM gst_registrations) OR EXISTS (SELECT 1 FROM directors) AS n').get() as { n: number }
  return any.n ? 'incomplete' : 'empty'
}

export function validateSeedOptions(o: { seed?: unknown; companies?: unknown; asOf?: unknown; cache?: unknown }): Omit<SeedOptions, 'reset'> {
  const int = (raw: unknown, name: string, fallback: number, min: number, max: number) => {
    if (raw === undefined || raw === '') return fallback
    const v = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
    if (!Number.isSafeInteger(v) || v < min || v > max) throw new AppError('USAGE', `--${name} must be a whole number from ${min} to ${max}`)
    return v
  }
  const asOf = o.asOf === undefined || o.asOf === '' ? dayOf(Date.now()) : String(o.asOf)
  if (!isIsoDate(asOf)) {
    throw new AppError('USAGE', '--as-of must be a date YYYY-MM-DD')
  }
  if (asOf < '2018-01-01') throw new AppError('USAGE', '--as-of must be 2018-01-01 or later (GST began 2017-07-01)')
  return {
    seed: int(o.seed, 'seed', 1, 0, 2 ** 32 - 1),
    companies: int(o.companies, 'companies', 10_000, 0, 5_000_000),
    asOf,
    // --no-cache; otherwise the environment decides (src/seeding/cache.ts).
    ...(o.cache === false && { cache: false as const }),
  }
}
