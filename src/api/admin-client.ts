// The /__admin/ endpoints as methods: what start() hands a test suite besides the URL and keys.
import type { Fault, FaultSpec, Firmbase, LoggedRequest } from './types.ts'

type AdminMethods = Pick<Firmbase, 'clock' | 'reset' | 'snapshot' | 'restore' | 'requests' | 'fault' | 'clearFaults'>

export function adminClient(url: string): AdminMethods {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/__admin/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) {
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
