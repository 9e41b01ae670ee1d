import { defineCommand } from 'citty'
import { existsSync } from 'node:fs'
import { resolveConfig } from '../config.ts'
import { backupDb, checkDb, dbStats } from '../core/db-admin.ts'
import { openDb } from '../db/open.ts'
import { AppError } from '../errors.ts'
import { commonArgs } from './args.ts'
import { printResult, table } from './output.ts'

export function openExisting(dbFlag: string | undefined) {
  const config = resolveConfig({ db: dbFlag })
  if (!existsSync(config.db)) throw new AppError('DB_OPEN_FAILED', `No database at ${config.db}`)
  return openDb(config.db)
}

const stats = defineCommand({
  meta: { name: 'stats', description: 'Row counts and the dataset fingerprint' },
  args: { ...commonArgs },
  run: ({ args }) => {
    const db = openExisting(args.db)
    try {
      const s = dbStats(db)
      printResult(args.json, s, () =>
        table(Object.entries({ ...s, dataset: undefined }).filter(([, v]) => v !== undefined).map(([k, v]) => ({ item: k, value: v }))) +
          `\ndataset: seed ${s.dataset.seed ?? '-'}, as of ${s.dataset.as_of ?? '-'}, fingerprint ${s.dataset.fingerprint ?? '-'}`,
      )
    } finally {
      db.close()
    }
  },
})

const check = defineCommand({
  meta: { name: 'check', description: 'Integrity check (exit code 1 when it fails)' },
  args: { ...commonArgs },
  run: ({ args }) => {
    const db = openExisting(args.db)
    try {
      const result = checkDb(db)
      printResult(args.json, result, () => (result.ok ? 'ok' : result.problems.join('\n')))
      if (!result.ok) throw new AppError('DB_OPEN_FAILED', `Integrity check failed (${result.problems.length} problems)`)
    } finally {
      db.close()
    }
  },
})

const backup = defineCommand({
  meta: { name: 'backup', description: 'Online backup to FILE (consistent while the server writes)' },
  args: { ...commonArgs, file: { type: 'positional', description: 'Destination file', required: true } },
  run: async ({ args }) => {
    const db = openExisting(args.db)
    try {
      const result = await backupDb(db, args.file)
      printResult(args.json, result, () => `backed up ${result.pages} pages to ${result.file}`)
    } finally {
      db.close()
    }
  },
})

export const dbCommand = defineCommand({
  meta: { name: 'db', description: 'Database maintenance' },
  subCommands: { stats, check, backup },
})
