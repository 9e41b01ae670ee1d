// Details of one company, GST registration or director, as the API answers them.
import type { LRUCache } from 'lru-cache'
import { MiB, textKeyedCache } from '../../db/bounded-cache.ts'
import { forDataset } from '../../db/dataset-cache.ts'
import type { Db } from '../../db/open.ts'
import { appointmentsOfDirector, companyByCin, directorByDin, gstByGstin } from '../../db/registry.ts'
import { AppError } from '../../errors.ts'
import { companyRecord, directorRecord, gstRecord } from './records.ts'

/** Records kept on the main thread: least recently used first out, past this many or about this many bytes (records and their JSON text). */
export const DETAILS_CACHE = { max: 20_000, maxBytes: 8 * MiB } as const

/**
 * The records of this database, by kind and identifier, for as long as the registry's data is the
 * same (src/db/dataset-cache.ts): a details lookup is the API's hottest path, and a record read again
 * (a test's fixture, a demo's company, a client's watch list) skips the row read and its shaping.
 */
const kept = (db: Db): LRUCache<string, { record: object; text: string }> =>
  forDataset(db, 'details', () => textKeyedCache<{ record: object; text: string }>(DETAILS_CACHE.max, DETAILS_CACHE.maxBytes))

/** Frozen, with its lists and their items: one record object answers many requests. */
function frozen<T extends object>(record: T): T {
  for (const value of Object.values(record)) {
    if (!Array.isArray(value)) continue
    for (const item of value) if (typeof item === 'object' && item !== null) Object.freeze(item)
    Object.freeze(value)
  }
  return Object.freeze(record)
}

const texts = new WeakMap<object, string>()

/** A record's JSON text: a kept record's was made once, when it was kept (a details answer is the record and a few fields). */
export const recordJson = (record: object): string => texts.get(record) ?? JSON.stringify(record)

function cached<T extends object>(db: Db, key: string, read: () => T): T {
  const records = kept(db)
  const hit = records.get(key)
  if (hit) return hit.record as T
  const record = frozen(read())
  const text = JSON.stringify(record)
  texts.set(record, text)
  // The text counts against the bound with the record.
  records.set(key, { record, text })
  return record
}

export function companyDetails(db: Db, cin: string) {
  return cached(db, `c${cin}`, () => {
    const row = companyByCin(db, cin)
    if (!row) throw new AppError('NOT_FOUND', `No company with CIN ${cin}`)
    return companyRecord(row)
  })
}

export function gstDetails(db: Db, gstin: string) {
  return cached(db, `g${gstin}`, () => {
    const row = gstByGstin(db, gstin)
    if (!row) throw new AppError('NOT_FOUND', `No GST registration ${gstin}`)
    return gstRecord(row)
  })
}

export function directorDetails(db: Db, din: string) {
  return cached(db, `d${din}`, () => {
    const row = directorByDin(db, din)
    if (!row) throw new AppError('NOT_FOUND', `No director with DIN ${din}`)
    return directorRecord(row, appointmentsOfDirector(db, din))
  })
}
