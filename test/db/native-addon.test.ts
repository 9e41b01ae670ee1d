// The single executable writes its embedded SQLite addon out itself (no writable $HOME needed).
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'

const ADDON = readFileSync(new URL('../../node_modules/better-sqlite3/prebuilds/linux-x64.node', import.meta.url))
// The executable's bundle directory holds node_modules/better-sqlite3/prebuilds/linux-x64.node, as the checkout does.
const BUNDLE_DIR = fileURLToPath(new URL('../../', import.meta.url))
const load = async () => {
  vi.resetModules()
  return (await import('../../src/db/native-addon.ts')).sqliteAddonPath
}

afterEach(() => {
  globalThis.__FIRMBASE_SQLITE_ADDON__ = undefined
  vi.unstubAllEnvs()
})

describe('sqliteAddonPath', () => {
  it('nothing outside the single executable', async () => {
    expect((await load())('x.db')).toBeUndefined()
  })

  it('writes the addon to a private directory in the temp dir, replacing a copy with other bytes', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'fb-addon-'))
    vi.stubEnv('TMPDIR', tmp)
    globalThis.__FIRMBASE_SQLITE_ADDON__ = BUNDLE_DIR
    const dir = join(tmp, `firmbase-${process.getuid!()}`)
    mkdirSync(dir, { mode: 0o755 })
    const file = (await load())(':memory:')!
    expect(file.startsWith(dir + '/')).toBe(true)
    expect(readFileSync(file).equals(ADDON)).toBe(true)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    writeFileSync(file, 'planted', { mode: 0o700 })
    expect(readFileSync((await load())(':memory:')!).equals(ADDON)).toBe(true)
  })

  it('beside the database when the temp dir is unusable; a clear error when neither is', async () => {
    globalThis.__FIRMBASE_SQLITE_ADDON__ = BUNDLE_DIR
    const dbDir = mkdtempSync(join(tmpdir(), 'fb-addon-db-'))
    vi.stubEnv('TMPDIR', '/dev/null/no-tmp')
    expect((await load())(join(dbDir, 'x.db'))!.startsWith(join(dbDir, '.firmbase') + '/')).toBe(true)
    const fresh = await load()
    expect(() => fresh('/dev/null/x.db')).toThrow(/Cannot write the SQLite addon/)
  })
})
