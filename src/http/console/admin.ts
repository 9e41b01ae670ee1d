// The console's admin page (users: suspend, unsuspend, quotas; blocked addresses: block, unblock)
// and, in test mode, the test controls (clock, reset and snapshots, request log, faults).
import type { H3Event } from 'h3'
import type { Block } from '../../core/access/bans.ts'
import { QUOTA_CLASSES } from '../../core/access/usage.ts'
import type { listUsers } from '../../core/accounts/users.ts'
import type { Fault, LoggedRequest } from '../../core/test-mode.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { h } from '../html.ts'
import { BLOCKED_IP_FIELDS } from '../../entities/blocked-ip.ts'
import { date, headOf, num } from './format.ts'
import { page, postButton, table } from './layout.ts'

export function adminPage(ctx: AppContext, event: H3Event, user: AuthUser, users: ReturnType<typeof listUsers>, blocks: Block[]) {
  const rows = users.map((u) => [
    h`<strong>${u.name}</strong><br><small>${u.email}</small>`,
    u.role === 'admin' ? 'Administrator' : 'User',
    u.plan,
    h`<span data-status="${u.id}">${u.status === 'suspended' ? 'Suspended' : 'Active'}</span>`,
    u.id === user.userId
      ? h`<small>(you)</small>`
      : postButton(
          event,
          `/console/admin/users/${u.id}/${u.status === 'suspended' ? 'unsuspend' : 'suspend'}`,
          u.status === 'suspended' ? `Unsuspend ${u.name}` : `Suspend ${u.name}`,
        ),
    h`<form method="post" action="/console/admin/users/${u.id}/quota" class="actions">${csrfField(event)}<label>Quota <select name="class">${QUOTA_CLASSES.map((c) => h`<option>${c}</option>`)}</select></label><label>Daily limit <input name="limit" size="6" placeholder="default" aria-describedby="limit-help"></label><button class="secondary outline small">Set</button></form>`,
  ])
  const blockRows = blocks.map((b) => [
    h`<code>${b.ip}</code>`,
    b.reason,
    b.source,
    date(b.blocked_at, true),
    date(b.expires_at, true),
    postButton(event, '/console/admin/blocks/unblock', 'Unblock', { ip: b.ip }),
  ])
  return page(
    ctx,
    event,
    user,
    'Admin',
    h`<h2>Users</h2><p id="limit-help"><small>Daily limit: a number, “unlimited”, or empty for the plan’s default.</small></p>${table(['User', 'Role', 'Plan', 'Status', '', 'Quota override'], rows)}
<h2>Blocked addresses</h2>${table([...headOf(BLOCKED_IP_FIELDS), ''], blockRows, 'No address is blocked.')}
<form method="post" action="/console/admin/blocks" class="actions">${csrfField(event)}<label>Address <input name="ip" required placeholder="203.0.113.7"></label><label>Hours <input name="hours" type="number" min="1" value="48"></label><label>Reason <input name="reason" placeholder="abuse"></label><button>Block</button></form>`,
  )
}

export interface TestModeView {
  now: string
  snapshots: { name: string; created_at: string; rows: number }[]
  requests: LoggedRequest[]
  filter: { path?: string; status?: number }
  faults: Fault[]
  open?: LoggedRequest
}

export function testModePage(ctx: AppContext, event: H3Event, user: AuthUser, view: TestModeView) {
  const reqRows = view.requests.map((r) => [
    h`<a href="${`/console/test-mode?${new URLSearchParams({ ...(view.filter.path ? { path: view.filter.path } : {}), open: String(r.id) })}`}">#${r.id}</a>`,
    date(r.at, true),
    r.method,
    h`<code>${r.path}</code>`,
    r.status,
    `${num(r.duration_ms)} ms`,
  ])
  const faultRows = view.faults.map((f) => [
    f.method ?? 'any',
    h`<code>${f.path}</code>`,
    f.status ?? '—',
    `${f.latency_ms} ms`,
    f.times ?? 'until removed',
    f.hits,
    postButton(event, `/console/test-mode/faults/${f.id}/delete`, 'Remove'),
  ])
  const snapRows = view.snapshots.map((s) => [s.name, date(s.created_at, true), num(s.rows), postButton(event, `/console/test-mode/snapshots/${s.name}/restore`, 'Restore')])
  const open = view.open
    ? h`<article aria-label="Request #${view.open.id}"><h3>Request #${view.open.id}</h3><dl class="facts">${Object.entries(view.open).map(([k, v]) => h`<div><dt>${k}</dt><dd><code>${String(v)}</code></dd></div>`)}</dl></article>`
    : ''
  return page(
    ctx,
    event,
    user,
    'Test mode',
    h`<h2>Clock</h2><p>Server time: <strong data-clock>${date(view.now, true)}</strong> <small>(<code>${view.now}</code>)</small></p>
<div class="grid"><form method="post" action="/console/test-mode/clock" class="actions">${csrfField(event)}<label>Advance by (hours) <input name="advance_hours" type="number" step="any" required value="24"></label><button>Advance</button></form>
<form method="post" action="/console/test-mode/clock" class="actions">${csrfField(event)}<label>Set to (UTC) <input name="set" required value="${view.now}"></label><button class="secondary">Set</button></form></div>
<h2>Reset and snapshots</h2><p>${postButton(event, '/console/test-mode/reset', 'Reset to the start state', {}, 'contrast small')} <small>Restores the account data, empties the request log, removes faults; the clock stays.</small></p>
${table(['Snapshot', 'Taken', 'Rows', ''], snapRows, 'No snapshots yet.')}<form method="post" action="/console/test-mode/snapshots" class="actions">${csrfField(event)}<label>Name <input name="name" required pattern="[\\w.\\-]{1,64}"></label><button class="secondary">Take a snapshot</button></form>
<h2>Request log</h2><form method="get" action="/console/test-mode" class="actions"><label>Path (glob) <input name="path" value="${view.filter.path ?? ''}" placeholder="/api/**"></label><label>Status <input name="status" type="number" min="100" max="599" value="${view.filter.status ?? ''}"></label><button class="secondary">Filter</button></form>
${open}${table(['#', 'At', 'Method', 'Path', 'Status', 'Took'], reqRows, 'No requests match.', { sortable: true })}
<h2>Faults</h2>${table(['Method', 'Path', 'Status', 'Latency', 'Times', 'Hits', ''], faultRows, 'No faults in force.')}
<form method="post" action="/console/test-mode/faults" class="actions">${csrfField(event)}<label>Path (glob) <input name="path" required placeholder="/api/orders/*"></label><label>Status <input name="status" type="number" min="400" max="599" value="503"></label><label>Latency (ms) <input name="latency_ms" type="number" min="0" max="60000" value="0"></label><label>Times <input name="times" type="number" min="1" placeholder="until removed"></label><button>Add fault</button></form>`,
  )
}
