// Process-level helpers: a seeded template database made once, `firmbase serve` as a child process,
// and raw HTTP over sockets (so a reset is seen as a reset, not retried by a client library).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { request, type Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname

export interface Served {
  child: ChildProcess
  url: string
  port: number
  db: string
  stderr: () => string
  exit: Promise<number | null>
}

let template: string | undefined
/** A fresh copy of a seeded dataset (made once per test file): starts skip the seeding. */
export function seededCopy(companies = 200): string {
  if (!template) {
    template = join(mkdtempSync(join(tmpdir(), 'fb-template-')), 'template.db')
    const r = spawnSync(process.execPath, [BIN, 'seed', '--db', template, '--companies', String(companies), '--seed', '5'], { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}`)
  }
  const file = join(mkdtempSync(join(tmpdir(), 'fb-e2e-')), 'firmbase.db')
  copyFileSync(template, file)
  return file
}

export function serve(db: string, args: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--json', '--log-format', 'json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stderr!.on('data', (d) => (err += d))
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d
      if (!out.includes('\n')) return
      const ready = JSON.parse(out.split('\n')[0])
      resolve({ child, url: ready.url, port: ready.port, db, stderr: () => err, exit })
    })
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)))
  })
}

/** A start that must fail: its exit code and stderr. */
export function serveFails(db: string): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--json', '--log-format', 'none'], { encoding: 'utf8', timeout: 30_000 })
  return { status: r.status, stderr: r.stderr }
}

export const credentials = (db: string) => JSON.parse(readFileSync(`${db}.credentials.json`, 'utf8')) as Record<'admin' | 'premium' | 'free', { apiKey: string; userId: string }>

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request; rejects on a reset or a connection closed without an answer. */
export function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { ...options.headers }
  if (payload !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: options.agent ?? false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

export async function login(port: number, apiKey: string): Promise<string> {
  const res = await call(port, 'POST', '/api/auth/login', { body: { api_key: apiKey } })
  if (res.status !== 200) throw new Error(`login ${res.status}: ${res.body}`)
  return JSON.parse(res.body).token.access_token
}
