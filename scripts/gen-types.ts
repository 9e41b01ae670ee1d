// Writes the files derived from declarations, formatted as the repository's code is:
// src/api/fixture-document.ts (the fixture document's types).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fixtureDocumentTypes } from '../src/fixtures/shape-types.ts'

const file = new URL('../src/api/fixture-document.ts', import.meta.url).pathname
writeFileSync(file, fixtureDocumentTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', file], { stdio: 'ignore' })
