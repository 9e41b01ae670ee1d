import { defineCommand } from 'citty'
import { existsSync } from 'node:fs'
import { resolveConfig } from '../config.ts'
import { backupDb, checkDb, compactDb, dbStats } from '../db/admin.ts'
import { lockForServing } from '../db/server-lock.ts'
import { openDb, type Db } from '../db/open.ts'
import { oneLine } from '../db/health.ts'
import { AppError } from '../errors.ts'
import { commonArgs } from './args.ts'
import { printResult, table } from './output.ts'

export function openExisting(dbFlag: string | undefined): Db {
  const config = resolveConfig({ db: dbFlag })
  if (!existsSync(config.db)) throw new AppError('DB_OPEN_FAILED', `No database at ${config.db}`)
  return openDb(config.db)
}

/** Runs fn on an existing database and closes it whatever happens. */
export async function withDb<T>(dbFlag: string | undefined, fn: (db: Db) => T | Promise<T>): Promise<T> {
  const db = openExisting(dbFlag)
  try {
    return await fn(db)
  } finally {
    db.close()
  }
}

const stats = defineCommand({
  meta: { name: 'stats', description: 'Row counts and the dataset fingerprint' },
  args: { ...commonArgs },
  run: async ({ args }) => {
    const s = await withDb(args.db, dbStats)
    printResult(
      args.json,
      s,
      () =>
        table(
          Object.entries({ ...s, dataset: undefined })
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => ({ item: k, value: v })),
        ) + `\ndataset: seed ${s.dataset.seed ?? '-'}, as of ${s.dataset.as_of ?? '-'}, fingerprint ${s.dataset.fingerprint ?? '-'}`,
    )
  },
})

const check = defineCommand({
  meta: { name: 'check', description: 'Integrity check (exit code 1 when it fails)' },
  args: { ...commonArgs },
  run: async ({ args }) => {
    const result = await withDb(args.db, checkDb)
    printResult(args.json, result, () => (result.ok ? 'ok' : result.problems.join('\n')))
    // One line that names the first damaged page or row, whatever the list above holds.
    if (!result.ok) throw new AppError('DB_OPEN_FAILED', `Integrity check failed (${result.problems.length} problems; first: ${oneLine(result.problems[0])})`)
  },
})

const backup = defineCommand({
  meta: { name: 'backup', description: 'Online backup to FILE (consistent while the server writes)' },
  args: { ...commonArgs, file: { type: 'positional', description: 'Destination file', required: true } },
  run: async ({ args }) => {
    const result = await withDb(args.db, (db) => backupDb(db, args.file))
    printResult(args.json, result, () => `backed up ${result.pages} pages to ${result.file}`)
  },
})

const compact = defineCommand({
  meta: { name: 'compact', description: 'Give back the space of free pages (days taken back, deleted records): rewrites the file; not while a server has it' },
  args: { ...commonArgs },
  run: async ({ args }) => {
    const path = resolveConfig({ db: args.db }).db
    const lock = lockForServing(path, (h) => `${path} is served by process ${h.pid} (since ${h.started_at}): stop it first (compacting rewrites the whole file)`)
    try {
      const result = await withDb(path, compactDb)
      printResult(args.json, result, () => `compacted ${path}: ${(result.before / 1048576).toFixed(1)} MB → ${(result.after / 1048576).toFixed(1)} MB`)
    } finally {
      lock.release()
    }
  },
})

export const dbCommand = defineCommand({
  meta: { name: 'db', description: 'Database maintenance' },
  subCommands: { stats, check, backup, compact },
})
