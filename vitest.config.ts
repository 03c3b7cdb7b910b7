import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/support/intWorkers'

const src = path.resolve(import.meta.dirname, 'src')

/**
 * Two projects: `unit` (pure tests beside the code and the SSRF guard's tests: no database,
 * files in parallel) and `int` (tests/int against a real PostgreSQL, migrated once by the
 * global set-up: two files at a time, each worker on its own copy of that database, see
 * tests/support/intWorkers.ts).
 * `vitest run --project unit` or `--project int` runs one of them.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(src, 'payload.config.ts') },
      { find: /^@\//, replacement: `${src}/` },
      {
        find: 'server-only',
        replacement: path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
      },
    ],
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/support/vitest.globalSetup.ts'],
          setupFiles: ['tests/support/intWorker.ts'],
          maxWorkers: INT_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
