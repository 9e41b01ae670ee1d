// Builds dist/firmbase: one Linux x64 executable, offline.
// esbuild bundles the CLI to one CommonJS file (better-sqlite3 stays a real module with its prebuilt
// addon, shipped as a pkg asset); pkg --sea injects it into a copy of the running Node binary, which
// is staged where pkg would otherwise download one. HOME points at a project-local cache.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync, chmodSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const work = join(root, '.cache', 'build')
const home = join(root, '.cache', 'pkg-home')
const version = process.version // e.g. v24.21.0: the binary embeds exactly the Node that builds it
const pkgJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }

rmSync(work, { recursive: true, force: true })
mkdirSync(join(work, 'node_modules'), { recursive: true })

// The seeder's worker threads run src/seeding/side-file.ts; a single executable has no file to point a
// Worker at, so that module is bundled on its own and embedded as source text (run with eval: true).
const sideWorker = await build({
  entryPoints: [join(root, 'src', 'seeding', 'side-file.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${version.slice(1)}`,
  write: false,
  logLevel: 'error',
})

await build({
  entryPoints: [join(root, 'bin', 'firmbase.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${version.slice(1)}`,
  outfile: join(work, 'firmbase.cjs'),
  external: ['better-sqlite3'],
  define: {
    'globalThis.__FIRMBASE_SCHEMA__': JSON.stringify(readFileSync(join(root, 'schema.sql'), 'utf8')),
    'globalThis.__FIRMBASE_SIDE_WORKER__': JSON.stringify(sideWorker.outputFiles[0].text),
  },
  logLevel: 'error',
})

// better-sqlite3 without its C sources: lib/ and the prebuilt addons are all it needs at run time.
const sqliteSrc = join(root, 'node_modules', 'better-sqlite3')
const sqliteDst = join(work, 'node_modules', 'better-sqlite3')
for (const part of ['package.json', 'lib', 'prebuilds']) cpSync(join(sqliteSrc, part), join(sqliteDst, part), { recursive: true })

writeFileSync(
  join(work, 'package.json'),
  JSON.stringify({
    name: 'firmbase',
    version: pkgJson.version,
    bin: 'firmbase.cjs',
    pkg: { assets: ['node_modules/better-sqlite3/**/*'] },
  }),
)

// Stage the running Node where pkg's getNodejsExecutable looks, with the markers that say
// "downloaded, verified and extracted", so pkg never reaches for the network.
const sea = join(home, '.pkg-cache', 'sea')
const base = `node-${version}-linux-x64`
mkdirSync(join(sea, base, 'bin'), { recursive: true })
copyFileSync(process.execPath, join(sea, base, 'bin', 'node'))
chmodSync(join(sea, base, 'bin', 'node'), 0o755)
for (const marker of [join(sea, base, 'bin', 'node.ok'), join(sea, `${base}.tar.gz`), join(sea, `${base}.tar.gz.ok`)]) writeFileSync(marker, '')

const out = join(root, 'dist', 'firmbase')
mkdirSync(join(root, 'dist'), { recursive: true })
execFileSync(
  process.execPath,
  [join(root, 'node_modules', '@yao-pkg', 'pkg', 'lib-es5', 'bin.js'), '--sea', '-t', `node${version.slice(1)}-linux-x64`, '-o', out, 'package.json'],
  { cwd: work, env: { ...process.env, HOME: home }, stdio: ['ignore', 'ignore', 'inherit'] },
)
process.stdout.write(`built ${out}\n`)
