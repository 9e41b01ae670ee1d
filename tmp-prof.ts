import { openDb } from '/work/main/src/db/open.ts'
import { filterCompanies } from '/work/main/src/core/registry/filters.ts'
import { searchRecords } from '/work/main/src/core/registry/search.ts'
const db = openDb('/work/main/.cache/bench-1000000.db')
const prep = db.sqlite.prepare.bind(db.sqlite)
const slow: string[] = []
;(db.sqlite as any).prepare = (text: string) => {
  const s = prep(text)
  for (const m of ['all', 'get', 'iterate']) {
    const f = (s as any)[m].bind(s)
    ;(s as any)[m] = (...a: any[]) => {
      const t = performance.now()
      const r = f(...a)
      const d = performance.now() - t
      if (d > 10) slow.push(`${d.toFixed(0)}ms ${text.slice(0, 300)} ${JSON.stringify(a).slice(0, 100)}`)
      return r
    }
  }
  return s
}
const [kind, ...rest] = process.argv.slice(2)
for (const arg of rest) {
  const t = performance.now()
  const r: any =
    kind === 'fql'
      ? searchRecords(db, { type: 'company', query: arg, page: 1, limit: 10 })
      : kind === 'gst'
        ? searchRecords(db, { type: 'gst', query: arg, page: 1, limit: 10 })
        : filterCompanies(db, new Map(JSON.parse(arg)), { page: 1, limit: 10, offset: 0 })
  console.log(arg.slice(0, 80), r.total_results ?? r.total, (performance.now() - t).toFixed(1), 'ms')
}
console.log(slow.join('\n'))
