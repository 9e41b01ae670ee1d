// The OpenAPI document's schemas with their `$ref`s replaced by what they name: request bodies are
// named components (src/http/openapi.ts), and the checks here read or validate them whole.
type Schema = Record<string, any>

export function deref(schema: unknown, doc: Schema, depth = 0): any {
  if (Array.isArray(schema)) return schema.map((s) => deref(s, doc, depth))
  if (schema === null || typeof schema !== 'object') return schema
  const ref = (schema as Schema).$ref
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/') && depth < 16) return deref(doc.components.schemas[ref.slice(21)], doc, depth + 1)
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, deref(v, doc, depth)]))
}

/** An operation's JSON body schema, whole. */
export const bodyOf = (doc: Schema, path: string, method: string): Schema => deref(doc.paths[path][method].requestBody.content['application/json'].schema, doc)
