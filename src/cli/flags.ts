// Command-line checks citty does not make: the command a line names, flags it does not know (with
// the nearest valid one), and help text without colour or column padding where nobody reads colour.
import { renderUsage, type ArgDef, type CommandDef } from 'citty'
import { AppError } from '../errors.ts'
import { distance, nearest } from '../core/nearest.ts'

type AnyCommand = CommandDef<any>
interface Resolved {
  cmd: AnyCommand
  parent?: AnyCommand
  args: string[]
}

/** The (sub)command the arguments name and the arguments left for it (citty's own rule: first non-flag word). */
export function resolveCommand(main: AnyCommand, rawArgs: string[]): Resolved {
  let cmd = main
  let parent: AnyCommand | undefined
  let args = rawArgs
  for (;;) {
    const subs = cmd.subCommands as Record<string, AnyCommand> | undefined
    const at = args.findIndex((a) => !a.startsWith('-'))
    // A word where only commands can stand (this command takes no positional argument): a mistyped command.
    if (subs && at !== -1 && !(args[at] in subs) && !argDefs(cmd).some(([, d]) => d.type === 'positional')) {
      const near = nearest(args[at], Object.keys(subs))
      throw new AppError('USAGE', `Unknown command ${args[at]}${near ? `; did you mean ${near}?` : `; commands: ${Object.keys(subs).join(', ')}`}`)
    }
    if (!subs || at === -1 || !(args[at] in subs)) return { cmd, parent, args }
    parent = cmd
    cmd = subs[args[at]]
    args = [...args.slice(0, at), ...args.slice(at + 1)]
  }
}

const argDefs = (cmd: AnyCommand) => Object.entries((cmd.args ?? {}) as Record<string, ArgDef>)
const aliasesOf = (def: ArgDef) => ('alias' in def && def.alias ? (Array.isArray(def.alias) ? def.alias : [def.alias]) : [])

/**
 * Refuses a flag the command does not define (before `--`), naming the nearest valid flag:
 * `serve --prot 9000` must not start on 8080. `--no-X` is accepted for a boolean X.
 */
export function checkFlags(cmd: AnyCommand, args: string[]): void {
  const defs = argDefs(cmd).filter(([, d]) => d.type !== 'positional')
  const names = new Set(['help', 'h', 'version'])
  const takesValue = new Set<string>()
  for (const [name, def] of defs) {
    for (const n of [name, ...aliasesOf(def)]) {
      names.add(n)
      if (def.type === 'string' || def.type === 'enum') takesValue.add(n)
    }
  }
  const booleans = new Set(defs.filter(([, d]) => d.type === 'boolean').map(([n]) => n))
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--') return
    if (!arg.startsWith('-') || arg === '-') continue
    const name = arg.replace(/^--?/, '').split('=')[0]
    const known = names.has(name) || (name.startsWith('no-') && booleans.has(name.slice(3)))
    if (!known)
      throw new AppError(
        'USAGE',
        unknownFlagMessage(
          arg.split('=')[0],
          [...names].filter((n) => n.length > 1),
        ),
      )
    if (takesValue.has(name) && !arg.includes('=')) i++ // its value may start with '-' (--port -1)
  }
}

function unknownFlagMessage(flag: string, names: string[]): string {
  const wanted = flag.replace(/^--?/, '')
  const best = names.map((n) => ({ n, d: distance(wanted, n) })).sort((a, b) => a.d - b.d)[0]
  const hint = best && best.d <= Math.max(2, Math.floor(wanted.length / 3)) ? `; did you mean --${best.n}?` : '; see --help'
  return `Unknown flag ${flag}${hint}`
}

/** Colour and aligned columns only for a person at a terminal; plain lines for logs, pipes and NO_COLOR. */
export function wantsPlain(stream: NodeJS.WriteStream = process.stdout, env: NodeJS.ProcessEnv = process.env): boolean {
  return !stream.isTTY || (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || env.TERM === 'dumb'
}

/** The help text of a command; plain: no escape codes, no padding, nothing trailing. */
export async function helpText(resolved: Resolved, plain: boolean): Promise<string> {
  const text = await renderUsage(resolved.cmd, resolved.parent)
  if (!plain) return text
  return text
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) =>
      line
        .trimEnd()
        .replace(/^ {2,}/, '  ')
        .replace(/(\S) {3,}/g, '$1  '),
    )
    .join('\n')
}
