// Datasets built once: a seeded dataset is a pure function of (build, seed, companies, as-of), so its
// file is kept in a per-user cache and copied (a reflink where the file system has one) instead of
// seeding again. What is kept is the dataset as the seeding threads finished it, before it is put in
// place: no accounts, no fixtures (those are written after, as on a fresh seed), with the description
// the marker is written from. Bounded by bytes, least recently used first out; its options (on or off,
// directory, bound) are entries of src/options/dataset.ts.
import { createHash } from 'node:crypto'
import { randomBytes } from 'node:crypto'
import { constants, copyFileSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { GenerateCounts } from '../../seed/generate.ts'
import type { DatasetInfo } from '../db/settings.ts'
import { buildId } from './build-id.ts'
import { type DatasetFlags, resolveOptions } from '../config.ts'
import { DATASET_OPTIONS } from '../options.ts'

/** Bump when what an entry holds changes shape. */
const FORMAT = 1
/** Temporary files of a store that never finished (a killed process) go after this long. */
const STALE_TEMP_MS = 60 * 60 * 1000

export interface CacheKeyOptions {
  seed: number
  companies: number
  asOf: string
}

/** What an entry's description holds beside its file. */
export interface CachedDataset {
  format: number
  key: string
  build: string
  options: CacheKeyOptions
  counts: GenerateCounts
  dataset: DatasetInfo
  bytes: number
}

export interface DatasetCache {
  dir: string
  maxBytes: number
  /** The build the keys are made for (tests give another to see it miss). */
  build?: string
}

/** The cache in use: the option's when given, else the one the environment's variables say (src/options/dataset.ts). */
export function datasetCache(option: DatasetCache | false | undefined, env: NodeJS.ProcessEnv = process.env): DatasetCache | false {
  return option !== undefined ? option : cacheFrom(resolveOptions(DATASET_OPTIONS, {}, env), env)
}

/** The cache the dataset's options describe: off, or its directory (default the user's cache directory) and its bound. */
export function cacheFrom(o: Pick<DatasetFlags, 'cache' | 'cacheDir' | 'cacheMaxMb'>, env: NodeJS.ProcessEnv = process.env): DatasetCache | false {
  if (!o.cache || o.cacheMaxMb === 0) return false
  return { dir: o.cacheDir ?? join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'firmbase', 'datasets'), maxBytes: o.cacheMaxMb * 1024 ** 2 }
}

export function cacheKey(options: CacheKeyOptions, build: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ format: FORMAT, build, seed: options.seed, companies: options.companies, asOf: options.asOf }))
    .digest('hex')
    .slice(0, 32)
}

/**
 * The cache directory, if it is this user's own: a plain directory (not a link), owned by this user and
 * closed to others (0700). One that another user made or opened (a shared $XDG_CACHE_HOME, a 0777
 * directory in /tmp) could hold planted entries or links: it is not used at all.
 */
function ownDir(cache: DatasetCache, create: boolean): boolean {
  if (create) mkdirSync(cache.dir, { recursive: true, mode: 0o700 })
  const st = lstatSync(cache.dir, { throwIfNoEntry: false })
  const uid = process.getuid?.()
  return st?.isDirectory() === true && (uid === undefined || st.uid === uid) && (st.mode & 0o077) === 0
}

/** An entry's file: a plain file of this user's (a planted link would make the copy read another file). */
function ownFile(path: string): boolean {
  const st = lstatSync(path, { throwIfNoEntry: false })
  const uid = process.getuid?.()
  return st?.isFile() === true && (uid === undefined || st.uid === uid)
}

const entryPaths = (cache: DatasetCache, key: string) => ({ file: join(cache.dir, `${key}.sqlite`), meta: join(cache.dir, `${key}.json`) })

/**
 * Copies the cached dataset for these options to `target` and returns its description, or undefined
 * when there is none (or it cannot be read: the cache is an optimisation, never a reason to fail).
 */
export function takeFromCache(cache: DatasetCache, options: CacheKeyOptions, target: string): CachedDataset | undefined {
  const build = cache.build ?? buildId()
  const key = cacheKey(options, build)
  const { file, meta } = entryPaths(cache, key)
  try {
    if (!ownDir(cache, false) || !ownFile(meta) || !ownFile(file)) return undefined
    const entry = JSON.parse(readFileSync(meta, 'utf8')) as CachedDataset
    if (entry.format !== FORMAT || entry.key !== key || entry.build !== build || statSync(file).size !== entry.bytes) return undefined
    // EXCL: never through something already standing at the target's name.
    copyFileSync(file, target, constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL)
    const now = new Date()
    utimesSync(meta, now, now) // least recently used goes first
    return entry
  } catch {
    rmSync(target, { force: true })
    return undefined
  }
}

/**
 * Keeps a finished dataset file (copied; the caller goes on to install the original). Written under
 * temporary names and renamed, description last, so a reader never sees half an entry; then the cache
 * is brought back under its bound. A file larger than half the bound is not kept.
 */
export function putInCache(cache: DatasetCache, options: CacheKeyOptions, source: string, described: Pick<CachedDataset, 'counts' | 'dataset'>): boolean {
  const build = cache.build ?? buildId()
  const key = cacheKey(options, build)
  const { file, meta } = entryPaths(cache, key)
  // Unguessable, and created only where nothing stands (a link planted at a predictable name was followed).
  const temp = `.${randomBytes(12).toString('hex')}.tmp`
  try {
    const bytes = statSync(source).size
    if (bytes > cache.maxBytes / 2) return false
    if (!ownDir(cache, true)) return false
    copyFileSync(source, file + temp, constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL)
    const entry: CachedDataset = { format: FORMAT, key, build, options: { seed: options.seed, companies: options.companies, asOf: options.asOf }, bytes, ...described }
    writeFileSync(meta + temp, JSON.stringify(entry), { flag: 'wx', mode: 0o600 })
    renameSync(file + temp, file)
    renameSync(meta + temp, meta)
    trimCache(cache)
    return true
  } catch {
    rmSync(file + temp, { force: true })
    rmSync(meta + temp, { force: true })
    return false
  }
}

/** Entries by last use, oldest first, with their sizes; half-written and orphaned files removed. */
function listEntries(cache: DatasetCache): { key: string; used: number; bytes: number }[] {
  const names = readdirSync(cache.dir)
  const now = Date.now()
  const entries: { key: string; used: number; bytes: number }[] = []
  for (const name of names) {
    const path = join(cache.dir, name)
    if (name.endsWith('.tmp')) {
      if (now - statSync(path).mtimeMs > STALE_TEMP_MS) rmSync(path, { force: true })
      continue
    }
    const m = /^([0-9a-f]{32})\.json$/.exec(name)
    if (m) {
      try {
        entries.push({ key: m[1], used: statSync(path).mtimeMs, bytes: statSync(join(cache.dir, `${m[1]}.sqlite`)).size })
      } catch {
        rmSync(path, { force: true }) // a description without its file
      }
    } else if (/^[0-9a-f]{32}\.sqlite$/.test(name) && !names.includes(`${name.slice(0, 32)}.json`)) {
      if (now - statSync(path).mtimeMs > STALE_TEMP_MS) rmSync(path, { force: true }) // a file whose description never came
    }
  }
  return entries.sort((a, b) => a.used - b.used)
}

/** Removes the least recently used entries until the cache is within its bound. */
export function trimCache(cache: DatasetCache): void {
  const entries = listEntries(cache)
  let total = entries.reduce((sum, e) => sum + e.bytes, 0)
  for (const entry of entries) {
    if (total <= cache.maxBytes) break
    const { file, meta } = entryPaths(cache, entry.key)
    rmSync(meta, { force: true }) // the description first: a reader never finds a description without its file
    rmSync(file, { force: true })
    total -= entry.bytes
  }
}
