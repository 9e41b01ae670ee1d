// Identifier formats of the Indian registries, shared by the data generator (to make valid values)
// and request validation (to answer 422 for malformed ones).
export const CIN_RE = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/
export const LLPIN_RE = /^[A-Z]{3}-\d{4}$/
export const DIN_RE = /^\d{8}$/
export const PAN_RE = /^[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z]$/
export const GSTIN_RE = /^(0[1-9]|[12][0-9]|3[0-8]|97)[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z][1-9A-Z][ZDC][0-9A-Z]$/

const GST_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const p = GST_CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(p / 36) + (p % 36)
  }
  return GST_CHARSET[(36 - (sum % 36)) % 36]
}

/** Company identifiers: a CIN, or an LLPIN for LLPs. */
export const isCompanyId = (s: string): boolean => CIN_RE.test(s) || LLPIN_RE.test(s)
export const isDin = (s: string): boolean => DIN_RE.test(s) && s !== '00000000'
export const isPan = (s: string): boolean => PAN_RE.test(s) && s.slice(5, 9) !== '0000'
export const isGstin = (s: string): boolean => GSTIN_RE.test(s) && gstinCheckChar(s.slice(0, 14)) === s[14]

export type EntityType = 'company' | 'director' | 'gst'

export function isIdentifierOf(type: EntityType, s: string): boolean {
  return type === 'company' ? isCompanyId(s) : type === 'director' ? isDin(s) : isGstin(s)
}
