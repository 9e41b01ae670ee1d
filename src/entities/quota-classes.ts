// The daily quota classes, declared once (contract §7): their limits per tier, their names in the
// subscription status the public docs show, and their console labels. A new class is one entry here
// (and a route that declares it); the database stores any class name the code gives it.

export const QUOTA_CLASSES = [
  { name: 'api', label: 'All API calls', free: 1000, premium: 10000, limitKey: 'daily_api_calls' },
  { name: 'search', label: 'Searches', free: 100, premium: null, limitKey: 'daily_searches' },
  { name: 'details', label: 'Detail lookups', free: 100, premium: 1000, limitKey: 'daily_details' },
  { name: 'screener', label: 'Screener runs', free: 10, premium: 100, limitKey: 'daily_screener_runs' },
] as const

export type QuotaClass = (typeof QUOTA_CLASSES)[number]['name']
export const QUOTA_CLASS_NAMES: readonly QuotaClass[] = QUOTA_CLASSES.map((c) => c.name)
export const isQuotaClass = (s: string): s is QuotaClass => (QUOTA_CLASS_NAMES as readonly string[]).includes(s)
