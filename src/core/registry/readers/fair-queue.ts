// Waiting reads, served round-robin by whose they are: one account's 400 searches no longer queue
// every other account's behind them (a trainee's cheap search waited, then timed out). Each
// owner has a FIFO; the owner served goes to the back of the rotation while it has more waiting.
import { AsyncLocalStorage } from 'node:async_hooks'

const caller = new AsyncLocalStorage<string>()

/** Runs `fn` with reads started in it counted as `owner`'s (the pipeline: the authenticated user). */
export const asCaller = <T>(owner: string, fn: () => T): T => caller.run(owner, fn)
/** The owner of reads started now ('' outside a request). */
export const currentCaller = (): string => caller.getStore() ?? ''

export class FairQueue<T> {
  #byOwner = new Map<string, T[]>()
  #length = 0

  get length(): number {
    return this.#length
  }

  push(owner: string, item: T): void {
    const queue = this.#byOwner.get(owner)
    if (queue) queue.push(item)
    else this.#byOwner.set(owner, [item])
    this.#length++
  }

  /** The next item: the first owner's oldest, that owner then going to the back of the rotation. */
  shift(): T | undefined {
    for (const [owner, queue] of this.#byOwner) {
      const item = queue.shift()
      this.#byOwner.delete(owner)
      if (queue.length > 0) this.#byOwner.set(owner, queue)
      if (item === undefined) continue
      this.#length--
      return item
    }
    return undefined
  }

  /** Takes `item` out (its deadline passed while it waited); false when it is not waiting. */
  remove(owner: string, item: T): boolean {
    const queue = this.#byOwner.get(owner)
    const at = queue?.indexOf(item) ?? -1
    if (!queue || at < 0) return false
    queue.splice(at, 1)
    if (queue.length === 0) this.#byOwner.delete(owner)
    this.#length--
    return true
  }

  /** Every waiting item, the queue left empty. */
  drain(): T[] {
    const all = [...this.#byOwner.values()].flat()
    this.#byOwner.clear()
    this.#length = 0
    return all
  }
}
