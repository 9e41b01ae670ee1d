import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { asciiSource } from '../../scripts/ascii-source.ts'

describe('asciiSource (the builds keep bundles one byte per character)', () => {
  const source = `
    const h = (strings, ...values) => strings.reduce((out, s, i) => out + s + (values[i] ?? ''), '')
    const café = '₹ 12,34,567 — “quoted”';
    /* a comment → with an arrow */
    ({ string: café, template: h\`<p>Order “\${café}”…</p>\`, regex: /^[\\w$\\x80-\uFFFC]+$/.test('nāme'), emoji: '😀'.length })
  `
  it('writes every non-ASCII character as an escape and evaluates to the same values', () => {
    const escaped = asciiSource(source, 'sample')
    expect(/[^\x00-\x7f]/.test(escaped)).toBe(false)
    expect(runInNewContext(escaped)).toEqual(runInNewContext(source))
    expect(runInNewContext(escaped)).toMatchObject({ string: '₹ 12,34,567 — “quoted”', regex: true, emoji: 2 })
  })

  it('refuses a non-ASCII character after a backslash, whose escape would change its meaning', () => {
    expect(() => asciiSource("const s = '\\é'", 'sample')).toThrow(/follows a backslash/)
  })
})
