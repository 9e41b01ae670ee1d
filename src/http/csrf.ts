// Console forms: same-origin posts (checked by the pipeline, src/http/same-origin.ts) carrying a token
// bound to the (secret, HttpOnly) session cookie: an HMAC of the session id under a key only the
// server holds, so knowing a session id is not enough to forge one.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getCookie, type H3Event } from 'h3'
import { AppError } from '../errors.ts'
import { SESSION_COOKIE } from './auth.ts'
import { h, type Safe } from './html.ts'

const kKey = Symbol('firmbase.csrf-key')

/** Gives the request the server's CSRF key (src/app.ts, for every request). */
export function bindCsrfKey(event: H3Event, key: Uint8Array): void {
  ;(event.context as Record<symbol, Uint8Array>)[kKey] = key
}

function csrfToken(event: H3Event, sessionId: string): string {
  const key = (event.context as Record<symbol, Uint8Array | undefined>)[kKey]
  if (!key) throw new Error('no CSRF key bound to this request')
  return createHmac('sha256', key).update(`console-csrf:${sessionId}`).digest('base64url')
}

/** The hidden field every console form carries. */
export function csrfField(event: H3Event): Safe {
  const session = getCookie(event, SESSION_COOKIE)
  return session ? h`<input type="hidden" name="csrf" value="${csrfToken(event, session)}">` : h``
}

/** A form post: with the session's CSRF token when there is a session. */
export function checkForm(event: H3Event, form: URLSearchParams): void {
  const session = getCookie(event, SESSION_COOKIE)
  if (!session) return
  const sent = Buffer.from(form.get('csrf') ?? '')
  const want = Buffer.from(csrfToken(event, session))
  if (sent.length !== want.length || !timingSafeEqual(sent, want))
    throw new AppError('FORBIDDEN', 'The form is stale or was not sent from the console; reload the page and try again.')
}
