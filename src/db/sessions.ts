// Sessions and the access-token blacklist. The lookup runs on every authenticated request that
// misses the state cache (always for the console's cookie): one cached statement, one indexed read.
import type { Db } from './open.ts'
import type { Selectable } from 'kysely'
import type { SessionsTable } from './types.ts'

export function insertSession(db: Db, session: Selectable<SessionsTable>): void {
  db.run(db.kysely.insertInto('sessions').values(session))
}

/** Marks a session revoked at `at` (a revoked session keeps its first revocation time). */
export function markSessionRevoked(db: Db, sessionId: string, at: string): void {
  db.run(db.kysely.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null))
}

export function insertBlacklisted(db: Db, jti: string, expiresAt: string): void {
  db.run(
    db.kysely
      .insertInto('token_blacklist')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.doNothing()),
  )
}

export interface SessionUserRow {
  id: string
  name: string
  role: 'user' | 'admin'
  status: 'active' | 'suspended'
  kind: 'api' | 'browser'
  revoked: boolean
  blacklisted: boolean
  expires_at: string
}

/** A session with its user and whether the token `jti` is blacklisted, in one read. */
export function sessionUserRow(db: Db, sessionId: string, jti: string | null): SessionUserRow | undefined {
  const row = db
    .stmt(
      `SELECT u.id, u.name, u.role, u.status, s.kind, s.revoked_at IS NOT NULL AS revoked, s.expires_at,
              EXISTS (SELECT 1 FROM token_blacklist b WHERE b.jti = ?) AS blacklisted
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .get(jti, sessionId) as (Omit<SessionUserRow, 'revoked' | 'blacklisted'> & { revoked: number; blacklisted: number }) | undefined
  return row && { ...row, revoked: row.revoked === 1, blacklisted: row.blacklisted === 1 }
}
