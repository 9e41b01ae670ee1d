// Flags > FIRMBASE_* environment > defaults, resolved once into a validated Config. Every option's
// flag, variable, default, schema and words are its entry in src/options.ts.
import * as v from 'valibot'
import { AppError } from './errors.ts'
import { OPTIONS, OPTION_KEYS, type OptionKey, option } from './options.ts'

const Schema = v.object(Object.fromEntries(OPTION_KEYS.map((k) => [k, OPTIONS[k].schema])) as { [K in OptionKey]: (typeof OPTIONS)[K]['schema'] })

export type Config = v.InferOutput<typeof Schema>

export const defaultConfig = Object.fromEntries(OPTION_KEYS.flatMap((k) => ('default' in OPTIONS[k] ? [[k, OPTIONS[k].default]] : []))) as Config

type Raw = Partial<Record<keyof Config, string | string[] | number | boolean | undefined>>

export function resolveConfig(flags: Raw, env: NodeJS.ProcessEnv = process.env): Config {
  const merged: Record<string, unknown> = { ...defaultConfig }
  for (const key of OPTION_KEYS) {
    const fromFlag = flags[key]
    const given = Array.isArray(fromFlag) ? fromFlag.length > 0 : fromFlag !== undefined && fromFlag !== ''
    const raw = given ? fromFlag : env[option(key).env]
    if (raw === undefined || raw === '') continue
    merged[key] = coerce(key, raw)
  }
  const result = v.safeParse(Schema, merged)
  if (!result.success) {
    const issue = result.issues[0]
    const key = String(issue.path?.[0]?.key ?? 'config') as OptionKey
    const shown = issue.input !== undefined && option(key)?.kind === 'list' ? issue.input : flags[key] !== undefined && flags[key] !== '' ? flags[key] : env[option(key)?.env ?? '']
    throw new AppError('USAGE', invalidMessage(key, shown, issue.message))
  }
  return result.output
}

function coerce(key: OptionKey, raw: string | string[] | number | boolean): unknown {
  const kind = option(key).kind
  // Repeatable flags; one flag or variable may also list values separated by commas.
  if (kind === 'list')
    return ([] as unknown[])
      .concat(raw)
      .flatMap((r) => String(r).split(','))
      .map((r) => r.trim())
      .filter(Boolean)
  if (Array.isArray(raw)) return raw.at(-1)
  if (kind === 'decimal') return typeof raw === 'number' ? raw : /^\d+(\.\d+)?$/.test(String(raw)) ? Number(raw) : NaN
  if (kind === 'number') return typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
  if (kind === 'boolean') return raw === true || raw === 'true' || raw === '1'
  return String(raw)
}

/** One line naming the flag (or variable), what it takes and what it got: not valibot's "received NaN". */
function invalidMessage(key: OptionKey, raw: unknown, fallback: string): string {
  const o = option(key)
  if (!o) return `${key} must be ${fallback}, not ${JSON.stringify(raw ?? '')}`
  const name = o.envOnly ? o.env : `--${o.flag} (or ${o.env})`
  return `${name} must be ${o.expected ?? fallback}, not ${JSON.stringify(raw ?? '')}`
}
