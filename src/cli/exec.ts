import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineCommand } from 'citty'
import { SERVER_OPTIONS } from '../options.ts'
import { AppError } from '../errors.ts'
import { serveArgs, startFromArgs, withRepeated, type ServeArgs } from './serve.ts'

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * `firmbase exec [serve flags] -- CMD…` (contract §11): serves (on a free port unless --port is
 * given), runs CMD with FIRMBASE_URL and the three demo accounts' API keys in its environment,
 * stops the server and exits with CMD's status. For CI: one line wraps a test suite.
 */
export const execCommand = defineCommand({
  meta: { name: 'exec', description: 'firmbase exec [serve flags] -- CMD ARGS: serve (free port), run CMD with FIRMBASE_URL and FIRMBASE_*_KEY, stop, exit with its status' },
  args: serveArgs,
  run: async ({ args, rawArgs }) => {
    const sep = rawArgs.indexOf('--')
    const command = sep === -1 ? [] : rawArgs.slice(sep + 1)
    if (command.length === 0) throw new AppError('USAGE', 'Give the command after --, e.g. firmbase exec --test-mode -- npm test')
    // Without --db (or FIRMBASE_DB) a temporary database, removed afterwards: nothing lands in the
    // project directory. The dataset cache makes its seeding a file copy after the first run.
    const temporary = args.db === undefined && !process.env[SERVER_OPTIONS.db.env] ? mkdtempSync(join(tmpdir(), 'firmbase-exec-')) : undefined
    const defaults: Partial<ServeArgs> = { port: '0', 'log-format': 'none', ...(temporary && { db: join(temporary, 'firmbase.db') }) }
    // The keys are made before the server starts: test mode's reset baseline must include them.
    const started = await startFromArgs(withRepeated(args as ServeArgs, rawArgs), defaults, { keys: true }).catch((error: unknown) => {
      if (temporary) rmSync(temporary, { recursive: true, force: true })
      throw error
    })
    const { fb } = started
    const keys = started.keys!
    let code = 1
    try {
      process.stderr.write(`firmbase listening on ${fb.server.url}; running: ${command.join(' ')}\n`)
      code = await run(command, {
        ...process.env,
        FIRMBASE_URL: fb.server.url,
        FIRMBASE_ADMIN_KEY: keys.admin,
        FIRMBASE_PREMIUM_KEY: keys.premium,
        FIRMBASE_FREE_KEY: keys.free,
      })
      // Set before the stop: whatever the stop awaits, the process can only end with the command's status.
      process.exitCode = code
    } finally {
      await fb.stop()
      if (temporary) rmSync(temporary, { recursive: true, force: true })
    }
  },
})

/** Runs the command with inherited stdio; signals to firmbase go to it. Exit status like a shell's. */
function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    for (const s of SIGNALS) process.on(s, forward)
    const done = (status: number) => {
      for (const s of SIGNALS) process.off(s, forward)
      resolve(status)
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      process.stderr.write(`firmbase: cannot run ${command[0]}: ${error.code === 'ENOENT' ? 'command not found' : error.message}\n`)
      done(error.code === 'ENOENT' ? 127 : 126)
    })
    child.on('exit', (status, signal) => done(status ?? 128 + (signal ? (osSignals[signal] ?? 0) : 0)))
  })
}

const osSignals: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }
