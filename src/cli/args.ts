import type { ArgsDef } from 'citty'
import type { Raw } from '../config.ts'
import { DATASET_OPTIONS, type Option, optionArgs, SERVER_OPTIONS } from '../options.ts'

// Shared argument fragments, spread into every command.
export const commonArgs = {
  ...optionArgs({ db: SERVER_OPTIONS.db }),
  json: { type: 'boolean', description: 'Machine-readable output: one JSON document on stdout' },
  debug: { type: 'boolean', description: 'Print stack traces on errors' },
} as const satisfies ArgsDef

/** What is seeded: --companies, --seed, --as-of and the dataset cache's flags (src/options/dataset.ts). */
export const datasetArgs = optionArgs(DATASET_OPTIONS) satisfies ArgsDef

/** citty's values of a table's flags, by option key. A boolean flag counts when given either way
 * (`--no-cache`); citty reads `--no-seed` as `seed: false`, which is the `no-seed` flag given. */
export function flagsOf<T extends Record<string, Option>>(table: T, args: Record<string, unknown>): Raw<T> {
  const flags: Record<string, unknown> = {}
  for (const [key, o] of Object.entries(table)) {
    if (o.envOnly) continue
    const given = args[o.flag]
    if (o.kind === 'boolean') {
      const negated = o.flag.startsWith('no-') && args[o.flag.slice(3)] === false
      flags[key] = given === true || negated ? true : given === false ? false : undefined
    } else flags[key] = typeof given === 'boolean' ? undefined : given
  }
  return flags as Raw<T>
}
