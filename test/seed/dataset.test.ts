// The generated dataset checked by validators written here, independently of the generator.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DIN_START, dinAllotter } from '../../seed/serials.ts'
import { readNic } from '../../seed/reference/nic-editions.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { openDb, type Db } from '../../src/db/open.ts'

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
function gstinValid(g: string): boolean {
  if (!/^(0[1-9]|[12]\d|3[0-8]|97)[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z][1-9A-Z][ZD][0-9A-Z]$/.test(g)) return false
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(g[i]) * (i % 2 ? 2 : 1)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] === g[14]
}
const CIN = /^([LU])(\d{5})([A-Z]{2})(\d{4})([A-Z]{3})(\d{6})$/
const LLPIN = /^[A-Z]{3}-\d{4}$/
const PAN = /^[A-Z]{3}([ABCFGHLJPTK])[A-Z](\d{4})[A-Z]$/
const PIN = /^[1-9]\d{5}$/
const AS_OF = '2026-11-21'
const MONTH_AGO = '2026-10-22'

describe('generated dataset (10k companies)', () => {
  let db: Db
  let q: <T = any>(sql: string, ...p: unknown[]) => T[]
  beforeAll(async () => {
    db = openDb(':memory:')
    await seedDataset(db, { seed: 7, companies: 10_000, asOf: AS_OF })
    q = (sql, ...p) => db.sqlite.prepare(sql).all(...p) as any[]
  }, 60_000)

  it('has the requested companies, ~15% LLPs, ~62% active', () => {
    const [c] = q("SELECT count(*) n, sum(company_type = 'LLP') llp, sum(status = 'Active') active FROM companies")
    expect(c.n).toBe(10_000)
    expect(c.llp / c.n).toBeGreaterThan(0.12)
    expect(c.llp / c.n).toBeLessThan(0.18)
    expect(c.active / c.n).toBeGreaterThan(0.58)
    expect(c.active / c.n).toBeLessThan(0.7)
  })

  it('every CIN and LLPIN is well formed and consistent with the record', () => {
    const states = new Map(q<{ name: string; cin_code: string }>('SELECT name, cin_code FROM ref_states').map((s) => [s.name, s.cin_code]))
    for (const c of q('SELECT * FROM companies')) {
      if (c.company_type === 'LLP') {
        expect(c.cin).toMatch(LLPIN)
        expect(c.date_of_incorporation >= '2009-04-01').toBe(true)
        continue
      }
      const m = CIN.exec(c.cin)
      expect(m, c.cin).not.toBeNull()
      const [, listing, nic, state, year, type] = m!
      expect(year).toBe(c.date_of_incorporation.slice(0, 4))
      expect(nic).toBe(c.nic_code)
      expect(listing === 'L').toBe(c.listed === 'Listed')
      // PN (RoC Pune) and TZ (RoC Coimbatore) are the second codes of Maharashtra and Tamil Nadu.
      expect([states.get(c.state), c.state === 'Maharashtra' ? 'PN' : c.state === 'Tamil Nadu' ? 'TZ' : null]).toContain(state)
      // A section 8 company (NPL) is private by shares or public by guarantee.
      const cls = { PTC: 'Private', FTC: 'Private', ULT: 'Private', OPC: 'One Person Company', PLC: 'Public', GOI: 'Public', SGC: 'Public' }[type as 'PTC']
      if (type === 'NPL') expect([c.class, c.category], type).toEqual(c.class === 'Private' ? ['Private', 'Company limited by shares'] : ['Public', 'Company limited by guarantee'])
      else expect(cls, type).toBe(c.class)
      if (type === 'PTC') expect(c.name).toMatch(/ PRIVATE LIMITED$/)
      if (type === 'OPC') expect(c.name).toMatch(/ \(OPC\) PRIVATE LIMITED$/)
    }
  })

  it('CIN serials grow with incorporation date within each state code', () => {
    const rows = q<{ cin: string }>("SELECT cin FROM companies WHERE company_type = 'Company' ORDER BY date_of_incorporation, substr(cin, 16)")
    const last = new Map<string, number>()
    let violations = 0
    for (const { cin } of rows) {
      const code = cin.slice(6, 8)
      const serial = Number(cin.slice(15))
      if (serial < (last.get(code) ?? 0)) violations++
      last.set(code, serial)
    }
    expect(violations).toBe(0)
  })

  it('PAN, PIN, capital and names hold their rules', () => {
    for (const c of q('SELECT * FROM companies')) {
      const pan = PAN.exec(c.pan)
      expect(pan, c.pan).not.toBeNull()
      expect(pan![1]).toBe(c.company_type === 'LLP' ? 'F' : 'C')
      expect(pan![2]).not.toBe('0000')
      expect(c.pincode).toMatch(PIN)
      expect(c.paid_up_capital).toBeLessThanOrEqual(c.authorised_capital)
      if (c.company_type === 'LLP') expect(c.name).toMatch(/ LLP$/)
    }
    const [dup] = q('SELECT count(*) - count(DISTINCT pan) d, count(*) - count(DISTINCT name) n FROM companies')
    expect(dup).toEqual({ d: 0, n: 0 })
  })

  it('RoC, Regional Director, NIC division and contact details agree with the record', () => {
    const states = new Map(q<{ name: string; roc_code: string; regional_director: string }>('SELECT * FROM ref_states').map((s) => [s.name, s]))
    const nic = new Map(q<{ code: string; description: string; division: string }>('SELECT * FROM ref_nic').map((n) => [n.code, n]))
    const secondRoc: Record<string, string> = { PN: 'RoC-Pune', TZ: 'RoC-Coimbatore' }
    for (const c of q('SELECT * FROM companies')) {
      const state = states.get(c.state)!
      if (c.company_type === 'LLP') expect([state.roc_code, ...Object.values(secondRoc)], c.cin).toContain(c.roc_code)
      else expect(c.roc_code, c.cin).toBe(secondRoc[c.cin.slice(6, 8)] ?? state.roc_code)
      expect(c.regional_director).toBe(state.regional_director)
      // The code it was registered with, in that code's edition (NIC 2004 for older companies).
      const registered = readNic(c.nic_code, Number(c.date_of_incorporation.slice(0, 4)))
      expect(registered?.description, c.nic_code).toBe(c.nic_description)
      expect(c.main_division).toBe(c.nic_code.slice(0, 2))
      expect(c.main_division_description).toBe(registered!.divisionDescription)
      if (registered!.edition === '2008') expect(nic.get(c.nic_code)!.division).toBe(c.main_division)
      if (c.email !== null) expect(c.email).toMatch(/^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      if (c.phone !== null) expect(c.phone).toMatch(/^[6-9]\d{9}$/)
    }
    const [contact] = q('SELECT count(email) * 1.0 / count(*) e, count(phone) * 1.0 / count(*) p FROM companies')
    expect(contact.e).toBeGreaterThan(0.8)
    expect(contact.p).toBeGreaterThan(0.7)
    // A RoC has jurisdiction over a place: companies and LLPs of one city share it.
    expect(q('SELECT state, city FROM companies GROUP BY state, city HAVING count(DISTINCT roc_code) > 1')).toEqual([])
  })

  it('PIN prefixes fit the state', () => {
    const prefixes = new Map(q<{ name: string; pin_prefixes: string }>('SELECT name, pin_prefixes FROM ref_states').map((s) => [s.name, JSON.parse(s.pin_prefixes) as string[]]))
    for (const table of ['companies', 'gst_registrations']) {
      for (const r of q(`SELECT state, pincode FROM ${table}`)) expect(prefixes.get(r.state), `${r.state} ${r.pincode}`).toContain(r.pincode.slice(0, 3))
    }
  })

  it('every DIN is 8 digits and unique; appointments link real people and companies, after incorporation', () => {
    for (const d of q('SELECT din FROM directors')) expect(d.din).toMatch(/^\d{8}$/)
    const [orphans] = q(`SELECT
      (SELECT count(*) FROM director_appointments a LEFT JOIN directors d USING (din) WHERE d.din IS NULL) AS no_person,
      (SELECT count(*) FROM director_appointments a LEFT JOIN companies c USING (cin) WHERE c.cin IS NULL) AS no_company,
      (SELECT count(*) FROM director_appointments a JOIN companies c USING (cin) WHERE a.date_of_appointment < c.date_of_incorporation) AS too_early,
      (SELECT count(*) FROM director_appointments WHERE date_of_cessation IS NOT NULL AND date_of_cessation <= date_of_appointment) AS bad_cessation,
      (SELECT count(*) FROM companies c WHERE NOT EXISTS (SELECT 1 FROM director_appointments a WHERE a.cin = c.cin)) AS boardless`)
    expect(orphans).toEqual({ no_person: 0, no_company: 0, too_early: 0, bad_cessation: 0, boardless: 0 })
    const [multi] = q('SELECT count(*) n FROM (SELECT din FROM director_appointments GROUP BY din HAVING count(*) > 1)')
    expect(multi.n).toBeGreaterThan(100)
    const [counts] = q('SELECT max(n) mx, min(n) mn FROM (SELECT count(*) n FROM director_appointments GROUP BY cin)')
    expect(counts.mn).toBe(1) // one-person companies
    expect(counts.mx).toBeLessThanOrEqual(20)
  })

  it('DINs stay unique, 8 digits and in date order however many are allotted on a day (5M-company datasets)', () => {
    const allot = dinAllotter()
    const day = Date.UTC(2024, 0, 1)
    let last = 0
    // 50,000 people on one day overflow it: they spill to the next days, numbers still rising.
    for (let i = 0; i < 50_000; i++) {
      const din = allot(day, 2)
      expect(din).toBeGreaterThan(last)
      last = din
    }
    expect(allot(day + 400 * 86_400_000, 1)).toBeGreaterThan(last)
    expect(allot(Date.UTC(1985, 0, 1), 1)).toBeLessThan(100_000) // directors from before DINs got the first ones
    expect(allot(DIN_START, 1)).toBeLessThan(allot(Date.UTC(2010, 0, 1), 1))
    // About 13.5M directors for 5M companies: even all allotted after today they end far below 10^8.
    expect(last + 13_500_000).toBeLessThan(99_999_999)
  })

  it('every GSTIN is valid with its check character, and agrees with PAN, state and company', () => {
    const codes = new Map(q<{ name: string; gst_code: string }>('SELECT name, gst_code FROM ref_states').map((s) => [s.name, s.gst_code]))
    const rows = q('SELECT g.*, c.pan AS company_pan, c.date_of_incorporation AS inc, c.status AS cstatus FROM gst_registrations g LEFT JOIN companies c ON c.cin = g.cin')
    let closedCancelled = 0
    let closed = 0
    for (const g of rows) {
      expect(gstinValid(g.gstin), g.gstin).toBe(true)
      expect(g.gstin.slice(2, 12)).toBe(g.pan)
      expect(g.gstin.slice(0, 2)).toBe(codes.get(g.state))
      expect(g.date_of_registration >= '2017-07-01').toBe(true)
      expect(g.date_of_registration <= AS_OF).toBe(true)
      if (g.cin) {
        expect(g.pan).toBe(g.company_pan)
        expect(g.date_of_registration >= g.inc).toBe(true)
        if (['Struck Off', 'Amalgamated', 'Under Liquidation', 'Under Process of Striking Off'].includes(g.cstatus)) {
          closed++
          if (g.status === 'Cancelled') closedCancelled++
        }
      } else {
        // Proprietors, firms, government departments (Tax Deductors) and foreign companies (non-residents).
        expect(['P', 'F', 'G', 'C']).toContain(g.pan[3])
      }
    }
    expect(closedCancelled / closed).toBeGreaterThan(0.7)
    const [share] = q('SELECT count(DISTINCT cin) * 1.0 / (SELECT count(*) FROM companies) s FROM gst_registrations WHERE cin IS NOT NULL')
    expect(share.s).toBeGreaterThan(0.65)
    expect(share.s).toBeLessThan(0.75)
  })

  it('goods-producing industries declare HSN codes, services SAC codes', () => {
    const [m] = q(`SELECT sum(hsn_codes != '[]') * 1.0 / count(*) s FROM gst_registrations g JOIN companies c USING (cin) WHERE c.main_division BETWEEN '10' AND '33'`)
    expect(m.s).toBeGreaterThan(0.9)
    const [it] = q(`SELECT sum(sac_codes != '[]') * 1.0 / count(*) s FROM gst_registrations g JOIN companies c USING (cin) WHERE c.main_division = '62'`)
    expect(it.s).toBeGreaterThan(0.9)
    // Every list is a JSON array of distinct strings; the codes exist in the reference tables.
    const hsnCodes = new Set(q<{ code: string }>('SELECT code FROM ref_hsn').map((r) => r.code))
    const sacCodes = new Set(q<{ code: string }>('SELECT code FROM ref_sac').map((r) => r.code))
    for (const g of q('SELECT business_activities, hsn_codes, sac_codes FROM gst_registrations')) {
      const [activities, hsn, sac] = [g.business_activities, g.hsn_codes, g.sac_codes].map((v: string) => JSON.parse(v) as unknown[])
      for (const list of [activities, hsn, sac]) {
        expect(list.every((v) => typeof v === 'string')).toBe(true)
        expect(new Set(list).size).toBe(list.length)
      }
      expect(activities.length).toBeGreaterThan(0)
      for (const code of hsn as string[]) expect(hsnCodes.has(code), code).toBe(true)
      for (const code of sac as string[]) expect(sacCodes.has(code), code).toBe(true)
    }
  })

  it('recent windows are never empty', () => {
    const [r] = q(
      `SELECT (SELECT count(*) FROM companies WHERE date_of_incorporation >= ?) c,
              (SELECT count(*) FROM director_appointments WHERE date_of_appointment >= ?) d,
              (SELECT count(*) FROM gst_registrations WHERE date_of_registration >= ?) g`,
      MONTH_AGO,
      MONTH_AGO,
      MONTH_AGO,
    )
    // Companies at the seeded curve's rate at its end (≈ 0.4% of the registry a month: 40 at 10k).
    expect(r.c).toBeGreaterThan(25)
    expect(r.d).toBeGreaterThan(50)
    expect(r.g).toBeGreaterThan(50)
  })

  it('passes the integrity and foreign-key check (loaded with foreign keys off)', async () => {
    const { checkDb } = await import('../../src/db/admin.ts')
    expect(checkDb(db)).toEqual({ ok: true, problems: [] })
  })

  it('reference tables carry real code lists', () => {
    expect(q("SELECT description FROM ref_nic WHERE code = '62011'")[0].description).toMatch(/computer program/)
    expect(q("SELECT section, chapter FROM ref_hsn WHERE code = '8471'")[0]).toEqual({ section: 'XVI', chapter: 84 })
    expect(q("SELECT description FROM ref_sac WHERE code = '998313'")[0].description).toMatch(/IT\) consulting/)
    expect(q('SELECT count(*) n FROM ref_states')[0].n).toBe(36)
    expect(q('SELECT count(*) n FROM ref_hsn')[0].n).toBeGreaterThan(250)
  })
})

describe('determinism', () => {
  const run = async (seed: number, companies = 800) => {
    const db = openDb(':memory:')
    const r = await seedDataset(db, { seed, companies, asOf: '2026-06-30' })
    const dump = (db.sqlite.prepare('SELECT * FROM companies ORDER BY cin').all() as object[]).map((r) => JSON.stringify(r)).join('\n')
    db.close()
    return { fingerprint: r.fingerprint, dump }
  }

  it('same arguments → same rows and fingerprint; another seed → another fingerprint', async () => {
    const a = await run(42)
    const b = await run(42)
    expect(b.fingerprint).toBe(a.fingerprint)
    expect(b.dump).toBe(a.dump)
    expect((await run(43)).fingerprint).not.toBe(a.fingerprint)
    expect((await run(42, 801)).fingerprint).not.toBe(a.fingerprint)
  })

  it('keeps WAL and synchronous=NORMAL while loading: a crash mid-seed cannot corrupt accounts in the same file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fb-seed-')), 'db.sqlite')
    const db = openDb(file)
    const modes = new Set<string>()
    await seedDataset(db, { seed: 1, companies: 10_000, asOf: '2026-06-30' }, () => {
      modes.add(`${db.sqlite.pragma('journal_mode', { simple: true })}/${db.sqlite.pragma('synchronous', { simple: true })}`)
    })
    expect([...modes]).toEqual(['wal/1'])
    db.close()
  }, 60_000)

  it('refuses to overwrite without reset; an interrupted seed is never taken as complete', async () => {
    const { datasetState } = await import('../../src/seeding/seeding.ts')
    const db = openDb(':memory:')
    await seedDataset(db, { seed: 1, companies: 50, asOf: '2026-06-30' })
    await expect(seedDataset(db, { seed: 1, companies: 50, asOf: '2026-06-30' })).rejects.toThrow(/--reset/)
    expect(datasetState(db)).toBe('complete')
    db.sqlite.exec("DELETE FROM settings WHERE key = 'dataset'") // what a crash before the marker leaves
    expect(datasetState(db)).toBe('incomplete')
  })
})
