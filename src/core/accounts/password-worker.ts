// The password thread (src/core/accounts/passwords.ts): bcrypt costs ~100 ms of CPU a call, which
// here never holds up the thread that serves requests.
import bcrypt from 'bcryptjs'
import { parentPort } from 'node:worker_threads'

export interface PasswordJob {
  id: number
  op: 'hash' | 'compare'
  password: string
  hash?: string
}

parentPort?.on('message', (job: PasswordJob) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, 10) : bcrypt.compareSync(job.password, job.hash ?? '')
    parentPort!.postMessage({ id: job.id, result })
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message })
  }
})
