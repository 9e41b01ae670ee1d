// A connection's statements: prepared ones kept by SQL text, Kysely queries run through them
// synchronously, and the transaction whose commit is synced to disk (money and accounts).
import type Database from 'better-sqlite3'
import type { Compilable } from 'kysely'
import { LRUCache } from 'lru-cache'
import { MiB } from './bounded-cache.ts'
import type { Db, Sqlite } from './open.ts'

/** Kysely queries compiled and run synchronously through the statement cache. */
export function queryRunner(prepare: (sql: string) => Database.Statement): Pick<Db, 'all' | 'first' | 'run'> {
  const params = (p: readonly unknown[]) => p as unknown[]
  return {
    all: <R>(query: Compilable<R>) => {
      const c = query.compile()
      return prepare(c.sql).all(...params(c.parameters)) as R[]
    },
    first: <R>(query: Compilable<R>) => {
      const c = query.compile()
      return prepare(c.sql).get(...params(c.parameters)) as R | undefined
    },
    run: (query: Compilable<unknown>) => {
      const c = query.compile()
      return prepare(c.sql).run(...params(c.parameters))
    },
  }
}

export function durableTransaction<T>(sqlite: Sqlite, fn: () => T): T {
  // Nested: the outer transaction decides how its commit is synced.
  if (sqlite.inTransaction) return sqlite.transaction(fn)()
  sqlite.pragma('synchronous = FULL')
  try {
    return sqlite.transaction(fn).immediate()
  } finally {
    sqlite.pragma('synchronous = NORMAL')
  }
}

/**
 * Prepared statements kept per connection, least recently used first out: at most `max`, and about
 * `maxBytes` of SQL text (a statement's compiled program grows with its text; FQL makes long ones).
 */
export const STATEMENT_CACHE = { max: 500, maxBytes: 2 * MiB } as const

/** Prepared statements by SQL text, on whatever connection is current. */
export function statementCache(connection: () => Sqlite): { prepare: (sql: string) => Database.Statement; clear: () => void } {
  const statements = new LRUCache<string, Database.Statement>({
    max: STATEMENT_CACHE.max,
    maxSize: STATEMENT_CACHE.maxBytes,
    sizeCalculation: (_, sql) => Math.max(1, sql.length),
  })
  return {
    prepare: (sql: string) => {
      let stmt = statements.get(sql)
      if (!stmt) {
        stmt = connection().prepare(sql)
        statements.set(sql, stmt)
      }
      return stmt
    },
    clear: () => statements.clear(),
  }
}
