// Writes the files derived from declarations, formatted as the repository's code is:
// src/api/fixture-document.ts (the fixture document's types) and fixtures.schema.json (its JSON Schema,
// shipped in the package for editors).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fixtureDocumentTypes } from '../src/records/shape-types.ts'
import { fixtureSchema } from '../src/records/schema.ts'

const file = new URL('../src/api/fixture-document.ts', import.meta.url).pathname
writeFileSync(file, fixtureDocumentTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', file], { stdio: 'ignore' })
const schemaFile = new URL('../fixtures.schema.json', import.meta.url).pathname
writeFileSync(schemaFile, `${JSON.stringify(fixtureSchema(), null, 2)}\n`)
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', schemaFile], { stdio: 'ignore' })
