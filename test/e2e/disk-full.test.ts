// A database on a small tmpfs that fills up under the running server (needs root for mount; CI runs
// as root). Writes get 507 with one log line, reads keep answering with their usage counted exactly,
// and once space is freed writes work again.
import { spawnSync } from 'node:child_process'
import { closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { call, credentials, login, seededCopy, serve, type Served } from './_process.ts'

const mountPoint = join(mkdtempSync(join(tmpdir(), 'fb-tmpfs-')), 'disk')
mkdirSync(mountPoint)
let mounted = false
const mount = (bytes: number) => {
  mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', mountPoint]).status === 0
  return mounted
}
let s: Served | undefined
afterEach(() => {
  if (s && s.child.exitCode === null) s.child.kill('SIGKILL')
})
afterAll(() => {
  if (mounted) spawnSync('umount', ['-l', mountPoint])
})

/** Fills the filesystem with a file until the next write fails for lack of space. */
function fillUp(file: string): void {
  const fd = openSync(file, 'w')
  const chunk = Buffer.alloc(64 * 1024, 1)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}

const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0

describe('disk full (process, tmpfs)', () => {
  it.skipIf(!canMount)(
    'orders answer 507 STORAGE_FULL, reads keep answering and counting exactly, writes resume when space returns',
    async () => {
      const source = seededCopy()
      expect(mount(statSync(source).size + 40 * 1024 * 1024)).toBe(true)
      const db = join(mountPoint, 'firmbase.db')
      copyFileSync(source, db)
      s = await serve(db)
      const token = await login(s.port, credentials(db).premium.apiKey)
      const raw = new Database(db, { readonly: true })
      const cin = (raw.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
      const order = (i: number) =>
        call(s!.port, 'POST', '/api/orders/normal', { token, body: { orderName: `o${i}`, paymentOption: 'credits', items: [{ type: 'company', number: cin }] } })
      const details = () => call(s!.port, 'GET', `/api/company/details?cin=${cin}`, { token })
      expect((await order(0)).status).toBe(201)
      expect((await details()).status).toBe(200)

      fillUp(join(mountPoint, 'filler'))
      let refused: Awaited<ReturnType<typeof order>> | undefined
      let acknowledged = 1
      for (let i = 1; i < 2000 && !refused; i++) {
        const res = await order(i)
        if (res.status === 201) acknowledged++
        else refused = res
      }
      expect(refused?.status).toBe(507)
      expect(JSON.parse(refused!.body)).toEqual({ detail: expect.any(String), code: 'STORAGE_FULL' })
      expect((await call(s.port, 'POST', '/api/watchlist', { token, body: { name: 'w', type: 'company' } })).status).toBe(507)

      // Reads: answered, and each one's count is on disk (the freed reserve holds the counters).
      const usage = () =>
        (
          raw.prepare("SELECT count FROM usage_counters u JOIN users ON users.id = u.user_id WHERE users.email = 'premium@firmbase.local' AND class = 'details'").get() as {
            count: number
          }
        ).count
      const before = usage()
      for (let i = 0; i < 20; i++) expect((await details()).status).toBe(200)
      expect(usage()).toBe(before + 20)
      expect((await call(s.port, 'GET', '/healthz')).status).toBe(200)
      expect(
        s
          .stderr()
          .split('\n')
          .filter((l) => l.includes('storage full')),
      ).toHaveLength(1)
      expect((raw.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(acknowledged)

      rmSync(join(mountPoint, 'filler'))
      await new Promise((r) => setTimeout(r, 1100)) // free space is looked at once a second
      expect((await order(9999)).status).toBe(201)
      expect(s.stderr()).toMatch(/storage writable again/)
      raw.close()
      s.child.kill('SIGTERM')
      expect(await s.exit).toBe(0)
    },
    60_000,
  )

  it.skipIf(!canMount)(
    'a small disk (12 MB tmpfs, a small database): the reserve fits it, reads keep answering, writes resume within a second of space returning',
    async () => {
      if (mounted) spawnSync('umount', ['-l', mountPoint])
      expect(mount(12 * 1024 * 1024)).toBe(true)
      const db = join(mountPoint, 'small.db')
      s = await serve(db, ['--companies', '200', '--seed', '3'])
      // Sized to the database and the room there is, not a fixed 16 MiB that a 12 MB disk cannot hold twice.
      const reserve = statSync(`${db}-reserve`).size
      expect(reserve).toBeGreaterThan(0)
      expect(reserve).toBeLessThan(2 * 1024 * 1024)
      const token = await login(s.port, credentials(db).premium.apiKey)
      const raw = new Database(db, { readonly: true })
      const cin = (raw.prepare('SELECT cin FROM companies LIMIT 1').get() as { cin: string }).cin
      raw.close()
      const order = (i: number) =>
        call(s!.port, 'POST', '/api/orders/normal', { token, body: { orderName: `o${i}`, paymentOption: 'credits', items: [{ type: 'company', number: cin }] } })
      fillUp(join(mountPoint, 'filler'))
      let status = 201
      for (let i = 0; i < 2000 && status === 201; i++) status = (await order(i)).status
      expect(status).toBe(507)
      const details = () => call(s!.port, 'GET', `/api/company/details?cin=${cin}`, { token })
      for (let i = 0; i < 10; i++) expect((await details()).status).toBe(200)
      // Every read keeps answering, whatever its method: FQL search and recently registered are POSTs.
      const reads = async () => {
        const asked = [
          call(s!.port, 'POST', '/api/screener/search', { token, body: { type: 'company', query: "companyName CONTAINS 'a'", limit: 5 } }),
          call(s!.port, 'POST', '/api/screener/search', { token, body: { type: 'gst', query: "Status == 'Active'", limit: 5 } }),
          call(s!.port, 'POST', '/api/recently-registered/companies', { token, body: { from_date: '2000-01-01' } }),
          call(s!.port, 'POST', '/api/recently-registered/directors', { token, body: {} }),
          call(s!.port, 'GET', '/api/company/company-filter?company=a&limit=5', { token }),
          call(s!.port, 'GET', '/api/company/director-filter?firstName=a&limit=5', { token }),
          call(s!.port, 'GET', '/api/gst/gst-filter?TradeName=&Status=Active&limit=5', { token }),
        ]
        for (const r of await Promise.all(asked)) expect(r.status, r.body).toBe(200)
      }
      await reads()
      // The room the reserve gave back is taken too: reads still answer, their counts kept in memory
      // (exact against the limit) and saved once there is room, each one once.
      const counted = () => {
        const ro = new Database(db, { readonly: true })
        const row = ro
          .prepare("SELECT count FROM usage_counters u JOIN users ON users.id = u.user_id WHERE users.email = 'premium@firmbase.local' AND class = 'details'")
          .get() as { count: number }
        ro.close()
        return row.count
      }
      const before = counted()
      fillUp(join(mountPoint, 'filler-2'))
      for (let i = 0; i < 25; i++) expect((await details()).status).toBe(200)
      await reads()
      expect((await call(s.port, 'POST', '/api/watchlist', { token, body: { name: 'w', type: 'company' } })).status).toBe(507)
      rmSync(join(mountPoint, 'filler'))
      rmSync(join(mountPoint, 'filler-2'))
      await new Promise((r) => setTimeout(r, 1100))
      expect((await order(9999)).status).toBe(201)
      await new Promise((r) => setTimeout(r, 1100))
      expect(counted()).toBe(before + 25)
      s.child.kill('SIGTERM')
      expect(await s.exit).toBe(0)
    },
    60_000,
  )
})
