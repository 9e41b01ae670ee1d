// "Did you mean": the one edit distance of the project (unknown FQL fields and values, query
// parameters, CLI flags and commands).

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = row
  }
  return prev[b.length]
}

/**
 * The closest of `names` to `wanted`: a case-only difference first, then the shortest name that
 * contains it as a word (`status` → `llpStatus`, not `State`), then the least edits up to `most`.
 */
export function nearest(wanted: string, names: Iterable<string>, most = 3): string | undefined {
  const lower = wanted.toLowerCase()
  const list = [...names]
  const same = list.find((n) => n.toLowerCase() === lower)
  if (same) return same
  const containing = lower.length >= 4 ? list.filter((n) => n.toLowerCase().includes(lower)).sort((a, b) => a.length - b.length)[0] : undefined
  if (containing) return containing
  let best: string | undefined
  let bestDistance = most + 1
  for (const n of list) {
    // The lengths' difference is a lower bound of the edits: a name that far off is never computed
    // (a megabyte-long State took seconds against the state names, and a fixture has many fields).
    if (Math.abs(n.length - lower.length) >= bestDistance) continue
    const d = distance(n.toLowerCase(), lower)
    if (d < bestDistance) {
      best = n
      bestDistance = d
    }
  }
  return best
}
