#!/usr/bin/env node
// The `firmbase` command. Plain JavaScript on purpose: it must run on any Node to say which one
// firmbase needs, in one line, before anything newer is parsed.
import { existsSync } from 'node:fs'
import module from 'node:module'

// The installed package runs compiled JavaScript (lib/); a source checkout runs the TypeScript
// itself, which needs Node's type stripping without a flag (22.18).
const source = new URL('../src/cli/main.ts', import.meta.url)
const fromSource = existsSync(source)
const minimum = fromSource ? [22, 18, 0] : [22, 16, 0]
const current = process.versions.node.split('.').map(Number)
const older = current[0] !== minimum[0] ? current[0] < minimum[0] : current[1] !== minimum[1] ? current[1] < minimum[1] : current[2] < minimum[2]
if (older) {
  process.stderr.write(`firmbase: needs Node.js ${minimum.join('.')} or newer, but this is ${process.version} (${process.execPath})\n`)
  process.exit(1)
}
// V8's compiled code (and, from source, the type-stripped text) kept on disk between runs, as tsc and
// npm do: a start from source took 0.66 s before its first line of work, 0.35 s with it. In
// node-compile-cache under the temporary directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.()
await import(fromSource ? './firmbase.ts' : '../lib/cli.js')
// Written now, not only at exit: a server may end by SIGKILL.
module.flushCompileCache?.()
