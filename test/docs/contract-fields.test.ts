// The contract's FQL field lists (docs/contract.md §6) name exactly the fields and aliases the entity
// declarations give FQL (src/core/fql/fields.ts reads them): a field declared and not listed, or listed
// and not declared, fails here, so the hand-kept list cannot drift from the code.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIELDS, type SearchType } from '../../src/core/fql/fields.ts'
import { COMPANY_FIELDS } from '../../src/entities/company.ts'
import type { Field } from '../../src/entities/field.ts'
import { APPOINTMENT_FIELDS, DIRECTOR_FIELDS, DIRECTOR_FILTER_STATE } from '../../src/entities/director.ts'
import { GST_FIELDS } from '../../src/entities/gst.ts'

const contract = readFileSync(resolve(import.meta.dirname, '../../docs/contract.md'), 'utf8')

/** The backticked names of the paragraph that starts with `start`, up to the next list item or paragraph. */
function listed(start: string): string[] {
  const from = contract.indexOf(start)
  if (from < 0) throw new Error(`docs/contract.md has no "${start}"`)
  const rest = contract.slice(from + start.length)
  const end = rest.search(/\n- |\n\n|\n {2}\S+ fields:/)
  return [...rest.slice(0, end < 0 ? undefined : end).matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((m) => m[1])
}

describe('the contract lists the declared FQL fields', () => {
  it.each<[SearchType, string]>([
    ['company', '- Company fields:'],
    ['gst', 'GST fields:'],
  ])('%s fields: every name and alias, and no other', (type, start) => {
    const declared = FIELDS[type].flatMap((f) => [f.name, ...(f.aliases ?? [])])
    // Section letters (`'C'`) and operators (`IN`) in the paragraph's examples are not field names.
    const inContract = listed(start).filter((n) => !/^[A-Z]$/.test(n) && n !== 'IN')
    expect(new Set(inContract)).toEqual(new Set(declared))
  })
})

describe('the contract lists the declared filter parameters', () => {
  /** The backticked names of the endpoint's row (its request cell), as the contract's endpoint table has them. */
  const params = (path: string) => {
    const row = contract.split('\n').find((l) => l.startsWith(`| GET | ${path} |`))
    if (!row) throw new Error(`docs/contract.md has no row for ${path}`)
    return [...row.split(' | ')[2].matchAll(/`([A-Za-z][A-Za-z0-9_]*)`/g)].map((m) => m[1])
  }
  const declared = (fields: readonly Field[]) =>
    fields.flatMap((f) => {
      if (!f.filter) return []
      const names = [f.filter.param, ...(f.filter.aliases ?? [])]
      return f.filter.match === 'range' ? names.flatMap((n) => [`${n}_start`, `${n}_end`]) : names
    })

  it.each<[string, readonly Field[], string[]]>([
    ['/api/company/company-filter', COMPANY_FIELDS, []],
    ['/api/gst/gst-filter', GST_FIELDS, []],
    ['/api/company/director-filter (alias /api/director/director-filter)', [...DIRECTOR_FIELDS, ...APPOINTMENT_FIELDS], [DIRECTOR_FILTER_STATE.param]],
  ])('%s: every parameter and alias, and no other', (path, fields, more) => {
    expect(new Set(params(path).filter((p) => p !== 'page' && p !== 'limit'))).toEqual(new Set([...declared(fields), ...more]))
  })
})
