// Caches keyed by query text (totals, listed matches, reader answers) are bounded by bytes as well as
// by entries: a flood of long distinct queries evicts the least recently used answers instead of
// growing memory, and a hot entry survives the flood (emptying the whole cache when full would not).
import { LRUCache } from 'lru-cache'

export const MiB = 1024 * 1024

/** A least-recently-used map by text, holding at most `max` entries and about `maxBytes` of keys and values. */
export function textKeyedCache<V extends {}>(max: number, maxBytes: number): LRUCache<string, V> {
  return new LRUCache<string, V>({ max, maxSize: maxBytes, sizeCalculation: (value, key) => key.length + approximateBytes(value) })
}

/**
 * About the bytes a plain value (numbers, strings, arrays, objects, Maps, Sets) takes in V8's heap:
 * a slot per element or property, a header per object, a string's characters. An estimate for
 * bounding caches, at least 1.
 */
export function approximateBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 16 + value.length
    case 'object': {
      if (value === null) return 8
      if (Array.isArray(value)) {
        let n = 16 + 8 * value.length
        for (const v of value) if (typeof v === 'object' || typeof v === 'string') n += approximateBytes(v)
        return n
      }
      if (value instanceof Map || value instanceof Set) {
        let n = 32
        for (const v of value as Iterable<unknown>) n += 16 + approximateBytes(v)
        return n
      }
      if (ArrayBuffer.isView(value)) return 64 + value.byteLength
      let n = 24
      for (const k in value) n += 8 + approximateBytes((value as Record<string, unknown>)[k])
      return n
    }
    default:
      return 8
  }
}
