import { html, raw, type H3Event } from 'h3'
import type { AppContext } from '../../app.ts'
import { HTML_HEADERS, setHeaders } from '../headers.ts'
import { openApiDocument } from '../openapi.ts'
import type { Route } from '../route.ts'

type Document = ReturnType<typeof openApiDocument>
interface Operation {
  summary: string
  description?: string
  tags: string[]
  deprecated?: boolean
  parameters?: { name: string; in: string; description?: string }[]
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> }
  responses: Record<string, { description: string }>
  'x-feature'?: string
  'x-quota-class'?: string
  security?: unknown[]
}

/** GET /openapi.json and GET /docs (contract §3), built from `routes` — these two included. */
export function docsRoutes(ctx: AppContext, routes: () => readonly Route[]): Route[] {
  let cached: Document | undefined
  const document = () => (cached ??= openApiDocument(routes(), { version: ctx.version, serviceName: ctx.config.serviceName, testMode: ctx.testMode !== undefined }))
  return [
    {
      method: 'GET',
      path: '/openapi.json',
      handler: () => document(),
      doc: { summary: 'This OpenAPI 3.1 document', tag: 'Health', auth: 'none', response: { type: 'object' } },
    },
    {
      method: 'GET',
      path: '/docs',
      handler: (event) => renderDocs(event, document()),
      doc: { summary: 'The API reference, rendered from the OpenAPI document', tag: 'Health', auth: 'none', html: true, response: {} },
    },
  ]
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A plain reference page: no scripts or external assets (the page's CSP allows only its own origin). */
function renderDocs(event: H3Event, doc: Document) {
  setHeaders(event, HTML_HEADERS)
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const notes = [
        op.security?.length === 0 ? 'no authentication' : null,
        op['x-feature'] ? `feature ${op['x-feature']}` : null,
        op['x-quota-class'] ? `${op['x-quota-class']} quota` : null,
        op.deprecated ? 'alias' : null,
      ].filter(Boolean)
      const params = (op.parameters ?? []).map((p) => `<li><code>${esc(p.name)}</code> (${p.in})${p.description ? ` — ${esc(p.description)}` : ''}</li>`).join('')
      const body = op.requestBody ? `<p>Body${op.requestBody.required ? '' : ' (optional)'}:</p><pre>${esc(JSON.stringify(op.requestBody.content['application/json']?.schema, null, 2))}</pre>` : ''
      const responses = Object.entries(op.responses).map(([status, r]) => `<li><code>${status}</code> ${esc(r.description)}</li>`).join('')
      const section = `<section id="${esc(`${method}-${path}`)}"><h3><code>${method.toUpperCase()} ${esc(path)}</code></h3><p>${esc(op.summary)}${notes.length ? ` <em>(${esc(notes.join('; '))})</em>` : ''}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}${params ? `<ul>${params}</ul>` : ''}${body}<ul>${responses}</ul></section>`
      const tag = op.tags[0]
      byTag.set(tag, [...(byTag.get(tag) ?? []), section])
    }
  }
  const toc = [...byTag.keys()].map((t) => `<li><a href="#${esc(t)}">${esc(t)}</a></li>`).join('')
  const sections = [...byTag].map(([t, ops]) => `<h2 id="${esc(t)}">${esc(t)}</h2>${ops.join('')}`).join('')
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${doc.info.title}</title></head><body><h1>${doc.info.title}</h1><p>${doc.info.description}</p><p>Version ${doc.info.version}. Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p><ul>${raw(toc)}</ul>${raw(sections)}</body></html>`
}
