export default async function globalTeardown() {
  // When setup failed there is no server: let its error be the one reported.
  await globalThis.__FIRMBASE__?.stop()
}
