// `firmbase exec`: a seeded server around a command, its URL and demo keys in the command's environment.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname

// The command: logs in with each key, reads the virtual clock, exits with a chosen status.
const SCRIPT = `
const url = process.env.FIRMBASE_URL
const out = { url }
for (const role of ['ADMIN', 'PREMIUM', 'FREE']) {
  const res = await fetch(url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: process.env['FIRMBASE_' + role + '_KEY'] }) })
  out[role] = (await res.json()).user?.name ?? res.status
}
out.clock = (await fetch(url + '/__admin/clock')).status
console.log(JSON.stringify(out))
process.exit(Number(process.argv[1] ?? 0))
`

const exec = (args: string[], code: string) =>
  spawnSync(process.execPath, [BIN, 'exec', ...args, '--', process.execPath, '--input-type=module', '-e', SCRIPT, code], { encoding: 'utf8', timeout: 60_000 })

describe('firmbase exec', () => {
  it('serves on a free port, hands the command the URL and working demo keys, and exits with its status', () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fb-exec-')), 'x.db')
    const first = exec(['--db', db, '--companies', '200', '--test-mode'], '3')
    expect(first.status, first.stderr).toBe(3)
    const out = JSON.parse(first.stdout.trim().split('\n').at(-1)!)
    expect(out).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), ADMIN: 'Demo Admin', PREMIUM: 'Demo Premium', FREE: 'Demo Free', clock: 200 })
    expect(JSON.parse(readFileSync(`${db}.credentials.json`, 'utf8')).premium.apiKey).toMatch(/^fsk_/)

    // Again on the same database, without test mode: the saved keys still work; /__admin/ is absent.
    const second = exec(['--db', db], '0')
    expect(second.status, second.stderr).toBe(0)
    expect(JSON.parse(second.stdout.trim().split('\n').at(-1)!)).toMatchObject({ PREMIUM: 'Demo Premium', clock: 404 })
  }, 90_000)

  it('new keys for the demo accounts when the saved ones no longer work', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-exec-'))
    const db = join(dir, 'x.db')
    expect(exec(['--db', db, '--companies', '100'], '0').status).toBe(0)
    const before = JSON.parse(readFileSync(`${db}.credentials.json`, 'utf8'))
    const revoked = spawnSync(process.execPath, [BIN, 'keys', 'list', '--db', db, '--user', before.free.userId, '--json'], { encoding: 'utf8' })
    const keyId = JSON.parse(revoked.stdout).data[0].id
    expect(spawnSync(process.execPath, [BIN, 'keys', 'revoke', keyId, '--db', db], { encoding: 'utf8' }).status).toBe(0)
    const run = exec(['--db', db], '0')
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toMatchObject({ FREE: 'Demo Free' })
    const after = JSON.parse(readFileSync(`${db}.credentials.json`, 'utf8'))
    expect(after.free.apiKey).not.toBe(before.free.apiKey)
    expect(after.free.userId).toBe(before.free.userId)
  }, 90_000)

  it('/__admin/reset keeps the keys exec handed out, even when it had to make new ones', () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fb-exec-')), 'x.db')
    expect(exec(['--db', db, '--companies', '50'], '0').status).toBe(0)
    rmSync(`${db}.credentials.json`) // exec must make new keys this time
    const script = `
      const url = process.env.FIRMBASE_URL
      await fetch(url + '/__admin/reset', { method: 'POST' })
      const res = await fetch(url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: process.env.FIRMBASE_PREMIUM_KEY }) })
      console.log(res.status)`
    const r = spawnSync(process.execPath, [BIN, 'exec', '--db', db, '--test-mode', '--', process.execPath, '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout.trim()).toBe('200')
  }, 60_000)

  // The living registry's thread, once it has worked, used to let the event loop drain while the stop
  // waited for it: exec then exited 0 whatever the command said — red CI turned green.
  describe("the command's status survives the living registry working", () => {
    const MOVE = `await fetch(process.env.FIRMBASE_URL + '/__admin/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advance_seconds": 172800}' }).then((r) => { if (r.status !== 200) throw new Error('clock ' + r.status) })`
    const statusAfter = (db: string, args: string[], tail: string) =>
      spawnSync(process.execPath, [BIN, 'exec', '--db', db, ...args, '--', process.execPath, '--input-type=module', '-e', tail], { encoding: 'utf8', timeout: 120_000 })
    let db: string
    it('after a clock move: 0, non-zero, 127 and a signal are passed on', () => {
      db = join(mkdtempSync(join(tmpdir(), 'fb-exec-')), 'x.db')
      for (const code of [0, 3]) {
        const r = statusAfter(db, ['--companies', '200', '--test-mode'], `${MOVE}; process.exit(${code})`)
        expect(r.status, r.stderr).toBe(code)
      }
      const killed = statusAfter(db, ['--test-mode'], `${MOVE}; process.kill(process.pid, 'SIGTERM')`)
      expect(killed.status, killed.stderr).toBe(143)
      // A shell's "command not found" after the move, as a pytest run whose tool is missing would give.
      const shell = spawnSync(
        process.execPath,
        [BIN, 'exec', '--db', db, '--test-mode', '--', 'sh', '-c', `${process.execPath} --input-type=module -e "$0" && firmbase-no-such-command`, MOVE],
        {
          encoding: 'utf8',
          timeout: 120_000,
        },
      )
      expect(shell.status, shell.stderr).toBe(127)
    }, 300_000)

    it('on a registry catching up in the background (an as-of date in the past, no test mode)', () => {
      const past = join(mkdtempSync(join(tmpdir(), 'fb-exec-')), 'past.db')
      const asOf = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)
      const seeded = spawnSync(process.execPath, [BIN, 'seed', '--db', past, '--companies', '200', '--as-of', asOf], { encoding: 'utf8', timeout: 120_000 })
      expect(seeded.status, seeded.stderr).toBe(0)
      // The command waits until the registry has made a day, so the living thread certainly worked.
      const wait = `for (let i = 0; i < 600; i++) { const h = await (await fetch(process.env.FIRMBASE_URL + '/healthz')).json(); if (h.registry?.live_through && h.registry.live_through > '${asOf}') break; await new Promise((r) => setTimeout(r, 100)) }`
      for (const code of [5, 0]) {
        const r = statusAfter(past, [], `${wait}; process.exit(${code})`)
        expect(r.status, r.stderr).toBe(code)
      }
    }, 300_000)
  })

  it('without --db: a temporary database, nothing left in the working directory; seeding says what it makes', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'fb-exec-cwd-'))
    const env = { ...process.env, FIRMBASE_DB: '' }
    const r = spawnSync(process.execPath, [BIN, 'exec', '--companies', '100', '--', process.execPath, '-e', 'process.exit(0)'], { cwd, env, encoding: 'utf8', timeout: 120_000 })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stderr).toMatch(/seeding 100 companies \(seed 1, as of \d{4}-\d{2}-\d{2}\) into \S+firmbase-exec-\S+firmbase\.db/)
    expect(readdirSync(cwd)).toEqual([])
    const temporary = dirname(/into (\S+)/.exec(r.stderr)![1])
    expect(existsSync(temporary)).toBe(false)
  }, 150_000)

  it('a missing command is a usage error; one that cannot be found exits 127', () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fb-exec-')), 'x.db')
    const none = spawnSync(process.execPath, [BIN, 'exec', '--db', db, '--companies', '50'], { encoding: 'utf8' })
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/after --/)
    const missing = spawnSync(process.execPath, [BIN, 'exec', '--db', db, '--companies', '50', '--', 'firmbase-no-such-command'], { encoding: 'utf8' })
    expect(missing.status).toBe(127)
    expect(missing.stderr).toMatch(/command not found/)
  }, 60_000)
})
