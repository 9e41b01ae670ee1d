// A client generated from the served /openapi.json (openapi-typescript + openapi-fetch), as teams write
// one: the calls in good() must compile, and each call in mistakes() must fail to (its @ts-expect-error
// is then used). Type-checked by test/e2e/openapi-client.test.ts, not by this project's tsconfig.
import createClient from 'openapi-fetch'
import type { paths } from './api.js'

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:8080' })

export async function good() {
  await client.POST('/api/watchlist', { body: { name: 'Prospects', type: 'company' } })
  await client.POST('/api/watchlist', { body: { name: 'Prospects', watchlist_type: 'gst', entities: [{ identifier: '27AAPFU0939F1ZV', name: 'X' }] } })
  await client.POST('/api/screener/search', { body: { query: "State == 'Goa'", type: 'company', page: 1, limit: 10 } })
  await client.POST('/api/recently-registered/companies', { body: { from_date: '2026-01-01', to_date: '2026-01-31', state: 'Goa' } })
  await client.POST('/api/orders/normal', {
    body: { orderName: 'o', paymentOption: 'credits', items: [{ type: 'company', name: 'X', number: 'U72200KA2015PTC081234', price: 1 }] },
  })
  await client.GET('/api/gst/gst-filter', { params: { query: { page: 1, limit: 10, TradeName: '', State: 'Maharashtra', Status: 'Active' } } })
  await client.POST('/api/crm/newlead', { body: { entity_type: 'fullcompany', identifier: 'U72200KA2015PTC081234' } })
  const me = await client.GET('/api/users/me')
  if (me.data) me.data.data.credits.toFixed()
}

export async function mistakes() {
  // @ts-expect-error misspelt body field
  await client.POST('/api/watchlist', { body: { nme: 'Prospects', type: 'company' } })
  // @ts-expect-error wrong enum value
  await client.POST('/api/watchlist', { body: { name: 'Prospects', type: 'companies' } })
  // @ts-expect-error neither type nor watchlist_type
  await client.POST('/api/watchlist', { body: { name: 'Prospects' } })
  // @ts-expect-error wrong enum value
  await client.POST('/api/screener/search', { body: { query: "State == 'Goa'", type: 'firm' } })
  // @ts-expect-error misspelt body field
  await client.POST('/api/screener/search', { body: { qeury: "State == 'Goa'", type: 'company' } })
  // @ts-expect-error a date given as a number
  await client.POST('/api/recently-registered/companies', { body: { from_date: 20260101 } })
  // @ts-expect-error a date given as a Date
  await client.POST('/api/recently-registered/gst', { body: { to_date: new Date() } })
  // @ts-expect-error wrong item type
  await client.POST('/api/orders/normal', { body: { orderName: 'o', paymentOption: 'credits', items: [{ type: 'firm', name: 'X', number: 'U72200KA2015PTC081234', price: 1 }] } })
  // @ts-expect-error misspelt query parameter
  await client.GET('/api/gst/gst-filter', { params: { query: { Stat: 'Goa' } } })
  // @ts-expect-error wrong entity type
  await client.POST('/api/crm/newlead', { body: { entity_type: 'person', identifier: 'x' } })
  // @ts-expect-error a page given as text
  await client.GET('/api/orders', { params: { query: { page: 'one' } } })
}
