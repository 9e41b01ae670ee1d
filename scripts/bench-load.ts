// The load generator of `npm run bench`, always in a process of its own: wrk when installed (a native
// generator; autocannon saturates before the server does), else autocannon. Requests rotate through a
// list of {method, path, body}; the result is {rps, p50, p99, non2xx, errors, total} (latencies in ms).
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

export interface Req {
  method?: string
  path: string
  body?: unknown
}
export interface LoadResult {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  total: number
  tool: string
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p))
export const loadTool = WRK ? 'wrk' : 'autocannon'
const lua = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`

export async function load(url: string, requests: Req[], options: { connections: number; seconds: number; token?: string }): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'fb-load-'))
  if (!WRK) {
    const spec = join(dir, 'spec.json')
    writeFileSync(spec, JSON.stringify({ url, token: options.token, requests, connections: options.connections, seconds: options.seconds }))
    const { stdout } = await promisify(execFile)(process.execPath, [resolve(import.meta.dirname, 'bench-client.ts'), spec], { encoding: 'utf8' })
    return { ...(JSON.parse(stdout) as LoadResult), tool: 'autocannon' }
  }
  const script = join(dir, 'load.lua')
  const headers = [`wrk.headers["content-type"] = "application/json"`, options.token ? `wrk.headers["authorization"] = ${lua(`Bearer ${options.token}`)}` : '']
  const list = requests.map((r) => `{${lua(r.method ?? 'GET')}, ${lua(r.path)}, ${r.body === undefined ? 'nil' : lua(JSON.stringify(r.body))}}`)
  writeFileSync(
    script,
    `${headers.join('\n')}
local reqs = {${list.join(',\n')}}
local n = #reqs
local i = 0
local non2xx = 0
request = function()
  i = i % n + 1
  local r = reqs[i]
  return wrk.format(r[1], r[2], nil, r[3])
end
response = function(status)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"total":%d,"us":%d,"p50":%.3f,"p99":%.3f,"errors":%d}\\n', summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout))
end
`,
  )
  // One thread: wrk's non2xx counter lives in the Lua state of the thread that counted it.
  const { stdout } = await promisify(execFile)(WRK, ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', script, url], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  })
  const line = stdout.split('\n').find((l) => l.startsWith('{"total"'))!
  const r = JSON.parse(line) as { total: number; us: number; p50: number; p99: number; errors: number }
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0)
  return { rps: r.total / (r.us / 1e6), p50: r.p50, p99: r.p99, non2xx, errors: r.errors, total: r.total, tool: 'wrk' }
}

/**
 * The slowest shapes of the mixed run (npm run bench, and bench:search's mixed mode): partial director names,
 * 50 ORed array-field CONTAINS, company- and gst-filter partial names with a state, a common name word,
 * recently registered directors of a state.
 */
export const SLOWEST_SHAPES: Req[] = [
  { path: '/api/company/director-filter?name=sha' },
  { path: '/api/company/director-filter?state=Maharashtra&name=kumar' },
  {
    method: 'POST',
    path: '/api/screener/search',
    body: { type: 'gst', query: Array.from({ length: 50 }, (_, i) => `${['hsncd', 'saccd', 'BusinessActivities'][i % 3]} CONTAINS 'zz${i}'`).join(' OR '), limit: 10 },
  },
  { path: '/api/company/company-filter?state=Maharashtra&company=tech' },
  { path: '/api/gst/gst-filter?State=Maharashtra&TradeName=traders' },
  { method: 'POST', path: '/api/screener/search', body: { type: 'company', query: "companyName CONTAINS 'infra'", limit: 10 } },
  { method: 'POST', path: '/api/recently-registered/directors', body: { state: 'Maharashtra' } },
]
