import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { FIELD, NULL, type GenerateCounts, type GenerateOptions } from '../../seed/generate.ts'
import type { Db } from '../db/open.ts'
import { AppError } from '../errors.ts'
import type { DatasetInfo } from '../db/settings.ts'
import { datasetCache, putInCache, takeFromCache, type DatasetCache } from './cache.ts'
import { install, referenceRows, writeDatasetRows } from './install.ts'
import { DATA_TABLES, SIDES, analyzeSql, derivedTables, otherTables, schemaStatements, sideHolds, sidePrefix, sideTables, type DataTable } from './plan.ts'
import { sqliteAddonPath } from '../db/native-addon.ts'
import { datasetState } from './options.ts'
import { mergeSides, post, removeStaleSides, startWorker, workerFailure, type Worked } from './workers.ts'
import { threadCpuSeconds } from './side-file.ts'
import type { SideDone, SideMessage } from './side-job.ts'

export interface SeedOptions {
  seed: number
  companies: number
  asOf: string
  reset?: boolean
  /** Tests: the worker pipeline even for an empty registry (which otherwise is written in place, without workers). */
  workers?: boolean
  /** The dataset cache (src/seeding/cache.ts): `false` turns it off; unset, the environment decides. */
  cache?: DatasetCache | false
}
export interface SeedResult {
  counts: GenerateCounts
  seconds: number
  fingerprint: string
  dataset: DatasetInfo
  /** 'swapped': the finished file replaced the database; 'copied': the dataset was copied into it (see install). */
  installed: 'swapped' | 'copied'
  /** 'hit': the dataset came from the cache; 'stored': it was seeded and kept there; 'off': no cache (or not kept: too large, or unwritable). */
  cache: 'hit' | 'stored' | 'off'
  /** Where the time went, in seconds: generating the companies (the other parts running alongside), the rest of the parts with all indexing and merging, installing, ANALYZE; and per side, the pages its files appended to the database (`pages 0`, …). */
  phases: { companies: number; rest: number; install: number; analyze: number; sides: Record<string, number>[]; cpu: { generating: number; main: number; process: number } }
}

// What serve needs before (and without) seeding lives in a module that loads none of the generator.
export { datasetState, validateSeedOptions, type DatasetState } from './options.ts'

/** Companies' rows per message to their worker: small enough to die young in V8's nursery. */
const BATCH_LINES = 1024

const encodeRow = (row: readonly (string | number | null)[]) => row.map((v) => (v === null ? NULL : String(v))).join(FIELD)
const seconds = (ms: number) => Math.round(ms / 10) / 100
const cpuSeconds = (u: NodeJS.CpuUsage) => seconds((u.user + u.system) / 1000)

/**
 * Generates the companies on this thread: their rows go to the companies worker in batches, and the
 * facts GST registrations and boards derive from go to those two workers; then every worker is told
 * to finish.
 */
async function feedWorkers(workers: Worked[], options: GenerateOptions, onProgress?: (done: number) => void): Promise<void> {
  const [companies, gst, boards] = workers
  let lines: string[] = []
  const flush = () => {
    if (lines.length > 0) post(companies, { table: 'companies', text: lines.join('\n') + '\n' })
    lines = []
  }
  // Imported only when seeding: the generator's PIN table stays out of a `serve` that does not seed.
  const { generateCompanies } = await import('../../seed/companies.ts')
  generateCompanies(
    options,
    (line) => {
      if (lines.push(line) === BATCH_LINES) flush()
    },
    (facts) => {
      gst.worker.postMessage({ facts } satisfies SideMessage)
      boards.worker.postMessage({ facts: { ...facts, names: '', pans: '', offices: '', nics: '' } } satisfies SideMessage) // boards need no names or places
    },
    onProgress,
  )
  flush()
  for (const w of workers) w.worker.postMessage({ finish: true } satisfies SideMessage)
}

/** Row counts and the dataset marker: its fingerprint hashes every table's content, by table name. */
function describeDataset(sides: SideDone[], refs: ReturnType<typeof referenceRows>, options: SeedOptions): { counts: GenerateCounts; dataset: DatasetInfo } {
  const hashes = new Map<string, string>(sides.flatMap((side) => Object.entries(side.hashes)))
  for (const [table, rows] of Object.entries(refs))
    hashes.set(
      table,
      createHash('sha256')
        .update(rows.map((r) => encodeRow(r) + '\n').join(''))
        .digest('hex'),
    )
  const fingerprint = createHash('sha256')
  for (const table of [...hashes.keys()].sort()) fingerprint.update(`${table}:${hashes.get(table)!}\n`)
  const rows = Object.assign({}, ...sides.map((side) => side.rows)) as Record<DataTable, number>
  const counts: GenerateCounts = { companies: rows.companies, directors: rows.directors, appointments: rows.director_appointments, gst: rows.gst_registrations }
  const dataset: DatasetInfo = {
    seed: options.seed,
    as_of: options.asOf,
    fingerprint: fingerprint.digest('hex'),
    companies: counts.companies,
    directors: counts.directors,
    gst: counts.gst,
    seeded_companies: counts.companies,
  }
  return { counts, dataset }
}

/**
 * A registry of no companies (a registry for fixtures alone) in a database that holds none: the
 * reference tables, built-in screeners and marker written in place, with the fingerprint the worker
 * pipeline gives an empty registry (test/seed) — without starting three threads to write nothing.
 */
function seedEmpty(db: Db, options: SeedOptions, started: number): SeedResult {
  const empty = createHash('sha256').digest('hex')
  const none = Object.fromEntries(DATA_TABLES.map((table) => [table, 0]))
  const refs = referenceRows()
  const { counts, dataset } = describeDataset(
    [{ done: true, timings: {}, hashes: Object.fromEntries(DATA_TABLES.map((table) => [table, empty])), rows: none } as SideDone],
    refs,
    options,
  )
  db.transaction(() => writeDatasetRows(db, 'main', refs, dataset, options.asOf))
  db.sqlite.exec('ANALYZE')
  db.touch()
  const zero = { generating: 0, main: 0, process: 0 }
  return {
    counts,
    seconds: seconds(performance.now() - started),
    fingerprint: dataset.fingerprint!,
    dataset,
    installed: 'copied',
    cache: 'off',
    phases: { companies: 0, rest: 0, install: 0, analyze: 0, sides: [], cpu: zero },
  }
}

/** The cached dataset for these options put in place as a fresh seed's would be, or undefined on a miss. */
function fromCache(db: Db, cache: DatasetCache, options: SeedOptions, path: string, started: number): SeedResult | undefined {
  try {
    const entry = takeFromCache(cache, options, path)
    if (!entry) return undefined
    const copied = performance.now()
    const statements = schemaStatements()
    const installedBy = install(db, path, statements, referenceRows(), entry.dataset, options.asOf)
    const installed = performance.now()
    db.sqlite.exec(installedBy === 'swapped' ? analyzeSql(statements, otherTables(statements)) : 'ANALYZE')
    const end = performance.now()
    return {
      counts: entry.counts,
      seconds: seconds(end - started),
      fingerprint: entry.dataset.fingerprint!,
      dataset: entry.dataset,
      installed: installedBy,
      cache: 'hit',
      phases: {
        companies: 0,
        rest: seconds(copied - started),
        install: seconds(installed - copied),
        analyze: seconds(end - installed),
        sides: [],
        cpu: { generating: 0, main: 0, process: 0 },
      },
    }
  } finally {
    for (const suffix of ['', '-journal']) rmSync(path + suffix, { force: true })
  }
}

/**
 * Writes a fresh dataset into private side files, in parallel threads, then puts it in place all at
 * once (see install). The database itself is not written until then, so an interrupted seed leaves
 * the previous dataset, and the accounts beside it, as they were. Progress counts the three parts
 * (companies, boards, GST registrations) in companies done, out of three times their number.
 */
export async function seedDataset(db: Db, options: SeedOptions, onProgress?: (done: number, total: number) => void): Promise<SeedResult> {
  const started = performance.now()
  const cpuAtStart = { thread: threadCpuSeconds(), process: process.cpuUsage() }
  const state = datasetState(db)
  if (state !== 'empty' && !options.reset) throw new AppError('USAGE', 'The database already holds a dataset; pass --reset to replace it')
  if (options.companies === 0 && state === 'empty' && !options.workers) return seedEmpty(db, options, started)

  removeStaleSides(db.path)
  const { dir, base } = sidePrefix(db.path)
  const stamp = `${process.pid}-${Date.now().toString(36)}`
  const cache = datasetCache(options.cache)
  if (cache) {
    const cached = fromCache(db, cache, options, join(dir, `${base}.seeding-${stamp}-cached`), started)
    if (cached) {
      onProgress?.(3 * options.companies, 3 * options.companies)
      return cached
    }
  }
  const paths = SIDES.map((side, i) => side.parts.map((_, j) => join(dir, `${base}.seeding-${stamp}-${i}-${j}`)))
  const statements = schemaStatements()
  const generateOptions = { seed: options.seed, companies: options.companies, asOf: options.asOf }
  const n = options.companies
  const workers: Worked[] = []
  try {
    SIDES.forEach((side, i) => {
      workers.push(
        startWorker({
          files: side.parts.map((part, j) => ({
            path: paths[i][j],
            tables: sideTables(statements, part.tables),
            arrays: derivedTables(statements, part),
            analyze: analyzeSql(statements, sideHolds(part)),
          })),
          source: side.source,
          options: generateOptions,
          progress: new SharedArrayBuffer(12),
          nativeBinding: sqliteAddonPath(paths[i][0]),
          startedAt: Date.now() - (performance.now() - started),
        }),
      )
    })
    // Every worker up before generating: the generating thread is busy and would only notice a failure late.
    await Promise.all(workers.map((w) => w.started))
    const partsDone = () => Atomics.load(workers[1].progress, 2) + Atomics.load(workers[2].progress, 2)
    await feedWorkers(workers, generateOptions, onProgress && ((done) => onProgress(done + partsDone(), 3 * n)))
    const generatedCompanies = performance.now()
    const generatingCpu = threadCpuSeconds() - cpuAtStart.thread

    const report = onProgress && setInterval(() => onProgress(n + partsDone(), 3 * n), 250)
    let sides: SideDone[]
    let mergedAt: number
    try {
      sides = await mergeSides(workers, paths, statements)
      mergedAt = performance.now()
    } finally {
      if (report) clearInterval(report)
    }
    onProgress?.(3 * n, 3 * n)

    const refs = referenceRows()
    const { counts, dataset } = describeDataset(sides, refs, options)
    // Kept before it is installed: installing writes the accounts and the marker into that very file.
    const stored = cache !== false && putInCache(cache, options, paths[0][0], { counts, dataset })
    // With the GST array fields one row per element (src/db/derived.ts): the GST worker built them.
    const installedBy = install(db, paths[0][0], statements, refs, dataset, options.asOf)
    const installed = performance.now()
    // Statistics let the planner pick the selective index. A swapped-in file has its dataset's already
    // (each worker took its own, the merge copied them): only the tables beside it are left. A copied dataset gets them all.
    db.sqlite.exec(installedBy === 'swapped' ? analyzeSql(statements, otherTables(statements)) : 'ANALYZE')
    const end = performance.now()
    const ms = (t: Record<string, number>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, seconds(v)]))
    return {
      counts,
      seconds: seconds(end - started),
      fingerprint: dataset.fingerprint!,
      dataset,
      installed: installedBy,
      cache: stored ? 'stored' : 'off',
      phases: {
        companies: seconds(generatedCompanies - started),
        rest: seconds(mergedAt - generatedCompanies),
        install: seconds(installed - mergedAt),
        analyze: seconds(end - installed),
        sides: sides.map((side) => ({ ...ms(side.timings), ...side.appended })),
        // CPU seconds: this thread while generating, this thread in all (both 0 before Node 23.9), every thread of the process.
        cpu: {
          generating: seconds(generatingCpu * 1000),
          main: seconds((threadCpuSeconds() - cpuAtStart.thread) * 1000),
          process: cpuSeconds(process.cpuUsage(cpuAtStart.process)),
        },
      },
    }
  } catch (error) {
    // The generating thread only sees that a worker failed; the worker's own message says why.
    throw (await workerFailure(workers)) ?? error
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()))
    for (const path of paths.flat()) for (const suffix of ['', '-journal']) rmSync(path + suffix, { force: true })
  }
}
