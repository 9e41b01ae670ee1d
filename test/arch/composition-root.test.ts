// One composition root (docs/maintainers.md): the services of an app are built in src/services.ts and nowhere
// else in the program — not by createApp, the runtime, a command or the test app — so nothing builds
// a missing service quietly on the side. A service's own module (and its unit tests) may build it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const ROOT = 'src/services.ts'

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.[cm]?[jt]s$/.test(e.name) ? [join(dir, e.name)] : [],
  )
}

/** Each builder of an AppContext service, and the module that defines it. */
const BUILDERS: { call: string; home: string }[] = [
  { call: 'new QuotaLedger(', home: 'src/core/access/quotas.ts' },
  { call: 'groupCommit(', home: 'src/db/group-commit.ts' },
  { call: 'createReads(', home: 'src/core/registry/readers/reads.ts' },
  { call: 'loadSecrets(', home: 'src/core/accounts/tokens.ts' },
  { call: 'createTokenService(', home: 'src/core/accounts/tokens.ts' },
  { call: 'new StateCache(', home: 'src/db/state-cache.ts' },
  { call: 'new AttemptWindows(', home: 'src/core/access/limits.ts' },
  { call: 'new ApiKeySignIn(', home: 'src/core/accounts/users.ts' },
  { call: 'createTestMode(', home: 'src/core/test-mode.ts' },
  { call: 'createScheduler(', home: 'src/core/jobs.ts' },
]

/** Builds inside a service the root builds: part of that one service, made once with it. */
const INSIDE: Record<string, string[]> = {
  // ApiKeySignIn's own cache of key rows.
  'src/core/accounts/users.ts': ['new StateCache('],
}

/** The builder calls in a file's code (comment lines left out), as `file: call`. */
function builds(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n')
  return BUILDERS.filter(({ call, home }) => file !== home && new RegExp(`(^|[^\\w.$])${call.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(code))
    .filter(({ call }) => !(INSIDE[file] ?? []).includes(call))
    .map(({ call }) => `${file}: ${call}`)
}

describe('the composition root', () => {
  it(`only ${ROOT} builds the app's services (src/, bin/, scripts/ and the test app)`, () => {
    const program = [...files('src'), ...files('bin'), ...files('scripts'), 'test/_setup.ts', 'test/_scenario.ts']
    expect(program.filter((f) => f !== ROOT).flatMap((f) => builds(f))).toEqual([])
  })

  it(`${ROOT} builds every one of them`, () => {
    expect(BUILDERS.filter(({ call }) => !readFileSync(join(root, ROOT), 'utf8').includes(call)).map((b) => b.call)).toEqual([])
  })

  it('the scan catches a service built on the side (the fallbacks createApp once had)', () => {
    const text = [
      '// new QuotaLedger( in a comment is no build',
      'const ledger = deps.ledger ?? new QuotaLedger(deps.db)',
      'const commits = deps.commits ?? groupCommit(deps.db)',
      'const reads = deps.reads ?? createReads(deps.db, { readers: 2, timeoutMs: 1000 })',
      'const caches = { blocks: new StateCache(deps.db) }',
      'const other = this.groupCommit(x)',
    ].join('\n')
    expect(builds('src/app.ts', text)).toEqual(['src/app.ts: new QuotaLedger(', 'src/app.ts: groupCommit(', 'src/app.ts: createReads(', 'src/app.ts: new StateCache('])
  })
})
