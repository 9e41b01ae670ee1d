import { readFileSync } from 'node:fs'

// The server's memory as the soak sees it: RSS read right after a full garbage collection, asked for
// through the inspector protocol. Raw RSS of a Node process is a sawtooth (the collector runs when
// it likes, and may not run a major collection for minutes), so only post-collection figures can
// show a trend. The server runs with --inspect on a loopback port for this (scripts/soak.ts).

export interface MemorySample {
  t: number
  rssMb: number
  heapMb: number
}

export interface Inspector {
  /** Full GC in the server, then its RSS and used JS heap. */
  sample(t: number): Promise<MemorySample>
  close(): void
}

/** Waits for the "Debugger listening on ws://…" line in the server's stderr, then connects. */
export async function connectInspector(pid: number, stderr: () => string): Promise<Inspector> {
  let url: string | undefined
  for (let i = 0; i < 100 && !url; i++) {
    url = /Debugger listening on (ws:\/\/\S+)/.exec(stderr())?.[1]
    if (!url) await new Promise((r) => setTimeout(r, 50))
  }
  if (!url) throw new Error('the server did not open its inspector')
  const ws = new WebSocket(url)
  await new Promise((resolve, reject) => {
    ws.onopen = resolve
    ws.onerror = () => reject(new Error(`cannot connect to ${url}`))
  })
  let next = 1
  const waiting = new Map<number, (result: any) => void>()
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data))
    waiting.get(message.id)?.(message.result)
    waiting.delete(message.id)
  }
  const send = (method: string) =>
    new Promise<any>((resolve) => {
      const id = next++
      waiting.set(id, resolve)
      ws.send(JSON.stringify({ id, method }))
    })
  return {
    async sample(t) {
      await send('HeapProfiler.collectGarbage')
      const heap = await send('Runtime.getHeapUsage')
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024
      return { t, rssMb: rss, heapMb: heap.usedSize / 1024 / 1024 }
    },
    close: () => ws.close(),
  }
}

/** Least-squares slope (per second) of y over t. */
export function slope(points: { t: number; y: number }[]): number {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const tm = mean(points.map((p) => p.t))
  const ym = mean(points.map((p) => p.y))
  const den = points.reduce((a, p) => a + (p.t - tm) ** 2, 0)
  return den === 0 ? 0 : points.reduce((a, p) => a + (p.t - tm) * (p.y - ym), 0) / den
}
