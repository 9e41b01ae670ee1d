// What `npm run bench` compares the server with besides the bare ceilings: the idle memory of the
// forms users run (the single executable, the npm package's JavaScript) on the same database, and
// Stoplight Prism's mock of the same OpenAPI document (installed on first use into .cache/prism; the
// registry must be reachable then; BENCH_PRISM=0 skips it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const PRISM_VERSION = '5.16.0'

/** Resident memory of a process, in MB (Linux /proc). */
export const rssMb = (pid: number, key: 'VmRSS' | 'VmHWM' = 'VmRSS') =>
  Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024)

/** Starts `command`, resolves with the first stdout line `ready` accepts; rejects if it exits first. */
export function startProcess(
  command: string,
  args: string[],
  cwd: string,
  ready: (line: string) => boolean,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  return new Promise((resolvePromise, reject) => {
    let buffer = ''
    let found = false
    child.stdout!.on('data', (chunk: Buffer) => {
      if (found) return // keep draining: a full pipe would stall the child
      buffer += chunk.toString()
      const line = buffer.split('\n').find((l) => ready(l))
      if (line) {
        found = true
        buffer = ''
        resolvePromise({ child, line })
      }
    })
    child.on('exit', (code) => reject(new Error(`${[command, ...args].join(' ')} exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`)))
  })
}

/** Idle RSS, 3 s after it is ready, of one way of running `serve` on `db`; a reason when it cannot run. */
export async function idleRssOf(label: string, command: string, args: string[], root: string, db: string): Promise<{ label: string; mb?: number; note?: string }> {
  const children: ChildProcess[] = []
  try {
    const port = await freePort()
    const { child } = await startProcess(
      command,
      [...args, 'serve', '--db', db, '--port', String(port), '--log-format', 'none', '--no-seed'],
      root,
      (l) => l.includes('listening'),
      children,
    )
    await new Promise((r) => setTimeout(r, 3000))
    return { label, mb: rssMb(child.pid!) }
  } catch (error) {
    return { label, note: (error as Error).message }
  } finally {
    await stopAll(children)
  }
}

/** SIGTERM, and their exits: the next server on the same file is refused while one still holds it. */
export const stopAll = async (children: ChildProcess[]): Promise<void> => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
}

export const freePort = () =>
  new Promise<number>((resolvePromise) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePromise(port))
    })
  })

/** Prism's command, installing it into .cache/prism first when missing; a reason when it cannot. */
export function prismCommand(root: string): { path?: string; note?: string } {
  if (process.env.BENCH_PRISM === '0') return { note: 'skipped (BENCH_PRISM=0)' }
  const prefix = join(root, '.cache', 'prism')
  const path = join(prefix, 'node_modules', '.bin', 'prism')
  if (!existsSync(path)) {
    try {
      execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `@stoplight/prism-cli@${PRISM_VERSION}`], {
        stdio: 'ignore',
      })
    } catch (error) {
      return { note: `Prism could not be installed (${(error as Error).message.split('\n')[0]})` }
    }
  }
  return existsSync(path) ? { path } : { note: 'Prism is not installed' }
}

export { PRISM_VERSION }
