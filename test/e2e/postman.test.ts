// A Postman collection converted from the served /openapi.json (openapi-to-postmanv2, as Postman's own
// import does) answers 2xx unedited for every /api/ and /admin/ request whose path parameters it can
// fill from examples, run by newman against a server. Left out as a person running the collection would:
// the requests that take the caller's own secret (login, refresh, register) and those that end the
// caller's session or account (logout, logout-all, deleting the account).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, credentials, login, seededCopy, serve, type Served } from './_process.ts'
import { cleanNpmEnv } from './_npm.ts'

const env = { ...cleanNpmEnv(), PATH: `${dirname(process.execPath)}:${process.env.PATH}` }
let project: string
let server: Served

interface Item {
  item?: Item[]
  request?: { method: string; url: { path: string[]; variable?: { value?: string }[] }; body?: { raw?: string } }
}
const ENDS_CALLER = new Set(['POST api/auth/logout', 'POST api/auth/logout-all', 'DELETE api/users/me/account'])

/** The collection's requests under `prefix` that a person can send as they are. */
function runnable(collection: Item, prefix: string): Item {
  const keep = (r: NonNullable<Item['request']>) => {
    const path = r.url.path.join('/')
    return (
      path.startsWith(prefix) &&
      !ENDS_CALLER.has(`${r.method} ${path}`) &&
      !/"(api_key|password|refresh_token)"/.test(r.body?.raw ?? '') &&
      !(r.url.variable ?? []).some((v) => v.value === undefined || v.value === '' || /^<?string>?$/.test(v.value))
    )
  }
  const prune = (node: Item): Item | null => {
    if (node.request) return keep(node.request) ? node : null
    const item = (node.item ?? []).map(prune).filter((n): n is Item => n !== null)
    return item.length > 0 || node === collection ? { ...node, item } : null
  }
  return prune(collection)!
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'fb-postman-'))
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'postman-run', private: true }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', 'openapi-to-postmanv2@6.3.3', 'newman@6.2.2'], {
    cwd: project,
    env,
    stdio: 'ignore',
    timeout: 300_000,
  })
  server = await serve(seededCopy(), ['--log-format', 'none'])
  writeFileSync(join(project, 'openapi.json'), (await call(server.port, 'GET', '/openapi.json')).body)
}, 400_000)
afterAll(() => {
  server?.child.kill('SIGTERM')
})

describe('a Postman collection converted from /openapi.json', () => {
  it('answers 2xx unedited for every request it can fill from examples', async () => {
    const converted = spawnSync(
      join(project, 'node_modules', '.bin', 'openapi2postmanv2'),
      ['-s', 'openapi.json', '-o', 'collection.json', '-p', '-O', 'folderStrategy=Tags,parametersResolution=Example'],
      { cwd: project, env, encoding: 'utf8', timeout: 120_000 },
    )
    expect(converted.status, converted.stderr).toBe(0)
    const collection = JSON.parse(readFileSync(join(project, 'collection.json'), 'utf8')) as Item
    const failed: string[] = []
    let sent = 0
    for (const [prefix, role] of [
      ['api', 'premium'],
      ['admin', 'admin'],
    ] as const) {
      const token = await login(server.port, credentials(server.db)[role].apiKey)
      writeFileSync(join(project, `${prefix}.json`), JSON.stringify(runnable(collection, prefix)))
      spawnSync(
        join(project, 'node_modules', '.bin', 'newman'),
        ['run', `${prefix}.json`, '--env-var', `baseUrl=${server.url}`, '--env-var', `bearerToken=${token}`, '--reporters', 'json', '--reporter-json-export', `run-${prefix}.json`],
        { cwd: project, env, encoding: 'utf8', timeout: 180_000 },
      )
      const run = JSON.parse(readFileSync(join(project, `run-${prefix}.json`), 'utf8')) as {
        run: { executions: { request: { method: string; url: { path: string[] } }; response?: { code: number; stream?: { data: number[] } } }[] }
      }
      for (const e of run.run.executions) {
        sent++
        const code = e.response?.code ?? 0
        if (code < 200 || code > 299)
          failed.push(
            `${code} ${e.request.method} /${e.request.url.path.join('/')} ${Buffer.from(e.response?.stream?.data ?? [])
              .toString()
              .slice(0, 160)}`,
          )
      }
    }
    expect(failed).toEqual([])
    expect(sent).toBeGreaterThan(30)
  }, 400_000)
})
