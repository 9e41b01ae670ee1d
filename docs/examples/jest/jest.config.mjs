export default {
  globalSetup: './global-setup.mjs',
  globalTeardown: './global-teardown.mjs',
}
