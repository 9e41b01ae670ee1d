import { defineCommand } from 'citty'
import { writeFileSync } from 'node:fs'
import { refuseLink } from '../db/own-file.ts'
import { AppError } from '../errors.ts'
import { EXPORT_LIMIT, EXPORT_TYPES, type ExportType, exportFixtures, fixtureText } from '../core/registry/export.ts'
import { commonArgs } from './args.ts'
import { withDb } from './db.ts'
import { printResult } from './output.ts'
import { repeated } from './fixtures.ts'

/** Every value of a repeatable flag (citty keeps the last one), each split at commas. */
const idsOf = (rawArgs: string[], name: string) =>
  repeated(rawArgs, name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)

/** Writes a new file; an existing one only with --force, and never through a symbolic link. */
function writeNew(path: string, text: string, force: boolean): void {
  refuseLink(path)
  try {
    // wx: created here, or refused — nothing standing at the name is replaced unasked.
    writeFileSync(path, text, { flag: force ? 'w' : 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError('USAGE', `${path} exists; give --force to overwrite it`)
    throw error
  }
}

export const exportCommand = defineCommand({
  meta: {
    name: 'export',
    description:
      'Write a fixture file of registry records and what they hang together with: a company with its directors and GST registrations; a GST registration with its company; a director with every company they sit on (each with its whole board)',
  },
  args: {
    ...commonArgs,
    type: { type: 'string', description: 'company (default), gst or director: what --query, --limit or --id select' },
    query: { type: 'string', description: 'FQL over company or gst fields, as the search API takes it (directors have none: use --id)' },
    id: {
      type: 'string',
      description: 'Exact records: a CIN or LLPIN, GSTIN or DIN (repeatable, or comma-separated); without --type each one’s form says what it is',
    },
    limit: {
      type: 'string',
      description: `How many records --query (or no selection: the first ones by identifier) takes (default ${EXPORT_LIMIT.default}, max ${EXPORT_LIMIT.max})`,
    },
    out: { type: 'string', description: 'Write the file here (default: stdout)' },
    force: { type: 'boolean', description: 'Overwrite --out FILE when it exists' },
  },
  run: async ({ args, rawArgs }) => {
    if (args.type !== undefined && !(EXPORT_TYPES as readonly string[]).includes(args.type)) throw new AppError('USAGE', `--type must be ${EXPORT_TYPES.join(', ')}`)
    if (args.limit !== undefined && !/^\d+$/.test(args.limit)) throw new AppError('USAGE', '--limit must be a whole number')
    const ids = idsOf(rawArgs, 'id')
    const doc = await withDb(args.db, (db) =>
      exportFixtures(db, {
        type: args.type as ExportType | undefined,
        query: args.query,
        ids: ids.length > 0 ? ids : undefined,
        limit: args.limit === undefined ? undefined : Number(args.limit),
      }),
    )
    const text = fixtureText(doc)
    if (args.out === undefined) {
      process.stdout.write(text)
      return
    }
    writeNew(args.out, text, args.force === true)
    const counts = { file: args.out, companies: doc.companies?.length ?? 0, directors: doc.directors?.length ?? 0, gst: doc.gst?.length ?? 0 }
    printResult(
      args.json,
      counts,
      () => `wrote ${counts.companies} companies, ${counts.gst} stand-alone GST registrations and ${counts.directors} directors without a board to ${counts.file}`,
    )
  },
})
