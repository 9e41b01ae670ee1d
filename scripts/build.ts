// Builds dist/firmbase: one Linux x64 executable, offline.
// esbuild bundles the CLI to one CommonJS file (better-sqlite3 stays a real module, shipped as a pkg
// asset, with its prebuilt addon, which src/db/native-addon.ts reads from the snapshot filesystem and
// writes out itself, so the executable needs no writable $HOME); pkg --sea injects it into a stripped copy of the running
// Node binary, staged where pkg would otherwise download one. HOME points at a project-local cache.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync, chmodSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ASSET_SOURCES, servedText } from '../src/http/asset-sources.ts'
import { asciiSource } from './ascii-source.ts'
import { sourceDigest } from '../src/seeding/build-id.ts'

const root = resolve(import.meta.dirname, '..')
const work = join(root, '.cache', 'build')
const home = join(root, '.cache', 'pkg-home')
const version = process.version // e.g. v24.21.0: the binary embeds exactly the Node that builds it
const pkgJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }

rmSync(work, { recursive: true, force: true })
mkdirSync(join(work, 'node_modules'), { recursive: true })

// The console's and /docs' static files (src/http/asset-sources.ts), embedded as text.
const assets = Object.fromEntries(Object.entries(ASSET_SOURCES).map(([name, a]) => [name, servedText(name, readFileSync(join(root, a.path), 'utf8'))]))

const schema = readFileSync(join(root, 'schema.sql'), 'utf8')

/** One worker module bundled on its own (CommonJS, its packages inside), as source text. */
async function workerSource(entry: string[], define: Record<string, string> = {}): Promise<string> {
  const out = await build({
    entryPoints: [join(root, ...entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${version.slice(1)}`,
    write: false,
    logLevel: 'error',
    minifyWhitespace: true,
    define,
  })
  return asciiSource(out.outputFiles[0].text, entry.join('/'))
}

// The seeder's worker threads run src/seeding/side-file.ts; a single executable has no file to point a
// Worker at, so that module is bundled on its own and embedded as source text (run with eval: true).
const sideWorker = await workerSource(['src', 'seeding', 'side-file.ts'])
// The password thread (src/core/accounts/password-worker.ts) likewise.
const passwordWorker = await workerSource(['src', 'core', 'accounts', 'password-worker.ts'])
// The reader threads likewise, with better-sqlite3's JavaScript inside: the addon's path comes from the
// main thread, which wrote it out.
const readerWorker = await workerSource(['src', 'core', 'registry', 'readers', 'worker.ts'], { 'globalThis.__FIRMBASE_SCHEMA__': JSON.stringify(schema) })
// The living registry's thread (src/living/worker.ts) likewise: it opens the database for writing, so the schema comes too.
const livingWorker = await workerSource(['src', 'living', 'worker.ts'], { 'globalThis.__FIRMBASE_SCHEMA__': JSON.stringify(schema) })
// A large import's writer thread (src/records/import-writer.ts) likewise.
const importWorker = await workerSource(['src', 'records', 'import-writer.ts'], { 'globalThis.__FIRMBASE_SCHEMA__': JSON.stringify(schema) })

await build({
  entryPoints: [join(root, 'bin', 'firmbase.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${version.slice(1)}`,
  outfile: join(work, 'firmbase.cjs'),
  external: ['better-sqlite3'],
  minifyWhitespace: true,
  define: {
    'globalThis.__FIRMBASE_SCHEMA__': JSON.stringify(schema),
    // The dataset cache's key for what this build generates (src/seeding/build-id.ts).
    'globalThis.__FIRMBASE_BUILD__': JSON.stringify(sourceDigest(root)),
    'globalThis.__FIRMBASE_SIDE_WORKER__': JSON.stringify(sideWorker),
    'globalThis.__FIRMBASE_PASSWORD_WORKER__': JSON.stringify(passwordWorker),
    'globalThis.__FIRMBASE_ASSETS__': JSON.stringify(assets),
    'globalThis.__FIRMBASE_READER_WORKER__': JSON.stringify(readerWorker),
    'globalThis.__FIRMBASE_LIVING_WORKER__': JSON.stringify(livingWorker),
    'globalThis.__FIRMBASE_IMPORT_WORKER__': JSON.stringify(importWorker),
    // The bundle's own directory in the snapshot filesystem (a CommonJS bundle has __dirname), where pkg puts the assets below.
    'globalThis.__FIRMBASE_SQLITE_ADDON__': '__dirname',
  },
  logLevel: 'error',
})
const bundle = join(work, 'firmbase.cjs')
writeFileSync(bundle, asciiSource(readFileSync(bundle, 'utf8'), 'firmbase.cjs'))

// better-sqlite3's JavaScript and its Linux addon (read by src/db/native-addon.ts); its C sources are not needed.
const sqliteSrc = join(root, 'node_modules', 'better-sqlite3')
const sqliteDst = join(work, 'node_modules', 'better-sqlite3')
for (const part of ['package.json', 'lib', join('prebuilds', 'linux-x64.node')]) cpSync(join(sqliteSrc, part), join(sqliteDst, part), { recursive: true })

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
// Node's release binary carries its debug symbols (about 30 MiB); the executable does not need them.
// Stripped before pkg injects the bundle (stripping afterwards could drop the injected blob).
try {
  execFileSync('strip', ['--strip-all', join(sea, base, 'bin', 'node')], { stdio: ['ignore', 'ignore', 'inherit'] })
} catch (error) {
  process.stderr.write(`warning: not stripped (${(error as Error).message.split('\n')[0]}); install binutils\n`)
}
for (const marker of [join(sea, base, 'bin', 'node.ok'), join(sea, `${base}.tar.gz`), join(sea, `${base}.tar.gz.ok`)]) writeFileSync(marker, '')

const out = join(root, 'dist', 'firmbase')
mkdirSync(join(root, 'dist'), { recursive: true })
execFileSync(
  process.execPath,
  [join(root, 'node_modules', '@yao-pkg', 'pkg', 'lib-es5', 'bin.js'), '--sea', '-t', `node${version.slice(1)}-linux-x64`, '-o', out, 'package.json'],
  { cwd: work, env: { ...process.env, HOME: home }, stdio: ['ignore', 'ignore', 'inherit'] },
)
process.stdout.write(`built ${out}\n`)
