export default async function globalTeardown() {
  await globalThis.__FIRMBASE__.stop()
}
