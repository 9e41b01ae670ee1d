// The layers read from the folder list (docs/maintainers.md): imports flow cli → http → living → records →
// core → db → entities, the dataset pipelines alone reach into seed/, and nothing reaches back into the
// composition root. Every folder under src/ has its rule.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
}

/** Every import of a file: a path relative to the repository for local modules, else the package name. */
function importsOf(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  )
  return specs.map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), s)) : s))
}

/** The composition root: the services (src/services.ts) and the app built over them (src/app.ts). */
const COMPOSITION = ['src/app.ts', 'src/services.ts']

/** Any of these folders under src/. */
const under = (t: string, ...folders: string[]) => folders.some((f) => t.startsWith(`src/${f}/`))

const RULES: { from: string; forbid: (target: string) => boolean; why: string }[] = [
  {
    from: 'src/core/',
    forbid: (t) => under(t, 'http', 'seeding', 'cli', 'records', 'living', 'api') || COMPOSITION.includes(t) || t === 'h3' || t.startsWith('h3/'),
    why: 'core holds request-time rules: no HTTP, no dataset pipeline, nothing of the records wing or the living registry',
  },
  {
    from: 'src/db/',
    forbid: (t) => under(t, 'core', 'http', 'seeding', 'cli', 'records', 'living', 'api') || COMPOSITION.includes(t) || t === 'h3',
    why: 'db is the bottom layer',
  },
  {
    from: 'src/records/',
    forbid: (t) => under(t, 'http', 'cli', 'api', 'living', 'seeding') || COMPOSITION.includes(t) || t === 'h3',
    why: "the records wing (fixtures, the Ministry's files, recordings) stands on core and db: no HTTP, no commands",
  },
  {
    from: 'src/living/',
    forbid: (t) => under(t, 'http', 'cli', 'api', 'seeding') || COMPOSITION.includes(t) || t === 'h3',
    why: 'the living registry makes days from records and core rules: no HTTP',
  },
  {
    from: 'src/seeding/',
    forbid: (t) => under(t, 'http', 'cli', 'api', 'core', 'records', 'living') || COMPOSITION.includes(t) || t === 'h3',
    why: 'the dataset pipeline writes tables: it stands on db alone',
  },
  {
    from: 'src/api/',
    forbid: (t) => under(t, 'http', 'cli', 'db', 'records', 'living', 'seeding') || COMPOSITION.includes(t) || t === 'h3',
    why: "the package's entry starts a server process and speaks HTTP to it: it loads none of the server",
  },
  { from: 'src/http/', forbid: (t) => COMPOSITION.includes(t) || t.startsWith('src/cli/') || t.startsWith('src/seeding/'), why: 'http never imports the composition root' },
  { from: 'src/cli/', forbid: (t) => t === 'h3' || t.startsWith('h3/'), why: 'commands reach the server through the composition root or core, not through h3' },
  { from: 'src/', forbid: (t) => t.startsWith('seed/'), why: 'only the dataset pipelines import seed/: seeding, completing fixtures, making a living day' },
  {
    from: 'seed/',
    forbid: (t) => t.startsWith('src/') && t !== 'src/core/registry/identifiers.ts' && !t.startsWith('src/entities/'),
    why: 'seed/ shares only the identifier rules and the entity declarations with src/',
  },
  { from: 'src/entities/', forbid: (t) => !t.startsWith('src/entities/'), why: 'the entity declarations are pure data every layer reads' },
  {
    from: 'src/options/',
    forbid: (t) => t.startsWith('src/') && !t.startsWith('src/options') && t !== 'src/clock.ts',
    why: 'the options table is data every command and start() read: it stands on the date rule alone',
  },
]
// The generator's rules complete fixture records (with the identifiers they issue) and make the living registry's days (day.ts and
// the boards and picks it alone loads): those modules
// reach into seed/, and everything else loads them with import() only when there is such work.
const EXEMPT: Record<string, string[]> = {
  'src/': ['src/seeding/', 'src/records/complete/', 'src/records/issue.ts', 'src/living/day.ts', 'src/living/boards.ts', 'src/living/pick.ts'],
  'src/http/': [],
}

describe('import boundaries', () => {
  const all = [...files('src'), ...files('seed')]
  it.each(RULES)('$from: $why', ({ from, forbid }) => {
    const offenders = all
      .filter((f) => f.startsWith(from) && !(EXEMPT[from] ?? []).some((e) => f.startsWith(e)))
      .flatMap((f) =>
        importsOf(f)
          .filter(forbid)
          .map((t) => `${f} → ${t}`),
      )
    expect(offenders).toEqual([])
  })

  it.each(COMPOSITION)('only the server and `firmbase openapi` import %s', (file) => {
    const users = all.filter((f) => !COMPOSITION.includes(f) && importsOf(f).includes(file))
    expect(users.sort()).toEqual(['src/cli/openapi.ts', 'src/runtime.ts'])
  })

  it('every folder under src/ has its rule', () => {
    const folders = [...new Set(files('src').map((f) => f.split('/').slice(0, 2).join('/')))].filter((f) => !f.endsWith('.ts'))
    expect(folders.filter((f) => !RULES.some((r) => r.from === `${f}/`))).toEqual([])
  })

  it('the checker sees the imports it must (a forbidden import is caught)', () => {
    const text = "import { H3 } from 'h3'\nimport type { AppContext } from '../../http/context.ts'\nconst x = await import('../../seeding/seeding.ts')"
    const found = importsOf('src/core/registry/x.ts', text)
    expect(found).toEqual(['h3', 'src/http/context.ts', 'src/seeding/seeding.ts'])
    expect(found.filter(RULES[0].forbid)).toHaveLength(3)
  })

  it('a server loads none of the generator until it has fixtures or days to make (seed/ only through import())', () => {
    const staticImports = (file: string) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b(?!\s+type\b)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)].map((m) =>
        relative(root, resolve(dirname(join(root, file)), m[1])),
      )
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const next of staticImports(file)) visit(next)
    }
    visit('src/runtime.ts')
    expect([...seen].filter((f) => f.startsWith('seed/') || f.startsWith('src/seeding/') || f.startsWith('src/records/complete/') || f === 'src/living/day.ts')).toEqual([])
  })
})
