import { isoAt, type Clock } from '../../clock.ts'
import { activeBlockRow, activeBlocks, deleteActiveBlock, deleteAuthFailures, failureCounts, insertAuthFailure, upsertBlock } from '../../db/access.ts'
import type { Db } from '../../db/open.ts'
import type { BlockedIp } from '../../db/types.ts'
import { AppError, validationError } from '../../errors.ts'
import { canonicalIp, isLoopback } from './addresses.ts'

const HOUR = 3_600_000
export const FAILED_AUTH_THRESHOLD = 20
export const FAILED_AUTH_WINDOW_MS = 24 * HOUR
export const FAILED_AUTH_BAN_MS = 48 * HOUR
export const MALICIOUS_BAN_MS = 24 * HOUR

export type Block = BlockedIp

/** Failures are counted per address in windows of this length (the scan's period). */
export const FAILED_AUTH_COUNT_WINDOW_MS = 15 * 60_000

/**
 * Failed authentication (a presented key, token, cookie or password that is wrong) is counted per
 * address for the ban scan: one row per address and window, so a flood of failures cannot grow the
 * table. Text that is not an IP address is never stored.
 */
export function recordAuthFailure(db: Db, clock: Clock, address: string): void {
  const ip = canonicalIp(address)
  if (ip === null) return
  const start = Math.floor(clock.now() / FAILED_AUTH_COUNT_WINDOW_MS) * FAILED_AUTH_COUNT_WINDOW_MS
  insertAuthFailure(db, ip, isoAt(start))
}

/** The active block of an address, if any (expired blocks lapse by themselves). */
export function activeBlock(db: Db, address: string, now: number): Block | undefined {
  const ip = canonicalIp(address)
  return ip === null ? undefined : activeBlockRow(db, ip, isoAt(now))
}

/**
 * Whether a block stops this address: manual blocks stop every address; automatic ones (failed
 * authentication, malicious patterns) spare loopback unless the server runs with --ban-loopback, so a
 * web page cannot lock the developer out of their own emulator. The row stays visible either way.
 */
export function blockApplies(block: Block, ip: string, banLoopback: boolean): boolean {
  return block.source === 'admin' || banLoopback || !isLoopback(ip)
}

function requireIp(address: string): string {
  const ip = canonicalIp(address)
  if (ip === null) throw validationError('ip', 'must be an IPv4 or IPv6 address')
  return ip
}

export function blockIp(db: Db, clock: Clock, address: string, options: { hours?: number; reason?: string; source?: Block['source'] } = {}): Block {
  const ip = requireIp(address)
  const hours = options.hours ?? 48
  if (!(typeof hours === 'number' && hours > 0 && hours <= 24 * 365 * 10)) throw validationError('hours', 'must be a number of hours > 0')
  const now = clock.now()
  const block: Block = {
    ip,
    reason: options.reason ?? 'blocked by an administrator',
    source: options.source ?? 'admin',
    blocked_at: isoAt(now),
    expires_at: isoAt(now + hours * HOUR),
  }
  const stored = upsertBlock(db, block)
  db.touch()
  return stored
}

export function unblockIp(db: Db, clock: Clock, address: string): void {
  const ip = requireIp(address)
  if (!deleteActiveBlock(db, ip, isoAt(clock.now()))) throw new AppError('NOT_FOUND', `${ip} is not blocked`)
  db.touch()
}

export function listBlocks(db: Db, now: number): Block[] {
  return activeBlocks(db, isoAt(now))
}

/**
 * The 15-minute scan: ≥ 20 failures in the trailing 24 h → blocked for 48 h. Returns the new blocks.
 * A row it cannot act on (not an address: left by an older firmbase) is reported, removed and
 * passed over; it never stops the rows after it.
 */
export function scanFailedAuth(db: Db, clock: Clock, onBadRow: (message: string) => void = () => {}): Block[] {
  const now = clock.now()
  const rows = failureCounts(db, isoAt(now - FAILED_AUTH_WINDOW_MS), FAILED_AUTH_THRESHOLD)
  const blocks: Block[] = []
  for (const { ip, n } of rows) {
    try {
      if (activeBlock(db, ip, now)) continue
      const reason = `${n} failed authentication attempts in 24 hours${isLoopback(ip) ? LOOPBACK_NOTE : ''}`
      blocks.push(blockIp(db, clock, ip, { hours: FAILED_AUTH_BAN_MS / HOUR, reason, source: 'failed_auth' }))
    } catch (error) {
      onBadRow(`failed-auth scan: skipped ${JSON.stringify(ip)}: ${(error as Error).message}`)
    }
    // Counted once: the failures that caused this block do not cause the next one.
    deleteAuthFailures(db, ip)
  }
  return blocks
}

/** Added to the reason of an automatic block of a loopback address. */
export const LOOPBACK_NOTE = ' (loopback: applies only with --ban-loopback)'

const PROBES = ['/.env', '/.git/', '/wp-admin', '/wp-login.php', '/phpmyadmin', '/etc/passwd']

/** Malicious request patterns (contract §7): traversal segments, raw or percent-encoded, and known probes. */
export function isMaliciousPath(rawPath: string): boolean {
  const query = rawPath.indexOf('?')
  const path = query === -1 ? rawPath : rawPath.slice(0, query)
  // Fast path for ordinary paths: nothing encoded, no dot-segment, no probe word.
  if (!path.includes('%') && !path.includes('.') && !path.includes('\\') && !/wp-|phpmyadmin|passwd/i.test(path)) return false
  let decoded = path
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    } catch {
      break
    }
  }
  const lower = decoded.toLowerCase().replace(/\\/g, '/')
  if (lower.split('/').includes('..')) return true
  return PROBES.some((p) => lower.includes(p) || lower === p.replace(/\/$/, ''))
}
