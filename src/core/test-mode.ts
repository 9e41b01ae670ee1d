// Test mode (contract §11, `serve --test-mode`): what a test suite needs from its fixture server —
// a request log, injected faults, and snapshots of the account data to reset to.
import { isoAt } from '../clock.ts'
import type { Db } from '../db/open.ts'
import type { GroupCommit } from '../db/group-commit.ts'
import type { AttemptWindows } from './access/limits.ts'
import { AppError, validationError } from '../errors.ts'
import type { QuotaLedger } from './access/quotas.ts'
import { copyAccountTables, restoreAccountTables, type TableRows } from '../db/tables.ts'

// ── request log ──────────────────────────────────────────────────────────────

export interface LoggedRequest {
  id: number
  at: string
  method: string
  path: string
  status: number
  duration_ms: number
  userId: string | null
}

export const REQUEST_LOG_SIZE = 1000

/** The last 1,000 requests (not counting /__admin/ ones), newest first. */
export class RequestLog {
  #entries: LoggedRequest[] = []
  #next = 1

  record(entry: Omit<LoggedRequest, 'id'>): void {
    this.#entries.push({ id: this.#next++, ...entry })
    if (this.#entries.length > REQUEST_LOG_SIZE) this.#entries.splice(0, this.#entries.length - REQUEST_LOG_SIZE)
  }

  list(filter: { path?: string; status?: number; limit: number }): LoggedRequest[] {
    const out: LoggedRequest[] = []
    const match = filter.path === undefined ? () => true : globMatcher(filter.path)
    for (let i = this.#entries.length - 1; i >= 0 && out.length < filter.limit; i--) {
      const e = this.#entries[i]
      if ((filter.status === undefined || e.status === filter.status) && match(e.path)) out.push(e)
    }
    return out
  }

  clear(): void {
    this.#entries = []
  }
}

// ── faults ───────────────────────────────────────────────────────────────────

/** A fault to inject: POST /__admin/faults, or `fault()` of the npm package (src/api/types.ts re-exports both types). */
export interface FaultSpec {
  /** A path glob: `*` within a segment, `**` across segments. */
  path: string
  method?: string
  status?: number
  detail?: string
  latency_ms?: number
  probability?: number
  times?: number
}

/** An injected fault, as listed and as `fault()` returns it. */
export interface Fault extends Required<Pick<FaultSpec, 'path' | 'probability'>> {
  id: string
  method: string | null
  status: number | null
  detail: string | null
  latency_ms: number
  /** Remaining applications; null: until deleted. */
  times: number | null
  hits: number
  created_at: string
}

/**
 * `*` matches within one path segment, `**` across segments, `?` one character; a pattern without
 * wildcards matches that path only. Matched by walking the pattern's positions as a set of states
 * (no backtracking): time grows with path length × pattern length, whatever the pattern — a
 * regular expression of many `*` could take minutes on a short path.
 */
export function globMatcher(glob: string): (path: string) => boolean {
  const tokens = glob.match(/\*\*|\*|\?|[^*?]/g) ?? []
  const m = tokens.length
  /** States reachable from `states` without reading a character (a star may match nothing). */
  const close = (states: Uint8Array) => {
    for (let i = 0; i < m; i++) if (states[i] && (tokens[i] === '*' || tokens[i] === '**')) states[i + 1] = 1
    return states
  }
  return (path) => {
    let states = close(Uint8Array.of(1, ...new Array<number>(m).fill(0)))
    for (const c of path) {
      const next = new Uint8Array(m + 1)
      let any = false
      for (let i = 0; i < m; i++) {
        if (!states[i]) continue
        const t = tokens[i]
        if (t === '**' || (t === '*' && c !== '/')) next[i] = 1
        else if ((t === '?' && c !== '/') || t === c) next[i + 1] = 1
        else continue
        any = true
      }
      if (!any) return false
      states = close(next)
    }
    return states[m] === 1
  }
}

/** Test-mode state is memory: bounded, so a runaway test cannot grow the server without limit. */
export const MAX_FAULTS = 100
export const MAX_SNAPSHOTS = 20

export class Faults {
  #faults: (Fault & { matches: (path: string) => boolean })[] = []
  #next = 1
  /** Injected so tests of the fault machinery can be deterministic. */
  #random: () => number

  constructor(random: () => number = Math.random) {
    this.#random = random
  }

  add(spec: FaultSpec, now: number): Fault {
    if (this.#faults.length >= MAX_FAULTS) throw validationError('path', `at most ${MAX_FAULTS} faults at once; delete some first (DELETE /__admin/faults)`)
    if (typeof spec.path !== 'string' || !spec.path.startsWith('/')) throw validationError('path', 'must be a path glob starting with /, like /api/orders/*')
    if (spec.path.startsWith('/__admin')) throw validationError('path', 'faults cannot apply to /__admin/ endpoints')
    if (spec.status === undefined && !spec.latency_ms) throw validationError('status', 'give a status, a latency_ms above 0, or both')
    const fault: Fault = {
      id: `flt_${this.#next++}`,
      method: spec.method ? spec.method.toUpperCase() : null,
      path: spec.path,
      status: spec.status ?? null,
      detail: spec.detail ?? null,
      latency_ms: spec.latency_ms ?? 0,
      probability: spec.probability ?? 1,
      times: spec.times ?? null,
      hits: 0,
      created_at: isoAt(now),
    }
    this.#faults.push({ ...fault, matches: globMatcher(fault.path) })
    return fault
  }

  list(): Fault[] {
    return this.#faults.map(({ matches: _, ...f }) => f)
  }

  remove(id: string): boolean {
    const before = this.#faults.length
    this.#faults = this.#faults.filter((f) => f.id !== id)
    return this.#faults.length < before
  }

  clear(): number {
    const n = this.#faults.length
    this.#faults = []
    return n
  }

  /** The first fault that applies to this request (it is used up by one application). */
  take(method: string, path: string): Fault | undefined {
    for (const f of this.#faults) {
      if ((f.method !== null && f.method !== method) || !f.matches(path)) continue
      if (f.probability < 1 && this.#random() >= f.probability) continue
      f.hits++
      if (f.times !== null && --f.times <= 0) this.remove(f.id)
      const { matches: _, ...fault } = f
      return fault
    }
    return undefined
  }
}

/** The error an injected fault answers with. */
export function faultError(fault: Fault): AppError {
  return new AppError('INJECTED_FAULT', fault.detail ?? `Injected fault ${fault.id} (${fault.method ?? 'any method'} ${fault.path}).`, { status: fault.status ?? 500 })
}

// ── snapshots ────────────────────────────────────────────────────────────────

type Rows = TableRows

/**
 * A fixture document written while serving (POST /__admin/fixtures): reset takes it back, and a
 * snapshot's restore writes it again (its `redo` is the write made anew). Made by the route from the
 * records wing (src/records/write.ts), which core does not import.
 */
export interface PostedWrite {
  undo(): void
  redo(): PostedWrite
}

/**
 * Named copies of the account data (users, keys, sessions, orders, ledger, watchlists, screeners,
 * counters, blocks, settings) held in memory, with the fixtures posted by then; the dataset itself
 * never changes through the API. `initial` is taken when the server starts (fixtures given at start
 * are part of the dataset), and /__admin/reset restores it.
 */
export class Snapshots {
  #db: Db
  #ledger: QuotaLedger
  #saved = new Map<string, { rows: Rows; created_at: string; clock: number; posted: PostedWrite[] }>()
  /** Fixture documents posted to /__admin/fixtures, oldest first. */
  #posted: PostedWrite[] = []

  constructor(db: Db, ledger: QuotaLedger) {
    this.#db = db
    this.#ledger = ledger
  }

  take(name: string, now: number): { name: string; created_at: string; rows: number } {
    // Each is a copy of every account table, kept in memory: a bounded number of names (one may be taken again).
    if (!this.#saved.has(name) && this.#saved.size >= MAX_SNAPSHOTS) throw validationError('name', `at most ${MAX_SNAPSHOTS} snapshots; take one again under an existing name`)
    this.#ledger.flush() // counts taken so far belong in the copy
    const rows = copyAccountTables(this.#db)
    const created_at = isoAt(now)
    this.#saved.set(name, { rows, created_at, clock: now, posted: [...this.#posted] })
    return { name, created_at, rows: Object.values(rows).reduce((n, r) => n + r.length, 0) }
  }

  list(): { name: string; created_at: string; rows: number }[] {
    return [...this.#saved].map(([name, s]) => ({ name, created_at: s.created_at, rows: Object.values(s.rows).reduce((n, r) => n + r.length, 0) }))
  }

  /** A fixture document posted: reset takes it back, a snapshot taken later keeps it. */
  posted(write: PostedWrite): void {
    this.#posted.push(write)
  }

  /**
   * Puts every account table back as it was, in one transaction; caches and counters start over.
   * The registry goes back to the fixtures posted by then: later ones are taken back (newest
   * first), and ones taken back since are written again.
   */
  /** The clock's time when the snapshot was taken (the route sets the clock back to it, and the living registry follows). */
  clockOf(name: string): number {
    const saved = this.#saved.get(name)
    if (!saved) throw new AppError('NOT_FOUND', `No snapshot ${name}`)
    return saved.clock
  }

  restore(name: string): void {
    const saved = this.#saved.get(name)
    if (!saved) throw new AppError('NOT_FOUND', `No snapshot ${name}`)
    for (const write of [...this.#posted].reverse()) if (!saved.posted.includes(write)) write.undo()
    const kept = this.#posted.filter((w) => saved.posted.includes(w))
    this.#posted = saved.posted.map((w) => (kept.includes(w) ? w : w.redo()))
    saved.posted = [...this.#posted]
    this.#ledger.forget()
    restoreAccountTables(this.#db, saved.rows)
    this.#ledger.forget()
    this.#db.touch()
  }
}

/**
 * Runs `change` on the account data (a snapshot taken, restored or reset): the writes still queued
 * for a group commit go first (they belong to the data before), and afterwards the process's own
 * knowledge of the attempt windows is dropped, so it is read again from the rows now there.
 */
export function onAccountData<T>(ctx: { commits: GroupCommit; attempts: AttemptWindows }, change: () => T): T {
  ctx.commits.flush()
  try {
    return change()
  } finally {
    ctx.attempts.forget()
  }
}

/**
 * What /__admin/reset clears on top of the initial snapshot: per-address login and registration
 * counters, failed-authentication records and automatic blocks. They may predate the server (they
 * live in the file), and a suite that logs in before every test would otherwise hit the limit.
 * Blocks an administrator made stay.
 */
export function clearAddressLimits(db: Db): void {
  db.transaction(() => {
    db.run(db.kysely.deleteFrom('rate_limits'))
    db.run(db.kysely.deleteFrom('auth_failures'))
    db.run(db.kysely.deleteFrom('blocked_ips').where('source', '<>', 'admin'))
  })
  db.touch()
}

export interface TestMode {
  requests: RequestLog
  faults: Faults
  snapshots: Snapshots
}

export function createTestMode(db: Db, ledger: QuotaLedger, now: number): TestMode {
  const snapshots = new Snapshots(db, ledger)
  snapshots.take('initial', now)
  return { requests: new RequestLog(), faults: new Faults(), snapshots }
}
