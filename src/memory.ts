// The server's heap: bounded under load, given back when the server goes idle.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
let collect: Collect | undefined

/**
 * A full collection that gives the heap's memory back to the system: V8's "last resort" flavour
 * compacts, shrinks the young generation (grown under load and kept) and frees its pooled pages (a
 * tenth or more of an idle server's memory, docs/benchmarks.md). V8 offers it to scripts only through its gc extension; turned
 * on for one fresh context (as Jest's leak detector does) and off again, so no global object here or
 * in a later worker gets a `gc`. A bound on the young generation (boundYoungGeneration) is armed again.
 */
export function releaseHeap(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: Collect }).gc // node --expose-gc: leave the flag as it was
    if (exposed) collect = exposed
    else {
      setFlagsFromString('--expose-gc')
      collect = runInNewContext('gc') as Collect
      setFlagsFromString('--no-expose-gc')
    }
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  if (bound !== undefined) boundYoungGeneration(bound)
}

/** The young generation (its semi-spaces), bytes, past which a server's stops growing. */
export const YOUNG_GENERATION_BOUND = 32 * 1024 * 1024
/** How often the young generation's size is looked at while it may still grow, ms. */
const BOUND_CHECK_MS = 50

let bound: number | undefined
let watching: NodeJS.Timeout | undefined

/** The young generation's size now, bytes. */
export const youngGeneration = (): number => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0

/**
 * V8 sizes the young generation by the machine's memory and doubles it under allocation pressure up
 * to that size: on a machine with much memory, a server under load ended with a third of its peak in
 * it. Its largest size is fixed when the process starts (--max-semi-space-size,
 * which a bin or an executable cannot pass to itself without starting Node twice), but the growth
 * factor is read at every resize: once the young generation has reached `limit`, growth stops
 * (factor 1). Stopped at its starting size it cost details some throughput; at the default bound,
 * nothing measurable (docs/benchmarks.md). releaseHeap lets it grow again up to the bound after shrinking it.
 */
export function boundYoungGeneration(limit = YOUNG_GENERATION_BOUND): void {
  bound = limit
  clearInterval(watching)
  setFlagsFromString('--semi-space-growth-factor=2') // V8's own: doubling
  const check = () => {
    if (youngGeneration() < limit) return
    setFlagsFromString('--semi-space-growth-factor=1')
    clearInterval(watching)
    watching = undefined
  }
  watching = setInterval(check, BOUND_CHECK_MS).unref()
  check()
}

let holders = 0

/**
 * boundYoungGeneration for as long as a server runs: the bound is the process's (V8's flags are), so it
 * lasts while any server started here holds it. Returns the release (idempotent).
 */
export function holdYoungGenerationBound(limit = YOUNG_GENERATION_BOUND): () => void {
  if (holders++ === 0) boundYoungGeneration(limit)
  let held = true
  return () => {
    if (!held) return
    held = false
    if (--holders === 0) unboundYoungGeneration()
  }
}

/** Lets the young generation grow as V8 would (tests; a process that stops serving). */
export function unboundYoungGeneration(): void {
  bound = undefined
  clearInterval(watching)
  watching = undefined
  setFlagsFromString('--semi-space-growth-factor=2')
}

let lastRequest = 0

interface Watcher {
  release: () => void
  quietMs: number
  timer: NodeJS.Timeout | undefined
}
const watchers = new Set<Watcher>()

/** A request arrived (src/app.ts): the server is not idle, and goes quiet again once none comes for a while. */
export const noteRequest = (): void => {
  lastRequest = performance.now()
  for (const w of watchers) if (!w.timer) arm(w, w.quietMs)
}

function arm(w: Watcher, ms: number): void {
  w.timer = setTimeout(() => {
    const left = lastRequest + w.quietMs - performance.now()
    if (left > 0) return arm(w, left)
    w.timer = undefined
    w.release()
  }, ms).unref()
}

/**
 * Runs `release` each time the server goes quiet: `quietMs` after it is registered, and once no request has come for `quietMs` after one did
 * (checked when that time has passed since the first of them, one timer, whatever the requests). Whatever
 * they were — details answered here, searches on the readers — the memory they grew returns within
 * `quietMs` of the last. Returns the unregistration (a server that stops).
 */
export function releaseWhenQuiet(release: () => void, quietMs: number): () => void {
  const w: Watcher = { release, quietMs, timer: undefined }
  watchers.add(w)
  // What starting grew (migrations, the demo accounts' hashes, the first reads of the file) goes the same way.
  arm(w, quietMs)
  return () => {
    clearTimeout(w.timer)
    watchers.delete(w)
  }
}
