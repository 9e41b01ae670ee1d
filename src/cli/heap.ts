// Imported first by bin/firmbase.ts, before any other module is loaded. V8 sizes its heap by the
// machine's memory, and loading firmbase's modules had already grown the young generation to its
// largest before an import began (docs/benchmarks.md). An import holds one batch at a time and turns
// the rest into garbage fast: for it, the young generation stops growing at a few megabytes and the old
// one grows by half of what is live. V8 reads both flags whenever it resizes; the process ends with the import.
import { setFlagsFromString } from 'node:v8'
import { boundYoungGeneration } from '../memory.ts'

/** The young generation an import's process stops growing at, bytes. */
const IMPORT_YOUNG_GENERATION = 8 * 1024 * 1024

if (process.argv[2] === 'import') {
  boundYoungGeneration(IMPORT_YOUNG_GENERATION)
  setFlagsFromString('--heap-growing-percent=50')
}
