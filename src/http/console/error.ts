// A console page that failed: the same status and detail as the API's error body, as a page a
// person can read, with a way back (contract §3 headers, no stack trace).
import type { H3Event } from 'h3'
import { HTML_HEADERS, SECURITY_HEADERS } from '../headers.ts'
import { h } from '../html.ts'
import { isUnexpected, toAppError, toErrorResponse } from '../errors.ts'

const TITLES: Record<number, string> = { 400: 'That did not work', 403: 'Not allowed', 404: 'Not found', 422: 'Please check the form', 429: 'Too many requests' }

export function consoleErrorPage(error: unknown, event: H3Event): Response {
  const appError = toAppError(error)
  // Server-side failures keep the JSON body every client and log reader knows.
  if (appError.status >= 500 || isUnexpected(error)) return toErrorResponse(error, event)
  const json = toErrorResponse(error, event)
  const headers = new Headers(json.headers)
  for (const [k, v] of [...SECURITY_HEADERS, ...HTML_HEADERS]) headers.set(k, v)
  headers.set('content-type', 'text/html; charset=utf-8')
  const title = TITLES[appError.status] ?? 'Something went wrong'
  const fields = (appError.extra?.errors as { field: string; message: string }[] | undefined) ?? []
  const body = h`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · firmbase</title><link rel="icon" href="/assets/favicon.svg"><link rel="stylesheet" href="/assets/pico.css"><link rel="stylesheet" href="/assets/console.css"></head><body><header class="container topbar"><nav><ul><li><a href="/console" class="brand">firmbase</a></li></ul></nav></header><main class="container"><h1>${title}</h1><p role="alert" data-code="${appError.code}">${appError.detail}</p>${
    fields.length ? h`<ul>${fields.map((f) => h`<li><code>${f.field}</code> ${f.message}</li>`)}</ul>` : ''
  }<p><a href="/console">Back to the dashboard</a> · <a href="/console/login">Sign in again</a></p></main></body></html>`
  return new Response(body.html, { status: appError.status, headers })
}
