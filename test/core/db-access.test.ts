// One way to reach the database per module: core runs Kysely queries through db.first/all/run, or
// calls the named, typed statements in src/db/. Raw SQL strings against the connection stay in src/db/.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const CORE = join(import.meta.dirname, '../../src/core')
const files = readdirSync(CORE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))

describe('src/core reaches the database only through Kysely or src/db/', () => {
  it('finds the core modules', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it.each(files)('%s runs no raw statement', (file) => {
    const text = readFileSync(join(CORE, file), 'utf8')
    expect(text).not.toMatch(/\.stmt\(|\.sqlite\b|\.prepare\(/)
  })
})
