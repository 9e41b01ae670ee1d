// One text form per address, so a block, a limit or a failure count of an address applies however
// the address arrived: IPv4-mapped IPv6 (a dual-stack listener's `::ffff:a.b.c.d`) becomes the IPv4
// address, and IPv6 is written as RFC 5952 says (lower case, no leading zeros, the longest run of
// zero groups compressed).
import { isIPv4, isIPv6 } from 'node:net'

/** The canonical form of an IP address, or null when the text is not one. */
export function canonicalIp(text: string): string | null {
  const trimmed = text.trim()
  if (isIPv4(trimmed)) return trimmed
  // A zone index (fe80::1%eth0) names an interface of this host, not a different address.
  const bare = trimmed.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (!isIPv6(bare)) return null
  // The WHATWG URL serialiser writes IPv6 in exactly RFC 5952's form.
  const v6 = new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6)
  if (!mapped) return v6
  const hi = Number.parseInt(mapped[1], 16)
  const lo = Number.parseInt(mapped[2], 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** 127.0.0.0/8 and ::1: the machine itself (automatic bans spare it unless --ban-loopback). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\./.test(ip)
}

/** A listening host other machines can reach (0.0.0.0, ::, a LAN address or name): not loopback. */
export const isNetworkBind = (host: string): boolean => host !== 'localhost' && !host.endsWith('.localhost') && !isLoopback(host)
