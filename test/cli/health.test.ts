// `firmbase health` (src/cli/health.ts), the container image's HEALTHCHECK: exit 0 against a served
// instance, exit 1 with one line on stderr for a closed port, a server that never answers (--timeout) and
// a non-200 answer, exit 2 for a malformed --url or --timeout. The CLI runs as a child process; the fake
// servers run in this process, so the child is awaited (never spawnSync, which would block them).
import { spawn } from 'node:child_process'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, seededCopy, serve, type Served } from '../e2e/_process.ts'

interface Run {
  code: number | null
  out: string
  err: string
}

/** `firmbase health ARGS` as a child process; killed if it outlives `killAfterMs`. */
function health(args: string[], env: NodeJS.ProcessEnv = {}, killAfterMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'health', ...args], { env: { ...process.env, FIRMBASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, out, err })
    })
  })
}

const listening = (server: Server | ReturnType<typeof createTcpServer>) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
const closed = (server: Server | ReturnType<typeof createTcpServer>) => new Promise<void>((resolve) => server.close(() => resolve()))

let served: Served | undefined
beforeAll(async () => {
  served = await serve(seededCopy(50), ['--log-format', 'none'])
}, 120_000)
afterAll(async () => {
  if (served && served.child.exitCode === null) {
    served.child.kill('SIGTERM')
    const killer = setTimeout(() => served?.child.kill('SIGKILL'), 15_000)
    await served.exit
    clearTimeout(killer)
  }
}, 30_000)

describe('firmbase health', () => {
  it('exits 0 against a served instance (--url, or FIRMBASE_URL), one line on stdout; --json prints /healthz', async () => {
    const ok = await health(['--url', served!.url])
    expect(ok.code, ok.err).toBe(0)
    expect(ok.out).toMatch(/^ok: firmbase \S+ at http:\/\/127\.0\.0\.1:\d+ \(50 companies\)\n$/)
    expect(ok.err).toBe('')
    const fromEnv = await health([], { FIRMBASE_URL: `${served!.url}/` })
    expect(fromEnv.code, fromEnv.err).toBe(0)
    const json = await health(['--url', served!.url, '--json'])
    expect(json.code, json.err).toBe(0)
    expect(JSON.parse(json.out)).toMatchObject({ status: 'ok', dataset: { companies: 50 } })
  }, 60_000)

  it('exits 1 with one line on stderr against a closed port', async () => {
    const server = createTcpServer()
    const port = await listening(server)
    await closed(server) // nothing listens there now
    const r = await health(['--url', `http://127.0.0.1:${port}`])
    expect(r.code).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toBe(`firmbase: http://127.0.0.1:${port}/healthz: connection refused (is the server running and listening on that port?)\n`)
  }, 60_000)

  it('exits 1 when the server does not answer within --timeout seconds', async () => {
    const sockets: Socket[] = []
    const server = createTcpServer((socket) => sockets.push(socket)) // accepts, never answers
    const port = await listening(server)
    try {
      const started = Date.now()
      const r = await health(['--url', `http://127.0.0.1:${port}`, '--timeout', '0.5'])
      expect(r.code).toBe(1)
      expect(r.err).toBe(`firmbase: http://127.0.0.1:${port}/healthz: no answer within 0.5 s (--timeout)\n`)
      expect(Date.now() - started).toBeLessThan(30_000)
    } finally {
      for (const s of sockets) s.destroy()
      await closed(server)
    }
  }, 60_000)

  it('exits 1 on an answer other than 200 with status ok, naming it', async () => {
    const server = createHttpServer((req, res) => {
      if (req.url === '/503/healthz') {
        res.writeHead(503, { 'content-type': 'application/problem+json' })
        res.end(JSON.stringify({ status: 503, code: 'SHUTTING_DOWN', detail: 'The server is shutting down.' }))
      } else if (req.url === '/degraded/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ status: 'starting' }))
      } else {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<html>another server</html>')
      }
    })
    const port = await listening(server)
    try {
      const base = `http://127.0.0.1:${port}`
      const unavailable = await health(['--url', `${base}/503`])
      expect(unavailable.code).toBe(1)
      expect(unavailable.err).toBe(`firmbase: ${base}/503/healthz answered 503: The server is shutting down.\n`)
      const degraded = await health(['--url', `${base}/degraded`])
      expect(degraded.code).toBe(1)
      expect(degraded.err).toBe(`firmbase: ${base}/degraded/healthz answered 200 with status "starting", not "ok"\n`)
      const other = await health(['--url', base])
      expect(other.code).toBe(1)
      expect(other.err).toBe(`firmbase: ${base}/healthz answered 200 but not with JSON (is this a firmbase server?)\n`)
    } finally {
      await closed(server)
    }
  }, 60_000)

  it('exits 2 (usage) for a --url that is not an http(s) URL or a --timeout that is not a number of seconds', async () => {
    const url = await health(['--url', 'localhost:8080'])
    expect(url.code).toBe(2)
    expect(url.err).toBe('firmbase: --url must be an http(s) URL like http://127.0.0.1:8080, not "localhost:8080"\n')
    const env = await health([], { FIRMBASE_URL: 'ftp://example.com' })
    expect(env.code).toBe(2)
    expect(env.err).toMatch(/^firmbase: FIRMBASE_URL must be an http\(s\) URL/)
    const timeout = await health(['--timeout', '0'])
    expect(timeout.code).toBe(2)
    expect(timeout.err).toBe('firmbase: --timeout must be a number of seconds from 0.001 to 3600, not "0"\n')
  }, 60_000)
})
