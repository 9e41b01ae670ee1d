// One directory for every temporary file of a test run (databases, seed side files, CLI and process
// runs inherit TMPDIR too), removed when the run ends: the suite creates hundreds of databases.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'fb-test-'))
  process.env.TMPDIR = root
  return () => rmSync(root, { recursive: true, force: true })
}
