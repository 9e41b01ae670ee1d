// Code generators read the API document: a TypeScript client generated from the served /openapi.json
// with openapi-typescript (on TypeScript 5, which it needs: this project's TypeScript 7 has no compiler
// API) must type the real client's calls, and refuse misspelt fields, wrong enum values and wrong date
// types (test/e2e/openapi-client/client.ts). Installed into a scratch project, like a team's own.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp, seededDb } from '../_setup.ts'
import { cleanNpmEnv } from './_npm.ts'

const HERE = new URL('./openapi-client/', import.meta.url).pathname
const env = { ...cleanNpmEnv(), PATH: `${dirname(process.execPath)}:${process.env.PATH}` }
let project: string

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'fb-openapi-client-'))
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'generated-client', private: true, type: 'module' }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', 'openapi-typescript@7.13.0', 'typescript@5.9.3', 'openapi-fetch@0.17.0'], {
    cwd: project,
    env,
    stdio: 'ignore',
    timeout: 240_000,
  })
  const t = makeTestApp({ db: await seededDb() })
  writeFileSync(join(project, 'openapi.json'), JSON.stringify((await t.json('/openapi.json')).body))
  t.db.close()
}, 300_000)

describe('a TypeScript client generated from /openapi.json', () => {
  it('types the real calls and refuses each deliberate mistake', () => {
    const gen = spawnSync(join(project, 'node_modules', '.bin', 'openapi-typescript'), ['openapi.json', '-o', 'api.d.ts'], {
      cwd: project,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(gen.status, gen.stderr).toBe(0)
    copyFileSync(join(HERE, 'client.ts'), join(project, 'client.ts'))
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: true },
        files: ['client.ts'],
      }),
    )
    const tsc = spawnSync(join(project, 'node_modules', '.bin', 'tsc'), ['-p', '.'], { cwd: project, env, encoding: 'utf8', timeout: 120_000 })
    // An unused @ts-expect-error is an error: a mistake that compiled.
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.status).toBe(0)
  }, 300_000)
})
