import { isoAt, type Clock } from '../clock.ts'
import type { Db } from '../db/open.ts'

/** Failed authentication (bad key, invalid/expired token) is recorded per address for the ban scan. */
export function recordAuthFailure(db: Db, clock: Clock, ip: string): void {
  db.stmt('INSERT INTO auth_failures (ip, at) VALUES (?, ?)').run(ip, isoAt(clock.now()))
}
