// A worker for test/core/threads.test.ts: answers requests with answerRequests (src/threads.ts).
import { workerData } from 'node:worker_threads'
import { AppError } from '../../../src/errors.ts'
import { answerRequests } from '../../../src/threads.ts'

type Request = { echo: string } | { fail: 'app' | 'plain' | 'fql' | 'sqlite' } | { exit: number } | { spin: true }

answerRequests<Request, string>(
  () => {
    if (workerData?.refuse) throw new Error('cannot open the file')
  },
  (request) => {
    if ('echo' in request) return request.echo.toUpperCase()
    if ('exit' in request) process.exit(request.exit)
    if ('spin' in request) for (;;) {}
    if (request.fail === 'app') throw new AppError('FIXTURES_INVALID', 'row 3 is wrong', { extra: { rows: 1 } })
    if (request.fail === 'fql') throw Object.assign(new Error('Unknown company field'), { name: 'FqlError', code: 'UNKNOWN_FIELD', status: 400 })
    if (request.fail === 'sqlite') throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    throw new Error('plain failure')
  },
)
