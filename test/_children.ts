// Every process a test file starts is stopped when the file ends, whether its tests passed, failed or
// timed out: a server started by a test that timed out kept running for the rest of the suite and after
// it. child_process.spawn is wrapped once per worker (named imports follow: syncBuiltinESMExports); the
// file's afterAll kills what is still running, with its process group when it was started detached.
import childProcess, { type ChildProcess } from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'

const running = new Set<ChildProcess>()
const WRAPPED = Symbol.for('firmbase.test.spawnTracked')

export function trackChildren(): void {
  const cp = childProcess as typeof childProcess & { [WRAPPED]?: true }
  if (cp[WRAPPED]) return
  const spawn = cp.spawn
  cp.spawn = ((...args: Parameters<typeof spawn>) => {
    const child = spawn(...args)
    running.add(child)
    child.once('exit', () => running.delete(child))
    child.once('error', () => running.delete(child))
    return child
  }) as typeof spawn
  cp[WRAPPED] = true
  syncBuiltinESMExports()
}

/** Kills every child still running (SIGKILL; its group too when it leads one). Returns how many. */
export function stopChildren(): number {
  let stopped = 0
  for (const child of running) {
    running.delete(child)
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue
    stopped++
    try {
      process.kill(-child.pid, 'SIGKILL') // detached: npm and the server it started
    } catch {
      child.kill('SIGKILL')
    }
  }
  return stopped
}
