// `firmbase health`: asks a running server whether it is up, for a container's HEALTHCHECK (the image
// has no shell and no curl) and for scripts that wait for a server. GET URL/healthz with Node's fetch;
// exit 0 on 200 with status "ok", otherwise one line on stderr saying what went wrong, exit 1.
import { defineCommand } from 'citty'
import { AppError } from '../errors.ts'

export const DEFAULT_HEALTH_URL = 'http://127.0.0.1:8080'

/** Why a server is not healthy; not a usage error (exit 1, as a health check's "unhealthy"). */
class Unhealthy extends Error {
  override name = 'Unhealthy'
}

export const healthCommand = defineCommand({
  meta: { name: 'health', description: 'Check a running server: GET URL/healthz, exit 0 when it answers 200 with status ok (container health checks)' },
  args: {
    url: { type: 'string', description: `The server's base URL (env FIRMBASE_URL, default ${DEFAULT_HEALTH_URL})` },
    timeout: { type: 'string', description: 'Seconds to wait for the answer (default 3)' },
    json: { type: 'boolean', description: "Print the server's /healthz document on stdout" },
    debug: { type: 'boolean', description: 'Print stack traces on errors' },
  },
  run: async ({ args }) => {
    const base = healthUrl(args.url, process.env.FIRMBASE_URL)
    const seconds = timeoutSeconds(args.timeout)
    const url = `${base}/healthz`
    let res: Response
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(seconds * 1000), headers: { accept: 'application/json' }, redirect: 'manual' })
    } catch (error) {
      throw new Unhealthy(`${url}: ${fetchFailure(error, seconds)}`)
    }
    let text: string
    try {
      text = await res.text()
    } catch (error) {
      throw new Unhealthy(`${url}: ${fetchFailure(error, seconds)}`)
    }
    if (res.status !== 200) throw new Unhealthy(`${url} answered ${res.status}${problemDetail(text)}`)
    let body: { status?: unknown; version?: unknown; dataset?: { companies?: unknown } }
    try {
      body = JSON.parse(text)
    } catch {
      throw new Unhealthy(`${url} answered 200 but not with JSON (is this a firmbase server?)`)
    }
    if (body?.status !== 'ok') throw new Unhealthy(`${url} answered 200 with status ${JSON.stringify(body?.status ?? null)}, not "ok"`)
    process.stdout.write(args.json ? JSON.stringify(body) + '\n' : `ok: firmbase ${String(body.version ?? '?')} at ${base} (${String(body.dataset?.companies ?? '?')} companies)\n`)
  },
})

/** --url, else FIRMBASE_URL, else the default; an http(s) URL without a trailing slash. */
export function healthUrl(flag: string | undefined, env: string | undefined): string {
  const given = flag !== undefined && flag !== '' ? flag : env !== undefined && env !== '' ? env : DEFAULT_HEALTH_URL
  const name = flag !== undefined && flag !== '' ? '--url' : env !== undefined && env !== '' ? 'FIRMBASE_URL' : 'the default URL'
  let parsed: URL
  try {
    parsed = new URL(given)
  } catch {
    throw new AppError('USAGE', `${name} must be an http(s) URL like ${DEFAULT_HEALTH_URL}, not ${JSON.stringify(given)}`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new AppError('USAGE', `${name} must be an http(s) URL like ${DEFAULT_HEALTH_URL}, not ${JSON.stringify(given)}`)
  return given.replace(/\/+$/, '')
}

/** --timeout in seconds: a number > 0 and at most an hour (default 3). */
export function timeoutSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3
  const n = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN
  if (!(n > 0 && n <= 3600)) throw new AppError('USAGE', `--timeout must be a number of seconds from 0.001 to 3600, not ${JSON.stringify(raw)}`)
  return n
}

/** A fetch failure in words: refused, timed out, no such host; never undici's bare "fetch failed". */
function fetchFailure(error: unknown, seconds: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } } | undefined
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${seconds} s (--timeout)`
  const code = err?.cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused (is the server running and listening on that port?)'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host'
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was closed without an answer'
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable'
  return err?.cause?.message ?? err?.message ?? String(error)
}

/** The detail of a problem+json answer, when there is one: ", detail" (one line, short). */
function problemDetail(text: string): string {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail
    return typeof detail === 'string' ? `: ${detail.split('\n')[0].slice(0, 200)}` : ''
  } catch {
    return ''
  }
}
