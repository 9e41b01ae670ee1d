// autocannon fallback of scripts/bench-load.ts, run as its own process so it does not share the
// server's event loop. argv[2]: a JSON file {url, token, requests[{method, path, body}], connections, seconds}.
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'

const { url, token, requests, connections, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  url: string
  token?: string
  requests: { method?: string; path: string; body?: unknown }[]
  connections: number
  seconds: number
}
let i = 0
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  requests: [
    {
      setupRequest: (req) => {
        const r = requests[i++ % requests.length]
        return { ...req, method: (r.method ?? 'GET') as 'GET', path: r.path, body: r.body === undefined ? undefined : JSON.stringify(r.body) }
      },
    },
  ],
})
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total }),
)
