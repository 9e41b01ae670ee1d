import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeHandler, type H3 } from 'h3'

export interface RunningServer {
  server: Server
  url: string
  port: number
  /** Stops accepting, lets in-flight requests finish, then resolves. */
  close(): Promise<void>
}

export function listen(app: H3, port: number, host: string): Promise<RunningServer> {
  const handler = toNodeHandler(app)
  const server = createServer({ keepAliveTimeout: 5000 }, (req, res) => {
    void handler(req, res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      const shownHost = host.includes(':') ? `[${host}]` : host
      resolve({
        server,
        port: address.port,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
            server.closeIdleConnections()
          }),
      })
    })
  })
}
