// What is kept for as long as a database's dataset is the same: registry rows never change while
// serving except through a writer that moves the dataset marker (a seed, fixtures, a living day), so
// counts, lists, kinds, statistics and shaped records read from them stay right until it moves. One
// scope per connection: the marker is read again only once the connection's stamp says something was
// written (src/db/open.ts), and every value kept for the old marker goes at once. The server gone idle
// gives it all back with forgetDataset.
import type { Db } from './open.ts'
import { getSetting } from './settings.ts'

interface Scope {
  stamp: string
  marker: string
  values: Map<string, unknown>
}
const scopes = new WeakMap<object, Scope>()

/** The value kept under `name` for this connection's dataset, made by `make` when there is none. */
export function forDataset<T>(db: Db, name: string, make: () => T): T {
  let scope = scopes.get(db.sqlite)
  const stamp = db.stamp()
  if (!scope) {
    scope = { stamp, marker: getSetting(db, 'dataset') ?? '', values: new Map() }
    scopes.set(db.sqlite, scope)
  } else if (scope.stamp !== stamp) {
    scope.stamp = stamp
    const marker = getSetting(db, 'dataset') ?? ''
    if (marker !== scope.marker) {
      scope.marker = marker
      scope.values.clear()
    }
  }
  if (scope.values.has(name)) return scope.values.get(name) as T
  const value = make()
  scope.values.set(name, value)
  return value
}

/** Everything kept for this connection's dataset, dropped (the server gone idle gives its memory back). */
export function forgetDataset(db: Db): void {
  scopes.get(db.sqlite)?.values.clear()
}
