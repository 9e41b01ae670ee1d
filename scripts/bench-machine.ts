// The machine a benchmark ran on, so its figures can be judged where users run: the bare h3 rate of
// this machine (one JSON route, scripts/bench-bare.ts, in a process of its own, loaded by wrk or
// autocannon from another) and, with BENCH_BUSY=1, a CPU burner holding one core for the whole run —
// the form of a 2-core CI runner or a laptop with a browser open (a faster machine comes near the
// ~30k req/s bare h3 such a runner serves).
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { load as loadAverage } from './bench-doc.ts'
import { load } from './bench-load.ts'
import { startProcess, stopAll } from './bench-others.ts'

const root = resolve(import.meta.dirname, '..')

export const busy = process.env.BENCH_BUSY === '1'

/** Starts the burner when BENCH_BUSY=1: a process spinning on one core until stop() (or this process's end). */
export function startBurner(): { stop: () => void } {
  if (!busy) return { stop: () => {} }
  const burner: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  const stop = () => {
    if (burner.exitCode === null) burner.kill('SIGKILL')
  }
  process.once('exit', stop)
  return { stop }
}

/** Requests per second of a bare h3 route on this machine now (burner included when running), 32 connections, 5 s. */
export async function bareH3Rate(seconds = 5): Promise<number> {
  const children: ChildProcess[] = []
  try {
    const { line } = await startProcess(process.execPath, ['scripts/bench-bare.ts', 'h3'], root, (l) => /^\d+$/.test(l), children)
    const url = `http://127.0.0.1:${line}/bench/bare`
    await load(url, [{ path: '/bench/bare' }], { connections: 32, seconds: 1 }) // warm-up
    return (await load(url, [{ path: '/bench/bare' }], { connections: 32, seconds })).rps
  } finally {
    await stopAll(children)
  }
}

/** The line a benchmark's report opens with: the bare h3 rate, the burner, the load average. */
export async function machineNote(): Promise<string> {
  const rate = await bareH3Rate()
  return `bare h3 on this machine: ${Math.round(rate).toLocaleString('en-US')} req/s (32 connections, 5 s)${busy ? ', one core kept busy by a CPU burner (BENCH_BUSY=1)' : ''}; load average ${loadAverage()}`
}
