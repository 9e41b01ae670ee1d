// The benchmarks' own blocks of docs/benchmarks.md: each script replaces its block (between its
// markers) in the section on fixtures and the living registry, or adds it there.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const DOC = join(resolve(import.meta.dirname, '..'), 'docs', 'benchmarks.md')
const HEADING = '## Fixtures and the living registry'

/** Replaces a script's block of docs/benchmarks.md (between its markers), or adds it to the section. */
export function writeSection(name: string, body: string): void {
  const text = readFileSync(DOC, 'utf8')
  const open = `<!-- ${name} -->`
  const close = `<!-- /${name} -->`
  const block = `${open}\n${body}\n${close}`
  const from = text.indexOf(open)
  const to = text.indexOf(close)
  const next =
    from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + close.length) : `${text.trimEnd()}\n\n${text.includes(HEADING) ? '' : `${HEADING}\n\n`}${block}\n`
  writeFileSync(DOC, next)
}
