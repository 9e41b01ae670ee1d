import type { H3Event } from 'h3'
import type { AppContext } from '../context.ts'
import { h, htmlPage, type Safe } from '../html.ts'
import { openApiDocument } from '../openapi.ts'
import { defineRoute, type Route } from '../route.ts'

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
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      auth: 'none',
      handler: () => document(),
      response: { type: 'object' },
      doc: { summary: 'This OpenAPI 3.1 document', tag: 'Health' },
    }),
    defineRoute({
      method: 'GET',
      path: '/docs',
      auth: 'none',
      handler: ({ event }) => renderDocs(event, document()),
      response: {},
      doc: { summary: 'The API reference, rendered from the OpenAPI document', tag: 'Health', html: true },
    }),
  ]
}

/** A plain reference page: no scripts or external assets (the page's CSP allows only its own origin). */
function renderDocs(event: H3Event, doc: Document) {
  const byTag = new Map<string, Safe[]>()
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const notes = [
        op.security?.length === 0 ? 'no authentication' : null,
        op['x-feature'] ? `feature ${op['x-feature']}` : null,
        op['x-quota-class'] ? `${op['x-quota-class']} quota` : null,
        op.deprecated ? 'alias' : null,
      ].filter(Boolean)
      const params = (op.parameters ?? []).map((p) => h`<li><code>${p.name}</code> (${p.in})${p.description ? ` — ${p.description}` : ''}</li>`)
      const body = op.requestBody
        ? h`<p>Body${op.requestBody.required ? '' : ' (optional)'}:</p><pre>${JSON.stringify(op.requestBody.content['application/json']?.schema, null, 2)}</pre>`
        : ''
      const responses = Object.entries(op.responses).map(([status, r]) => h`<li><code>${status}</code> ${r.description}</li>`)
      const section = h`<section id="${method}-${path}"><h3><code>${method.toUpperCase()} ${path}</code></h3><p>${op.summary}${notes.length ? h` <em>(${notes.join('; ')})</em>` : ''}</p>${op.description ? h`<p>${op.description}</p>` : ''}${params.length ? h`<ul>${params}</ul>` : ''}${body}<ul>${responses}</ul></section>`
      const tag = op.tags[0]
      byTag.set(tag, [...(byTag.get(tag) ?? []), section])
    }
  }
  const toc = [...byTag.keys()].map((t) => h`<li><a href="#${t}">${t}</a></li>`)
  const sections = [...byTag].map(([t, ops]) => h`<h2 id="${t}">${t}</h2>${ops}`)
  return htmlPage(
    event,
    doc.info.title,
    h`<h1>${doc.info.title}</h1><p>${doc.info.description}</p><p>Version ${doc.info.version}. Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p><ul>${toc}</ul>${sections}`,
  )
}
