#!/usr/bin/env node
import '../src/cli/heap.ts'
import { main } from '../src/cli/main.ts'
import { runCli } from '../src/cli/run.ts'

// `firmbase openapi | head`: a reader that stops early is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw error
})

void runCli(main, process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
