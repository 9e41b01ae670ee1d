// What a seeded dataset depends on besides its options: the code that generates it. The dataset cache
// (src/seeding/cache.ts) keys its files by this. The executable and the npm package carry the digest
// their build computed (scripts/build.ts, scripts/build-package.ts); a checkout computes it from its
// sources when a cache is first consulted, so an edit to the generator misses the cache even though
// the version in package.json did not change.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

declare global {
  /** The build's digest of its sources, defined when bundled. */
  var __FIRMBASE_BUILD__: string | undefined
}

/** The sources a dataset is made by: the generator and its data, the server's code, the schema. */
const SOURCES = ['seed', 'src', 'schema.sql', 'package.json']

/** sha256 over every file of the sources, by path (sorted) and content. */
export function sourceDigest(root: string): string {
  const hash = createHash('sha256')
  const add = (path: string) => {
    let entries: string[] | undefined
    try {
      entries = readdirSync(path).sort()
    } catch {
      entries = undefined
    }
    if (entries === undefined) {
      hash
        .update(`${relative(root, path)}\0`)
        .update(readFileSync(path))
        .update('\0')
      return
    }
    for (const entry of entries) add(join(path, entry))
  }
  for (const source of SOURCES) add(join(root, source))
  return hash.digest('hex')
}

let digest: string | undefined

/** This build's digest (computed once from the checkout when running from the TypeScript sources). */
export function buildId(): string {
  digest ??= globalThis.__FIRMBASE_BUILD__ ?? sourceDigest(fileURLToPath(new URL('../..', import.meta.url)))
  return digest
}
