// The command line fails loudly and kindly: exit 2 for every usage error, one line each, a hint for a
// misspelled flag; --no-seed works; help is plain text outside a terminal.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const BIN = new URL('../../bin/firmbase.js', import.meta.url).pathname
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, FIRMBASE_DB: '', ...env }, timeout: 30_000 })
  return { code: r.status, out: r.stdout, err: r.stderr }
}
const dir = () => mkdtempSync(join(tmpdir(), 'fb-clierr-'))
const oneLine = (err: string) => {
  expect(err.trim().split('\n')).toHaveLength(1)
  return err.trim()
}

describe('usage errors exit 2 with one line', () => {
  it('an unknown flag names the nearest valid one (and never starts a server)', () => {
    const r = run(['serve', '--prot', '9000', '--db', join(dir(), 'x.db')])
    expect(r.code).toBe(2)
    expect(oneLine(r.err)).toBe('firmbase: Unknown flag --prot; did you mean --port?')
    expect(oneLine(run(['users', 'list', '--jsn']).err)).toMatch(/did you mean --json\?/)
    expect(oneLine(run(['db', 'stats', '--zzzzzzzz']).err)).toBe('firmbase: Unknown flag --zzzzzzzz; see --help')
  })

  it('an unknown command names the nearest one, at any level', () => {
    const r = run(['serv'])
    expect(r.code).toBe(2)
    expect(oneLine(r.err)).toBe('firmbase: Unknown command serv; did you mean serve?')
    expect(oneLine(run(['db', 'stat']).err)).toBe('firmbase: Unknown command stat; did you mean stats?')
    expect(oneLine(run(['zzzzzz']).err)).toMatch(/^firmbase: Unknown command zzzzzz; commands: .*serve/)
  })

  it('a bad number says which flag and what it takes', () => {
    const r = run(['serve', '--port', '-1', '--db', join(dir(), 'x.db')])
    expect(r.code).toBe(2)
    expect(oneLine(r.err)).toMatch(/^firmbase: --port .*whole number from 0 to 65535.*"-1"$/)
    expect(run(['serve', '--port', 'eighty', '--db', join(dir(), 'x.db')]).code).toBe(2)
    expect(oneLine(run(['serve', '--login-limit', '0', '--db', join(dir(), 'x.db')]).err)).toMatch(/--login-limit .*at least 1/)
  })

  it('missing required flags, an unknown command, a bad enum value: exit 2', () => {
    expect(run(['users', 'create', '--name', 'N']).code).toBe(2)
    expect(run(['frobnicate']).code).toBe(2)
    const r = run(['keys', 'list'])
    expect(r.code).toBe(2)
    expect(oneLine(r.err)).toMatch(/--user/)
  })

  it('a directory, a missing directory or an unwritable path as --db', () => {
    const d = dir()
    const asDir = run(['serve', '--db', d])
    expect(asDir.code).toBe(2)
    expect(oneLine(asDir.err)).toContain(`--db ${d} is a directory`)
    expect(oneLine(run(['db', 'stats', '--db', d]).err)).not.toMatch(/^firmbase: $/)
    const missing = run(['serve', '--db', join(d, 'nope', 'x.db')])
    expect(missing.code).toBe(2)
    expect(oneLine(missing.err)).toMatch(/does not exist/)
    if (process.getuid?.() !== 0) {
      const ro = join(d, 'ro')
      mkdirSync(ro)
      chmodSync(ro, 0o500)
      const r = run(['serve', '--db', join(ro, 'x.db')])
      expect(r.code).toBe(2)
      expect(oneLine(r.err)).toMatch(/not writable/)
    }
  })
})

describe('serve', () => {
  it('a busy port: one line suggesting --port 0, exit 1', async () => {
    const busy: Server = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = String((busy.address() as { port: number }).port)
    const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'serve', '--no-seed', '--db', join(dir(), 'x.db'), '--port', port], { stdio: ['ignore', 'ignore', 'pipe'] })
      let err = ''
      child.stderr.on('data', (c) => (err += c))
      child.on('exit', (code) => resolve({ code, err }))
    })
    busy.close()
    expect(r.code).toBe(1)
    expect(oneLine(r.err)).toMatch(new RegExp(`^firmbase: Port ${port} is already in use.*--port 0`))
  })

  it('--test-mode on a network bind is refused (any peer could load admin accounts) unless --test-mode-on-network says it is meant', async () => {
    const db = join(dir(), 'x.db')
    for (const args of [['serve'], ['exec'], ['serve', '--host', '::']]) {
      const host = args.includes('::') ? [] : ['--host', '0.0.0.0']
      const r = run([...args, '--no-seed', '--db', db, '--port', '0', ...host, '--test-mode', ...(args[0] === 'exec' ? ['--', 'true'] : [])])
      expect(r.code, r.err).toBe(2)
      expect(oneLine(r.err)).toMatch(/--test-mode on --host (0\.0\.0\.0|::) would let any peer .*--test-mode-on-network/)
    }
    expect(existsSync(db)).toBe(false) // refused before anything opened it
    const meant = spawnSync(process.execPath, [BIN, 'exec', '--no-seed', '--db', db, '--host', '0.0.0.0', '--test-mode', '--test-mode-on-network', '--', 'true'], {
      encoding: 'utf8',
      env: { ...process.env, FIRMBASE_DB: '' },
      timeout: 60_000,
    })
    expect(meant.status, meant.stderr).toBe(0)
  }, 120_000)

  it('--no-seed leaves an empty database empty (serve and exec)', () => {
    const db = join(dir(), 'x.db')
    const r = spawnSync(
      process.execPath,
      [
        BIN,
        'exec',
        '--no-seed',
        '--db',
        db,
        '--',
        process.execPath,
        '-e',
        `fetch(process.env.FIRMBASE_URL + '/healthz').then(r => r.json()).then(b => console.log(JSON.stringify(b.dataset)))`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    )
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ companies: 0, seed: null })
    const stats = run(['db', 'stats', '--db', db, '--json'])
    expect(JSON.parse(stats.out)).toMatchObject({ companies: 0 })
  })
})

describe('help', () => {
  it('outside a terminal: no colour codes, no padding, no trailing blanks', () => {
    const r = run(['serve', '--help'])
    expect(r.code).toBe(0)
    expect(r.out).not.toMatch(/\x1b\[/)
    expect(r.out).toContain('  --port=<port>  Port')
    expect(r.out).toContain('  --no-seed  Do not seed')
    for (const line of r.out.split('\n')) {
      expect(line).toBe(line.trimEnd())
      expect(line.length).toBeLessThan(160)
    }
    expect(run([]).out).toContain('COMMANDS')
    expect(run(['--version']).out.trim()).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
