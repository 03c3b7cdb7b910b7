import { defineConfig } from 'vitest/config'

import base from './vitest.config'

// `npm run test:image`: the tests that serve the production build, built when out of date: the
// image's server (`npm run build:image`) against the integration tests' migrated database, and
// the launcher's graceful shutdown (tests/image/shutdown.test.ts). Kept apart from the unit and
// integration tests, which need no build (`npm test` runs them beside the build).
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/image/**/*.test.ts'],
    globalSetup: ['tests/support/vitest.globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 20 * 60_000,
  },
})
