// The benchmarks' own blocks of docs/benchmarks.md: each script replaces its block (between its
// markers) in the section on fixtures and the living registry, or adds it there.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const DOC = join(root, 'docs', 'benchmarks.md')

/** The commit the figures are of. */
export const commit = (): string => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
/** The load average now, as the blocks print it. */
export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
export const log = (line: string): void => void process.stdout.write(`${line}\n`)
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const HEADING = '## Fixtures and the living registry'

/**
 * Replaces the API benchmark's part of docs/benchmarks.md: everything before the section the other
 * scripts write their blocks into, which is kept as it is.
 */
export function writeApiPart(body: string): void {
  const text = readFileSync(DOC, 'utf8')
  const at = text.indexOf(`\n${HEADING}`)
  writeFileSync(DOC, at >= 0 ? `${body.trimEnd()}\n${text.slice(at)}` : body)
}

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
