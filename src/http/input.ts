// Reading a request's input as its route declares it: query parameters (names in any case), path
// parameters, a JSON body or an urlencoded form, and paging.
import { getQuery, getRouterParams, type H3Event } from 'h3'
import type * as v from 'valibot'
import { parseJsonObject, readJsonObject, readText, requireJson } from './body.ts'
import { checkForm } from './csrf.ts'
import type { Paging, Route } from './route.ts'
import { paging, parseWith } from './validate.ts'
import { AppError } from '../errors.ts'
import { nearest } from '../core/nearest.ts'

/** Lower-cased name → the name the schema declares (real clients send CIN, State, TradeName…). */
export function queryNames(schema: v.GenericSchema | undefined): Map<string, string> {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries ?? {}
  return new Map(Object.keys(entries).map((k) => [k.toLowerCase(), k]))
}

/** The API's query rule: an unknown parameter is refused with the nearest known name. */
export const strictQuery = (route: Route): boolean => /^\/(api|admin|__admin)\//.test(route.path) && !route.doc.html

/**
 * Query values by declared name: the last of repeated ones, trimmed. An empty value is a parameter not
 * given, on every endpoint: forms, generated SDKs and the real service's own client send `TradeName=`
 * for a filter they do not use, and the real service answers them. On the API (`strict`) a name the
 * route does not declare is 422 with every such parameter listed; console pages ignore names they do not know.
 */
export function readQuery(event: H3Event, names: Map<string, string>, pagingNames: boolean, strict = false): { values: Record<string, string>; page: Record<string, string> } {
  const values: Record<string, string> = {}
  const page: Record<string, string> = {}
  const errors: { field: string; message: string }[] = []
  const known = () => [...names.values(), ...(pagingNames ? ['page', 'limit'] : [])]
  for (const [key, raw] of Object.entries(getQuery(event))) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw
    const lower = key.toLowerCase()
    const paged = pagingNames && (lower === 'page' || lower === 'limit')
    if (strict && !paged && !names.has(lower)) {
      const near = nearest(key, known())
      errors.push({ field: key, message: `is not a parameter of this endpoint${near ? `; did you mean '${near}'?` : ''}` })
      continue
    }
    if (typeof value !== 'string' || value.trim() === '') continue
    if (paged) page[lower] = value.trim()
    else values[names.get(lower) ?? key] = value.trim()
  }
  if (errors.length) throw new AppError('VALIDATION_ERROR', errors.map((e) => `${e.field}: ${e.message}`).join('; '), { extra: { errors } })
  return { values, page }
}

export async function readBody(event: H3Event, route: Route): Promise<unknown> {
  if (route.form) {
    const form = new URLSearchParams(await readText(event))
    checkForm(event, form)
    return route.body ? parseWith(route.body, Object.fromEntries(form)) : {}
  }
  if (!route.body) return undefined
  // An optional body that is absent or empty is {}, whatever the headers say (Content-Type without a body).
  if (route.bodyOptional) {
    const text = await readText(event)
    if (text.trim() === '') return parseWith(route.body, {})
    requireJson(event)
    return parseWith(route.body, parseJsonObject(text))
  }
  let json: Record<string, unknown>
  if (route.jsonText) {
    requireJson(event)
    const text = await readText(event)
    route.jsonText(text)
    json = parseJsonObject(text)
  } else json = await readJsonObject(event)
  if (!route.badBody) return parseWith(route.body, json)
  try {
    return parseWith(route.body, json)
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR') throw error
    throw new AppError('BAD_REQUEST', `${route.badBody} (${error.detail})`, { extra: error.extra })
  }
}

export const pathParams = (event: H3Event): Record<string, string> => getRouterParams(event, { decode: true }) as Record<string, string>

const NO_PAGE: Paging = { page: 1, limit: 0, offset: 0 }

export function readPaging(route: Route, fromQuery: Record<string, string>, body: unknown): Paging {
  if (!route.paging) return NO_PAGE
  const source = route.method === 'GET' ? fromQuery : ((body ?? {}) as { page?: unknown; limit?: unknown })
  return paging(source, route.paging)
}
