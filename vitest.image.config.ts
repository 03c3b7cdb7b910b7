import { defineConfig } from 'vitest/config'

import base from './vitest.config'

// `npm run test:image`: builds the production image's server (`npm run build:image`) and serves
// it. Kept apart from the unit and integration tests, which need no build.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/image/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 20 * 60_000,
  },
})
