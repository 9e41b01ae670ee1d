// Builds lib/, what the npm package runs (npm pack runs this as prepack): Node does not strip types
// under node_modules, so the package ships JavaScript. Two ES modules bundled by esbuild, with the
// dependencies left as imports (npm installs them): lib/cli.js (the `firmbase` command, loaded by
// bin/firmbase.js) and lib/index.js (start()); schema.sql and the seeder's worker are embedded as text
// as in the single executable. lib/index.d.ts and lib/types.d.ts come from tsc.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ASSET_SOURCES, servedText } from '../src/http/asset-sources.ts'
import { asciiSource } from './ascii-source.ts'
import { sourceDigest } from '../src/seeding/build-id.ts'

const root = resolve(import.meta.dirname, '..')
const lib = join(root, 'lib')
const target = 'node22.16' // the minimum bin/firmbase.js checks for the installed package (22.15's node:sqlite has no FTS5)
rmSync(lib, { recursive: true, force: true })

// The console's and /docs' static files (src/http/asset-sources.ts), embedded as text.
const assets = Object.fromEntries(Object.entries(ASSET_SOURCES).map(([name, a]) => [name, servedText(name, readFileSync(join(root, a.path), 'utf8'))]))

// The password thread (src/core/accounts/password-worker.ts), run from source text: bcryptjs is bundled into it, since code run with eval: true cannot resolve packages.
const passwordWorker = await build({
  entryPoints: [join(root, 'src', 'core', 'accounts', 'password-worker.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target,
  write: false,
  logLevel: 'error',
})

const common = { bundle: true, platform: 'node', format: 'esm', target, packages: 'external', logLevel: 'error' } as const
// The command and the reader threads with their dependencies inside (better-sqlite3, a native addon,
// stays a package): resolving and loading each package's modules one by one (kysely alone is
// hundreds of files) made the installed command start 120 ms slower than the single executable.
const { packages: _external, ...bundled } = common
const inside = {
  ...bundled,
  external: ['better-sqlite3'],
  banner: { js: "import { createRequire as __fbRequire } from 'node:module'; const require = __fbRequire(import.meta.url);" },
}
const schema = JSON.stringify(readFileSync(join(root, 'schema.sql'), 'utf8'))
await build({
  ...inside,
  entryPoints: [join(root, 'bin', 'firmbase.ts')],
  outfile: join(lib, 'cli.js'),
  define: {
    'globalThis.__FIRMBASE_SCHEMA__': schema,
    // The dataset cache's key for what this build generates (src/seeding/build-id.ts).
    'globalThis.__FIRMBASE_BUILD__': JSON.stringify(sourceDigest(root)),
    'globalThis.__FIRMBASE_SIDE_WORKER_FILE__': JSON.stringify('./side-worker.js'),
    'globalThis.__FIRMBASE_PASSWORD_WORKER__': JSON.stringify(asciiSource(passwordWorker.outputFiles[0].text, 'password-worker')),
    'globalThis.__FIRMBASE_ASSETS__': JSON.stringify(assets),
    'globalThis.__FIRMBASE_READER_WORKER_FILE__': JSON.stringify('./reader-worker.js'),
    'globalThis.__FIRMBASE_LIVING_WORKER_FILE__': JSON.stringify('./living-worker.js'),
    'globalThis.__FIRMBASE_IMPORT_WORKER_FILE__': JSON.stringify('./import-worker.js'),
  },
})
// The reader threads' module, a file beside cli.js (its imports resolve from the package's node_modules).
await build({
  ...inside,
  entryPoints: [join(root, 'src', 'core', 'registry', 'readers', 'worker.ts')],
  outfile: join(lib, 'reader-worker.js'),
  define: { 'globalThis.__FIRMBASE_SCHEMA__': schema },
})
// The seeder's threads (src/seeding/side-file.ts), a file beside cli.js likewise: run from source text
// with eval, its better-sqlite3 was resolved from the current directory, and seeding failed wherever
// the package was not installed below it (npx, a global install).
await build({
  ...inside,
  entryPoints: [join(root, 'src', 'seeding', 'side-file.ts')],
  outfile: join(lib, 'side-worker.js'),
})
// The living registry's thread (src/living/worker.ts), a file beside cli.js likewise.
await build({
  ...inside,
  entryPoints: [join(root, 'src', 'living', 'worker.ts')],
  outfile: join(lib, 'living-worker.js'),
  define: { 'globalThis.__FIRMBASE_SCHEMA__': schema },
})
// A large import's writer thread (src/records/import-writer.ts), a file beside cli.js likewise.
await build({
  ...inside,
  entryPoints: [join(root, 'src', 'records', 'import-writer.ts')],
  outfile: join(lib, 'import-worker.js'),
  define: { 'globalThis.__FIRMBASE_SCHEMA__': schema },
})
await build({
  ...common,
  entryPoints: [join(root, 'src', 'api', 'index.ts')],
  outfile: join(lib, 'index.js'),
  define: { 'globalThis.__FIRMBASE_LAUNCHER__': JSON.stringify('../bin/firmbase.js') },
})
for (const file of ['cli.js', 'reader-worker.js', 'living-worker.js', 'side-worker.js', 'import-worker.js', 'index.js'])
  writeFileSync(join(lib, file), asciiSource(readFileSync(join(lib, file), 'utf8'), file))

// Declarations of the public entry only: index.d.ts and the self-contained types.d.ts (the types it
// re-exports from the server's modules copied in, so that it imports nothing the package leaves out).
const dts = join(root, '.cache', 'dts')
rmSync(dts, { recursive: true, force: true })
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '--ignoreConfig',
    '--declaration',
    '--emitDeclarationOnly',
    '--allowImportingTsExtensions',
    '--rewriteRelativeImportExtensions',
    '--module',
    'nodenext',
    '--target',
    'es2024',
    '--strict',
    '--skipLibCheck',
    '--types',
    'node',
    '--rootDir',
    join(root, 'src'),
    '--outDir',
    dts,
    join(root, 'src', 'api', 'index.ts'),
  ],
  { stdio: ['ignore', 2, 2] }, // npm pack --json owns stdout
)
for (const name of ['index.d.ts', 'types.d.ts', 'fixture-document.d.ts', 'start-options.d.ts']) {
  const text = inlineInternalTypes(readFileSync(join(dts, 'api', name), 'utf8')).replace(/from '\.\/([\w-]+)\.ts'/g, "from './$1.js'")
  if (/from '\.{1,2}\/(?!(types|fixture-document|start-options)\.js')/.test(text)) throw new Error(`${name} refers to a module the package does not ship`)
  writeFileSync(join(lib, name), text)
}
process.stderr.write(
  `built ${readdirSync(lib)
    .map((f) => `lib/${f}`)
    .join(', ')}\n`,
)

/** `export type { A, B } from '../…'`: A's and B's declarations copied from that module's .d.ts (and its import dropped). */
function inlineInternalTypes(text: string): string {
  return text
    .replace(/^import type \{[^}]*\} from '\.\.\/[^']+';\n/gm, '')
    .replace(/^export type \{([^}]*)\} from '(\.\.\/[^']+)\.[jt]s';\n/gm, (_, names: string, from: string) => {
      const source = readFileSync(join(dts, 'api', `${from}.d.ts`), 'utf8')
      return names
        .split(',')
        .map((n) => declarationOf(source, n.trim()))
        .join('')
    })
}

/** tsc's declaration of `name`: its doc comment, then an interface up to the `}` in column 0, or a one-line type alias. */
function declarationOf(source: string, name: string): string {
  const found = source.match(new RegExp(`(?:/\\*\\*(?:(?!\\*/)[^])*\\*/\\n)?export (?:interface ${name}\\b[^]*?\\n\\}|type ${name}\\b[^\\n]*;)\\n`))
  if (!found) throw new Error(`no declaration of ${name} to copy into the package's types`)
  return found[0]
}
