// GET /assets/:name — the console's CSS framework, chart library and scripts, and /docs' renderer,
// served from this origin (the pages' CSP allows no other): embedded in the executable and the npm
// package at build time, read from node_modules in a checkout.
import { readFileSync } from 'node:fs'
import { AppError } from '../../errors.ts'
import { ASSET_SOURCES, servedText } from '../asset-sources.ts'
import { defineRoute, type Route } from '../route.ts'

declare global {
  var __FIRMBASE_ASSETS__: Record<string, string> | undefined
}

const loaded = new Map<string, string>()

/** An asset's text: embedded when built (there is no import.meta.url then), else read from the checkout once. */
export function assetText(name: string): string | undefined {
  const source = Object.hasOwn(ASSET_SOURCES, name) ? ASSET_SOURCES[name] : undefined
  if (!source) return undefined
  const embedded = globalThis.__FIRMBASE_ASSETS__
  if (embedded) return embedded[name]
  let text = loaded.get(name)
  if (text === undefined) {
    text = servedText(name, readFileSync(new URL(`../../../${source.path}`, import.meta.url), 'utf8'))
    loaded.set(name, text)
  }
  return text
}

export function assetRoutes(): Route[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/favicon.ico',
      auth: 'none',
      handler: ({ event }) => {
        const headers = new Headers(event.res.headers)
        headers.set('content-type', 'image/svg+xml')
        headers.set('cache-control', 'public, max-age=86400')
        return new Response(assetText('favicon.svg'), { status: 200, headers })
      },
      response: {},
      doc: { summary: 'The site icon (for browsers that ask without a page naming one, e.g. on a JSON response)', tag: 'Console', html: true, media: ['image/svg+xml'] },
    }),
    defineRoute({
      method: 'GET',
      path: '/assets/:name',
      auth: 'none',
      handler: ({ event, params }) => {
        const text = assetText(params.name)
        if (text === undefined) throw new AppError('NOT_FOUND', `No asset ${params.name}`)
        const headers = new Headers(event.res.headers)
        headers.set('content-type', ASSET_SOURCES[params.name].type)
        headers.set('cache-control', 'public, max-age=3600')
        return new Response(text, { status: 200, headers })
      },
      response: {},
      errors: { 404: 'No such asset' },
      doc: {
        summary: 'Console and /docs static files (CSS framework, chart library, scripts), served from this origin',
        tag: 'Console',
        html: true,
        media: [...new Set(Object.values(ASSET_SOURCES).map((a) => a.type.split(';')[0]))],
      },
    }),
  ]
}
