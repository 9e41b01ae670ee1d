// One firmbase for the whole run: started before any test file, stopped after the last one.
import { start, type DemoKeys, type Firmbase } from 'firmbase'
import type { TestProject } from 'vitest/node'

let fb: Firmbase

export async function setup(project: TestProject) {
  fb = await start({ companies: 2000, seed: 1, asOf: '2026-01-01' })
  // Test files run in workers: hand them what they need to reach the server.
  project.provide('firmbase', { url: fb.url, keys: fb.keys })
}

export async function teardown() {
  // When setup failed there is no server: let its error be the one reported.
  await fb?.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    firmbase: { url: string; keys: DemoKeys }
  }
}
