import { openDb } from '../src/db/open.ts'
import { seedDataset } from '../src/core/seeding.ts'
const db = openDb(process.argv[2])
const r = await seedDataset(db, { seed: 1, companies: Number(process.argv[3]), asOf: '2026-11-21' })
db.close()
console.log(JSON.stringify(r.phases, null, 1))
