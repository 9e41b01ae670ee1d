import { runCommand, type CommandDef } from 'citty'
import { AppError } from '../errors.ts'
import { checkFlags, helpText, resolveCommand, wantsPlain } from './flags.ts'

/**
 * Runs the CLI and returns the exit code; never exits itself (bin/ does).
 * Errors: one line on stderr, no stack trace unless --debug; usage errors exit 2.
 */
export async function runCli(main: CommandDef, rawArgs: string[]): Promise<number> {
  // Arguments after `--` belong to the command `exec` runs, not to firmbase.
  const own = rawArgs.includes('--') ? rawArgs.slice(0, rawArgs.indexOf('--')) : rawArgs
  try {
    if (rawArgs.length === 1 && rawArgs[0] === '--version') {
      process.stdout.write(`${(main.meta as { version: string }).version}\n`)
      return 0
    }
    const resolved = resolveCommand(main, own)
    if (rawArgs.length === 0 || own.some((a) => a === '--help' || a === '-h')) {
      process.stdout.write((await helpText(resolved, wantsPlain())) + '\n')
      return 0
    }
    checkFlags(resolved.cmd, resolved.args)
    await runCommand(main, { rawArgs })
    return typeof process.exitCode === 'number' ? process.exitCode : 0 // exec passes on its command's status
  } catch (error) {
    const debug = own.includes('--debug')
    const message = (error instanceof Error ? error.message : String(error)).replace(/\x1b\[[0-9;]*m/g, '')
    process.stderr.write(`firmbase: ${message.split('\n')[0]}\n`)
    // Fixtures with problems: every one, where it is (nothing was written).
    if (error instanceof AppError && error.code === 'FIXTURES_INVALID') {
      const errors = (error.extra?.errors ?? []) as { path: string; message: string }[]
      for (const e of errors) process.stderr.write(`  ${e.path || '(document)'}: ${e.message}\n`)
      if (error.extra?.more) process.stderr.write(`  … and ${String(error.extra.more)} more\n`)
      return 2
    }
    if (debug && error instanceof Error && error.stack) process.stderr.write(error.stack + '\n')
    if (error instanceof AppError) return error.code === 'USAGE' ? 2 : 1
    // citty's own usage errors (missing argument, unknown command, bad enum value) are CLIErrors.
    return (error as Error | undefined)?.name === 'CLIError' ? 2 : 1
  }
}
