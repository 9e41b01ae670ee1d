// start()'s option types, written from the options table (npm run gen:types writes them to
// src/api/start-options.ts; test/docs/options.test.ts fails when that file is not what this gives).
import { defaultInWords, OPTION_KEYS, option, shownFlag } from '../options.ts'
import type { Option } from './option.ts'

/** The TypeScript type start() takes for an option. */
function typeOf(o: Option): string {
  const own = o.start || undefined
  if (own?.type) return own.type
  if (o.kind === 'boolean') return 'boolean'
  if (o.kind === 'number' || o.kind === 'decimal') return 'number'
  if (o.kind === 'list' || o.kind === 'files') return 'readonly string[]'
  const choices = (o.schema as { options?: unknown[] }).options
  return Array.isArray(choices) ? choices.map((c) => `'${String(c)}'`).join(' | ') : 'string'
}

/** The source of src/api/start-options.ts. */
export function startOptionsTypes(): string {
  const fields = OPTION_KEYS.flatMap((key) => {
    const o = option(key)
    if (o.envOnly || o.start === false) return []
    const dflt = o.start?.defaultText ?? (o.start?.default !== undefined ? defaultInWords({ default: o.start.default }) : defaultInWords(o))
    const doc = `${o.setting} (\`${shownFlag(o)}\`).${dflt ? ` Default: ${dflt}.` : ''}`
    return [`  /** ${doc.replace(/\*\//g, '*\\/')} */\n  ${key}?: ${typeOf(o)}\n`]
  })
  return `// Written by \`npm run gen:types\` from the options table (src/options.ts): do not edit.
import type { FixtureDocument } from './fixture-document.ts'

/** serve's options as start() takes them: each is the flag of its name in src/options.ts. */
export interface ServeOptions {
${fields.join('')}}
`
}
