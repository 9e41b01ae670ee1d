// `firmbase record`'s session with the real service, as its interface says a developer client signs
// in: the API key is exchanged at POST /api/auth/login ({api_key}) for a bearer token, which every
// other request carries as `Authorization: Bearer`; when the service refuses a token (it expires after
// an hour) the key is exchanged again, once for all the requests that saw it refused.
import { AppError } from '../errors.ts'
import { VERSION } from '../version.ts'

export const USER_AGENT = `firmbase-record/${VERSION}`

export interface UpstreamSession {
  /** The bearer token, signing in first when there is none. */
  token(): Promise<string>
  /** A token other than `refused`: the one another request already got, or a new sign-in. */
  renew(refused: string): Promise<string>
}

/** The upstream's URL of a path (and query) of the API, under the base URL's own path. */
export function upstreamUrl(base: URL, target: string): URL {
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${target}`)
  // `//host/…` or a backslash must not send the user's token to another host.
  if (url.origin !== base.origin) throw new AppError('BAD_REQUEST', 'The request target must be a path of the API.')
  return url
}

export function upstreamSession(base: URL, apiKey: string, options: { timeoutMs: number; onSignIn: (body: unknown) => void }): UpstreamSession {
  let current: Promise<string> | undefined
  /** The token `current` gave, once it has. */
  let settled: string | undefined
  const signIn = () => {
    settled = undefined
    const attempt: Promise<string> = login(base, apiKey, options.timeoutMs).then((answer) => {
      options.onSignIn(answer.body)
      if (current === attempt) settled = answer.token
      return answer.token
    })
    current = attempt
    // A failed sign-in is not kept: the next request tries again.
    attempt.catch(() => {
      if (current === attempt) current = undefined
    })
    return attempt
  }
  return {
    token: () => current ?? signIn(),
    // Under way (settled unknown) or done with another token: that one; else sign in again.
    renew: (refused) => (current && settled !== refused ? current : signIn()),
  }
}

async function login(base: URL, apiKey: string, timeoutMs: number): Promise<{ token: string; body: unknown }> {
  const url = upstreamUrl(base, '/api/auth/login')
  let status: number
  let text: string
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify({ api_key: apiKey }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = res.status
    text = await res.text()
  } catch (error) {
    throw unreachable(base, error, timeoutMs)
  }
  let body: { detail?: unknown; access_token?: unknown; token?: { access_token?: unknown } } | undefined
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  // The service's words, never the key (a detail may quote what it was sent).
  const detail = typeof body?.detail === 'string' ? `: ${body.detail.split(apiKey).join('[the API key]').slice(0, 200)}` : ''
  if (status !== 200) throw new AppError('UPSTREAM_LOGIN_FAILED', `${base.origin} refused the API key (${status}${detail})`)
  const token = body?.token?.access_token ?? body?.access_token
  if (typeof token !== 'string' || token === '')
    throw new AppError('UPSTREAM_LOGIN_FAILED', `${base.origin} answered POST /api/auth/login without an access token; is --upstream the API's base URL?`)
  return { token, body }
}

/** The upstream did not answer, in words: refused, timed out, no such host. */
export function unreachable(base: URL, error: unknown, timeoutMs: number): AppError {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } } | undefined
  const code = err?.cause?.code
  const why =
    err?.name === 'TimeoutError' || err?.name === 'AbortError'
      ? `no answer within ${timeoutMs / 1000} s`
      : code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'no such host'
          : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
            ? 'the connection was closed without an answer'
            : (err?.cause?.message ?? err?.message ?? String(error))
  return new AppError('UPSTREAM_UNREACHABLE', `The upstream ${base.origin} did not answer: ${why}`)
}
