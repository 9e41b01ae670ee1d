// `serve` on an existing dataset must not load the seeder's data: the PIN table (≈ 0.7 MB of source,
// parsed into pools at import) is reachable only through dynamic imports made while seeding.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/**
 * Files reachable from `entry` through static value imports (`import type` and `await import()`
 * excluded), and the packages they import (`pkg:name`).
 */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
      if (m[1].startsWith('.')) visit(resolve(dirname(file), m[1]))
      else packages.add(`pkg:${m[1]}`)
    }
  }
  visit(entry)
  return new Set([...[...seen].map((f) => relative(root, f)), ...packages])
}

describe('serve stays light', () => {
  it('the server and the seeding module do not statically import the generator or its PIN table', () => {
    for (const entry of ['bin/firmbase.ts', 'src/cli/serve.ts', 'src/seeding/seeding.ts', 'src/seeding/side-file.ts']) {
      const files = staticClosure(join(root, entry))
      expect(files.has('src/db/open.ts') || entry.startsWith('src/seeding/'), entry).toBe(true) // the walk follows imports
      for (const heavy of ['seed/reference/pincodes.ts', 'seed/places.ts', 'seed/companies.ts', 'seed/gst.ts']) expect(files, `${entry} → ${heavy}`).not.toContain(heavy)
    }
    // `serve` on an existing dataset loads nothing of the seeder: no generator, no reference tables, no
    // seeding pipeline (a dynamic import loads it when there is something to seed).
    for (const entry of ['bin/firmbase.ts', 'src/cli/serve.ts', 'src/runtime.ts', 'src/core/registry/readers/worker.ts']) {
      const files = [...staticClosure(join(root, entry))]
      expect(
        files.filter((f) => f.startsWith('seed/') || f === 'src/seeding/seeding.ts' || f === 'src/seeding/install.ts'),
        entry,
      ).toEqual([])
    }
    expect(staticClosure(join(root, 'src/seeding/seeding.ts'))).toContain('seed/generate.ts')
    // The generator itself does reach it (so the check above is not vacuous).
    expect(staticClosure(join(root, 'seed/companies.ts'))).toContain('seed/reference/pincodes.ts')
  })
})
