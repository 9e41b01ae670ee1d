// The console's screeners (built-in and the user's) and watchlists with their members.
import type { H3Event } from 'h3'
import type { Screener } from '../../db/types.ts'
import type { FqlError, Position } from '../../core/fql/errors.ts'
import type { listWatchlists, watchlistById } from '../../core/lists/watchlists.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { h, type Part } from '../html.ts'
import { date, num } from './format.ts'
import { page, postButton, table } from './layout.ts'
import { caret } from './search.ts'

const TYPE_LABEL: Record<string, string> = { company: 'Companies', gst: 'GST registrations', director: 'Directors' }
const run = (s: Pick<Screener, 'type' | 'query'>) => `/console/search?${new URLSearchParams({ type: s.type, query: s.query })}`

export function screenerForm(event: H3Event, action: string, s: Partial<Pick<Screener, 'name' | 'type' | 'query' | 'description'>>, button: string): Part {
  return h`<form method="post" action="${action}">${csrfField(event)}<div class="grid"><label>Name <input name="name" required maxlength="200" value="${s.name ?? ''}"></label><label>Searches <select name="type"><option value="company"${s.type !== 'gst' ? h` selected` : ''}>Companies</option><option value="gst"${s.type === 'gst' ? h` selected` : ''}>GST registrations</option></select></label></div><label>FQL query <textarea name="query" rows="2" required spellcheck="false">${s.query ?? ''}</textarea></label><label>Description <input name="description" maxlength="2000" value="${s.description ?? ''}"></label><button>${button}</button></form>`
}

export const fqlAlert = (error: FqlError, query: string) => {
  const position = error.extra?.position as Position | undefined
  return h`<div role="alert" class="notice"><p class="error"><strong>The query has an error:</strong> ${error.detail}</p>${position ? caret(query, position) : ''}</div>`
}

export function screenersPage(ctx: AppContext, event: H3Event, user: AuthUser, screeners: Screener[], problem?: { error: FqlError; input: Partial<Screener> }) {
  const row = (s: Screener) => [
    h`<strong>${s.name}</strong>${s.description ? h`<br><small>${s.description}</small>` : ''}`,
    TYPE_LABEL[s.type] ?? s.type,
    h`<code>${s.query}</code>`,
    s.owner_id === null ? 'Built-in' : date(s.updated_at),
    h`<a href="${run(s)}" class="button small">Run</a> ${
      s.owner_id === null ? '' : h`<a href="/console/screeners/${s.id}" class="button outline small">Edit</a> ${postButton(event, `/console/screeners/${s.id}/delete`, 'Delete')}`
    }`,
  ]
  const own = screeners.filter((s) => s.owner_id !== null)
  const builtin = screeners.filter((s) => s.owner_id === null)
  const head = ['Screener', 'Searches', 'Query', 'Updated', 'Actions']
  return page(
    ctx,
    event,
    user,
    'Screeners',
    h`<h2>Your screeners</h2>${table(head, own.map(row), h`You have no saved screeners yet. Run a search and choose “Save this query as a screener”, or use the form below.`)}
<h2>Built-in screeners</h2>${table(head, builtin.map(row), 'No built-in screeners in this dataset.')}
<h2 id="new-screener">New screener</h2>${problem ? fqlAlert(problem.error, problem.input.query ?? '') : ''}${screenerForm(event, '/console/screeners', problem?.input ?? {}, 'Save screener')}`,
    { status: problem ? 400 : 200 },
  )
}

export function screenerEditPage(ctx: AppContext, event: H3Event, user: AuthUser, s: Screener, error?: FqlError, input?: Partial<Screener>) {
  return page(
    ctx,
    event,
    user,
    `Edit “${s.name}”`,
    h`${error ? fqlAlert(error, input?.query ?? '') : ''}${screenerForm(event, `/console/screeners/${s.id}`, input ?? s, 'Save changes')}<p><a href="${run(s)}">Run it</a> · <a href="/console/screeners">All screeners</a></p>`,
    { status: error ? 400 : 200 },
  )
}

export function watchlistsPage(ctx: AppContext, event: H3Event, user: AuthUser, lists: ReturnType<typeof listWatchlists>) {
  const rows = lists.data.map((w) => [h`<a href="/console/watchlists/${w.id}">${w.name}</a>`, TYPE_LABEL[w.type] ?? w.type, num(w.count), date(w.created_at)])
  return page(
    ctx,
    event,
    user,
    'Watchlists',
    h`${table(['Watchlist', 'Of', 'Members', 'Created'], rows, h`No watchlists yet. Select rows on the <a href="/console/search">search page</a> and choose “Add to watchlist”, or create an empty one below.`, { sortable: true })}
<h2>New watchlist</h2><form method="post" action="/console/watchlists" class="actions">${csrfField(event)}<label>Name <input name="name" required maxlength="200"></label><label>Of <select name="type"><option value="company">Companies</option><option value="director">Directors</option><option value="gst">GST registrations</option></select></label><button>Create</button></form>`,
  )
}

export function watchlistPage(ctx: AppContext, event: H3Event, user: AuthUser, w: ReturnType<typeof watchlistById>) {
  const link = (id: string) => (w.type === 'gst' ? `/console/gst/${id}` : w.type === 'director' ? `/console/directors/${id}` : `/console/companies/${id}`)
  const rows = w.items.map((m) => [
    h`<input type="checkbox" name="${`sel:${m.identifier}`}" value="1" checked aria-label="${`Select ${m.identifier}`}">`,
    h`<a href="${link(m.identifier)}">${m.name}</a>`,
    h`<code>${m.identifier}</code>`,
    date(m.added_at, true),
    h`<button form="remove-${m.identifier}" class="secondary outline small">Remove</button>`,
  ])
  const removeForms = w.items.map(
    (m) =>
      h`<form id="remove-${m.identifier}" method="post" action="/console/watchlists/${w.id}/remove" hidden>${csrfField(event)}<input type="hidden" name="identifier" value="${m.identifier}"></form>`,
  )
  const members = w.items.length
    ? h`<form method="post" action="/console/selection">${csrfField(event)}<input type="hidden" name="type" value="${w.type}">${table(['', 'Name', 'Identifier', 'Added', ''], rows)}<fieldset class="actions"><legend>Order the checked members</legend><label>Pay with <select name="payment"><option value="credits">Credits</option><option value="online">${ctx.config.paymentGateway} (online)</option></select></label><button name="action" value="order">Order</button></fieldset></form>${removeForms}`
    : h`<p class="empty">This watchlist is empty. Add identifiers below, or select rows on the <a href="/console/search">search page</a>.</p>`
  return page(
    ctx,
    event,
    user,
    w.name,
    h`<p>${TYPE_LABEL[w.type] ?? w.type} · ${num(w.count)} members · created ${date(w.created_at)}</p>${members}
<h2>Add members</h2><form method="post" action="/console/watchlists/${w.id}/add">${csrfField(event)}<label>Identifiers (one a line or comma-separated) <textarea name="identifiers" rows="2" required></textarea></label><button>Add</button></form>
<h2>Delete</h2>${postButton(event, `/console/watchlists/${w.id}/delete`, 'Delete this watchlist')}`,
  )
}
