// start(): a firmbase server for a test suite, in a child process so that a test runner's workers are
// never blocked by it. It runs `firmbase serve --json --print-keys` and resolves on the ready line.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OPTION_KEYS, option } from '../options.ts'
import { adminClient } from './admin-client.ts'
import type { DemoKeys, Firmbase, StartOptions } from './types.ts'

// The package build replaces this expression with where bin/firmbase.js is from the bundled lib/index.js.
const launcher = () => fileURLToPath(new URL((globalThis as { __FIRMBASE_LAUNCHER__?: string }).__FIRMBASE_LAUNCHER__ ?? '../../bin/firmbase.js', import.meta.url))

/** serve's flags for these options (src/options.ts: a start() option is named as its key there); fixture documents given as objects are written to files in `dir`. */
export function serveFlags(options: StartOptions, db: string, dir?: string): string[] {
  const flags = ['serve', '--json', '--print-keys', '--db', db]
  const given = options as Record<string, unknown>
  for (const key of OPTION_KEYS) {
    const o = option(key)
    if (o.envOnly || o.start === false || key === 'db' || key === 'fixtures') continue
    const value = given[key] ?? o.start?.default
    if (value === undefined) continue
    // A boolean given either way is passed either way: the environment does not decide what the caller said.
    if (o.kind === 'boolean') {
      if (value === true) flags.push(`--${o.flag}`)
      else if (!o.flag.startsWith('no-')) flags.push(`--no-${o.flag}`)
    } else if (o.kind === 'list') for (const item of value as readonly string[]) flags.push(`--${o.flag}`, item)
    else flags.push(`--${o.flag}`, String(value))
  }
  const fixtures = options.fixtures === undefined ? [] : Array.isArray(options.fixtures) ? options.fixtures : [options.fixtures]
  for (const [i, f] of fixtures.entries()) {
    if (typeof f === 'string') flags.push('--fixtures', f)
    else {
      if (!dir) throw new Error('firmbase: fixture documents need a directory to be written to')
      const file = join(dir, `fixtures-${i}.json`)
      writeFileSync(file, JSON.stringify(f))
      flags.push('--fixtures', file)
    }
  }
  return flags
}

interface Ready {
  url: string
  port: number
  pid: number
  db: string
  keys: DemoKeys
}

/** Starts a server; resolves once it answers. Always call stop() (an afterAll or a global teardown). */
export async function start(options: StartOptions = {}): Promise<Firmbase> {
  const documents = (Array.isArray(options.fixtures) ? options.fixtures : [options.fixtures]).some((f) => typeof f === 'object' && f !== null)
  const temp = options.db === undefined || documents ? mkdtempSync(join(tmpdir(), 'firmbase-')) : undefined
  const db = options.db ?? join(temp!, 'firmbase.db')
  const child = spawn(process.execPath, [launcher(), ...serveFlags(options, db, temp)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const removeTemp = () => temp && rmSync(temp, { recursive: true, force: true })
  // A test runner that exits without stop() must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let ready: Ready
  try {
    ready = await readyLine(child, options.timeoutMs ?? 120_000, options.logFormat !== undefined && options.logFormat !== 'none')
  } catch (error) {
    process.off('exit', killOnExit)
    child.kill('SIGKILL')
    removeTemp()
    throw error
  }
  let stopping: Promise<void> | undefined
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))
  return {
    url: ready.url,
    port: ready.port,
    pid: ready.pid,
    db,
    keys: ready.keys,
    ...adminClient(ready.url),
    stop: () =>
      (stopping ??= (async () => {
        child.kill('SIGTERM') // serve finishes in-flight requests, closes the database, exits 0
        await exited
        process.off('exit', killOnExit)
        removeTemp()
      })()),
  }
}

/** The first stdout line, parsed; the child's stderr (its last 4 KiB) explains a failed start. */
function readyLine(child: ChildProcess, timeoutMs: number, passLog: boolean): Promise<Ready> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4096)
      if (passLog) process.stderr.write(chunk)
    })
    const onOut = (chunk: Buffer) => {
      out += chunk.toString()
      const end = out.indexOf('\n')
      if (end === -1) return
      child.stdout!.off('data', onOut)
      child.stdout!.resume() // nothing else comes on stdout; keep the pipe drained
      clearTimeout(timer)
      child.off('exit', onExit)
      try {
        resolve(JSON.parse(out.slice(0, end)) as Ready)
      } catch {
        reject(new Error(`firmbase: unexpected ready line: ${out.slice(0, end)}`))
      }
    }
    const onExit = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`firmbase did not start (exit ${code}): ${err.trim() || 'no output'}`))
    }
    const timer = setTimeout(() => {
      child.off('exit', onExit)
      reject(new Error(`firmbase was not ready within ${timeoutMs} ms: ${err.trim()}`))
    }, timeoutMs)
    child.stdout!.on('data', onOut)
    child.once('exit', onExit)
  })
}
