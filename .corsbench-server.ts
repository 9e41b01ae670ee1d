import { createServer } from 'node:http'
import { H3, toNodeHandler, appendCorsHeaders } from 'h3'
const kind = process.argv[2]
const opts = { origin: ['https://app.example'], exposeHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id'], credentials: false }
const app = new H3({
  onRequest: (event) => {
    const res = event.runtime!.node!.res!
    res.setHeader('x-content-type-options', 'nosniff')
    if (kind === 'none') return
    if (kind === 'node') {
      res.setHeader('vary', 'Origin')
      const o = event.req.headers.get('origin')
      if (o === 'https://app.example') { res.setHeader('access-control-allow-origin', o); res.setHeader('access-control-expose-headers', 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-request-id') }
    } else appendCorsHeaders(event, opts)
  },
}).get('/api/x', () => ({ ok: true }))
const server = createServer(toNodeHandler(app))
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`))
