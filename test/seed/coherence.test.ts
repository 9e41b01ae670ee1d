// The dataset's coherence rules (test/seed/_coherence.ts) over 10,000 companies as seeded; `npm run
// check:registry` runs this file over a 1M dataset (FIRMBASE_CHECK_DB), seeded or moved a year.
import { coherenceSuite } from './_coherence.ts'

coherenceSuite(0)
