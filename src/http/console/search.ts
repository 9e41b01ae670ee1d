// The console's search page: FQL over companies or GST registrations with a field reference beside
// the box, errors marked with a caret at their column, paged results sortable by column (links, so
// without scripts too), and selected rows added to a watchlist or ordered.
import type { H3Event } from 'h3'
import type { FqlError, Position } from '../../core/fql/errors.ts'
import { FIELDS, type SearchType } from '../../core/fql/fields.ts'
import { listWatchlists } from '../../core/lists/watchlists.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { h, type Part } from '../html.ts'
import { label, num, show } from './format.ts'
import { page } from './layout.ts'

export interface SearchView {
  type: SearchType
  text: string
  sort?: string
  error?: FqlError
  result?: { results: Record<string, unknown>[]; total: number; page: number; pages: number }
}

const EXAMPLES: Record<SearchType, string[]> = {
  company: ["State == 'Karnataka' AND paidUpCapital > 1000000", "companyName CONTAINS 'Tech'", "dateOfIncorporation BETWEEN '2020-01-01' AND '2020-12-31'"],
  gst: ["state == 'Kerala' AND Status == 'Active'", "TradeName CONTAINS 'Traders'", 'hsnCodes == 8471'],
}

/** The query's line with a caret under the error's column. */
export function caret(text: string, position: Position): Part {
  const line = text.split('\n')[position.line - 1] ?? ''
  return h`<pre class="caret" aria-label="Where the error is"><code>${line}\n<span class="mark">${' '.repeat(Math.max(0, position.column - 1))}^</span></code></pre>`
}

export function searchPage(ctx: AppContext, event: H3Event, user: AuthUser, view: SearchView) {
  const { type, text, error, result } = view
  const link = (changes: Record<string, string>) => `/console/search?${new URLSearchParams({ type, query: text, ...(view.sort ? { sort: view.sort } : {}), ...changes })}`
  const box = h`<form method="get" action="/console/search" aria-label="FQL search"><div class="actions"><label>Search in <select name="type"><option value="company"${type === 'company' ? h` selected` : ''}>Companies</option><option value="gst"${type === 'gst' ? h` selected` : ''}>GST registrations</option></select></label></div><label for="fql">FQL query</label><textarea id="fql" name="query" rows="2" spellcheck="false" aria-describedby="fql-help"${error ? h` aria-invalid="true"` : ''} placeholder="${EXAMPLES[type][0]}">${text}</textarea><small id="fql-help">Fields are case-sensitive; text in single quotes; combine with AND or OR (brackets to mix them).</small><button>Search</button></form>`
  let found: Part = h`<p class="empty">Type a query and press Search. Examples: ${EXAMPLES[type].map((q, i) => h`${i ? ' · ' : ''}<a href="${`/console/search?${new URLSearchParams({ type, query: q })}`}"><code>${q}</code></a>`)}</p>`
  if (error) {
    // A sort error's position is in the sort text, not the query: no caret under the query then.
    const position = error.code === 'INVALID_SORT' ? undefined : (error.extra?.position as Position | undefined)
    found = h`<div role="alert" class="notice"><p class="error"><strong>That query has an error:</strong> ${error.detail}</p>${position ? caret(text, position) : ''}</div>`
  }
  if (result) found = results(ctx, event, user, view, link)
  const reference = h`<aside aria-labelledby="fields-h"><h2 id="fields-h">Fields</h2><ul>${FIELDS[type].map((f) => h`<li><code>${f.name}</code> <small>${f.label} · ${f.type === 'described' ? 'description of a code' : f.type}</small></li>`)}</ul><p><small>Operators: == != &gt; &gt;= &lt; &lt;=, [NOT] IN [...], [NOT] BETWEEN a AND b, CONTAINS / STARTSWITH / ENDSWITH 'text', IS [NOT] NULL, AND, OR, NOT, brackets. Text compares case-insensitively; array fields match any element.</small></p></aside>`
  const save =
    text.trim() && !error
      ? h`<details><summary>Save this query as a screener</summary><form method="post" action="/console/screeners" class="actions">${csrfField(event)}<input type="hidden" name="type" value="${type}"><input type="hidden" name="query" value="${text}"><label>Screener name <input name="name" required maxlength="200"></label><button>Save screener</button></form></details>`
      : ''
  return page(ctx, event, user, 'Search', h`<div class="search-layout"><div>${box}${save}${found}</div>${reference}</div>`)
}

function results(ctx: AppContext, event: H3Event, user: AuthUser, view: SearchView, link: (c: Record<string, string>) => string): Part {
  const r = view.result!
  if (r.total === 0)
    return h`<p class="empty">No ${view.type === 'gst' ? 'registrations' : 'companies'} match. Loosen a condition, or check the spelling of quoted values (they are compared exactly; use <code>contains</code> for part of a name).</p>`
  const cols = Object.keys(r.results[0])
  const idField = view.type === 'gst' ? 'GSTIN' : 'CIN'
  const [sortField, sortDir] = (view.sort ?? '').split(/\s+/)
  const th = (c: string) => {
    const next = sortField === c && sortDir !== 'desc' ? 'desc' : 'asc'
    const state = sortField === c ? (sortDir === 'desc' ? 'descending' : 'ascending') : 'none'
    return h`<th scope="col" aria-sort="${state}"><a href="${link({ sort: `${c} ${next}`, page: '1' })}">${label(c)}${state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}</a></th>`
  }
  const detail = (id: string) => (view.type === 'gst' ? `/console/gst/${id}` : `/console/companies/${id}`)
  const rows = r.results.map((row) => {
    const id = String(row[idField])
    return h`<tr><td><input type="checkbox" name="${`sel:${id}`}" value="1" aria-label="${`Select ${id}`}"></td>${cols.map((c) =>
      c === idField ? h`<td><a href="${detail(id)}">${id}</a></td>` : h`<td>${show(c, row[c])}</td>`,
    )}</tr>`
  })
  const lists = listWatchlists(ctx.db, user.userId, undefined, { page: 1, limit: 100, offset: 0 }).data.filter((w) => w.type === (view.type === 'gst' ? 'gst' : 'company'))
  const pager = h`<nav class="pager" aria-label="Pages"><span>${num(r.total)} results, page ${r.page} of ${r.pages}.</span>${r.page > 1 ? h`<a href="${link({ page: String(r.page - 1) })}" rel="prev">Previous</a>` : ''}${r.page < r.pages ? h`<a href="${link({ page: String(r.page + 1) })}" rel="next">Next</a>` : ''}</nav>`
  return h`${pager}<form method="post" action="/console/selection">${csrfField(event)}<input type="hidden" name="type" value="${view.type}">
<div class="table-wrap"><table class="striped"><thead><tr><th scope="col"><input type="checkbox" data-select-all="sel:" aria-label="Select all on this page" hidden></th>${cols.map(th)}</tr></thead><tbody>${rows}</tbody></table></div>
<fieldset class="actions"><legend>With the selected rows</legend><label>Watchlist <select name="watchlist"><option value="">New watchlist…</option>${lists.map((w) => h`<option value="${w.id}">${w.name}</option>`)}</select></label><label>New watchlist name <input name="name" placeholder="My prospects" maxlength="200"></label><button name="action" value="watchlist" class="secondary">Add to watchlist</button><label>Pay with <select name="payment"><option value="credits">Credits</option><option value="online">${ctx.config.paymentGateway} (online)</option></select></label><button name="action" value="order">Order</button></fieldset></form>${pager}`
}
