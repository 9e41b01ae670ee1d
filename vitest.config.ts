import { defineConfig } from 'vitest/config'

// The process-level package tests (npm pack + install, a fresh clone + npm ci) are heavy on npm and
// the disk, and the browser test on the CPU: they run after everything else and one at a time, so they neither slow the other
// files past their timeouts nor each other.
const SLOW = ['test/e2e/package.test.ts', 'test/e2e/fresh-clone.test.ts', 'test/e2e/console.test.ts', 'test/e2e/openapi-client.test.ts', 'test/e2e/postman.test.ts']

export default defineConfig({
  test: {
    globalSetup: ['test/_global.ts'],
    setupFiles: ['test/_strict.ts'],
    // Budgets for a busy 2-core runner (the suite is checked at load 8): a test that spawns processes
    // waits on them, and a slow machine must not turn a slow test into a failure.
    testTimeout: 60_000,
    // Vitest's default on 2 cores is one file at a time (cores − 1); most files wait on child
    // processes, sockets and the disk more than they compute, so three at once fill the cores.
    maxWorkers: 3,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'main', include: ['test/**/*.test.ts'], exclude: SLOW } },
      ...SLOW.map((file, i) => ({ extends: true, test: { name: file.replace(/^.*\/|\.test\.ts$/g, ''), include: [file], sequence: { groupOrder: i + 1 } } })),
    ],
  },
})
