// The dataset's coherence rules (test/seed/_coherence.ts) over 10,000 companies a year after they were
// seeded: every rule holds for what the living registry made too (the audit of issue 36 was of such a dataset).
import { coherenceSuite } from './_coherence.ts'

coherenceSuite(365)
