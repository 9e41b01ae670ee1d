import { getHeapSpaceStatistics } from 'node:v8'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { boundYoungGeneration, holdYoungGenerationBound, noteRequest, releaseHeap, releaseWhenQuiet, unboundYoungGeneration, youngGeneration } from '../../src/memory.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

/** Allocation that makes V8 grow its young generation (short-lived arrays, a few kept for a while), with pauses for timers. */
async function churn(rounds: number): Promise<number> {
  let kept: unknown[] = []
  let largest = 0
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 100; i++) {
      const batch = Array.from({ length: 2000 }, (_, k) => ({ k, text: `row ${r} ${i} ${k}` }))
      if (i % 25 === 0) kept.push(batch)
      if (kept.length > 10) kept = kept.slice(1)
    }
    largest = Math.max(largest, youngGeneration())
    await new Promise((resolve) => setTimeout(resolve, 60))
  }
  return largest
}

describe('boundYoungGeneration', () => {
  it('stops the young generation growing once it reaches the bound (one doubling past it at most); V8 alone grows it further', async () => {
    try {
      unboundYoungGeneration()
      releaseHeap()
      const alone = await churn(15)
      releaseHeap()
      const limit = 4 * 1024 * 1024
      expect(alone).toBeGreaterThan(4 * limit)
      boundYoungGeneration(limit)
      const bounded = await churn(15)
      expect(bounded).toBeLessThanOrEqual(2 * limit)
      // Shrunk at idle, it may grow again up to the bound, not past it.
      releaseHeap()
      expect(await churn(10)).toBeLessThanOrEqual(2 * limit)
    } finally {
      unboundYoungGeneration()
    }
  }, 60_000)
})

describe('releaseWhenQuiet', () => {
  it('releases once after starting and once after each burst of requests, when none has come for the quiet time; nothing after unregistering', async () => {
    let released = 0
    let other = 0
    // Wide margins: a timer on a machine at load 8 may fire a few hundred ms late.
    const stop = releaseWhenQuiet(() => released++, 600)
    const stopOther = releaseWhenQuiet(() => other++, 600) // another server's, on its own timer
    await sleep(1500)
    expect([released, other]).toEqual([1, 1]) // what starting grew
    for (let i = 0; i < 4; i++) {
      noteRequest() // details keep coming: not quiet
      await sleep(100)
    }
    expect(released).toBe(1)
    await sleep(1500)
    expect([released, other]).toEqual([2, 2])
    await sleep(800)
    expect(released).toBe(2) // quiet since: released once, not again
    noteRequest() // the next burst
    await sleep(1500)
    expect(released).toBe(3)
    stop()
    noteRequest()
    await sleep(1500)
    expect([released, other]).toEqual([3, 4])
    stopOther()
  })
})

describe('holdYoungGenerationBound', () => {
  it('keeps the bound while any server holds it; the last release lets the young generation grow as V8 would', async () => {
    const limit = 4 * 1024 * 1024
    try {
      const a = holdYoungGenerationBound(limit)
      const b = holdYoungGenerationBound(limit)
      a()
      a() // idempotent: b still holds it
      releaseHeap()
      expect(await churn(15)).toBeLessThanOrEqual(2 * limit)
      b()
      releaseHeap()
      expect(await churn(15)).toBeGreaterThan(4 * limit)
    } finally {
      unboundYoungGeneration()
    }
  }, 60_000)
})
