import { runCommand, runMain, type CommandDef } from 'citty'
import { AppError } from '../errors.ts'

/**
 * Runs the CLI and returns the exit code; never exits itself (bin/ does).
 * Errors: one line on stderr, no stack trace unless --debug.
 */
export async function runCli(main: CommandDef, rawArgs: string[]): Promise<number> {
  // Arguments after `--` belong to the command `exec` runs, not to firmbase.
  const own = rawArgs.includes('--') ? rawArgs.slice(0, rawArgs.indexOf('--')) : rawArgs
  if (rawArgs.length === 0 || own.some((a) => a === '--help' || a === '-h') || (rawArgs.length === 1 && rawArgs[0] === '--version')) {
    await runMain(main, { rawArgs: rawArgs.length === 0 ? ['--help'] : rawArgs })
    return 0
  }
  try {
    await runCommand(main, { rawArgs })
    return typeof process.exitCode === 'number' ? process.exitCode : 0 // exec passes on its command's status
  } catch (error) {
    const debug = own.includes('--debug')
    const message = (error instanceof Error ? error.message : String(error)).replace(/\x1b\[[0-9;]*m/g, '')
    process.stderr.write(`firmbase: ${message.split('\n')[0]}\n`)
    if (debug && error instanceof Error && error.stack) process.stderr.write(error.stack + '\n')
    if (error instanceof AppError) return error.code === 'USAGE' ? 2 : 1
    return (error as { code?: string }).code?.startsWith('E_') ? 2 : 1
  }
}
