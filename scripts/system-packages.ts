/**
 * npm run test:system
 *
 * The Debian packages the suites need (Chromium, PostgreSQL's client tools, Redis, Varnish),
 * installed with apt-get when missing, so that `npm test` runs on a machine that has only Node.
 */
import { log } from './lib/runtime'
import { ensureSystemPackages } from './lib/systemDeps'

ensureSystemPackages(log).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
