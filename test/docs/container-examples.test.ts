// The container examples (docs/examples/container/: a compose file, a GitHub Actions service) and the
// guide's run lines start the same container as container/Containerfile and scripts/image-test.sh: the
// image, port 8080, the /data volume, the serve arguments, the health check. A change to one without the
// others fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

const ROOT = new URL('../../', import.meta.url).pathname
const read = (path: string) => readFileSync(ROOT + path, 'utf8')

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml }

function containerfile(): [string, string][] {
  const text = read('container/Containerfile')
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n')
    .replace(/\\\n/g, ' ')
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(\S+)\s+(.*)$/.exec(l)
      if (!m) throw new Error(`Containerfile: ${l}`)
      return [m[1].toUpperCase(), m[2].replace(/\s+/g, ' ').trim()]
    })
}

function image() {
  const all = containerfile()
  const one = (name: string) => {
    const found = all.filter(([n]) => n === name)
    expect(found, `one ${name} in container/Containerfile`).toHaveLength(1)
    return found[0][1]
  }
  const health = /^((?:--[a-z-]+=\S+ )*)CMD (\[.*\])$/.exec(one('HEALTHCHECK'))
  if (!health) throw new Error(`HEALTHCHECK: ${one('HEALTHCHECK')}`)
  const options = Object.fromEntries([...health[1].matchAll(/--([a-z-]+)=(\S+)/g)].map((m) => [m[1], m[2]]))
  return {
    from: one('FROM'),
    entrypoint: JSON.parse(one('ENTRYPOINT')) as string[],
    cmd: JSON.parse(one('CMD')) as string[],
    volumes: JSON.parse(one('VOLUME')) as string[],
    expose: one('EXPOSE'),
    user: one('USER'),
    health: JSON.parse(health[2]) as string[],
    healthOptions: options as Record<'interval' | 'timeout' | 'start-period' | 'retries', string>,
    env: one('ENV'),
  }
}

const IMAGE = image()
/** The serve command's arguments, as a map of flag to value. */
const serveFlags = (args: string[]) => {
  expect(args[0]).toBe('serve')
  const out: Record<string, string> = {}
  for (let k = 1; k < args.length; k += 2) out[args[k]] = args[k + 1]
  return out
}
const SERVE = serveFlags(IMAGE.cmd)
const PORT = SERVE['--port']
const DB = SERVE['--db']
const DATA = IMAGE.volumes[0]
const UID = IMAGE.user.split(':')[0]

/** The mapping at a path of keys. */
const at = (doc: Yaml, path: string[]) => {
  let here: Yaml = doc
  for (const key of path) {
    expect(here, `${path.join('.')}: ${key}`).toBeTypeOf('object')
    here = (here as Record<string, Yaml>)[key]
  }
  return here as Record<string, Yaml>
}

describe('container/Containerfile and scripts/image-test.sh', () => {
  it('the image: from scratch, /firmbase serve on all interfaces, port 8080, the database on the /data volume, uid 10001, firmbase health', () => {
    expect(IMAGE.from).toBe('scratch')
    expect(IMAGE.entrypoint).toEqual(['/firmbase'])
    expect(IMAGE.cmd).toEqual(['serve', '--host', '0.0.0.0', '--port', '8080', '--db', '/data/firmbase.db'])
    expect(IMAGE.expose).toBe(PORT)
    expect(IMAGE.volumes).toEqual(['/data'])
    expect(DB.startsWith(`${DATA}/`)).toBe(true)
    expect(IMAGE.user).toBe('10001:10001')
    expect(IMAGE.health).toEqual(['/firmbase', 'health', '--url', `http://127.0.0.1:${PORT}`])
    // The SQLite addon is written out under TMPDIR: on the volume, as the root filesystem is read-only.
    expect(IMAGE.env).toMatch(new RegExp(`TMPDIR=${DATA}/`))
    expect(IMAGE.env).toMatch(new RegExp(`FIRMBASE_DB=${DB}( |$)`))
  })

  it('the image test expects exactly that configuration and runs it read-only with a volume on /data', () => {
    const script = read('scripts/image-test.sh')
    const expected = /^expected='(.*)'$/m.exec(script)![1].split('|')
    expect(expected[0]).toBe(IMAGE.user)
    expect(JSON.parse(expected[1])).toEqual(IMAGE.entrypoint)
    expect(JSON.parse(expected[2])).toEqual(IMAGE.cmd)
    expect(JSON.parse(expected[3])).toEqual(Object.fromEntries(IMAGE.volumes.map((v) => [v, {}])))
    expect(JSON.parse(expected[4])).toEqual({ [`${IMAGE.expose}/tcp`]: {} })
    const health = /\[ "\$healthcheck" = '(.*)' \]/.exec(script)![1]
    expect(JSON.parse(health)).toEqual(['CMD', ...IMAGE.health])
    expect(script).toMatch(/--read-only/)
    expect(script).toContain(`--volume "$volume:${DATA}"`)
    expect(script).toContain(`--publish 127.0.0.1::${PORT}`)
    expect(script).toMatch(new RegExp(`uid" = ${UID} \\]`))
    // The image it builds is the one the examples name.
    const build = read('scripts/build-image.sh')
    expect(build).toMatch(/image="\$\{IMAGE:-firmbase\}"/)
    expect(build).toContain('--tag "$image:latest"')
    expect(build).toContain('--file container/Containerfile')
    expect(script).toMatch(/image=firmbase:latest/)
  })
})

describe('docs/examples/container/compose.yaml', () => {
  const compose = parseYaml(read('docs/examples/container/compose.yaml'))
  const fb = at(compose, ['services', 'firmbase'])

  it('runs the image as the Containerfile does: its command, port, volume, user, read-only root and health check', () => {
    expect(fb.image).toBe('firmbase:latest')
    expect(fb.command).toEqual(IMAGE.cmd)
    expect(fb.read_only).toBe(true)
    expect(fb.user).toBe(IMAGE.user)
    expect(fb.ports).toEqual([`127.0.0.1:${PORT}:${PORT}`])
    const volumes = fb.volumes as string[]
    expect(volumes).toHaveLength(1)
    const [name, target] = volumes[0].split(':')
    expect(target).toBe(DATA)
    expect(Object.keys(at(compose, ['volumes']))).toEqual([name])
    const health = fb.healthcheck as Record<string, Yaml>
    expect(health.test).toEqual(['CMD', ...IMAGE.health])
    expect(health.interval).toBe(IMAGE.healthOptions.interval)
    expect(health.timeout).toBe(IMAGE.healthOptions.timeout)
    expect(health.start_period).toBe(IMAGE.healthOptions['start-period'])
    expect(String(health.retries)).toBe(IMAGE.healthOptions.retries)
  })

  it('other services reach it by its service name (an allowed Host) once it is healthy', () => {
    const env = fb.environment as Record<string, Yaml>
    expect(env.FIRMBASE_ALLOWED_HOST).toBe('firmbase')
    expect(env.FIRMBASE_DEMO_PASSWORDS).toBeUndefined()
    const tests = at(compose, ['services', 'tests'])
    expect((tests.environment as Record<string, Yaml>).FIRMBASE_URL).toBe(`http://firmbase:${PORT}`)
    expect(tests.depends_on).toEqual({ firmbase: { condition: 'service_healthy' } })
  })
})

describe('docs/examples/container/github-actions-services.yml', () => {
  const workflow = parseYaml(read('docs/examples/container/github-actions-services.yml'))
  const job = at(workflow, ['jobs', 'test'])
  const fb = at(job, ['services', 'firmbase'])

  it('a service container of the image, with its own command and health check (services take no command)', () => {
    expect(fb.image).toMatch(/^[a-z0-9.-]+(\/[a-z0-9._-]+)*\/firmbase:latest$/)
    expect(Object.keys(fb).sort()).toEqual(['credentials', 'env', 'image', 'options', 'ports', 'volumes'])
    expect(fb.ports).toEqual([`127.0.0.1:${PORT}:${PORT}`])
    expect((fb.volumes as string[]).map((v) => v.split(':')[1])).toEqual([DATA])
    const options = String(fb.options).split(/\s+/)
    expect(options).toContain('--read-only')
    // The image's HEALTHCHECK runs (a --health-cmd here would be a shell command, and the image has no shell).
    expect(options.filter((o) => /^--(health-cmd|entrypoint|user|no-healthcheck)/.test(o))).toEqual([])
    expect(options).toEqual(expect.arrayContaining(['--health-interval', '--health-start-period']))
    expect(fb.env).not.toHaveProperty('FIRMBASE_DEMO_PASSWORDS')
  })

  it('the steps reach it on the published port and make an API key with the image’s own CLI', () => {
    const steps = job.steps as Record<string, Yaml>[]
    const test = steps.find((s) => s.run === 'npm test')!
    expect((test.env as Record<string, Yaml>).FIRMBASE_URL).toBe(`http://127.0.0.1:${PORT}`)
    const key = steps.find((s) => String(s.run ?? '').includes('users create'))!
    expect(String(key.run)).toContain(`docker exec \${{ job.services.firmbase.id }} ${IMAGE.entrypoint[0]} users create`)
  })
})

describe('docs/guides/container.md', () => {
  const guide = read('docs/guides/container.md')

  it('shows the example files as they are', () => {
    for (const file of ['compose.yaml', 'github-actions-services.yml']) {
      const text = read(`docs/examples/container/${file}`)
      expect(guide, file).toContain('```yaml\n' + text + '```\n')
    }
  })

  it('its run lines of the server start the same container: read-only, the /data volume, port 8080 on 127.0.0.1, the image', () => {
    const runs = [...guide.matchAll(/^(podman|docker) run (?:[^\n]*\\\n)*[^\n]*$/gm)].map((m) => m[0].replace(/\\\n\s*/g, ' '))
    // The ones that run the image's own command (nothing after the image name): the server.
    const servers = runs.filter((r) => / firmbase:latest$/.test(r))
    expect(servers.map((r) => r.split(' ')[0]).sort()).toEqual(['docker', 'podman'])
    for (const run of runs) expect(run, run).toMatch(/ --read-only /)
    for (const run of servers) {
      expect(run, run).toMatch(new RegExp(` (-v|--volume) \\S+:${DATA} `))
      expect(run, run).toMatch(new RegExp(` (-p|--publish) 127\\.0\\.0\\.1:${PORT}:${PORT} `))
    }
  })
})
