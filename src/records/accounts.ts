// The accounts of a fixture document: users (their keys, credits, plan and offers), their watchlists
// and saved screeners, checked against the database and completed like the registry's records
// (src/records/fixtures.ts plans the document, src/records/write.ts writes it).
import { planOf } from '../core/accounts/subscriptions.ts'
import { hashPasswordSync } from '../core/accounts/passwords.ts'
import { hashApiKey } from '../core/accounts/users.ts'
import { stableId } from '../core/ids.ts'
import { validateQuery } from '../core/registry/search.ts'
import { isIdentifierOf } from '../core/registry/identifiers.ts'
import type { Db } from '../db/open.ts'
import type { AppError } from '../errors.ts'
import type { Context } from './complete/context.ts'
import type { FixtureRecord } from './document.ts'
import { pathOf } from './shape.ts'
import type { PlannedList, PlannedScreener, PlannedUser } from './write.ts'

export function planUsers(ctx: Context, users: FixtureRecord[], at: string, hashes?: ReadonlyMap<string, string>): PlannedUser[] {
  const out: PlannedUser[] = []
  const emails = new Map<string, string>()
  const keys = new Map<string, string>()
  users.forEach((u, i) => {
    const path = pathOf('users', i)
    if (typeof u.email !== 'string') return
    const email = u.email.trim()
    const lower = email.toLowerCase()
    if (emails.has(lower)) ctx.problems.push({ path: pathOf(path, 'email'), message: `${email} is also given at ${emails.get(lower)}` })
    emails.set(lower, path)
    const existing = ctx.db.stmt('SELECT id, created_at FROM users WHERE email = ? COLLATE NOCASE').get(email) as { id: string; created_at: string } | undefined
    if (existing && !ctx.replace) ctx.problems.push({ path: pathOf(path, 'email'), message: `${email} already has an account in the database; import with replace to replace it` })
    let plan = { plan: 'free', features: [] as string[] }
    try {
      const features = Array.isArray(u.features) ? (u.features as string[]) : undefined
      plan = planOf(typeof u.plan === 'string' ? u.plan : features ? 'custom' : 'free', features)
    } catch (error) {
      ctx.problems.push({ path: pathOf(path, 'plan'), message: (error as AppError).message.replace(/^plan: /, '') })
    }
    const given = Array.isArray(u.apiKeys) ? (u.apiKeys as unknown[]).filter((k): k is string => typeof k === 'string') : []
    given.forEach((key, k) => {
      const keyPath = pathOf(pathOf(path, 'apiKeys'), k)
      if (keys.has(key)) ctx.problems.push({ path: keyPath, message: `also given at ${keys.get(key)}` })
      keys.set(key, keyPath)
      const holder = ctx.db.stmt('SELECT user_id FROM api_keys WHERE key_hash = ?').get(hashApiKey(key)) as { user_id: string } | undefined
      if (holder && holder.user_id !== existing?.id) ctx.problems.push({ path: keyPath, message: 'is already an API key of another account' })
    })
    const password = typeof u.password === 'string' ? u.password : undefined
    const offers = Array.isArray(u.offers)
      ? (u.offers as FixtureRecord[]).map((o) => ({
          name: String(o.name ?? ''),
          features: Array.isArray(o.features) ? (o.features as string[]) : [],
          days: typeof o.days === 'number' ? o.days : 30,
        }))
      : []
    out.push({
      row: {
        // A replaced account keeps its id (and with it its keys, sessions, lists, ledger and orders).
        id: existing?.id ?? stableId('usr', 'fixture user', lower),
        name: typeof u.name === 'string' && u.name.trim() ? u.name.trim() : email.split('@')[0],
        email,
        password_hash: password === undefined ? null : (hashes?.get(password) ?? hashPasswordSync(password)),
        role: u.role === 'admin' ? 'admin' : 'user',
        status: u.suspended === true ? 'suspended' : 'active',
        plan: plan.plan,
        created_at: existing?.created_at ?? at,
      },
      keys: given,
      credits: typeof u.credits === 'number' ? u.credits : 0,
      plan: plan.plan,
      features: plan.features,
      offers,
      replaces: existing?.id ?? null,
    })
  })
  // The last-admin rule holds for a replace as for the API and the CLI: some active admin must remain.
  const replacedAdmins = out.filter((u) => u.replaces && isActiveAdmin(ctx.db, u.replaces) && !(u.row.role === 'admin' && u.row.status === 'active'))
  if (replacedAdmins.length > 0) {
    const replacing = new Set(out.map((u) => u.replaces).filter(Boolean))
    const others = (ctx.db.stmt("SELECT id FROM users WHERE role = 'admin' AND status = 'active'").all() as { id: string }[]).filter((a) => !replacing.has(a.id))
    const planned = out.filter((u) => u.row.role === 'admin' && u.row.status === 'active')
    if (others.length === 0 && planned.length === 0)
      for (const u of replacedAdmins)
        ctx.problems.push({
          path: pathOf(
            pathOf(
              'users',
              users.findIndex((r) => String(r.email).trim().toLowerCase() === u.row.email.toLowerCase()),
            ),
            'role',
          ),
          message: `${u.row.email} is the last active admin: replacing it as ${u.row.status === 'active' ? 'a user' : 'suspended'} would leave nobody to administer this server`,
        })
  }
  return out
}

const isActiveAdmin = (db: Db, id: string) => db.stmt("SELECT 1 FROM users WHERE id = ? AND role = 'admin' AND status = 'active'").get(id) !== undefined

/** The owner of a list: a user of the file or of the database. */
function ownerOf(ctx: Context, users: PlannedUser[], email: unknown, path: string): string | undefined {
  if (typeof email !== 'string') return undefined
  const lower = email.trim().toLowerCase()
  const planned = users.find((u) => u.row.email.toLowerCase() === lower)
  if (planned) return planned.row.id
  const row = ctx.db.stmt('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as { id: string } | undefined
  if (!row) ctx.problems.push({ path: pathOf(path, 'owner'), message: `no user ${email} in the file or the database` })
  return row?.id
}

const ENTITY_TYPES = ['company', 'director', 'gst'] as const

export function planWatchlists(ctx: Context, users: PlannedUser[], lists: FixtureRecord[], at: string): PlannedList[] {
  const out: PlannedList[] = []
  lists.forEach((w, i) => {
    const path = pathOf('watchlists', i)
    const owner = ownerOf(ctx, users, w.owner, path)
    const items: { identifier: string; name: string }[] = []
    let type = typeof w.type === 'string' ? (w.type as PlannedList['row']['type']) : undefined
    const given = Array.isArray(w.items) ? (w.items as unknown[]) : []
    given.forEach((raw, k) => {
      if (typeof raw !== 'string') return
      const itemPath = pathOf(pathOf(path, 'items'), k)
      const id = raw.trim().toUpperCase()
      const of = ENTITY_TYPES.find((t) => isIdentifierOf(t, id))
      if (!of) {
        ctx.problems.push({ path: itemPath, message: `${JSON.stringify(raw)} is not a CIN, LLPIN, DIN or GSTIN` })
        return
      }
      type ??= of
      if (of !== type) {
        ctx.problems.push({ path: itemPath, message: `a ${type} watchlist holds ${type === 'gst' ? 'GSTINs' : type === 'company' ? 'CINs and LLPINs' : 'DINs'} only` })
        return
      }
      const name =
        of === 'company'
          ? (ctx.companies.get(id)?.row.name ?? (ctx.db.stmt('SELECT name FROM companies WHERE cin = ?').pluck().get(id) as string | undefined))
          : of === 'director'
            ? (ctx.people.get(id)?.row.name ?? (ctx.db.stmt('SELECT name FROM directors WHERE din = ?').pluck().get(id) as string | undefined))
            : (ctx.gst.get(id)?.row.legal_name ?? (ctx.db.stmt('SELECT legal_name FROM gst_registrations WHERE gstin = ?').pluck().get(id) as string | undefined))
      if (name === undefined) ctx.problems.push({ path: itemPath, message: `no ${of === 'gst' ? 'GST registration' : of} ${id} in the file or the database` })
      else if (!items.some((m) => m.identifier === id)) items.push({ identifier: id, name })
    })
    if (owner === undefined || typeof w.name !== 'string') return
    out.push({ row: { id: stableId('wl', 'fixture watchlist', owner, w.name.trim()), user_id: owner, name: w.name.trim(), type: type ?? 'company', created_at: at }, items })
  })
  return out
}

export function planScreeners(ctx: Context, users: PlannedUser[], screeners: FixtureRecord[], at: string): PlannedScreener[] {
  const out: PlannedScreener[] = []
  screeners.forEach((s, i) => {
    const path = pathOf('screeners', i)
    const owner = ownerOf(ctx, users, s.owner, path)
    const type = s.type === 'gst' ? 'gst' : 'company'
    if (typeof s.query !== 'string' || typeof s.name !== 'string') return
    try {
      validateQuery(type, s.query)
    } catch (error) {
      ctx.problems.push({ path: pathOf(path, 'query'), message: (error as Error).message })
    }
    if (owner === undefined) return
    out.push({
      row: {
        id: stableId('scr', 'fixture screener', owner, s.name.trim()),
        owner_id: owner,
        name: s.name.trim(),
        type,
        query: s.query,
        description: typeof s.description === 'string' ? s.description : null,
        created_at: at,
        updated_at: at,
      },
    })
  })
  return out
}
