// The guides' snippets (docs/guides/*.md) are the files in docs/examples/, shown verbatim: these
// helpers check that, and copy the examples into a project that installed the packed package.
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DOCS = new URL('../../docs/', import.meta.url).pathname

/** Every `<!-- snippet: ../examples/X -->` block of every guide, with the file it claims to be. */
export function guideSnippets(): { guide: string; file: string; shown: string; actual: string }[] {
  const out = []
  for (const guide of readdirSync(join(DOCS, 'guides')).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(DOCS, 'guides', guide), 'utf8')
    for (const m of text.matchAll(/<!-- snippet: \.\.\/(examples\/[^ ]+) -->\n```\w*\n([\s\S]*?)```\n/g)) {
      out.push({ guide, file: m[1], shown: m[2], actual: readFileSync(join(DOCS, m[1]), 'utf8') })
    }
  }
  return out
}

export function copyExamples(name: string, into: string): void {
  cpSync(join(DOCS, 'examples', name), into, { recursive: true })
}

/** The `run:` steps of the workflow example after `npm ci` (the ones that need the project). */
export function workflowCommands(): string[] {
  const text = readFileSync(join(DOCS, 'examples', 'github-actions.yml'), 'utf8')
  const runs = [...text.matchAll(/^\s*- run: (.+)$/gm)].map((m) => m[1].trim())
  return runs.slice(runs.indexOf('npm ci') + 1)
}
