// One directory for every temporary file of a test run (databases, seed side files, CLI and process
// runs inherit TMPDIR too), removed when the run ends: the suite creates hundreds of databases.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'fb-test-'))
  process.env.TMPDIR = root
  // The dataset cache (src/seeding/cache.ts) is off unless a test asks for it: a test of seeding must
  // seed, and a determinism test that copied its second dataset from the first could not fail. Tests
  // that only need data share this run's own cache (test/_setup.ts testDatasetCache), never the user's.
  process.env.FIRMBASE_NO_CACHE = '1'
  process.env.FIRMBASE_TEST_DATASETS = join(root, 'datasets')
  return () => rmSync(root, { recursive: true, force: true })
}
