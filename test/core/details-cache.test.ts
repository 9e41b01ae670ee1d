import { describe, expect, it } from 'vitest'
import { companyDetails, directorDetails, gstDetails, recordJson } from '../../src/core/registry/details.ts'
import { forgetDataset } from '../../src/db/dataset-cache.ts'
import { seededDb } from '../_setup.ts'

describe('details records kept on the main thread', () => {
  it('a record read again is the kept one, frozen with its lists; forgotten when the server idles', async () => {
    const db = await seededDb()
    const { cin, din, gstin } = db.sqlite
      .prepare('SELECT c.cin, a.din, g.gstin FROM companies c JOIN director_appointments a ON a.cin = c.cin JOIN gst_registrations g ON g.pan = c.pan LIMIT 1')
      .get() as { cin: string; din: string; gstin: string }
    for (const read of [() => companyDetails(db, cin), () => directorDetails(db, din), () => gstDetails(db, gstin)]) {
      const first = read()
      expect(read()).toBe(first)
      expect(Object.isFrozen(first)).toBe(true)
      expect(JSON.parse(recordJson(first))).toEqual(first)
    }
    const director = directorDetails(db, din)
    expect(Object.isFrozen(director.companies)).toBe(true)
    expect(Object.isFrozen(director.companies[0])).toBe(true)
    const before = companyDetails(db, cin)
    forgetDataset(db)
    const after = companyDetails(db, cin)
    expect(after).not.toBe(before)
    expect(after).toEqual(before)
    db.close()
  })

  it('an unknown identifier is a 404 each time, and nothing is kept for it', async () => {
    const db = await seededDb()
    for (let i = 0; i < 2; i++) expect(() => companyDetails(db, 'U00000XX0000PTC000000')).toThrow(/No company/)
    db.close()
  })
})
