// One options table (src/options.ts) makes every place an option shows: the README's configuration table
// row for row, every command's flag and help line, the values config.ts resolves, start()'s typed
// options (src/api/start-options.ts, written by npm run gen:types) and the flags start() passes back.
// A new option written anywhere but the table, or a default changed in one place only, fails here.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'citty'
import { describe, expect, it } from 'vitest'
import { serveFlags } from '../../src/api/start.ts'
import type { StartOptions } from '../../src/api/types.ts'
import { datasetArgs, flagsOf } from '../../src/cli/args.ts'
import { configFromArgs, serveArgs, type ServeArgs, withRepeated } from '../../src/cli/serve.ts'
import { defaultConfig, resolveOptions } from '../../src/config.ts'
import { DATASET_OPTIONS, OPTION_KEYS, option, optionArgs, readmeRow, SERVE_OPTIONS, shownFlag } from '../../src/options.ts'
import { startOptionsTypes } from '../../src/options/start-types.ts'
import { validateSeedOptions } from '../../src/seeding/options.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8')
const table = readme.slice(readme.indexOf('| Setting | Flag | Environment | Default |')).split('\n\n')[0].split('\n').slice(2)

/** A value of the option's type that differs from its default (what a test suite might pass to start()). */
function sample(key: (typeof OPTION_KEYS)[number]): unknown {
  const o = option(key)
  const special: Record<string, unknown> = {
    host: '127.0.0.2',
    asOf: '2025-03-31',
    corsOrigins: ['https://app.example'],
    publicUrl: 'https://fb.example',
    datasetFrom: '/data/seed.db.br',
    logFormat: 'json',
    fixtures: ['a.json', 'b,c.json'],
    cacheDir: '/tmp/firmbase-cache',
  }
  if (key in special) return special[key]
  if (o.kind === 'boolean') return !o.default
  if (o.kind === 'list') return ['example.lan', 'other.lan']
  if (o.kind === 'number' || o.kind === 'decimal') return Number(o.default ?? 0) + 3
  return `x-${key}`
}

describe('the options table', () => {
  it('is the README configuration table, row for row', () => {
    expect(table).toEqual(OPTION_KEYS.map(readmeRow))
  })

  it("gives serve, exec and seed each option's flag, its help naming the variable and the default", () => {
    for (const key of OPTION_KEYS) {
      const o = option(key)
      if (o.envOnly) continue
      const arg = (serveArgs as Record<string, { description: string }>)[o.flag]
      expect(arg, o.flag).toEqual(optionArgs({ [key]: o })[o.flag])
      if (o.env) expect(arg.description).toContain(`env ${o.env}`)
      if (o.group === 'dataset') expect((datasetArgs as Record<string, unknown>)[o.flag], o.flag).toEqual(arg)
    }
    expect(defaultConfig.queryTimeout).toBe(10)
  })

  it('src/api/start-options.ts is what the table gives (run npm run gen:types after changing an option)', () => {
    const formatted = spawnSync(`${ROOT}/node_modules/.bin/biome`, ['format', '--stdin-file-path=src/api/start-options.ts'], {
      cwd: ROOT,
      input: startOptionsTypes(),
      encoding: 'utf8',
    })
    expect(formatted.status, formatted.stderr).toBe(0)
    expect(readFileSync(`${ROOT}/src/api/start-options.ts`, 'utf8')).toBe(formatted.stdout)
  })

  it('every start() option reaches serve as the value it was given (flags written by start(), read back as serve reads them)', () => {
    // --no-seed is citty's `seed: false`: given with --seed it wins over it (the next test reads it alone).
    const keys = OPTION_KEYS.filter((k) => !option(k).envOnly && option(k).start !== false && k !== 'db' && k !== 'noSeed')
    expect(keys.length).toBeGreaterThan(25)
    const options = Object.fromEntries(keys.map((k) => [k, sample(k)])) as StartOptions
    const argv = serveFlags(options, '/tmp/x.db').slice(1)
    const args = withRepeated(parseArgs(argv, serveArgs) as ServeArgs, argv)
    const read = {
      ...configFromArgs(args),
      ...resolveOptions(SERVE_OPTIONS, flagsOf(SERVE_OPTIONS, args), {}),
      ...resolveOptions(DATASET_OPTIONS, flagsOf(DATASET_OPTIONS, args), {}),
    } as Record<string, unknown>
    for (const key of keys) expect(read[key], key).toEqual(sample(key))
    expect(read.db).toBe('/tmp/x.db')
  })

  it('start() passes its own defaults (test mode on, a free port, no request log) and a boolean given either way', () => {
    const argv = serveFlags({}, '/tmp/x.db')
    expect(argv).toEqual(expect.arrayContaining(['--test-mode', '--port', '0', '--log-format', 'none']))
    expect(serveFlags({ testMode: false, cache: false, trustProxy: false }, '/tmp/x.db')).toEqual(expect.arrayContaining(['--no-test-mode', '--no-cache', '--no-trust-proxy']))
    const noSeed = serveFlags({ noSeed: true }, '/tmp/x.db').slice(1)
    expect(resolveOptions(SERVE_OPTIONS, flagsOf(SERVE_OPTIONS, parseArgs(noSeed, serveArgs)), {}).noSeed).toBe(true)
  })

  it('the dataset cache is configured through the table: flags over variables, a bad value refused with the flag named', () => {
    expect(validateSeedOptions({}, { FIRMBASE_NO_CACHE: '1' }).cache).toBe(false)
    expect(validateSeedOptions({ cache: true }, { FIRMBASE_NO_CACHE: '1' }).cache).toMatchObject({ maxBytes: 2048 * 1024 ** 2 })
    expect(validateSeedOptions({ cacheDir: '/c1', cacheMaxMb: '10' }, { FIRMBASE_CACHE_DIR: '/c2' }).cache).toEqual({ dir: '/c1', maxBytes: 10 * 1024 ** 2 })
    expect(validateSeedOptions({}, { FIRMBASE_CACHE_MAX_MB: '0' }).cache).toBe(false)
    expect(() => validateSeedOptions({}, { FIRMBASE_CACHE_MAX_MB: 'lots' })).toThrow(
      '--cache-max-mb (or FIRMBASE_CACHE_MAX_MB) must be a whole number of MB (0 turns the cache off), not "lots"',
    )
    expect(() => validateSeedOptions({ companies: '-3' }, {})).toThrow('--companies must be a whole number from 0 to 5000000, not "-3"')
    expect(() => validateSeedOptions({ asOf: '2017-12-31' }, {})).toThrow('--as-of must be 2018-01-01 or later (GST began 2017-07-01), not "2017-12-31"')
  })

  it("the README's command table names serve's options by the configuration table, and seed's flags are seed's", () => {
    expect(readme).toContain('| `firmbase serve [OPTIONS]` (every option of [Configuration](#configuration)) |')
    const seedLine = readme.split('\n').find((l) => l.startsWith('| `firmbase seed ['))!
    for (const o of Object.values(DATASET_OPTIONS)) expect(seedLine, o.flag).toContain(shownFlag(o))
  })
})
