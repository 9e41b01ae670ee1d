// The README and the docs link only to files in this repository, and those files exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('..', import.meta.url).pathname
const markdown = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdown(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []))

describe('documentation links', () => {
  it('every link in README.md and docs/ resolves to a file inside the repository', () => {
    const files = ['README.md', ...markdown('docs')]
    expect(files).toEqual(expect.arrayContaining(['docs/contract.md', 'docs/guides/vitest.md']))
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(target, `${file}: ${target}`).not.toMatch(/^[a-z]+:/i)
        const path = resolve(dirname(join(ROOT, file)), target.split('#')[0])
        expect(relative(ROOT, path).startsWith('..'), `${file}: ${target} leaves the repository`).toBe(false)
        expect(existsSync(path), `${file}: ${target}`).toBe(true)
      }
    }
  })

  it('nothing in the repository names a file outside it (the map and conventions are docs/maintainers.md)', () => {
    const tracked = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'dist' || e.name === 'lib'
          ? []
          : e.isDirectory()
            ? tracked(join(dir, e.name))
            : /\.(ts|md|sh|py|json|ya?ml)$/.test(e.name)
              ? [join(dir, e.name)]
              : [],
      )
    const files = ['README.md', ...['src', 'test', 'docs', 'scripts', 'bin', 'seed', 'python', 'container'].flatMap(tracked)]
    expect(files.length).toBeGreaterThan(200)
    const outside = /\.\.\/shared\/|\/work\/shared|\bSTYLE\.md\b|\bservice-spec\.md\b/
    const offenders = files.filter((f) => f !== 'test/docs-links.test.ts' && outside.test(readFileSync(join(ROOT, f), 'utf8')))
    expect(offenders).toEqual([])
  })
})
