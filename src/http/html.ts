// HTML pages (console, /docs, the test checkout): markup built with `h`, which escapes every
// interpolated value unless it is markup itself, sent with the browser-facing headers (contract §3).
import type { H3Event } from 'h3'
import { HTML_HEADERS, setHeader, setHeaders } from './headers.ts'

export class Safe {
  readonly html: string
  constructor(html: string) {
    this.html = html
  }
}
export type Part = Safe | string | number | null | undefined | readonly Part[]

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const render = (v: Part): string => (v instanceof Safe ? v.html : Array.isArray(v) ? v.map(render).join('') : v === null || v === undefined ? '' : escapeHtml(String(v)))

/** Markup from a template: every interpolated value is escaped unless it is markup itself. */
export function h(strings: TemplateStringsArray, ...values: Part[]): Safe {
  return new Safe(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''))
}

/** The console's stylesheets (served from /assets/), for pages outside the console's frame. */
export const CONSOLE_STYLES = h`<link rel="stylesheet" href="/assets/pico.css"><link rel="stylesheet" href="/assets/console.css">`

/** A complete page with its title, and the headers every HTML response carries. */
export function htmlPage(event: H3Event, title: Part, body: Part, status = 200, extra: { head?: Part; csp?: string } = {}): Response {
  setHeaders(event, HTML_HEADERS)
  if (extra.csp) setHeader(event, 'content-security-policy', extra.csp)
  const doc = h`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="/assets/favicon.svg">${extra.head}</head><body>${body}</body></html>`
  const headers = new Headers(event.res.headers)
  headers.set('content-type', 'text/html; charset=utf-8')
  return new Response(doc.html, { status, headers })
}
