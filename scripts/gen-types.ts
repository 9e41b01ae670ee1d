// Writes the files derived from declarations, formatted as the repository's code is:
// src/api/fixture-document.ts (the fixture document's types), src/api/start-options.ts (start()'s options,
// from the options table), the README's configuration table (from the same table) and fixtures.schema.json (the fixture document's JSON Schema, shipped in the package for editors).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fixtureDocumentTypes } from '../src/records/shape-types.ts'
import { fixtureSchema } from '../src/records/schema.ts'
import { startOptionsTypes } from '../src/options/start-types.ts'
import { OPTION_KEYS, readmeRow } from '../src/options.ts'

const file = new URL('../src/api/fixture-document.ts', import.meta.url).pathname
writeFileSync(file, fixtureDocumentTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', file], { stdio: 'ignore' })
const startFile = new URL('../src/api/start-options.ts', import.meta.url).pathname
writeFileSync(startFile, startOptionsTypes())
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', startFile], { stdio: 'ignore' })
const schemaFile = new URL('../fixtures.schema.json', import.meta.url).pathname
writeFileSync(schemaFile, `${JSON.stringify(fixtureSchema(), null, 2)}\n`)
execFileSync(new URL('../node_modules/.bin/biome', import.meta.url).pathname, ['format', '--write', schemaFile], { stdio: 'ignore' })

// The README's configuration table: its rows are the options table's.
const readme = new URL('../README.md', import.meta.url).pathname
const text = readFileSync(readme, 'utf8')
const head = '| Setting | Flag | Environment | Default |\n| --- | --- | --- | --- |\n'
const from = text.indexOf(head) + head.length
if (from < head.length) throw new Error('README.md has no configuration table')
writeFileSync(readme, text.slice(0, from) + OPTION_KEYS.map(readmeRow).join('\n') + text.slice(text.indexOf('\n\n', from)))
