// /__admin/* (contract §11): only with `serve --test-mode`, unauthenticated — a fixture server's
// controls. Without test mode these paths do not exist (404).
import * as v from 'valibot'
import type { AppContext } from '../context.ts'
import { isoAt } from '../../clock.ts'
import { clearAddressLimits, onAccountData, type TestMode } from '../../core/test-mode.ts'
import { AppError, validationError } from '../../errors.ts'
import { arr, bool, date, int, obj, str, time } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'
import { testRecordRoutes } from './test-records.ts'
import { qText } from '../schemas.ts'
import { caseless } from '../validate.ts'

const ClockBody = v.object({
  set: v.optional(v.pipe(v.string('must be an ISO 8601 time'), v.isoTimestamp('must be an ISO 8601 time like 2026-11-21T09:30:00Z'))),
  advance_seconds: v.optional(v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.minValue(0, 'must be ≥ 0 (use set to go back)'))),
})
const SnapshotBody = v.object({ name: v.pipe(v.string('must be a string'), v.regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, _ . or -')) })
/** Days of the living registry one clock move may make (three years). */
export const MAX_LIVING_DAYS_PER_MOVE = 1096

const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const
const FaultBody = v.object({
  method: v.optional(
    v.pipe(
      v.string('must be an HTTP method'),
      v.check((m) => (FAULT_METHODS as readonly string[]).includes(m.toUpperCase()), `must be an HTTP method (${FAULT_METHODS.join(', ')}, any case)`),
      v.metadata({ pattern: caseless(FAULT_METHODS), examples: ['POST'] }),
    ),
  ),
  path: v.pipe(v.string('must be a string'), v.maxLength(500)),
  status: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(400, 'must be 400–599'), v.maxValue(599, 'must be 400–599'))),
  detail: v.optional(v.pipe(v.string('must be a string'), v.maxLength(1000))),
  latency_ms: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.maxValue(60_000, 'must be at most 60000'))),
  probability: v.optional(v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0–1'), v.maxValue(1, 'must be 0–1'))),
  times: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'))),
})

/** 9999-12-31T23:59:59.999Z: the last time ISO 8601 writes with four digits. */
const LATEST = 253_402_300_799_999

const doc = (summary: string) => ({ summary, tag: 'Test mode' })
const restored = obj({ success: bool, restored: str })
const snapshot = obj({ name: str, created_at: time, rows: int })
const fault = obj({
  id: str,
  method: { anyOf: [str, { type: 'null' }] },
  path: str,
  status: { anyOf: [int, { type: 'null' }] },
  detail: { anyOf: [str, { type: 'null' }] },
  latency_ms: int,
  probability: { type: 'number' },
  times: { anyOf: [int, { type: 'null' }] },
  hits: int,
  created_at: time,
})

const RequestsQuery = v.object({
  path: qText('Path glob (* within a segment, ** across)'),
  status: v.optional(v.pipe(v.string(), v.regex(/^\d{3}$/, 'must be an HTTP status code'), v.transform(Number), v.description('HTTP status'))),
})

export function testAdminRoutes(ctx: AppContext, testMode: TestMode): Route[] {
  const { clock } = ctx
  const now = () => ({ now: isoAt(clock.now()) })
  /** Sets the clock; going back, jobs are next due from the new time and attempts before it count again (read from their rows). */
  const setClock = (target: number) => {
    const before = clock.now()
    clock.set(target)
    if (clock.now() < before) {
      ctx.scheduler?.rebase()
      ctx.attempts.forget()
    }
  }
  /** The clock back to a snapshot's time, and the living registry to its date (days after it taken back). */
  const backTo = async (name: string) => {
    setClock(testMode.snapshots.clockOf(name))
    await ctx.living.sync()
  }
  return [
    defineRoute({ method: 'GET', path: '/__admin/clock', auth: 'none', handler: () => now(), response: obj({ now: time }), doc: doc('The virtual clock') }),
    defineRoute({
      method: 'POST',
      path: '/__admin/clock',
      auth: 'none',
      body: ClockBody,
      handler: async ({ body }) => {
        if ((body.set === undefined) === (body.advance_seconds === undefined)) throw validationError('set', 'give exactly one of set or advance_seconds')
        const before = clock.now()
        const target = body.set !== undefined ? Date.parse(body.set) : before + Math.round(body.advance_seconds! * 1000)
        const field = body.set !== undefined ? 'set' : 'advance_seconds'
        if (!(target >= 0 && target <= LATEST)) throw validationError(field, 'must keep the clock between 1970 and 9999')
        // Each day past the registry's is made before the answer: bounded, so that one request cannot
        // keep the server writing for hours (a move to a far-off year).
        const living = ctx.living.state()
        if (living.live && living.live_through) {
          const days = Math.floor((target - Date.parse(`${living.live_through}T00:00:00Z`)) / 86_400_000)
          if (days > MAX_LIVING_DAYS_PER_MOVE)
            throw validationError(
              field,
              `would make ${days.toLocaleString('en-US')} days of the living registry past ${living.live_through}; one move makes at most ${MAX_LIVING_DAYS_PER_MOVE.toLocaleString('en-US')} (three years): move in steps, or serve with --static to keep the registry at its as-of date while the clock goes anywhere`,
            )
        }
        setClock(target)
        // Background jobs that fell due by the new time run now (quota resets need no job: they read the clock).
        const jobs = ctx.scheduler?.tick() ?? []
        // The living registry's days up to the new date are in (or those after it taken back) before the answer.
        await ctx.living.sync()
        return { ...now(), jobs_run: jobs, live_through: ctx.living.state().live_through }
      },
      response: obj({ now: time, jobs_run: arr(str), live_through: { anyOf: [date, { type: 'null' }] } }),
      doc: doc('Set or advance the virtual clock; jobs that fell due run, and the registry’s days up to the new date are in when it answers'),
    }),
    defineRoute({
      method: 'POST',
      path: '/__admin/reset',
      auth: 'none',
      handler: async () => {
        await backTo('initial')
        onAccountData(ctx, () => {
          testMode.snapshots.restore('initial')
          clearAddressLimits(ctx.db)
        })
        testMode.requests.clear()
        testMode.faults.clear()
        return { success: true, restored: 'initial' }
      },
      response: restored,
      doc: doc('Restore the clock, the registry and the account data as they were at start; empty the request log and remove every fault'),
    }),
    defineRoute({
      method: 'GET',
      path: '/__admin/snapshots',
      auth: 'none',
      handler: () => ({ data: testMode.snapshots.list() }),
      response: obj({ data: arr(snapshot) }),
      doc: doc('Snapshots taken'),
    }),
    defineRoute({
      method: 'POST',
      path: '/__admin/snapshots',
      auth: 'none',
      body: SnapshotBody,
      handler: ({ body }) => {
        if (body.name === 'initial') throw validationError('name', '"initial" is the state at start; choose another name')
        return { data: onAccountData(ctx, () => testMode.snapshots.take(body.name, clock.now())) }
      },
      status: 201,
      response: obj({ data: snapshot }),
      doc: doc('Snapshot the account data under a name'),
    }),
    defineRoute({
      method: 'POST',
      path: '/__admin/snapshots/:name/restore',
      auth: 'none',
      handler: async ({ params }) => {
        await backTo(params.name)
        onAccountData(ctx, () => testMode.snapshots.restore(params.name))
        return { success: true, restored: params.name }
      },
      response: restored,
      errors: { 404: 'No snapshot of that name' },
      doc: doc('Restore a snapshot'),
    }),
    defineRoute({
      method: 'GET',
      path: '/__admin/requests',
      auth: 'none',
      query: RequestsQuery,
      paging: { limit: 100, max: 1000 },
      handler: ({ query, page }) => ({ data: testMode.requests.list({ path: query.path, status: query.status, limit: page.limit }) }),
      response: obj({ data: arr(obj({ id: int, at: time, method: str, path: str, status: int, duration_ms: { type: 'number' }, userId: { anyOf: [str, { type: 'null' }] } })) }),
      doc: doc('Recent requests, newest first'),
    }),
    ...testRecordRoutes(ctx, testMode),
    defineRoute({
      method: 'GET',
      path: '/__admin/faults',
      auth: 'none',
      handler: () => ({ data: testMode.faults.list() }),
      response: obj({ data: arr(fault) }),
      doc: doc('Faults in force'),
    }),
    defineRoute({
      method: 'POST',
      path: '/__admin/faults',
      auth: 'none',
      body: FaultBody,
      handler: ({ body }) => ({ data: testMode.faults.add(body, clock.now()) }),
      status: 201,
      response: obj({ data: fault }),
      doc: doc('Inject a fault: latency and/or an error status for matching requests'),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/__admin/faults',
      auth: 'none',
      handler: () => ({ success: true, removed: testMode.faults.clear() }),
      response: obj({ success: bool, removed: int }),
      doc: doc('Remove every fault'),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/__admin/faults/:id',
      auth: 'none',
      handler: ({ params }) => {
        if (!testMode.faults.remove(params.id)) throw new AppError('NOT_FOUND', `No fault ${params.id}`)
        return { success: true }
      },
      response: obj({ success: bool }),
      errors: { 404: 'No fault with that id' },
      doc: doc('Remove one fault'),
    }),
  ]
}
