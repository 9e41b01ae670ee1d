import { randomBytes, randomUUID } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Uniform base62 text (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62]
      if (out.length === length) break
    }
  }
  return out
}

/** Opaque identifiers for rows users create: a short type prefix and 16 random base62 chars. */
export const newId = (prefix: string): string => `${prefix}_${randomBase62(16)}`

export const newUuid = (): string => randomUUID()
