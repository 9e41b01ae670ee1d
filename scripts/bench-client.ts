// Load generator, run as its own process so it does not share the server's event loop.
// argv[2]: a JSON file {url, token, paths[], connections, seconds}. Prints the result as JSON.
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'

const { url, token, paths, connections, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  url: string
  token?: string
  paths: string[]
  connections: number
  seconds: number
}
let i = 0
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers: token ? { authorization: `Bearer ${token}` } : {},
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
})
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total }),
)
