import type { H3Event } from 'h3'
import type { AppContext } from '../context.ts'
import { h, htmlPage } from '../html.ts'
import { type DocumentPart, openApiDocument } from '../openapi.ts'
import { defineRoute, type Route } from '../route.ts'
import { sampleIdentifiers } from '../../db/registry.ts'

type Document = ReturnType<typeof openApiDocument>

/**
 * /docs' own policy: Redoc (vendored, /assets/redoc.js) fetches /openapi.json from this origin and
 * styles itself with styled-components, which inserts <style> elements at run time — so this page
 * alone allows inline styles (not inline scripts: script-src stays 'self'), data: images for its
 * icons and a blob: worker for its search. Every other page keeps the strict policy.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** GET /openapi.json and GET /docs (contract §3), built from `routes` — these two included. */
export function docsRoutes(ctx: AppContext, routes: () => readonly Route[]): Route[] {
  const cached = new Map<DocumentPart, Document>()
  const document = (part: DocumentPart = 'api'): Document => {
    let doc = cached.get(part)
    if (!doc) {
      doc = openApiDocument(routes(), { version: ctx.version, serviceName: ctx.config.serviceName, testMode: ctx.testMode !== undefined, part, samples: sampleIdentifiers(ctx.db) })
      cached.set(part, doc)
    }
    return doc
  }
  return [
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      auth: 'none',
      handler: () => document('api'),
      response: { type: 'object' },
      doc: { summary: 'The API’s OpenAPI 3.1 document (what clients are generated from)', tag: 'Health' },
    }),
    defineRoute({
      method: 'GET',
      path: '/openapi-console.json',
      auth: 'none',
      handler: () => document('console'),
      response: { type: 'object' },
      doc: { summary: 'The OpenAPI 3.1 document of the console, static files, the test checkout and test mode’s /__admin/ controls', tag: 'Health' },
    }),
    defineRoute({
      method: 'GET',
      path: '/docs',
      auth: 'none',
      handler: ({ event }) => renderDocs(event, document()),
      response: {},
      doc: { summary: 'The API reference: Redoc (embedded, offline) rendering /openapi.json', tag: 'Health', html: true },
    }),
  ]
}

/** Redoc's standalone bundle finds the <redoc spec-url> element and renders the document into it. */
function renderDocs(event: H3Event, doc: Document) {
  return htmlPage(
    event,
    `${doc.info.title} — API reference`,
    h`<noscript><p>The interactive reference needs JavaScript. The document itself: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></noscript><redoc spec-url="/openapi.json" expand-responses="200,201" json-sample-expand-level="3" hide-download-button="false" path-in-middle-panel="true" sort-tags-alphabetically="false"></redoc><script src="/assets/redoc.js"></script><script src="/assets/docs.js"></script>`,
    200,
    { csp: DOCS_CSP, head: h`<link rel="stylesheet" href="/assets/docs.css">` },
  )
}
