// The console in a real browser: Debian's chromium driven by playwright-core (no browser download).
// One journey through the pages people demo, failing on any browser console error, with an axe
// check (no serious or critical violation) and a screenshot of each main page (.cache/screenshots/,
// CI's artifacts; with UPDATE_SCREENSHOTS=1 the README's four are copied to docs/screenshots/).
import AxeBuilder from '@axe-core/playwright'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credentials, seededCopy, serve, type Served } from './_process.ts'

const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p))
if (!CHROMIUM) console.warn('test/e2e/console.test.ts skipped: no chromium (apt-get install chromium, or set CHROMIUM_PATH)')

const ROOT = new URL('../../', import.meta.url).pathname
const SHOTS = join(ROOT, '.cache', 'screenshots')
/** The ones the README shows (docs/screenshots/, refreshed with UPDATE_SCREENSHOTS=1). */
const README_SHOTS = ['dashboard', 'search', 'company', 'docs']

describe.skipIf(!CHROMIUM)('the console in headless Chromium', { timeout: 120_000 }, () => {
  let server: Served
  let browser: Browser
  let base: string
  const errors: string[] = []
  /** A refusal the test provokes: the browser logs the page's 401/403 as a failed resource. */
  let refusalExpected = false

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() !== 'error') return
      if (refusalExpected && /status of 40[13]/.test(m.text())) return
      errors.push(`${page.url()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    return page
  }

  /** No serious or critical accessibility violation, and a screenshot. */
  async function check(page: Page, name: string, only?: string) {
    await page.waitForLoadState('load')
    const axe = new AxeBuilder({ page })
    // /docs is Redoc's DOM of several thousand nodes (a full scan takes minutes): one operation of it.
    if (only) axe.include(only)
    const result = await axe.analyze()
    const bad = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    expect(bad, `${name}: ${page.url()}`).toEqual([])
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false })
    if (process.env.UPDATE_SCREENSHOTS && README_SHOTS.includes(name)) {
      mkdirSync(join(ROOT, 'docs', 'screenshots'), { recursive: true })
      copyFileSync(join(SHOTS, `${name}.png`), join(ROOT, 'docs', 'screenshots', `${name}.png`))
    }
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${base}/console/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }

  const searchCount = async (page: Page) => page.locator('[data-quota="search"]').textContent()

  beforeAll(async () => {
    server = await serve(seededCopy(400), ['--test-mode'])
    base = server.url.replace(/\/$/, '')
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  }, 120_000)

  afterAll(async () => {
    await browser?.close().catch(() => {})
    // The browser's test ends here; how the server shuts down is serve.test.ts's.
    if (server?.child.exitCode === null) server.child.kill('SIGKILL')
    await server?.exit
  }, 30_000)

  let page: Page
  let orderId: string

  it('signs in to the dashboard: plan, credits, quota bars and charts', async () => {
    page = await newPage()
    await signIn(page, 'premium@firmbase.local', 'firmbase-premium')
    await page.waitForURL(`${base}/console`)
    await expect.poll(() => page.locator('header').textContent()).toContain('1,000 credits')
    expect(await page.locator('progress').count()).toBe(4)
    // Chart.js drew every chart (a canvas it owns has a chart instance).
    await page.waitForFunction(
      () => document.querySelectorAll('canvas').length === 6 && [...document.querySelectorAll('canvas')].every((c) => c.width > 0 && (window as any).Chart?.getChart(c)),
    )
    await check(page, 'dashboard')
  })

  it('searches: a bad query shows the error at its column, a good one pages sortable results', async () => {
    await page.getByRole('link', { name: 'Search', exact: true }).click()
    await page.getByLabel('FQL query').fill("State == 'Maharashtra' AND Cty == 'Pune'")
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain("Unknown company field 'Cty'")
    expect(await page.locator('pre.caret .mark').textContent()).toBe(`${' '.repeat(27)}^`)
    await page.getByLabel('FQL query').fill("State == 'Maharashtra'")
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => page.locator('.pager').first().textContent()).toMatch(/results, page 1 of \d+/)
    await page.getByRole('link', { name: 'Paid-up capital' }).click()
    const capitals = await page.locator('tbody tr td:nth-child(9)').allTextContents()
    expect(capitals.length).toBeGreaterThan(1)
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Paid-up capital')
    await check(page, 'search')
  })

  it('opens a company from the results, then a director from its board', async () => {
    await page.locator('tbody tr td:nth-child(2) a').first().click()
    await page.waitForURL(/\/console\/companies\//)
    expect(await page.locator('h2').allTextContents()).toContain('Board')
    expect(await page.locator('.facts').textContent()).toMatch(/Paid-up capital₹ [\d.,]+( lakh| crore)?/)
    await check(page, 'company')
    const director = page.locator('table').first().locator('tbody a').first()
    const name = await director.textContent()
    await director.click()
    await page.waitForURL(/\/console\/directors\//)
    expect(await page.locator('h1').textContent()).toBe(name)
    expect(await page.locator('tbody a').count()).toBeGreaterThan(0)
    await check(page, 'director')
  })

  it('saves the query as a screener and runs it', async () => {
    await page.goto(`${base}/console/search?${new URLSearchParams({ type: 'company', query: "State == 'Maharashtra'" })}`)
    await page.getByText('Save this query as a screener').click()
    await page.getByLabel('Screener name').fill('Maharashtra companies')
    await page.getByRole('button', { name: 'Save screener' }).click()
    await page.waitForURL(`${base}/console/screeners`)
    const row = page.locator('tr', { hasText: 'Maharashtra companies' })
    await check(page, 'screeners')
    await row.getByRole('link', { name: 'Run', exact: true }).click()
    await page.waitForURL(/\/console\/search\?/)
    expect(await page.getByLabel('FQL query').inputValue()).toBe("State == 'Maharashtra'")
    await expect.poll(() => page.locator('.pager').first().textContent()).toMatch(/results, page 1 of/)
  })

  it('adds two results to a new watchlist and orders them with credits', async () => {
    const boxes = page.locator('tbody input[type="checkbox"]')
    await boxes.nth(0).check()
    await boxes.nth(1).check()
    await page.getByLabel('New watchlist name').fill('Demo prospects')
    await page.getByRole('button', { name: 'Add to watchlist' }).click()
    await page.waitForURL(/\/console\/watchlists\/wl_/)
    expect(await page.locator('h1').textContent()).toBe('Demo prospects')
    expect(await page.locator('tbody tr').count()).toBe(2)
    await check(page, 'watchlist')
    await page.getByRole('button', { name: 'Order', exact: true }).click()
    await page.waitForURL(/\/console\/orders\/ord_/)
    orderId = page.url().split('/').pop()!
    expect(await page.locator('.facts').textContent()).toContain('Completed')
    expect(await page.locator('header').textContent()).toContain('998 credits')
    await check(page, 'order')
  })

  it('opens the leads and downloads the CSV, whose rows are the API’s leads', async () => {
    await page.getByRole('link', { name: 'Open the CRM leads' }).click()
    expect(await page.locator('tbody tr').count()).toBe(2)
    await check(page, 'leads')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as CSV' }).click()])
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8'))
    const key = credentials(server.db).premium.apiKey
    const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: key }) })).json()
    const api = await (await fetch(`${base}/api/crm/orders/${orderId}/leads`, { headers: { authorization: `Bearer ${login.token.access_token}` } })).json()
    const [head, ...rows] = csv
    expect(rows).toHaveLength(api.leads.length)
    api.leads.forEach((lead: { type: string; identifier: string; name: string; lead: Record<string, unknown> }, i: number) => {
      const row = Object.fromEntries(head.map((h, j) => [h, rows[i][j]]))
      expect(row.type).toBe(lead.type)
      expect(row.identifier).toBe(lead.identifier)
      expect(row.name).toBe(lead.name)
      for (const [field, value] of Object.entries(lead.lead)) expect(row[field], field).toBe(value === null ? '' : String(value))
    })
  })

  it('pays an online order through the checkout page, which returns to the order', async () => {
    await page.goto(`${base}/console/search?${new URLSearchParams({ type: 'company', query: "State == 'Karnataka'" })}`)
    await page.locator('tbody input[type="checkbox"]').first().check()
    await page.getByLabel('Pay with').selectOption('online')
    await page.getByRole('button', { name: 'Order', exact: true }).click()
    await page.waitForURL(/\/console\/orders\/ord_/)
    expect(await page.locator('.facts').textContent()).toContain('Awaiting payment')
    await page.getByRole('link', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/checkout\//)
    await check(page, 'checkout')
    expect(await page.getByRole('link', { name: 'Back to the order without paying' }).getAttribute('href')).toMatch(/^\/console\/orders\/ord_\w+$/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.getByRole('link', { name: 'Return to the order' }).click()
    await page.waitForURL(/\/console\/orders\/ord_/)
    expect(await page.locator('.facts').textContent()).toContain('Completed')
    expect(await page.getByRole('link', { name: 'Open the CRM leads' }).count()).toBe(1)
  })

  it('shows the account and the API reference', async () => {
    await page.goto(`${base}/console/account`)
    await check(page, 'account')
    await page.goto(`${base}/docs`)
    await page.locator('h1', { hasText: 'firmbase emulator' }).waitFor()
    // Redoc rendered the operations, each with its request sample (a curl example from x-codeSamples).
    await page.waitForFunction(() => document.querySelectorAll('[data-section-id^="operation/"]').length > 50)
    const search = page.locator('[data-section-id="operation/postApiScreenerSearch"]')
    expect(await search.textContent()).toContain('/api/screener/search')
    // /docs renders the API's document (63 operations; the console's and /__admin/'s are in /openapi-console.json).
    expect(await page.locator('pre', { hasText: /^curl -X (GET|POST|PUT|PATCH|DELETE) 'http:\/\/127\.0\.0\.1:8080\// }).count()).toBeGreaterThan(30)
    expect(await page.locator('pre[tabindex="0"]').count()).toBeGreaterThan(0)
    await check(page, 'docs', '[data-section-id="operation/postApiScreenerSearch"]')
  })

  it('signs out: the console asks to sign in again', async () => {
    await page.goto(`${base}/console`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(`${base}/console/login`)
    await page.goto(`${base}/console/orders`)
    expect(page.url()).toBe(`${base}/console/login`)
  })

  it('an admin suspends a user, who is then refused', async () => {
    const admin = await newPage()
    await signIn(admin, 'admin@firmbase.local', 'firmbase-admin')
    await admin.getByRole('link', { name: 'Admin' }).click()
    await check(admin, 'admin')
    await admin.getByRole('button', { name: 'Suspend Demo Free' }).click()
    await admin.waitForURL(`${base}/console/admin`)
    expect(await admin.locator('tr', { hasText: 'free@firmbase.local' }).textContent()).toContain('Suspended')
    const free = await newPage()
    refusalExpected = true
    await signIn(free, 'free@firmbase.local', 'firmbase-free')
    await free.getByRole('alert').waitFor()
    refusalExpected = false
    expect(await free.getByRole('alert').textContent()).toMatch(/suspended/i)
    expect(free.url()).toBe(`${base}/console/login`)
    const api = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: credentials(server.db).free.apiKey }),
    })
    expect(api.status).toBe(403)
  })

  it('in test mode, advancing the clock past midnight resets the day’s quotas', async () => {
    const user = await newPage()
    await signIn(user, 'premium@firmbase.local', 'firmbase-premium')
    await user.waitForURL(`${base}/console`)
    expect(await searchCount(user)).not.toMatch(/^0 of/)
    await user.getByRole('link', { name: 'Test mode' }).click()
    await check(user, 'test-mode')
    await user.getByLabel('Advance by (hours)').fill('25')
    refusalExpected = true
    await user.getByRole('button', { name: 'Advance' }).click()
    // A day later the browser session (24 hours) has ended too: the page says so; sign in again.
    await user.getByRole('heading', { name: 'Signed out' }).waitFor()
    refusalExpected = false
    await user.getByRole('link', { name: 'Sign in' }).click()
    await user.waitForURL(`${base}/console/login`)
    await signIn(user, 'premium@firmbase.local', 'firmbase-premium')
    await user.waitForURL(`${base}/console`)
    expect(await searchCount(user)).toBe('0 of unlimited')
    expect(await user.locator('[data-quota="details"]').textContent()).toBe('0 of 1,000')
  })

  it('logged no browser console error on any page', () => {
    expect(errors).toEqual([])
  })
})

/** RFC 4180: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',' || c === '\n') {
      row.push(field)
      field = ''
      if (c === '\n') {
        rows.push(row)
        row = []
      }
    } else if (c !== '\r') field += c
  }
  return rows
}
