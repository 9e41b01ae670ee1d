// Moving a finished side file into the first: its pages appended (page-merge.ts) or, failing that,
// its rows copied; with the statistics its worker took.
import Database from 'better-sqlite3'
import { sqliteAddonPath } from '../db/native-addon.ts'
import { appendPages, NotMergeable, type SchemaRow } from './page-merge.ts'
import { copyShadows, type Statement } from './plan.ts'

/**
 * The first side file, finished, opened to take in the others. With better-sqlite3, not node:sqlite: its
 * SQLite keeps STAT4 samples, so ANALYZE here writes the statistics the server's own would. Only this
 * connection ever opens the file until it is installed.
 */
export function openFinal(path: string): Database.Database {
  // In the single executable better-sqlite3 cannot find its addon by itself: it is the embedded one, written out.
  const nativeBinding = sqliteAddonPath(path)
  const db = new Database(path, nativeBinding ? { nativeBinding } : {})
  db.unsafeMode(true) // FTS5 shadow tables are written directly
  // Foreign keys off, as in the side files: with them on, SQLite would copy the parts row by row instead of page by page.
  db.exec('PRAGMA foreign_keys = OFF; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -16384')
  return db
}

/**
 * Moves a worker's finished tables into the first side file: their pages appended as they are (see
 * page-merge.ts), or, should the file not allow that, their rows, indexes and trigram index copied.
 * Returns the connection to the first file (reopened after its pages were appended to), and how many
 * pages were appended (0: the rows were copied).
 */
export async function merge(a: Database.Database, finalPath: string, path: string, tables: string[], statements: Statement[]): Promise<{ db: Database.Database; pages: number }> {
  const { schema, stats, roots } = readSide(path)
  const clash = a.prepare(`SELECT 1 FROM sqlite_schema WHERE name IN (${schema.map(() => '?').join(', ')})`).get(...schema.map((row) => row.name))
  if (!clash && tables.length > 0) {
    a.close()
    let moved: { rows: SchemaRow[]; pages: number } | undefined
    try {
      moved = await appendPages(finalPath, path, schema, roots)
    } catch (error) {
      if (!(error instanceof NotMergeable)) throw error
    }
    a = openFinal(finalPath)
    if (moved) {
      a.pragma('writable_schema = ON')
      a.exec('BEGIN')
      const row = a.prepare('INSERT INTO sqlite_schema (type, name, tbl_name, rootpage, sql) VALUES (?, ?, ?, ?, ?)')
      for (const r of moved.rows) row.run(r.type, r.name, r.tbl_name, r.rootpage, r.sql)
      a.exec('COMMIT')
      a.pragma('writable_schema = RESET') // and the schema read anew, with the tables just added
      insertStats(a, stats)
      return { db: a, pages: moved.pages }
    }
  }
  a.prepare('ATTACH DATABASE ? AS b').run(path)
  a.exec('BEGIN')
  for (const table of tables) {
    for (const s of statements) if (s.table === table && s.kind !== 'other') a.exec(s.sql)
    a.exec(`INSERT INTO main.${table} SELECT * FROM b.${table}`)
    for (const s of statements) if (s.table === table && s.kind === 'fts') copyShadows(a, s, 'b')
  }
  a.exec('COMMIT')
  a.exec('DETACH DATABASE b')
  insertStats(a, stats)
  return { db: a, pages: 0 }
}

/**
 * What a finished side file holds besides its pages: its schema rows, the statistics its worker took
 * (ANALYZE ran in it, so it has both tables) and the root pages of those, which stay behind.
 */
export function readSide(path: string): { schema: SchemaRow[]; stats: { table: string; rows: unknown[][] }[]; roots: number[] } {
  const side = openFinal(path)
  try {
    const statTables = side.prepare("SELECT name, rootpage FROM sqlite_schema WHERE name IN ('sqlite_stat1', 'sqlite_stat4')").all() as { name: string; rootpage: number }[]
    return {
      // In rowid order: a table's row before its indexes' (SQLite reports an index whose table it has not read yet).
      schema: side.prepare("SELECT type, name, tbl_name, rootpage, sql FROM sqlite_schema WHERE name NOT IN ('sqlite_stat1', 'sqlite_stat4') ORDER BY rowid").all() as SchemaRow[],
      stats: statTables.map((t) => ({ table: t.name, rows: side.prepare(`SELECT * FROM ${t.name}`).raw().all() as unknown[][] })),
      roots: statTables.map((t) => t.rootpage),
    }
  } finally {
    side.close()
  }
}

function insertStats(a: Database.Database, stats: { table: string; rows: unknown[][] }[]): void {
  a.exec('BEGIN')
  for (const { table, rows } of stats) {
    if (rows.length === 0) continue
    const insert = a.prepare(`INSERT INTO main.${table} VALUES (${rows[0].map(() => '?').join(', ')})`)
    for (const row of rows) insert.run(...row)
  }
  a.exec('COMMIT')
}
