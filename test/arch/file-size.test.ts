// No hand-written source file grows past 300 lines: past that, a file holds two things, and a
// maintainer reads both to change one. Files written by `npm run gen:types` (their first line says so)
// are checked against their source instead (test/records/shape-types.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const MAX_LINES = 300

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
}

describe('source file size', () => {
  it(`no hand-written file under src/ has more than ${MAX_LINES} lines`, () => {
    const long = files(join(root, 'src'))
      .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => !text.startsWith('// Written by `npm run gen:types`'))
      .map(({ file, text }) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
