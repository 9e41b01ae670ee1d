import { pan as drawPan } from '../../../seed/generate.ts'
import type { CompanyKind } from '../../../seed/reference/values.ts'
import type { Rng } from '../../../seed/rng.ts'
import { gstinCheckChar, PAN_RE } from '../../core/registry/identifiers.ts'
import { issuer, type Issuer } from '../issue.ts'
import { readSeries } from '../series.ts'
import { bodyOf, type Context, STATE_BY_GST } from './context.ts'

// ── identifiers ──────────────────────────────────────────────────────────────

export function existingCompany(ctx: Context, cin: string): boolean {
  if (ctx.known) return ctx.known.cins.has(cin)
  return ctx.db.stmt('SELECT 1 FROM companies WHERE cin = ?').get(cin) !== undefined
}
export function existingGstin(ctx: Context, gstin: string): boolean {
  if (ctx.known) return ctx.known.gstins.has(gstin)
  return ctx.db.stmt('SELECT 1 FROM gst_registrations WHERE gstin = ?').get(gstin) !== undefined
}
/** Whether a company already bears this name, whatever its legal suffix (the registrar refuses "X LLP" beside "X PRIVATE LIMITED"). */
export function nameTaken(ctx: Context, name: string): boolean {
  const body = bodyOf(name)
  if (ctx.known) return ctx.known.names.has(body)
  // Names starting with the body and a space, on the name index (NOCASE: ' ' sorts just before '!').
  const rows = ctx.db.stmt("SELECT name FROM companies WHERE name >= ? || ' ' COLLATE NOCASE AND name < ? || '!' COLLATE NOCASE").all(body, body) as { name: string }[]
  return rows.some((r) => bodyOf(r.name) === body) || ctx.db.stmt('SELECT 1 FROM companies WHERE name = ? COLLATE NOCASE').get(name) !== undefined
}
/**
 * A generated name nobody in the database bears (MCA would refuse a taken one): `draw`n again a few
 * times, then, on a crowded register, told apart by a place word as MCA accepts ("… TEXTILES PUNE PRIVATE LIMITED").
 */
export function freeName(ctx: Context, draw: () => string, city: string): string {
  let name = draw()
  for (let k = 0; k < 20 && nameTaken(ctx, name); k++) name = draw()
  if (!nameTaken(ctx, name)) return name
  const body = bodyOf(name)
  const suffix = name.slice(body.length)
  for (let k = 1; ; k++) {
    const candidate = `${body} ${city.toUpperCase()}${k > 1 ? ` ${k}` : ''}${suffix}`
    if (!nameTaken(ctx, candidate) || k >= 1000) return candidate
  }
}
export function panTaken(ctx: Context, pan: string): boolean {
  if (ctx.reserved.pans.has(pan)) return true
  if (ctx.known) return ctx.known.pans.has(pan)
  return ctx.db.stmt('SELECT 1 FROM companies WHERE pan = ? UNION ALL SELECT 1 FROM gst_registrations WHERE pan = ? LIMIT 1').get(pan, pan) !== undefined
}

/** A new PAN of the entity type nobody holds. */
export function newPan(ctx: Context, r: Rng, entity: string, initial: string): string {
  for (;;) {
    const candidate = drawPan(r, 10_000_000 + r.int(0, 6_000_000), entity, /[A-Z]/.test(initial) ? initial : 'A')
    if (!ctx.reserved.filePans.has(candidate) && !panTaken(ctx, candidate)) {
      ctx.reserved.pans.add(candidate)
      return candidate
    }
  }
}

/** The identifier series, read when the first identifier is made: a document giving every identifier never reads them. */
export function issue(ctx: Context): Issuer {
  if (ctx.issue) return ctx.issue
  // A copy of the known series: a plan that is not written leaves them where they were.
  ctx.series = ctx.known?.series ? structuredClone(ctx.known.series) : readSeries(ctx.db)
  ctx.issue = issuer(ctx.series, (id) => {
    if (/^\d{8}$/.test(id)) {
      if (ctx.known?.dins.has(Number(id)) || ctx.reserved.dins.has(id)) return true
      return !ctx.known && ctx.db.stmt('SELECT 1 FROM directors WHERE din = ?').get(id) !== undefined
    }
    return ctx.reserved.cins.has(id) || existingCompany(ctx, id)
  })
  return ctx.issue
}

/** A new CIN (or LLPIN) for the company's facts: the next of its RoC's serials (or of the LLPINs) for its date. */
export function newCin(ctx: Context, r: Rng, c: { kind: CompanyKind | null; listed: boolean; nic: string; cinState: string; incorporated: number }): string {
  const cin =
    c.kind === null ? issue(ctx).llpin(r, c.incorporated) : issue(ctx).cin(r, { code: c.cinState, listed: c.listed, nic: c.nic, kindCode: c.kind.code, ms: c.incorporated })
  ctx.reserved.cins.add(cin)
  return cin
}

/** A new DIN, allotted on the day of the person's first appointment. */
export function newDin(ctx: Context, r: Rng, appointed: number): string {
  const din = issue(ctx).din(r, appointed)
  ctx.reserved.dins.add(din)
  return din
}

/** The GSTIN problems of a given value: structure, state code, check character. */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return `${JSON.stringify(gstin)} is not a GSTIN (15 letters and digits)`
  if (!STATE_BY_GST.has(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97') return `state code ${gstin.slice(0, 2)} is not a GST state code`
  if (!PAN_RE.test(gstin.slice(2, 12))) return `characters 3–12 (${gstin.slice(2, 12)}) are not a PAN`
  if (!/[ZDC]/.test(gstin[13])) return `the 14th character should be 'Z' (or 'D' for a tax deductor)`
  const check = gstinCheckChar(gstin.slice(0, 14))
  if (check !== gstin[14]) return `check character should be '${check}'`
  return undefined
}
