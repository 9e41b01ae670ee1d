import { defineCommand } from 'citty'
import { createClock } from '../clock.ts'
import { grantCredits } from '../core/commerce/credits.ts'
import { FEATURES, grantOffer, grantSubscription, startByAsOf } from '../core/accounts/subscriptions.ts'
import { createApiKey, createUser, deleteAccount, listApiKeys, listUsers, requireUserRow, revokeApiKey, setUserStatus } from '../core/accounts/users.ts'
import { AppError } from '../errors.ts'
import { commonArgs } from './args.ts'
import { setQuotaCommand } from './security.ts'
import { withDb } from './db.ts'
import { printResult, table } from './output.ts'

const clock = createClock()
const list = (raw: string | undefined) =>
  raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : []
const int = (raw: string | undefined, name: string, fallback?: number): number => {
  if (raw === undefined) {
    if (fallback === undefined) throw new AppError('USAGE', `--${name} is required`)
    return fallback
  }
  if (!/^-?\d+$/.test(raw)) throw new AppError('USAGE', `--${name} must be a whole number`)
  return Number(raw)
}
const id = { type: 'positional', description: 'User id', required: true } as const

const usersCreate = defineCommand({
  meta: { name: 'create', description: 'Create a user and one API key (shown only here)' },
  args: {
    ...commonArgs,
    name: { type: 'string', required: true, description: 'Display name' },
    email: { type: 'string', required: true, description: 'Email' },
    role: { type: 'string', description: 'user | admin', default: 'user' },
    plan: { type: 'string', description: 'free | premium | a custom name (needs --features)', default: 'free' },
    features: { type: 'string', description: 'Comma-separated features' },
    credits: { type: 'string', description: 'Initial credits' },
    password: { type: 'string', description: 'Console password (≥ 8 chars)' },
  },
  run: async ({ args }) => {
    if (args.role !== 'user' && args.role !== 'admin') throw new AppError('USAGE', '--role must be user or admin')
    const created = await withDb(args.db, (db) =>
      createUser(db, clock, {
        name: args.name,
        email: args.email,
        role: args.role as 'user' | 'admin',
        plan: args.plan,
        features: args.features === undefined ? undefined : list(args.features),
        credits: int(args.credits, 'credits', 0),
        password: args.password,
      }),
    )
    printResult(args.json, created, () => `user ${created.userId}\napi key ${created.apiKey}  (shown once)`)
  },
})

const usersList = defineCommand({
  meta: { name: 'list', description: 'List users' },
  args: { ...commonArgs },
  run: async ({ args }) => {
    const users = await withDb(args.db, listUsers)
    printResult(args.json, { data: users }, () => table(users))
  },
})

const statusCommand = (name: string, status: 'active' | 'suspended') =>
  defineCommand({
    meta: { name, description: status === 'suspended' ? 'Suspend a user (revokes all sessions)' : 'Reactivate a suspended user' },
    args: { ...commonArgs, id },
    run: async ({ args }) => {
      const user = await withDb(args.db, (db) => setUserStatus(db, clock, args.id, status))
      printResult(args.json, { userId: user.id, status: user.status }, () => `${user.id} ${user.status}`)
    },
  })

const usersDelete = defineCommand({
  meta: { name: 'delete', description: 'Delete an account (orders and subscriptions kept, anonymised)' },
  args: { ...commonArgs, id },
  run: async ({ args }) => {
    await withDb(args.db, (db) => deleteAccount(db, args.id))
    printResult(args.json, { success: true, userId: args.id }, () => `deleted ${args.id}`)
  },
})

export const usersCommand = defineCommand({
  meta: { name: 'users', description: 'User accounts' },
  subCommands: {
    create: usersCreate,
    list: usersList,
    suspend: statusCommand('suspend', 'suspended'),
    unsuspend: statusCommand('unsuspend', 'active'),
    delete: usersDelete,
    'set-quota': setQuotaCommand,
  },
})

export const keysCommand = defineCommand({
  meta: { name: 'keys', description: 'API keys' },
  subCommands: {
    create: defineCommand({
      meta: { name: 'create', description: 'New API key for a user (shown once)' },
      args: { ...commonArgs, user: { type: 'string', required: true, description: 'User id' } },
      run: async ({ args }) => {
        const key = await withDb(args.db, (db) => createApiKey(db, clock, args.user))
        printResult(args.json, key, () => `key ${key.keyId}\napi key ${key.apiKey}  (shown once)`)
      },
    }),
    revoke: defineCommand({
      meta: { name: 'revoke', description: 'Revoke an API key and end the API sessions it opened' },
      args: { ...commonArgs, key: { type: 'positional', required: true, description: 'Key id' } },
      run: async ({ args }) => {
        await withDb(args.db, (db) => revokeApiKey(db, clock, args.key))
        printResult(args.json, { success: true, keyId: args.key }, () => `revoked ${args.key}`)
      },
    }),
    list: defineCommand({
      meta: { name: 'list', description: "A user's API keys (prefixes only)" },
      args: { ...commonArgs, user: { type: 'string', required: true, description: 'User id' } },
      run: async ({ args }) => {
        const keys = await withDb(args.db, (db) => listApiKeys(db, args.user))
        printResult(args.json, { data: keys }, () => table(keys))
      },
    }),
  },
})

export const creditsCommand = defineCommand({
  meta: { name: 'credits', description: 'Credit ledger' },
  subCommands: {
    grant: defineCommand({
      meta: { name: 'grant', description: 'Append a ledger entry' },
      args: { ...commonArgs, user: { type: 'string', required: true }, amount: { type: 'string', required: true }, reason: { type: 'string', default: 'grant' } },
      run: async ({ args }) => {
        const balance = await withDb(args.db, (db) => grantCredits(db, clock, args.user, int(args.amount, 'amount'), args.reason))
        printResult(args.json, { userId: args.user, balance }, () => `balance ${balance}`)
      },
    }),
  },
})

const grantArgs = {
  ...commonArgs,
  user: { type: 'string', required: true, description: 'User id' },
  features: { type: 'string', required: true, description: `Comma-separated features (${FEATURES.join(', ')})` },
  days: { type: 'string', description: 'Length in days (default 30)' },
} as const

export const subscriptionsCommand = defineCommand({
  meta: { name: 'subscriptions', description: 'Subscriptions' },
  subCommands: {
    grant: defineCommand({
      meta: { name: 'grant', description: 'Grant a subscription' },
      args: {
        ...grantArgs,
        plan: { type: 'string', required: true, description: 'free | premium | a custom name (needs --features)' },
        features: { type: 'string', description: `Comma-separated features (${FEATURES.join(', ')}); default: the plan's` },
      },
      run: async ({ args }) => {
        const sub = await withDb(args.db, (db) => {
          requireUserRow(db, args.user)
          const features = args.features === undefined ? undefined : list(args.features)
          return grantSubscription(db, clock, { userId: args.user, plan: args.plan, features, days: int(args.days, 'days', 30), startBy: startByAsOf(db) })
        })
        printResult(args.json, sub, () => `${sub.plan} until ${sub.expires_at}: ${sub.features.join(', ')}`)
      },
    }),
  },
})

export const offersCommand = defineCommand({
  meta: { name: 'offers', description: 'Offer activations' },
  subCommands: {
    grant: defineCommand({
      meta: { name: 'grant', description: 'Activate an offer for a user' },
      args: { ...grantArgs, name: { type: 'string', required: true, description: 'Offer name' } },
      run: async ({ args }) => {
        const offer = await withDb(
          args.db,
          (db) =>
            requireUserRow(db, args.user) &&
            grantOffer(db, clock, { userId: args.user, name: args.name, features: list(args.features), days: int(args.days, 'days', 30), startBy: startByAsOf(db) }),
        )
        printResult(args.json, offer, () => `${offer.offer_name} until ${offer.expires_at}: ${offer.features.join(', ')}`)
      },
    }),
  },
})
