import { defineConfig } from 'vitest/config'

import base from './vitest.config'

// `npm run test:image`: builds the production image's server (`npm run build:image`) and serves
// it against the integration tests' migrated database. Kept apart from the unit and integration
// tests, which need no build.
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
