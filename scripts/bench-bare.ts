// A bare server for the ceilings of `npm run bench`, in its own process: `node:http` or `h3`, one JSON
// route. Prints the port on stdout once listening.
import { createServer } from 'node:http'
import { H3, toNodeHandler } from 'h3'

const kind = process.argv[2]
if (kind === 'node') {
  const server = createServer((_, res) => {
    const body = JSON.stringify({ ok: true })
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`))
} else {
  // As firmbase serves its app: h3 through toNodeHandler on a node:http server.
  const app = new H3().get('/bench/bare', () => ({ ok: true }))
  const server = createServer(toNodeHandler(app))
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`))
}
