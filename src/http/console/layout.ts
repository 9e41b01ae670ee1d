// The console's page frame (header with the user, plan and credits; navigation) and markup helpers.
// Styles and scripts come from /assets/ on this origin; scripts only enhance (sorting, charts, selection).
import type { H3Event } from 'h3'
import { userProfile } from '../../core/accounts/profile.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { csrfField } from '../csrf.ts'
import { h, htmlPage, type Part, Safe } from '../html.ts'
import { num } from './format.ts'

const NAV = [
  { href: '/console', label: 'Dashboard' },
  { href: '/console/search', label: 'Search' },
  { href: '/console/screeners', label: 'Screeners' },
  { href: '/console/watchlists', label: 'Watchlists' },
  { href: '/console/orders', label: 'Orders' },
  { href: '/console/account', label: 'Account' },
]

export interface PageOptions {
  status?: number
  /** Also load the chart library and the chart script. */
  charts?: boolean
}

const head = (charts?: boolean) =>
  h`<link rel="stylesheet" href="/assets/pico.css"><link rel="stylesheet" href="/assets/console.css">${charts ? h`<script src="/assets/chart.js" defer></script><script src="/assets/charts.js" defer></script>` : ''}<script src="/assets/console.js" defer></script>`

/** A console page for a signed-in user (or the sign-in page without one). */
export function page(ctx: AppContext, event: H3Event, user: AuthUser | undefined, title: string, body: Part, options: PageOptions = {}): Response {
  let top: Safe = h`<header class="container topbar"><nav><ul><li><a href="/" class="brand">firmbase</a></li></ul></nav></header>`
  if (user) {
    const p = userProfile(ctx.db, user.userId, ctx.clock.now())
    const path = event.url.pathname
    const links = [
      ...NAV,
      ...(user.role === 'admin' ? [{ href: '/console/admin', label: 'Admin' }] : []),
      ...(ctx.testMode ? [{ href: '/console/test-mode', label: 'Test mode' }] : []),
    ]
    const current = (href: string) => (href === '/console' ? path === href : path === href || path.startsWith(`${href}/`))
    top = h`<header class="container topbar"><nav aria-label="Account"><ul><li><a href="/console" class="brand">firmbase</a></li></ul><ul><li><span class="who">${p.name}</span></li><li><span class="plan" title="Plan">${p.plan === 'free' ? 'Free plan' : p.plan}</span></li><li><a href="/console/account" class="credits">${num(p.credits)} credits</a></li><li><form method="post" action="/console/logout" class="inline">${csrfField(event)}<button class="secondary outline small">Sign out</button></form></li></ul></nav>
<nav aria-label="Console" class="sections"><ul>${links.map((l) => h`<li><a href="${l.href}"${current(l.href) ? h` aria-current="page"` : ''}>${l.label}</a></li>`)}<li><a href="/docs">API reference</a></li></ul></nav></header>`
  }
  return htmlPage(event, `${title} · firmbase`, h`${top}<main class="container"><h1>${title}</h1>${body}</main>`, options.status ?? 200, { head: head(options.charts) })
}

/** A table with human headers; an empty one says what to do instead of showing a bare header row. */
export function table(head: Part[], rows: Part[][], empty: Part = 'Nothing here yet.', attrs: { sortable?: boolean; caption?: string } = {}): Safe {
  if (rows.length === 0) return h`<p class="empty">${empty}</p>`
  return h`<div class="table-wrap"><table class="striped"${attrs.sortable ? h` data-sortable` : ''}>${attrs.caption ? h`<caption>${attrs.caption}</caption>` : ''}<thead><tr>${head.map((c) => h`<th scope="col">${c}</th>`)}</tr></thead><tbody>${rows.map((r) => h`<tr>${r.map((c) => h`<td>${c}</td>`)}</tr>`)}</tbody></table></div>`
}

/** A one-button form posting to `action` with the session's CSRF token (and hidden fields). */
export const postButton = (event: H3Event, action: string, label: string, fields: Record<string, string> = {}, cls = 'secondary outline small') =>
  h`<form method="post" action="${action}" class="inline">${csrfField(event)}${Object.entries(fields).map(([k, v]) => h`<input type="hidden" name="${k}" value="${v}">`)}<button class="${cls}">${label}</button></form>`

/** A description list of label → value. */
export const facts = (pairs: [Part, Part][]) => h`<dl class="facts">${pairs.map(([k, v]) => h`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>`

/** Data for charts.js: a JSON script element (not executed, so the CSP allows it). */
export function chart(id: string, title: string, kind: 'bar' | 'line' | 'doughnut', labels: string[], series: { label: string; data: number[] }[]): Safe {
  const data = JSON.stringify({ kind, labels, series }).replace(/</g, '\\u003c')
  return h`<figure class="chart"><figcaption>${title}</figcaption><div class="chart-box"><canvas id="${id}" role="img" aria-label="${title}"></canvas></div><script type="application/json" data-chart="${id}">${new Safe(data)}</script></figure>`
}

export function loginPage(ctx: AppContext, event: H3Event, message?: string, status = 200) {
  return page(
    ctx,
    event,
    undefined,
    'Sign in',
    h`<article class="narrow">${message ? h`<p role="alert" class="error">${message}</p>` : ''}<form method="post" action="/console/login"><label>Email <input name="email" type="email" autocomplete="username" required></label><label>Password <input name="password" type="password" autocomplete="current-password" required></label><button>Sign in</button></form><p><small>Demo accounts are listed on the <a href="/">home page</a>. The developer API itself authenticates with API keys: see the <a href="/docs">API reference</a>.</small></p></article>`,
    { status },
  )
}
