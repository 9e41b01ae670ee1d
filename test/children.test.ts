// The suite's own hygiene (test/_children.ts): what a test file spawns is stopped when it ends.
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { stopChildren } from './_children.ts'

import { readFileSync } from 'node:fs'

/** Running (a killed process whose parent has not reaped it yet is a zombie: not running). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

describe('processes a test file starts', () => {
  it('are killed at the end of the file, a detached one with its whole group', async () => {
    const plain = spawn('sleep', ['600'], { stdio: 'ignore' })
    // A detached shell whose own child would outlive a kill of the shell alone (npm start and its server).
    const group = spawn('sh', ['-c', 'sleep 600 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'], detached: true })
    const grandchild = Number(await new Promise<string>((resolve) => group.stdout.once('data', (d) => resolve(String(d).trim()))))
    expect(alive(grandchild)).toBe(true)
    const exited = Promise.all([plain, group].map((c) => new Promise((resolve) => c.once('exit', (_code, signal) => resolve(signal)))))
    expect(stopChildren()).toBe(2)
    expect(await exited).toEqual(['SIGKILL', 'SIGKILL'])
    for (let i = 0; i < 50 && alive(grandchild); i++) await new Promise((r) => setTimeout(r, 20))
    expect(alive(grandchild)).toBe(false)
  })
})
