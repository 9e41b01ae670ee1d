import { sql } from 'kysely'
import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import { validationError } from '../../errors.ts'
import { requireUserRow } from '../accounts/users.ts'

/** Balance = Σ ledger entries (the ledger is append-only). */
export function creditBalance(db: Db, userId: string): number {
  const row = db.first(db.kysely.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(delta), 0)`.as('n')).where('user_id', '=', userId))
  return row!.n
}

export function grantCredits(db: Db, clock: Clock, userId: string, amount: number, reason = 'grant'): number {
  if (!Number.isInteger(amount) || amount === 0) throw validationError('amount', 'must be a non-zero whole number')
  return db.durableTransaction(() => {
    requireUserRow(db, userId)
    const balance = creditBalance(db, userId)
    if (balance + amount < 0) throw validationError('amount', `would make the balance negative (balance ${balance})`)
    db.run(db.kysely.insertInto('credit_ledger').values({ user_id: userId, delta: amount, reason, order_id: null, created_at: isoAt(clock.now()) }))
    return balance + amount
  })
}
