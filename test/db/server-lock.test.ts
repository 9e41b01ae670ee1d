// The server lock between processes that start together beside a stale lock (a killed server's):
// reading the stale lock, deleting it and creating one raced, so a process could delete a lock
// another had just taken (2 of 15 trials with four processes in the same millisecond), or read a
// lock still being written as stale. Exactly one process may hold it, every time.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const LOCK = new URL('../../src/db/server-lock.ts', import.meta.url).pathname
const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname

/** A pid no process has: a child that has exited and been reaped. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim() as unknown as number

describe('the server lock, taken by processes starting in the same millisecond', () => {
  it('beside a stale lock, exactly one of four processes takes it, in each of 15 trials', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-lock-'))
    const trials = 15
    const stale = JSON.stringify({ pid: Number(deadPid()), start: '1', started_at: '2026-01-01T00:00:00.000Z' })
    for (let t = 0; t < trials; t++) writeFileSync(join(dir, `t${t}.db-lock`), stale)
    // Each child waits for a shared instant per trial (busy, to the millisecond), tries, holds what it
    // took past the others' attempts, and releases it only after every process has tried.
    const script = `
      import { lockForServing } from ${JSON.stringify(LOCK)}
      const [dir, first, trials] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])]
      const took = []
      for (let t = 0; t < trials; t++) {
        const at = first + t * 600
        while (Date.now() < at) {}
        try {
          const lock = lockForServing(dir + '/t' + t + '.db')
          took.push(t)
          while (Date.now() < at + 450) {}
          lock.release()
        } catch (error) {
          if (!/already served by process/.test(error.message)) { console.error(error.message); process.exit(3) }
        }
      }
      console.log(JSON.stringify(took))`
    const first = Date.now() + 3000
    const runs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir, String(first), String(trials)])
            let out = ''
            let err = ''
            child.stdout.on('data', (d) => (out += d))
            child.stderr.on('data', (d) => (err += d))
            child.on('exit', (code) => resolve({ code, out, err }))
          }),
      ),
    )
    const holders = Array.from({ length: trials }, () => 0)
    for (const run of runs) {
      expect(run.code, run.err).toBe(0)
      for (const t of JSON.parse(run.out) as number[]) holders[t]++
    }
    expect(holders).toEqual(Array.from({ length: trials }, () => 1))
    for (let t = 0; t < trials; t++) expect(existsSync(join(dir, `t${t}.db-lock`))).toBe(false)
  }, 120_000)
})

// A directory other users can write to (the system temp directory): a lock or a clean-stop mark
// planted there by another user could not be removed (EPERM), the start failed with a stack-less
// errno, and the victim's own lock stayed behind, refusing the next start too.
describe.skipIf(process.getuid?.() !== 0)('lock and clean-stop files another user left', () => {
  // In the system's /tmp: the test's own temp directory is closed to other users.
  const made: string[] = []
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })
  const shared = () => {
    const top = mkdtempSync('/tmp/fb-shared-')
    made.push(top)
    chmodSync(top, 0o755)
    const dir = join(top, 'tmp')
    mkdirSync(dir)
    chmodSync(dir, 0o1777) // like /tmp: anyone creates, only the owner removes
    return dir
  }
  const serveAs = (uid: number, db: string) =>
    spawnSync(process.execPath, [BIN, 'serve', '--db', db, '--port', '0', '--log-format', 'none'], {
      encoding: 'utf8',
      timeout: 60_000,
      uid,
      gid: uid,
      env: { ...process.env, HOME: '/nonexistent' },
    })

  it("another user's stale lock: one line naming it and its owner, not an errno", () => {
    const dir = shared()
    const db = join(dir, 'victim.db')
    writeFileSync(`${db}-lock`, JSON.stringify({ pid: Number(deadPid()), start: '1' }), { mode: 0o644 }) // root's, the victim is nobody
    const r = serveAs(65534, db)
    expect(r.status, r.stderr).toBe(2)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stderr).toContain(`${db}-lock was left by another user (uid 0)`)
    expect(existsSync(db)).toBe(false) // nothing was created
  })

  it("another user's clean-stop mark is refused in one line, and the victim's own lock is released", () => {
    const dir = shared()
    const db = join(dir, 'victim.db')
    writeFileSync(`${db}-clean`, '{}\n', { mode: 0o644 })
    spawnSync('chown', ['65534:65534', `${db}-clean`])
    const r = serveAs(0, db)
    expect(r.status).not.toBe(0)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stderr).toContain(`${db}-clean was not left by this user's server (it belongs to user 65534)`)
    expect(existsSync(`${db}-lock`)).toBe(false)
  })
})
