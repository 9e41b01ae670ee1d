import { existsSync } from 'node:fs'
import type { Db } from './open.ts'
import { AppError } from '../errors.ts'
import { readDatasetInfo, type DatasetInfo } from './settings.ts'

export interface DbStats {
  companies: number
  directors: number
  gst: number
  users: number
  schema_version: number
  dataset: Pick<DatasetInfo, 'seed' | 'as_of' | 'fingerprint'>
}

const count = (db: Db, table: string): number => (db.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

export function dbStats(db: Db): DbStats {
  const info = readDatasetInfo(db)
  return {
    companies: count(db, 'companies'),
    directors: count(db, 'directors'),
    gst: count(db, 'gst_registrations'),
    users: count(db, 'users'),
    schema_version: db.sqlite.pragma('user_version', { simple: true }) as number,
    dataset: { seed: info.seed, as_of: info.as_of, fingerprint: info.fingerprint },
  }
}

export function checkDb(db: Db): { ok: boolean; problems: string[] } {
  // Some damage makes the check itself fail ("database disk image is malformed"): that is a finding too.
  const attempt = <T>(fn: () => T[], failed: (message: string) => string): T[] | string[] => {
    try {
      return fn()
    } catch (error) {
      return [failed((error as Error).message)]
    }
  }
  const integrity = attempt(
    () => (db.sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check),
    (m) => `integrity check stopped: ${m}`,
  )
  const fk = attempt(
    () =>
      (db.sqlite.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[]).map(
        (r) => `foreign key: ${r.table} row ${r.rowid} points to a missing ${r.parent}`,
      ),
    (m) => `foreign key check stopped: ${m}`,
  )
  const problems = [...integrity.filter((r) => r !== 'ok'), ...fk] as string[]
  return { ok: problems.length === 0, problems }
}

export async function backupDb(db: Db, file: string): Promise<{ file: string; pages: number }> {
  if (existsSync(file)) throw new AppError('USAGE', `${file} already exists; choose a new file`)
  const result = await db.sqlite.backup(file)
  return { file, pages: result.totalPages }
}

/** What giving back a take-back's space did: the file compacted, or its free pages left for `db compact`. */
export type SpaceGivenBack = { before: number; after: number } | { free: number; total: number }

/** Free pages worth giving back: a tenth of the file or more (a year of days at 1,000 companies is ~0.6 MB of 4.5). */
export function spaceToGiveBack(db: Db): { free: number; total: number } | undefined {
  const pageSize = db.sqlite.pragma('page_size', { simple: true }) as number
  const free = (db.sqlite.pragma('freelist_count', { simple: true }) as number) * pageSize
  const total = (db.sqlite.pragma('page_count', { simple: true }) as number) * pageSize
  return free >= 64 * 1024 && free * 10 >= total ? { free, total } : undefined
}

/** Files up to this size are compacted by the living registry itself after days are taken back (VACUUM holds the write lock ~0.5 s at 128 MB). */
export const COMPACT_IN_PLACE_MAX_BYTES = 128 * 1024 * 1024

/**
 * Rewrites the file without its free pages (VACUUM, which keeps rowids, so the trigram indexes still
 * point at their rows) and checkpoints the WAL into it, so the file on disk shrinks. The bytes before and after.
 */
export function compactDb(db: Db): { before: number; after: number } {
  const size = () => (db.sqlite.pragma('page_count', { simple: true }) as number) * (db.sqlite.pragma('page_size', { simple: true }) as number)
  const before = size()
  db.sqlite.exec('VACUUM')
  if (!db.path.startsWith(':memory:') && db.path !== '') db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
  return { before, after: size() }
}
