// The package's main entry: `import { start } from 'firmbase'` (lib/index.js, typed by lib/index.d.ts).
import { start as startServer } from './start.ts'
import type { Firmbase, StartOptions } from './types.ts'

export type {
  DemoKeys,
  Fault,
  FaultSpec,
  Firmbase,
  FixtureCompany,
  FixtureDirector,
  FixtureDocument,
  FixtureGst,
  FixtureScreener,
  FixtureUser,
  FixtureWatchlist,
  LoggedRequest,
  StartOptions,
  VirtualClock,
} from './types.ts'

/** Starts firmbase in a child process (`serve --json`); resolves once it is ready. Always stop() it. */
export const start: (options?: StartOptions) => Promise<Firmbase> = startServer
