import { LRUCache } from 'lru-cache'
import type { Db } from './open.ts'

/**
 * A read-through cache for authorisation state read on every request (blocks, sessions, plans,
 * limits). Entries are valid only while the database stamp is unchanged: any db.touch() in this
 * process, or a commit by another connection, empties it before the next read, so a revocation
 * takes effect on the very next request. Bounded: past `max` entries the least recently used goes.
 */
export class StateCache<V> {
  #db: Db
  #stamp = ''
  #entries: LRUCache<string, { value: V; until: number }>

  constructor(db: Db, max = 50_000) {
    this.#db = db
    this.#entries = new LRUCache({ max })
  }

  /** `load` returns the value and the time (ms) until which it holds regardless of writes (Infinity: no expiry). */
  get(key: string, now: number, load: () => { value: V; until?: number }): V {
    const stamp = this.#db.stamp()
    if (stamp !== this.#stamp) {
      this.#entries.clear()
      this.#stamp = stamp
    }
    const hit = this.#entries.get(key)
    if (hit && now < hit.until) return hit.value
    const loaded = load()
    this.#entries.set(key, { value: loaded.value, until: loaded.until ?? Infinity })
    return loaded.value
  }
}
