// The console's and /docs' static files: vendored from npm (devDependencies) and our own scripts.
// scripts/build.ts and scripts/build-package.ts embed them in the executable and lib/cli.js; a
// checkout reads them from these paths (relative to the repository root) on first use.
export const ASSET_SOURCES: Record<string, { path: string; type: string }> = {
  'pico.css': { path: 'node_modules/@picocss/pico/css/pico.min.css', type: 'text/css; charset=utf-8' },
  'chart.js': { path: 'node_modules/chart.js/dist/chart.umd.min.js', type: 'text/javascript; charset=utf-8' },
  'redoc.js': { path: 'node_modules/redoc/bundles/redoc.standalone.js', type: 'text/javascript; charset=utf-8' },
  'console.css': { path: 'src/http/console/static/console.css', type: 'text/css; charset=utf-8' },
  'console.js': { path: 'src/http/console/static/console.js', type: 'text/javascript; charset=utf-8' },
  'charts.js': { path: 'src/http/console/static/charts.js', type: 'text/javascript; charset=utf-8' },
  'docs.css': { path: 'src/http/console/static/docs.css', type: 'text/css; charset=utf-8' },
  'docs.js': { path: 'src/http/console/static/docs.js', type: 'text/javascript; charset=utf-8' },
  'favicon.svg': { path: 'src/http/console/static/favicon.svg', type: 'image/svg+xml' },
}

/**
 * An asset's text as served. Redoc's sidebar credit loads its logo from a CDN, which the page's
 * policy (and an offline machine) refuses: it points at an empty inline image instead.
 */
export function servedText(name: string, text: string): string {
  return name === 'redoc.js' ? text.replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E') : text
}
