// Flags > FIRMBASE_* environment > defaults, resolved once into validated values. Every option's flag,
// variable, default, schema and words are its entry in src/options.ts; Config is the server's group.
import * as v from 'valibot'
import { AppError } from './errors.ts'
import { type DATASET_OPTIONS, type Option, type SERVE_OPTIONS, SERVER_OPTIONS } from './options.ts'

type Table = Record<string, Option>
type Values<T extends Table> = v.InferOutput<v.ObjectSchema<{ [K in keyof T]: T[K]['schema'] }, undefined>>
/** What a flag gives (citty's value) or a caller passes (start(), tests), by option key. */
export type Raw<T extends Table = typeof SERVER_OPTIONS> = Partial<Record<keyof T, string | readonly string[] | number | boolean | undefined>>

export type Config = Values<typeof SERVER_OPTIONS>
export type DatasetFlags = Values<typeof DATASET_OPTIONS>
export type ServeFlags = Values<typeof SERVE_OPTIONS>

const defaultsOf = (table: Table) => Object.fromEntries(Object.entries(table).flatMap(([k, o]) => (o.default === undefined ? [] : [[k, o.default]])))
export const defaultConfig = defaultsOf(SERVER_OPTIONS) as Config

/** A table's values from flags, else the environment, else the defaults; the first invalid one is a USAGE error naming the flag. */
export function resolveOptions<T extends Table>(table: T, flags: Raw<T>, env: NodeJS.ProcessEnv = process.env): Values<T> {
  const merged: Record<string, unknown> = defaultsOf(table)
  const shown: Record<string, unknown> = {}
  for (const [key, o] of Object.entries(table)) {
    const fromFlag = flags[key]
    const given = Array.isArray(fromFlag) ? fromFlag.length > 0 : fromFlag !== undefined && fromFlag !== ''
    const fromEnv = o.env === undefined ? undefined : env[o.env]
    const raw = given ? fromFlag : fromEnv
    if (raw === undefined || raw === '') continue
    shown[key] = raw
    // FIRMBASE_NO_CACHE=1 (any value but 0 or false) turns its option off.
    merged[key] = !given && o.envNegates ? raw === '0' || raw === 'false' : coerce(o, raw)
  }
  const schema = v.object(Object.fromEntries(Object.entries(table).map(([k, o]) => [k, o.schema])))
  const result = v.safeParse(schema, merged)
  if (!result.success) {
    const issue = result.issues[0]
    const key = String(issue.path?.[0]?.key ?? '')
    const o = table[key]
    const raw = o?.kind === 'list' && issue.input !== undefined ? issue.input : shown[key]
    throw new AppError('USAGE', o ? invalidMessage(o, raw, issue.message) : issue.message)
  }
  return result.output as Values<T>
}

export const resolveConfig = (flags: Raw, env: NodeJS.ProcessEnv = process.env): Config => resolveOptions(SERVER_OPTIONS, flags, env)

function coerce(o: Option, raw: string | readonly string[] | number | boolean): unknown {
  // Repeatable flags; one flag or variable of a list may also give values separated by commas.
  if (o.kind === 'list' || o.kind === 'files')
    return ([] as unknown[])
      .concat(raw)
      .flatMap((r) => (o.kind === 'list' ? String(r).split(',') : [String(r)]))
      .map((r) => r.trim())
      .filter(Boolean)
  if (Array.isArray(raw)) return raw.at(-1)
  if (o.kind === 'decimal') return typeof raw === 'number' ? raw : /^\d+(\.\d+)?$/.test(String(raw)) ? Number(raw) : NaN
  if (o.kind === 'number') return typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
  if (o.kind === 'boolean') return raw === true || raw === 'true' || raw === '1'
  return String(raw)
}

/** One line naming the flag (or variable), what it takes and what it got: not valibot's "received NaN". */
function invalidMessage(o: Option, raw: unknown, fallback: string): string {
  const name = o.envOnly ? o.env : o.env ? `--${o.flag} (or ${o.env})` : `--${o.flag}`
  const expected = o.expected ?? fallback.replace(/^must be /, '')
  return `${name} must be ${expected}, not ${JSON.stringify(raw ?? '')}`
}
