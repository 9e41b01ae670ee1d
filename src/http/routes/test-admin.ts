// /__admin/* (contract §11): only with `serve --test-mode`, unauthenticated — a fixture server's
// controls. Without test mode these paths do not exist (404).
import { getQuery, getRouterParam, type H3Event } from 'h3'
import * as v from 'valibot'
import type { AppContext } from '../../app.ts'
import { isoAt } from '../../clock.ts'
import { clearAddressLimits, type TestMode } from '../../core/test-mode.ts'
import { AppError, validationError } from '../../errors.ts'
import { readJsonObject } from '../body.ts'
import { arr, bool, int, obj, str, time, type Schema } from '../openapi-schemas.ts'
import type { Route, RouteDoc } from '../route.ts'
import { paging, parseWith } from '../validate.ts'

const ClockBody = v.object({
  set: v.optional(v.pipe(v.string('must be an ISO 8601 time'), v.isoTimestamp('must be an ISO 8601 time like 2026-11-21T09:30:00Z'))),
  advance_seconds: v.optional(v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.minValue(0, 'must be ≥ 0 (use set to go back)'))),
})
const SnapshotBody = v.object({ name: v.pipe(v.string('must be a string'), v.regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, _ . or -')) })
const FaultBody = v.object({
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'get', 'post', 'put', 'patch', 'delete', 'head'], 'must be an HTTP method')),
  path: v.pipe(v.string('must be a string'), v.maxLength(500)),
  status: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(400, 'must be 400–599'), v.maxValue(599, 'must be 400–599'))),
  detail: v.optional(v.pipe(v.string('must be a string'), v.maxLength(1000))),
  latency_ms: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.maxValue(60_000, 'must be at most 60000'))),
  probability: v.optional(v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0–1'), v.maxValue(1, 'must be 0–1'))),
  times: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'))),
})

/** 9999-12-31T23:59:59.999Z: the last time ISO 8601 writes with four digits. */
const LATEST = 253_402_300_799_999

const doc = (summary: string, response: Schema): RouteDoc => ({ summary, tag: 'Test mode', auth: 'none', response })
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

export function testAdminRoutes(ctx: AppContext, testMode: TestMode): Route[] {
  const { clock } = ctx
  const now = () => ({ now: isoAt(clock.now()) })
  const param = (event: H3Event, name: string) => getRouterParam(event, name, { decode: true })!
  return [
    { method: 'GET', path: '/__admin/clock', handler: () => now(), doc: doc('The virtual clock', obj({ now: time })) },
    {
      method: 'POST',
      path: '/__admin/clock',
      handler: async (event) => {
        const body = parseWith(ClockBody, await readJsonObject(event))
        if ((body.set === undefined) === (body.advance_seconds === undefined)) throw validationError('set', 'give exactly one of set or advance_seconds')
        const before = clock.now()
        const target = body.set !== undefined ? Date.parse(body.set) : before + Math.round(body.advance_seconds! * 1000)
        if (!(target >= 0 && target <= LATEST)) throw validationError(body.set !== undefined ? 'set' : 'advance_seconds', 'must keep the clock between 1970 and 9999')
        clock.set(target)
        if (clock.now() < before) ctx.scheduler?.rebase()
        // Background jobs that fell due by the new time run now (quota resets need no job: they read the clock).
        const jobs = ctx.scheduler?.tick() ?? []
        return { ...now(), jobs_run: jobs }
      },
      doc: { ...doc('Set or advance the virtual clock; jobs that fell due run', obj({ now: time, jobs_run: arr(str) })), body: ClockBody },
    },
    {
      method: 'POST',
      path: '/__admin/reset',
      handler: () => {
        testMode.snapshots.restore('initial')
        clearAddressLimits(ctx.db)
        testMode.requests.clear()
        testMode.faults.clear()
        return { success: true, restored: 'initial' }
      },
      doc: doc('Restore the account data as it was at start; empty the request log and remove every fault (the clock stays)', restored),
    },
    { method: 'GET', path: '/__admin/snapshots', handler: () => ({ data: testMode.snapshots.list() }), doc: doc('Snapshots taken', obj({ data: arr(snapshot) })) },
    {
      method: 'POST',
      path: '/__admin/snapshots',
      handler: async (event) => {
        const body = parseWith(SnapshotBody, await readJsonObject(event))
        if (body.name === 'initial') throw validationError('name', '"initial" is the state at start; choose another name')
        event.res.status = 201
        return { data: testMode.snapshots.take(body.name, clock.now()) }
      },
      doc: { ...doc('Snapshot the account data under a name', obj({ data: snapshot })), body: SnapshotBody, status: 201 },
    },
    {
      method: 'POST',
      path: '/__admin/snapshots/:name/restore',
      handler: (event) => {
        const name = param(event, 'name')
        testMode.snapshots.restore(name)
        return { success: true, restored: name }
      },
      doc: doc('Restore a snapshot', restored),
    },
    {
      method: 'GET',
      path: '/__admin/requests',
      handler: (event) => {
        const q = getQuery(event) as Record<string, string | undefined>
        const { limit } = paging({ limit: q.limit }, { limit: 100, max: 1000 })
        let status: number | undefined
        if (q.status !== undefined && q.status !== '') {
          status = Number(q.status)
          if (!Number.isInteger(status)) throw validationError('status', 'must be an HTTP status code')
        }
        return { data: testMode.requests.list({ path: q.path || undefined, status, limit }) }
      },
      doc: {
        ...doc('Recent requests, newest first', obj({ data: arr(obj({ id: int, at: time, method: str, path: str, status: int, duration_ms: { type: 'number' }, userId: { anyOf: [str, { type: 'null' }] } })) })),
        query: { path: 'Path glob (* within a segment, ** across)', status: 'HTTP status', limit: 'At most this many (default 100, max 1000)' },
      },
    },
    { method: 'GET', path: '/__admin/faults', handler: () => ({ data: testMode.faults.list() }), doc: doc('Faults in force', obj({ data: arr(fault) })) },
    {
      method: 'POST',
      path: '/__admin/faults',
      handler: async (event) => {
        const body = parseWith(FaultBody, await readJsonObject(event))
        event.res.status = 201
        return { data: testMode.faults.add(body, clock.now()) }
      },
      doc: { ...doc('Inject a fault: latency and/or an error status for matching requests', obj({ data: fault })), body: FaultBody, status: 201 },
    },
    {
      method: 'DELETE',
      path: '/__admin/faults',
      handler: () => ({ success: true, removed: testMode.faults.clear() }),
      doc: doc('Remove every fault', obj({ success: bool, removed: int })),
    },
    {
      method: 'DELETE',
      path: '/__admin/faults/:id',
      handler: (event) => {
        const id = param(event, 'id')
        if (!testMode.faults.remove(id)) throw new AppError('NOT_FOUND', `No fault ${id}`)
        return { success: true }
      },
      doc: doc('Remove one fault', obj({ success: bool })),
    },
  ]
}
