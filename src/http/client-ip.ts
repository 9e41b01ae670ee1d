import { getRequestIP, type H3Event } from 'h3'
import type { Config } from '../config.ts'
import { canonicalIp } from '../core/access/addresses.ts'

/**
 * The caller's address in canonical form (src/core/access/addresses.ts): the socket's, or the
 * left-most X-Forwarded-For entry behind a trusted proxy (--trust-proxy) when that entry is an IP
 * address at all — anything else there is ignored, so it can reach no table.
 */
export function clientIp(event: H3Event, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = event.req.headers.get('x-forwarded-for')?.split(',')[0]
    const ip = forwarded === undefined ? null : canonicalIp(forwarded)
    if (ip) return ip
  }
  // Over a socket there is always an address. Only in-process requests (app.request in tests) have
  // none; they may name one in x-test-remote-address, a header the network path never consults.
  const socket = getRequestIP(event) ?? event.req.headers.get('x-test-remote-address') ?? '127.0.0.1'
  return canonicalIp(socket) ?? socket
}
