import type { H3Event } from 'h3'
import type { AppContext } from './context.ts'
import { activeBlock, blockApplies, blockIp, isMaliciousPath, LOOPBACK_NOTE, MALICIOUS_BAN_MS } from '../core/access/bans.ts'
import { isLoopback } from '../core/access/addresses.ts'
import { AppError } from '../errors.ts'
import { clientIp } from './client-ip.ts'

/**
 * Every request, /healthz included, before anything reads its path: a blocked address gets 403 with
 * the block's end; a malicious pattern (traversal, well-known probes) is 403 and blocks its address
 * for 24 h. Automatic blocks spare loopback addresses unless --ban-loopback (src/core/access/bans.ts).
 */
export function guardAddress(event: H3Event, ctx: AppContext): void {
  const ip = clientIp(event, ctx.config)
  const now = ctx.clock.now()
  // The raw request line: URL parsing would already have resolved "..".
  const raw = event.runtime?.node?.req.url ?? event.req.url
  if (isMaliciousPath(raw.replace(/^[a-z]+:\/\/[^/]+/i, ''))) {
    const reason = `malicious request pattern${isLoopback(ip) ? LOOPBACK_NOTE : ''}`
    const block = blockIp(ctx.db, ctx.clock, ip, { hours: MALICIOUS_BAN_MS / 3_600_000, reason, source: 'malicious' })
    const until = blockApplies(block, ip, ctx.config.banLoopback) ? `; this address is blocked until ${block.expires_at}` : ''
    throw new AppError('IP_BLOCKED', `Malicious request pattern${until}.`, { extra: { blocked_until: block.expires_at } })
  }
  const block = ctx.caches.blocks.get(ip, now, () => {
    const found = activeBlock(ctx.db, ip, now)
    return { value: found ?? null, until: found ? Date.parse(found.expires_at) : Infinity }
  })
  if (block && blockApplies(block, ip, ctx.config.banLoopback)) {
    throw new AppError('IP_BLOCKED', `This address is blocked until ${block.expires_at} (${block.reason}).`, { extra: { blocked_until: block.expires_at } })
  }
}
