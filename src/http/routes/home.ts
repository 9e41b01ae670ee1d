import type { H3Event } from 'h3'
import { DEMO_SIGN_INS } from '../../core/accounts/demo-sign-ins.ts'
import { publishedPasswordsWork } from '../../core/accounts/demo-sign-ins.ts'
import type { AppContext } from '../context.ts'
import { CONSOLE_STYLES, h, htmlPage } from '../html.ts'
import { arr, obj, str } from '../openapi-schemas.ts'
import { defineRoute, type Route } from '../route.ts'

const LINKS = [
  { rel: 'console', href: '/console', title: 'Web console (sign in with a demo account)' },
  { rel: 'docs', href: '/docs', title: 'API reference' },
  { rel: 'openapi', href: '/openapi.json', title: 'OpenAPI 3.1 document' },
  { rel: 'health', href: '/healthz', title: 'Health, version and dataset' },
]

/** GET /: where a browser or an API client lands first. HTML when the client asks for it, JSON otherwise. */
export function homeRoutes(ctx: AppContext): Route[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/',
      auth: 'none',
      handler: ({ event }) => (wantsHtml(event) ? homePage(event, ctx) : index(ctx)),
      response: obj({ service: str, version: str, links: arr(obj({ rel: str, href: str, title: str })) }),
      doc: { summary: 'Front door: an HTML page for browsers (Accept: text/html), otherwise a JSON index of the entry points', tag: 'Health' },
    }),
  ]
}

function wantsHtml(event: H3Event): boolean {
  return (event.req.headers.get('accept') ?? '').toLowerCase().includes('text/html')
}

function index(ctx: AppContext) {
  const links = ctx.testMode ? [...LINKS, { rel: 'test-mode', href: '/__admin/clock', title: 'Test mode controls (/__admin/)' }] : LINKS
  return { service: 'firmbase', version: ctx.version, links }
}

function homePage(event: H3Event, ctx: AppContext): Response {
  const published = publishedPasswordsWork(ctx.config)
  const body = h`<main class="container"><h1>firmbase ${ctx.version}</h1>
<p>A local emulator of the Indian business-registry data API (companies, directors, GST). API clients: <code>POST /api/auth/login</code> with an API key, then Bearer tokens.</p>
<ul>${LINKS.map((l) => h`<li><a href="${l.href}">${l.title}</a> <code>${l.href}</code></li>`)}${ctx.testMode ? h`<li>Test mode is on: <code>/__admin/clock</code>, <code>/__admin/reset</code>, <code>/__admin/requests</code>, <code>/__admin/faults</code></li>` : ''}</ul>
<h2>Demo sign-ins</h2>
<p>Created with the first dataset; their API keys are in <code>&lt;db&gt;.credentials.json</code>.</p>
${published ? '' : h`<p role="note">This server listens on a network address: the published demo passwords are turned off (start with <code>--demo-passwords</code> to allow them). API keys still work.</p>`}
<table><thead><tr><th>Account</th><th>Email</th><th>Password</th></tr></thead><tbody>${DEMO_SIGN_INS.map(
    (d) => h`<tr><td>${d.role}</td><td>${d.email}</td><td>${published ? h`<code>${d.password}</code>` : 'off on this bind'}</td></tr>`,
  )}</tbody></table></main>`
  return htmlPage(event, 'firmbase', body, 200, { head: CONSOLE_STYLES })
}
