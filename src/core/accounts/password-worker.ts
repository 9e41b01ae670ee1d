// The password thread (src/core/accounts/passwords.ts): bcrypt costs ~100 ms of CPU a call, which
// here never holds up the thread that serves requests.
import bcrypt from 'bcryptjs'
import { answerRequests } from '../../threads.ts'

export interface PasswordJob {
  op: 'hash' | 'compare'
  password: string
  hash?: string
}

answerRequests<PasswordJob, string | boolean>(
  () => {},
  (job) => (job.op === 'hash' ? bcrypt.hashSync(job.password, 10) : bcrypt.compareSync(job.password, job.hash ?? '')),
)
