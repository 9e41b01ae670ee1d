// DNS rebinding: a page at attacker.example whose name later resolves to 127.0.0.1 is "same-origin"
// with itself, and its requests reach this server with `Host: attacker.example`. Requests are served
// only for host names this server is known by.
import { isIP } from 'node:net'
import type { H3Event } from 'h3'
import { LRUCache } from 'lru-cache'
import type { Config } from '../config.ts'
import { AppError } from '../errors.ts'

/**
 * The Host check: IP literals (no name can rebind to them), localhost and *.localhost, the --host
 * name, --public-url's host and every --allowed-host pass; any other name is 403.
 */
export function hostChecker(config: Pick<Config, 'host' | 'publicUrl' | 'allowedHosts'>): (event: H3Event) => void {
  const names = new Set(['localhost', ...config.allowedHosts])
  if (!isIP(config.host)) names.add(config.host.toLowerCase())
  if (config.publicUrl) names.add(new URL(config.publicUrl).hostname.toLowerCase())
  // Clients send the same few Host values: each is parsed once (the least recently seen go past 256).
  const seen = new LRUCache<string, boolean>({ max: 256 })
  const allowed = (header: string) => {
    const name = hostName(header)
    return name !== null && (isIP(name) !== 0 || names.has(name) || name.endsWith('.localhost'))
  }
  return (event) => {
    const header = event.req.headers.get('host')
    if (header === null) return // HTTP/1.0 and in-process requests name no host
    let ok = seen.get(header)
    if (ok === undefined) {
      ok = allowed(header)
      seen.set(header, ok)
    }
    if (ok) return
    throw new AppError(
      'HOST_NOT_ALLOWED',
      `This server does not answer to the Host ${JSON.stringify(header.slice(0, 100))}; start it with --allowed-host or --public-url to add a name.`,
    )
  }
}

/** The host name of a Host header (lower case, IPv6 without brackets), or null when it is not one. */
export function hostName(header: string): string | null {
  if (/[\s/\\@?#]/.test(header)) return null
  try {
    return new URL(`http://${header}/`).hostname.replace(/^\[(.*)\]$/, '$1')
  } catch {
    return null
  }
}
