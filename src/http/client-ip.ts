import { getRequestIP, type H3Event } from 'h3'
import type { Config } from '../config.ts'

/** The socket address; the left-most X-Forwarded-For entry only behind a trusted proxy (--trust-proxy). */
export function clientIp(event: H3Event, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = event.req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  // Over a socket there is always an address. Only in-process requests (app.request in tests) have
  // none; they may name one in x-test-remote-address, a header the network path never consults.
  return getRequestIP(event) ?? event.req.headers.get('x-test-remote-address') ?? '127.0.0.1'
}
