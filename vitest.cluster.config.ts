import { defineConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * `npm run test:cluster`: the production shape on this machine (two instances, worker, Redis,
 * s3rver, Varnish). The suite starts the cluster itself; no shared global set-up.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Starting the cluster includes a build when the sources changed.
    hookTimeout: 900_000,
  },
})
