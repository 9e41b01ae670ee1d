// The seeder's threads (side files, merging, installing) change nothing of
// the dataset: every table holds its generator's rows, in generation order (rowid order), whichever
// worker loaded and indexed it.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateBoards } from '../../seed/boards.ts'
import { generateCompanies } from '../../seed/companies.ts'
import { APPOINTMENT_COLUMNS, COMPANY_COLUMNS, DIRECTOR_COLUMNS, FIELD, GST_COLUMNS, NULL } from '../../seed/generate.ts'
import { generateGst } from '../../seed/gst.ts'
import { openDb } from '../../src/db/open.ts'
import { SIDES, schemaStatements, sideTables } from '../../src/seeding/plan.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { mergeSides, startWorker } from '../../src/seeding/workers.ts'

const OPTIONS = { seed: 9, companies: 1500, asOf: '2026-06-30' }

/** The generators run one after another on this thread, without the seeder. */
function generatedLines() {
  const lines: Record<string, string[]> = { companies: [], directors: [], director_appointments: [], gst_registrations: [] }
  const boards = generateBoards(OPTIONS, { director: (l) => lines.directors.push(l), appointment: (l) => lines.director_appointments.push(l) })
  const gst = generateGst(OPTIONS, (l) => lines.gst_registrations.push(l))
  generateCompanies(
    OPTIONS,
    (l) => lines.companies.push(l),
    (facts) => {
      gst.add(facts)
      boards.add(facts)
    },
  )
  gst.finish()
  boards.finish()
  return lines
}

describe('the seeder’s plumbing', () => {
  it('installs each generator’s rows as generated, in order', async () => {
    const db = openDb(':memory:')
    await seedDataset(db, OPTIONS)
    const expected = generatedLines()
    const columns = { companies: COMPANY_COLUMNS, directors: DIRECTOR_COLUMNS, director_appointments: APPOINTMENT_COLUMNS, gst_registrations: GST_COLUMNS }
    for (const [table, cols] of Object.entries(columns)) {
      const rows = db.sqlite
        .prepare(`SELECT ${cols.join(', ')} FROM ${table} ORDER BY rowid`)
        .raw()
        .all() as unknown[][]
      const stored = rows.map((r) => r.map((v) => (v === null ? NULL : String(v))).join(FIELD))
      expect(stored.length, table).toBe(expected[table].length)
      expect(stored, table).toEqual(expected[table])
    }
    db.close()
  })

  it('a side that fails ends the wait for the first side, done or not (no hang)', async () => {
    const statements = schemaStatements()
    const dir = mkdtempSync(join(tmpdir(), 'fb-plumbing-'))
    const job = (i: number, path: string) => ({
      path,
      tables: sideTables(statements, SIDES[i].tables),
      source: SIDES[i].source,
      pageSize: 4096,
      options: OPTIONS,
      progress: new SharedArrayBuffer(12),
      analyze: '',
      startedAt: Date.now(),
    })
    // The first side is never told to finish; the third cannot even open its file.
    const paths = [join(dir, 'side-0'), join(dir, 'side-1'), join(dir, 'missing', 'side-2')]
    const workers = [startWorker(job(0, paths[0])), startWorker(job(1, paths[1])), startWorker(job(2, paths[2]))]
    for (const w of workers) w.started.catch(() => {}) // the seeder awaits these; here only the merge matters
    try {
      await expect(mergeSides(workers, paths, statements)).rejects.toThrow(/Seeding failed/)
    } finally {
      await Promise.all(workers.map((w) => w.worker.terminate()))
    }
  })
})
