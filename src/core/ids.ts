import { createHash, randomFillSync, randomUUID } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

const pool = Buffer.alloc(4096)
let used = pool.length

/** Bytes from the CSPRNG, drawn from a pool refilled 4 KiB at a time (one call per login cost as much as its insert). */
function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool)
    used = 0
  }
  return pool[used++]
}

/** Uniform base62 text (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = ''
  while (out.length < length) {
    const byte = randomByte()
    if (byte < 248) out += BASE62[byte % 62]
  }
  return out
}

/** Opaque identifiers for rows users create: a short type prefix and 16 random base62 chars. */
export const newId = (prefix: string): string => `${prefix}_${randomBase62(16)}`

/**
 * An identifier that sorts by creation time: the prefix, the time `ms` in 9 base-36 digits (until the
 * year 5188; later times get 10 and no longer sort), then 16
 * random base62 chars. Rows inserted in time order then append to their primary-key index instead of
 * dirtying a random page of it each (a login's session row: one page per group commit, not one per login).
 */
export const newTimeOrderedId = (prefix: string, ms: number): string => `${prefix}_${Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0')}${randomBase62(16)}`

export const newUuid = (): string => randomUUID()

/** Ids made from what they name: the same fixture file gives the same user and key ids every time. */
export const stableId = (prefix: string, ...parts: string[]) =>
  `${prefix}_${createHash('sha256')
    .update(parts.join('\u0000'))
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16)}`

/** The id of an API key a fixture document chose: sign-in tells such a key from a generated one by it. */
export const fixtureKeyId = (key: string): string => stableId('key', 'fixture key', key)
