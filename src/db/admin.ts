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
