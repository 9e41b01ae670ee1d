// `firmbase record` as a user runs it: a process forwarding a real client's calls. Against a second
// firmbase as the upstream (start()), the fixture file it writes is read by the project's own reader, a
// fresh instance serving it answers the same requests with the same bodies, the report is empty (firmbase
// knows its own fields) and the API key is in neither file. Against a stub upstream answering as the
// public docs show the real service, the report names what firmbase does not take, an expired session
// is renewed, and the recorder's own failures are {detail, code} (HTTP) or one line and an exit code (CLI).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Firmbase, start } from '../../src/api/index.ts'
import { DOCUMENT_SHAPE } from '../../src/records/document.ts'
import { readFixtureFile } from '../../src/records/fixtures.ts'
import { checkShape, type Problem } from '../../src/records/shape.ts'
import { BIN, call } from './_process.ts'

interface Recorder {
  url: string
  /** SIGTERM, then the exit code and everything it wrote on stderr. */
  stop(): Promise<{ code: number | null; err: string }>
}

/** `firmbase record ARGS --port 0 --json`, resolved on its ready line (rejected if it exits first). */
function record(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Recorder> {
  const child = spawn(process.execPath, [BIN, 'record', '--port', '0', '--json', ...args], {
    env: { ...process.env, FIRMBASE_UPSTREAM_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stderr!.on('data', (d) => (err += d))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d
      if (!out.includes('\n')) return
      const ready = JSON.parse(out.split('\n')[0])
      resolve({
        url: ready.url,
        stop: async () => {
          child.kill('SIGTERM')
          return { code: await exit, err }
        },
      })
    })
    void exit.then((code) => reject(new Error(`firmbase record exited ${code}: ${err}`)))
  })
}

/** A run that must fail: its exit code and stderr (awaited, so a stub in this process keeps answering). */
function recordFails(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; err: string; out: string }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [BIN, 'record', '--port', '0', '--json', ...args], {
      env: { ...process.env, FIRMBASE_UPSTREAM_API_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    let out = ''
    child.stderr!.on('data', (d) => (err += d))
    child.stdout!.on('data', (d) => (out += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, err, out })
    })
  })
}

/** A real client: it signs in with whatever key it holds, then sends its calls with the token. */
async function client(base: string, apiKey: string) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: apiKey }) })
  expect(login.status).toBe(200)
  const token = (await login.json()).token.access_token as string
  return {
    token,
    call: async ([method, path, body]: Call) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: await res.json() }
    },
  }
}
type Call = [method: 'GET' | 'POST', path: string, body?: unknown]

const AS_OF = '2026-01-01'
let dir: string
let upstream: Firmbase
let replay: Firmbase | undefined
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fb-record-'))
  upstream = await start({ companies: 400, seed: 4, asOf: AS_OF, static: true })
}, 180_000)
afterAll(async () => {
  await replay?.stop()
  await upstream?.stop()
})

describe('firmbase record against firmbase', () => {
  let calls: Call[]
  let recorded: { status: number; body: any }[]
  let clientToken: string
  const out = () => join(dir, 'own.fixtures.json')

  beforeAll(async () => {
    // What a test would pick: a company with a board and registrations, a director of it on another
    // company's board, a registration of a third company, a state whose records fit one page.
    const db = new Database(upstream.db, { readonly: true })
    const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Record<string, string>
    const onlyCompanies = `NOT EXISTS (SELECT 1 FROM director_appointments b JOIN companies x ON x.cin = b.cin WHERE b.din = a.din AND x.company_type = 'LLP')`
    const company = one(`SELECT c.cin FROM companies c WHERE company_type = 'Company' AND EXISTS (SELECT 1 FROM gst_registrations g WHERE g.cin = c.cin)
        AND EXISTS (SELECT 1 FROM director_appointments a WHERE a.cin = c.cin AND (SELECT count(*) FROM director_appointments b WHERE b.din = a.din) >= 2 AND ${onlyCompanies})
        ORDER BY cin LIMIT 1`).cin
    const director = one(
      `SELECT a.din FROM director_appointments a WHERE a.cin = ? AND (SELECT count(*) FROM director_appointments b WHERE b.din = a.din) >= 2 AND ${onlyCompanies} ORDER BY din LIMIT 1`,
      company,
    ).din
    const gstin = one(
      `SELECT g.gstin FROM gst_registrations g JOIN companies c ON c.cin = g.cin WHERE c.company_type = 'Company' AND g.cin NOT IN (SELECT cin FROM director_appointments WHERE din = ?) ORDER BY gstin LIMIT 1`,
      director,
    ).gstin
    const state = one(`SELECT state FROM companies c GROUP BY state HAVING count(*) BETWEEN 3 AND 40
        AND (SELECT count(*) FROM gst_registrations g WHERE g.state = c.state) <= 100 ORDER BY count(*) DESC LIMIT 1`).state
    db.close()
    const S = encodeURIComponent(state)
    calls = [
      ['GET', `/api/company/details?cin=${company}`],
      ['GET', `/api/company/director-details?din=${director}`],
      ['GET', `/api/gst/details?gstin=${gstin}`],
      ['POST', '/api/screener/search', { type: 'company', query: `State == '${state}'`, page: 1, limit: 100 }],
      // The real client sends the filters it does not use empty.
      ['GET', `/api/company/company-filter?company=&state=${S}&page=1&limit=100`],
      ['GET', `/api/company/director-filter?CIN=${company}&limit=100`],
      ['GET', `/api/gst/gst-filter?page=1&limit=100&TradeName=&State=${S}&Status=`],
    ]
    // The key from the environment: it is on no command line.
    const recorder = await record(['--upstream', upstream.url, '--out', out()], { FIRMBASE_UPSTREAM_API_KEY: upstream.keys.premium })
    // The client holds no key of the upstream: the recorder signs it in with the user's.
    const c = await client(recorder.url, 'fsk_the_clients_placeholder_key')
    clientToken = c.token
    recorded = []
    for (const call of calls) recorded.push(await c.call(call))
    const stopped = await recorder.stop()
    expect(stopped.code, stopped.err).toBe(0)
    expect(stopped.err).toMatch(/^recorded \d+ companies, \d+ directors/m)
  }, 180_000)

  it('forwards each call and hands back the upstream’s answers', () => {
    expect(recorded.map((r) => r.status)).toEqual(calls.map(() => 200))
    expect(recorded[0].body.data.CIN).toBe(calls[0][1].split('=')[1])
    expect(recorded[3].body.results.length).toBeGreaterThanOrEqual(3)
    expect(recorded[3].body.total).toBe(recorded[3].body.results.length)
  })

  it('writes a fixture file the project’s reader takes, and an empty report', () => {
    const doc = readFixtureFile(out())
    const problems: Problem[] = []
    checkShape(doc, DOCUMENT_SHAPE, '', problems)
    expect(problems).toEqual([])
    const report = JSON.parse(readFileSync(join(dir, 'own.report.json'), 'utf8'))
    expect(report).toMatchObject({ upstream: upstream.url, fields: [], refused: [] })
    expect(report).not.toHaveProperty('unresolved')
    expect(report.summary.companies).toBe((doc as { companies: unknown[] }).companies.length)
  })

  it('holds neither the API key nor a token of the upstream', () => {
    for (const file of ['own.fixtures.json', 'own.report.json']) {
      const text = readFileSync(join(dir, file), 'utf8')
      expect(text).not.toContain(upstream.keys.premium)
      expect(text).not.toContain(clientToken)
    }
  })

  it('served by a fresh instance, answers the same requests with the same bodies', async () => {
    replay = await start({ companies: 0, asOf: AS_OF, static: true, fixtures: out() })
    const c = await client(replay.url, replay.keys.premium)
    for (const [i, call] of calls.entries()) {
      const res = await c.call(call)
      expect(res.status, call[1]).toBe(200)
      // A details answer's quota (rate_limit) is the caller's own; the record is the same.
      if ('rate_limit' in recorded[i].body) expect(res.body.data, call[1]).toEqual(recorded[i].body.data)
      else expect(res.body, `${call[0]} ${call[1]}`).toEqual(recorded[i].body)
    }
  }, 180_000)
})

/**
 * The real service as its public docs show it: login answers `{success, message, user, token}`, every
 * answer is `{data, message: "Success"}`. The company is the docs' CRM example (CIN, name, Mumbai,
 * Maharashtra), with NIC 62011 "Computer programming" of their classification page; `mainDivision` is a
 * number and `companySubcategory` so spelt, as their FQL field page gives them. The rest are values of
 * the types the interface lists.
 */
const KEY = 'fsk_the_users_real_key_0123456789'
const DOCS_COMPANY = {
  CIN: 'U12345MH2024PTC123456',
  companyName: 'ABC Pvt Ltd',
  companyType: 'Company',
  classOfCompany: 'Private',
  companyCategory: 'Company limited by shares',
  llpStatus: 'Active',
  dateOfIncorporation: '2024-03-15',
  authorisedCapital: 1000000,
  paidUpCapital: 100000,
  registeredAddress: '12 Nariman Point, Mumbai, Maharashtra 400021',
  City: 'Mumbai',
  State: 'Maharashtra',
  Pincode: '400021',
  email: 'info@abc.example',
  NICCode: 62011,
  NICDescription: 'Computer programming',
  mainDivision: 62,
  companySubcategory: 'Non-govt company',
}

interface Stub {
  url: string
  server: Server
  logins: number
  /** Each request's method, path and headers. */
  seen: { method: string; url: string; path: string; headers: IncomingHttpHeaders; body: string }[]
  /** Refuses the tokens handed out so far (as an hour's expiry would). */
  expire(): void
}

async function stubUpstream(): Promise<Stub> {
  let valid = new Set<string>()
  const stub = { logins: 0, seen: [] } as unknown as Stub
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'upstream_session=secret-cookie; HttpOnly' })
    res.end(JSON.stringify(body))
  }
  stub.server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      const path = new URL(req.url!, 'http://stub').pathname
      stub.seen.push({ method: req.method!, url: req.url!, path, headers: req.headers, body })
      if (path === '/api/auth/login') {
        if (JSON.parse(body || '{}').api_key !== KEY) return json(res, 401, { detail: 'Invalid API key' })
        stub.logins++
        const token = `eyJhbGciOiJIUzI1NiIs.stub-access-${stub.logins}`
        valid.add(token)
        return json(res, 200, {
          success: true,
          message: 'Login successful',
          user: { name: 'John Doe', userId: 'usr_1e6f3517748c4923b90e1f3422967661c' },
          token: { access_token: token, refresh_token: `eyJ.stub-refresh-${stub.logins}`, token_type: 'bearer' },
        })
      }
      if (!valid.has(String(req.headers.authorization).replace(/^Bearer /, ''))) return json(res, 401, { detail: 'Invalid or expired token' })
      if (path === '/api/company/details') return json(res, 200, { data: DOCS_COMPANY, message: 'Success' })
      json(res, 404, { detail: 'Not Found' })
    })
  })
  stub.expire = () => {
    valid = new Set()
  }
  const port = await new Promise<number>((resolve) => stub.server.listen(0, '127.0.0.1', () => resolve((stub.server.address() as AddressInfo).port)))
  stub.url = `http://127.0.0.1:${port}`
  return stub
}
const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('firmbase record against the real service’s answers', () => {
  let stub: Stub
  beforeAll(async () => {
    stub = await stubUpstream()
  })
  afterAll(() => closed(stub.server))

  it('reports the fields firmbase does not take, with the endpoint and an example; keeps the rest as given; renews an expired session', async () => {
    const file = join(dir, 'real.fixtures.json')
    const recorder = await record(['--upstream', stub.url, '--api-key', KEY, '--out', file])
    // This client never signs in; the recorder's own session carries its calls, and the client's cookie stays here.
    const ask = () => fetch(`${recorder.url}/api/company/details?cin=${DOCS_COMPANY.CIN}`, { headers: { authorization: 'Bearer not-the-upstreams', cookie: 'mine=1' } })
    const first = await ask()
    expect(first.status).toBe(200)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(await first.json()).toEqual({ data: DOCS_COMPANY, message: 'Success' })
    stub.expire()
    expect((await ask()).status).toBe(200)
    expect(stub.logins).toBe(2)
    const details = stub.seen.filter((s) => s.path === '/api/company/details')
    expect(details.map((s) => s.headers.authorization)).toEqual([
      'Bearer eyJhbGciOiJIUzI1NiIs.stub-access-1',
      'Bearer eyJhbGciOiJIUzI1NiIs.stub-access-1',
      'Bearer eyJhbGciOiJIUzI1NiIs.stub-access-2',
    ])
    expect(details.every((s) => s.headers.cookie === undefined)).toBe(true)
    expect((await recorder.stop()).code).toBe(0)

    const report = JSON.parse(readFileSync(join(dir, 'real.report.json'), 'utf8'))
    // Everything else is a value the fixture import takes: nothing is left out of the file.
    expect(report.refused).toEqual([])
    expect(report.fields).toEqual([
      {
        record: 'company',
        field: 'companySubcategory',
        problem: 'unknown',
        message: expect.stringContaining('nearest: companySubCategory'),
        endpoints: ['GET /api/company/details'],
        example: 'Non-govt company',
        count: 2,
      },
      {
        record: 'company',
        field: 'mainDivision',
        problem: 'type',
        message: expect.stringContaining('should be text, not a number'),
        endpoints: ['GET /api/company/details'],
        example: 62,
        count: 2,
      },
    ])
    const { mainDivision: _, companySubcategory: __, ...kept } = DOCS_COMPANY
    // Each record says where it came from: the upstream it was recorded from.
    expect(readFixtureFile(file)).toEqual({ companies: [{ $origin: { source: 'recorded', upstream: stub.url }, ...kept }] })
    for (const name of ['real.fixtures.json', 'real.report.json']) {
      const text = readFileSync(join(dir, name), 'utf8')
      for (const secret of [KEY, 'stub-access', 'stub-refresh', 'secret-cookie']) expect(text, name).not.toContain(secret)
    }

    // Served later (here: posted to the test-mode instance serving the first recording), it answers the values kept.
    replay ??= await start({ companies: 0, asOf: AS_OF, static: true })
    const posted = await fetch(`${replay.url}/__admin/fixtures`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: readFileSync(file, 'utf8') })
    expect(posted.status, await posted.clone().text()).toBe(201)
    const c = await client(replay.url, replay.keys.premium)
    const served = await c.call(['GET', `/api/company/details?cin=${DOCS_COMPANY.CIN}`])
    expect(served.body.data).toMatchObject(kept)
  }, 180_000)

  it('the client’s sign-in reaches the upstream with the user’s key; the answer comes back unchanged', async () => {
    const recorder = await record(['--upstream', stub.url, '--out', join(dir, 'login.fixtures.json')], { FIRMBASE_UPSTREAM_API_KEY: KEY })
    const res = await fetch(`${recorder.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'fsk_placeholder' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ success: true, message: 'Login successful', token: { token_type: 'bearer' } })
    const signIns = stub.seen.filter((s) => s.path === '/api/auth/login')
    expect(JSON.parse(signIns.at(-1)!.body)).toEqual({ api_key: KEY })
    expect(signIns.at(-1)!.headers['content-type']).toBe('application/json')
    await recorder.stop()
  }, 60_000)

  it('refuses what it must: a browser page, a rebound host name, a body over 1 MiB; an upstream gone is 502 {detail, code}', async () => {
    const gone = await stubUpstream()
    const recorder = await record(['--upstream', gone.url, '--out', join(dir, 'gone.fixtures.json')], { FIRMBASE_UPSTREAM_API_KEY: KEY })
    const path = `/api/company/details?cin=${DOCS_COMPANY.CIN}`
    const fromPage = await fetch(`${recorder.url}${path}`, { headers: { origin: 'https://elsewhere.example' } })
    expect(fromPage.status).toBe(403)
    expect(await fromPage.json()).toMatchObject({ code: 'FORBIDDEN', detail: expect.stringContaining('browser') })
    // fetch sends its own Host: a raw request names the rebound one.
    const rebound = await call(Number(new URL(recorder.url).port), 'GET', path, { headers: { host: 'attacker.example' } })
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body).code).toBe('HOST_NOT_ALLOWED')
    // A target naming another host still goes to the upstream (with the session's token), as a path there.
    const seen = gone.seen.length
    await call(Number(new URL(recorder.url).port), 'GET', `//attacker.example${path}`)
    expect(gone.seen.slice(seen).map((s) => s.url)).toEqual([`//attacker.example${path}`])
    const large = await fetch(`${recorder.url}/api/screener/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) })
    expect(large.status).toBe(413)
    expect((await large.json()).code).toBe('PAYLOAD_TOO_LARGE')
    await closed(gone.server)
    const res = await fetch(`${recorder.url}${path}`)
    expect(res.status).toBe(502)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({ code: 'UPSTREAM_UNREACHABLE', detail: `The upstream ${gone.url} did not answer: connection refused` })
    expect((await recorder.stop()).code).toBe(0)
  }, 60_000)

  it('command-line errors: one line, an exit code, the key never echoed, nothing written', async () => {
    const out = join(dir, 'refused.fixtures.json')
    const refused = await recordFails(['--upstream', stub.url, '--api-key', 'fsk_a_key_the_upstream_refuses', '--out', out])
    expect(refused.code).toBe(1)
    expect(refused.err).toBe(`firmbase: ${stub.url} refused the API key (401: Invalid API key)\n`)
    expect(existsSync(out)).toBe(false)
    const cases: [string[], NodeJS.ProcessEnv, RegExp][] = [
      [[], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /--upstream URL is required/],
      [['--upstream', 'ftp://example.com'], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /must be an http\(s\) URL/],
      [['--upstream', 'https://me:pw@example.com'], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /must not carry credentials/],
      [['--upstream', stub.url], {}, /An API key is required: --api-key KEY or the environment variable FIRMBASE_UPSTREAM_API_KEY/],
      [['--upstream', stub.url], { FIRMBASE_UPSTREAM_API_KEY: 'not a key' }, /must be a developer API key/],
      [['--upstream', stub.url, '--host', '0.0.0.0'], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /--allow-network/],
      [['--upstream', stub.url, '--port', '99999'], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /--port must be/],
      [['--upstream', stub.url, '--out', join(dir, 'no', 'such.json')], { FIRMBASE_UPSTREAM_API_KEY: KEY }, /does not exist/],
    ]
    for (const [args, env, message] of cases) {
      const r = await recordFails(args, env)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.err, args.join(' ')).toMatch(message)
      expect(r.err.split('\n')).toHaveLength(2)
      expect(r.err).not.toContain('not a key')
      expect(r.out).toBe('')
    }
    // A port already taken: one line, and no file is left behind to refuse the next try.
    const taken = join(dir, 'taken.fixtures.json')
    const busy = await recordFails(['--upstream', stub.url, '--out', taken, '--port', new URL(stub.url).port], { FIRMBASE_UPSTREAM_API_KEY: KEY })
    expect(busy.code).toBe(1)
    expect(busy.err).toMatch(/^firmbase: Port \d+ is already in use/)
    expect(existsSync(taken)).toBe(false)
    // An existing file is kept unless --force.
    const mine = join(dir, 'mine.json')
    writeFileSync(mine, 'mine')
    const kept = await recordFails(['--upstream', stub.url, '--out', mine], { FIRMBASE_UPSTREAM_API_KEY: KEY })
    expect(kept.code).toBe(2)
    expect(kept.err).toMatch(/exists; give --force/)
    expect(readFileSync(mine, 'utf8')).toBe('mine')
  }, 120_000)
})
