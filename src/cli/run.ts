import { runCommand, runMain, type CommandDef } from 'citty'
import { AppError } from '../errors.ts'

/**
 * Runs the CLI and returns the exit code; never exits itself (bin/ does).
 * Errors: one line on stderr, no stack trace unless --debug.
 */
export async function runCli(main: CommandDef, rawArgs: string[]): Promise<number> {
  if (rawArgs.length === 0 || rawArgs.some((a) => a === '--help' || a === '-h') || (rawArgs.length === 1 && rawArgs[0] === '--version')) {
    await runMain(main, { rawArgs: rawArgs.length === 0 ? ['--help'] : rawArgs })
    return 0
  }
  try {
    await runCommand(main, { rawArgs })
    return 0
  } catch (error) {
    const debug = rawArgs.includes('--debug')
    const message = (error instanceof Error ? error.message : String(error)).replace(/\x1b\[[0-9;]*m/g, '')
    process.stderr.write(`firmbase: ${message.split('\n')[0]}\n`)
    if (debug && error instanceof Error && error.stack) process.stderr.write(error.stack + '\n')
    if (error instanceof AppError) return error.code === 'USAGE' ? 2 : 1
    return (error as { code?: string }).code?.startsWith('E_') ? 2 : 1
  }
}
