// The console's page frame and small markup helpers.
import type { H3Event } from 'h3'
import type { AuthUser } from '../auth.ts'
import { csrfField } from '../csrf.ts'
import { h, htmlPage, type Part, type Safe } from '../html.ts'

export function page(event: H3Event, title: string, body: Safe, user?: AuthUser, status = 200): Response {
  const nav = user
    ? h`<nav><a href="/console">Account</a> · <a href="/console/search">Search</a> · <a href="/console/watchlists">Watchlists</a> · <a href="/console/orders">Orders</a>${
        user.role === 'admin' ? h` · <a href="/console/admin">Admin</a>` : ''
      } · <a href="/docs">API reference</a> <form method="post" action="/console/logout">${csrfField(event)}<button>Log out ${user.name}</button></form></nav>`
    : ''
  return htmlPage(event, `${title} · firmbase console`, h`${nav}<h1>${title}</h1>${body}`, status)
}

export const table = (head: string[], rows: Part[][]) =>
  h`<table><thead><tr>${head.map((c) => h`<th>${c}</th>`)}</tr></thead><tbody>${rows.map((r) => h`<tr>${r.map((c) => h`<td>${c}</td>`)}</tr>`)}</tbody></table>`

/** A one-button form posting to `action` with the session's CSRF token. */
export const postButton = (event: H3Event, action: string, label: string) => h`<form method="post" action="${action}">${csrfField(event)}<button>${label}</button></form>`

export function loginPage(event: H3Event, message?: string, status = 200) {
  return page(
    event,
    'Log in',
    h`${message ? h`<p role="alert">${message}</p>` : ''}<form method="post" action="/console/login"><label>Email <input name="email" type="email" autocomplete="username" required></label> <label>Password <input name="password" type="password" autocomplete="current-password" required></label> <button>Log in</button></form><p>The developer API itself authenticates with API keys: <a href="/docs">API reference</a>.</p>`,
    undefined,
    status,
  )
}
