// Commands print through these so that --json always means exactly one JSON document on stdout.
export function printResult(json: boolean | undefined, data: unknown, human: () => string): void {
  process.stdout.write(json ? JSON.stringify(data) + '\n' : human() + '\n')
}

export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)'
  const cols = Object.keys(rows[0])
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v))
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)))
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(cols), ...rows.map((r) => line(cols.map((c) => cell(r[c]))))].join('\n')
}
