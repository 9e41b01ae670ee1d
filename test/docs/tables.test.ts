// Markdown tables are written unpadded (`| a | b |`): padded to a column's widest cell, one widened
// cell rewrote every row of its table in a diff, and a third of the README was spaces.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname
const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => join('docs', f))

describe('markdown tables', () => {
  it.each(['README.md', ...docs])('%s: no cell is padded and no separator is wider than ---', (file) => {
    let code = false
    const padded: string[] = []
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trimStart().startsWith('```')) code = !code
        if (code || !line.startsWith('|')) return
        if (/[^ |] {2,}\||\| {2,}[^ |]|-{4,}/.test(line)) padded.push(`${file}:${i + 1}: ${line.slice(0, 80)}`)
      })
    expect(padded).toEqual([])
  })
})
