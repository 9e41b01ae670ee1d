import { defineCommand } from 'citty'
import { createClock } from '../clock.ts'
import { blockIp, listBlocks, scanFailedAuth, unblockIp } from '../core/access/bans.ts'
import { setQuotaOverride, type QuotaClass } from '../core/access/quotas.ts'
import { isQuotaClass, QUOTA_CLASS_NAMES } from '../entities/quota-classes.ts'
import { requireUserRow } from '../core/accounts/users.ts'
import { AppError } from '../errors.ts'
import { commonArgs } from './args.ts'
import { withDb } from './db.ts'
import { printResult, table } from './output.ts'

const clock = createClock()

const ipArg = { type: 'positional', required: true, description: 'IPv4 or IPv6 address' } as const

export const ipsCommand = defineCommand({
  meta: { name: 'ips', description: 'Blocked addresses' },
  subCommands: {
    list: defineCommand({
      meta: { name: 'list', description: 'Active blocks' },
      args: { ...commonArgs },
      run: async ({ args }) => {
        const data = await withDb(args.db, (db) => listBlocks(db, clock.now()))
        printResult(args.json, { data, total: data.length }, () => table(data as unknown as Record<string, unknown>[]))
      },
    }),
    block: defineCommand({
      meta: { name: 'block', description: 'Block an address' },
      args: { ...commonArgs, ip: ipArg, hours: { type: 'string', default: '48' }, reason: { type: 'string' } },
      run: async ({ args }) => {
        const hours = Number(args.hours)
        if (!Number.isFinite(hours) || hours <= 0) throw new AppError('USAGE', '--hours must be a number > 0')
        const block = await withDb(args.db, (db) => blockIp(db, clock, args.ip, { hours, reason: args.reason }))
        printResult(args.json, block, () => `${block.ip} blocked until ${block.expires_at}`)
      },
    }),
    unblock: defineCommand({
      meta: { name: 'unblock', description: 'Lift a block' },
      args: { ...commonArgs, ip: ipArg },
      run: async ({ args }) => {
        await withDb(args.db, (db) => unblockIp(db, clock, args.ip))
        printResult(args.json, { success: true, ip: args.ip }, () => `${args.ip} unblocked`)
      },
    }),
  },
})

export const securityCommand = defineCommand({
  meta: { name: 'security', description: 'Security jobs' },
  subCommands: {
    scan: defineCommand({
      meta: { name: 'scan', description: 'Run the failed-authentication scan now' },
      args: { ...commonArgs },
      run: async ({ args }) => {
        const blocks = await withDb(args.db, (db) => scanFailedAuth(db, clock))
        printResult(args.json, { blocked: blocks }, () =>
          blocks.length ? blocks.map((b) => `${b.ip} blocked until ${b.expires_at}`).join('\n') : 'no address reached the threshold',
        )
      },
    }),
  },
})

export const setQuotaCommand = defineCommand({
  meta: { name: 'set-quota', description: "Override a user's daily limit for a class (or the overall API quota)" },
  args: {
    ...commonArgs,
    id: { type: 'positional', required: true, description: 'User id' },
    class: { type: 'string', required: true, description: QUOTA_CLASS_NAMES.join(' | ') },
    limit: { type: 'string', required: true, description: 'N | unlimited | default' },
  },
  run: async ({ args }) => {
    if (!isQuotaClass(args.class)) throw new AppError('USAGE', `--class must be one of ${QUOTA_CLASS_NAMES.join(', ')}`)
    const limit = args.limit === 'unlimited' ? null : args.limit === 'default' ? 'default' : /^\d+$/.test(args.limit) ? Number(args.limit) : undefined
    if (limit === undefined) throw new AppError('USAGE', '--limit must be a whole number, unlimited or default')
    await withDb(args.db, (db) => {
      requireUserRow(db, args.id)
      setQuotaOverride(db, args.id, args.class as QuotaClass, limit)
    })
    printResult(args.json, { userId: args.id, class: args.class, limit: args.limit }, () => `${args.id} ${args.class}: ${args.limit}`)
  },
})
