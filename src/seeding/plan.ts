// The seeder's plan: which tables each side file holds, the statements that build them (cut from
// schema.sql, so a side table is defined exactly like the real one and copies page by page), and where
// the side files live.
import { realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname } from 'node:path'
import { APPOINTMENT_COLUMNS, COMPANY_COLUMNS, DIRECTOR_COLUMNS, GST_COLUMNS } from '../../seed/generate.ts'
import { schemaSql } from '../db/schema-text.ts'
import { DERIVED_TABLES } from '../db/tables.ts'
import type { SideFile, SideJob, SideTable } from './side-job.ts'

const COLUMNS = {
  companies: COMPANY_COLUMNS,
  directors: DIRECTOR_COLUMNS,
  director_appointments: APPOINTMENT_COLUMNS,
  gst_registrations: GST_COLUMNS,
} as const
export type DataTable = keyof typeof COLUMNS
/** One side file: the tables it holds, and those derived from them that it holds too. */
export interface SidePart {
  tables: DataTable[]
  derived?: readonly string[]
}
/**
 * Three workers, each loading and indexing its part of the dataset into side files. The main thread
 * generates the companies and streams their rows to the first; it sends the companies' facts, chunk
 * by chunk, to the other two, which generate boards and GST registrations from them meanwhile. Three
 * parts of similar cost keep two cores busy to the end. The other side files' pages are then appended
 * to the first (merge.ts), which ends up holding the whole dataset, each as soon as both are built: a
 * worker builds its files one after another, so appending the first overlaps building the second,
 * and only the last files are left to append when every worker is done.
 */
export const SIDES: { source: SideJob['source']; parts: SidePart[] }[] = [
  // The lightest part: the file that becomes the database is done first, and the others are merged
  // into it as they finish, while the last is still building.
  { source: 'rows', parts: [{ tables: ['companies'] }] },
  // The GST array fields one row per element (src/db/derived.ts), built from the rows as they were
  // loaded, in a file of their own: written first (their memory back), finished last, so the last
  // file to append is this small one, and the registrations are appended while it is finished.
  { source: 'gst', parts: [{ tables: ['gst_registrations'] }, { tables: [], derived: DERIVED_TABLES }] },
  // Directors first (their trigram index and three B-tree indexes), appended while the appointments are indexed.
  { source: 'boards', parts: [{ tables: ['directors'] }, { tables: ['director_appointments'] }] },
]
/** Dependency order: referenced tables first. */
export const DATA_TABLES: DataTable[] = ['companies', 'directors', 'director_appointments', 'gst_registrations']
/** The shadow tables of an FTS5 table: %_docsize only without columnsize=0. */
const shadowsOf = (fts: Statement) => (/columnsize\s*=\s*0/.test(fts.sql) ? ['data', 'idx', 'config'] : ['data', 'idx', 'docsize', 'config'])

export interface Statement {
  sql: string
  kind: 'table' | 'index' | 'fts' | 'other'
  table: string
  name: string
}

/** schema.sql cut into statements, each with the table it belongs to. */
export function schemaStatements(): Statement[] {
  return schemaSql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^(\s*--[^\n]*\n)+/, '').trim())
    .filter(Boolean)
    .map((sql) => {
      let m = /^CREATE TABLE IF NOT EXISTS (\w+)/.exec(sql)
      if (m) return { sql, kind: 'table' as const, table: m[1], name: m[1] }
      m = /^CREATE (?:UNIQUE )?INDEX IF NOT EXISTS (\w+) ON (\w+)\(/.exec(sql)
      if (m) return { sql, kind: 'index' as const, table: m[2], name: m[1] }
      m = /^CREATE VIRTUAL TABLE IF NOT EXISTS (\w+) USING fts5\(.*content='(\w+)'/.exec(sql)
      if (m) return { sql, kind: 'fts' as const, table: m[2], name: m[1] }
      return { sql, kind: 'other' as const, table: '', name: '' }
    })
}

/**
 * Trigram index built in one go, from a 256 MiB term buffer instead of 1 MiB: the names of 1M companies
 * (or GST registrations) fit in it, so the index is written as a single segment and 'optimize' (merging
 * segments into one, faster to query) has nothing left to do; with a smaller buffer it rewrote the whole
 * index once more. Memory stays bounded by the buffer. Then set back to FTS5's
 * defaults for the small incremental writes that may follow.
 */
function ftsBuild(name: string): string {
  const set = (option: string, value: number) => `INSERT INTO ${name}(${name}, rank) VALUES ('${option}', ${value});`
  return (
    set('automerge', 0) +
    set('hashsize', 256 * 1024 * 1024) +
    `INSERT INTO ${name}(${name}) VALUES ('rebuild');` +
    `INSERT INTO ${name}(${name}) VALUES ('optimize');` +
    set('automerge', 4) +
    set('hashsize', 1024 * 1024)
  )
}

/** Every table a side file holds, and the merge copies: its part's tables and those derived from them. */
export const sideHolds = (part: SidePart): string[] => [...part.tables, ...(part.derived ?? [])]

/** A side file's derived tables (the GST array elements): their CREATE statements (tables and indexes). */
export function derivedTables(statements: Statement[], part: SidePart): SideFile['arrays'] {
  if (!part.derived) return undefined
  return {
    create: statements.filter((s) => (s.kind === 'table' || s.kind === 'index') && part.derived!.includes(s.table)).map((s) => s.sql),
  }
}

/** What each side file holds and builds, worker by worker, file by file. */
export function sidePlan(): SideTable[][][] {
  const statements = schemaStatements()
  return SIDES.map((side) => side.parts.map((part) => sideTables(statements, part.tables)))
}

export function sideTables(statements: Statement[], tables: DataTable[]): SideTable[] {
  return tables.map((name) => {
    const fts = statements.filter((s) => s.kind === 'fts' && s.table === name)
    return {
      name,
      create: statements.find((s) => s.kind === 'table' && s.table === name)!.sql,
      columns: COLUMNS[name],
      build: [...fts.flatMap((s) => [s.sql, ftsBuild(s.name)]), ...statements.filter((s) => s.kind === 'index' && s.table === name).map((s) => s.sql)],
    }
  })
}

/** ANALYZE for data tables and their trigram indexes' shadow tables (the tables a full ANALYZE would visit). */
export function analyzeSql(statements: Statement[], tables: readonly string[]): string {
  const fts = statements.filter((s) => s.kind === 'fts' && tables.includes(s.table)).flatMap((s) => shadowsOf(s).map((shadow) => `${s.name}_${shadow}`))
  return [...tables, ...fts].map((t) => `ANALYZE main.${t};`).join('\n')
}

/** Tables of schema.sql that are not the dataset's: analysed once the dataset is installed beside them. */
export function otherTables(statements: Statement[]): string[] {
  const sides = SIDES.flatMap((side) => side.parts.flatMap(sideHolds))
  return statements.filter((s) => s.kind === 'table' && !sides.includes(s.table)).map((s) => s.table)
}

/** An FTS5 index is its shadow tables: copying them copies the index, with no re-tokenising. */
export function copyShadows(db: { exec(sql: string): unknown }, fts: Statement, from: string): void {
  for (const shadow of shadowsOf(fts)) db.exec(`DELETE FROM main.${fts.name}_${shadow}; INSERT INTO main.${fts.name}_${shadow} SELECT * FROM ${from}.${fts.name}_${shadow}`)
}

export const isMemory = (dbPath: string) => dbPath === '' || dbPath === ':memory:' || dbPath.startsWith('file::memory:')

/** The database file itself, through symlinks: the side files go beside it, and it is what a swap replaces. */
export function databaseFile(dbPath: string): string {
  if (isMemory(dbPath)) return dbPath
  try {
    return realpathSync(dbPath)
  } catch {
    return dbPath
  }
}

export function sidePrefix(dbPath: string): { dir: string; base: string } {
  const file = databaseFile(dbPath)
  return isMemory(file) ? { dir: tmpdir(), base: 'firmbase-memory' } : { dir: dirname(file), base: basename(file) }
}
