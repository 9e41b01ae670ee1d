#!/usr/bin/env node
import { main } from '../src/cli/main.ts'
import { runCli } from '../src/cli/run.ts'

void runCli(main, process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
