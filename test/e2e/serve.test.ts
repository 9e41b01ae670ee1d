// The real CLI process: ready line, HTTP over a socket, graceful shutdown with a request in flight.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
let child: ChildProcess | undefined
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

function start(args: string[]): Promise<{ ready: { url: string; port: number; pid: number; db: string }; stderr: () => string; exit: Promise<number | null> }> {
  child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--json', '--log-format', 'none', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stderr!.on('data', (d) => (err += d))
  const exit = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (d) => {
      out += d
      if (out.includes('\n')) resolve({ ready: JSON.parse(out.split('\n')[0]), stderr: () => err, exit })
    })
    child!.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)))
  })
}

const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      res.resume()
      resolve(res.statusCode!)
    })
    req.on('error', reject)
    req.end()
  })

describe('firmbase serve (process)', () => {
  it('seeds, prints one JSON ready line, serves, and exits 0 on SIGTERM after finishing an in-flight request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const db = join(dir, 'e2e.db')
    const { ready, exit, stderr } = await start(['--db', db, '--companies', '300'])
    expect(ready).toMatchObject({ event: 'ready', url: `http://127.0.0.1:${ready.port}`, pid: child!.pid, db })
    const health = await fetch(`${ready.url}/healthz`)
    expect(health.status).toBe(200)
    expect((await health.json()).dataset.companies).toBe(300)
    expect(stderr()).toMatch(/premium\s+usr_\w+\s+fsk_/)
    const creds = JSON.parse(readFileSync(`${db}.credentials.json`, 'utf8'))
    expect(creds.admin.apiKey).toMatch(/^fsk_/)
    expect(statSync(`${db}.credentials.json`).mode & 0o777).toBe(0o600)

    // A request whose body is still arriving when SIGTERM lands must still be answered.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: ready.port, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on('error', reject)
      req.write('{"api_key":')
      setTimeout(() => {
        child!.kill('SIGTERM')
        setTimeout(() => req.end(`"${creds.free.apiKey}"}`), 200)
      }, 100)
    })
    expect(await inFlight).toBe(200)
    expect(await exit).toBe(0)
  }, 30_000)

  it('a raw ".." path over the socket → 403 and the address is blocked (loopback: with --ban-loopback)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const { ready, exit } = await start(['--db', join(dir, 'x.db'), '--companies', '50', '--ban-loopback'])
    expect(await rawGet(ready.port, '/healthz')).toBe(200)
    expect(await rawGet(ready.port, '/api/../../etc/hosts')).toBe(403)
    expect(await rawGet(ready.port, '/healthz')).toBe(403)
    // Over a socket neither X-Forwarded-For (no --trust-proxy) nor the in-process test header moves the address.
    expect(await rawGet(ready.port, '/healthz', { 'x-forwarded-for': '10.0.0.1', 'x-test-remote-address': '10.0.0.1' })).toBe(403)
    child!.kill('SIGINT')
    expect(await exit).toBe(0)
  }, 30_000)

  it('SIGTERM the moment the ready line is read still exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const { exit } = await start(['--db', join(dir, 'z.db'), '--companies', '20'])
    child!.kill('SIGTERM')
    expect(await exit).toBe(0)
  }, 30_000)

  it('a second start on the same database is fast and keeps the data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const db = join(dir, 'y.db')
    const seeding = performance.now()
    let s = await start(['--db', db, '--companies', '2000', '--seed', '9'])
    const firstStart = performance.now() - seeding
    const first = await (await fetch(`${s.ready.url}/healthz`)).json()
    child!.kill('SIGTERM')
    await s.exit
    const began = performance.now()
    s = await start(['--db', db])
    const elapsed = performance.now() - began
    const second = await (await fetch(`${s.ready.url}/healthz`)).json()
    expect(second.dataset).toEqual(first.dataset)
    // Faster than the start that seeded 2,000 companies: measured against the same machine's pace, busy or not.
    expect(elapsed).toBeLessThan(firstStart)
    child!.kill('SIGTERM')
    expect(await s.exit).toBe(0)
  }, 120_000)

  it('a second server on a file another live server holds is refused naming it; a killed server’s lock is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const db = join(dir, 'z.db')
    const first = await start(['--db', db, '--companies', '100', '--seed', '9'])
    const held = child!
    const second = spawnSync(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--log-format', 'none'], { encoding: 'utf8', timeout: 20_000 })
    expect(second.status).toBe(2)
    expect(second.stderr.trim().split('\n')).toHaveLength(1)
    expect(second.stderr).toContain(`already served by process ${first.ready.pid}`)
    expect((await fetch(`${first.ready.url}/healthz`)).status).toBe(200) // the first is untouched
    held.kill('SIGKILL') // leaves its lock behind
    await first.exit
    const again = await start(['--db', db])
    expect((await fetch(`${again.ready.url}/healthz`)).status).toBe(200)
    child!.kill('SIGTERM')
    expect(await again.exit).toBe(0)
    expect(existsSync(`${db}-lock`)).toBe(false) // released on a clean stop
  }, 60_000)

  it('a clean stop lets the next start skip the integrity check; after a kill, or a write since, it runs and finds damage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-e2e-'))
    const db = join(dir, 'c.db')
    const skipped = /integrity check skipped/
    let s = await start(['--db', db, '--companies', '100', '--seed', '4', '--log-format', 'json'])
    child!.kill('SIGTERM')
    expect(await s.exit).toBe(0)
    expect(existsSync(`${db}-clean`)).toBe(true)
    s = await start(['--db', db, '--log-format', 'json'])
    expect(s.stderr()).toMatch(skipped)
    const killed = child!
    killed.kill('SIGKILL') // no clean stop: the mark was used up at start
    await s.exit
    expect(existsSync(`${db}-clean`)).toBe(false)
    // Damage a page without the server: the next start checks and refuses in one line.
    const bytes = readFileSync(db)
    const pageSize = bytes.readUInt16BE(16)
    bytes.fill(0xa5, pageSize, 2 * pageSize) // page 2: a table's root
    writeFileSync(db, bytes)
    rmSync(`${db}-wal`, { force: true })
    rmSync(`${db}-shm`, { force: true })
    const refused = spawnSync(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--log-format', 'none'], { encoding: 'utf8', timeout: 20_000 })
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toMatch(/damaged|malformed/)
    expect(refused.stderr).not.toMatch(skipped)
  }, 60_000)
})
