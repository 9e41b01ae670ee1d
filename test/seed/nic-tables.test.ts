import { describe, expect, it } from 'vitest'
import { NIC_CODES, NIC_DIVISIONS } from '../../seed/reference/nic.ts'
import {
  NIC_1998_LEGACY,
  NIC_2004,
  NIC_2004_ABRIDGED,
  NIC_2004_BY_CODE,
  NIC_2004_CLASS_TITLES,
  NIC_2004_DIVISIONS,
  NIC_2004_SECTIONS,
  NIC_2008_TO_2004,
  NIC_2008_TO_2004_NOTES,
  NIC_2008_WITHOUT_2004,
  nic2004SectionOf,
} from '../../seed/reference/nic-2004.ts'
import { NIC_2008, NIC_2008_BY_CODE, NIC_2008_MISPRINTS } from '../../seed/reference/nic-2008.ts'

const FIVE_DIGITS = /^\d{5}$/
const unique = (codes: readonly string[]) => new Set(codes).size === codes.length

describe('NIC 2008 sub-classes', () => {
  it('are the 1,304 five-digit codes, unique, each in a known division', () => {
    expect(NIC_2008).toHaveLength(1304)
    expect(NIC_2008.every((n) => FIVE_DIGITS.test(n.code) && n.description.length > 0)).toBe(true)
    expect(unique(NIC_2008.map((n) => n.code))).toBe(true)
    expect(NIC_2008.filter((n) => NIC_DIVISIONS[n.division] === undefined)).toEqual([])
  })

  it("hold every code of the generator's list, whose descriptions are MoSPI's", () => {
    expect(NIC_CODES.filter((n) => !NIC_2008_BY_CODE.has(n.code)).map((n) => n.code)).toEqual([])
    for (const n of NIC_CODES) expect(n.description).toBe(NIC_2008_BY_CODE.get(n.code)?.description)
    // Descriptions the generator's own list once gave wrongly (10306 as juices, 24201 as gold).
    expect(NIC_CODES.find((n) => n.code === '10306')?.description ?? NIC_2008_BY_CODE.get('10306')?.description).toMatch(/pickles/i)
  })

  it('map each misprinted code to a sub-class of the class it was printed in', () => {
    for (const [printed, code] of Object.entries(NIC_2008_MISPRINTS)) {
      expect(NIC_2008_BY_CODE.has(printed)).toBe(false)
      expect(NIC_2008_BY_CODE.has(code)).toBe(true)
    }
  })

  it('carry MoSPI wording', () => {
    expect(NIC_2008_BY_CODE.get('62099')?.description).toBe('Other information technology and computer service activities n.e.c')
    expect(NIC_2008_BY_CODE.get('62011')?.description).toBe('Writing, modifying, testing of computer program to meet the needs of a particular client excluding web-page designing')
    expect(NIC_2008_BY_CODE.get('65110')?.description).toBe('Life insurance')
    expect(NIC_2008_BY_CODE.get('64920')?.description).toBe('Other credit granting')
    // A description MoSPI's workbook cuts at 200 characters is whole.
    expect(NIC_2008_BY_CODE.get('10799')?.description).toMatch(/\(this excludes the activities covered under 10619\)$/)
  })
})

describe('NIC 2004', () => {
  it('has sections and 2-digit divisions, each division in a section', () => {
    expect(Object.keys(NIC_2004_SECTIONS)).toHaveLength(17)
    expect(Object.keys(NIC_2004_DIVISIONS).every((d) => /^\d{2}$/.test(d) && NIC_2004_SECTIONS[nic2004SectionOf(d)] !== undefined)).toBe(true)
  })

  it('sub-classes are five digits, unique, each in a NIC 2004 division', () => {
    expect(NIC_2004.length).toBeGreaterThan(1100)
    expect(NIC_2004.every((n) => FIVE_DIGITS.test(n.code) && n.description.length > 0)).toBe(true)
    expect(unique(NIC_2004.map((n) => n.code))).toBe(true)
    expect(NIC_2004.filter((n) => NIC_2004_DIVISIONS[n.division] === undefined)).toEqual([])
  })

  it('marks abridged and class-title descriptions', () => {
    expect(NIC_2004_ABRIDGED.has('01211')).toBe(true)
    expect(NIC_2004_ABRIDGED.has('65921')).toBe(false)
    for (const code of NIC_2004_CLASS_TITLES) expect(NIC_2004_BY_CODE.has(code)).toBe(true)
  })

  it('holds the codes common in MCA data', () => {
    const common = [
      '74999',
      '74140',
      '72900',
      '70109',
      '70200',
      '65921',
      '65923',
      '65999',
      '67120',
      '51909',
      '52190',
      '45201',
      '45202',
      '55101',
      '24232',
      '15311',
      '17115',
      '01119',
      '11101',
      '40109',
    ]
    expect(common.filter((c) => !NIC_2004_BY_CODE.has(c) && NIC_1998_LEGACY[c] === undefined)).toEqual([])
  })

  it('carries MoSPI wording', () => {
    expect(NIC_2004_BY_CODE.get('65921')?.description).toBe('Activities of hire-purchase financing')
    expect(NIC_2004_BY_CODE.get('74999')?.description).toBe('Other business activities n.e.c.')
    expect(NIC_2004_BY_CODE.get('70109')?.description).toBe('Real estate activities with own or leased property n.e.c.')
    expect(NIC_2004_BY_CODE.get('51909')?.description).toBe('Other wholesale n.e.c.')
    expect(NIC_2004_BY_CODE.get('15311')?.description).toBe('Flour milling')
    expect(NIC_2004_BY_CODE.get('24232')?.description).toBe('Manufacture of allopathic pharmaceutical preparations')
    expect(NIC_2004_BY_CODE.get('67120')?.description).toMatch(/^Security dealing activities\./)
    // Software in NIC 2004 is 7221/7229; 72200 ("software consultancy and supply") is NIC 1998's code.
    expect(NIC_2004_BY_CODE.get('72291')?.description).toMatch(/^Analysis, design and programming of custom software/)
    expect(NIC_2004_BY_CODE.has('72200')).toBe(false)
    expect(NIC_1998_LEGACY['72200']).toBe('Software consultancy and supply')
  })
})

describe('NIC 2008 to NIC 2004 concordance', () => {
  it('maps NIC 2008 sub-classes of the table to NIC 2004 sub-classes of the table', () => {
    for (const [nic2008, nic2004] of Object.entries(NIC_2008_TO_2004)) {
      expect(NIC_2008_BY_CODE.has(nic2008), nic2008).toBe(true)
      expect(NIC_2004_BY_CODE.has(nic2004), `${nic2008} → ${nic2004}`).toBe(true)
    }
    for (const nic2008 of Object.keys(NIC_2008_TO_2004_NOTES)) expect(NIC_2008_TO_2004[nic2008]).toBeDefined()
  })

  it('covers every NIC 2008 code the generator draws, but those listed as without a counterpart', () => {
    const drawn = NIC_CODES.map((n) => n.code).filter((c) => NIC_2008_BY_CODE.has(c))
    expect(drawn.filter((c) => NIC_2008_TO_2004[c] === undefined).sort()).toEqual([...NIC_2008_WITHOUT_2004].sort())
    expect(Object.keys(NIC_2008_TO_2004).every((c) => drawn.includes(c))).toBe(true)
  })

  it('keeps known pairs', () => {
    expect(NIC_2008_TO_2004['62011']).toBe('72291')
    expect(NIC_2008_TO_2004['64920']).toBe('65923')
    expect(NIC_2008_TO_2004['70200']).toBe('74140')
    expect(NIC_2008_TO_2004['74909']).toBe('74999')
    expect(NIC_2008_TO_2004['21002']).toBe('24232')
  })
})
