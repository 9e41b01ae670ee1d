import { getHeapSpaceStatistics } from 'node:v8'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { releaseHeap } from '../../src/memory.ts'

const space = (name: string) => getHeapSpaceStatistics().find((s) => s.space_name === name)!.space_size

describe('releaseHeap', () => {
  it('gives back what load grew: the young generation and the old space’s freed pages', () => {
    // Load: many short-lived objects (the young generation grows) and a large set that then dies.
    let kept: unknown[] = []
    for (let round = 0; round < 40; round++) {
      const batch = Array.from({ length: 20_000 }, (_, i) => ({ i, text: `row ${round} ${i}` }))
      if (round % 4 === 0) kept.push(batch)
    }
    kept = []
    const before = { young: space('new_space'), total: process.memoryUsage().heapTotal }
    releaseHeap()
    const after = { young: space('new_space'), total: process.memoryUsage().heapTotal }
    expect(kept).toHaveLength(0)
    expect(after.young).toBeLessThan(before.young)
    expect(after.total).toBeLessThan(before.total - 8 * 1024 * 1024)
  })

  it('leaves no gc() behind, here or in a thread started later', async () => {
    releaseHeap()
    expect('gc' in globalThis).toBe(false)
    const worker = new Worker("require('node:worker_threads').parentPort.postMessage(typeof gc)", { eval: true })
    const seen = await new Promise((resolve) => worker.once('message', resolve))
    await worker.terminate()
    expect(seen).toBe('undefined')
  })
})
