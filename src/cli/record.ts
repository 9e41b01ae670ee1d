// `firmbase record`: points at the real service with the user's own API key, answers the user's client
// by forwarding each request, and writes the records the answers hold to a fixture file (and the fields
// firmbase does not take to a report) — so a test suite can later run against `serve --fixtures FILE`.
import { defineCommand } from 'citty'
import { statSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClock, dayOf } from '../clock.ts'
import { isNetworkBind } from '../core/access/addresses.ts'
import { refuseLink } from '../db/own-file.ts'
import { AppError } from '../errors.ts'
import type { ImportCheck } from '../records/record-document.ts'
import { startRecordProxy } from '../http/record-proxy.ts'
import { explainListenError } from './serve-checks.ts'

export const DEFAULT_RECORDING = 'recorded.fixtures.json'
/** The key may come from the environment, so that it need not stand on a command line (shell history, `ps`). */
export const API_KEY_ENV = 'FIRMBASE_UPSTREAM_API_KEY'

export const recordCommand = defineCommand({
  meta: {
    name: 'record',
    description:
      'Forward your client’s requests to the real service with your API key, and write every company, director and GST registration its answers hold to a fixture file (and the fields firmbase does not take to a report)',
  },
  args: {
    upstream: { type: 'string', description: 'The real service’s base URL (required), e.g. https://api.example.in' },
    'api-key': { type: 'string', description: `Your API key there (fsk_…; or env ${API_KEY_ENV}, which keeps it off the command line)` },
    out: { type: 'string', description: `The fixture file to write (default ${DEFAULT_RECORDING})` },
    report: { type: 'string', description: 'The report of fields firmbase does not take (default: beside --out, NAME.report.json)' },
    force: { type: 'boolean', description: 'Overwrite --out and --report when they exist' },
    port: { type: 'string', description: 'Port to listen on (0 picks a free one; default 8080)' },
    host: { type: 'string', description: 'Address to listen on (default 127.0.0.1)' },
    'allow-network': { type: 'boolean', description: 'Allow a --host other machines can reach: anyone there could then use your API key through it' },
    json: { type: 'boolean', description: 'One JSON line on stdout when listening: {"event":"ready","url","port","pid","upstream","out","report"}' },
    debug: { type: 'boolean', description: 'Print stack traces on errors' },
  },
  run: async ({ args }) => {
    const upstream = upstreamOf(args.upstream)
    const apiKey = apiKeyOf(args['api-key'], process.env[API_KEY_ENV])
    const out = args.out ?? DEFAULT_RECORDING
    const report = args.report ?? reportBeside(out)
    if (report === out) throw new AppError('USAGE', '--report must be another file than --out')
    for (const [flag, file] of [
      ['--out', out],
      ['--report', report],
    ] as const)
      checkWritable(flag, file, args.force === true)
    const port = portOf(args.port)
    const host = args.host ?? '127.0.0.1'
    if (isNetworkBind(host) && args['allow-network'] !== true)
      throw new AppError(
        'USAGE',
        `--host ${host} would let anyone who reaches it use your API key through the recorder; bind to 127.0.0.1, or pass --allow-network if that is meant`,
      )
    const check = await importCheck()
    const proxy = await startRecordProxy({ upstream, apiKey, host, port, out, report, check, log: (line) => process.stderr.write(`${line}\n`) }).catch((error) => {
      throw explainListenError(error, { port, host })
    })
    const stopped = new Promise<void>((resolve) => {
      const shutdown = () => {
        process.off('SIGINT', shutdown)
        process.off('SIGTERM', shutdown)
        void proxy.stop().then(resolve)
      }
      process.on('SIGINT', shutdown)
      process.on('SIGTERM', shutdown)
    })
    const ready = { event: 'ready', url: proxy.url, port: proxy.port, pid: process.pid, upstream: upstream.origin, out, report }
    process.stdout.write(
      args.json
        ? `${JSON.stringify(ready)}\n`
        : `firmbase record: forwarding ${proxy.url} to ${upstream.origin}\n  records  ${out}\n  report   ${report}\nPoint your client at ${proxy.url}; Ctrl-C stops.\n`,
    )
    await stopped
    const r = proxy.recording
    const summary = `recorded ${r.companies.size} companies, ${r.people.size} directors (${r.appointments.size} appointments) and ${r.gst.size} GST registrations to ${out}; ${r.issues.size} fields firmbase does not take in ${report}`
    // --json: the ready line is the one document on stdout.
    if (args.json) process.stderr.write(`${summary}\n`)
    else process.stdout.write(`${summary}\n`)
  },
})

/**
 * The check `firmbase import` and `serve --fixtures` make, against an empty registry of today: what it
 * refuses is left out of the file, so that the file loads as written.
 */
async function importCheck(): Promise<ImportCheck> {
  const [{ openDb }, { seedDataset }, { planFixtures }] = await Promise.all([import('../db/open.ts'), import('../seeding/seeding.ts'), import('../records/fixtures.ts')])
  const clock = createClock()
  const db = openDb(':memory:')
  await seedDataset(db, { seed: 1, companies: 0, asOf: dayOf(clock.now()), cache: false })
  // Records may carry today's date, whichever day a long recording reaches.
  return (doc) => planFixtures(db, doc, { through: dayOf(clock.now()) }).problems
}

/** --upstream: an http(s) URL without credentials in it (the key goes in --api-key). */
export function upstreamOf(raw: string | undefined): URL {
  if (raw === undefined || raw === '') throw new AppError('USAGE', '--upstream URL is required: the real service’s base URL, e.g. https://api.example.in')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new AppError('USAGE', `--upstream must be an http(s) URL, not ${JSON.stringify(raw.slice(0, 100))}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('USAGE', `--upstream must be an http(s) URL, not ${url.protocol} URL`)
  if (url.username !== '' || url.password !== '') throw new AppError('USAGE', `--upstream must not carry credentials; give the API key with --api-key or ${API_KEY_ENV}`)
  if (url.search !== '' || url.hash !== '') throw new AppError('USAGE', '--upstream is a base URL: no query or fragment')
  return url
}

/** --api-key, else the environment's; a developer key (fsk_…). Never echoed. */
export function apiKeyOf(flag: string | undefined, env: string | undefined): string {
  const key = flag !== undefined && flag !== '' ? flag : env !== undefined && env !== '' ? env : undefined
  if (key === undefined) throw new AppError('USAGE', `An API key is required: --api-key KEY or the environment variable ${API_KEY_ENV}`)
  if (!/^fsk_\S+$/.test(key)) throw new AppError('USAGE', `The API key must be a developer API key (fsk_ and more, no spaces)${flag ? '' : ` (from ${API_KEY_ENV})`}`)
  return key
}

/** `recorded.fixtures.json` → `recorded.report.json`; `x.json` → `x.report.json`. */
export const reportBeside = (out: string): string => `${out.replace(/(\.fixtures)?\.json$/i, '')}.report.json`

function checkWritable(flag: string, file: string, force: boolean): void {
  const stat = statSync(file, { throwIfNoEntry: false })
  if (stat?.isDirectory()) throw new AppError('USAGE', `${flag} ${file} is a directory; give a file name`)
  if (stat && !force) throw new AppError('USAGE', `${file} exists; give --force to overwrite it`)
  if (!statSync(dirname(file), { throwIfNoEntry: false })?.isDirectory()) throw new AppError('USAGE', `${flag} ${file}: the directory ${dirname(file)} does not exist`)
  refuseLink(file)
}

function portOf(raw: string | undefined): number {
  if (raw === undefined) return 8080
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN
  if (!(n >= 0 && n <= 65535)) throw new AppError('USAGE', `--port must be a number from 0 to 65535, not ${JSON.stringify(raw)}`)
  return n
}
