import { createHash, timingSafeEqual } from 'node:crypto'
import { isoAt, type Clock } from '../../clock.ts'
import type { Db } from '../../db/open.ts'
import type { User } from '../../db/types.ts'
import { AppError, validationError } from '../../errors.ts'
import { fixtureKeyId, newId, randomBase62 } from '../ids.ts'
import { checkPassword, hashPasswordSync, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, passwordLength } from './passwords.ts'
import { apiKeyUser, stampApiKeyUse } from '../../db/sessions.ts'
import type { GroupCommit } from '../../db/group-commit.ts'
import { StateCache } from '../../db/state-cache.ts'
import { FEATURES, grantSubscription, planOf, startByAsOf, USER_PLAN_DAYS } from './subscriptions.ts'
import { markApiSessionsRevoked, markBrowserSessionsRevoked } from '../../db/sessions.ts'
import { isPublishedDemoPassword } from './demo-sign-ins.ts'

export const API_KEY_PREFIX = 'fsk_'

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex')

export const generateApiKey = (): string => API_KEY_PREFIX + randomBase62(40)

export interface NewUser {
  name: string
  email: string
  role?: 'user' | 'admin'
  /** free (default), premium, or a custom plan name with its features. */
  plan?: string
  features?: string[]
  credits?: number
  password?: string
  /** The password's bcrypt hash, made beforehand off the event loop (src/core/accounts/passwords.ts). */
  passwordHash?: string
}

export interface CreatedUser {
  userId: string
  apiKey: string
  role: 'user' | 'admin'
  plan: string
  features: string[]
  credits: number
}

export const ALL_FEATURES = FEATURES

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Creates a user with one API key (returned once, stored only as its SHA-256), credits and plan. */
export function createUser(db: Db, clock: Clock, input: NewUser): CreatedUser {
  const name = input.name.trim()
  if (!name) throw validationError('name', 'must not be empty')
  if (!EMAIL.test(input.email)) throw validationError('email', 'must be an email address')
  if (input.password !== undefined && passwordLength(input.password) < PASSWORD_MIN_CHARS) throw validationError('password', `must be at least ${PASSWORD_MIN_CHARS} characters`)
  if (input.password !== undefined && passwordLength(input.password) > PASSWORD_MAX_CHARS) throw validationError('password', `must be at most ${PASSWORD_MAX_CHARS} characters`)
  const credits = input.credits ?? 0
  if (!Number.isInteger(credits) || credits < 0) throw validationError('credits', 'must be a whole number ≥ 0')
  const role = input.role ?? 'user'
  const { plan, features } = planOf(input.plan ?? 'free', input.features)
  const passwordHash = input.passwordHash ?? (input.password === undefined ? null : hashPasswordSync(input.password))
  const now = isoAt(clock.now())
  const userId = newId('usr')
  const apiKey = generateApiKey()
  db.durableTransaction(() => {
    const exists = db.first(db.kysely.selectFrom('users').select('id').where('email', '=', input.email))
    if (exists) throw validationError('email', 'is already registered')
    db.run(db.kysely.insertInto('users').values({ id: userId, name, email: input.email, password_hash: passwordHash, role, status: 'active', plan, created_at: now }))
    insertApiKey(db, userId, apiKey, now)
    if (credits > 0) db.run(db.kysely.insertInto('credit_ledger').values({ user_id: userId, delta: credits, reason: 'initial grant', order_id: null, created_at: now }))
    if (plan !== 'free' || features.length > 0) grantSubscription(db, clock, { userId, plan, features, days: USER_PLAN_DAYS, startBy: startByAsOf(db) })
  })
  return { userId, apiKey, role, plan, features, credits }
}

function insertApiKey(db: Db, userId: string, apiKey: string, now: string): string {
  const id = newId('key')
  db.run(
    db.kysely
      .insertInto('api_keys')
      .values({ id, user_id: userId, key_hash: hashApiKey(apiKey), prefix: apiKey.slice(0, 8), created_at: now, last_used_at: null, revoked_at: null }),
  )
  return id
}

export function createApiKey(db: Db, clock: Clock, userId: string): { keyId: string; apiKey: string } {
  requireUserRow(db, userId)
  const apiKey = generateApiKey()
  const keyId = insertApiKey(db, userId, apiKey, isoAt(clock.now()))
  return { keyId, apiKey }
}

/** Revokes a key and ends the API sessions it opened: whoever holds its tokens loses access at once. */
/**
 * Revokes a key and ends the sessions it opened. A key is revoked because it may have leaked: the
 * owner's browser sessions end too, but `keep` (the console page revoking it).
 */
export function revokeApiKey(db: Db, clock: Clock, keyId: string, keep?: string): void {
  const at = isoAt(clock.now())
  db.transaction(() => {
    const owner = db.first(db.kysely.selectFrom('api_keys').select('user_id').where('id', '=', keyId).where('revoked_at', 'is', null))
    const result = db.run(db.kysely.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', keyId).where('revoked_at', 'is', null))
    if (result.changes === 0 || !owner) throw new AppError('NOT_FOUND', `No active API key ${keyId}`)
    markApiSessionsRevoked(db, { apiKeyId: keyId }, at)
    markBrowserSessionsRevoked(db, owner.user_id, at, keep)
  })
  db.touch()
}

export function listApiKeys(db: Db, userId: string) {
  requireUserRow(db, userId)
  return db.all(db.kysely.selectFrom('api_keys').select(['id', 'prefix', 'created_at', 'last_used_at', 'revoked_at']).where('user_id', '=', userId).orderBy('created_at'))
}

type KeyRow = NonNullable<ReturnType<typeof apiKeyUser>>

/** The user of an API key found by `find` (by the key's hash, compared again in constant time), and the key's id. */
function keyUser(apiKey: string, find: (hash: string) => KeyRow | undefined): { user: User; keyId: string } {
  if (!apiKey.startsWith(API_KEY_PREFIX)) throw new AppError('INVALID_API_KEY')
  const hash = hashApiKey(apiKey)
  const row = find(hash)
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hash, 'hex'))) throw new AppError('INVALID_API_KEY')
  const { key_id, key_hash: _, ...user } = row
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
  return { user, keyId: key_id }
}

/**
 * API-key sign-in on the login path. A key's row is read once and kept while authorisation state
 * is unchanged (a StateCache: revoking the key, suspending or deleting the user in this process, or
 * a commit by another process, seen when the login's group begins, drops it). The key's last use is
 * written in the next group commit, once per key however many logins the group holds; a group that
 * fails to commit leaves its stamps to the next login's group.
 */
export class ApiKeySignIn {
  #db: Db
  #clock: Clock
  #commits: GroupCommit
  #rows: StateCache<KeyRow | undefined>
  #stamps = new Map<string, string>()
  #scheduled = false

  #chosenKeysWork: boolean

  /**
   * `chosenKeysWork: false`: the server is bound where others can reach it and was not told otherwise
   * (--demo-passwords), so keys a fixture document chose (`fsk_ci_premium_0001`, printed in the
   * guides; anyone on the network may have read the file) sign nobody in, as the published passwords do not.
   */
  constructor(db: Db, clock: Clock, commits: GroupCommit, chosenKeysWork = true) {
    this.#db = db
    this.#clock = clock
    this.#commits = commits
    this.#rows = new StateCache(db)
    this.#chosenKeysWork = chosenKeysWork
  }

  /**
   * The user of an API key, checked against the cached row. Called inside a group write: the group
   * read data_version as it began (src/db/group-commit.ts), so another process's revocation is seen.
   */
  check(apiKey: string): { user: User; keyId: string } {
    const now = this.#clock.now()
    const found = keyUser(apiKey, (hash) =>
      this.#rows.get(hash, now, () => {
        const row = apiKeyUser(this.#db, hash)
        return { value: row, until: row ? Infinity : 0 } // unknown keys are read again: one may be created
      }),
    )
    if (!this.#chosenKeysWork && found.keyId === fixtureKeyId(apiKey))
      throw new AppError(
        'INVALID_API_KEY',
        'Keys chosen in a fixture document do not sign in on a network bind: start with --demo-passwords to allow them, or use a key firmbase generated (firmbase keys create).',
      )
    return found
  }

  /** Notes a successful sign-in with the key: its last use is written with the group. */
  used(keyId: string): void {
    this.#stamps.set(keyId, isoAt(this.#clock.now()))
    this.#schedule()
  }

  #schedule(): void {
    if (this.#scheduled || this.#stamps.size === 0) return
    this.#scheduled = true
    let batch = new Map<string, string>()
    this.#commits
      .later(() => {
        this.#scheduled = false
        batch = this.#stamps
        this.#stamps = new Map()
        for (const [keyId, at] of batch) stampApiKeyUse(this.#db, keyId, at)
      })
      .catch(() => {
        this.#scheduled = false
        for (const [keyId, at] of batch) if (!this.#stamps.has(keyId)) this.#stamps.set(keyId, at)
      })
  }
}

/** The user an email and password sign in; bcrypt runs on the password thread (src/core/accounts/passwords.ts). */
/**
 * `published: false`: the server is bound where others can reach it and was not told otherwise
 * (--demo-passwords), so the demo accounts' published passwords sign nobody in.
 */
export async function userForPassword(db: Db, email: string, password: string, published = true): Promise<User> {
  if (!published && isPublishedDemoPassword(email, password)) {
    throw new AppError(
      'INVALID_CREDENTIALS',
      'The published demo passwords do not sign in on a network bind: start with --demo-passwords to allow them, or sign in with an API key.',
    )
  }
  const found = db.first(db.kysely.selectFrom('users').selectAll().where('email', '=', email))
  // Compare against a dummy hash when the user is unknown, so timing does not reveal accounts.
  const ok = await checkPassword(password, found?.password_hash ?? '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva')
  // Read again after the wait: the account may have been suspended or deleted meanwhile.
  const user = found && db.first(db.kysely.selectFrom('users').selectAll().where('id', '=', found.id))
  if (!user?.password_hash || !ok) throw new AppError('INVALID_CREDENTIALS')
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
  return user
}

export function requireUserRow(db: Db, userId: string): User {
  const user = db.first(db.kysely.selectFrom('users').selectAll().where('id', '=', userId))
  if (!user) throw new AppError('NOT_FOUND', `No user ${userId}`)
  return user
}

export function listUsers(db: Db) {
  return db.all(db.kysely.selectFrom('users').select(['id', 'name', 'email', 'role', 'status', 'plan', 'created_at']).orderBy('created_at'))
}

/** Suspension revokes every session at once; unsuspension does not bring them back. */
/** Refuses to leave the server without an active admin: `userId` is about to stop being one. */
function requireAnotherAdmin(db: Db, user: User): void {
  if (user.role !== 'admin' || user.status !== 'active') return
  const others = db.first(
    db.kysely
      .selectFrom('users')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .where('id', '!=', user.id),
  )
  if (Number(others?.n ?? 0) === 0) throw new AppError('LAST_ADMIN')
}

/**
 * Suspends or reactivates a user. `actorId`: the admin doing it, who may not suspend themself; nobody
 * may suspend the last active admin (the CLI included: it could only undo it).
 */
export function setUserStatus(db: Db, clock: Clock, userId: string, status: 'active' | 'suspended', actorId?: string): User {
  return db.transaction(() => {
    const user = requireUserRow(db, userId)
    if (status === 'suspended') {
      if (actorId === userId) throw new AppError('OWN_ACCOUNT')
      requireAnotherAdmin(db, user)
    }
    db.run(db.kysely.updateTable('users').set({ status }).where('id', '=', userId))
    if (status === 'suspended') revokeUserSessions(db, clock, userId)
    db.touch()
    return requireUserRow(db, userId)
  })
}

export function revokeUserSessions(db: Db, clock: Clock, userId: string): void {
  db.run(
    db.kysely
      .updateTable('sessions')
      .set({ revoked_at: isoAt(clock.now()) })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null),
  )
  db.touch()
}

/**
 * Account deletion (spec §3): personal rows go (cascades from users), orders and subscriptions stay
 * for audit with the user reference nulled and personal fields blanked. One transaction.
 */
export function deleteAccount(db: Db, userId: string): void {
  db.durableTransaction(() => {
    const user = requireUserRow(db, userId)
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED')
    requireAnotherAdmin(db, user)
    db.run(db.kysely.updateTable('orders').set({ user_id: null, customer_name: null, customer_email: null }).where('user_id', '=', userId))
    db.run(db.kysely.updateTable('subscriptions').set({ user_id: null }).where('user_id', '=', userId))
    db.run(db.kysely.deleteFrom('users').where('id', '=', userId))
  })
  db.touch()
}
