// The /__admin/ endpoints as methods: what start() hands a test suite besides the URL and keys.
import { request } from 'node:http'
import type { Fault, FaultSpec, Firmbase, LoggedRequest } from './types.ts'

type AdminMethods = Pick<Firmbase, 'clock' | 'reset' | 'snapshot' | 'restore' | 'requests' | 'fault' | 'clearFaults'>

/**
 * One request to the server, waiting as long as it takes: a clock move answers when its days are
 * made, which on a large registry can take longer than the 300 s that `fetch` waits for headers
 * (undici's headersTimeout) — the client gave up while the server went on writing.
 */
function send(url: string, method: string, body: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export function adminClient(url: string): AdminMethods {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await send(`${url}/__admin/${path}`, method, body === undefined ? undefined : JSON.stringify(body))
    const { text } = res
    if (res.status < 200 || res.status > 299) {
      const hint = res.status === 404 && path === 'clock' ? ' (is test mode off? start({ testMode: true }))' : ''
      throw new Error(`firmbase: ${method} /__admin/${path} answered ${res.status}${hint}: ${text}`)
    }
    return (text ? JSON.parse(text) : undefined) as T
  }
  const nowOf = (r: { now: string }) => r.now
  return {
    clock: {
      now: async () => nowOf(await call('GET', 'clock')),
      set: async (time) => nowOf(await call('POST', 'clock', { set: time instanceof Date ? time.toISOString() : time })),
      advance: async (seconds) => nowOf(await call('POST', 'clock', { advance_seconds: seconds })),
    },
    reset: async () => {
      await call('POST', 'reset')
    },
    snapshot: async (name) => {
      await call('POST', 'snapshots', { name })
    },
    restore: async (name) => {
      await call('POST', `snapshots/${encodeURIComponent(name)}/restore`)
    },
    requests: async (filter = {}) => {
      const query = new URLSearchParams(
        Object.entries(filter)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      )
      return (await call<{ data: LoggedRequest[] }>('GET', `requests${query.size ? `?${query}` : ''}`)).data
    },
    fault: async (spec: FaultSpec) => (await call<{ data: Fault }>('POST', 'faults', spec)).data,
    clearFaults: async () => {
      await call('DELETE', 'faults')
    },
  }
}
