// Cross-site request refusal for the browser-facing state changes (console, checkout, /__admin/*):
// the developer API needs a Bearer token and a JSON body, which a page on another site cannot send
// without a CORS preflight; these routes may run on a cookie or on nothing, so they check where the
// request came from. A page on another port of localhost is "same-site" but not same-origin: refused.
import type { H3Event } from 'h3'
import { AppError } from '../errors.ts'

const CROSS_SITE = 'Cross-site requests are refused; send it from this server’s own pages.'

/**
 * Sec-Fetch-Site when the browser sends it (same-origin, or none: typed by the user), else Origin
 * (this server's origin or --public-url's). A request with neither comes from no browser: allowed.
 */
export function requireSameOrigin(event: H3Event, publicUrl: string | undefined): void {
  const site = event.req.headers.get('sec-fetch-site')
  if (site !== null) {
    if (site === 'same-origin' || site === 'none') return
    throw new AppError('FORBIDDEN', CROSS_SITE)
  }
  const origin = event.req.headers.get('origin')
  if (origin === null || origin === event.url.origin) return
  if (publicUrl !== undefined && origin === new URL(publicUrl).origin) return
  throw new AppError('FORBIDDEN', CROSS_SITE)
}

/** Methods that change something (every other one only reads). */
export const isStateChanging = (method: string): boolean => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'

/** Routes outside the developer API: the console, the checkout page, test mode's /__admin/ controls. */
export const isBrowserFacing = (path: string): boolean => !path.startsWith('/api/') && !path.startsWith('/admin/')
