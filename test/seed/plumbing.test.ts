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
import { SIDES, analyzeSql, schemaStatements, sideHolds, sideTables } from '../../src/seeding/plan.ts'
import { seedDataset } from '../../src/seeding/seeding.ts'
import { mergeSides, startWorker } from '../../src/seeding/workers.ts'
import { openFinal } from '../../src/seeding/merge.ts'

const OPTIONS = { seed: 9, companies: 1500, asOf: '2026-06-30' }

/** The generators run one after another on this thread, without the seeder. */
function generatedLines() {
  const lines: Record<string, string[]> = { companies: [], directors: [], director_appointments: [], gst_registrations: [] }
  const boards = generateBoards(OPTIONS, { director: (r) => lines.directors.push(r.join(FIELD)), appointment: (r) => lines.director_appointments.push(r.join(FIELD)) })
  const gst = generateGst(OPTIONS, (r) => lines.gst_registrations.push(r.join(FIELD)))
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

  it('a worker reports each side file as soon as it is built, before it goes on with the next: the directors can be copied while the appointments are indexed', async () => {
    const statements = schemaStatements()
    const dir = mkdtempSync(join(tmpdir(), 'fb-plumbing-'))
    const boards = SIDES.findIndex((side) => side.source === 'boards')
    const files = SIDES[boards].parts.map((part, j) => ({
      path: join(dir, `boards-${j}`),
      tables: sideTables(statements, part.tables),
      analyze: analyzeSql(statements, sideHolds(part)),
    }))
    expect(files.map((f) => f.tables.map((t) => t.name))).toEqual([['directors'], ['director_appointments']])
    const worker = startWorker({ files, source: 'boards', options: OPTIONS, progress: new SharedArrayBuffer(12), startedAt: Date.now() })
    try {
      await worker.started
      generateCompanies(
        OPTIONS,
        () => {},
        (facts) => worker.worker.postMessage({ facts }),
      )
      worker.worker.postMessage({ finish: true })
      // The first file is reported before the worker is done; it is then complete: rows, indexes, statistics.
      expect(await Promise.race([worker.files[0].then(() => 'first file'), worker.done.then(() => 'done')])).toBe('first file')
      const first = openFinal(files[0].path)
      expect(first.prepare('SELECT count(*) FROM directors').pluck().get()).toBeGreaterThan(1000)
      expect(first.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'directors' ORDER BY name").pluck().all()).toEqual([
        'directors_born',
        'directors_din',
        'directors_first_name',
        'directors_last_name',
      ])
      expect(first.prepare("SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'directors'").pluck().get()).toBe(4)
      first.close()
      const done = await worker.done
      expect(done.rows).toMatchObject({ directors: expect.any(Number), director_appointments: expect.any(Number) })
      expect(done.timings['file 0 doneAt']).toBeLessThanOrEqual(done.timings.doneAt)
    } finally {
      await worker.worker.terminate()
    }
  })

  it('a worker that fails after reporting its first file fails the merge (no hang)', async () => {
    const statements = schemaStatements()
    const dir = mkdtempSync(join(tmpdir(), 'fb-plumbing-'))
    const paths = SIDES.map((side, i) => side.parts.map((_, j) => join(dir, `side-${i}-${j}`)))
    const workers = SIDES.map((side, i) =>
      startWorker({
        files: side.parts.map((part, j) => {
          const tables = sideTables(statements, part.tables)
          // The boards worker's second file cannot be built: it fails once the first is reported.
          if (side.source === 'boards' && j === 1) tables[0] = { ...tables[0], build: ['CREATE INDEX broken ON no_such_table(x)'] }
          return { path: paths[i][j], tables, analyze: analyzeSql(statements, sideHolds(part)) }
        }),
        source: side.source,
        options: OPTIONS,
        progress: new SharedArrayBuffer(12),
        startedAt: Date.now(),
      }),
    )
    try {
      await Promise.all(workers.map((w) => w.started))
      const [, gst, boards] = workers
      generateCompanies(
        OPTIONS,
        () => {},
        (facts) => {
          gst.worker.postMessage({ facts })
          boards.worker.postMessage({ facts })
        },
      )
      for (const w of workers) w.worker.postMessage({ finish: true })
      await expect(mergeSides(workers, paths, statements)).rejects.toThrow(/Seeding failed: .*no such table/)
      await boards.files[0] // reported before the failure
    } finally {
      await Promise.all(workers.map((w) => w.worker.terminate()))
    }
  })

  it('a side that fails ends the wait for the first side, done or not (no hang)', async () => {
    const statements = schemaStatements()
    const dir = mkdtempSync(join(tmpdir(), 'fb-plumbing-'))
    const job = (i: number, files: string[]) => ({
      files: SIDES[i].parts.map((part, j) => ({ path: files[j], tables: sideTables(statements, part.tables), analyze: '' })),
      source: SIDES[i].source,
      options: OPTIONS,
      progress: new SharedArrayBuffer(12),
      startedAt: Date.now(),
    })
    // The first side is never told to finish; the third cannot even open its first file.
    const paths = SIDES.map((side, i) => side.parts.map((_, j) => join(dir, ...(i === 2 ? ['missing'] : []), `side-${i}-${j}`)))
    const workers = paths.map((files, i) => startWorker(job(i, files)))
    for (const w of workers) w.started.catch(() => {}) // the seeder awaits these; here only the merge matters
    try {
      await expect(mergeSides(workers, paths, statements)).rejects.toThrow(/Seeding failed/)
    } finally {
      await Promise.all(workers.map((w) => w.worker.terminate()))
    }
  })
})
