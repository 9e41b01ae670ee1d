// `serve --dataset-from FILE` (env FIRMBASE_DATASET_FROM): a first start on a database that does not
// exist copies a seeded one in (brotli-compressed or not) and serves at once, as the container image
// does on an empty volume; an existing database, a dataset asked for by size, or a file that is no
// database are not copied.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, call, credentials, login, seededCopy, serve, type Served } from './_process.ts'

const dir = mkdtempSync(join(tmpdir(), 'fb-dataset-from-'))
let template: string
let compressed: string
const fingerprintOf = (db: string) => JSON.parse(spawnSync(process.execPath, [BIN, 'db', 'stats', '--db', db, '--json'], { encoding: 'utf8' }).stdout).dataset.fingerprint as string
const running: Served[] = []

beforeAll(() => {
  template = seededCopy(200)
  compressed = join(dir, 'dataset.db.br')
  writeFileSync(compressed, brotliCompressSync(readFileSync(template)))
}, 120_000)
afterAll(() => {
  for (const s of running) s.child.kill()
})

describe('serve --dataset-from', () => {
  it('copies a compressed dataset into a database that does not exist, 0600, and serves it with new demo accounts', async () => {
    const db = join(dir, 'first.db')
    const served = await serve(db, ['--dataset-from', compressed])
    running.push(served)
    expect(statSync(db).mode & 0o777).toBe(0o600)
    const health = await call(served.port, 'GET', '/healthz')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body).dataset.fingerprint).toBe(fingerprintOf(template))
    const token = await login(served.port, credentials(db).premium.apiKey)
    const search = await call(served.port, 'POST', '/api/screener/search', { body: { type: 'company', query: "State == 'Maharashtra'", limit: 1 }, token })
    expect(search.status).toBe(200)
  }, 120_000)

  it('leaves an existing database as it is, and seeds as asked when a size is given', async () => {
    const existing = join(dir, 'existing.db')
    expect(spawnSync(process.execPath, [BIN, 'seed', '--db', existing, '--companies', '40', '--seed', '9'], { encoding: 'utf8' }).status).toBe(0)
    const before = fingerprintOf(existing)
    const kept = await serve(existing, ['--dataset-from', compressed])
    running.push(kept)
    expect(JSON.parse((await call(kept.port, 'GET', '/healthz')).body).dataset.fingerprint).toBe(before)
    const sized = join(dir, 'sized.db')
    const own = await serve(sized, ['--dataset-from', compressed, '--companies', '30'])
    running.push(own)
    expect(JSON.parse((await call(own.port, 'GET', '/healthz')).body).dataset.companies).toBe(30)
  }, 120_000)

  it('a file that is no database is a usage error, and nothing is created', () => {
    const junk = join(dir, 'junk.db')
    writeFileSync(junk, 'not a database at all, just text')
    const db = join(dir, 'never.db')
    const r = spawnSync(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--dataset-from', junk], { encoding: 'utf8', timeout: 60_000 })
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/--dataset-from .*junk\.db is not a SQLite database/)
    expect(existsSync(db)).toBe(false)
  }, 120_000)
})
