// Jest runs this once, in its parent process, before the test workers start: the workers inherit
// process.env, so the URL and keys reach every test file.
import { start } from 'firmbase'

export default async function globalSetup() {
  const fb = await start({ companies: 2000, seed: 1, asOf: '2026-01-01' })
  globalThis.__FIRMBASE__ = fb // only globalTeardown can read this
  process.env.FIRMBASE_URL = fb.url
  process.env.FIRMBASE_PREMIUM_KEY = fb.keys.premium
  process.env.FIRMBASE_FREE_KEY = fb.keys.free
}
