import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/support/intWorkers'

const src = path.resolve(import.meta.dirname, 'src')

const INT_DIR = path.join(import.meta.dirname, 'tests/int')
/**
 * The integration files that set the app's environment for themselves (a `process.env` entry):
 * the app reads it when it starts, and keeps it, so each of them runs in a new process. The
 * others share one app per process, started once.
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
 * What the integration projects share: a real PostgreSQL, migrated once by the global set-up,
 * two files at a time (tests/support/intWorkers.ts), each test process on its own copy of that
 * database (tests/support/intWorker.ts).
 */
const INT = {
  globalSetup: ['tests/support/vitest.globalSetup.ts'],
  setupFiles: ['tests/support/intWorker.ts'],
  maxWorkers: INT_WORKERS,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

/**
 * The projects: `unit` (pure tests beside the code and the SSRF guard's tests: no database,
 * files in parallel); then the integration tests, `int` (the files that share their process's
 * app), and after it `int, own process` (the files that need one of their own, above).
 * `vitest run --project unit` or `--project 'int*'` runs one kind.
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
