import Database from 'better-sqlite3'
const d = new Database('/work/main/.cache/bench-1000000.db', { readonly: true })
const t = (label: string, sql: string, ...p: unknown[]) => {
  const s = d.prepare(sql)
  const a = performance.now()
  const r = s.all(...p)
  const b = performance.now()
  const plan = d
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...p)
    .map((x: any) => x.detail)
    .join(' | ')
  console.log(`${label.padEnd(20)} ${(b - a).toFixed(1).padStart(8)} ms  n=${r.length}  ${plan.slice(0, 220)}`)
}
t('as is', `select rowid as k from companies where cin >= ? and (city = ? COLLATE NOCASE OR city = ? COLLATE NOCASE) order by +cin`, 'L', 'Nagpur', 'Indore')
t('+cin', `select rowid as k from companies where +cin >= ? and (city = ? COLLATE NOCASE OR city = ? COLLATE NOCASE) order by +cin`, 'L', 'Nagpur', 'Indore')
t('count as is', `select count(*) from companies where cin >= ? and (city = ? COLLATE NOCASE OR city = ? COLLATE NOCASE)`, 'L', 'Nagpur', 'Indore')
t('count +cin', `select count(*) from companies where +cin >= ? and (city = ? COLLATE NOCASE OR city = ? COLLATE NOCASE)`, 'L', 'Nagpur', 'Indore')
t('IN nocase', `select rowid as k from companies where +cin >= ? and city COLLATE NOCASE IN (?, ?) order by +cin`, 'L', 'Nagpur', 'Indore')
t('count IN', `select count(*) from companies where cin >= ? and city COLLATE NOCASE IN (?, ?)`, 'L', 'Nagpur', 'Indore')
t('count IN nocin', `select count(*) from companies where city COLLATE NOCASE IN (?, ?)`, 'Nagpur', 'Indore')
t(
  'union',
  `select k from (select rowid as k, cin from companies where city = ? COLLATE NOCASE union all select rowid, cin from companies where city = ? COLLATE NOCASE) where +cin >= ? order by cin`,
  'Nagpur',
  'Indore',
  'L',
)
