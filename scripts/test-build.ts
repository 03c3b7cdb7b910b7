/**
 * node --import tsx scripts/test-build.ts
 *
 * The production build every suite of `npm test` serves (scripts/lib/testBuild.ts), in a process
 * of its own: `npm test` runs the integration tests beside it, and the build's environment
 * (dist dir, build database, admin) must not reach them.
 */
import { ensureTestBuild } from './lib/testBuild'

ensureTestBuild().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
