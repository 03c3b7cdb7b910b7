import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/support/intWorkers'

const src = path.resolve(import.meta.dirname, 'src')

const INT_DIR = path.join(import.meta.dirname, 'tests/int')

/** A `process.env` assignment: `process.env.NAME = …`, `process.env[name] = …`, `??=`. */
const ENV_WRITE = /process\.env(\.\w+|\[[^\]]+\])\s*(\?\?)?=(?!=)/g
/** One that sets a variable to a fixed string: `process.env.NAME = 'value'`. */
const FIXED_ENV_WRITE = /^process\.env\.(\w+) = '([^']*)'$/

/**
 * What an integration file sets in the app's environment, which the app reads when it starts
 * and keeps: nothing (`''`), the fixed values it sets (`NAME=value` lines, sorted), or `null`
 * when it sets one from a value made as it runs (a port, a database of its own).
 */
function environmentOf(source: string): string | null {
  const writes = [...source.matchAll(ENV_WRITE)].map((match) => {
    const line = source.slice(match.index).split('\n', 1)[0]!.trim()
    const fixed = FIXED_ENV_WRITE.exec(line)
    return fixed ? `${fixed[1]}=${fixed[2]}` : null
  })
  if (writes.includes(null)) return null
  return [...new Set(writes)].sort().join(' ')
}

const intFiles = readdirSync(INT_DIR)
  .filter((name) => name.endsWith('.int.test.ts'))
  .map((name) => ({
    file: `tests/int/${name}`,
    environment: environmentOf(readFileSync(path.join(INT_DIR, name), 'utf8')),
  }))
/**
 * The integration files that set nothing share one app per process, started once. Those that
 * set the same fixed values (the checker's loopback sites allowed, the rate limits off) share
 * one app per process too, each set in a project of its own. The rest (values made as they run,
 * or a set of values no other file sets) run each in a new process.
 */
const sharedFiles = intFiles.filter((entry) => entry.environment === '').map(({ file }) => file)
const byEnvironment = Map.groupBy(
  intFiles.filter((entry) => entry.environment),
  (entry) => entry.environment!,
)
const environmentGroups = [...byEnvironment]
  .filter(([, files]) => files.length > 1)
  .map(([environment, files]) => ({ environment, files: files.map(({ file }) => file) }))
const ownProcessFiles = intFiles
  .map(({ file }) => file)
  .filter(
    (file) =>
      !sharedFiles.includes(file) && !environmentGroups.some((group) => group.files.includes(file)),
  )

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
 * app), and after it a project for each environment several files set (`int, RATE_LIMIT=off`)
 * beside `int, own process` (the files that need a process of their own, above).
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
          include: sharedFiles,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      ...environmentGroups.map(({ environment, files }) => ({
        extends: true as const,
        test: {
          ...INT,
          name: `int, ${environment}`,
          include: files,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      })),
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
