// Writes the files derived from declarations, formatted as the repository's code is:
// src/api/fixture-document.ts (the fixture document's types), src/api/start-options.ts (start()'s options,
// from the options table) and fixtures.schema.json (the fixture document's JSON Schema, shipped in the package for editors).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fixtureDocumentTypes } from '../src/records/shape-types.ts'
import { fixtureSchema } from '../src/records/schema.ts'
import { startOptionsTypes } from '../src/options/start-types.ts'

const file = new URL('../src/api/fixture-document.ts', import.meta.url).pathname
writeFileSync(file, fixtureDocumentTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', file], { stdio: 'ignore' })
const startFile = new URL('../src/api/start-options.ts', import.meta.url).pathname
writeFileSync(startFile, startOptionsTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', startFile], { stdio: 'ignore' })
const schemaFile = new URL('../fixtures.schema.json', import.meta.url).pathname
writeFileSync(schemaFile, `${JSON.stringify(fixtureSchema(), null, 2)}\n`)
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', schemaFile], { stdio: 'ignore' })
