// The README's configuration table is the options table's (src/options.ts): a row per option with its
// flag, variable and default, so a new option written there and not here (or a default changed in one
// place only) fails. `serve --help` says the same, from the same entry.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { optionArgs, OPTION_KEYS, option, readmeRow } from '../../src/options.ts'
import { serveArgs } from '../../src/cli/serve.ts'
import { defaultConfig } from '../../src/config.ts'

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')
const table = readme.slice(readme.indexOf('| Setting | Flag | Environment | Default |')).split('\n\n')[0].split('\n').slice(2)

describe('the options table', () => {
  it('is the README configuration table, row for row (the dataset cache row aside)', () => {
    expect(table.filter((row) => !row.includes('`--no-cache`'))).toEqual(OPTION_KEYS.map(readmeRow))
  })

  it("gives serve every option's flag, its help naming the variable and the default", () => {
    for (const key of OPTION_KEYS) {
      const o = option(key)
      if (o.envOnly) continue
      const arg = (serveArgs as Record<string, { description: string }>)[o.flag]
      expect(arg, o.flag).toEqual(optionArgs()[o.flag])
      expect(arg.description).toContain(`env ${o.env}`)
    }
    expect(defaultConfig.queryTimeout).toBe(10)
  })
})
