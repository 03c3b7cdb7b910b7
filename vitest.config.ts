import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/support/intWorkers'

const src = path.resolve(import.meta.dirname, 'src')

const INT_DIR = path.join(import.meta.dirname, 'tests/int')
/**
 * The integration files that set the app's environment for themselves (a `process.env` entry):
 * the app reads it when it starts, and keeps it, so each of them runs in a new process. The
 * others share one app per worker, started once.
 */
const ownProcessFiles = readdirSync(INT_DIR)
  .filter((name) => name.endsWith('.int.test.ts'))
  .filter((name) =>
    /process\.env(\.\w+|\[[^\]]+\])\s*(\?\?)?=(?!=)/.test(
      readFileSync(path.join(INT_DIR, name), 'utf8'),
    ),
  )
  .map((name) => `tests/int/${name}`)

/**
 * The projects: `unit` (pure tests beside the code and the SSRF guard's tests: no database,
 * files in parallel), and the integration tests against a real PostgreSQL, migrated once by
 * the global set-up, two files at a time, each worker on its own copy of that database (see
 * tests/support/intWorkers.ts): `int` runs the files that share a worker's app, then
 * `int, own process` the files that need one of their own (above).
 * `vitest run --project unit` or `--project 'int*'` runs one kind.
 */
/** What the integration projects share. */
const INT = {
  globalSetup: ['tests/support/vitest.globalSetup.ts'],
  setupFiles: ['tests/support/intWorker.ts'],
  maxWorkers: INT_WORKERS,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

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
          ...INT,
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: ownProcessFiles,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          ...INT,
          name: 'int, own process',
          include: ownProcessFiles,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
