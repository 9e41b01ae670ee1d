// Console admin actions (users, quotas, blocked addresses) and, in test mode, the test controls.
import { redirect } from 'h3'
import * as v from 'valibot'
import { isoAt } from '../../clock.ts'
import { blockIp, listBlocks, unblockIp } from '../../core/access/bans.ts'
import { setQuotaOverride } from '../../core/access/quotas.ts'
import { QUOTA_CLASSES } from '../../core/access/usage.ts'
import { listUsers, setUserStatus } from '../../core/accounts/users.ts'
import { clearAddressLimits, onAccountData } from '../../core/test-mode.ts'
import { AppError, validationError } from '../../errors.ts'
import { adminPage, testModePage } from '../console/admin.ts'
import type { AppContext } from '../context.ts'
import { defineRoute, type Route } from '../route.ts'

const QuotaForm = v.object({ class: v.picklist(QUOTA_CLASSES, `must be ${QUOTA_CLASSES.join(', ')}`), limit: v.optional(v.string(), '') })
const BlockForm = v.object({ ip: v.string(), hours: v.optional(v.string(), ''), reason: v.optional(v.string(), '') })
const IpForm = v.object({ ip: v.string() })
const ClockForm = v.object({ set: v.optional(v.string(), ''), advance_hours: v.optional(v.string(), '') })
const NameForm = v.object({ name: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, _ . or -')) })
const FaultForm = v.object({
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  status: v.optional(v.string(), ''),
  latency_ms: v.optional(v.string(), ''),
  times: v.optional(v.string(), ''),
})
const LogQuery = v.object({ path: v.optional(v.string()), status: v.optional(v.string()), open: v.optional(v.string()) })
const LATEST = 253_402_300_799_999
const doc = (summary: string) => ({ summary, tag: 'Console', html: true })

/** A whole number from a form field within bounds, or undefined when empty. */
function whole(raw: string, field: string, min: number, max: number): number | undefined {
  if (raw.trim() === '') return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) throw validationError(field, `must be a whole number from ${min} to ${max}`)
  return n
}

export function consoleAdminRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx
  const admin = { auth: 'browser', role: 'admin', form: true } as const
  const toAdmin = () => redirect('/console/admin', 303)
  const routes: Route[] = [
    defineRoute({
      method: 'GET',
      path: '/console/admin',
      auth: 'browser',
      role: 'admin',
      handler: ({ event, user }) => adminPage(ctx, event, user, listUsers(db), listBlocks(db, clock.now())),
      response: {},
      doc: doc('Console: users and blocked addresses (admins)'),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/console/admin/users/:id/:action',
      handler: ({ params, user }) => {
        if (params.action !== 'suspend' && params.action !== 'unsuspend') throw new AppError('NOT_FOUND', `No action ${params.action}`)
        setUserStatus(db, clock, params.id, params.action === 'suspend' ? 'suspended' : 'active', user.userId)
        return toAdmin()
      },
      response: {},
      errors: { 404: 'No such user or action', 409: 'Suspending oneself, or the last active admin' },
      doc: doc('Console: suspend or unsuspend a user (admins)'),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/console/admin/users/:id/quota',
      body: QuotaForm,
      handler: ({ params, body }) => {
        const text = body.limit.trim().toLowerCase()
        const limit = text === '' ? 'default' : text === 'unlimited' ? null : whole(text, 'limit', 0, 1e9)!
        if (!listUsers(db).some((u) => u.id === params.id)) throw new AppError('NOT_FOUND', `No user ${params.id}`)
        setQuotaOverride(db, params.id, body.class, limit)
        return toAdmin()
      },
      response: {},
      errors: { 404: 'No such user' },
      doc: doc('Console: set or clear a user’s daily quota (form: class, limit = number | unlimited | empty for default)'),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/console/admin/blocks',
      body: BlockForm,
      handler: ({ body }) => {
        blockIp(db, clock, body.ip.trim(), { hours: whole(body.hours, 'hours', 1, 87_600), reason: body.reason.trim() || undefined })
        return toAdmin()
      },
      response: {},
      doc: doc('Console: block an address (form: ip, hours, reason)'),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/console/admin/blocks/unblock',
      body: IpForm,
      handler: ({ body }) => {
        unblockIp(db, clock, body.ip.trim())
        return toAdmin()
      },
      response: {},
      errors: { 404: 'The address is not blocked' },
      doc: doc('Console: unblock an address (form: ip)'),
    }),
  ]
  const testMode = ctx.testMode
  if (!testMode) return routes
  const back = () => redirect('/console/test-mode', 303)
  const post = { auth: 'browser', form: true, method: 'POST', response: {} } as const
  return [
    ...routes,
    defineRoute({
      method: 'GET',
      path: '/console/test-mode',
      auth: 'browser',
      query: LogQuery,
      handler: ({ event, user, query }) => {
        const status = query.status ? whole(query.status, 'status', 100, 599) : undefined
        const filter = { path: query.path?.trim() || undefined, status }
        const requests = testMode.requests.list({ ...filter, limit: 100 })
        const open = query.open ? testMode.requests.list({ limit: 1000 }).find((r) => String(r.id) === query.open) : undefined
        return testModePage(ctx, event, user, { now: isoAt(clock.now()), snapshots: testMode.snapshots.list(), requests, filter, faults: testMode.faults.list(), open })
      },
      response: {},
      doc: doc('Console (test mode): clock, reset and snapshots, request log, faults'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/clock',
      body: ClockForm,
      handler: ({ body }) => {
        const before = clock.now()
        const hours = body.advance_hours.trim() === '' ? undefined : Number(body.advance_hours)
        const target = body.set.trim() ? Date.parse(body.set.trim()) : hours !== undefined ? before + Math.round(hours * 3_600_000) : NaN
        if (!(target >= 0 && target <= LATEST))
          throw validationError(body.set.trim() ? 'set' : 'advance_hours', 'give a time (ISO 8601) or a number of hours that keeps the clock between 1970 and 9999')
        clock.set(target)
        if (clock.now() < before) {
          ctx.scheduler?.rebase()
          ctx.attempts.forget() // attempts before the new time count again: read from their rows
        }
        ctx.scheduler?.tick()
        return back()
      },
      doc: doc('Console (test mode): set or advance the clock (form: set | advance_hours)'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/reset',
      handler: ({ event }) => {
        onAccountData(ctx, () => {
          testMode.snapshots.restore('initial')
          clearAddressLimits(db)
        })
        testMode.requests.clear()
        testMode.faults.clear()
        // The account data went back to the start: this browser's session may be gone with it.
        return redirect(event.req.headers.get('referer')?.includes('/console/test-mode') ? '/console/test-mode' : '/console', 303)
      },
      doc: doc('Console (test mode): reset to the start state'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/snapshots',
      body: NameForm,
      handler: ({ body }) => {
        if (body.name === 'initial') throw validationError('name', '"initial" is the state at start; choose another name')
        onAccountData(ctx, () => testMode.snapshots.take(body.name, clock.now()))
        return back()
      },
      doc: doc('Console (test mode): take a snapshot (form: name)'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/snapshots/:name/restore',
      handler: ({ params }) => {
        onAccountData(ctx, () => testMode.snapshots.restore(params.name))
        return back()
      },
      errors: { 404: 'No snapshot of that name' },
      doc: doc('Console (test mode): restore a snapshot'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/faults',
      body: FaultForm,
      handler: ({ body }) => {
        testMode.faults.add(
          {
            path: body.path.trim(),
            status: whole(body.status, 'status', 400, 599),
            latency_ms: whole(body.latency_ms, 'latency_ms', 0, 60_000),
            times: whole(body.times, 'times', 1, 1e9),
          },
          clock.now(),
        )
        return back()
      },
      doc: doc('Console (test mode): add a fault (form: path, status, latency_ms, times)'),
    }),
    defineRoute({
      ...post,
      path: '/console/test-mode/faults/:id/delete',
      handler: ({ params }) => {
        if (!testMode.faults.remove(params.id)) throw new AppError('NOT_FOUND', `No fault ${params.id}`)
        return back()
      },
      errors: { 404: 'No fault with that id' },
      doc: doc('Console (test mode): remove a fault'),
    }),
  ]
}
