// What an option's entry says (src/options/server.ts, src/options/dataset.ts): everything its flag,
// its variable, its validation, its help line, the README's row and start()'s typed option are made from.
import * as v from 'valibot'

export interface Option {
  /** Which commands take it: `server` options make the running server's Config; `dataset` ones what is
   * seeded (serve, exec, seed, start()); `serve` ones how serve starts (serve, exec, start()). */
  group: 'server' | 'dataset' | 'serve'
  /** The flag, without its dashes. */
  flag: string
  /** Its environment variable (absent: a flag only). */
  env?: string
  /** The variable turns the option off when set (FIRMBASE_NO_CACHE=1 for `--no-cache`). */
  envNegates?: true
  /** Its value when neither the flag nor the variable gives one (absent: none). */
  default?: string | number | boolean | readonly string[]
  schema: v.GenericSchema
  /** What an invalid value should have been, in the error's words (default: valibot's). */
  expected?: string
  /** A flag taking no value (true when given); `list`: repeatable, or comma-separated; `files`: repeatable. */
  kind?: 'boolean' | 'number' | 'decimal' | 'list' | 'files'
  /** The `--help` line (the variable and the default are added to it). */
  help: string
  /** The README's configuration row: what it sets, and its default in words when they say more than the value. */
  setting: string
  defaultText?: string
  /** Not a flag (secrets: the environment only). */
  envOnly?: true
  /** start()'s option (src/api/start-options.ts, written from this): `false` when start() has none
   * (it sets the flag itself); else its own default (and that default's words) and its type when the flag's is not it. */
  start?: false | { default?: string | number | boolean; defaultText?: string; type?: string }
}

const isHttpUrl = (text: string): boolean => {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}
export const httpUrl = v.pipe(
  v.string(),
  v.check(isHttpUrl, 'must be an http(s) URL like https://firmbase.example'),
  v.transform((u) => u.replace(/\/+$/, '')),
)
export const isOrigin = (text: string): boolean => isHttpUrl(text) && new URL(text).origin === text.replace(/\/+$/, '')

export const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
export const text = v.pipe(v.string(), v.minLength(1))
