// Console forms: same-origin posts carrying a token bound to the (secret, HttpOnly) session cookie.
import { createHash, timingSafeEqual } from 'node:crypto'
import { getCookie, type H3Event } from 'h3'
import { AppError } from '../errors.ts'
import { SESSION_COOKIE } from './auth.ts'
import { h, type Safe } from './html.ts'

const csrfToken = (sessionId: string) => createHash('sha256').update(`firmbase-console-csrf:${sessionId}`).digest('base64url')

/** The hidden field every console form carries. */
export function csrfField(event: H3Event): Safe {
  const session = getCookie(event, SESSION_COOKIE)
  return session ? h`<input type="hidden" name="csrf" value="${csrfToken(session)}">` : h``
}

/** A form post: same-origin, with the session's CSRF token when there is a session. */
export function checkForm(event: H3Event, form: URLSearchParams): void {
  const origin = event.req.headers.get('origin')
  if (origin && origin !== event.url.origin) throw new AppError('FORBIDDEN', 'Cross-site form posts are refused.')
  const session = getCookie(event, SESSION_COOKIE)
  if (!session) return
  const sent = Buffer.from(form.get('csrf') ?? '')
  const want = Buffer.from(csrfToken(session))
  if (sent.length !== want.length || !timingSafeEqual(sent, want))
    throw new AppError('FORBIDDEN', 'The form is stale or was not sent from the console; reload the page and try again.')
}
