import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/_global.ts'],
    setupFiles: ['test/_strict.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
})
