// What the seeder and its side workers (side-file.ts) exchange: the job a worker gets, the messages it
// receives and the replies it sends, and the page sizes of the files it writes.
import type { CompanyFacts, GenerateOptions } from '../../seed/generate.ts'

export interface SideTable {
  name: string
  /** CREATE TABLE, without its indexes. */
  create: string
  columns: readonly string[]
  /** Run once the rows are in: trigram indexes first (they must read rows in rowid order), then B-tree indexes. */
  build: string[]
}

/**
 * The page size of every side file. The first becomes the database: random row lookups, which most
 * queries make, read less per row with 4 KiB pages (a 16 KiB database answered join-heavy filters
 * markedly slower). The others' pages are appended to it as they are (page-merge.ts), so they are the
 * same size (16 KiB pages for them saved nothing measurable when they were copied row by row).
 */
export const PAGE_SIZE = 4096

/** One side file a worker writes: where, its tables and what finishes it. */
export interface SideFile {
  path: string
  tables: SideTable[]
  /** The GST array-element tables, when this file holds them (gst-arrays.ts builds them from the registrations the worker generates): their CREATE statements. */
  arrays?: { create: string[] }
  /** ANALYZE statements run once the file is built, through better-sqlite3 (its SQLite keeps STAT4 samples, node:sqlite's does not). */
  analyze: string
}

export interface SideJob {
  /** Built one after another, in this order; each is reported as soon as it is closed. */
  files: SideFile[]
  /** 'rows': loads batches posted by the main thread; otherwise generates that part from the companies' facts. */
  source: 'rows' | 'boards' | 'gst'
  options: GenerateOptions
  /** Int32Array view: [batches loaded, failed (0/1), companies generated]: read by the main thread without an event loop. */
  progress: SharedArrayBuffer
  /** Date.now() when seeding started: the side reports when it started building and finished, from then. */
  startedAt: number
  /** better-sqlite3's addon, written out by the main thread (single executable only). */
  nativeBinding?: string
}
export type SideMessage = { table: string; text: string } | { facts: CompanyFacts } | { finish: true }
export interface SideDone {
  done: true
  timings: Record<string, number>
  hashes: Record<string, string>
  rows: Record<string, number>
  /** Set by the merge: per file (`pages 0`, …), the pages appended to the database (0: its rows were copied instead). */
  appended?: Record<string, number>
}
/** `file`: that file (not the last) is built and closed, ready to be copied. */
export type SideReply = SideDone | { ready: true } | { error: string } | { file: number }
