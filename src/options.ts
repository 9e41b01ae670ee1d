// Every option of serve, exec, seed and start(), one entry each: its flag, its environment variable,
// its default, what it takes (valibot), the words an invalid value gets, its help line, its README row
// and start()'s typed option (src/options/: option.ts says what an entry holds). config.ts resolves
// them, the commands' citty arguments come from optionArgs(), start() passes them back as flags, the
// README's configuration table and start()'s types (npm run gen:types) are written from them (held to
// this by test/docs/options.test.ts): a new option is one entry, and the code that uses its value.
import type { Option } from './options/option.ts'
import { SERVER_OPTIONS } from './options/server.ts'
import { DATASET_OPTIONS, SERVE_OPTIONS } from './options/dataset.ts'

export type { Option } from './options/option.ts'
export { DATASET_OPTIONS, SERVE_OPTIONS, SERVER_OPTIONS }

export const OPTIONS = { ...SERVER_OPTIONS, ...DATASET_OPTIONS, ...SERVE_OPTIONS }

export type OptionKey = keyof typeof OPTIONS
export const OPTION_KEYS = Object.keys(OPTIONS) as OptionKey[]
/** An option's entry, typed as any option's (the table's literal types are for the values it derives). */
export const option = (key: OptionKey): Option => OPTIONS[key]

/** The flag as it is given: `--no-cache` for an option that is on unless turned off. */
export const shownFlag = (o: Option): string => (o.kind === 'boolean' && o.default === true ? `--no-${o.flag}` : `--${o.flag}`)

/** The default in words, as the help line and the README say it. */
export function defaultInWords(o: Pick<Option, 'default' | 'defaultText'>): string | undefined {
  if (o.defaultText) return o.defaultText
  if (o.default === undefined) return undefined
  if (typeof o.default === 'boolean') return o.default ? 'on' : 'off'
  if (Array.isArray(o.default)) return o.default.length === 0 ? 'none' : o.default.join(', ')
  return `\`${String(o.default)}\``
}

/** The citty arguments of a table's options that have a flag: the help line names the variable and the default. */
export function optionArgs<T extends Record<string, Option>>(
  table: T,
): { [K in keyof T as T[K] extends { envOnly: true } ? never : T[K]['flag']]: { type: 'string' | 'boolean'; description: string } } {
  return Object.fromEntries(
    Object.values(table)
      .filter((o) => !o.envOnly)
      .map((o) => {
        // The value itself, not the README's words for it: a help line stays one line.
        const dflt = o.default === undefined ? undefined : defaultInWords({ default: o.default })?.replace(/`/g, '')
        const notes = [o.env && `env ${o.env}${o.envNegates ? '=1 turns it off' : ''}`, dflt && `default ${dflt}`].filter(Boolean).join(', ')
        return [o.flag, { type: o.kind === 'boolean' ? 'boolean' : 'string', description: notes ? `${o.help} (${notes})` : o.help }]
      }),
  ) as never
}

/** The option's row of the README's configuration table. */
export function readmeRow(key: OptionKey): string {
  const o = option(key)
  const flag = o.envOnly ? '—' : `\`${shownFlag(o)}\``
  const env = o.env ? `\`${o.env}\`${o.kind === 'list' ? ' (comma-separated)' : ''}` : '—'
  return `| ${o.setting} | ${flag} | ${env} | ${defaultInWords(o) ?? '—'} |`
}
